import { business, BUSINESS_TIME_ZONE } from '../../content/business';
import type { Quote } from '../../quotes/store';
import { LeadQuotes } from '../../quotes/admin/lead-quotes';
import { LeadJob } from '../../jobs/admin/lead-job';
import { LeadInvoices, type LeadMoney } from '../../invoices/admin/lead-invoices';
import type { Job } from '../../jobs/store';
import { LEAD_REPLIES } from '../../content/lead-replies';
import { formatDateTime } from '../../lib/dates';
import { escapeInvisible, firstName } from '../../lib/display';
import { SPANISH_MARK } from '../../forms/fields';
import type { LeadPhotoRow } from '../photos';
import { amountOf, type HistoryEntry, MAX_NOTE_LENGTH, type StatusField } from '../pipeline';
import { usd } from '../../lib/money';
import { LOST_REASON_LABELS, LOST_REASONS, leadStatus, nextStage, PIPELINE_STATUSES, type PipelineStatus, STATUS_LABELS } from '../stages';
import type { Lead } from '../store';
import { cn } from '../../lib/cn';
import { labelClass } from '../../ui/form-styles';
import { emailAlert } from '../../admin/status';
import { actionClass } from '../../admin/styles';
import { Badge, formName, LeadPhotos } from './list';
import { Answer, LeadAnswers, placeOf } from './answers';
import { dayIn, timeIn } from '../../lib/zoned-time';
import { FieldError } from '../../ui/field-error';
import { Field } from '../../ui/field';

/** A stored time in the business time zone, e.g. "Nov 21, 2026, 12:05 PM". */
const when = (iso: string) => formatDateTime(iso, business.timeZone);

/** The status form's values as posted back (strings), for a form sent back with its messages. */
export type StatusValues = Partial<Record<StatusField | 'visitTime', string>>;

/**
 * The 48 px actions of a lead (issue 30): Call (`tel:`), Text (`sms:` with a
 * short message in the lead's language; the `?&body=` form both iOS and
 * Android read), Email (`mailto:` with a subject in its language) and
 * Directions (Google Maps directions to the address), each only when the lead
 * has what it needs.
 */
export function leadActions(lead: Pick<Lead, 'name' | 'phone' | 'email' | 'address' | 'town' | 'lang'>) {
  const reply = LEAD_REPLIES[lead.lang];
  const place = placeOf(lead);
  const actions: { label: string; href: string; name: string }[] = [];
  if (lead.phone) {
    actions.push({ label: 'Call', href: `tel:${lead.phone}`, name: `Call ${lead.name}` });
    // Without a plain first name (`firstName`), the greeting goes without one: "Hi, this is…", "Hola. Le escribe…".
    const first = firstName(lead.name);
    const body = first ? reply.text.replace('{name}', first) : reply.text.replace(/,? \{name\}/, '');
    actions.push({ label: 'Text', href: `sms:${lead.phone}?&body=${encodeURIComponent(body)}`, name: `Text ${lead.name}` });
  }
  if (lead.email)
    actions.push({ label: 'Email', href: `mailto:${lead.email}?subject=${encodeURIComponent(reply.subject)}`, name: `Email ${lead.name}` });
  if (place)
    actions.push({
      label: 'Directions',
      href: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(/\bTX\b|Texas/i.test(place) ? place : `${place}, TX`)}`,
      name: `Directions to ${place}`,
    });
  return actions;
}

/** One history row in words: "Quoted · $4,850", "Lost · Price", "Call logged", "Note". */
function historyLine(entry: HistoryEntry): string {
  if (entry.kind === 'call') return 'Call logged';
  if (entry.kind === 'text') return 'Text logged';
  const parts = [entry.kind === 'status' && entry.status ? `Moved to ${STATUS_LABELS[entry.status]}` : 'Note'];
  if (entry.amount_cents !== null) parts.push(usd(entry.amount_cents));
  if (entry.lost_reason) parts.push(LOST_REASON_LABELS[entry.lost_reason]);
  if (entry.follow_up_on) parts.push(`follow up ${entry.follow_up_on}`);
  return parts.join(' · ');
}

/** The arrival time a visit booked by hand starts with, before the contractor changes it. */
const VISIT_TIME_DEFAULT = '10:00';

/**
 * The one-tap moves of a lead (issue 37 §7): a button to its next stage (`nextStage`) that saves at once when
 * the stage needs nothing more (Contacted, Done; Won carries the quote as its price), else a link that opens the
 * form below with that stage chosen (Visit booked asks the window, Quoted the amount).
 */
function NextStage({ lead }: { lead: Lead }) {
  const next = nextStage(lead.status);
  if (!next) return null;
  const label = `Mark ${STATUS_LABELS[next]}`;
  const needs =
    next === 'visit_booked' ||
    amountOf(next) === 'quoted' ||
    (amountOf(next) === 'won' && lead.won_cents === null && lead.quoted_cents === null);
  const big =
    'dark-control inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-slate-900 px-5 font-semibold text-white hover:bg-slate-700 sm:w-auto';
  if (needs)
    return (
      <p className="mt-3">
        <a href={`/admin/leads/${lead.id}?move=${next}#status-form`} className={big}>
          {`${label}…`}
        </a>
      </p>
    );
  return (
    <form method="post" action={`/admin/leads/${lead.id}/status`} className="mt-3">
      <input type="hidden" name="status" value={next} />
      {amountOf(next) === 'won' && lead.won_cents === null && lead.quoted_cents !== null && (
        <input type="hidden" name="amount" value={(lead.quoted_cents / 100).toFixed(2)} />
      )}
      <button type="submit" className={big}>
        {label}
        {amountOf(next) === 'won' && lead.won_cents === null && lead.quoted_cents !== null ? ` at ${usd(lead.quoted_cents)}` : ''}
      </button>
    </form>
  );
}

