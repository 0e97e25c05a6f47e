/**
 * The job on a lead's page (issue 46 item 2), `#job`: shown only when the lead may have one (Won, Done, or an
 * accepted quote): its state, its work days in words, and the 48 px link "Schedule the job" to
 * /admin/leads/<id>/job, where days are added, moved and marked done (src/jobs/admin/page.tsx).
 */
import { JOB_WORDS } from '../../content/jobs';
import { cn } from '../../lib/cn';
import { actionClass } from '../../admin/styles';
import { jobState } from '../model';
import type { Job } from '../store';
import { workDayLine } from '../words';
import { OnMyWayButton } from './on-my-way';

/**
 * The job section of lead `leadId`'s page; nothing when `eligible` is false and no job was made. On a work day's
 * date (Central, at `now`), "On my way" (src/jobs/admin/on-my-way.tsx).
 */
export function LeadJob({ leadId, job, eligible, now = new Date() }: { leadId: number; job: Job | null; eligible: boolean; now?: Date }) {
  if (!eligible && !job) return null;
  const days = job?.days ?? [];
  return (
    <section id="job" aria-labelledby="job-title" className="mt-8 scroll-mt-4">
      <h2 id="job-title" className="text-xl font-bold">
        Job
      </h2>
      <p className="mt-1 text-slate-700">
        {days.length === 0
          ? 'No work days yet.'
          : `${JOB_WORDS.en.state[jobState(days)]}: ${days.length} work ${days.length === 1 ? 'day' : 'days'}`}
      </p>
      {days.length > 0 && (
        <ol className="mt-2 grid gap-1">
          {days.map((day) => (
            <li key={day.id} className={cn(day.done_at && 'text-slate-600 line-through')}>
              {workDayLine(day)}
              {day.done_at ? ', done' : ''}
            </li>
          ))}
        </ol>
      )}
      <OnMyWayButton leadId={leadId} job={job} now={now} />
      <p className="mt-3">
        <a href={`/admin/leads/${leadId}/job`} className={cn(actionClass, 'w-full sm:w-auto')}>
          Schedule the job
        </a>
      </p>
    </section>
  );
}
