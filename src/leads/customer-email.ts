/**
 * Email to a customer (the acknowledgement, the review request, a booking's
 * confirmations and reminder): from the business by name at `LEADS_FROM`,
 * replying to the business's own address, through the `CUSTOMER_EMAIL`
 * binding (structured `send`: Cloudflare builds the MIME message).
 *
 * Every such email is bounded before it is sent (issue 35), because the
 * address was typed by a stranger and may be anybody's:
 * - per recipient: at most `PER_RECIPIENT_PER_DAY` emails of any kind a day
 *   (America/Chicago), and one acknowledgement a day;
 * - site-wide: at most `CUSTOMER_EMAILS_PER_HOUR` an hour (default 60), so a
 *   flood from many clients and addresses still stops, and the domain's
 *   reputation (one stranger's flood can stop every confirmation) is kept.
 * A recipient is counted by a keyed hash of the normalised address
 * (src/lib/keyed-hash.ts), never the address. Past a bound nothing is sent,
 * `held` is answered and a `customer_email_held` line logged; what the email
 * was about (the lead, the booking) is kept and shown to the contractor as
 * before.
 *
 * Two pools (issue 44): what a signed customer is owed (`OWED_KINDS`: the
 * signed copy, the cancel confirmation, the deposit receipt) has its own
 * hourly budget and its own per-recipient day, apart from everything a
 * stranger can trigger, so 50 contact posts cannot hold a signed copy; and an
 * owed message held by its budget waits in a queue (src/quotes/owed.ts).
 */
import { business } from '../content/business';
import { keyedHash, normalEmail } from '../lib/keyed-hash';
import { dayIn } from '../lib/zoned-time';
import { logEvent } from '../lib/log';

/** Emails of every kind one address may receive in one America/Chicago day. */
export const PER_RECIPIENT_PER_DAY = 3;
/** Per-kind daily bounds, tighter than the overall one: the acknowledgement once per address per day. */
const PER_KIND_PER_DAY: Partial<Record<CustomerEmailKind, number>> = { acknowledgement: 1 };
/** The site-wide hourly bound when `CUSTOMER_EMAILS_PER_HOUR` is unset or not a positive whole number. */
const DEFAULT_PER_HOUR = 60;

/** Why a customer email goes; the per-kind bounds read it. */
export type CustomerEmailKind =
  | 'acknowledgement'
  | 'review'
  | 'booking'
  | 'booking_moved'
  | 'booking_cancelled'
  | 'reminder'
  | 'quote' // a written quote's link (issue 38)
  | 'quote_signed' // the signed quote's PDF (issue 38), owed
  | 'quote_cancelled' // the confirmation of a cancel within the three business days (issue 44), owed
  | 'deposit_receipt' // the receipt of a deposit paid (issue 44), owed
  | 'quote_reminder' // a follow-up of a sent quote with no answer (issue 44)
  | 'job_scheduled' // the job's work days with their .ics (issue 46), owed
  | 'job_moved' // a work day moved (issue 46), owed
  | 'job_reminder' // the evening before a pour (issue 46)
  | 'job_on_my_way' // the crew on the way (issue 46)
  | 'invoice_sent' // an invoice on the contractor's "Send" (issue 47), owed
  | 'payment_receipt' // the receipt of an invoice's payment (issue 47), owed
  | 'invoice_reminder'; // a reminder of an unpaid invoice, at most two (issue 47 item 4), owed

/** The kinds a signed customer is owed (issue 44): never dropped (src/quotes/owed.ts queues them), their own hourly budget. */
export const OWED_KINDS: ReadonlySet<CustomerEmailKind> = new Set([
  'quote_signed',
  'quote_cancelled',
  'deposit_receipt',
  'job_scheduled',
  'job_moved',
  'invoice_sent',
  'payment_receipt',
  'invoice_reminder',
]);
/** Owed emails one address may receive in one day: each is owed once per quote, so this only stops a fault's loop. */
const OWED_PER_RECIPIENT_PER_DAY = 10;

/** The bindings a customer email needs. */
export type CustomerEmailEnv = Pick<Env, 'DB' | 'CUSTOMER_EMAIL' | 'LEADS_FROM'> & Partial<Pick<Env, 'CUSTOMER_EMAILS_PER_HOUR'>>;

