/**
 * A job's days in words (issue 46 items 1 and 2), through Intl in Central time: "Thursday, December 3, 2026,
 * 7:00 AM" (en-US) or "jueves, 3 de diciembre de 2026, 7:00 a.m." (es-US); the kinds' and states' words are in
 * src/content/jobs.ts.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { CUSTOMER_JOB_WORDS, JOB_WORDS } from '../content/jobs';
import { LANGUAGE_TAG, type Locale } from '../i18n';
import { dayInWords } from '../lib/dates';
import { dayIn, formatter, timeIn } from '../lib/zoned-time';
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

/**
 * When a work day starts, as the homeowner reads it, in Central time: "Thursday, December 3, from 7:00 AM" (en-US) or
 * "jueves, 3 de diciembre, desde las 7:00 a.m." (es-US). The date is the start's own Central date (a moved day's old
 * start reads its old date).
 */
export function customerWhen(startsAt: string, lang: Locale): string {
  const tag = LANGUAGE_TAG[lang];
  const at = Date.parse(startsAt);
  const time = formatter(tag, { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(at);
  const oneOClock = Number(timeIn(BUSINESS_TIME_ZONE, at).slice(0, 2)) % 12 === 1;
  return `${dayInWords(dayIn(BUSINESS_TIME_ZONE, at), tag)}, ${CUSTOMER_JOB_WORDS[lang].from(time, oneOClock)}`;
}

/**
 * A work day as the homeowner reads it, on the job's page and in every message to them: its start (`customerWhen`)
 * and its kind, "Thursday, December 3, from 7:00 AM, pour: weather permitting" (en-US) or "jueves, 3 de diciembre,
 * desde las 7:00 a.m., colado: si el clima lo permite" (es-US). Words in src/content/jobs.ts `CUSTOMER_JOB_WORDS`.
 */
export const customerDayLine = (day: Pick<WorkDayRow, 'starts_at' | 'kind'>, lang: Locale): string =>
  `${customerWhen(day.starts_at, lang)}, ${CUSTOMER_JOB_WORDS[lang].kind[day.kind]}`;
