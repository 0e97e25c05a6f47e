/**
 * Money on a lead's page (issue 47 item 5, the lead's part), `#money`: the accepted quote's payment schedule, each
 * invoice (`#invoice-<id>`: its number, state, total, payments, balance, due day) with "Send" for a draft and a link
 * to record a payment, and what is still owed. "Send" marks the invoice sent and emails it to the homeowner; each
 * invoice says whether it was emailed and shows its reminders, on or off (src/invoices/admin/invoice-told.tsx).
 */
import { INVOICE_WORDS } from '../../content/invoices';
import { cn } from '../../lib/cn';
import { escapeInvisible } from '../../lib/display';
import { actionClass } from '../../admin/styles';
import { dollars } from '../../quotes/model';
import type { ScheduledPayment } from '../../quotes/schedule';
import { balanceCents, invoiceName, invoiceState, paidCents } from '../model';
import { type Invoice, owedOf } from '../store';
import type { ToldRow } from '../told';
import { InvoiceTold, SendInvoice } from './invoice-told';

/** What the panel shows of a lead: its quote's schedule and total, the deposit paid online, the invoices. */
export interface LeadMoney {
  schedule: readonly ScheduledPayment[] | null;
  quoteTotalCents: number;
  depositPaidCents: number;
  invoices: readonly Invoice[];
  /** What the homeowner was told of each invoice, by invoice id (src/invoices/told.ts). */
  told?: Record<number, ToldRow[]>;
}

const WORDS = INVOICE_WORDS.en;

/** An invoice's row: state, amounts, payments, and its actions. */
export function InvoiceSummary({
  invoice,
  leadId,
  now,
  told = [],
}: {
  invoice: Invoice;
  leadId: number;
  now: Date;
  told?: readonly ToldRow[];
}) {
  const state = invoiceState(invoice, invoice.payments, now);
  return (
    <li id={`invoice-${invoice.id}`} className="scroll-mt-4 rounded-lg border-2 border-slate-300 bg-white p-3">
      <p className="font-semibold">
        {invoiceName(invoice)}: {dollars(invoice.total_cents)}, {state === 'draft' ? 'draft: not sent' : state}, due {invoice.due_on}
      </p>
      <p className="text-slate-700">
        Paid {dollars(paidCents(invoice.payments))}, balance {dollars(balanceCents(invoice.total_cents, invoice.payments))}
      </p>
      {invoice.payments.length > 0 && (
        <ul className="mt-1 text-sm">
          {invoice.payments.map((payment) => (
            <li key={payment.id} className={cn(payment.failed_at && 'line-through')}>
              {dollars(payment.cents)} on {payment.paid_on} by {WORDS.invoices.methods[payment.method]}
              {payment.source === 'stripe' && ` (Stripe${payment.processing ? ', processing' : ''}${payment.failed_at ? ', failed' : ''})`}
              {payment.note ? ` (${escapeInvisible(payment.note)})` : ''}
            </li>
          ))}
        </ul>
      )}
      <InvoiceTold invoice={invoice} leadId={leadId} told={told} now={now} />
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex">
        {invoice.status === 'draft' && <SendInvoice invoice={invoice} leadId={leadId} />}
        {invoice.status !== 'void' && state !== 'paid' && (
          <a href={`/admin/invoices/${invoice.number}#pay`} className={cn(actionClass, 'w-full sm:w-auto')}>
            Record a payment
          </a>
        )}
      </div>
    </li>
  );
}

/** The money section of lead `leadId`'s page; nothing without a schedule and invoices. */
export function LeadInvoices({ leadId, money, now }: { leadId: number; money: LeadMoney | null; now: Date }) {
  if (!money || (!money.schedule && money.invoices.length === 0)) return null;
  const owed = owedOf(money.quoteTotalCents, money.depositPaidCents, money.invoices);
  return (
    <section id="money" aria-labelledby="money-title" className="mt-8 scroll-mt-4">
      <h2 id="money-title" className="text-xl font-bold">
        Payments
      </h2>
      {money.schedule && (
        <ol aria-label="Payment schedule" className="mt-2 grid gap-1">
          {money.schedule.map((payment) => (
            <li key={payment.milestone}>
              {WORDS.schedule.milestone[payment.milestone]}
              {payment.milestone === 'retainage' ? `, ${WORDS.schedule.retainageDue(payment.afterDays ?? 30)}` : ''}:{' '}
              {dollars(payment.cents)}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-2 font-semibold" data-owed="">
        Received {dollars(owed.receivedCents)} of {dollars(owed.totalCents)}; still owed {dollars(owed.owedCents)}.
      </p>
      {money.invoices.length > 0 && (
        <ul className="mt-2 grid gap-2">
          {money.invoices.map((invoice) => (
            <InvoiceSummary key={invoice.id} invoice={invoice} leadId={leadId} now={now} told={money.told?.[invoice.id]} />
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-700">
        A milestone's invoice is made as a draft when the pour day or the job is marked done. "Send" emails it to the homeowner and shows it
        on the customer's page; a receipt is emailed after each payment, and an unpaid invoice gets at most two reminders (3 and 10 days
        after its due day, 9 a.m.).
      </p>
    </section>
  );
}
