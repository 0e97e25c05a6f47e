/**
 * The messages a homeowner is owed for an invoice (issue 47 items 3's receipt, 4, 7): the invoice on the
 * contractor's "Send" (`invoice_sent`), a receipt after each payment counted (`payment_receipt`, one per payment: by
 * hand from the admin and the command line, or through Stripe), and the two reminders (`reminder_1`, `reminder_2`,
 * src/invoices/reminders.ts). Each is a row of `invoice_messages` (migrations/0025), recorded once (its UNIQUE
 * invoice, kind and payment), tried at once, and sent once: the row is claimed before the send (`tried_at`, a lease
 * of 5 minutes, so a send lost with its isolate is tried again after it) and finished (`sent_at`) only when sent or
 * no longer owed; held or failed, it stays unsent.
 *
 * Every send goes through `sendToCustomer` (src/leads/customer-email.ts) in the OWED pool (kinds `invoice_sent`,
 * `payment_receipt`, `invoice_reminder`): bounded per recipient (a keyed hash, per Central day) and per site (per
 * hour), apart from what a stranger can trigger, and never dropped. A held or failed message is retried by the
 * 5-minute cron (`sendDueInvoiceMessages`), as the job's owed messages are (src/jobs/messages.ts), not by the quote's
 * owed queue: that queue's message names a quote and one of its kinds, and its consumer rebuilds quote messages; the
 * rows here already say when they were tried, so the cron reads them with an index (`invoice_messages_unsent`) and
 * needs no second queue. A held one goes again after the UTC hour turns (the pool's hour), a failed one after 60 s
 * doubling (at most an hour). A message no longer owed when tried (the invoice void, the payment failed, a reminder
 * for an invoice paid or turned off) is finished with, unsent ('gone').
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import type { WorkerEnv } from '../env';
import { type CustomerEmailKind, type CustomerMessage, sendToCustomer } from '../leads/customer-email';
import { logFailure } from '../lib/log';
import { addDays, dayIn } from '../lib/zoned-time';
import { stripeConfigured } from '../quotes/stripe-client';
import { quoteById } from '../quotes/store';
import { invoiceSentText, type MessageContext, receiptText, reminderText } from './message-text';
import { type ReminderKind, REMINDER_DAYS, remindable, reminderTimes, remindersDue } from './reminders';
import { type Invoice, invoiceByNumber, withPayments } from './store';

/** The messages of an invoice (`invoice_messages.kind`). */
export type InvoiceMessageKind = 'invoice_sent' | 'payment_receipt' | ReminderKind;

/** The customer email kind, and so the bounds, of each message: all in the owed pool. */
const BOUND: Record<InvoiceMessageKind, CustomerEmailKind> = {
  invoice_sent: 'invoice_sent',
  payment_receipt: 'payment_receipt',
  reminder_1: 'invoice_reminder',
  reminder_2: 'invoice_reminder',
};

/** The most reminders owed, and the most messages retried, in one run of the cron. */
const PER_RUN = 50;

/** A stored message (`invoice_messages`). */
export interface InvoiceMessageRow {
  id: number;
  invoice_id: number;
  kind: InvoiceMessageKind;
  payment_id: number;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_outcome: string | null;
  tried_at: string | null;
}

/**
 * What trying a message did: 'sent'; 'held' (a bound: retried after the hour); 'failed' (the send threw: retried
 * after a back-off); 'waiting' (a receipt of a bank payment still processing: retried after the hour, sent once it
 * succeeded, finished unsent if it failed); 'no_address' (the quote was sent to no address); 'gone' (no longer
 * owed); 'busy' (sent, or claimed by another try).
 */
export type InvoiceMessageOutcome = 'sent' | 'held' | 'waiting' | 'failed' | 'no_address' | 'gone' | 'busy';

/** How long a claim holds a row: another try waits until it has passed. */
const LEASE_MS = 5 * 60_000;
/** The wait after `attempts` failed sends: 60 s doubling, at most an hour. */
const backoff = (attempts: number) => Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** The invoice of id `invoiceId` with its payments, or null. */
async function invoiceById(db: D1Database, invoiceId: number): Promise<Invoice | null> {
  const row = await db.prepare('SELECT number FROM invoices WHERE id = ?1').bind(invoiceId).first<{ number: number }>();
  return row ? invoiceByNumber(db, row.number) : null;
}

