import { useEffect, useRef, useState } from 'react';
import type { Outcome } from './types';

/** The links under an outcome: another project, the list. */
function Links() {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <a href="/admin/projects/new" className="inline-flex min-h-12 items-center rounded-lg bg-amber-500 px-5 font-bold text-slate-950">
        Post another project
      </a>
      <a href="/admin/projects" className="inline-flex min-h-12 items-center rounded-lg px-5 font-semibold ring-1 ring-slate-400">
        All projects
      </a>
    </div>
  );
}

/**
 * What the project form shows once the project is handed over, in place of the form, taking focus each time it changes:
 * "Waiting for signal (2 photos)" while it waits on the phone; "Not published" with the server's words; "Published"
 * with the public link and Share (the share sheet, else the link copied: "Copied"), or "Saved as a draft" with a
 * link to edit it. Then the links to post another project and to the list.
 * @param title the project's title, "Stamped Concrete in Nederland"
 */
export function OutcomePanel({ outcome, title }: { outcome: Outcome; title: string }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);

  async function share(url: string) {
    setCopied(false);
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The person closed the share sheet, or the clipboard is refused: nothing to say.
    }
  }

  const box = 'rounded-xl p-5 ring-1 outline-none focus-visible:ring-4';
  if (outcome.kind === 'queued')
    return (
      <div ref={ref} tabIndex={-1} role="status" className={`${box} bg-amber-50 ring-amber-300`} data-outcome="queued">
        <h2 className="text-xl font-bold">Waiting for signal ({outcome.photos === 1 ? '1 photo' : `${outcome.photos} photos`})</h2>
        <p className="mt-2">
          “{title}” is kept on this phone. It is sent by itself when there is signal, even if you close the app; the project list shows it
          until then.
        </p>
        <Links />
      </div>
    );
  if (outcome.kind === 'refused')
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={`${box} bg-red-50 ring-red-300`} data-outcome="refused">
        <h2 className="text-xl font-bold">Not published</h2>
        <p className="mt-2">{outcome.message}</p>
        <Links />
      </div>
    );
  const url = new URL(outcome.path, location.origin).href;
  return (
    <div ref={ref} tabIndex={-1} role="status" className={`${box} bg-emerald-50 ring-emerald-300`} data-outcome={outcome.status}>
      {outcome.status === 'published' ? (
        <>
          <h2 className="text-xl font-bold">Published</h2>
          <p className="mt-2">
            Project #{outcome.id}, “{title}”, is on the website:{' '}
            <a href={outcome.path} className="break-all font-semibold underline">
              {url}
            </a>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void share(url)}
              className="min-h-12 rounded-lg bg-slate-900 px-5 font-semibold text-white dark-control"
            >
              Share
            </button>
            {copied && (
              <span role="status" className="font-semibold text-emerald-900">
                Copied
              </span>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 className="text-xl font-bold">Saved as a draft</h2>
          <p className="mt-2">
            Project #{outcome.id}, “{title}”, is not on the website yet.{' '}
            <a href={`/admin/projects/${outcome.id}`} className="font-semibold underline">
              Edit or publish it
            </a>
          </p>
        </>
      )}
      <Links />
    </div>
  );
}