/**
 * The status form (issue 30 §2, issue 37 §7): the status (48 px radio rows)
 * and only the fields that status takes: the amount (Quoted: the quote; Won
 * and Done: the job's price), the lost reason, the visit's day and arrival
 * time (Visit booked: it goes on the calendar); then a note and the
 * follow-up date. The other fields are hidden by CSS (client/styles.css,
 * `[data-status-form]`), without JavaScript too, and ignored by the server.
 * A refused post comes back with every value and a message beside each field.
 * @param chosen the status checked: the one posted back, else the one asked by a "next stage" link, else the lead's
 */
function StatusForm({
  lead,
  values,
  errors,
  chosen,
}: {
  lead: Lead;
  values?: StatusValues;
  errors?: Partial<Record<StatusField, string>>;
  chosen: PipelineStatus;
}) {
  const amountNow = lead.won_cents ?? lead.quoted_cents;
  const describedBy = (field: StatusField) => (errors?.[field] ? `status-${field}-error` : undefined);
  const visitStart = lead.visit_start ? Date.parse(lead.visit_start) : null;
  return (
    <form method="post" action={`/admin/leads/${lead.id}/status`} className="mt-4 grid gap-5" noValidate data-status-form>
      <fieldset className="min-w-0" aria-describedby={describedBy('status')}>
        <legend className={labelClass}>Status</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {PIPELINE_STATUSES.map((status) => (
            <label
              key={status}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-300 bg-white px-3 font-semibold has-[:checked]:border-slate-900 has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={status === chosen}
                className="size-5 shrink-0 accent-slate-900"
              />
              {STATUS_LABELS[status]}
            </label>
          ))}
        </div>
        <FieldError id="status-status-error" message={errors?.status} />
      </fieldset>
      <div data-with="amount">
        <Field
          id="status-amount"
          label="Amount in dollars (Quoted: the quote; Won or Done: the job's price)"
          error={errors?.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values?.amount ?? (amountNow !== null && amountOf(chosen) ? (amountNow / 100).toFixed(2) : '')}
        />
      </div>
      <div data-with="reason">
        <Field
          as="select"
          id="status-reason"
          label="Why it was lost"
          error={errors?.reason}
          name="reason"
          defaultValue={values?.reason ?? lead.lost_reason ?? ''}
        >
          <option value="">Choose a reason</option>
          {LOST_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {LOST_REASON_LABELS[reason]}
            </option>
          ))}
        </Field>
      </div>
      <fieldset className="min-w-0" data-with="visit" aria-describedby={describedBy('visitDate')}>
        <legend className={labelClass}>The visit (it goes on the calendar)</legend>
        {visitStart !== null && <input type="hidden" name="keepVisit" value="1" />}
        <div className="mt-2 grid grid-cols-2 gap-2">
          {/* One message for the two, under the fieldset that names it. */}
          <Field
            id="status-visit-date"
            label="Visit date"
            invalid={Boolean(errors?.visitDate)}
            className="min-w-0"
            controlClassName="min-w-0"
            name="visitDate"
            type="date"
            defaultValue={values?.visitDate ?? (visitStart !== null ? dayIn(BUSINESS_TIME_ZONE, visitStart) : '')}
          />
          <Field
            id="status-visit-time"
            label="Arrival from"
            invalid={Boolean(errors?.visitDate)}
            className="min-w-0"
            controlClassName="min-w-0"
            name="visitTime"
            type="time"
            step={900}
            defaultValue={values?.visitTime ?? (visitStart !== null ? timeIn(BUSINESS_TIME_ZONE, visitStart) : VISIT_TIME_DEFAULT)}
          />
        </div>
        <FieldError id="status-visitDate-error" message={errors?.visitDate} />
      </fieldset>
      <Field
        as="textarea"
        id="status-note"
        label="Note (optional)"
        error={errors?.note}
        name="note"
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        defaultValue={values?.note ?? ''}
      />
      <Field
        id="status-follow-up"
        label="Follow up on (optional)"
        error={errors?.followUp}
        errorId="status-followUp-error"
        name="followUp"
        type="date"
        defaultValue={values?.followUp ?? lead.follow_up_on ?? ''}
      />
      <p>
        <button type="submit" className="dark-control min-h-12 rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700">
          Save
        </button>
      </p>
    </form>
  );
}

