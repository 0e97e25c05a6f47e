import { cn } from '../../lib/cn';
import { Container } from '../../components/container';
import { business } from '../../content/business';
import { formatDateTime } from '../../lib/dates';
import { inputClass, labelClass } from '../../ui/form-styles';
import { escapeInvisible } from '../../leads/display';
import { SPANISH_MARK } from '../../leads/fields';
import type { LeadPhotoRow } from '../../leads/photos';
import type { Lead } from '../../leads/store';
import { leadStatus, type LeadStatus } from '../status';
import { leadSource } from '../lead-source';

const TONES: Record<LeadStatus['tone'], string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  ok: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  alert: 'bg-red-100 text-red-900 ring-red-400',
  done: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** A stored time in the business time zone, e.g. "Nov 21, 2026, 12:05 PM". */
const when = (iso: string) => formatDateTime(iso, business.timeZone);

/** A badge. */
function Badge({ tone, children }: { tone: LeadStatus['tone']; children: string }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', TONES[tone])}>{children}</span>;
}

/** One answer: its label and the visitor's text with invisible characters shown (`escapeInvisible`). */
function Answer({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
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
function LeadPhotos({ lead, photos }: { lead: Lead; photos: readonly LeadPhotoRow[] }) {
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

/** One lead as a card: number, form, time, status, every field, its photos, and the "mark handled" button. */
function LeadCard({
  lead,
  readablePhone,
  photos,
}: {
  lead: Lead & { photo_count?: number };
  readablePhone: (e164: string) => string;
  photos: readonly LeadPhotoRow[];
}) {
  const status = leadStatus(lead);
  const text = (value: string) => escapeInvisible(value);
  return (
    <article className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`lead-${lead.id}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`lead-${lead.id}`} className="text-lg font-bold">
          #{lead.id} {lead.form === 'contact' ? 'Contact request' : lead.form === 'quote' ? 'Quote request' : 'Booked visit'}
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
        {lead.lang === 'es' && <Badge tone="new">{SPANISH_MARK}</Badge>}
        {lead.stored_late ? <Badge tone="alert">Was not yet stored: database down</Badge> : null}
        <p className="w-full text-sm text-slate-600 sm:ml-auto sm:w-auto">Received {when(lead.created_at)}</p>
      </header>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Answer label="Name">{text(lead.name)}</Answer>
        <Answer label="Phone">
          {lead.phone && (
            <a href={`tel:${lead.phone.split(' ')[0]}`} className="font-semibold text-amber-800 underline">
              {readablePhone(lead.phone)}
            </a>
          )}
        </Answer>
        <Answer label="Email">
          {lead.email && (
            <a href={`mailto:${lead.email}`} className="font-semibold text-amber-800 underline">
              {text(lead.email)}
            </a>
          )}
        </Answer>
        <Answer label="Service">{text(lead.service)}</Answer>
        <Answer label="Project address" wide>
          {text(lead.town ? `${lead.address}, ${lead.town}` : lead.address)}
        </Answer>
        {lead.visit_start && lead.visit_end && (
          <Answer label="Visit window" wide>
            {`${formatDateTime(lead.visit_start, business.timeZone)} to ${formatDateTime(lead.visit_end, business.timeZone)} (${business.timeZone})`}
          </Answer>
        )}
        <Answer label={lead.form === 'contact' ? 'Project details' : 'Project description'} wide>
          {lead.message && <span className="whitespace-pre-wrap">{escapeInvisible(lead.message, { keepNewlines: true })}</span>}
        </Answer>
        <Answer label="Where it came from" wide>
          <span className="text-slate-800">
            {leadSource(lead)
              .map(([label, value]) => `${label}: ${value}`)
              .join(' · ')}
          </span>
        </Answer>
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
      {lead.handled_at ? (
        <p className="mt-4 text-sm text-slate-700">Marked handled {when(lead.handled_at)}.</p>
      ) : (
        <form method="post" action={`/admin/leads/${lead.id}/handled`} className="mt-4">
          <button
            type="submit"
            className="min-h-11 rounded-lg border-2 border-slate-800 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Mark #{lead.id} handled
          </button>
        </form>
      )}
    </article>
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
}: {
  leads: readonly Lead[] | null;
  query: string;
  readablePhone: (e164: string) => string;
  /** The photos of the listed leads, by lead key (leads without any are absent). */
  photos?: ReadonlyMap<string, readonly LeadPhotoRow[]>;
}) {
  const csv = `/admin/leads.csv${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  return (
    <section className="bg-slate-50 py-10 sm:py-14">
      <Container width="4xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Leads</h1>
        <p className="mt-2 text-slate-700">
          Contact and quote requests from the website. Leads whose email failed come first: call them back. Times in {business.timeZone}.
        </p>
        <search className="mt-6 block">
          <form method="get" action="/admin/leads" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grow">
              <label htmlFor="lead-search" className={labelClass}>
                Search by name, phone or email
              </label>
              <input id="lead-search" name="q" type="search" defaultValue={query} maxLength={100} className={inputClass} />
            </div>
            <button
              type="submit"
              className="dark-control min-h-11 rounded-lg bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-700"
            >
              Search
            </button>
            <a href={csv} className="min-h-11 self-start py-2 font-semibold text-amber-800 underline sm:self-auto" download>
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
                  ? `No lead matches “${query}”.`
                  : 'No leads yet.'
                : `${leads.length} lead${leads.length === 1 ? '' : 's'}${query ? ` matching “${query}”` : ''}`}
            </p>
            <div className="mt-4 grid gap-4">
              {leads.map((lead) => (
                <LeadCard key={lead.id} lead={lead} readablePhone={readablePhone} photos={photos?.get(lead.idempotency_key) ?? []} />
              ))}
            </div>
          </>
        )}
      </Container>
    </section>
  );
}
