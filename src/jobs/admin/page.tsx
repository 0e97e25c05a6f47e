/**
 * "Schedule the job" (issue 46 item 2), /admin/leads/<id>/job: the job's work days, each with "Mark done" (the last
 * day's asks once: it moves the lead to Done, which sends the review request) and "Move this day", and the form that adds one, the next free weekday morning proposed. Plain forms that post and
 * come back (303) to the day or the form they changed (`#day-<id>`, `#add-day`), so it works without JavaScript; a
 * refused post comes back 422 with an error summary first in its form (focused on load), each message linking to
 * its field, the values kept. Every control is at least 48 px tall (the phone's target).
 */
import { JOB_WORDS, WORK_DAY_KINDS } from '../../content/jobs';
import { MOVE_REASON_LABELS, MOVE_REASONS } from '../../content/job-messages';
import { cn } from '../../lib/cn';
import { escapeInvisible } from '../../lib/display';
import { Field } from '../../ui/field';
import { ErrorSummary } from '../../ui/error-summary';
import { actionClass } from '../../admin/styles';
import { jobState, type WorkDayErrors } from '../model';
import type { Job, WorkDayRow } from '../store';
import { workDayLine } from '../words';

/** The add form's values as typed (strings) and the box. */
export interface AddDayValues {
  date: string;
  time: string;
  hours: string;
  kind: string;
  crew: string;
  note: string;
  notify: boolean;
}

/** The move form's values as typed: the new start, the reason (one of the list, and words for "other"), the box. */
export interface MoveDayValues {
  date: string;
  time: string;
  reason: string;
  reasonText: string;
  notify: boolean;
}

/** The messages of a refused form: a work day's fields, and a move's reason. */
type FormErrors = WorkDayErrors & { reason?: string };

/** A refused form: the add form, or the move form of one day, with its messages and values. */
export type RefusedForm =
  | { form: 'add'; errors: WorkDayErrors; values: AddDayValues }
  | { form: 'move'; dayId: number; errors: FormErrors; values: MoveDayValues };

/** The fields' labels, in the order the summary lists them. */
const LABELS: Record<keyof FormErrors, string> = {
  day: 'Day',
  date: 'Date',
  time: 'Start time',
  hours: 'Hours',
  kind: 'Kind',
  crew: 'Crew',
  note: 'Note',
  reason: 'Reason',
};

/** The summary's items: each message linking to its field (`<prefix>-<field>`). */
const summaryItems = (errors: FormErrors, prefix: string) =>
  (Object.keys(LABELS) as (keyof FormErrors)[])
    .filter((key) => errors[key])
    .map((key) => ({ key, message: `${LABELS[key]}: ${errors[key]}`, target: key === 'day' ? undefined : `${prefix}-${key}` }));

/** One work day's row: its words, crew and note, and (not done) its "Mark done" and "Move this day" forms. */
function DayRow({ leadId, day, refused, confirm }: { leadId: number; day: WorkDayRow; refused?: RefusedForm; confirm: boolean }) {
  const prefix = `move-${day.id}`;
  const move = refused?.form === 'move' && refused.dayId === day.id ? refused : null;
  const base = `/admin/leads/${leadId}/job/days/${day.id}`;
  return (
    <li id={`day-${day.id}`} className="scroll-mt-4 rounded-lg border-2 border-slate-300 bg-white p-3">
      <p className="font-semibold">{workDayLine(day)}</p>
      {day.crew && <p className="text-slate-700">Crew: {escapeInvisible(day.crew)}</p>}
      {day.note && <p className="text-slate-700">{escapeInvisible(day.note)}</p>}
      {day.done_at ? (
        <p className="mt-1 font-medium text-emerald-800">Done</p>
      ) : (
        <>
          <form method="post" action={`${base}/done#day-${day.id}`} className="mt-2">
            {confirm && (
              <p role="alert" className="mb-2 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-medium text-amber-950">
                This is the last work day: the lead moves to Done, and the review request goes out the next morning at 9:00 AM (to a
                customer who gave an email address).
              </p>
            )}
            {confirm && <input type="hidden" name="confirm" value="yes" />}
            <button type="submit" className={cn(actionClass, 'w-full sm:w-auto')}>
              {confirm ? 'Yes, the job is done' : 'Mark done'}
            </button>
          </form>
          <details className="mt-2" open={move !== null}>
            <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-amber-800 underline">Move this day</summary>
            <form method="post" action={`${base}/move#day-${day.id}`} className="mt-2 grid gap-3" noValidate>
              <ErrorSummary
                headingId={`${prefix}-errors-title`}
                heading="The day was not moved"
                level="h3"
                items={move ? summaryItems(move.errors, prefix) : []}
                autoFocus
              />
              <div className="grid grid-cols-2 gap-2">
                <Field
                  id={`${prefix}-date`}
                  label="New date"
                  type="date"
                  name="date"
                  defaultValue={move?.values.date ?? day.local_date}
                  error={move?.errors.date}
                />
                <Field
                  id={`${prefix}-time`}
                  label="Start time"
                  type="time"
                  name="time"
                  defaultValue={move?.values.time ?? '07:00'}
                  error={move?.errors.time}
                />
              </div>
              <Field as="select" id={`${prefix}-reason-kind`} label="Reason" name="reason" defaultValue={move?.values.reason ?? 'rain'}>
                {MOVE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {MOVE_REASON_LABELS[reason]}
                  </option>
                ))}
              </Field>
              <Field
                id={`${prefix}-reason`}
                label="Other reason, in the customer's words (no links)"
                name="reason_text"
                defaultValue={move?.values.reasonText ?? ''}
                maxLength={200}
                error={move?.errors.reason}
              />
              <label className="flex min-h-12 items-center gap-3">
                <input
                  type="checkbox"
                  name="notify"
                  value="yes"
                  defaultChecked={move?.values.notify ?? false}
                  className="size-6 shrink-0"
                />
                <span>Tell the customer (one email 15 minutes after the first move: the last move wins)</span>
              </label>
              <button type="submit" className={cn(actionClass, 'w-full sm:w-auto')}>
                Move the day
              </button>
            </form>
          </details>
        </>
      )}
    </li>
  );
}

