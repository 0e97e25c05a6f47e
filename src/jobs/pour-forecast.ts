/**
 * The forecast of pour days in words (issue 46 items 2, 5 and 6): for a set of pour days, each day's verdict read
 * from the NWS hourly forecast of its lead's town (one read per town, src/weather/nws.ts `forecastFor`, its 3 s
 * timeout and the Cache API by NWS's own Cache-Control), the next weekday the same hours would be GO, and the
 * contractor's line: "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM. Next GO day: Friday."
 * A pour past the forecast's reach is not read (UNKNOWN, "forecast not available"); a failed read is UNKNOWN,
 * never GO, logged once per town (`logNwsFailure`). Never throws for NWS; throws only what D1 throws.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { POUR_ALERT_WORDS } from '../content/pour-alerts';
import { addDays, dayIn, formatter, instantIn, isoWeekday, timeIn } from '../lib/zoned-time';
import { type ForecastTown, forecastFor, logNwsFailure, type NwsEnv } from '../weather/nws';
import { WEATHER_SETTINGS } from '../weather/settings';
import { type ForecastHour, type PourVerdict, pourVerdict, type Reason, type Verdict } from '../weather/verdict';
import { reasonInWords, verdictInWords } from '../weather/words';
import { forecastTownOf } from './weather';

/** How far the NWS hourly forecast reaches, hours from now (it gives 156 hourly periods, 6.5 days). */
export const FORECAST_REACH_HOURS = 156;
/** How many later days the next GO day is looked for (the forecast ends within a week). */
const NEXT_GO_SEARCH_DAYS = 7;
const HOUR_MS = 3_600_000;

/** A pour day as read from D1 with what its forecast needs: its lead's name, town and address, the concrete's temperature. */
export interface PourDay {
  id: number;
  starts_at: string;
  local_date: string;
  hours: number;
  lead_id: number;
  name: string;
  town: string;
  address: string;
  concrete_temp_f: number | null;
}

/** A pour day's forecast: the verdict, its reasons as data and in words, the next GO day and the contractor's line. */
export interface PourCheck {
  day: PourDay;
  town: string;
  verdict: Verdict;
  reasons: Reason[];
  /** The reasons in words (English), e.g. ["70 % chance of rain 9 – 11 AM"]; ["forecast not available"] for UNKNOWN. */
  words: string[];
  /** The first later weekday "YYYY-MM-DD" the same hours are GO; null when none in the forecast; undefined for GO or UNKNOWN. */
  nextGo?: string | null;
  /** "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM. Next GO day: Friday." */
  line: string;
}

/**
 * The pour days not done starting in [from, to) (ISO 8601 UTC), in time order, with their leads (at most 500).
 */
export async function pourDaysBetween(db: D1Database, from: string, to: string): Promise<PourDay[]> {
  const { results } = await db
    .prepare(
      `SELECT work_days.id, work_days.starts_at, work_days.local_date, work_days.hours, lead_jobs.lead_id, leads.name,
         leads.town, leads.address, lead_jobs.concrete_temp_f
       FROM work_days JOIN lead_jobs ON lead_jobs.id = work_days.job_id JOIN leads ON leads.id = lead_jobs.lead_id
       WHERE work_days.kind = 'pour' AND work_days.done_at IS NULL AND work_days.starts_at >= ?1 AND work_days.starts_at < ?2
       ORDER BY work_days.starts_at LIMIT 500`,
    )
    .bind(from, to)
    .all<PourDay>();
  return results;
}

