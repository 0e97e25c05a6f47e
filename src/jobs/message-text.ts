import { MOVE_REASONS, type MoveReason, jobMessageWords } from '../content/job-messages';
import type { CustomerMessage } from '../leads/customer-email';
import { getLead } from '../leads/store';
import { firstName, oneLine } from '../lib/display';
import { localizedPath } from '../i18n';
import type { Job, WorkDayRow } from './store';
import { servedTownOf } from './weather';
import { customerDayLine, customerWhen } from './words';

/** The longest reason the contractor may write, in characters. */
export const MAX_REASON = 200;

/** Why a day moved: a reason of the list, with the contractor's words for 'other' (or null). */
export interface MoveReasonValue {
  kind: MoveReason;
  text: string | null;
}

/** Anything a mail app would turn into a link: a scheme, "www.", a domain name, an email address. */
const LINKISH = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\d-]+\.(?:[a-z]{2,})\b|@/iu;

/**
 * The reason of a move as the form or the command line gives it.
 * @param kind one of `MOVE_REASONS` ('' or absent: 'other')
 * @param text the contractor's words (for 'other'; ignored for the others), at most 200 characters, no link
 * @returns the reason, or the message of a refusal
 */
export function parseMoveReason(kind: string, text: string): { ok: true; reason: MoveReasonValue } | { ok: false; error: string } {
  const known = (MOVE_REASONS as readonly string[]).includes(kind) ? (kind as MoveReason) : kind === '' ? 'other' : null;
  if (!known) return { ok: false, error: 'Choose a reason from the list.' };
  const words = known === 'other' ? text.replace(/\s+/g, ' ').trim() : '';
  if (words.length > MAX_REASON) return { ok: false, error: `Keep the reason under ${MAX_REASON} characters.` };
  if (LINKISH.test(words))
    return { ok: false, error: 'Write the reason without a web or email address: the customer gets it as plain words.' };
  return { ok: true, reason: { kind: known, text: words || null } };
}

/** Whom a job's messages go to: the address, the language, the greeting's name, the town, the customer's page. */
export interface Homeowner {
  to: string;
  lang: 'en' | 'es';
  first: string;
  town: string;
  pageUrl: string | null;
}

/**
 * The homeowner of `job`: the lead's email (else the address its accepted quote was sent to), the accepted quote's
 * language (as its emails use; else the lead's), the served town, and the accepted quote's page.
 * @returns null when the lead is gone
 */
export async function homeownerOf(env: Pick<Env, 'DB' | 'SITE_URL'>, job: Job): Promise<Homeowner | null> {
  const lead = await getLead(env.DB, job.lead_id);
  if (!lead) return null;
  const quote = await env.DB.prepare(
    `SELECT token, lang, sent_to FROM quotes WHERE lead_id = ?1 AND state = 'accepted' ORDER BY id DESC LIMIT 1`,
  )
    .bind(job.lead_id)
    .first<{ token: string; lang: 'en' | 'es'; sent_to: string | null }>();
  return {
    to: lead.email.trim() || quote?.sent_to || '',
    lang: quote?.lang ?? lead.lang,
    first: firstName(lead.name),
    town: servedTownOf(lead)?.name ?? '',
    pageUrl: quote ? new URL(localizedPath(quote.lang, `/quotes/${quote.token}`), env.SITE_URL).href : null,
  };
}

/** The page's line and the signature, the end of every message. */
const ending = (who: Homeowner) => {
  const words = jobMessageWords(who.lang);
  return [...(who.pageUrl ? ['', words.page, who.pageUrl] : []), '', ...words.sign];
};

/** "Your job is scheduled" with `days` one a line (the .ics is attached by the sender). */
export function scheduledText(who: Homeowner, days: readonly WorkDayRow[]): Omit<CustomerMessage, 'to'> {
  const words = jobMessageWords(who.lang);
  return {
    subject: words.scheduled.subject,
    text: [
      words.hello(who.first),
      '',
      words.scheduled.lead,
      ...days.map((day) => `  ${customerDayLine(day, who.lang)}`),
      '',
      ...(days.some((day) => day.kind === 'pour') ? [words.scheduled.weather, ''] : []),
      words.scheduled.calendar,
      ...ending(who),
    ].join('\n'),
  };
}

/** The reminder the evening before pour `day`. */
export function reminderText(who: Homeowner, day: WorkDayRow): Omit<CustomerMessage, 'to'> {
  const words = jobMessageWords(who.lang);
  return {
    subject: words.reminder.subject,
    text: [
      words.hello(who.first),
      '',
      words.reminder.lead(customerWhen(day.starts_at, who.lang)),
      '',
      words.reminder.before,
      ...ending(who),
    ].join('\n'),
  };
}

/** A move's days: each moved day with its first old start and its last new one (ISO 8601 UTC). */
export type MovedDays = { day: WorkDayRow; from: string; to: string }[];

/** A moved day's message: each day "new (was old)", then the reason in words. */
export function movedText(who: Homeowner, moved: MovedDays, reason: MoveReasonValue): Omit<CustomerMessage, 'to'> {
  const words = jobMessageWords(who.lang);
  const why = reason.kind === 'other' && reason.text ? oneLine(reason.text, MAX_REASON) : words.reasons[reason.kind];
  return {
    subject: words.moved.subject,
    text: [
      words.hello(who.first),
      '',
      words.moved.lead,
      ...moved.map(({ day, from, to }) =>
        words.moved.line(customerWhen(from, who.lang), customerDayLine({ ...day, starts_at: to }, who.lang)),
      ),
      '',
      words.moved.why(why),
      words.moved.sorry,
      ...ending(who),
    ].join('\n'),
  };
}

/** "<first name>, the crew is on the way to your job in <town>." */
export function onMyWayText(who: Homeowner): Omit<CustomerMessage, 'to'> {
  const words = jobMessageWords(who.lang);
  return {
    subject: words.onMyWay.subject,
    text: [words.onMyWay.lead(who.first, who.town), '', words.onMyWay.body, '', ...words.sign].join('\n'),
  };
}
