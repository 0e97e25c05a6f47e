import { cn } from '../../lib/cn';
import { Container } from '../../components/container';
import { business } from '../../content/business';
import { formatDateTime } from '../../lib/dates';
import { inputClass, labelClass } from '../../ui/form-styles';
import { escapeInvisible } from '../../leads/display';
import { SPANISH_MARK } from '../../leads/fields';
import type { LeadPhotoRow } from '../../leads/photos';
import type { Lead } from '../../leads/store';
import { PIPELINE_STATUSES, type PipelineStatus } from '../../leads/store';
import { STATUS_LABELS, usd } from '../../leads/pipeline';
import { emailAlert, leadStatus, type Badge as BadgeShape } from '../status';
import { sourceInWords } from '../lead-source';

export const TONES: Record<BadgeShape['tone'], string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  ok: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  alert: 'bg-red-100 text-red-900 ring-red-400',
  done: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** A stored time in the business time zone, e.g. "Nov 21, 2026, 12:05 PM". */
const when = (iso: string) => formatDateTime(iso, business.timeZone);

/** A badge. */
export function Badge({ tone, children }: { tone: BadgeShape['tone']; children: string }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', TONES[tone])}>{children}</span>;
}

/** One answer: its label and the visitor's text with invisible characters shown (`escapeInvisible`). */
export function Answer({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children || <span className="text-slate-500">(not given)</span>}</dd>
    </div>
  );
}

/**
 * A lead's photos: thumbnails (the smallest variant, 320 px JPEG, shown 96 px
 * square), each a link to the largest (at most 1,600 px), a 96 px target.
 */