/** A Central day "YYYY-MM-DD" as its weekday's name, "Wednesday". */
export const weekdayOf = (day: string): string =>
  formatter('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The pour of a day in the verdict's terms: start (ms), hours, concrete temperature when the contractor gave one. */
const pourOf = (day: PourDay, start = Date.parse(day.starts_at)) => ({
  start,
  hours: day.hours,
  ...(day.concrete_temp_f !== null ? { concreteF: day.concrete_temp_f } : {}),
});

/**
 * The first weekday after the pour's day whose same Central start time would be GO on the same forecast (`pourVerdict`),
 * looked for over the next 7 days; null when none (the forecast ends first, or every day is CAUTION or worse).
 */
export function nextGoDay(hours: readonly ForecastHour[], day: PourDay): string | null {
  const time = timeIn(BUSINESS_TIME_ZONE, Date.parse(day.starts_at));
  for (let i = 1; i <= NEXT_GO_SEARCH_DAYS; i++) {
    const later = addDays(day.local_date, i);
    if (isoWeekday(later) > 5) continue;
    if (pourVerdict(hours, pourOf(day, instantIn(BUSINESS_TIME_ZONE, later, time)), WEATHER_SETTINGS).verdict === 'GO') return later;
  }
  return null;
}

/**
 * The contractor's line of a pour's verdict: "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM.
 * Next GO day: Friday." (or "No GO day in the forecast."); for GO after a told CAUTION or HOLD, "… GO. It was HOLD.";
 * for UNKNOWN, "… forecast not available."
 * @param told the verdict told before, if any (said after a GO)
 */
export function pourLine(check: Omit<PourCheck, 'line'>, told?: Verdict | null): string {
  const words = POUR_ALERT_WORDS.en;
  const parts = [words.line(weekdayOf(check.day.local_date), check.town, verdictInWords(check.verdict, check.reasons, 'en'))];
  if (check.nextGo !== undefined) parts.push(check.nextGo ? words.nextGo(weekdayOf(check.nextGo)) : words.noGo);
  if (check.verdict === 'GO' && told && told !== 'GO') parts.push(words.wasBefore(told));
  return parts.join(' ');
}

/** A verdict read and put in words. */
function checkOf(day: PourDay, town: ForecastTown, verdict: PourVerdict, hours: readonly ForecastHour[] | null): PourCheck {
  const base = {
    day,
    town: town.name,
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    words: verdict.reasons.map((reason) => reasonInWords(reason, 'en')),
    ...(hours && (verdict.verdict === 'CAUTION' || verdict.verdict === 'HOLD') ? { nextGo: nextGoDay(hours, day) } : {}),
  };
  return { ...base, line: pourLine(base) };
}

/** UNKNOWN, "forecast not available", over the pour's hours. */
const unavailable = (day: PourDay): PourVerdict => {
  const start = Date.parse(day.starts_at);
  const to = start + Math.max(day.hours, WEATHER_SETTINGS.afterStartHours) * HOUR_MS;
  return { verdict: 'UNKNOWN', reasons: [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [{ from: start, to }] }] };
};

/**
 * The forecast of each pour day, in the days' order: days starting within `FORECAST_REACH_HOURS` of `now` are read
 * from NWS, one read per town, the towns in parallel (each read gives up after 3 s); the others, and the days of a
 * town whose read failed, are UNKNOWN. A failure is logged once per town.
 */
export async function checkPours(env: NwsEnv, days: readonly PourDay[], now: Date): Promise<PourCheck[]> {
  const reach = now.getTime() + FORECAST_REACH_HOURS * HOUR_MS;
  const towns = new Map<string, { town: ForecastTown; days: PourDay[] }>();
  for (const day of days) {
    const town = forecastTownOf(day);
    if (Date.parse(day.starts_at) >= reach) continue;
    const entry = towns.get(town.name) ?? { town, days: [] };
    entry.days.push(day);
    towns.set(town.name, entry);
  }
  const forecasts = new Map<string, ForecastHour[] | null>();
  await Promise.all(
    [...towns.values()].map(async ({ town }) => {
      const forecast = await forecastFor(env, town);
      if (!forecast.ok) {
        const { ok: _ok, ...failure } = forecast;
        logNwsFailure(town, failure);
      }
      forecasts.set(town.name, forecast.ok ? forecast.value : null);
    }),
  );
  return days.map((day) => {
    const town = forecastTownOf(day);
    const hours = Date.parse(day.starts_at) < reach ? (forecasts.get(town.name) ?? null) : null;
    return checkOf(day, town, hours ? pourVerdict(hours, pourOf(day), WEATHER_SETTINGS) : unavailable(day), hours);
  });
}

/** "14:05", the Central time of an instant (the stored verdict's "as of"). */
export const clockOf = (at: string | number): string => timeIn(BUSINESS_TIME_ZONE, new Date(at).getTime());

/** The Central day of an instant, "YYYY-MM-DD". */
export const centralDay = (at: Date | number): string => dayIn(BUSINESS_TIME_ZONE, at);
