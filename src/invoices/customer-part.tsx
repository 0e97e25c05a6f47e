/**
 * The invoices on the customer's page of an accepted quote (issue 47 items 2 and 3), `#invoices`, in the page's
 * language: each invoice sent (never a draft or a void one) with its number, state, lines, total, payments, balance
 * and due day; how to pay it by check, cash or bank transfer (online payment is the next part's); and what the
 * payments are for (Texas Property Code ch. 162).
 */
import { INVOICE_WORDS } from '../content/invoices';
import { INVOICE_PDF_LINK } from '../content/money';
import type { Locale } from '../i18n';
import { escapeInvisible } from '../lib/display';
import { formatIsoDate } from '../lib/dates';
import { QUOTE_WORDS } from '../content/quotes';
import { dollars, lineCents } from '../quotes/model';
import { balanceCents, invoiceName, invoiceState, paidCents } from './model';
import { invoicePdfPath } from './pdf-types';
import type { Invoice } from './store';
import { INVOICE_PAY_WORDS } from '../content/invoice-pay';
import { InvoicePayPart, type InvoicePayView, isProcessing } from './pay-part';

/**
 * The invoices' section (`invoices`: those sent, src/invoices/store.ts `customerInvoices`); nothing without one.
 * @param token the quote's token, for each invoice's PDF link (`/quotes/<token>/invoices/INV-<n>.pdf`)
 * @param pay paying online (src/invoices/pay-part.tsx); none by default
 */
export function InvoicesPart({
  invoices,
  lang,
  now,
  token,
  pay = { online: false, basePath: '', returned: null },
}: {
  invoices: readonly Invoice[];
  lang: Locale;
  now: Date;
  token?: string;
  pay?: InvoicePayView;
}) {
  if (invoices.length === 0) return null;
  const words = INVOICE_WORDS[lang].invoices;
  const locale = QUOTE_WORDS[lang].locale;
  return (
    <section id="invoices" aria-labelledby="invoices-heading" className="mt-4 scroll-mt-20">
      <h2 id="invoices-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      {invoices.map((invoice) => {
        const state = invoiceState(invoice, invoice.payments, now);
        const balance = balanceCents(invoice.total_cents, invoice.payments);
        return (
          <article
            key={invoice.id}
            id={`invoice-${invoice.number}`}
            aria-labelledby={`invoice-${invoice.number}-heading`}
            className="mt-3 rounded-lg border-2 border-slate-900 p-4"
          >
            <h3 id={`invoice-${invoice.number}-heading`} className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-bold">
              <span>{words.number(invoiceName(invoice))}</span>
              {invoice.payments.some(isProcessing) ? (
                <span className="text-amber-900">{INVOICE_PAY_WORDS[lang].processingState}</span>
              ) : (
                <span className={state === 'overdue' ? 'text-red-800' : state === 'paid' ? 'text-emerald-800' : ''}>
                  {words.states[state]}
                </span>
              )}
            </h3>
            <ul className="mt-1">
              {invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stored invoice's lines keep their order.
                <li key={index} className="flex justify-between gap-3">
                  <span>{escapeInvisible(line.description)}</span>
                  <span className="tabular-nums">{dollars(lineCents(line))}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid gap-0.5">
              <div className="flex justify-between gap-3">
                <dt>{words.total}</dt>
                <dd className="tabular-nums">{dollars(invoice.total_cents)}</dd>
              </div>
              {paidCents(invoice.payments) > 0 && (
                <div className="flex justify-between gap-3">
                  <dt>{words.paid}</dt>
                  <dd className="tabular-nums">{dollars(paidCents(invoice.payments))}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3 text-xl font-extrabold">
                <dt>{words.balance}</dt>
                <dd className="tabular-nums">{dollars(balance)}</dd>
              </div>
            </dl>
            {balance > 0 && <p className="mt-1 font-semibold">{words.due(formatIsoDate(invoice.due_on, locale))}</p>}
            {invoice.payments
              .filter((payment) => !payment.failed_at && !isProcessing(payment))
              .map((payment) => (
                <p key={payment.id} className="text-sm text-slate-700">
                  {words.payment(dollars(payment.cents), formatIsoDate(payment.paid_on, locale), words.methods[payment.method])}
                </p>
              ))}
            <InvoicePayPart invoice={invoice} balance={balance} lang={lang} pay={pay} />
            {balance > 0 && <p className="mt-2">{words.howToPay}</p>}
            {token && (
              <p className="mt-2">
                <a
                  href={invoicePdfPath(token, invoice.number, lang)}
                  className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline underline-offset-2"
                >
                  {INVOICE_PDF_LINK[lang](invoiceName(invoice))}
                </a>
              </p>
            )}
          </article>
        );
      })}
      <p className="mt-2 text-sm text-slate-700">{words.trust}</p>
    </section>
  );
}
