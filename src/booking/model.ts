/**
 * The shapes of online booking (issue 29), shared by the calendar's Durable
 * Object, the public /book pages, the emails and the contractor's
 * /admin/calendar. Times: an instant is an ISO 8601 UTC string
 * ("2026-12-03T15:00:00.000Z"); a day is an America/Chicago calendar day
 * "YYYY-MM-DD"; a wall-clock time is local "HH:MM". Pages show America/Chicago
 * (Intl), and a window's value in a form is its start as RFC 3339 with the
 * local offset ("2026-12-03T09:00:00-06:00").
 */
import { BUSINESS_TIME_ZONE, business } from '../content/business';
import type { Lang } from '../forms/fields';
import { addDays, dayIn, instantIn } from '../lib/zoned-time';

/** A working day's hours: the first window's start and the last window's start, local "HH:MM". */
export interface DayHours {
  firstStart: string;
  lastStart: string;
}

/** The contractor's booking settings (issue 29 §2), kept in the calendar's Durable Object and edited on /admin/calendar. */
export interface BookingSettings {
  /** Working days, as ISO weekday numbers: 1 (Monday) … 7 (Sunday). */
  days: number[];
  /**
   * The hours of each weekday (issue 37 §9), by ISO weekday number as a string ("1" … "7"); windows follow each
   * other every `windowMinutes` from its `firstStart` to its `lastStart`. A working day without hours here uses
   * `firstStart`/`lastStart`.
   */
  hours: Partial<Record<string, DayHours>>;
  /**
   * One set of hours for every day: settings saved before the hours per weekday (issue 29) have them and no
   * `hours`, and keep meaning what they meant (`hoursOn`); settings saved since have '' here.
   */
  firstStart: string;
  lastStart: string;
  /** A window's length in minutes (120: two-hour arrival windows). */
  windowMinutes: number;
  /** How many visits fit one window (1: a window once booked is full). */
  capacity: number;
  /** The minimum notice in working days: 1 offers windows from the next working day on, 0 today's later windows too. */
  noticeDays: number;
  /** How far ahead windows are offered, in days from today (21). */
  horizonDays: number;
  /** Days with no window (holidays, rain days), "YYYY-MM-DD". */
  blocked: string[];
}

/** The weekday names in ISO order (index 0 = Monday, ISO number 1). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The window length before the contractor changes it, in minutes. */
const DEFAULT_WINDOW_MINUTES = 120;

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The default hours of each weekday, from the business's opening hours (src/content/business.ts): the first window
 * at opening time, the last one the latest start on the windows' grid that ends by closing time (Monday to Friday
 * 8:00 to 17:00 with two-hour windows: 8, 10, 12 and 14 o'clock; Saturday 9:00 to 13:00: 9 and 11). A closed day
 * has none.
 */
export function businessDayHours(windowMinutes = DEFAULT_WINDOW_MINUTES): Partial<Record<string, DayHours>> {
  const hours: Partial<Record<string, DayHours>> = {};
  for (const entry of business.hours) {
    if (!entry.opens || !entry.closes) continue;
    const first = clockMinutes(entry.opens);
    const latest = clockMinutes(entry.closes) - windowMinutes;
    if (latest < first) continue;
    const last = first + Math.floor((latest - first) / windowMinutes) * windowMinutes;
    for (const day of entry.days) {
      const iso = WEEKDAY_NAMES.indexOf(day as (typeof WEEKDAY_NAMES)[number]) + 1;
      if (iso > 0) hours[String(iso)] = { firstStart: entry.opens, lastStart: clockTime(last) };
    }
  }
  return hours;
}

/** The hours a working day gets when neither the settings nor the business hours give it any (a Sunday turned on). */
export const FALLBACK_DAY_HOURS: DayHours = { firstStart: '08:00', lastStart: '14:00' };

/**
 * The hours of ISO weekday `weekday` under `settings`: the one set of hours of settings saved before the hours per
 * weekday (their `firstStart` is not ''), else the weekday's own, else `FALLBACK_DAY_HOURS`.
 */
export function hoursOn(settings: BookingSettings, weekday: number): DayHours {
  if (settings.firstStart) return { firstStart: settings.firstStart, lastStart: settings.lastStart };
  return settings.hours?.[String(weekday)] ?? FALLBACK_DAY_HOURS;
}

/**
 * The settings before the contractor changes any: Monday to Friday, each weekday's windows within the business
 * hours (`businessDayHours`: 8, 10, 12 and 14 o'clock on weekdays; Saturday, once turned on, 9 and 11), one visit
 * each, from the next working day, three weeks ahead.
 */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  days: [1, 2, 3, 4, 5],
  hours: businessDayHours(),
  firstStart: '',
  lastStart: '',
  windowMinutes: DEFAULT_WINDOW_MINUTES,
  capacity: 1,
  noticeDays: 1,
  horizonDays: 21,
  blocked: [],
};

/** One arrival window as offered: its start and end instants, and how many more visits it takes (0: full, not offered). */
export interface ArrivalWindow {
  start: string;
  end: string;
  free: number;
}

/** The windows of one day, in order ("YYYY-MM-DD", and whether the contractor blocked it). */
export interface DayWindows {
  day: string;
  blocked: boolean;
  windows: ArrivalWindow[];
}

/** What the visitor gave for the visit: who, where, what (the answers of the booking form, validated). */
export interface VisitDetails {
  name: string;
  /** E.164, e.g. "+14095550123". */
  phone: string;
  /** '' when none was given (then no confirmation email). */
  email: string;
  street: string;
  town: string;
  service: string;
  notes: string;
  lang: Lang;
}

/** One booking as the calendar keeps it. */
export interface Booking extends VisitDetails {
  /** The secret of the booking's own page, /book/<token>: 128 random bits, base64url (22 characters). */
  token: string;
  /** The window's start and end instants. */
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  /** The iCalendar SEQUENCE (RFC 5545 §3.8.7.4): 0 when booked, one more at each move or cancel. */
  sequence: number;
  /** The idempotency key of the lead made for this booking (`leads.idempotency_key`). */
  leadKey: string;
  createdAt: string;
  updatedAt: string;
  /** The window start the day-before reminder was sent for, else null (a moved booking is reminded again for its new window). */
  remindedFor: string | null;
}

/**
 * When the reminder email and the calendar file's alarm go: 18:00 America/Chicago (`BUSINESS_TIME_ZONE`) the day
 * before a window's start (ISO 8601), in ms since the epoch.
 */
export const eveningBefore = (start: string): number =>
  instantIn(BUSINESS_TIME_ZONE, addDays(dayIn(BUSINESS_TIME_ZONE, Date.parse(start)), -1), '18:00');
