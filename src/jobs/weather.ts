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

/**
 * The served town of a lead: its town field (case and spaces ignored), else the served town its address names
 * ("42 Calder Ave, Vidor": the estimate request asks no town apart), the one named last (the street comes first:
 * "12 Orange St, Nederland" is Nederland); null when neither names one.
 */
export function servedTownOf(lead: { town: string; address: string }) {
  const wanted = lead.town.trim().toLowerCase();
  const named = SERVED_TOWNS.find((t) => t.name.toLowerCase() === wanted);
  if (named) return named;
  const address = ` ${lead.address.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  let found: (typeof SERVED_TOWNS)[number] | null = null;
  let at = -1;
  for (const t of SERVED_TOWNS) {
    const index = address.lastIndexOf(` ${t.name.toLowerCase()} `);
    if (index > at || (index === at && index >= 0 && found && t.name.length > found.name.length)) [found, at] = [t, index];
  }
  return found;
}

/** The town whose forecast a lead's pour reads: `servedTownOf`, else the home city (the business's own point). */
export const forecastTownOf = (lead: { town: string; address: string }) =>
  servedTownOf(lead) ?? SERVED_TOWNS.find((t) => t.name === business.homeCity) ?? SERVED_TOWNS[0]!;

/**
 * The verdicts of a job's pour days not done, in time order, read from NWS for the lead's town (one forecast read
 * per town: the client keeps the point in D1 and the forecast by its Cache-Control).
 * @param lead the lead's town and address (`forecastTownOf`)
 */
export async function jobPourWeather(env: NwsEnv, job: Job, lead: { town: string; address: string }): Promise<PourDayWeather[]> {
  const place = forecastTownOf(lead);
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
