/**
 * When an unpaid invoice's polite reminders are due (issue 47 item 4): pure rules on the invoice and `now`. An
 * invoice sent, not void, with a balance, no bank payment processing and reminders on gets at most two reminders:
 * the first at 9:00 a.m. Central 3 days after its due day, the second at 9:00 a.m. 10 days after. The instants come
 * from the zoned-time helpers (Intl's offsets, never a fixed -6 h), so 9:00 stays 9:00 across the clock changes.
 * Each reminder has a window: the first until the second's time, the second for 7 days; a reminder whose window
 * passed (the cron down, reminders turned on late) is not sent, so two never arrive together and a month-old one
 * never surprises anybody.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, instantIn } from '../lib/zoned-time';
import { balanceCents } from './model';
import type { Invoice } from './store';

/** The two reminders, in the order they go (`invoice_messages.kind`). */
export type ReminderKind = 'reminder_1' | 'reminder_2';

/** Days after the due day each reminder goes, and the last day of the second's window. */
export const REMINDER_DAYS = { reminder_1: 3, reminder_2: 10, last: 17 } as const;
/** The wall-clock time (Central) the reminders go. */
export const REMINDER_TIME = '09:00';

/** What the rules read of an invoice. */
export type RemindedInvoice = Pick<Invoice, 'status' | 'total_cents' | 'due_on' | 'reminders_off'> & {
  payments: readonly Pick<Invoice['payments'][number], 'cents' | 'failed_at' | 'processing'>[];
};

/** A reminder's time: `at` (ms since the epoch) and the end of its window. */
export interface ReminderTime {
  kind: ReminderKind;
  at: number;
  until: number;
}

/** Both reminders' times for an invoice due on `dueOn` ("YYYY-MM-DD"): 9:00 Central on the due day + 3 and + 10. */
export function reminderTimes(dueOn: string): [ReminderTime, ReminderTime] {
  const at = (days: number) => instantIn(BUSINESS_TIME_ZONE, addDays(dueOn, days), REMINDER_TIME);
  const second = at(REMINDER_DAYS.reminder_2);
  return [
    { kind: 'reminder_1', at: at(REMINDER_DAYS.reminder_1), until: second },
    { kind: 'reminder_2', at: second, until: at(REMINDER_DAYS.last) },
  ];
}

/** Whether `invoice` may be reminded at all: sent, not void, a balance, reminders on, no bank payment processing. */
export function remindable(invoice: RemindedInvoice): boolean {
  if (invoice.status !== 'sent' || invoice.reminders_off) return false;
  if (invoice.payments.some((payment) => payment.processing && !payment.failed_at)) return false;
  return balanceCents(invoice.total_cents, invoice.payments) > 0;
}

/**
 * The reminder due for `invoice` at `now`: the one whose window holds `now` (at most one: the windows follow each
 * other), when the invoice may be reminded (`remindable`); else none. Recording it once is the caller's part (the
 * `UNIQUE` row of `invoice_messages`), so a reminder is never sent twice and there is never a third.
 * @returns [] or one kind
 */
export function remindersDue(invoice: RemindedInvoice, now: Date): ReminderKind[] {
  if (!remindable(invoice)) return [];
  const ms = now.getTime();
  return reminderTimes(invoice.due_on)
    .filter((time) => ms >= time.at && ms < time.until)
    .map((time) => time.kind);
}

/**
 * The next reminder `invoice` will get after `now`, for the contractor's page: the first not `recorded` whose
 * window has not passed; null when reminders are off or the invoice cannot be reminded, or none is left.
 * @returns the instant (ms since the epoch), at 9:00 Central
 */
export function nextReminder(invoice: RemindedInvoice, recorded: ReadonlySet<string>, now: Date): number | null {
  if (!remindable(invoice)) return null;
  const next = reminderTimes(invoice.due_on).find((time) => !recorded.has(time.kind) && now.getTime() < time.until);
  return next ? next.at : null;
}
