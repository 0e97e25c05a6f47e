/**
 * Messages a homeowner is owed for a quote (issue 44, fault 3): the signed
 * copy, the cancel confirmation, the deposit receipt. They are never dropped:
 * each is recorded once in `owed_messages` (migrations/0019_owed_messages.sql),
 * tried at once, and when the owed pool's hourly budget holds it
 * (src/leads/customer-email.ts) or the send fails, queued on
 * `golden-triangle-customer-owed` (wrangler.toml: `max_retries`, a dead-letter
 * queue). The queue's message carries the quote's id and the kind, never the
 * PDF: the consumer reads the quote again and rebuilds the PDF through the
 * side Worker (pdf-stripe). A held message is retried just after the UTC hour turns
 * (the budget's hour); a failed one with a doubling delay. A message is sent
 * once: the row is claimed (`sent_at`) before the send and given back when it
 * is held or fails. The cron queues again any message unsent and untried for
 * three hours (a queue send that failed at the request).
 */
import { business } from '../content/business';
import { QUOTE_MESSAGES } from '../content/quote-messages';
import type { WorkerEnv } from '../env';
import { type CustomerMessage, sendToCustomer } from '../leads/customer-email';
import { formatIsoDate } from '../lib/dates';
import { firstName } from '../lib/display';
import { dayIn } from '../lib/zoned-time';
import { dollars, quoteName } from './model';
import { refundDeadlineDay, tellContractor, weekdayInWords } from './notify';
import { pdfOf } from './pdf-client';
import { type Quote, quoteById, sendSignedCopy } from './store';

/** The queue of owed messages (wrangler.toml `[[queues.consumers]]`). */
export const OWED_QUEUE_NAME = 'golden-triangle-customer-owed';

/** What a homeowner may be owed for a quote. */
export type OwedKind = 'quote_signed' | 'quote_cancelled' | 'deposit_receipt';

/** The queue's message: which quote, which message. */
export interface OwedMessage {
  owed: OwedKind;
  quoteId: number;
}

/** Seconds from `now` to one minute past the next UTC hour, when the hourly budgets start again. */
export const secondsToNextHour = (now: Date): number => 3600 - Math.floor((now.getTime() % 3_600_000) / 1000) + 60;

/** Seconds before the next try of a message whose send failed `attempts` times: 60 s doubling, at most an hour. */
const backoff = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** What trying an owed message did: sent; held by the budget; nothing to send (sent before, no address, no such quote). */
export type OwedOutcome = 'sent' | 'held' | 'done';

/** The cancel confirmation of a cancelled `quote`, in its language, with the refund's day when a deposit was paid. */
function cancelConfirmation(quote: Quote): CustomerMessage {
  const words = QUOTE_MESSAGES[quote.lang];
  const locale = quote.lang === 'es' ? 'es-US' : 'en-US';
  const day = dayIn(business.timeZone, new Date(quote.cancelled_at ?? quote.accepted_at ?? quote.created_at));
  const refund =
    quote.deposit_paid_at && quote.deposit_paid_cents
      ? [words.cancelled.refund(dollars(quote.deposit_paid_cents), weekdayInWords(refundDeadlineDay(day), locale))]
      : [];
  return {
    to: quote.sent_to ?? '',
    subject: words.cancelled.subject(quoteName(quote)),
    text: [
      words.hello(firstName(quote.customer)),
      '',
      words.cancelled.body(quoteName(quote), formatIsoDate(day, locale)),
      ...refund,
      '',
      words.questions,
      '',
      business.name,
    ].join('\n'),
  };
}

/** The receipt of `quote`'s deposit, in its language: the amount, the day, the total and the balance. */
function depositReceipt(quote: Quote): CustomerMessage {
  const words = QUOTE_MESSAGES[quote.lang];
  const locale = quote.lang === 'es' ? 'es-US' : 'en-US';
  const cents = quote.deposit_paid_cents ?? quote.deposit_cents;
  const day = dayIn(business.timeZone, new Date(quote.deposit_paid_at ?? quote.created_at));
  return {
    to: quote.sent_to ?? '',
    subject: words.receipt.subject(dollars(cents), quoteName(quote)),
    text: [
      words.hello(firstName(quote.customer)),
      '',
      words.receipt.body(dollars(cents), quoteName(quote), formatIsoDate(day, locale)),
      words.receipt.balance(dollars(quote.total_cents), dollars(Math.max(0, quote.total_cents - cents))),
      '',
      words.questions,
      '',
      business.name,
    ].join('\n'),
  };
}

/** Whether `quote` still calls for `kind`: signed (accepted once), cancelled, deposit paid. */
const stillOwed = (quote: Quote, kind: OwedKind) =>
  kind === 'quote_signed'
    ? quote.accepted_at !== null
    : kind === 'quote_cancelled'
      ? quote.state === 'cancelled'
      : quote.deposit_paid_at !== null;

/** Sends `kind` for `quote` at `now` through the owed pool; the signed copy with its PDF (kept, or made by the side Worker: `pdfOf`). */
async function sendOwed(env: WorkerEnv, quote: Quote, kind: OwedKind, now: Date): Promise<'sent' | 'held' | 'no_address'> {
  if (!quote.sent_to) return 'no_address';
  if (kind === 'quote_signed') {
    return sendSignedCopy(env, quote, await pdfOf(env, quote, quote.lang, now), now);
  }
  return sendToCustomer(env, kind === 'quote_cancelled' ? cancelConfirmation(quote) : depositReceipt(quote), { kind, now });
}