/**
 * The schedule page of lead `lead`'s job.
 * @param job the job, or null before its first day
 * @param proposed the next free weekday morning (the add form's default date and time)
 * @param customerUrl the accepted quote's page (the customer's page for the job), or null for a lead won by hand
 * @param saved the line confirming what the last post did, if any
 */
export function JobSchedulePage({
  lead,
  job,
  proposed,
  customerUrl,
  saved,
  refused,
  confirmDone,
}: {
  lead: { id: number; name: string; town: string };
  job: Job | null;
  proposed: { date: string; time: string };
  customerUrl: string | null;
  saved?: string;
  refused?: RefusedForm;
  /** The last day not done, whose "Mark done" asks once (the lead moves to Done and the review request follows). */
  confirmDone?: number;
}) {
  const days = job?.days ?? [];
  const add = refused?.form === 'add' ? refused : null;
  const values: AddDayValues = add?.values ?? { ...proposed, hours: '8', kind: 'prep', crew: '', note: '', notify: false };
  const action = `/admin/leads/${lead.id}/job/days`;
  return (
    <section className="mx-auto max-w-4xl py-4">
      <p>
        <a href={`/admin/leads/${lead.id}`} className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline">
          ← Lead #{lead.id} {escapeInvisible(lead.name)}
        </a>
      </p>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Schedule the job</h1>
      <p className="mt-1 text-slate-700">
        {JOB_WORDS.en.state[jobState(days)]}
        {lead.town ? `, ${escapeInvisible(lead.town)}` : ''}
        {customerUrl && (
          <>
            {'. '}
            <a href={customerUrl} className="font-semibold text-amber-800 underline">
              The customer's page
            </a>
          </>
        )}
      </p>
      {saved && (
        <p role="status" className="mt-3 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
          {saved}
        </p>
      )}
      <h2 className="mt-6 text-xl font-bold">Work days</h2>
      {days.length === 0 ? (
        <p className="mt-2 text-slate-700">No work days yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {days.map((day) => (
            <DayRow key={day.id} leadId={lead.id} day={day} refused={refused} confirm={day.id === confirmDone} />
          ))}
        </ol>
      )}
      <section id="add-day" aria-labelledby="add-day-title" className="mt-8 scroll-mt-4">
        <h2 id="add-day-title" className="text-xl font-bold">
          Add a work day
        </h2>
        <form method="post" action={`${action}#add-day`} className="mt-3 grid gap-3" noValidate>
          <ErrorSummary
            headingId="add-day-errors-title"
            heading="The day was not added"
            level="h3"
            items={add ? summaryItems(add.errors, 'add') : []}
            autoFocus
          />
          <div className="grid grid-cols-2 gap-2">
            <Field id="add-date" label="Date" type="date" name="date" defaultValue={values.date} error={add?.errors.date} />
            <Field id="add-time" label="Start time" type="time" name="time" defaultValue={values.time} error={add?.errors.time} />
            <Field id="add-hours" label="Hours" name="hours" inputMode="decimal" defaultValue={values.hours} error={add?.errors.hours} />
            <Field as="select" id="add-kind" label="Kind" name="kind" defaultValue={values.kind} error={add?.errors.kind}>
              {WORK_DAY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {JOB_WORDS.en.kind[kind]}
                </option>
              ))}
            </Field>
          </div>
          <Field id="add-crew" label="Crew (optional)" name="crew" defaultValue={values.crew} maxLength={200} error={add?.errors.crew} />
          <Field
            as="textarea"
            id="add-note"
            label="Note (optional)"
            name="note"
            rows={2}
            defaultValue={values.note}
            maxLength={500}
            error={add?.errors.note}
          />
          <label className="flex min-h-12 items-center gap-3">
            <input type="checkbox" name="notify" value="yes" defaultChecked={values.notify} className="size-6 shrink-0" />
            <span>Tell the customer (an email with the work days and a calendar file)</span>
          </label>
          <button type="submit" className={cn(actionClass, 'w-full sm:w-auto')}>
            Add the day
          </button>
        </form>
      </section>
    </section>
  );
}
