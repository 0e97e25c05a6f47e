/**
 * The email to the contractor about a new lead, sent
 * through the `send_email` binding `EMAIL` to the address in
 * the business profile, from `LEADS_FROM`, with the binding's structured
 * `send({ from, to, replyTo, subject, text })`: Cloudflare builds the MIME
 * message (headers encoded per RFC 2047, body in UTF-8), so no MIME library
 * rides in the Worker.
 *
 * - A stored lead's failed send is counted and retried by the cron trigger
 *   (`retryDueNotifications`) with a growing delay, up to `MAX_NOTIFY_ATTEMPTS`;
 *   then its status is 'failed', it heads the leads page (/admin/leads), a
 *   structured `console.error` names its id and the reason, and an alert goes
 *   to `LEADS_ALERT_TO` when that is set.
 * - At most `LEADS_EMAILS_PER_HOUR` notifications go out per hour, site-wide;
 *   a lead past the cap is stored and listed, not emailed ('capped').
 * - A lead the database could not take is emailed at once, marked
 *   "NOT YET STORED" (`sendLeadEmail` with `notStored`).
 *
 * Logs carry lead ids, forms and statuses only, never what the visitor typed.
 */
import { business } from '../content/business';
import { formatDateTime, visitWindow } from '../lib/dates';
import { oneLine, escapeInvisible } from '../lib/display';
import { SPANISH_MARK, type Lang, type LeadAnswers, type StoredForm } from '../forms/fields';
import { readablePhone } from './phone';
import { claimNotification, countLeadPhotos, dueNotifications, emailsSentSince, recordCapped, recordFailure, recordSent } from './store';
import { logEvent } from '../lib/log';

/** Attempts before a notification is given up ('failed'): the first, then 7 retries over about 10.5 hours. */
export const MAX_NOTIFY_ATTEMPTS = 8;
/** How long a claimed attempt keeps others off the lead: 10 minutes, in ms. */
const LEASE_MS = 10 * 60_000;
/** Delay before retry n (n = attempts made so far, from 1): 5 minutes doubled each time (5, 10, 20 … 320 minutes), in ms. */
const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);
/** Leads one cron run retries at most. */
const RETRY_BATCH = 25;
/** The hourly cap when `LEADS_EMAILS_PER_HOUR` is unset or not a positive whole number. */
const DEFAULT_EMAILS_PER_HOUR = 30;
/** Longest visitor name put in a Subject, in characters, so the header stays short whatever the script. */
const SUBJECT_NAME_MAX = 40;

/** What the bindings give this module. */
export type NotifyEnv = Pick<Env, 'DB' | 'EMAIL' | 'LEADS_FROM' | 'LEADS_ALERT_TO' | 'LEADS_EMAILS_PER_HOUR' | 'SITE_URL'>;

/** A lead as the email shows it: stored (`id`) or not yet (`id` null). */
export interface EmailLead extends LeadAnswers {
  id: number | null;
  form: StoredForm;
  /** A booked visit's window (ISO UTC), named in the email. */
  visit_start?: string | null;
  visit_end?: string | null;
  town?: string;
  lang: Lang;
  created_at: string;
  /** Photos kept with the lead (seen on /admin/leads; the email carries none). */
  photo_count?: number;
}

const FORM_LABEL = { contact: 'contact request', quote: 'estimate request', booking: 'booked estimate visit' } as const;

/** The lead's time in the business time zone, e.g. "Nov 21, 2026, 12:05 PM". */
const localTime = (iso: string) => formatDateTime(iso, business.timeZone);