export function LeadPhotos({ lead, photos }: { lead: Lead; photos: readonly LeadPhotoRow[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-medium text-slate-600">
        Photos ({photos.length}) <span className="font-normal">· tap one to see it full size</span>
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.name}>
            <a
              href={`/admin/lead-photos/${photo.name}/${photo.widths.split(',').at(-1)}.jpg`}
              className="block rounded-lg ring-1 ring-slate-300 hover:ring-2 hover:ring-slate-900"
              aria-label={`Photo ${i + 1} of ${photos.length} from lead #${lead.id}, full size`}
            >
              <img
                src={`/admin/lead-photos/${photo.name}/${photo.widths.split(',')[0]}.jpg`}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-lg object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The kind of request in words. */
export const formName = (form: Lead['form']) =>
  form === 'contact' ? 'Contact request' : form === 'quote' ? 'Quote request' : 'Booked visit';

/** A 48 px button-like link (Call, Text, Email, Directions). */
export const actionClass =
  'inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-800 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100';

/**
 * One lead as a card: its number and kind (a link to its own page), status,
 * a due follow-up, time, the phone as a 48 px Call button, every answer, the
 * source in words, and its photos.
 */
function LeadCard({
  lead,
  readablePhone,
  photos,
  today,
}: {
  lead: Lead & { photo_count?: number };
  readablePhone: (e164: string) => string;
  photos: readonly LeadPhotoRow[];
  today: string;
}) {
  const status = leadStatus(lead);
  const alert = emailAlert(lead);
  const text = (value: string) => escapeInvisible(value);
  const due = lead.follow_up_on && lead.follow_up_on <= today;
  return (
    <article className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`lead-${lead.id}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`lead-${lead.id}`} className="text-lg font-bold">
          <a href={`/admin/leads/${lead.id}`} className="text-amber-800 underline underline-offset-2">
            #{lead.id} {formName(lead.form)}
          </a>
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
        {alert && <Badge tone={alert.tone}>{alert.label}</Badge>}
        {due && <Badge tone="alert">{`Follow up ${lead.follow_up_on === today ? 'today' : `since ${lead.follow_up_on}`}`}</Badge>}
        {lead.lang === 'es' && <Badge tone="new">{SPANISH_MARK}</Badge>}
        {lead.stored_late ? <Badge tone="alert">Was not yet stored: database down</Badge> : null}
        <p className="w-full text-sm text-slate-600 sm:ml-auto sm:w-auto">Received {when(lead.created_at)}</p>
      </header>
      {lead.phone && (
        <p className="mt-3">
          <a
            href={`tel:${lead.phone.split(' ')[0]}`}
            className={actionClass}
            aria-label={`Call ${lead.name} at ${readablePhone(lead.phone)}`}
          >
            Call {readablePhone(lead.phone)}
          </a>
        </p>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Answer label="Name">{text(lead.name)}</Answer>
        <Answer label="Email">
          {lead.email && (
            <a href={`mailto:${lead.email}`} className="font-semibold text-amber-800 underline">
              {text(lead.email)}
            </a>
          )}
        </Answer>
        <Answer label="Service">{text(lead.service)}</Answer>
        <Answer label="Project address">{text([lead.address, lead.town].filter(Boolean).join(', '))}</Answer>
        {lead.visit_start && lead.visit_end && (
          <Answer label="Visit window" wide>
            {`${formatDateTime(lead.visit_start, business.timeZone)} to ${formatDateTime(lead.visit_end, business.timeZone)} (${business.timeZone})`}
          </Answer>
        )}
        <Answer label={lead.form === 'contact' ? 'Project details' : 'Project description'} wide>
          {lead.message && <span className="whitespace-pre-wrap">{escapeInvisible(lead.message, { keepNewlines: true })}</span>}
        </Answer>
        <Answer label="Where it came from" wide>
          <span className="text-slate-800">{sourceInWords(lead)}</span>
        </Answer>
        {lead.won_cents !== null || lead.quoted_cents !== null ? (
          <Answer label={lead.won_cents !== null ? 'Won' : 'Quoted'}>{usd(lead.won_cents ?? lead.quoted_cents ?? 0)}</Answer>
        ) : null}
        {lead.notify_status !== 'sent' && lead.last_error && (
          <Answer label="Email to the office" wide>
            {`${lead.notify_attempts} ${lead.notify_attempts === 1 ? 'try' : 'tries'}; last error: ${lead.last_error}`}
          </Answer>
        )}
      </dl>
      {photos.length > 0 ? (
        <LeadPhotos lead={lead} photos={photos} />
      ) : lead.photo_count ? (
        <p className="mt-4 text-sm text-slate-700">{`Photos: ${lead.photo_count} (they cannot be shown right now).`}</p>
      ) : null}
    </article>
  );
}

/** The status filters: All and each status with its count, as 48 px links; the current one marked. */
function StatusFilters({
  counts,
  current,
  query,
}: {
  counts: Record<PipelineStatus, number>;
  current: PipelineStatus | null;
  query: string;
}) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const href = (status: PipelineStatus | null) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (query) params.set('q', query);
    const search = params.toString();
    return `/admin/leads${search ? `?${search}` : ''}`;
  };
  const links: [PipelineStatus | null, string, number][] = [
    [null, 'All', total],
    ...PIPELINE_STATUSES.map((status): [PipelineStatus, string, number] => [status, STATUS_LABELS[status], counts[status]]),
  ];
  return (
    <nav aria-label="Filter by status" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {links.map(([status, label, n]) => (
          <li key={label}>
            <a
              href={href(status)}
              aria-current={status === current ? 'page' : undefined}
              className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:border-slate-800 aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
            >
              {label} <span className="tabular-nums">{n}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The contractor's leads page, /admin/leads: a search by
 * name, phone or email, the CSV export, then the leads (those whose email
 * failed or was capped first, then the newest), each with its status and
 * every field and its photos' thumbnails. `leads` null: the database could not be read.
 * `readablePhone` formats a stored E.164 number for reading.
 */
export function AdminLeadsPage({
  leads,
  query,
  readablePhone,
  photos,
  status = null,
  counts = null,
  today = '',
}: {
  leads: readonly Lead[] | null;
  query: string;
  /** The status filter, null for all. */
  status?: PipelineStatus | null;
  /** How many leads stand at each status, null when they could not be counted. */
  counts?: Record<PipelineStatus, number> | null;
  /** Today in America/Chicago, "YYYY-MM-DD": follow-ups due by then come first. */
  today?: string;
  readablePhone: (e164: string) => string;
  /** The photos of the listed leads, by lead key (leads without any are absent). */
  photos?: ReadonlyMap<string, readonly LeadPhotoRow[]>;
}) {
  const csvParams = new URLSearchParams({ ...(query ? { q: query } : {}), ...(status ? { status } : {}) }).toString();
  const csv = `/admin/leads.csv${csvParams ? `?${csvParams}` : ''}`;
  return (
    <section className="bg-slate-50 py-10 sm:py-14">
      <Container width="4xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Leads</h1>
        <p className="mt-2 text-slate-700">
          Requests from the website. Follow-ups due today come first, then new leads whose email failed: call them back. Tap a lead to move
          it along. Times in {business.timeZone}.
        </p>
        {counts && <StatusFilters counts={counts} current={status} query={query} />}
        <search className="mt-6 block">
          <form method="get" action="/admin/leads" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grow">
              <label htmlFor="lead-search" className={labelClass}>
                Search by name, phone, email, address or town
              </label>
              <input id="lead-search" name="q" type="search" defaultValue={query} maxLength={100} className={inputClass} />
            </div>
            {status && <input type="hidden" name="status" value={status} />}
            <button
              type="submit"
              className="dark-control min-h-12 rounded-lg bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-700"
            >
              Search
            </button>
            <a
              href={csv}
              className="inline-flex min-h-12 items-center self-start py-2 font-semibold text-amber-800 underline sm:self-auto"
              download
            >
              Download CSV
            </a>
          </form>
        </search>
        {leads === null ? (
          <p role="alert" className="mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800">
            The leads database cannot be read right now. Leads that arrive meanwhile are emailed marked NOT YET STORED and held in a queue
            until the database takes them.
          </p>
        ) : (
          <>
            <p className="mt-8 font-medium" role="status">
              {leads.length === 0
                ? query
                  ? `No lead matches “${query}”${status ? ` among the ${STATUS_LABELS[status].toLowerCase()} leads` : ''}.`
                  : status
                    ? `No lead is ${STATUS_LABELS[status].toLowerCase()}.`
                    : 'No leads yet.'
                : `${leads.length} lead${leads.length === 1 ? '' : 's'}${status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}${query ? ` matching “${query}”` : ''}`}
            </p>
            <div className="mt-4 grid gap-4">
              {leads.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  readablePhone={readablePhone}
                  photos={photos?.get(lead.idempotency_key) ?? []}
                  today={today}
                />
              ))}
            </div>
          </>
        )}
      </Container>
    </section>
  );
}
