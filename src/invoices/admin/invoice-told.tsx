/**
 * What the homeowner was told of one invoice, on the lead's page (issue 47 items 3's receipt and 4): whether the
 * invoice was emailed (or why not: no address, waiting for a bound), and its reminders, on with the next one's day
 * and time ("Reminders: on (next: December 11, 9 a.m.)") or off, with the button that turns them off or on; and the
 * draft's "Send", which asks once, since it emails the homeowner.
 */
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { actionClass } from '../../admin/styles';
import { cn } from '../../lib/cn';
import { formatDateTime, formatIsoDate } from '../../lib/dates';
import { dayIn } from '../../lib/zoned-time';
import { balanceCents, invoiceName } from '../model';
import { nextReminder } from '../reminders';
import type { Invoice } from '../store';
import type { ToldRow } from '../told';

/** The line saying whether the invoice was emailed, from its `invoice_sent` row. */
function emailedLine(sent: ToldRow | undefined): string {
  if (!sent) return 'Not emailed: it was sent before invoices were emailed.';
  if (sent.sent_at && sent.last_outcome === 'sent') return `Emailed to the homeowner ${formatDateTime(sent.sent_at, BUSINESS_TIME_ZONE)}.`;
  if (sent.last_outcome === 'no_address') return 'Not emailed: the quote was not sent to an email address.';
  if (sent.last_outcome === 'gone') return 'Not emailed: it was voided first.';
  if (sent.last_outcome === 'held' || sent.last_outcome === 'failed')
    return `Email waiting (${sent.last_outcome === 'held' ? 'held by the sending bounds' : 'the send failed'}): it is tried again by the next runs.`;
  return 'Email being sent.';
}

/** The reminders' state in words at `now`: "on (next: December 11, 9 a.m.)", "on (both sent)", "off". */
export function remindersLine(invoice: Invoice, told: readonly ToldRow[], now: Date): string {
  if (invoice.reminders_off) return 'Reminders: off';
  if (invoice.status === 'draft') return 'Reminders: on (from 3 days after the due day, once sent)';
  const next = nextReminder(invoice, new Set(told.map((row) => row.kind)), now);
  if (next === null)
    return told.some((row) => row.kind.startsWith('reminder_')) ? 'Reminders: on (no more to send)' : 'Reminders: on (none due)';
  return `Reminders: on (next: ${formatIsoDate(dayIn(BUSINESS_TIME_ZONE, next)).replace(/, \d{4}$/, '')}, 9 a.m.)`;
}

/** The invoice's emailed line, its reminders and their off/on button; nothing for a void or paid invoice's reminders. */
export function InvoiceTold({ invoice, leadId, told, now }: { invoice: Invoice; leadId: number; told: readonly ToldRow[]; now: Date }) {
  const open = invoice.status !== 'void' && balanceCents(invoice.total_cents, invoice.payments) > 0;
  return (
    <div className="mt-1 text-sm" data-told="">
      {invoice.status !== 'draft' && <p>{emailedLine(told.find((row) => row.kind === 'invoice_sent'))}</p>}
      {open && (
        <form
          method="post"
          action={`/admin/leads/${leadId}/invoices/${invoice.id}/reminders`}
          className="mt-1 flex flex-wrap items-center gap-2"
        >
          <span data-reminders="">{remindersLine(invoice, told, now)}</span>
          <input type="hidden" name="reminders" value={invoice.reminders_off ? 'on' : 'off'} />
          <button type="submit" className={actionClass}>
            {invoice.reminders_off ? 'Turn reminders on' : 'Turn reminders off'}
          </button>
        </form>
      )}
    </div>
  );
}

/** A draft's "Send": a native disclosure that asks once ("Email INV-3 to the homeowner…?") before the post. */
export function SendInvoice({ invoice, leadId }: { invoice: Invoice; leadId: number }) {
  const name = invoiceName(invoice);
  return (
    <details className="open:col-span-2">
      <summary className={cn(actionClass, 'w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>Send</summary>
      <form method="post" action={`/admin/leads/${leadId}/invoices/${invoice.id}/send`} className="mt-2 grid gap-2">
        <p>Email {name} to the homeowner and show it on their page?</p>
        <button type="submit" className={cn(actionClass, 'w-full')}>
          Yes, email {name}
        </button>
      </form>
    </details>
  );
}
