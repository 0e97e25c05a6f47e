/**
 * A job's days in words (issue 46 items 1 and 2), through Intl in Central time: "Thursday, December 3, 2026,
 * 7:00 AM" (en-US) or "jueves, 3 de diciembre de 2026, 7:00 a.m." (es-US); the kinds' and states' words are in
 * src/content/jobs.ts.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { JOB_WORDS } from '../content/jobs';
import { LANGUAGE_TAG, type Locale } from '../i18n';
import { formatter } from '../lib/zoned-time';
import type { WorkDayRow } from './store';

/**
 * An instant as its Central weekday, date and time, e.g. "Thursday, December 3, 2026, 7:00 AM".
 * @param at ms since the epoch, or an ISO 8601 instant
 */
export function startInWords(at: number | string, locale: Locale = 'en'): string {
  const when = new Date(at);
  const tag = LANGUAGE_TAG[locale];
  const date = formatter(tag, { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    when,
  );
  const time = formatter(tag, { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(when);
  return `${date}, ${time}`;
}

/** A figure of hours in words: "8 hours", "4.5 hours", "1 hour" (English; the admin's). */
export const hoursInWords = (hours: number): string =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** A work day in one line for the contractor: "Thursday, December 3, 2026, 7:00 AM, 8 hours, pour". */
export const workDayLine = (day: Pick<WorkDayRow, 'starts_at' | 'hours' | 'kind'>): string =>
  `${startInWords(day.starts_at)}, ${hoursInWords(day.hours)}, ${JOB_WORDS.en.kind[day.kind]}`;
