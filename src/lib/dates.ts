/**
 * Calendar dates as pages show them, with `Intl.DateTimeFormat` (never a
 * hand-written formatter). Formatters are made once per isolate and options:
 * constructing one costs more than a page's other work on the date.
 */
import { formatter } from './zoned-time';

/**
 * The UTC calendar day of a moment, "YYYY-MM-DD" (`Date#toISOString`): the
 * unit of daily counts, caps and keys, the same at every location.
 * @param at a Date or milliseconds since the epoch
 */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/**
 * Formats a calendar date (ISO 8601 "YYYY-MM-DD") in words, e.g.
 * "2024-08-01" → "August 1, 2024" (en-US) or "1 de agosto de 2024" (es-US);
 * read in UTC so the day never shifts.
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export function formatIsoDate(isoDate: string, locale = 'en-US'): string {
  return formatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A moment (ISO 8601 timestamp) as a date and time in a time zone, e.g.
 * "2026-11-21T18:05:00Z" → "Nov 21, 2026, 12:05 PM" (en-US, America/Chicago):
 * when a lead came in, in the contractor's email and on /admin/leads.
 * @param timeZone an IANA zone, e.g. the business's "America/Chicago"
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export function formatDateTime(iso: string, timeZone: string, locale = 'en-US'): string {
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * A moment in prose, in long form with its time, in a time zone, through Intl's `dateStyle: 'long'` with
 * `timeStyle: 'short'` (CLDR's "at" pattern): "2026-11-27T17:30:00Z" in America/Chicago →
 * "November 27, 2026 at 11:30 AM" (en-US), "27 de noviembre de 2026 a las 11:30 a. m." (es-US). In Spanish the day
 * period is written as the RAE's Ortografía (2010) spells it, "a. m." / "p. m." (CLDR's es-US gives "a.m."): the
 * one change made to Intl's parts. Used where a sentence says when something happened ("Aceptada por … el …").
 * @param iso an ISO 8601 instant (or ms since the epoch)
 * @param timeZone an IANA zone, the business's "America/Chicago"
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export function longDateTime(iso: string | number, timeZone: string, locale = 'en-US'): string {
  const parts = formatter(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).formatToParts(new Date(iso));
  const spanish = locale.startsWith('es');
  return parts
    .map((part) =>
      spanish && part.type === 'dayPeriod'
        ? part.value.replace(/^([ap])\.\s?m\.$/i, (_, l: string) => `${l.toLowerCase()}. m.`)
        : part.value,
    )
    .join('');
}

/** How much of a visit's window `visitWindow` says: the day in full, the day short, or the times alone. */
export type WindowStyle = 'long' | 'short' | 'time';

/**
 * A visit's arrival window in words in a time zone, the one formatter of windows (issue 36): its start's day, then
 * the span of times through Intl's `formatRange`, e.g. for 15:00Z to 17:00Z on 2026-12-03 in America/Chicago:
 * "Thursday, December 3, 9:00 – 11:00 AM" (`long`: emails, the lead's page), "Thu, Dec 3, 9:00 – 11:00 AM"
 * (`short`: a row of the leads list), "9:00 – 11:00 AM" (`time`: under a day's heading, /book and the calendar);
 * in es-US "jueves, 3 de diciembre, 9:00 – 11:00 a.m.".
 * @param start the window's first instant (ISO 8601 or ms since the epoch)
 * @param end the window's last instant
 * @param timeZone an IANA zone, the business's `BUSINESS_TIME_ZONE`
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export function visitWindow(
  start: string | number,
  end: string | number,
  timeZone: string,
  locale = 'en-US',
  style: WindowStyle = 'long',
): string {
  const from = new Date(start);
  const times = formatter(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).formatRange(from, new Date(end));
  if (style === 'time') return times;
  const width = style === 'long' ? 'long' : 'short';
  return `${formatter(locale, { timeZone, weekday: width, month: width, day: 'numeric' }).format(from)}, ${times}`;
}

/**
 * A calendar day "YYYY-MM-DD" in words with its weekday, e.g. "2026-12-03" → "Thursday, December 3" (en-US),
 * "jueves, 3 de diciembre" (es-US); read in UTC so the day never shifts: the heading of a day's windows.
 * @param locale a BCP 47 tag, "en-US" unless given
 */
