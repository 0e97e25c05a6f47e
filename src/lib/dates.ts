import { business } from '../content/business';

/** The formatters, made once per isolate: constructing an Intl.DateTimeFormat costs more than a page's other work on the date. */
const longUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longLocal = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: business.timeZone });
const isoLocal = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const yearLocal = new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, year: 'numeric' });

/**
 * Formats a calendar date (ISO 8601 "YYYY-MM-DD") as US English, e.g.
 * "2024-08-01" → "August 1, 2024" (Intl.DateTimeFormat, UTC so the day never shifts).
 */
export function formatIsoDate(isoDate: string): string {
  return longUtc.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Today's date in the business time zone (America/Chicago), as "November 21, 2026" and as ISO "2026-11-21". */
export function today(now = new Date()): { display: string; iso: string } {
  return { display: longLocal.format(now), iso: isoLocal.format(now) };
}

/** The current calendar year in the business time zone (America/Chicago), for the copyright line. */
export function currentYear(now = new Date()): number {
  return Number(yearLocal.format(now));
}
