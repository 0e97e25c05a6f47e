/**
 * The rules of a quote's follow-up reminders (issue 44 item 5), pure
 * functions of the quote's row and `now`: one polite reminder when a sent
 * quote has no answer on the third day after it was sent, and one two days
 * before it expires; at most two; none once answered (accepted, declined,
 * cancelled), replaced by a newer sent version, expired, or stopped by the
 * contractor; sent in daytime only (9:00–18:00 America/Chicago). Days are
 * America/Chicago calendar days, so a 23- or 25-hour day (the clock change)
 * moves nothing. The cron sends them (src/quotes/reminders-send.ts).
 */
import { business } from '../content/business';
import { addDays, dayIn, timeIn } from '../lib/zoned-time';
import { standingOf } from './answer';
import type { Quote } from './store';

/** The most reminders one quote gets. */
export const MAX_REMINDERS = 2;
/** Calendar days after the sending day when the first reminder is due. */
export const FIRST_REMINDER_AFTER_DAYS = 3;
/** Calendar days before the valid-until day when the expiry reminder is due. */
export const EXPIRY_REMINDER_DAYS_BEFORE = 2;
/** The daytime window of a reminder, local "HH:MM" (from inclusive, until exclusive). */
export const REMINDER_HOURS = { from: '09:00', until: '18:00' } as const;

/** Which reminder is due: the plain follow-up, or the one saying the quote expires soon. */
export type ReminderKind = 'follow_up' | 'expiring';

/** The columns the rules read. */
export type ReminderQuote = Pick<
  Quote,
  'state' | 'replaced_by' | 'valid_until' | 'sent_at' | 'sent_to' | 'reminders_sent' | 'last_reminded_at' | 'reminders_stopped'
>;

/** Whether `now` is in the reminders' daytime window, America/Chicago. */
export function inReminderHours(now: Date): boolean {
  const time = timeIn(business.timeZone, now);
  return time >= REMINDER_HOURS.from && time < REMINDER_HOURS.until;
}

/**
 * The reminder due for `quote` at `now`, or null. Due only for a sent quote still open (not answered, replaced,
 * expired), not stopped, with an address, under `MAX_REMINDERS`, in daytime. From the day two days before its
 * valid-until day: 'expiring', once (no reminder yet on or after that day). Before that, from the third day after
 * the sending day: 'follow_up', when none was sent.
 */
export function reminderDue(quote: ReminderQuote, now: Date): ReminderKind | null {
  if (quote.state !== 'sent' || quote.reminders_stopped || !quote.sent_at || !quote.sent_to) return null;
  if (quote.reminders_sent >= MAX_REMINDERS || standingOf(quote, now) !== 'open' || !inReminderHours(now)) return null;
  const today = dayIn(business.timeZone, now);
  const expiryFrom = addDays(quote.valid_until, -EXPIRY_REMINDER_DAYS_BEFORE);
  const lastDay = quote.last_reminded_at ? dayIn(business.timeZone, new Date(quote.last_reminded_at)) : null;
  if (today >= expiryFrom) return lastDay !== null && lastDay >= expiryFrom ? null : 'expiring';
  if (quote.reminders_sent > 0) return null;
  return today >= addDays(dayIn(business.timeZone, new Date(quote.sent_at)), FIRST_REMINDER_AFTER_DAYS) ? 'follow_up' : null;
}
