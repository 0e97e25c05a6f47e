/**
 * One invoice in the admin, /admin/invoices/<number> (issue 47 item 3 without Stripe): its lines, payments and
 * balance, and "Record a payment" (`#pay`): the amount, the day, the method (check, cash, transfer, card) and a
 * note. A refused payment comes back with 422, an error summary first in the form (focused on load), each message
 * linking to its field, the values kept.
 */
import { Container } from '../../components/container';
import { INVOICE_WORDS, PAYMENT_METHODS } from '../../content/invoices';
import { escapeInvisible } from '../../lib/display';
import { cn } from '../../lib/cn';
import { actionClass } from '../../admin/styles';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { labelClass } from '../../ui/form-styles';
import { dollars, lineCents } from '../../quotes/model';
import { balanceCents, invoiceName, invoiceState, MAX_PAYMENT_NOTE } from '../model';
import type { Invoice } from '../store';

/** The payment form's values as typed. */
export interface PaymentValues {
  amount: string;
  date: string;
  method: string;
  note: string;
}

const FIELD_IDS: Record<string, string> = { amount: 'pay-amount', date: 'pay-date', method: 'pay-method-check', note: 'pay-note' };

/**
 * The page of `invoice` (with its lead's name), and a refused payment's values and messages.
 * @param pdfPath the customer's PDF of a sent invoice (src/invoices/pdf-route.ts), linked as "PDF"
 */
export function AdminInvoicePage({
  invoice,
  leadName,
  now,
  refused,
  pdfPath,
}: {
  invoice: Invoice;
  leadName: string;
  now: Date;
  refused?: { values: PaymentValues; errors: Record<string, string> };
  pdfPath?: string;
}) {
  const state = invoiceState(invoice, invoice.payments, now);
  const balance = balanceCents(invoice.total_cents, invoice.payments);
  const errors = refused?.errors ?? {};
  const values = refused?.values ?? { amount: (balance / 100).toFixed(2), date: '', method: 'check', note: '' };
  const field = (key: string, label: string) => ({ id: FIELD_IDS[key]!, label, error: errors[key], errorId: `pay-${key}-error` });
  return (
    <section className="bg-slate-50 py-8 sm:py-12">
      <Container width="3xl">
        <p>
          <a
            href={`/admin/leads/${invoice.lead_id}#invoice-${invoice.id}`}
            className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline"
          >
            ← Lead #{invoice.lead_id}
          </a>
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight">
          {invoiceName(invoice)} for {escapeInvisible(leadName)}
        </h1>
        <p className="mt-1 font-semibold">
          {state}, due {invoice.due_on}. Total {dollars(invoice.total_cents)}, balance {dollars(balance)}.
        </p>
        {pdfPath && (
          <p>
            <a href={pdfPath} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline" data-invoice-pdf="">
              PDF
            </a>
          </p>
        )}
        <ul className="mt-3 grid gap-1">
          {invoice.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored invoice's lines keep their order.
            <li key={index}>
              {escapeInvisible(line.description)}: {dollars(lineCents(line))}
            </li>
          ))}
        </ul>
        {invoice.payments.length > 0 && (
          <ul className="mt-3 grid gap-1" aria-label="Payments">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                {dollars(payment.cents)} on {payment.paid_on} by {INVOICE_WORDS.en.invoices.methods[payment.method]}
                {payment.note ? ` (${escapeInvisible(payment.note)})` : ''}
              </li>
            ))}
          </ul>
        )}
        {invoice.status !== 'void' && balance > 0 && (
          <form
            id="pay"
            method="post"
            action={`/admin/invoices/${invoice.number}/payments#pay`}
            className="mt-6 grid scroll-mt-4 gap-4"
            noValidate
          >
            <h2 className="text-xl font-bold">Record a payment</h2>
            <ErrorSummary
              headingId="pay-errors-heading"
              heading="The payment was not recorded"
              autoFocus
              items={Object.entries(errors).map(([key, message]) => ({ key, message, target: FIELD_IDS[key] }))}
            />
            <Field
              {...field('amount', `Amount in dollars (at most ${dollars(balance)})`)}
              name="amount"
              inputMode="decimal"
              defaultValue={values.amount}
            />
            <Field {...field('date', 'Paid on (YYYY-MM-DD; blank: today)')} name="date" type="date" defaultValue={values.date} />
            <fieldset>
              <legend className={labelClass}>How it was paid</legend>
              <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PAYMENT_METHODS.map((method) => (
                  <label
                    key={method}
                    className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-3 font-semibold has-[:checked]:border-slate-900"
                  >
                    <input
                      type="radio"
                      id={`pay-method-${method}`}
                      name="method"
                      value={method}
                      defaultChecked={values.method === method}
                      className="size-5 accent-slate-900"
                    />
                    {INVOICE_WORDS.en.invoices.methods[method]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              {...field('note', 'Note (optional: the check number)')}
              name="note"
              maxLength={MAX_PAYMENT_NOTE}
              defaultValue={values.note}
            />
            <p>
              <button type="submit" className={cn(actionClass, 'w-full bg-slate-900 text-white sm:w-auto')}>
                Record the payment
              </button>
            </p>
          </form>
        )}
      </Container>
    </section>
  );
}