/** The message `kind` owes for `invoice` at `now`; null when it is no longer owed; 'waiting' for a debit processing. */
function compose(
  ctx: MessageContext,
  invoice: Invoice,
  kind: InvoiceMessageKind,
  paymentId: number,
  now: Date,
): CustomerMessage | 'waiting' | null {
  if (kind === 'payment_receipt') {
    const payment = invoice.payments.find((one) => one.id === paymentId);
    if (!payment || payment.failed_at) return null;
    return payment.processing ? 'waiting' : receiptText(ctx, invoice, payment);
  }
  if (invoice.status === 'void') return null;
  if (kind === 'invoice_sent') return invoice.status === 'sent' ? invoiceSentText(ctx, invoice) : null;
  // A reminder is owed while the invoice may be reminded and its window has not passed (a held one is retried
  // until then; the first is over once the second's time came, so two never arrive together).
  const time = reminderTimes(invoice.due_on).find((one) => one.kind === kind);
  return remindable(invoice) && time && now.getTime() < time.until ? reminderText(ctx, invoice, kind) : null;
}

/**
 * Tries message `kind` (of payment `paymentId`, 0 for the others) of invoice `invoiceId` at `now`, once: claims its
 * row (unsent, and untried for the lease), sends it through the owed bounds, and finishes it when sent or no longer
 * owed; held or failed, it stays unsent for the cron.
 * @returns what happened; a failed send is logged (`invoice_message_failed`), never thrown
 * @throws what D1 throws at the claim
 */
export async function tryInvoiceMessage(
  env: WorkerEnv,
  invoiceId: number,
  kind: InvoiceMessageKind,
  paymentId: number,
  now: Date,
): Promise<InvoiceMessageOutcome> {
  const at = now.toISOString();
  const claimed = await env.DB.prepare(
    `UPDATE invoice_messages SET attempts = attempts + 1, tried_at = ?4
     WHERE invoice_id = ?1 AND kind = ?2 AND payment_id = ?3 AND sent_at IS NULL AND (tried_at IS NULL OR tried_at < ?5) RETURNING id`,
  )
    .bind(invoiceId, kind, paymentId, at, new Date(now.getTime() - LEASE_MS).toISOString())
    .first<{ id: number }>();
  if (!claimed) return 'busy';
  const finish = async (outcome: InvoiceMessageOutcome, sent: boolean) => {
    await env.DB.prepare('UPDATE invoice_messages SET last_outcome = ?2, sent_at = ?3 WHERE id = ?1')
      .bind(claimed.id, outcome, sent ? at : null)
      .run();
    return outcome;
  };
  try {
    const invoice = await invoiceById(env.DB, invoiceId);
    const quote = invoice ? await quoteById(env.DB, invoice.quote_id) : null;
    if (!invoice || !quote) return await finish('gone', true);
    const ctx: MessageContext = { quote, siteUrl: env.SITE_URL, online: stripeConfigured(env) };
    const message = compose(ctx, invoice, kind, paymentId, now);
    if (!message) return await finish('gone', true);
    if (message === 'waiting') return await finish('waiting', false);
    if (!quote.sent_to) return await finish('no_address', true);
    const outcome = await sendToCustomer(env, message, { kind: BOUND[kind], now });
    console.log(`lead ${invoice.lead_id}: ${kind} of INV-${invoice.number} ${outcome}`);
    return await finish(outcome, outcome === 'sent');
  } catch (error) {
    logFailure('invoice_message_failed', error, { kind, invoiceId });
    await finish('failed', false).catch(() => undefined);
    return 'failed';
  }
}

/**
 * Records at `now` that the homeowner is owed `kind` for invoice `invoiceId` (once: a second call records nothing)
 * and tries it at once (a second call tries the row again: 'busy' when it was sent or is being tried). Never throws: a D1 failure is logged (`invoice_message_unrecorded`) and
 * answered 'failed' (a row recorded and untried is tried by the cron).
 */
export async function oweInvoiceMessage(
  env: WorkerEnv,
  invoiceId: number,
  kind: InvoiceMessageKind,
  paymentId: number,
  now: Date,
): Promise<InvoiceMessageOutcome> {
  try {
    await env.DB.prepare(
      `INSERT INTO invoice_messages (invoice_id, kind, payment_id, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (invoice_id, kind, payment_id) DO NOTHING`,
    )
      .bind(invoiceId, kind, paymentId, now.toISOString())
      .run();
    return await tryInvoiceMessage(env, invoiceId, kind, paymentId, now);
  } catch (error) {
    logFailure('invoice_message_unrecorded', error, { kind, invoiceId });
    return 'failed';
  }
}

/** The invoice emailed to the homeowner on the contractor's "Send" (once per invoice). Never throws. */
export const oweInvoiceSent = (env: WorkerEnv, invoiceId: number, now: Date): Promise<InvoiceMessageOutcome> =>
  oweInvoiceMessage(env, invoiceId, 'invoice_sent', 0, now);

