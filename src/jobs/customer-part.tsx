/**
 * The homeowner's part of the job on the accepted quote's page (issue 46 item 3): one page, one token, no new
 * public route. Rendered by src/quotes/page.tsx under the accepted state once the job has work days. Pure: it reads
 * only the stored days (no forecast is fetched on a public page; a pour reads "weather permitting"), so it needs no
 * clock; a day's state is its `done_at`. Words in src/content/jobs.ts `CUSTOMER_JOB_WORDS`; dates through Intl in
 * Central time (src/jobs/words.ts `customerDayLine`, the same line as in the messages to the homeowner).
 */
import { business, telHref } from '../content/business';
import { CUSTOMER_JOB_WORDS } from '../content/jobs';
import type { Locale } from '../i18n';
import { cn } from '../lib/cn';
import { jobState } from './model';
import { customerDayLine } from './words';
import type { WorkDayRow } from './store';

/** The call link: an outlined button 48 px tall, as the quote page's secondary buttons (src/quotes/deposit-part.tsx). */
const callClass =
  'inline-flex min-h-12 w-full items-center justify-center rounded-lg border-2 border-slate-800 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100 sm:w-auto';

/** A short list under its own heading. */
function Checklist({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <>
      <h3 id={id} className="mt-4 text-lg font-bold">
        {heading}
      </h3>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-1 pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The job on the homeowner's page (`#job`): its state in a sentence, each work day in words in time order (a pour in
 * bold, a day done marked "Done"), while days remain what to do before each work day (and before the pour while a pour
 * remains), and the business phone as a 48 px `tel:` link.
 * @param days the job's work days in time order (src/jobs/store.ts `jobOfLead`); the caller renders nothing without any
 */
export function CustomerJob({ days, lang }: { days: readonly WorkDayRow[]; lang: Locale }) {
  const words = CUSTOMER_JOB_WORDS[lang];
  const state = jobState(days);
  const pourAhead = days.some((day) => day.kind === 'pour' && day.done_at === null);
  return (
    <section id="job" aria-labelledby="job-heading" data-job={state} className="mt-4 scroll-mt-20 rounded-lg border-2 border-slate-900 p-4">
      <h2 id="job-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 font-semibold" data-job-state="">
        {words.state[state]}
      </p>
      <ol className="mt-3 grid gap-2">
        {days.map((day) => (
          <li
            key={day.id}
            data-day={day.done_at ? 'done' : 'ahead'}
            className={cn(
              'rounded-lg border border-slate-300 p-3',
              day.kind === 'pour' && 'font-semibold',
              day.done_at && 'bg-slate-50 text-slate-700',
            )}
          >
            {day.done_at && (
              <span className="inline-block rounded bg-emerald-100 px-2 font-semibold text-emerald-900">
                <span aria-hidden="true">✓ </span>
                {words.done}
              </span>
            )}
            {day.done_at && ' '}
            {customerDayLine(day, lang)}
          </li>
        ))}
      </ol>
      {pourAhead && <p className="mt-3">{words.pourMoves}</p>}
      {state !== 'done' && (
        <>
          <Checklist id="job-before" heading={words.before.heading} items={words.before.items} />
          {pourAhead && <Checklist id="job-before-pour" heading={words.beforePour.heading} items={words.beforePour.items} />}
        </>
      )}
      <p className="mt-4">{words.call.lead}</p>
      <p className="mt-2">
        <a href={telHref} className={callClass} data-call="">
          {words.call.button(business.phone.display)}
        </a>
      </p>
    </section>
  );
}
