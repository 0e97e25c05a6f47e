/**
 * The weather of a job's pours (issue 46 items 2 and 5): each pour day not done, with the verdict of the NWS
 * forecast for the lead's town (src/weather/nws.ts `pourWeather`) and its reasons in words. A day beyond the
 * forecast's reach (about 7 days) or a failed read is "forecast not available", never GO; a failure is logged once
 * per read. The cron's telling (item 5) and /admin/calendar (item 2b) read the same function.
 */
import { business } from '../content/business';
import { SERVED_TOWNS } from '../content/service-towns';
import { logNwsFailure, type NwsEnv, pourWeather } from '../weather/nws';
import type { Verdict } from '../weather/verdict';
import { reasonInWords } from '../weather/words';
import type { Job } from './store';
import { startInWords } from './words';

/** A pour day's weather: when, the verdict and its reasons in words (English, the contractor's). */
export interface PourDayWeather {
  dayId: number;
  startsAt: string;
  when: string;
  town: string;
  verdict: Verdict;
  reasons: string[];
}

/** The served town of a lead's town name (case and spaces ignored), else the home city (the business's point). */
export function forecastTownOf(town: string) {
  const wanted = town.trim().toLowerCase();
  return (
    SERVED_TOWNS.find((t) => t.name.toLowerCase() === wanted) ?? SERVED_TOWNS.find((t) => t.name === business.homeCity) ?? SERVED_TOWNS[0]!
  );
}

/**
 * The verdicts of a job's pour days not done, in time order, read from NWS for the lead's town (one forecast read
 * per town: the client keeps the point in D1 and the forecast by its Cache-Control).
 * @param town the lead's town ('' reads as the home city)
 */
export async function jobPourWeather(env: NwsEnv, job: Job, town: string): Promise<PourDayWeather[]> {
  const place = forecastTownOf(town);
  const pours = job.days.filter((day) => day.kind === 'pour' && day.done_at === null);
  const out: PourDayWeather[] = [];
  let logged = false;
  for (const day of pours) {
    const result = await pourWeather(env, place, {
      start: Date.parse(day.starts_at),
      hours: day.hours,
      ...(job.concrete_temp_f !== null ? { concreteF: job.concrete_temp_f } : {}),
    });
    if (result.failure && !logged) {
      logNwsFailure(place, result.failure);
      logged = true;
    }
    out.push({
      dayId: day.id,
      startsAt: day.starts_at,
      when: startInWords(day.starts_at),
      town: place.name,
      verdict: result.verdict,
      reasons: result.reasons.map((reason) => reasonInWords(reason, 'en')),
    });
  }
  return out;
}