/**
 * The receipt of payment `paymentId`, owed after it was counted (a payment by hand, or a Stripe payment settled:
 * card paid or the bank debit succeeded). Recorded once per payment and tried at once; never throws for a send
 * failure (held or failed, the cron retries it).
 */
export async function owePaymentReceipt(env: WorkerEnv, paymentId: number, now: Date): Promise<void> {
  try {
    const payment = await env.DB.prepare('SELECT invoice_id FROM invoice_payments WHERE id = ?1')
      .bind(paymentId)
      .first<{ invoice_id: number }>();
    if (payment) await oweInvoiceMessage(env, payment.invoice_id, 'payment_receipt', paymentId, now);
  } catch (error) {
    logFailure('invoice_message_unrecorded', error, { kind: 'payment_receipt', paymentId });
  }
}

/**
 * Owes the reminders due at `now` (src/invoices/reminders.ts `remindersDue`): the invoices sent, with reminders on,
 * due 3 to 17 days before today (Central), unpaid, whose reminder for that stretch is not recorded yet (at most
 * `PER_RUN`, through the partial index `invoices_remind` of migrations/0027_tell.sql).
 * @returns the outcome of each reminder owed
 */
export async function oweDueReminders(env: WorkerEnv, now: Date): Promise<InvoiceMessageOutcome[]> {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const { results } = await env.DB.prepare(
    `SELECT * FROM invoices WHERE status = 'sent' AND reminders_off = 0 AND due_on BETWEEN ?1 AND ?2
       AND total_cents > (SELECT COALESCE(SUM(cents), 0) FROM invoice_payments WHERE invoice_id = invoices.id AND failed_at IS NULL)
       AND NOT EXISTS (SELECT 1 FROM invoice_messages m WHERE m.invoice_id = invoices.id
         AND m.kind = CASE WHEN invoices.due_on <= ?3 THEN 'reminder_2' ELSE 'reminder_1' END)
     ORDER BY due_on LIMIT ?4`,
  )
    .bind(
      addDays(today, -REMINDER_DAYS.last),
      addDays(today, -REMINDER_DAYS.reminder_1),
      addDays(today, -REMINDER_DAYS.reminder_2),
      PER_RUN,
    )
    .all<Parameters<typeof withPayments>[1][number]>();
  const outcomes: InvoiceMessageOutcome[] = [];
  for (const invoice of await withPayments(env.DB, results)) {
    for (const kind of remindersDue(invoice, now)) outcomes.push(await oweInvoiceMessage(env, invoice.id, kind, 0, now));
  }
  return outcomes;
}

/**
 * The messages recorded and not sent that are due again at `now`, oldest try first (at most `PER_RUN`): never
 * tried, or tried longer ago than the lease and, when held, before the current UTC hour, when failed, longer ago
 * than their back-off.
 */
export async function dueInvoiceMessages(db: D1Database, now: Date): Promise<InvoiceMessageRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM invoice_messages WHERE sent_at IS NULL AND (tried_at IS NULL OR tried_at < ?1)
         AND NOT (COALESCE(last_outcome, '') IN ('held', 'waiting') AND tried_at >= ?2)
       ORDER BY tried_at LIMIT ?3`,
    )
    .bind(new Date(now.getTime() - LEASE_MS).toISOString(), `${now.toISOString().slice(0, 13)}:00:00.000Z`, PER_RUN)
    .all<InvoiceMessageRow>();
  return results.filter(
    (row) => row.last_outcome !== 'failed' || !row.tried_at || Date.parse(row.tried_at) + backoff(row.attempts) <= now.getTime(),
  );
}

/**
 * The cron's part (every 5 minutes, src/index.ts `scheduled`): owes the reminders due, then tries every invoice
 * message due again (held or failed earlier). Never throws: a failure is logged (`invoice_messages_failed`).
 * @returns the count of each outcome, e.g. { sent: 2, held: 1 }
 */
export async function sendDueInvoiceMessages(env: WorkerEnv, now: Date): Promise<Partial<Record<InvoiceMessageOutcome, number>>> {
  const counts: Partial<Record<InvoiceMessageOutcome, number>> = {};
  const count = (outcome: InvoiceMessageOutcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  };
  try {
    for (const outcome of await oweDueReminders(env, now)) count(outcome);
    for (const row of await dueInvoiceMessages(env.DB, now)) {
      count(await tryInvoiceMessage(env, row.invoice_id, row.kind, row.payment_id, now));
    }
  } catch (error) {
    logFailure('invoice_messages_failed', error);
  }
  return counts;
}
