/**
 * The review request (issue 30 §7): when a lead is marked done, a customer
 * who gave an email gets one request to review the business on Google, in
 * the lead's language, the next morning (09:00 America/Chicago the day after
 * the change; `REVIEW_DELAY_MINUTES` sets a delay in minutes instead, for
 * tests), and at most one reminder seven days later. Sent by the cron trigger
 * (`sendDueReviewRequests`), so it holds whatever set the status: the page,
 * the command line.
 *
 * The same message for every customer: whether and what to send depends only
 * on the status, the email, the opt-out and the times (`reviewDecision`
 * takes nothing else), never on the job, its price or what the customer said
 * (the FTC's rule on consumer reviews, 16 CFR 465; Google's policy against
 * selectively soliciting reviews). Never for a lost lead; never twice (each
 * send is claimed with one UPDATE first); never after an unsubscribe, which
 * works at once (the address's SHA-256 in `review_opt_outs`).
 */
import { sha256 } from 'hono/utils/crypto';
import { business } from '../content/business';
import { REVIEW_REQUEST } from '../content/review-request';
import { sendToCustomer } from './customer-email';
import { firstName } from '../lib/display';
import type { Lang } from '../forms/fields';
import type { Lead } from './store';
import { addDays, dayIn, startOfDayIn } from '../lib/zoned-time';

/** What the decision may look at: the status, the email, the times. Nothing about the job or the customer's words. */
export type ReviewFacts = Pick<Lead, 'status' | 'email' | 'status_at'> & {
  review_sent_at: string | null;
  review_reminded_at: string | null;
};

/** A reminder comes this long after the request, in ms: 7 days. */
export const REMINDER_AFTER_MS = 7 * 86_400_000;
/** A claim older than this counts as a failed send, in ms: ten minutes. */
const CLAIM_MS = 10 * 60_000;
/** Leads one cron run looks at. */
const BATCH = 25;

/**
 * When the request of a lead marked done at `statusAt` is due: 09:00 in
 * America/Chicago on the next day (on the two days a year the clocks change
 * at 2:00, 8:00 or 10:00), or `delayMinutes` after the change when set.
 */
export function requestDueAt(statusAt: string, delayMinutes: number | null): Date {
  if (delayMinutes !== null) return new Date(Date.parse(statusAt) + delayMinutes * 60_000);
  const nextDay = addDays(dayIn(business.timeZone, new Date(statusAt)), 1);
  return new Date(Date.parse(startOfDayIn(nextDay, business.timeZone)) + 9 * 3_600_000);
}

/**
 * Whether to send lead's review request, its reminder, or nothing at `now`.
 * Depends only on `facts` (status, email, times) and the opt-out.
 */
export function reviewDecision(
  facts: ReviewFacts,
  optedOut: boolean,
  now: Date,
  delayMinutes: number | null,
): 'request' | 'reminder' | null {
  if (facts.status !== 'done' || !facts.email || optedOut || !facts.status_at) return null;
  if (!facts.review_sent_at) return now >= requestDueAt(facts.status_at, delayMinutes) ? 'request' : null;
  if (!facts.review_reminded_at && now.getTime() - Date.parse(facts.review_sent_at) >= REMINDER_AFTER_MS) return 'reminder';
  return null;
}

/** The message of a review request (or its reminder) in `lang`: the same for every customer but the first name. */
export function reviewMessage(
  name: string,
  lang: Lang,
  { reviewUrl, unsubscribeUrl, reminder }: { reviewUrl: string; unsubscribeUrl: string; reminder: boolean },
): { subject: string; text: string } {
  const words = REVIEW_REQUEST[lang];
  const first = firstName(name);
  return {
    subject: reminder ? words.reminderSubject : words.subject,
    text: words.body
      .join('\n')
      .replace('{hello}', first ? words.hello(first) : words.helloNoName)
      .replace('{url}', reviewUrl)
      .replace('{unsubscribe}', unsubscribeUrl),
  };
}

/** The SHA-256 (hex) of an address as the opt-outs keep it: trimmed, lower case. */
export const emailHash = async (email: string): Promise<string> => (await sha256(email.trim().toLowerCase())) ?? '';

/** The unsubscribe page of a token in the lead's language. */
export const unsubscribePath = (token: string, lang: Lang) => `${lang === 'es' ? '/es' : ''}/reviews/unsubscribe?token=${token}`;

/** The review delay of `REVIEW_DELAY_MINUTES`: a whole number of minutes, or null (the next morning). */
const delayOf = (raw: string | undefined) => (raw && /^\d{1,6}$/.test(raw) ? Number(raw) : null);

type ReviewEnv = Pick<
  Env,
  'DB' | 'CUSTOMER_EMAIL' | 'LEADS_FROM' | 'SITE_URL' | 'GOOGLE_REVIEW_URL' | 'REVIEW_DELAY_MINUTES' | 'CUSTOMER_EMAILS_PER_HOUR'
>;

