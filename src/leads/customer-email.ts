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
  | 'quote_signed'; // the signed quote's PDF (issue 38)

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

/** The hourly bound of `CUSTOMER_EMAILS_PER_HOUR` (default 60). */
export const customerEmailsPerHour = (env: Partial<Pick<Env, 'CUSTOMER_EMAILS_PER_HOUR'>>) => {
  const cap = Number(env.CUSTOMER_EMAILS_PER_HOUR);
  return Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_PER_HOUR;
};

/**
 * Counts one email against a counter when it is under `limit`, in one statement (an UPSERT whose update only
 * happens under the limit), so concurrent sends never pass the bound together. True when counted.
 */
async function take(db: D1Database, sql: string, binds: unknown[], limit: number): Promise<boolean> {
  const row = await db
    .prepare(sql)
    .bind(...binds, limit)
    .first<{ count: number }>();
  return row !== null;
}

/**
 * Takes one email from the recipient's and the site's allowances at `now`: the kind's daily bound, the
 * recipient's daily bound, then the site's hourly bound, each checked and counted in one statement. False (and
 * nothing more counted) at the first bound reached.
 * @throws what D1 throws
 */
export async function allowCustomerEmail(env: CustomerEmailEnv, to: string, kind: CustomerEmailKind, now: Date): Promise<boolean> {
  const recipient = await keyedHash(env.DB, 'email', normalEmail(to));
  const day = dayIn(business.timeZone, now);
  const perDay = `INSERT INTO customer_message_counts (recipient, day, kind, count) VALUES (?1, ?2, ?3, 1)
     ON CONFLICT (recipient, day, kind) DO UPDATE SET count = count + 1 WHERE count < ?4 RETURNING count`;
  const kindLimit = PER_KIND_PER_DAY[kind];
  if (kindLimit !== undefined && !(await take(env.DB, perDay, [recipient, day, kind], kindLimit))) return false;
  if (!(await take(env.DB, perDay, [recipient, day, 'all'], PER_RECIPIENT_PER_DAY))) return false;
  const hour = now.toISOString().slice(0, 13);
  return take(
    env.DB,
    `INSERT INTO customer_message_hours (hour, count) VALUES (?1, 1)
     ON CONFLICT (hour) DO UPDATE SET count = count + 1 WHERE count < ?2 RETURNING count`,
    [hour],
    customerEmailsPerHour(env),
  );
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
    await giveBack(env, message.to, kind, now).catch(() => undefined);
    throw error;
  }
  return 'sent';
}

/** Gives back what `allowCustomerEmail` took for one email that then failed to send. */
async function giveBack(env: CustomerEmailEnv, to: string, kind: CustomerEmailKind, now: Date): Promise<void> {
  const recipient = await keyedHash(env.DB, 'email', normalEmail(to));
  const day = dayIn(business.timeZone, now);
  const less = 'UPDATE customer_message_counts SET count = count - 1 WHERE recipient = ?1 AND day = ?2 AND kind = ?3 AND count > 0';
  await env.DB.batch([
    ...(PER_KIND_PER_DAY[kind] !== undefined ? [env.DB.prepare(less).bind(recipient, day, kind)] : []),
    env.DB.prepare(less).bind(recipient, day, 'all'),
    env.DB.prepare('UPDATE customer_message_hours SET count = count - 1 WHERE hour = ?1 AND count > 0').bind(
      now.toISOString().slice(0, 13),
    ),
  ]);
}

/** Deletes the per-recipient counts older than two days and the hourly counts older than two days (the cron's part). */
export async function pruneCustomerCounts(db: D1Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * 86_400_000);
  await db.batch([
    db.prepare('DELETE FROM customer_message_counts WHERE day < ?1').bind(dayIn(business.timeZone, before)),
    db.prepare('DELETE FROM customer_message_hours WHERE hour < ?1').bind(before.toISOString().slice(0, 13)),
  ]);
}