/** The Subject: form, visitor (one line, at most 40 characters), lead number or the "not yet stored" mark, and the Spanish mark. */
export function leadSubject(lead: EmailLead, notStored = false): string {
  const parts = [
    notStored ? 'NOT YET STORED:' : '',
    `New ${FORM_LABEL[lead.form]} from ${oneLine(lead.name, SUBJECT_NAME_MAX)}`,
    lead.id === null ? '' : `(#${lead.id})`,
    lead.lang === 'es' ? `[${SPANISH_MARK}]` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The line about the lead's photos: how many came and where to see them (the
 * lead on /admin/leads, behind Access). The email never carries a photo or a
 * public link to one.
 */
function photoLine(lead: EmailLead, siteUrl: string): string {
  const count = lead.photo_count ?? 0;
  if (count === 0) return 'Photos: none sent.';
  const where = lead.id === null ? new URL('/admin/leads', siteUrl).href : new URL(`/admin/leads/${lead.id}`, siteUrl).href;
  return `Photos: ${count} sent with this request. See them with the lead: ${where}`;
}

/** The plain-text body: every answer, labelled, the photos' count, then what to do. */
export function leadText(lead: EmailLead, siteUrl: string, notStored = false): string {
  const given = (value: string) => (value ? escapeInvisible(value) : '(not given)');
  const rows: [string, string][] = [
    ['Name', given(lead.name)],
    ['Phone', lead.phone ? readablePhone(lead.phone) : '(not given)'],
    ['Email', given(lead.email)],
    ['Service', given(lead.service)],
    ['Project address', given(lead.town ? `${lead.address}, ${lead.town}` : lead.address)],
    ...(lead.visit_start && lead.visit_end
      ? ([['Visit window', `${visitWindow(lead.visit_start, lead.visit_end, business.timeZone)} (Central time)`]] as [string, string][])
      : []),
    ['Language', lead.lang === 'es' ? `Spanish (${SPANISH_MARK}: have a Spanish speaker call back)` : 'English'],
  ];
  return [
    ...(notStored
      ? [
          'NOT YET STORED: the leads database could not take this request when it came in. It is held in a queue and',
          'will be stored automatically when the database is back; until then this email is the only readable copy.',
          '',
        ]
      : []),
    `A new ${FORM_LABEL[lead.form]} came in through the website on ${localTime(lead.created_at)} (${business.timeZone}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    lead.form === 'contact' ? 'Project details:' : 'Project description:',
    lead.message ? escapeInvisible(lead.message, { keepNewlines: true }) : '(not given)',
    '',
    photoLine(lead, siteUrl),
    '',
    `${lead.id === null ? 'Lead not yet numbered' : `Lead #${lead.id}`}. Reply to this email to answer the customer${lead.email ? '' : ' (no email given: call them)'}.`,
    `All leads: ${new URL('/admin/leads', siteUrl).href}`,
  ].join('\n');
}

/**
 * Sends the notification of `lead` once (structured `send`): From
 * "<business> website" <LEADS_FROM>, To the business email, Reply-To the
 * visitor's email when given.
 * @throws what the binding throws (the message was not accepted)
 */
export async function sendLeadEmail(env: NotifyEnv, lead: EmailLead, { notStored = false } = {}): Promise<void> {
  await env.EMAIL.send({
    from: { name: `${business.name} website`, email: env.LEADS_FROM },
    to: business.email,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: leadSubject(lead, notStored),
    text: leadText(lead, env.SITE_URL, notStored),
  });
}

/** The hourly cap on notification emails (`LEADS_EMAILS_PER_HOUR`, default 30). */
export const emailsPerHour = (env: Pick<Env, 'LEADS_EMAILS_PER_HOUR'>) => {
  const cap = Number(env.LEADS_EMAILS_PER_HOUR);
  return Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_EMAILS_PER_HOUR;
};

/** Logs one event as a single JSON line (`console.error`), for Workers Logs and alerts: ids and reasons only. */
export const logLeadError = (event: string, fields: Record<string, string | number | null>) => logEvent(event, fields, 'error');

/** Tells `LEADS_ALERT_TO` (when set) that lead `id` could not be emailed; never throws. */
async function alertUnsent(env: NotifyEnv, id: number, form: StoredForm, reason: string): Promise<void> {
  if (!env.LEADS_ALERT_TO) return;
  try {
    await env.EMAIL.send({
      from: { name: `${business.name} website`, email: env.LEADS_FROM },
      to: env.LEADS_ALERT_TO,
      subject: `Lead #${id} could not be emailed: read it on the leads page`,
      text: [
        `The email about lead #${id} (a ${FORM_LABEL[form]}) failed ${MAX_NOTIFY_ATTEMPTS} times and will not be retried.`,
        `Last error: ${reason}`,
        '',
        `Read the lead and call the customer back: ${new URL('/admin/leads', env.SITE_URL).href}`,
      ].join('\n'),
    });
  } catch (error) {
    logLeadError('lead_alert_failed', { leadId: id, reason: errorText(error) });
  }
}

/** An error as "Name: message". */
export const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Tries to notify the contractor of lead `id` once, if its notification is
 * pending and due at `now` (see `claimNotification`). Past the hourly cap the
 * lead is marked 'capped' instead. Resolves to the lead's notification status
 * afterwards, or 'skipped' when there was nothing to do; never rejects for a
 * failed send (the failure is recorded instead).
 * @throws only when D1 itself fails
 */
export async function notifyLead(
  env: NotifyEnv,
  id: number,
  now: Date = new Date(),
): Promise<'sent' | 'pending' | 'failed' | 'capped' | 'skipped'> {
  const lead = await claimNotification(env.DB, id, now, new Date(now.getTime() + LEASE_MS));
  if (!lead) return 'skipped';
  if ((await emailsSentSince(env.DB, new Date(now.getTime() - 3600_000))) >= emailsPerHour(env)) {
    await recordCapped(env.DB, lead.id);
    console.warn(`lead ${lead.id} (${lead.form}): not emailed, hourly cap of ${emailsPerHour(env)} notification emails reached`);
    return 'capped';
  }
  try {
    await sendLeadEmail(env, { ...lead, photo_count: await countLeadPhotos(env.DB, lead.idempotency_key) });
  } catch (error) {
    const reason = errorText(error);
    const retryAt = lead.notify_attempts < MAX_NOTIFY_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(lead.notify_attempts)) : null;
    await recordFailure(env.DB, lead.id, reason, retryAt);
    if (retryAt) {
      console.warn(
        `lead ${lead.id} (${lead.form}): notification attempt ${lead.notify_attempts}/${MAX_NOTIFY_ATTEMPTS} failed, status pending`,
      );
      return 'pending';
    }
    logLeadError('lead_email_failed', { leadId: lead.id, form: lead.form, attempts: lead.notify_attempts, reason });
    await alertUnsent(env, lead.id, lead.form, reason);
    return 'failed';
  }
  await recordSent(env.DB, lead.id, now);
  console.log(`lead ${lead.id} (${lead.form}): notification sent, attempt ${lead.notify_attempts}`);
  return 'sent';
}

/**
 * The cron trigger's job: tries again every pending notification that is due
 * at `now` (at most 25 per run, oldest first), one after the other. Resolves
 * to how many ended sent, still pending, failed and capped.
 * @throws only when D1 itself fails
 */
export async function retryDueNotifications(env: NotifyEnv, now: Date): Promise<Record<'sent' | 'pending' | 'failed' | 'capped', number>> {
  const counts = { sent: 0, pending: 0, failed: 0, capped: 0 };
  for (const id of await dueNotifications(env.DB, now, RETRY_BATCH)) {
    const status = await notifyLead(env, id, now);
    if (status !== 'skipped') counts[status]++;
  }
  return counts;
}
