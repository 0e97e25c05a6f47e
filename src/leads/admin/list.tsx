import type { ReactNode } from 'react';
import { Phone } from 'lucide';
import { cn } from '../../lib/cn';
import { IconSvg } from '../../ui/icon-svg';
import { business } from '../../content/business';
import { inputClass, labelClass } from '../../ui/form-styles';
import { escapeInvisible } from '../../lib/display';
import { SPANISH_MARK } from '../../forms/fields';
import type { LeadPhotoRow } from '../photos';
import type { Lead } from '../store';
import { usd, usdShort } from '../../lib/money';
import {
  type Badge as BadgeShape,
  LOST_REASON_LABELS,
  leadStatus,
  nextStage,
  PIPELINE_STAGES,
  PIPELINE_STATUSES,
  type PipelineStatus,
  STATUS_LABELS,
} from '../stages';
import { emailAlert } from '../../admin/status';
import { matchTown } from '../../booking/towns';
import { SERVED_TOWNS } from '../../content/service-towns';
import type { StageTotal } from '../../admin/stage-totals';
import { visitOf } from './answers';
import { SEARCH_WINDOW, type LeadsPage } from '../list-page';

export const TONES: Record<BadgeShape['tone'], string> = {
  new: 'bg-sky-100 text-sky-900 ring-sky-300',
  ok: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  alert: 'bg-red-100 text-red-900 ring-red-400',
  done: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** A badge. */
export function Badge({ tone, children }: { tone: BadgeShape['tone']; children: string }) {
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', TONES[tone])}>{children}</span>;
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

/**
 * The kind of lead in the admin's words: "Contact request", "Estimate request" (the /quote form, whose stored
 * `form` value stays 'quote'; a quote is the priced document, issue 45) or "Booked visit".
 */
export const formName = (form: Lead['form']) =>
  form === 'contact' ? 'Contact request' : form === 'quote' ? 'Estimate request' : 'Booked visit';

/** A lead's age from `created_at` to `now` in short words: "25 min", "5 h", "3 d". */
export function ageOf(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

/**
 * What to do next with a lead, in a few words: a follow-up due, the booked visit's time, a failed office email,
 * else the next stage (`nextStage`), or where it ended.
 */
export function nextStep(lead: Lead, today: string): string {
  if (lead.follow_up_on && lead.follow_up_on <= today)
    return lead.follow_up_on === today ? 'Follow up today' : `Follow up (due ${lead.follow_up_on})`;
  if (lead.status === 'visit_booked' && lead.visit_start) return `Visit ${visitOf(lead, 'short')}`;
  const alert = emailAlert(lead);
  if (alert) return `${alert.label}: call back`;
  if (lead.status === 'lost') return `Lost${lead.lost_reason ? `: ${LOST_REASON_LABELS[lead.lost_reason].toLowerCase()}` : ''}`;
  const next = nextStage(lead.status);
  return next ? `Next: ${STATUS_LABELS[next]}` : STATUS_LABELS[lead.status];
}

/**
 * The served town an address names (issue 44 §6: the list showed its last part, "TX"): the first of its
 * comma-separated parts after the street, from the end, that is a served town's name (src/content/service-towns.ts,
 * `matchTown`), else the town of a served ZIP it carries; '' when it names none.
 * @param address the street address as the lead typed it, e.g. "12 Oak St, Nederland, TX 77627"
 */
export function townOfAddress(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  for (const part of parts.slice(1).reverse()) {
    const named = matchTown(part.replaceAll(/\d/g, ' '), SERVED_TOWNS);
    if (named.kind === 'served') return named.town;
  }
  const zipped = matchTown(address, SERVED_TOWNS);
  return zipped.kind === 'served' ? zipped.town : '';
}

/**
 * One lead as a compact row of the pipeline (issue 37 §7), at most 88 px: the name and the age, the town and the
 * service, the status and the next step, a link to the lead's page, where the answers are; beside it a 48 px Call
 * button when the lead has a phone.
 */
function LeadRow({
  lead,
  today,
  now,
  readablePhone,
}: {
  lead: Lead & { photo_count?: number };
  today: string;
  now: number;
  readablePhone?: (e164: string) => string;
}) {
  const status = leadStatus(lead);
  const due = Boolean(lead.follow_up_on && lead.follow_up_on <= today) || emailAlert(lead) !== null || Boolean(lead.stored_late);
  const place = lead.town || townOfAddress(lead.address);
  const phone = lead.phone.split(' ')[0] ?? '';
  return (
    // Each line is cut with an ellipsis, so a row stays under 88 px; nothing clips the links' focus outline.
    <li id={`lead-${lead.id}`} className="flex min-w-0 items-stretch rounded-lg border border-slate-300 bg-white">
      <a href={`/admin/leads/${lead.id}`} className="block min-w-0 grow rounded-l-lg px-3 py-2 hover:bg-slate-50">
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 truncate font-bold text-slate-900">{escapeInvisible(lead.name) || `Lead #${lead.id}`}</span>
          {lead.lang === 'es' && (
            <span className="shrink-0 rounded bg-sky-100 px-1 text-xs font-semibold text-sky-900">
              <span aria-hidden="true">ES</span>
              <span className="sr-only">{SPANISH_MARK}</span>
            </span>
          )}
          <span className="ml-auto shrink-0 text-sm text-slate-600 tabular-nums">{ageOf(lead.created_at, now)}</span>
        </span>
        <span className="block truncate text-sm text-slate-700">
          {[
            place,
            lead.service || formName(lead.form),
            lead.photo_count ? `${lead.photo_count} photo${lead.photo_count === 1 ? '' : 's'}` : '',
          ]
            .filter(Boolean)
            .map((part) => escapeInvisible(part))
            .join(' · ')}
        </span>
        <span className="flex items-center gap-2 text-sm">
          <span className={cn('shrink-0 rounded-full px-2 text-xs font-semibold ring-1', TONES[status.tone])}>{status.label}</span>
          <span className={cn('min-w-0 truncate', due ? 'font-semibold text-red-800' : 'text-slate-800')}>{nextStep(lead, today)}</span>
        </span>
      </a>
      {phone && (
        <a
          href={`tel:${phone}`}
          aria-label={`Call ${lead.name} at ${readablePhone ? readablePhone(lead.phone) : phone}`}
          className="flex min-h-12 w-14 shrink-0 items-center justify-center rounded-r-lg border-l border-slate-300 text-slate-900 hover:bg-slate-100"
        >
          <IconSvg icon={Phone} size={22} aria-hidden="true" focusable="false" />
        </a>
      )}
    </li>
  );
}

/**
 * The pipeline at the top of /admin/leads (issue 37 §7): each stage (`PIPELINE_STAGES`: New … Won) with its count
 * and dollars, a link to its leads; then All and the closed statuses as smaller links. The current filter marked.
 */
function Pipeline({ totals, current }: { totals: Record<PipelineStatus, StageTotal>; current: PipelineStatus | null }) {
  const all = Object.values(totals).reduce((sum, t) => sum + t.count, 0);
  const others = PIPELINE_STATUSES.filter((s) => !PIPELINE_STAGES.includes(s));
  const chip =
    'inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white';
  return (
    <>
      <ul aria-label="Pipeline" className="mt-3 grid grid-cols-5 gap-1">
        {PIPELINE_STAGES.map((stage) => {
          const { count, cents } = totals[stage];
          return (
            <li key={stage} className="min-w-0">
              <a
                href={`/admin/leads?status=${stage}`}
                aria-current={stage === current ? 'page' : undefined}
                aria-label={`${STATUS_LABELS[stage]}: ${count} lead${count === 1 ? '' : 's'}, ${usd(cents)}`}
                className="flex h-full min-h-16 flex-col rounded-lg border border-slate-300 bg-white px-1 py-1 text-slate-900 hover:border-slate-900 aria-[current=page]:border-slate-900 aria-[current=page]:bg-amber-50"
              >
                <span className="text-[0.6875rem] leading-tight font-medium break-words text-slate-700">{STATUS_LABELS[stage]}</span>
                <span className="text-lg leading-6 font-extrabold tabular-nums">{count}</span>
                <span className="text-xs whitespace-nowrap text-slate-700 tabular-nums">{usdShort(cents)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <ul aria-label="Other statuses" className="mt-2 flex flex-wrap gap-1">
        <li>
          <a href="/admin/leads" aria-current={current === null ? 'page' : undefined} className={chip}>
            All <span className="tabular-nums">{all}</span>
          </a>
        </li>
        {others.map((status) => (
          <li key={status}>
            <a href={`/admin/leads?status=${status}`} aria-current={status === current ? 'page' : undefined} className={chip}>
              {STATUS_LABELS[status]} <span className="tabular-nums">{totals[status].count}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The contractor's leads page, /admin/leads, as a pipeline (issue 37 §7):
 * each stage's count and dollars at the top, then the leads as compact rows
 * (on the first page the follow-ups due and the new leads whose email failed,
 * then the newest, 50 a page with a link to the older ones: issue 48),
 * five on a 390 × 844 phone's first screen; a search by name, phone, email,
 * address or town, and the CSV. The answers are on each lead's page.
 * `page` null: the database could not be read.
 */
export function AdminLeadsPage({
  page,
  query,
  status = null,
  totals = null,
  today = '',
  now = Date.now(),
  readablePhone,
  work,
}: {
  page: LeadsPage | null;
  query: string;
  /** The status filter, null for all. */
  status?: PipelineStatus | null;
  /** Each status's count and dollars, null when they could not be read. */
  totals?: Record<PipelineStatus, StageTotal> | null;
  /** Today in America/Chicago, "YYYY-MM-DD": follow-ups due by then come first. */
  today?: string;
  /** The time of the request (ms), for the leads' ages. */
  now?: number;
  /** Formats a stored E.164 number for reading (the Call buttons' names). */
  readablePhone?: (e164: string) => string;
  /** The work shown above the leads (issue 46 item 6: pours not GO, the next work days), if any. */
  work?: ReactNode;
}) {
  const filters = { ...(query ? { q: query } : {}), ...(status ? { status } : {}) };
  const csvParams = new URLSearchParams(filters).toString();
  const csv = `/admin/leads.csv${csvParams ? `?${csvParams}` : ''}`;
  const shown = page ? [...page.pinned, ...page.leads] : [];
  const older = page?.next ? `/admin/leads?${new URLSearchParams({ ...filters, before: `${page.next}` })}` : null;
  const row = (lead: LeadsPage['leads'][number]) => (
    <LeadRow key={lead.id} lead={lead} today={today} now={now} readablePhone={readablePhone} />
  );
  return (
    <section>
      <h1 className="text-2xl font-extrabold tracking-tight">Leads</h1>
      {work}
      {totals && <Pipeline totals={totals} current={status} />}
      {page === null ? (
        <p role="alert" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-800">
          The leads database cannot be read right now. Leads that arrive meanwhile are emailed marked NOT YET STORED and held in a queue
          until the database takes them.
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium" role="status">
            {shown.length === 0
              ? query
                ? `No lead matches “${query}”${status ? ` among the ${STATUS_LABELS[status].toLowerCase()} leads` : ''}${page.next ? ` in the latest ${SEARCH_WINDOW.toLocaleString('en-US')} leads searched` : ''}.`
                : status
                  ? `No lead is ${STATUS_LABELS[status].toLowerCase()}${page.next ? ' on this page' : ''}.`
                  : 'No leads yet.'
              : `${shown.length} lead${shown.length === 1 ? '' : 's'}${status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}${query ? ` matching “${query}” among ${page.examined?.toLocaleString('en-US')} searched` : ''}${page.pinned.length > 0 ? ', follow-ups due first' : ', newest first'}`}
          </p>
          <ul className="mt-2 grid gap-2">
            {page.pinned.map(row)}
            {page.leads.map(row)}
          </ul>
          {older && (
            <p className="mt-3">
              <a
                href={older}
                rel="next"
                className="inline-flex min-h-12 items-center font-semibold text-amber-800 underline underline-offset-2"
              >
                {query ? 'Search older leads' : 'Older leads'}
              </a>
            </p>
          )}
        </>
      )}
      <search className="mt-6 block">
        <form method="get" action="/admin/leads" className="flex items-end gap-2">
          <div className="min-w-0 grow">
            <label htmlFor="lead-search" className={labelClass}>
              Search by name, phone, email, address or town
            </label>
            <input id="lead-search" name="q" type="search" defaultValue={query} maxLength={100} className={inputClass} />
          </div>
          {status && <input type="hidden" name="status" value={status} />}
          <button
            type="submit"
            className="dark-control min-h-12 shrink-0 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700"
          >
            Search
          </button>
        </form>
      </search>
      <p className="mt-3 text-sm text-slate-700">
        Times in {business.timeZone}.{' '}
        <a href={csv} className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline" download>
          Download CSV
        </a>
      </p>
    </section>
  );
}
