import { AdminIsland } from '../island';
import type { JobFormProps } from '../islands/job-form';
import type { ShownJob } from '../../jobs/present';
import type { Job } from '../../jobs/store';
import { cn } from '../../lib/cn';

/** A job in the admin list: the stored job, how the English edition titles it, and its first photo's thumbnail URL. */
export interface AdminJobRow {
  job: Job;
  shown: ShownJob;
  thumb: string | null;
}

/** A form button of the list: a POST to `action` (works without JavaScript). */
function ActionButton({ action, label, tone = 'plain' }: { action: string; label: string; tone?: 'plain' | 'danger' | 'primary' }) {
  return (
    <form method="post" action={action}>
      <button
        type="submit"
        className={cn(
          'min-h-12 w-full rounded-lg px-4 font-semibold',
          tone === 'primary' && 'bg-amber-500 text-slate-950 hover:bg-amber-400',
          tone === 'plain' && 'ring-1 ring-slate-400 hover:bg-slate-100',
          tone === 'danger' && 'bg-red-700 text-white hover:bg-red-800',
        )}
      >
        {label}
      </button>
    </form>
  );
}

/**
 * /admin/jobs: every job, drafts first marked, each with its first photo,
 * title, state and big buttons: edit, publish or unpublish, see the public
 * page, delete (behind a `<details>` so a slip of the thumb deletes nothing).
 * @param notice a line shown on top after an action ("Job 12 published."), or null
 */
export function AdminJobsPage({ rows, notice }: { rows: readonly AdminJobRow[] | null; notice: string | null }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Jobs</h1>
        <a href="/admin/jobs/new" className="inline-flex min-h-12 items-center rounded-lg bg-amber-500 px-5 font-bold text-slate-950">
          Post a finished job
        </a>
      </div>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-300">
          {notice}
        </p>
      )}
      {/* The jobs kept on this phone without signal, drawn from IndexedDB by the admin script (src/admin/outbox-list.ts). */}
      <div data-job-outbox aria-live="polite" />
      {rows === null && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300">
          The jobs cannot be read right now. Try again in a minute.
        </p>
      )}
      {rows?.length === 0 && <p className="mt-6 text-lg">No job yet. Post the first one from the job site with “Post a finished job”.</p>}
      <ul className="mt-6 space-y-4">
        {rows?.map(({ job, shown, thumb }) => (
          <li key={job.id} id={`job-${job.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-300">
            <div className="flex gap-4">
              {thumb ? (
                <img src={thumb} alt="" width={120} height={90} className="h-[90px] w-[120px] shrink-0 rounded object-cover" />
              ) : (
                <div className="h-[90px] w-[120px] shrink-0 rounded bg-slate-200" />
              )}
              <div className="min-w-0">
                <h2 className="text-lg font-bold leading-snug">
                  #{job.id} {shown.title}
                </h2>
                <p className="mt-1 text-sm">
                  <span
                    className={cn(
                      'inline-block rounded-full px-2.5 py-0.5 font-semibold ring-1',
                      job.status === 'published'
                        ? 'bg-emerald-100 text-emerald-900 ring-emerald-300'
                        : 'bg-slate-200 text-slate-800 ring-slate-300',
                    )}
                  >
                    {job.status === 'published' ? 'Published' : 'Draft'}
                  </span>{' '}
                  {job.photos.length} photo{job.photos.length === 1 ? '' : 's'}
                </p>
              </div>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <a
                href={`/admin/jobs/${job.id}`}
                className="inline-flex min-h-12 items-center justify-center rounded-lg font-semibold ring-1 ring-slate-400 hover:bg-slate-100"
              >
                Edit
              </a>
              {job.status === 'published' ? (
                <>
                  <ActionButton action={`/admin/jobs/${job.id}/unpublish`} label="Unpublish" />
                  <a
                    href={shown.path}
                    className="inline-flex min-h-12 items-center justify-center rounded-lg font-semibold ring-1 ring-slate-400 hover:bg-slate-100"
                  >
                    View page
                  </a>
                </>
              ) : (
                <ActionButton action={`/admin/jobs/${job.id}/publish`} label="Publish" tone="primary" />
              )}
              <details className="col-span-2 sm:col-span-1">
                <summary className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg font-semibold text-red-900 ring-1 ring-red-300">
                  Delete…
                </summary>
                <div className="mt-2">
                  <p className="mb-2 text-sm">The job and its photos are deleted for good.</p>
                  <ActionButton action={`/admin/jobs/${job.id}/delete`} label={`Delete job #${job.id}`} tone="danger" />
                </div>
              </details>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /admin/jobs/new and /admin/jobs/<id>: the job form island (src/admin/islands/job-form.tsx),
 * which posts without JavaScript too.
 */
export function AdminJobFormPage({ heading, form }: { heading: string; form: JobFormProps }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <div className="mt-6">
        <AdminIsland name="JobForm" props={form} />
      </div>
    </>
  );
}
