/**
 * The few wall-clock conversions the calendar needs in America/Chicago, with
 * `Intl.DateTimeFormat` (the zone's offset at an instant) and `Date` (never a
 * hand-written time-zone table). A stop-gap while booking-admin's
 * src/booking/time.ts (the full window rules) is not merged: the calendar
 * reads only `localDay`, `localInstant`, `addDays`, `isoWeekday` and
 * `rfc3339Local` from here.
 */
import { BUSINESS_TIME_ZONE } from './model';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The zone's offset from UTC at an instant, in minutes (-360 in CST, -300 in CDT). */
export function offsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The America/Chicago calendar day of an instant, "YYYY-MM-DD". */
export const localDay = (at: number | Date): string => dayFormat.format(new Date(at));

/** The America/Chicago wall-clock time of an instant, "HH:MM". */
export const localTime = (at: number | Date): string => timeFormat.format(new Date(at));

/** A day moved by `count` calendar days ("2026-12-31", 1 → "2027-01-01"). */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The ISO weekday of a calendar day: 1 (Monday) … 7 (Sunday). */
export const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * The UTC instant (ms) of a local day and wall-clock time "HH:MM" in America/Chicago.
 * A time that does not exist (the skipped hour of the spring change) resolves one hour later; none of the windows
 * (08:00–16:00) is near the 02:00 change.
 */
export function localInstant(day: string, time: string): number {
  const naive = Date.parse(`${day}T${time}:00Z`);
  const first = naive - offsetMinutes(naive) * 60_000;
  return naive - offsetMinutes(first) * 60_000;
}

/** An instant as RFC 3339 with the local offset, e.g. "2026-12-03T09:00:00-06:00" (the value of a window's radio). */
export function rfc3339Local(at: number): string {
  const offset = offsetMinutes(at);
  const local = new Date(at + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "HH:MM" as minutes since midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes since midnight as "HH:MM". */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When the reminder email and the calendar file's alarm go: 18:00 America/Chicago the day before a window's start (ISO), in ms. */
export const eveningBefore = (start: string): number => localInstant(addDays(localDay(Date.parse(start)), -1), '18:00');