export const dayInWords = (day: string, locale = 'en-US'): string =>
  formatter(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * Today's date in a time zone, in words and as ISO 8601, e.g.
 * { display: "November 21, 2026", iso: "2026-11-21" }.
 * @param timeZone an IANA zone, e.g. the business's "America/Chicago"
 * @param locale a BCP 47 tag for `display`, "en-US" unless given
 */
export function calendarDay(timeZone: string, now = new Date(), locale = 'en-US'): { display: string; iso: string; year: number } {
  const iso = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { display: formatter(locale, { dateStyle: 'long', timeZone }).format(now), iso, year: Number(iso.slice(0, 4)) };
}

const HOUR_MS = 3_600_000;

/**
 * The calendar year in a time zone, without Intl: the UTC year of the moment
 * shifted by the zone's offset at New Year (America/Chicago: −6 h, Central
 * Standard Time; US daylight saving time never spans New Year). Loading
 * ICU's time-zone data for Intl costs a new isolate tens of milliseconds of
 * CPU, so the footer year of every page is computed this way.
 * @param newYearOffsetHours the zone's UTC offset in hours on 1 January, e.g. −6
 */
export function yearIn(newYearOffsetHours: number, now = new Date()): number {
  return new Date(now.getTime() + newYearOffsetHours * HOUR_MS).getUTCFullYear();
}

/**
 * A label that changes whenever the calendar date changes in a time zone
 * whose UTC offset is always one of `offsetsHours` (America/Chicago: −5 h
 * in daylight time, −6 h in standard time), without Intl: the UTC dates of
 * the moment shifted by each offset, e.g. "2026-11-23/2026-11-23". It also
 * changes once more a day (between the two offsets' midnights), which only
 * means one extra cache entry a day. Used for cache keys, never shown.
 */
export function dayLabel(offsetsHours: readonly number[], now = new Date()): string {
  return offsetsHours.map((offset) => new Date(now.getTime() + offset * HOUR_MS).toISOString().slice(0, 10)).join('/');
}

/** Day names of schema.org's DayOfWeek as the business profile writes them, with their index (0 = Sunday). */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The name of a weekday in a language, e.g. "Monday" → "lunes" (es-US), through Intl (2023-01-01 was a Sunday). */
export function weekdayName(day: (typeof WEEKDAYS)[number], locale: string): string {
  const date = new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day)));
  return formatter(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A span of local times "HH:MM"–"HH:MM" in words, e.g. "8:00 a.m. – 5:00 p.m." (es-US), through Intl's formatRange. */
export function timeRange(opens: string, closes: string, locale: string): string {
  const at = (hhmm: string) => new Date(`2023-01-02T${hhmm}:00Z`);
  return formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(at(opens), at(closes));
}

/** One line of opening hours as a page shows it. */
export interface HoursLine {
  label: string;
  display: string;
}

/**
 * Opening hours worded in a language: English keeps the profile's own labels
 * ("Monday - Friday", "8:00 AM - 5:00 PM"); another language gets its day
 * names and times from Intl ("Lunes a viernes", "8:00 a.m. – 5:00 p.m.") and
 * `closed` for a day without hours.
 * @param hours the profile's `business.hours`
 * @param locale a BCP 47 tag, e.g. "es-US"
 * @param through the word between the first and last day of a range ("a" in Spanish)
 */
export function openingHours(
  hours: readonly {
    days: readonly (typeof WEEKDAYS)[number][];
    label: string;
    opens: string | null;
    closes: string | null;
    display: string;
  }[],
  locale: string,
  closed: string,
  through: string,
): HoursLine[] {
  if (locale === 'en-US') return hours.map(({ label, display }) => ({ label, display }));
  const capital = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  return hours.map(({ days, opens, closes }) => {
    const first = weekdayName(days[0] ?? 'Sunday', locale);
    const last = weekdayName(days.at(-1) ?? 'Sunday', locale);
    return {
      label: capital(days.length > 1 ? `${first} ${through} ${last}` : first),
      display: opens && closes ? timeRange(opens, closes, locale) : closed,
    };
  });
}