/** A customer email: `headers`, e.g. List-Unsubscribe (RFC 8058); `attachments`, e.g. a booking's .ics. */
export interface CustomerMessage {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

/** The hourly bound of `CUSTOMER_EMAILS_PER_HOUR` (default 60), for each pool. */
export const customerEmailsPerHour = (env: Partial<Pick<Env, 'CUSTOMER_EMAILS_PER_HOUR'>>) => {
  const cap = Number(env.CUSTOMER_EMAILS_PER_HOUR);
  return Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_PER_HOUR;
};

/** Which hourly budget a kind draws from: 'owed' for what a signed customer is owed, else 'stranger'. */
export const poolOf = (kind: CustomerEmailKind): 'owed' | 'stranger' => (OWED_KINDS.has(kind) ? 'owed' : 'stranger');

/** One counter an email is taken from: the statement's table and key, and its bound. */
interface Counter {
  table: 'customer_message_counts' | 'customer_message_hours';
  key: string[];
  limit: number;
}

/** The counters one email of `kind` to `recipient` (a keyed hash) at `now` is taken from, tightest first. */
function countersOf(env: CustomerEmailEnv, recipient: string, kind: CustomerEmailKind, now: Date): Counter[] {
  const day = dayIn(business.timeZone, now);
  const pool = poolOf(kind);
  const kindLimit = PER_KIND_PER_DAY[kind];
  return [
    ...(kindLimit !== undefined ? [{ table: 'customer_message_counts' as const, key: [recipient, day, kind], limit: kindLimit }] : []),
    pool === 'owed'
      ? { table: 'customer_message_counts', key: [recipient, day, 'owed'], limit: OWED_PER_RECIPIENT_PER_DAY }
      : { table: 'customer_message_counts', key: [recipient, day, 'all'], limit: PER_RECIPIENT_PER_DAY },
    { table: 'customer_message_hours', key: [pool, now.toISOString().slice(0, 13)], limit: customerEmailsPerHour(env) },
  ];
}

/**
 * Counts one email against `counter` when it is under its limit, in one statement (an UPSERT whose update only
 * happens under the limit), so concurrent sends never pass the bound together. True when counted.
 */
async function take(db: D1Database, counter: Counter): Promise<boolean> {
  const sql =
    counter.table === 'customer_message_counts'
      ? `INSERT INTO customer_message_counts (recipient, day, kind, count) VALUES (?1, ?2, ?3, 1)
         ON CONFLICT (recipient, day, kind) DO UPDATE SET count = count + 1 WHERE count < ?4 RETURNING count`
      : `INSERT INTO customer_message_hours (pool, hour, count) VALUES (?1, ?2, 1)
         ON CONFLICT (pool, hour) DO UPDATE SET count = count + 1 WHERE count < ?3 RETURNING count`;
  const row = await db
    .prepare(sql)
    .bind(...counter.key, counter.limit)
    .first<{ count: number }>();
  return row !== null;
}

/** Gives back one email to each of `counters` (taken by `take`). */
async function giveBackTo(db: D1Database, counters: Counter[]): Promise<void> {
  if (counters.length === 0) return;
  await db.batch(
    counters.map((counter) =>
      counter.table === 'customer_message_counts'
        ? db
            .prepare('UPDATE customer_message_counts SET count = count - 1 WHERE recipient = ?1 AND day = ?2 AND kind = ?3 AND count > 0')
            .bind(...counter.key)
        : db
            .prepare('UPDATE customer_message_hours SET count = count - 1 WHERE pool = ?1 AND hour = ?2 AND count > 0')
            .bind(...counter.key),
    ),
  );
}

/**
 * Takes one email from the recipient's and the site's allowances at `now`: the kind's daily bound, the
 * recipient's daily bound ('all' for a stranger's kinds, 'owed' for what a signed customer is owed), then the
 * pool's hourly bound (`poolOf`), each checked and counted in one statement. At the first bound reached, what the
 * earlier ones took is given back (issue 44: a send the site's hour refused no longer uses up the recipient's
 * day), and false is answered.
 * @throws what D1 throws
 */
export async function allowCustomerEmail(env: CustomerEmailEnv, to: string, kind: CustomerEmailKind, now: Date): Promise<boolean> {
  const recipient = await keyedHash(env.DB, 'email', normalEmail(to));
  const taken: Counter[] = [];
  for (const counter of countersOf(env, recipient, kind, now)) {
    if (!(await take(env.DB, counter))) {
      await giveBackTo(env.DB, taken);
      return false;
    }
    taken.push(counter);
  }
  return true;
}

/**
 * Sends `message` to a customer when the bounds allow it at `now`.
 * @returns 'sent', or 'held' when a bound was reached (nothing sent, logged as `customer_email_held`)
 * @throws what D1 or the binding throws (the message was not accepted)
 */
export async function sendToCustomer(
  env: CustomerEmailEnv,
  message: CustomerMessage,
  { kind, now }: { kind: CustomerEmailKind; now: Date },
): Promise<'sent' | 'held'> {
  if (!(await allowCustomerEmail(env, message.to, kind, now))) {
    logEvent('customer_email_held', { kind }, 'warn');
    return 'held';
  }
  try {
    await env.CUSTOMER_EMAIL.send({ from: { name: business.name, email: env.LEADS_FROM }, replyTo: business.email, ...message });
  } catch (error) {
    // Not sent: the allowance taken is given back, so the retry of a failed send is not held by its own first try.
    const recipient = await keyedHash(env.DB, 'email', normalEmail(message.to));
    await giveBackTo(env.DB, countersOf(env, recipient, kind, now)).catch(() => undefined);
    throw error;
  }
  return 'sent';
}

/** Deletes the per-recipient counts older than two days and the hourly counts older than two days (the cron's part). */
export async function pruneCustomerCounts(db: D1Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * 86_400_000);
  await db.batch([
    db.prepare('DELETE FROM customer_message_counts WHERE day < ?1').bind(dayIn(business.timeZone, before)),
    db.prepare('DELETE FROM customer_message_hours WHERE hour < ?1').bind(before.toISOString().slice(0, 13)),
  ]);
}