/**
 * The cron's part: sends the review requests and reminders due at `now`,
 * at most 25 leads a run, oldest first. A failed send releases its claim and
 * is tried at the next run. Nothing is sent while `GOOGLE_REVIEW_URL` is empty.
 * @returns how many requests and reminders went out
 * @throws what D1 throws
 */
export async function sendDueReviewRequests(env: ReviewEnv, now: Date): Promise<{ requests: number; reminders: number }> {
  const counts = { requests: 0, reminders: 0 };
  const reviewUrl = env.GOOGLE_REVIEW_URL?.trim();
  if (!reviewUrl) return counts;
  const delay = delayOf(env.REVIEW_DELAY_MINUTES);
  const { results } = await env.DB.prepare(
    `SELECT id, status, email, status_at, review_sent_at, review_reminded_at FROM leads
     WHERE status = 'done' AND email <> '' AND (review_sent_at IS NULL OR (review_reminded_at IS NULL AND review_sent_at <= ?1))
     ORDER BY COALESCE(review_sent_at, status_at) LIMIT ?2`,
  )
    .bind(new Date(now.getTime() - REMINDER_AFTER_MS).toISOString(), BATCH)
    .all<ReviewFacts & { id: number }>();
  if (results.length === 0) return counts;
  const hashes = await Promise.all(results.map((lead) => emailHash(lead.email)));
  const { results: optedOut } = await env.DB.prepare(
    'SELECT email_hash FROM review_opt_outs WHERE email_hash IN (SELECT value FROM json_each(?1))',
  )
    .bind(JSON.stringify(hashes))
    .all<{ email_hash: string }>();
  const out = new Set(optedOut.map((row) => row.email_hash));
  for (const [i, lead] of results.entries()) {
    const kind = reviewDecision(lead, out.has(hashes[i]!), now, delay);
    if (!kind) continue;
    const token = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const claimed = await env.DB.prepare(
      `UPDATE leads SET review_claimed_at = ?2, review_token = COALESCE(review_token, ?3)
       WHERE id = ?1 AND status = 'done' AND email <> '' AND (review_claimed_at IS NULL OR review_claimed_at < ?4)
         AND ((?5 = 'request' AND review_sent_at IS NULL) OR (?5 = 'reminder' AND review_sent_at IS NOT NULL AND review_reminded_at IS NULL))
       RETURNING name, email, lang, review_token`,
    )
      .bind(lead.id, now.toISOString(), token, new Date(now.getTime() - CLAIM_MS).toISOString(), kind)
      .first<{ name: string; email: string; lang: Lang; review_token: string }>();
    if (!claimed) continue;
    const unsubscribeUrl = new URL(unsubscribePath(claimed.review_token, claimed.lang), env.SITE_URL).href;
    const { subject, text } = reviewMessage(claimed.name, claimed.lang, { reviewUrl, unsubscribeUrl, reminder: kind === 'reminder' });
    let outcome: 'sent' | 'held';
    try {
      outcome = await sendToCustomer(
        env,
        {
          to: claimed.email,
          subject,
          text,
          // One-click unsubscribe (RFC 8058): the mail app's button posts to the same page.
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
        { kind: 'review', now },
      );
    } catch (error) {
      await env.DB.prepare('UPDATE leads SET review_claimed_at = NULL WHERE id = ?1').bind(lead.id).run();
      console.error(
        JSON.stringify({
          event: 'review_request_failed',
          leadId: lead.id,
          kind,
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
      continue;
    }
    if (outcome === 'held') {
      // Past the bounds on customer email today: released, tried again at a later run.
      await env.DB.prepare('UPDATE leads SET review_claimed_at = NULL WHERE id = ?1').bind(lead.id).run();
      continue;
    }
    const column = kind === 'request' ? 'review_sent_at' : 'review_reminded_at';
    await env.DB.prepare(`UPDATE leads SET ${column} = ?2, review_claimed_at = NULL WHERE id = ?1`).bind(lead.id, now.toISOString()).run();
    console.log(`lead ${lead.id}: review ${kind} sent`);
    counts[kind === 'request' ? 'requests' : 'reminders'] += 1;
  }
  return counts;
}

/**
 * Unsubscribes the address of the review request whose token is `token`
 * (32 hex characters) from every later review email, at once.
 * @returns the lead's language, or null for no such token
 */
export async function unsubscribeReviews(db: D1Database, token: string, now: Date): Promise<Lang | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const lead = await db.prepare('SELECT email, lang FROM leads WHERE review_token = ?1').bind(token).first<{ email: string; lang: Lang }>();
  if (!lead) return null;
  await db
    .prepare('INSERT INTO review_opt_outs (email_hash, at) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
    .bind(await emailHash(lead.email), now.toISOString())
    .run();
  return lead.lang;
}

/** Whether a review token exists (the unsubscribe page's GET), and the lead's language. */
export async function reviewTokenLang(db: D1Database, token: string): Promise<Lang | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  return (await db.prepare('SELECT lang FROM leads WHERE review_token = ?1').bind(token).first<{ lang: Lang }>())?.lang ?? null;
}
