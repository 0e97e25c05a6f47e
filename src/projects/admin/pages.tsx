import { AdminIsland } from '../../admin/island';
import type { ProjectFormProps } from './islands/project-form';
import type { ShownProject } from '../present';
import type { Project } from '../store';
import { cn } from '../../lib/cn';

/** A project in the admin list: the stored project, how the English edition titles it, and its first photo's thumbnail URL. */
export interface AdminProjectRow {
  project: Project;
  shown: ShownProject;
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
 * /admin/projects: every project, drafts first marked, each with its first photo,
 * title, state and big buttons: edit, publish or unpublish, see the public
 * page, delete (behind a `<details>` so a slip of the thumb deletes nothing).
 * @param notice a line shown on top after an action ("Project 12 published."), or null
 */
export function AdminProjectsPage({ rows, notice }: { rows: readonly AdminProjectRow[] | null; notice: string | null }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Projects</h1>
        <a href="/admin/projects/new" className="inline-flex min-h-12 items-center rounded-lg bg-amber-500 px-5 font-bold text-slate-950">
          Post a finished project
        </a>
      </div>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-300">
          {notice}
        </p>
      )}
      {/* The projects kept on this phone without signal, drawn from IndexedDB by the admin script (client/admin/outbox-list.ts). */}
      <div data-project-outbox aria-live="polite" />
      {rows === null && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300">
          The projects cannot be read right now. Try again in a minute.
        </p>
      )}
      {rows?.length === 0 && <p className="mt-6 text-lg">No project yet. Post the first one on site with “Post a finished project”.</p>}
      <ul className="mt-6 space-y-4">
        {rows?.map(({ project, shown, thumb }) => (
          <li key={project.id} id={`project-${project.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-300">
            <div className="flex gap-4">
              {thumb ? (
                <img src={thumb} alt="" width={120} height={90} className="h-[90px] w-[120px] shrink-0 rounded object-cover" />
              ) : (
                <div className="h-[90px] w-[120px] shrink-0 rounded bg-slate-200" />
              )}
              <div className="min-w-0">
                <h2 className="text-lg font-bold leading-snug">
                  #{project.id} {shown.title}
                </h2>
                <p className="mt-1 text-sm">
                  <span
                    className={cn(
                      'inline-block rounded-full px-2.5 py-0.5 font-semibold ring-1',
                      project.status === 'published'
                        ? 'bg-emerald-100 text-emerald-900 ring-emerald-300'
                        : 'bg-slate-200 text-slate-800 ring-slate-300',
                    )}
                  >
                    {project.status === 'published' ? 'Published' : 'Draft'}
                  </span>{' '}
                  {project.photos.length} photo{project.photos.length === 1 ? '' : 's'}
                </p>
              </div>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
              <a
                href={`/admin/projects/${project.id}`}
                className="inline-flex min-h-12 items-center justify-center rounded-lg font-semibold ring-1 ring-slate-400 hover:bg-slate-100"
              >
                Edit
              </a>
              {project.status === 'published' ? (
                <>
                  <ActionButton action={`/admin/projects/${project.id}/unpublish`} label="Unpublish" />
                  <a
                    href={shown.path}
                    className="inline-flex min-h-12 items-center justify-center rounded-lg font-semibold ring-1 ring-slate-400 hover:bg-slate-100"
                  >
                    View page
                  </a>
                </>
              ) : (
                <ActionButton action={`/admin/projects/${project.id}/publish`} label="Publish" tone="primary" />
              )}
              <details className="col-span-2 sm:col-span-1">
                <summary className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg font-semibold text-red-900 ring-1 ring-red-300">
                  Delete…
                </summary>
                <div className="mt-2">
                  <p className="mb-2 text-sm">The project and its photos are deleted for good.</p>
                  <ActionButton action={`/admin/projects/${project.id}/delete`} label={`Delete project #${project.id}`} tone="danger" />
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
 * /admin/projects/new and /admin/projects/<id>: the project form island (src/admin/islands/project-form.tsx),
 * which posts without JavaScript too.
 */
export function AdminProjectFormPage({ heading, form }: { heading: string; form: ProjectFormProps }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <div className="mt-6">
        <AdminIsland name="ProjectForm" props={form} />
      </div>
    </>
  );
}
