/**
 * Wall-clock arithmetic in a time zone, the one module that does it: the
 * zone's offset at an instant is read from `Intl.DateTimeFormat` (its
 * `longOffset` name, "GMT-06:00"), never from a hand-written table. Days are
 * "YYYY-MM-DD", wall-clock times "HH:MM" (24-hour), instants milliseconds
 * since the epoch unless said otherwise. Callers pass the zone, in this
 * project the business profile's `BUSINESS_TIME_ZONE` (src/content/business.ts).
 * Formatters are made once per isolate, zone and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` for a locale and options, made once per isolate (constructing one costs more than a
 * page's other work on a date); shared with src/lib/dates.ts.
 */
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, format);
  }
  return format;
}

/**
 * A zone's offset from UTC at an instant, in minutes (America/Chicago: -360 in CST, -300 in CDT); 0 if Intl names
 * no offset (UTC itself is "GMT").
 * @param at a Date or milliseconds since the epoch
 */
export function offsetMinutes(timeZone: string, at: Date | number): number {
  const name =
    formatter('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The calendar day of an instant in a zone, "YYYY-MM-DD" (the en-CA format being ISO 8601).
 * @param at a Date or milliseconds since the epoch
 */
export const dayIn = (timeZone: string, at: Date | number): string =>
  formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));

/**
 * The wall-clock time of an instant in a zone, "HH:MM" (24-hour).
 * @param at a Date or milliseconds since the epoch
 */
export const timeIn = (timeZone: string, at: Date | number): string =>
  formatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

/**
 * The UTC instant (ms) of a local day and wall-clock time "HH:MM" in a zone (two passes of the zone's offset).
 * A time that does not exist (the skipped hour of the spring change) resolves to the instant an hour earlier, e.g.
 * 02:00 on 2027-03-14 in America/Chicago → 07:00 UTC (01:00 CST), which does not read back as the time asked for
 * (the booking calendar drops such a start); a time that exists twice (the autumn change's repeated hour) resolves to
 * its first, daylight-time occurrence.
 */
export function instantIn(timeZone: string, day: string, time: string): number {
  const naive = Date.parse(`${day}T${time}:00Z`);
  const first = naive - offsetMinutes(timeZone, naive) * 60_000;
  return naive - offsetMinutes(timeZone, first) * 60_000;
}

/**
 * The UTC instant at which a day begins in a zone, as an ISO 8601 string, e.g. "2026-11-01" in America/Chicago →
 * "2026-11-01T05:00:00.000Z" (midnight is still daylight time that day).
 * @param day "YYYY-MM-DD"
 */
export const startOfDayIn = (day: string, timeZone: string): string => new Date(instantIn(timeZone, day, '00:00')).toISOString();

/**
 * An instant as RFC 3339 with the zone's offset at that instant, e.g. "2026-12-03T09:00:00-06:00" (America/Chicago).
 * @param at milliseconds since the epoch
 */
export function rfc3339In(timeZone: string, at: number): string {
  const offset = offsetMinutes(timeZone, at);
  const local = new Date(at + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The day `count` days after `day` (before it for a negative `count`), "YYYY-MM-DD", e.g. ("2026-12-31", 1) →
 * "2027-01-01": calendar arithmetic on the date alone, with no time zone involved.
 */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The ISO weekday of a calendar day "YYYY-MM-DD": 1 (Monday) … 7 (Sunday). */
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** A wall-clock time "HH:MM" as minutes since midnight, e.g. "09:30" → 570. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight as a wall-clock time "HH:MM", e.g. 570 → "09:30". */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
