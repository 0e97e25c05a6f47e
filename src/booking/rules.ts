/**
 * The calendar's rules as plain values and functions of the settings and the
 * clock (issue 29, issue 35), kept apart from the Durable Object that applies
 * them (`calendar.ts`): what `book` and `reschedule` answer, who asks, the
 * bounds on live bookings, a booking's token, the window starts of a day, the
 * furthest a window may be, and the first day offered after the notice.
 * Times are ms since the epoch; days are YYYY-MM-DD in America/Chicago.
 */
import type { ArrivalWindow, Booking, BookingSettings } from './model';
import { hoursOn } from './model';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, dayIn, instantIn, isoWeekday, minutesOf, timeIn, timeOf } from '../lib/zoned-time';

/**
 * The answer of `book` and `reschedule`: the booking, or why not with the next free windows (at most 6).
 * `repeated`: `book` found the same answers booked already (the route then reveals nothing of that booking).
 * `notice`: `reschedule` says the customer and the contractor are to be told now, from the window last told
 * (`from`, an ISO instant); null when a notice went out less than `MOVED_NOTICE_MS` ago (the alarm sends one later,
 * with the window the booking then holds: the last move wins). 'limit': the person or client holds too many live
 * bookings (`LIVE_PER_PERSON`, `LIVE_PER_CLIENT`).
 */
export type BookResult =
  | { ok: true; booking: Booking; repeated?: boolean; notice?: { from: string } | null }
  | { ok: false; reason: 'taken' | 'not_offered' | 'not_found' | 'limit'; next: ArrivalWindow[] };

/**
 * Who asks for a booking, as keyed hashes (src/lib/keyed-hash.ts): the phone, the email ('' for none), the client
 * key; `perClient`, the live bookings one client key may hold (`LIVE_PER_CLIENT` unless set: `BOOKINGS_PER_CLIENT`).
 */
export interface Booker {
  phoneKey: string;
  emailKey: string;
  clientKey: string;
  perClient?: number;
}

/** Live bookings (booked, window still ahead) one phone number or one email may hold at a time (issue 35). */
export const LIVE_PER_PERSON = 2;
/** Live bookings one client key (an address, an IPv6 /64) may hold at a time (issue 35). */
export const LIVE_PER_CLIENT = 3;
/** At most one "moved" notice per booking in this long, in ms (15 minutes); moves in between are told together. */
export const MOVED_NOTICE_MS = 15 * 60_000;

/** A token: 128 random bits (crypto.getRandomValues), base64url without padding, 22 characters. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A token's shape: 22 base64url characters (anything else is answered 404 without a lookup). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The window starts of a local day under the settings (every `windowMinutes` from its weekday's `firstStart` to
 * its `lastStart`: `hoursOn`), as UTC instants (ms); none on a day that is not a working day.
 */
export function windowStarts(settings: BookingSettings, day: string): number[] {
  if (!settings.days.includes(isoWeekday(day))) return [];
  const starts: number[] = [];
  const step = Math.max(15, settings.windowMinutes);
  const { firstStart, lastStart } = hoursOn(settings, isoWeekday(day));
  for (let minutes = minutesOf(firstStart); minutes <= minutesOf(lastStart); minutes += step) {
    const time = timeOf(minutes);
    const at = instantIn(BUSINESS_TIME_ZONE, day, time);
    // A wall-clock time that does not exist that day (the hour skipped in spring) is never offered.
    if (timeIn(BUSINESS_TIME_ZONE, at) === time && dayIn(BUSINESS_TIME_ZONE, at) === day) starts.push(at);
  }
  return starts;
}

/** The earliest and latest instants (ms) a window may start at `now` under any settings: after now, within 62 days. */
export const MAX_AHEAD_MS = 63 * 86_400_000;
/** Whether an instant (ms) can be a window at all at `now`: a real instant after `now` and within `MAX_AHEAD_MS`. */
export const plausibleStart = (at: number, now: number) => Number.isFinite(at) && at > now && at <= now + MAX_AHEAD_MS;

/**
 * The first day windows are offered on: with `noticeDays` 0 today (its later windows), else the `noticeDays`-th
 * working day after today (America/Chicago).
 */
export function firstOfferedDay(settings: BookingSettings, now: number): string {
  let day = dayIn(BUSINESS_TIME_ZONE, now);
  for (let counted = 0, guard = 0; counted < settings.noticeDays && guard < 60; guard++) {
    day = addDays(day, 1);
    if (settings.days.includes(isoWeekday(day))) counted++;
  }
  return day;
}
