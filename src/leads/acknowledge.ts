/**
 * The acknowledgement email to the customer (issue 30 §5): a follow-up of a
 * stored lead (src/leads/followups.ts), so it goes from the leads' queue
 * within seconds, never delays the visitor's answer, and is retried when the
 * send fails. It is sent once: the lead is claimed with one UPDATE before the
 * send (`ack_claimed_at`; a claim older than two minutes counts as failed) and
 * marked `ack_sent_at` after it, so a retried or repeated delivery sends
 * nothing twice. Only to a customer who gave an email; never for a lead stored
 * before this existed (the migration marks them).
 */
import { ACKNOWLEDGEMENT } from '../content/acknowledgement';
import { business } from '../content/business';
import { openingHours } from '../lib/dates';
import { sendToCustomer } from './customer-email';
import { firstName } from '../lib/display';
import type { Lang } from '../forms/fields';

/** How long a claim keeps another delivery from sending, in ms: two minutes. */
const CLAIM_MS = 2 * 60_000;

/**
 * The acknowledgement's subject and text in `lang`.
 * @param name the customer's name as stored
 */
export function acknowledgementOf(name: string, lang: Lang): { subject: string; text: string } {
  const words = ACKNOWLEDGEMENT[lang];
  const hours = openingHours(business.hours, words.locale, words.closed, words.through)
    .map((line) => `  ${line.label}: ${line.display}`)
    .join('\n');
  const first = firstName(name);
  const text = words.body
    .join('\n')
    .replace('{hello}', first ? words.hello(first) : words.helloNoName)
    .replace('{within}', words.within)
    .replace('{timeZone}', business.timeZone)
    .replace('{hours}', hours);
  return { subject: words.subject, text };
}

/**
 * Sends lead `leadId`'s acknowledgement if it has an email and none was sent
 * or is being sent. On a failed send the claim is released and the error
 * thrown, so the queue retries.
 * @throws what D1 or the email binding throws
 */
export async function acknowledgeLead(
  env: Pick<Env, 'DB' | 'CUSTOMER_EMAIL' | 'LEADS_FROM' | 'CUSTOMER_EMAILS_PER_HOUR'>,
  leadId: number,
  now: Date,
): Promise<void> {
  // A booking has its own confirmation (src/booking/emails.ts): one message per booking, never a second that disagrees.
  const claimed = await env.DB.prepare(
    `UPDATE leads SET ack_claimed_at = ?2
     WHERE id = ?1 AND email <> '' AND form <> 'booking' AND ack_sent_at IS NULL AND (ack_claimed_at IS NULL OR ack_claimed_at < ?3)
     RETURNING name, email, lang`,
  )
    .bind(leadId, now.toISOString(), new Date(now.getTime() - CLAIM_MS).toISOString())
    .first<{ name: string; email: string; lang: Lang }>();
  if (!claimed) return;
  const { subject, text } = acknowledgementOf(claimed.name, claimed.lang);
  let outcome: 'sent' | 'held';
  try {
    outcome = await sendToCustomer(env, { to: claimed.email, subject, text }, { kind: 'acknowledgement', now });
  } catch (error) {
    await env.DB.prepare('UPDATE leads SET ack_claimed_at = NULL WHERE id = ?1').bind(leadId).run();
    throw error;
  }
  if (outcome === 'held') {
    // Past a bound (issue 35): not sent and not retried; the lead is stored and shown as ever. The claim is kept, so
    // a repeated delivery of the same message sends nothing either.
    console.log(`lead ${leadId}: acknowledgement held by the bounds on customer email`);
    return;
  }
  await env.DB.prepare('UPDATE leads SET ack_sent_at = ?2, ack_claimed_at = NULL WHERE id = ?1').bind(leadId, now.toISOString()).run();
  console.log(`lead ${leadId}: acknowledgement sent`);
}
