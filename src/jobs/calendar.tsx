/**
 * The work days on /admin/calendar (issue 46 item 2b), beside the estimate visits of the booking calendar
 * (src/booking/admin/routes.tsx renders the page; this module gives its days' work and their entries): each work day
 * with its time, kind, lead and hours, each a 48 px link to its lead; a pour marked as such, with its weather
 * verdict (GO, CAUTION, HOLD or "forecast not available") and its reasons in words, and a link to its job page
 * to move it.
 *
 * The verdicts are read from NWS as the page is asked (src/jobs/pour-forecast.ts `checkPours`), not from the hourly
 * check's stored ones: the stored verdicts exist only for pours the last check saw (not one scheduled a minute ago,
 * nor a day just moved), and the forecast read is cheap: one read per town, in parallel, answered from the Cache
 * API while NWS's own Cache-Control says it is fresh, each read given up after 3 s. A pour past the forecast's reach
 * or a failed read says "forecast not available"; the page answers 200 either way.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { JOB_WORDS } from '../content/jobs';
import { WEATHER_WORDS } from '../content/weather';
import type { WorkerEnv } from '../env';
import { cn } from '../lib/cn';
import { addDays, formatter, startOfDayIn } from '../lib/zoned-time';
import type { Verdict } from '../weather/verdict';
import { checkPours, type PourCheck, pourDaysBetween } from './pour-forecast';
import { type WorkDayOfLead, workDaysBetween } from './store';
import { hoursInWords } from './words';

/** A work day on the calendar, and its pour's weather when it is a pour not done. */
export interface CalendarWorkDay {
  day: WorkDayOfLead;
  /** The pour's verdict, its reasons in words and the served town its forecast is for. */
  weather?: Pick<PourCheck, 'verdict' | 'words' | 'town'>;
}

/**
 * The work days of `days` Central days from `fromDay` ("YYYY-MM-DD"), by Central day, in time order, each pour not
 * done with its verdict read at `now` (`checkPours`).
 * @returns a map from each day "YYYY-MM-DD" holding work to its work days
 */
export async function calendarWorkDays(env: WorkerEnv, fromDay: string, days: number, now: Date): Promise<Map<string, CalendarWorkDay[]>> {
  const from = startOfDayIn(fromDay, BUSINESS_TIME_ZONE);
  const to = startOfDayIn(addDays(fromDay, days), BUSINESS_TIME_ZONE);
  const [work, pours] = await Promise.all([workDaysBetween(env.DB, from, to), pourDaysBetween(env.DB, from, to)]);
  const checks = new Map((await checkPours(env, pours, now)).map((check) => [check.day.id, check]));
  const byDay = new Map<string, CalendarWorkDay[]>();
  for (const day of work) {
    const check = checks.get(day.id);
    const list = byDay.get(day.local_date) ?? [];
    list.push({ day, ...(check ? { weather: { verdict: check.verdict, words: check.words, town: check.town } } : {}) });
    byDay.set(day.local_date, list);
  }
  return byDay;
}

/** The colours of each verdict's badge (text on its background at 4.5:1 or more). */
const VERDICT_CLASS: Record<Verdict, string> = {
  GO: 'bg-emerald-100 text-emerald-900 ring-emerald-700',
  CAUTION: 'bg-amber-100 text-amber-950 ring-amber-700',
  HOLD: 'bg-red-100 text-red-900 ring-red-700',
  UNKNOWN: 'bg-slate-100 text-slate-900 ring-slate-500',
};

/** A verdict as a badge: "HOLD", "forecast not available". */
export const VerdictBadge = ({ verdict }: { verdict: Verdict }) => (
  <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-bold ring-1', VERDICT_CLASS[verdict])}>
    {WEATHER_WORDS.en.verdict[verdict]}
  </span>
);

/** "7:00 AM", a work day's Central start. */
const timeOfDay = (startsAt: string) =>
  formatter('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt));

/** One work day: time, kind (a pour marked), lead, hours; the pour's verdict and reasons; links to the lead and its job. */
function WorkDayEntry({ entry }: { entry: CalendarWorkDay }) {
  const { day, weather } = entry;
  const pour = day.kind === 'pour';
  const reasons = weather?.words.filter((words) => !(weather.verdict === 'UNKNOWN' && words === WEATHER_WORDS.en.unavailable)) ?? [];
  return (
    <li className={cn('rounded-xl border bg-white p-4', pour ? 'border-2 border-slate-900' : 'border-slate-300')} data-work-day={day.id}>
      <p className="flex flex-wrap items-center gap-2 text-lg font-bold">
        <span>{timeOfDay(day.starts_at)}</span>
        <span className={cn('rounded px-2 py-0.5 text-sm uppercase tracking-wide', pour ? 'bg-slate-900 text-white' : 'bg-slate-200')}>
          {JOB_WORDS.en.kind[day.kind]}
        </span>
        {weather && <VerdictBadge verdict={weather.verdict} />}
        {day.done_at && <span className="text-sm font-semibold text-emerald-800">done</span>}
      </p>
      {reasons.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-slate-800">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-slate-700">
        {[hoursInWords(day.hours), weather?.town ?? day.town.trim(), day.crew].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-2 grid grid-cols-2 gap-2 sm:flex">
        <a href={`/admin/leads/${day.lead_id}`} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline">
          {day.name}
        </a>
        <a href={`/admin/leads/${day.lead_id}/job`} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline">
          {pour && weather && weather.verdict !== 'GO' ? 'Move or keep the pour' : 'The job'}
        </a>
      </p>
    </li>
  );
}

/** A day's work days, as a list under its heading (nothing when there are none). */
export function WorkDayEntries({ entries }: { entries: readonly CalendarWorkDay[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-3" aria-label="Work days">
      {entries.map((entry) => (
        <WorkDayEntry key={entry.day.id} entry={entry} />
      ))}
    </ul>
  );
}