/**
 * Tries owed message `kind` of quote `quoteId` at `now`, once: claims its row, sends it, and gives the claim back
 * when the budget holds it or the send fails.
 * @returns 'sent'; 'held' (try again after the hour); 'done' when there is nothing to send
 * @throws what D1, the side Worker or the email binding throws (the claim given back first)
 */
export async function tryOwed(env: WorkerEnv, quoteId: number, kind: OwedKind, now: Date): Promise<OwedOutcome> {
  const at = now.toISOString();
  const claimed = await env.DB.prepare(
    `UPDATE owed_messages SET sent_at = ?3, attempts = attempts + 1, tried_at = ?3 WHERE quote_id = ?1 AND kind = ?2 AND sent_at IS NULL RETURNING id`,
  )
    .bind(quoteId, kind, at)
    .first<{ id: number }>();
  if (!claimed) return 'done';
  const mark = (outcome: string, sent: boolean) =>
    env.DB.prepare(`UPDATE owed_messages SET last_outcome = ?2, sent_at = ${sent ? 'sent_at' : 'NULL'} WHERE id = ?1`)
      .bind(claimed.id, outcome)
      .run();
  const quote = await quoteById(env.DB, quoteId);
  if (!quote || !stillOwed(quote, kind)) {
    await mark('gone', true);
    return 'done';
  }
  let outcome: 'sent' | 'held' | 'no_address';
  try {
    outcome = await sendOwed(env, quote, kind, now);
  } catch (error) {
    await mark('failed', false);
    throw error;
  }
  await mark(outcome, outcome !== 'held');
  console.log(`lead ${quote.lead_id}: ${kind} of ${quoteName(quote)} ${outcome}`);
  return outcome === 'held' ? 'held' : outcome === 'sent' ? 'sent' : 'done';
}

/**
 * Records at `now` that the homeowner of quote `quoteId` is owed `kind` (once: a second call changes nothing),
 * tries it at once, and queues it when held or failed (a minute past the hour, or a minute). Never throws: a
 * queue that cannot be reached is logged (`owed_message_unqueued`) and the cron queues the row again.
 */
export async function owe(env: WorkerEnv, quoteId: number, kind: OwedKind, now: Date): Promise<OwedOutcome | 'queued'> {
  try {
    const made = await env.DB.prepare(
      `INSERT INTO owed_messages (quote_id, kind, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (quote_id, kind) DO NOTHING RETURNING id`,
    )
      .bind(quoteId, kind, now.toISOString())
      .first<{ id: number }>();
    if (!made) return 'done';
    let delaySeconds = 60;
    try {
      const outcome = await tryOwed(env, quoteId, kind, now);
      if (outcome !== 'held') return outcome;
      delaySeconds = secondsToNextHour(now);
    } catch (error) {
      console.error('owed_message_failed', kind, quoteId, String(error));
    }
    await env.CUSTOMER_OWED_QUEUE.send({ owed: kind, quoteId } satisfies OwedMessage, { delaySeconds });
    return 'queued';
  } catch (error) {
    console.error('owed_message_unqueued', kind, quoteId, String(error));
    return 'held';
  }
}

/**
 * The owed queue's consumer: tries each message at the batch's time; acks what was sent or has nothing to send;
 * retries a held one a minute past the next UTC hour, a failed one after 60 s doubling (at most an hour). Past
 * `max_retries` (wrangler.toml) the message waits in the dead-letter queue and its row stays unsent.
 */
export async function consumeOwed(batch: MessageBatch<OwedMessage>, env: WorkerEnv): Promise<void> {
  for (const message of batch.messages) {
    const now = new Date();
    try {
      const outcome = await tryOwed(env, message.body.quoteId, message.body.owed, now);
      if (outcome === 'held') message.retry({ delaySeconds: secondsToNextHour(now) });
      else message.ack();
    } catch (error) {
      console.error('owed_message_failed', message.body.owed, message.body.quoteId, String(error));
      message.retry({ delaySeconds: backoff(message.attempts) });
    }
  }
}

/** The cron's part: queues again every owed message unsent and untried for three hours at `now` (at most 50). */
export async function requeueStaleOwed(env: WorkerEnv, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 3 * 3_600_000).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT quote_id, kind FROM owed_messages WHERE sent_at IS NULL AND COALESCE(tried_at, created_at) < ?1 LIMIT 50`,
  )
    .bind(before)
    .all<{ quote_id: number; kind: OwedKind }>();
  if (results.length === 0) return 0;
  await env.CUSTOMER_OWED_QUEUE.sendBatch(
    results.map((row) => ({ body: { owed: row.kind, quoteId: row.quote_id } satisfies OwedMessage })),
  );
  await env.DB.prepare('UPDATE owed_messages SET tried_at = ?2 WHERE sent_at IS NULL AND COALESCE(tried_at, created_at) < ?1')
    .bind(before, now.toISOString())
    .run();
  return results.length;
}

/**
 * After a deposit was recorded paid (the Stripe webhook, src/quotes/deposit.ts): tells the contractor (push and
 * email, `tellContractor`) and owes the homeowner the receipt. Never throws.
 */
export async function tellDepositPaid(env: WorkerEnv, quote: Quote, cents: number, now: Date): Promise<void> {
  await Promise.all([tellContractor(env, quote, { kind: 'deposit_paid', cents }), owe(env, quote.id, 'deposit_receipt', now)]);
}
