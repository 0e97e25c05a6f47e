/**
 * The admin's first screen's work (issue 46 item 6), above the leads on /admin/leads: any pour whose last stored
 * verdict is not GO (CAUTION, HOLD, or "forecast not available"; the hourly check's, src/jobs/pour-alerts.ts, with
 * its time), then the next work days (day and time in words, lead, kind), each a 48 px link to its job page.
 * Nothing at all when there is neither. The stored verdicts are read, not NWS: the app's first screen never waits on
 * a forecast, and the verdict it shows is the one the contractor was told of.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { JOB_WORDS, type WorkDayKind } from '../content/jobs';
import { POUR_ALERT_WORDS } from '../content/pour-alerts';
import { formatter } from '../lib/zoned-time';
import { poursNotGo, type StoredVerdict } from './pour-alerts';
import { clockOf } from './pour-forecast';
import { VerdictBadge } from './calendar';

/** How many work days the first screen lists. */
export const NEXT_WORK_DAYS = 5;

/** A work day not done, as the first screen lists it. */
export interface NextWorkDay {
  id: number;
  lead_id: number;
  name: string;
  starts_at: string;
  kind: WorkDayKind;
}

/** What the first screen shows: the pours not GO and the next work days. */
export interface FirstScreenWork {
  pours: StoredVerdict[];
  next: NextWorkDay[];
}

/** The next `NEXT_WORK_DAYS` work days not done starting from `now`, and the stored pour verdicts not GO. */
export async function firstScreenWork(db: D1Database, now: Date): Promise<FirstScreenWork> {
  const [pours, next] = await Promise.all([
    poursNotGo(db, now),
    db
      .prepare(
        `SELECT work_days.id, lead_jobs.lead_id, leads.name, work_days.starts_at, work_days.kind
         FROM work_days JOIN lead_jobs ON lead_jobs.id = work_days.job_id JOIN leads ON leads.id = lead_jobs.lead_id
         WHERE work_days.done_at IS NULL AND work_days.starts_at >= ?1 ORDER BY work_days.starts_at LIMIT ?2`,
      )
      .bind(now.toISOString(), NEXT_WORK_DAYS)
      .all<NextWorkDay>(),
  ]);
  return { pours, next: next.results };
}

/** "Wednesday, December 2, 7:00 AM", a work day's Central start. */
const whenInWords = (startsAt: string) =>
  formatter('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(startsAt));

const linkClass = 'block min-h-12 rounded-xl border border-slate-300 bg-white p-3 hover:border-slate-900';

/** The pours not GO and the next work days, above the leads; nothing when there is neither. */
export function FirstScreen({ work }: { work: FirstScreenWork | null }) {
  if (!work || (work.pours.length === 0 && work.next.length === 0)) return null;
  return (
    <div className="mt-4 grid gap-4">
      {work.pours.length > 0 && (
        <section aria-labelledby="pours-not-go">
          <h2 id="pours-not-go" className="text-lg font-bold">
            Pours to look at
          </h2>
          <ul className="mt-2 grid gap-2">
            {work.pours.map((pour) => (
              <li key={pour.work_day_id}>
                <a href={`/admin/leads/${pour.lead_id}/job`} className={linkClass}>
                  <span className="flex flex-wrap items-center gap-2">
                    <VerdictBadge verdict={pour.verdict} />
                    <span className="font-semibold text-amber-800 underline underline-offset-2">{pour.name}</span>
                  </span>
                  <span className="mt-1 block">{pour.line}</span>
                  <span className="block text-sm text-slate-600">{POUR_ALERT_WORDS.en.asOf(clockOf(pour.checked_at))}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {work.next.length > 0 && (
        <section aria-labelledby="next-work-days">
          <h2 id="next-work-days" className="text-lg font-bold">
            Next work days
          </h2>
          <ul className="mt-2 grid gap-2">
            {work.next.map((day) => (
              <li key={day.id}>
                <a href={`/admin/leads/${day.lead_id}/job`} className={linkClass}>
                  <span className="block font-semibold">{whenInWords(day.starts_at)}</span>
                  <span className="block">
                    <span className="text-amber-800 underline underline-offset-2">{day.name}</span>
                    {` · ${JOB_WORDS.en.kind[day.kind]}`}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