/**
 * A lead's own page, /admin/leads/<id> (issue 30 §2): the actions, where it
 * stands (status, amounts, follow-up, first contact), the status form, the
 * answers, the visit booked (when the lead has one), the photos, the source
 * in words and in detail, and the history, newest first.
 * @param saved the line confirming the change just stored, if any
 * @param form the status form's values and messages when a post was refused (422)
 */
export function AdminLeadPage({
  lead,
  history,
  photos,
  readablePhone,
  saved,
  move,
  form,
  quotes = [],
  job = null,
  money = null,
  now = new Date(),
}: {
  lead: Lead & { photo_count?: number; visit_start?: string | null; visit_end?: string | null };
  history: readonly HistoryEntry[];
  photos: readonly LeadPhotoRow[];
  readablePhone: (e164: string) => string;
  saved?: string;
  /** The status a "next stage" link asked for (`?move=`), checked in the form. */
  move?: PipelineStatus;
  form?: { values: StatusValues; errors: Partial<Record<StatusField, string>> };
  /** The lead's quotes, every version, newest first (issue 44 §6), and the instant the page is drawn at. */
  quotes?: readonly Quote[];
  /** The lead's job (issue 46), and whether it may have one (Won, Done, or a quote accepted); null: none shown. */
  job?: { job: Job | null; eligible: boolean } | null;
  /** The job's schedule of payments and its invoices (issue 47); null: none shown. */
  money?: LeadMoney | null;
  now?: Date;
}) {
  const status = leadStatus(lead);
  const alert = emailAlert(lead);
  const text = (value: string) => escapeInvisible(value);
  const errorCount = form ? Object.keys(form.errors).length : 0;
  return (
    <section className="mx-auto max-w-4xl">
      <p>
        <a href="/admin/leads" className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline">
          ← All leads
        </a>
      </p>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          #{lead.id} {text(lead.name)}
        </h1>
        <Badge tone={status.tone}>{status.label}</Badge>
        {alert && <Badge tone={alert.tone}>{alert.label}</Badge>}
        {lead.lang === 'es' && <Badge tone="new">{SPANISH_MARK}</Badge>}
      </header>
      <p className="mt-1 text-slate-700">
        {formName(lead.form)}, received {when(lead.created_at)}
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" aria-label="Actions">
        {leadActions(lead).map((action) => (
          <li key={action.label}>
            <a
              href={action.href}
              aria-label={action.name}
              className={cn(actionClass, 'w-full sm:w-auto')}
              {...(action.label === 'Directions' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {action.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <a href={`/admin/leads/${lead.id}/quotes/new`} className={cn(actionClass, 'w-full sm:w-auto')}>
          Write a quote
        </a>
      </p>
      {lead.phone && (
        <form method="post" action={`/admin/leads/${lead.id}/contact`} className="mt-2 grid grid-cols-2 gap-2 sm:flex">
          <button type="submit" name="kind" value="call" className={cn(actionClass, 'border-slate-400')}>
            I called
          </button>
          <button type="submit" name="kind" value="text" className={cn(actionClass, 'border-slate-400')}>
            I texted
          </button>
        </form>
      )}
      <LeadQuotes leadId={lead.id} quotes={quotes} now={now} />
      {job && <LeadJob leadId={lead.id} job={job.job} eligible={job.eligible} />}
      <LeadInvoices leadId={lead.id} money={money} now={now} />
      {/* The form's place: a save comes back here (#status-form), its message first (issue 37 §7). */}
      <section id="status-form" aria-labelledby="status-form-title" className="mt-8 scroll-mt-4">
        <h2 id="status-form-title" className="text-xl font-bold">
          Move it along
        </h2>
        {saved && (
          <p role="status" className="mt-3 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-900">
            {saved}
          </p>
        )}
        {errorCount > 0 && (
          <p role="alert" className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {`Not saved: ${errorCount === 1 ? 'one answer needs' : `${errorCount} answers need`} a change. See below.`}
          </p>
        )}
        {!form && !move && <NextStage lead={lead} />}
        <StatusForm
          lead={lead}
          values={form?.values}
          errors={form?.errors}
          chosen={(form?.values.status as PipelineStatus) || move || lead.status}
        />
      </section>
      <h2 className="mt-10 text-xl font-bold">Where it stands</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-xl border border-slate-300 bg-white p-4 sm:p-6">
        <Answer label="Status">{`${status.label}${lead.status_at ? ` since ${when(lead.status_at)}` : ''}`}</Answer>
        <Answer label="First contact">{lead.first_contact_at ? when(lead.first_contact_at) : 'Not yet'}</Answer>
        <Answer label="Quoted">{lead.quoted_cents !== null ? usd(lead.quoted_cents) : ''}</Answer>
        <Answer label="Won">{lead.won_cents !== null ? usd(lead.won_cents) : ''}</Answer>
        {lead.lost_reason && <Answer label="Lost because">{LOST_REASON_LABELS[lead.lost_reason]}</Answer>}
        <Answer label="Follow up on">{lead.follow_up_on ?? ''}</Answer>
        {lead.ack_sent_at && <Answer label="Acknowledgement emailed">{when(lead.ack_sent_at)}</Answer>}
        {lead.review_sent_at && (
          <Answer label="Review request">
            {`Review request sent ${when(lead.review_sent_at)}${lead.review_reminded_at ? `; reminder sent ${when(lead.review_reminded_at)}` : ''}`}
          </Answer>
        )}
      </dl>
      <h2 className="mt-10 text-xl font-bold">The request</h2>
      <LeadAnswers lead={lead} readablePhone={readablePhone} />
      {photos.length > 0 ? (
        <LeadPhotos lead={lead} photos={photos} />
      ) : lead.photo_count ? (
        <p className="mt-4 text-sm text-slate-700">{`Photos: ${lead.photo_count} (they cannot be shown right now).`}</p>
      ) : null}
      <h2 className="mt-10 text-xl font-bold">History</h2>
      <ol className="mt-3 grid gap-2">
        {history.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-300 bg-white p-3">
            <p className="font-semibold">{historyLine(entry)}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{when(entry.at)}</time>
            </p>
            {entry.note && <p className="mt-1 whitespace-pre-wrap break-words">{escapeInvisible(entry.note, { keepNewlines: true })}</p>}
          </li>
        ))}
        <li className="rounded-lg border border-dashed border-slate-300 p-3">
          <p className="font-semibold">Received</p>
          <p className="text-sm text-slate-700">
            <time dateTime={lead.created_at}>{when(lead.created_at)}</time>
          </p>
        </li>
      </ol>
    </section>
  );
}
