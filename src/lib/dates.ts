import { business } from '../content/business';

/**
 * Formats a calendar date (ISO 8601 "YYYY-MM-DD") as US English, e.g.
 * "2024-08-01" → "August 1, 2024" (Intl.DateTimeFormat, UTC so the day never shifts).
 */
export function formatIsoDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Today's date in the business time zone (America/Chicago), as "November 21, 2026" and as ISO "2026-11-21". */
export function today(now = new Date()): { display: string; iso: string } {
  const display = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: business.timeZone }).format(now);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: business.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { display, iso };
}
