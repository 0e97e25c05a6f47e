/**
 * The cron's part of a quote's follow-up reminders (rules in
 * src/quotes/reminders.ts): reads the sent quotes still waiting for an
 * answer, and for each one due claims the reminder on its row (one statement,
 * so two cron runs never send it twice), emails it through `sendToCustomer`
 * (kind 'quote_reminder': the stranger pool's bounds, since a reminder is not
 * owed), and gives the claim back when the bounds hold it or the send fails
 * (tried again on the next run). The contractor stops a quote's reminders from
 * the lead's page (src/admin/quote-reminder-routes.ts).
 */
import { business } from '../content/business';
import { QUOTE_MESSAGES } from '../content/quote-messages';
import type { WorkerEnv } from '../env';
import { type CustomerMessage, sendToCustomer } from '../leads/customer-email';
import { formatIsoDate } from '../lib/dates';
import { firstName } from '../lib/display';
import { dayIn } from '../lib/zoned-time';
import { dollars, quoteName } from './model';
import { type ReminderKind, reminderDue } from './reminders';
import { type Quote, quoteById, quotePath } from './store';

/** At most this many reminders are sent per cron run. */
const PER_RUN = 25;

/** The reminder email of `quote` in its language: its link, total and valid-until day; how to stop them. */
export function reminderEmail(quote: Quote, kind: ReminderKind, siteUrl: string): CustomerMessage {
  const words = QUOTE_MESSAGES[quote.lang];
  const day = formatIsoDate(quote.valid_until, quote.lang === 'es' ? 'es-US' : 'en-US');
  const number = quoteName(quote);
  const total = dollars(quote.total_cents);
  return {
    to: quote.sent_to ?? '',
    subject: kind === 'expiring' ? words.reminder.expiringSubject(number, day) : words.reminder.subject(number),
    text: [
      words.hello(firstName(quote.customer)),
      '',
      kind === 'expiring' ? words.reminder.expiringBody(number, total, day) : words.reminder.body(number, total, day),
      '',
      new URL(quotePath(quote), siteUrl).href,
      '',
      words.reminder.stop,
      words.questions,
      '',
      business.name,
    ].join('\n'),
  };
}

/** The quotes the cron looks at: sent, not replaced, not stopped, under two reminders, valid until today or later. */
async function candidates(db: D1Database, now: Date): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM quotes WHERE state = 'sent' AND replaced_by IS NULL AND reminders_stopped = 0 AND reminders_sent < 2
         AND valid_until >= ?1 ORDER BY id LIMIT 200`,
    )
    .bind(dayIn(business.timeZone, now))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * Sends the quote reminders due at `now` (at most 25 a run).
 * @returns how many were sent
 * @throws what D1 throws while reading the candidates; a failed send is logged and tried on the next run
 */
export async function sendDueQuoteReminders(env: WorkerEnv, now: Date): Promise<number> {
  const ids = await candidates(env.DB, now);
  if (ids.length === 0) return 0;
  const quotes = (await Promise.all(ids.map((id) => quoteById(env.DB, id)))).filter((quote): quote is Quote => quote !== null);
  let sent = 0;
  for (const quote of quotes) {
    if (sent >= PER_RUN) break;
    const kind = reminderDue(quote, now);
    if (!kind) continue;
    const claimed = await env.DB.prepare(
      `UPDATE quotes SET reminders_sent = reminders_sent + 1, last_reminded_at = ?3
       WHERE id = ?1 AND reminders_sent = ?2 AND state = 'sent' AND replaced_by IS NULL AND reminders_stopped = 0`,
    )
      .bind(quote.id, quote.reminders_sent, now.toISOString())
      .run();
    if ((claimed.meta.changes ?? 0) === 0) continue;
    const giveBack = () =>
      env.DB.prepare('UPDATE quotes SET reminders_sent = ?2, last_reminded_at = ?3 WHERE id = ?1')
        .bind(quote.id, quote.reminders_sent, quote.last_reminded_at)
        .run();
    try {
      const outcome = await sendToCustomer(env, reminderEmail(quote, kind, env.SITE_URL), { kind: 'quote_reminder', now });
      if (outcome === 'held') {
        await giveBack();
        continue;
      }
      sent++;
      console.log(`lead ${quote.lead_id}: ${kind} reminder of ${quoteName(quote)} v${quote.version} sent`);
    } catch (error) {
      await giveBack();
      console.error('quote_reminder_failed', quote.id, String(error));
    }
  }
  return sent;
}
