/**
 * The email to the contractor about a new lead (issue 7, "Notification"),
 * sent through the `send_email` binding `EMAIL` to the address in the
 * business profile, from `LEADS_FROM`. The lead is already committed when
 * this runs; a failed send never loses it: the attempt is counted, the error
 * kept, and the cron trigger (`retryDueNotifications`) tries again with a
 * growing delay until `MAX_NOTIFY_ATTEMPTS`, after which the status is
 * 'failed' and the lead stays listed by `npm run leads`.
 *
 * Logs carry the lead's id, form and status only, never what the visitor typed.
 */
import { EmailMessage } from 'cloudflare:email';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { createMimeMessage, Mailbox } from 'mimetext/browser';
import { business } from '../content/business';
import { claimNotification, dueNotifications, recordFailure, recordSent, type Lead } from './store';

/** Attempts before a notification is given up ('failed'): the first, then 7 retries over about 10.5 hours. */
const MAX_NOTIFY_ATTEMPTS = 8;
/** How long a claimed attempt keeps others off the lead: 10 minutes, in ms. */
const LEASE_MS = 10 * 60_000;
/** Delay before retry n (n = attempts made so far, from 1): 5 minutes doubled each time (5, 10, 20 … 320 minutes), in ms. */
const retryDelayMs = (attempts: number) => 5 * 60_000 * 2 ** (attempts - 1);
/** Leads one cron run retries at most. */
const RETRY_BATCH = 25;

/** What the bindings give this module. */
type NotifyEnv = Pick<Env, 'DB' | 'EMAIL' | 'LEADS_FROM'>;

const FORM_LABEL = { contact: 'contact request', quote: 'quote request' } as const;

/** A stored phone number (E.164) as people read it: "(409) 555-0123". */
const readablePhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatNational() ?? phone;

/** The lead's time in the business time zone, e.g. "Nov 21, 2026, 12:05 PM". */
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: business.timeZone }).format(new Date(iso));

/** The plain-text body: every answer, labelled, then where to find all leads. */
function emailText(lead: Lead): string {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Phone', lead.phone ? readablePhone(lead.phone) : '(not given)'],
    ['Email', lead.email || '(not given)'],
    ['Service', lead.service || '(not given)'],
    ['Project address', lead.address || '(not given)'],
  ];
  return [
    `A new ${FORM_LABEL[lead.form]} came in through the website on ${localTime(lead.created_at)} (${business.timeZone}).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    lead.form === 'contact' ? 'Project details:' : 'Project description:',
    lead.message || '(not given)',
    '',
    `Lead #${lead.id}. Reply to this email to answer the customer${lead.email ? '' : ' (no email given: call them)'}.`,
    'All leads: npm run leads -- --remote',
  ].join('\r\n');
}

/**
 * The notification as a raw MIME message built by mimetext: From `from`, To
 * the business email, Reply-To the visitor's email when given, a UTF-8 subject
 * naming the form and the visitor, and the body in base64 (RFC 2045, lines of
 * 76 characters), which carries any text and any line length.
 */
function leadEmail(lead: Lead, from: string): EmailMessage {
  const message = createMimeMessage();
  message.setSender({ name: `${business.name} website`, addr: from });
  message.setRecipient(business.email);
  if (lead.email) message.setHeader('Reply-To', new Mailbox(lead.email));
  message.setSubject(`New ${FORM_LABEL[lead.form]} from ${lead.name} (#${lead.id})`);
  const base64 = message.toBase64(emailText(lead));
  message.addMessage({ contentType: 'text/plain', charset: 'UTF-8', encoding: 'base64', data: base64.replace(/.{76}(?=.)/g, '$&\r\n') });
  return new EmailMessage(from, business.email, message.asRaw());
}

/**
 * Tries to notify the contractor of lead `id` once, if its notification is
 * pending and due at `now` (see `claimNotification`). Resolves to the lead's
 * notification status afterwards, or 'skipped' when there was nothing to do;
 * never rejects for a failed send (the failure is recorded instead).
 * @throws only when D1 itself fails
 */
export async function notifyLead(env: NotifyEnv, id: number, now: Date = new Date()): Promise<'sent' | 'pending' | 'failed' | 'skipped'> {
  const lead = await claimNotification(env.DB, id, now, new Date(now.getTime() + LEASE_MS));
  if (!lead) return 'skipped';
  try {
    await env.EMAIL.send(leadEmail(lead, env.LEADS_FROM));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const retryAt = lead.notify_attempts < MAX_NOTIFY_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(lead.notify_attempts)) : null;
    await recordFailure(env.DB, lead.id, reason, retryAt);
    const status = retryAt ? 'pending' : 'failed';
    console.warn(
      `lead ${lead.id} (${lead.form}): notification attempt ${lead.notify_attempts}/${MAX_NOTIFY_ATTEMPTS} failed, status ${status}`,
    );
    return status;
  }
  await recordSent(env.DB, lead.id, now);
  console.log(`lead ${lead.id} (${lead.form}): notification sent, attempt ${lead.notify_attempts}`);
  return 'sent';
}

/**
 * The cron trigger's job: tries again every pending notification that is due
 * at `now` (at most 25 per run, oldest first), one after the other. Resolves
 * to how many ended sent, still pending and failed.
 * @throws only when D1 itself fails
 */
export async function retryDueNotifications(env: NotifyEnv, now: Date): Promise<{ sent: number; pending: number; failed: number }> {
  const counts = { sent: 0, pending: 0, failed: 0 };
  for (const id of await dueNotifications(env.DB, now, RETRY_BATCH)) {
    const status = await notifyLead(env, id, now);
    if (status !== 'skipped') counts[status]++;
  }
  return counts;
}
