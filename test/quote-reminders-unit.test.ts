import { describe, expect, it } from 'vitest';
import { inReminderHours, type ReminderQuote, reminderDue } from '../src/quotes/reminders';
import { refundDeadlineDay } from '../src/quotes/notify';
import { secondsToNextHour } from '../src/quotes/owed';

/**
 * The rules of a quote's follow-up reminders (src/quotes/reminders.ts) with fixed instants: the third day after
 * sending, two days before expiry, daytime only in Central time across the clock change of Sunday November 1,
 * 2026, at most two, none once answered, replaced, expired or stopped. Also the refund deadline of a cancel
 * (16 CFR 429.1(g)) and the owed queue's delay to the next hour.
 */

/** Sent Thursday October 29, 2026 at 17:30 Central daylight time (22:30 UTC), valid until November 28. */
const SENT: ReminderQuote = {
  state: 'sent',
  replaced_by: null,
  valid_until: '2026-11-28',
  sent_at: '2026-10-29T22:30:00Z',
  sent_to: 'maria@example.com',
  reminders_sent: 0,
  last_reminded_at: null,
  reminders_stopped: 0,
};
const at = (iso: string) => new Date(iso);
const remindedAt = (quote: ReminderQuote, when: string): ReminderQuote => ({
  ...quote,
  reminders_sent: quote.reminders_sent + 1,
  last_reminded_at: when,
});

describe('reminderDue', () => {
  it('day 2 nothing, day 3 one (in the day, across the clock change), then nothing until two days before expiry', () => {
    // Day 2 is Saturday October 31: nothing, whatever the hour.
    expect(reminderDue(SENT, at('2026-10-31T16:00:00Z'))).toBeNull();
    // Day 3 is Sunday November 1, the clocks fall back at 02:00: 09:00 CST is 15:00 UTC.
    expect(reminderDue(SENT, at('2026-11-01T14:59:00Z'))).toBeNull(); // 08:59 CST
    expect(reminderDue(SENT, at('2026-11-01T15:00:00Z'))).toBe('follow_up');
    expect(reminderDue(SENT, at('2026-11-01T23:59:00Z'))).toBe('follow_up'); // 17:59 CST
    expect(reminderDue(SENT, at('2026-11-02T00:00:00Z'))).toBeNull(); // 18:00 CST: evening
    // 23:00 UTC is 17:00 CST (in the day); 01:00 UTC the next day is 19:00 CST (evening).
    expect(reminderDue(SENT, at('2026-11-02T23:00:00Z'))).toBe('follow_up');
    expect(reminderDue(SENT, at('2026-11-03T01:00:00Z'))).toBeNull();
    const once = remindedAt(SENT, '2026-11-01T15:00:00Z');
    expect(reminderDue(once, at('2026-11-01T15:05:00Z'))).toBeNull();
    expect(reminderDue(once, at('2026-11-20T16:00:00Z'))).toBeNull();
    // Two days before November 28: November 26, in the day.
    expect(reminderDue(once, at('2026-11-26T14:00:00Z'))).toBeNull(); // 08:00 CST
    expect(reminderDue(once, at('2026-11-26T15:00:00Z'))).toBe('expiring');
    const twice = remindedAt(once, '2026-11-26T15:00:00Z');
    expect(reminderDue(twice, at('2026-11-27T15:00:00Z'))).toBeNull();
    expect(reminderDue(twice, at('2026-11-28T15:00:00Z'))).toBeNull();
  });

  it('never a third, nor a second expiring one; a short quote gets the expiring one alone', () => {
    const two = { ...SENT, reminders_sent: 2, last_reminded_at: '2026-11-01T15:00:00Z' };
    expect(reminderDue(two, at('2026-11-26T15:00:00Z'))).toBeNull();
    const short = { ...SENT, valid_until: '2026-11-02' };
    // Day 3 (November 1) is already within two days of November 2: the expiring one, once.
    expect(reminderDue(short, at('2026-11-01T15:00:00Z'))).toBe('expiring');
    expect(reminderDue(remindedAt(short, '2026-11-01T15:00:00Z'), at('2026-11-02T15:00:00Z'))).toBeNull();
  });

  it('none once answered, replaced, expired, stopped, unsent or without an address', () => {
    const day3 = at('2026-11-01T16:00:00Z');
    for (const state of ['accepted', 'declined', 'cancelled', 'draft'] as const) expect(reminderDue({ ...SENT, state }, day3)).toBeNull();
    expect(reminderDue({ ...SENT, replaced_by: 9 }, day3)).toBeNull();
    expect(reminderDue({ ...SENT, reminders_stopped: 1 }, day3)).toBeNull();
    expect(reminderDue({ ...SENT, sent_to: null }, day3)).toBeNull();
    // Expired after November 28 (Central): nothing on the 29th.
    expect(reminderDue(SENT, at('2026-11-29T16:00:00Z'))).toBeNull();
    expect(reminderDue(SENT, day3)).toBe('follow_up');
  });

  it('the daytime window is 09:00 to 18:00 Central, in daylight and standard time', () => {
    expect(inReminderHours(at('2026-10-30T14:00:00Z'))).toBe(true); // 09:00 CDT
    expect(inReminderHours(at('2026-10-30T13:59:00Z'))).toBe(false);
    expect(inReminderHours(at('2026-10-30T23:00:00Z'))).toBe(false); // 18:00 CDT
    expect(inReminderHours(at('2026-11-02T23:00:00Z'))).toBe(true); // 17:00 CST
  });
});

describe('the refund deadline and the owed queue delay', () => {
  it('refunds within 10 business days of the cancel: no Sundays, no federal holidays', () => {
    expect(refundDeadlineDay('2026-11-30')).toBe('2026-12-11'); // Monday → Friday December 11
    // Cancelled Wednesday November 25: Thanksgiving (26th) and two Sundays skipped.
    expect(refundDeadlineDay('2026-11-25')).toBe('2026-12-08');
  });

  it('waits until a minute past the next UTC hour', () => {
    expect(secondsToNextHour(at('2026-11-27T18:40:00Z'))).toBe(1260);
    expect(secondsToNextHour(at('2026-11-27T18:59:59Z'))).toBe(61);
    expect(secondsToNextHour(at('2026-11-27T19:00:00Z'))).toBe(3660);
  });
});
