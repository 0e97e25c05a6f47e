/**
 * The customer's answer to a quote (issue 38 §5): accept and sign, or
 * decline. An acceptance records the typed name, the time, the version (the
 * row), the SHA-256 of the canonical content (stored with the quote) and the
 * address the link was sent to; never an IP address. It happens once: a
 * second accept changes nothing. Accepting moves the lead to Won at the
 * total; declining moves it to Lost with the reason given. The contractor
 * is told every state by src/quotes/notify.ts.
 */
import { business } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { oneLine } from '../lib/display';
import { applyStatusChange } from '../leads/pipeline';
import type { LostReason } from '../leads/stages';
import { cancellationPeriod } from './cooling-off';
import { consentSentence, noticesHash } from './record';
import { quoteName } from './model';
import type { Quote } from './store';
import { dayIn } from '../lib/zoned-time';

/** The longest typed name and decline details, in characters. */
export const MAX_SIGNER_NAME = 100;
export const MAX_DECLINE_DETAILS = 500;

/** The reasons a customer may give for declining: the pipeline's, but for "no answer". */
export const DECLINE_REASONS = ['price', 'timing', 'other_contractor', 'not_a_fit'] as const satisfies readonly LostReason[];
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Where a quote stands for its customer at `now`: what the page offers. */
export type QuoteStanding = 'open' | 'draft' | 'replaced' | 'expired' | 'accepted' | 'declined' | 'cancelled';

/**
 * Where `quote` stands at `now`: accepted, declined or cancelled as stored;
 * else a draft (never sent: no customer sees it); else replaced by a newer
 * sent version (only sending replaces, issue 44); else expired after its
 * valid-until day (America/Chicago); else open to an answer.
 */
export function standingOf(quote: Pick<Quote, 'state' | 'replaced_by' | 'valid_until'>, now: Date): QuoteStanding {
  if (quote.state === 'accepted' || quote.state === 'declined' || quote.state === 'cancelled') return quote.state;
  if (quote.state === 'draft') return 'draft';
  if (quote.replaced_by !== null) return 'replaced';
  if (dayIn(business.timeZone, now) > quote.valid_until) return 'expired';
  return 'open';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The value the page's consent checkbox posts when ticked (page.tsx, `name="consent" value="yes"`). */
export const CONSENT_VALUE = 'yes';

/**
 * A typed name as it is kept: NFC, controls (\p{Cc}) and format characters (\p{Cf}: U+200B, the bidi controls,
 * U+FEFF…) removed, white space collapsed, trimmed.
 */
const typedName = (value: unknown) =>
  text(value)
    .normalize('NFC')
    .replaceAll(/[\p{Cc}\p{Cf}]/gu, (ch) => (/\s/.test(ch) ? ' ' : ''))
    .replaceAll(/\s+/g, ' ')
    .trim();

/** A name signs when it has at least one letter of any script (\p{L}): one invisible character does not (issue 44, fault 5). */
const hasLetter = (name: string) => /\p{L}/u.test(name);

/** A name as compared: NFKC, lower case, format characters dropped, white space collapsed ("ANA  López" is "ana lópez"). */
const comparable = (name: string) => typedName(name.normalize('NFKC')).toLowerCase();

/**
 * Validates an acceptance as posted: `name` the full name typed (1–100
 * characters once invisible characters are removed and spaces collapsed, with
 * at least one letter), `consent` equal to {@link CONSENT_VALUE} (the box
 * ticked; any other value is refused).
 * @returns the name as kept, or a message per field (in `lang`)
 */
export function parseAcceptance(
  fields: Record<string, unknown>,
  lang: Locale,
): { ok: true; name: string } | { ok: false; errors: Partial<Record<'name' | 'consent', string>> } {
  const words = QUOTE_WORDS[lang].page.accept;
  const errors: Partial<Record<'name' | 'consent', string>> = {};
  const name = typedName(fields.name);
  if (!hasLetter(name)) errors.name = words.nameMissing;
  else if (name.length > MAX_SIGNER_NAME) errors.name = words.nameTooLong;
  if (fields.consent !== CONSENT_VALUE) errors.consent = words.consentMissing;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, name };
}

/**
 * Validates a decline: `reason` empty or one of `DECLINE_REASONS`, `details` at most 500 characters.
 * @returns the reason ('not_a_fit' when none is given) and the details, or a message
 */
export function parseDecline(
  fields: Record<string, unknown>,
  lang: Locale,
): { ok: true; reason: DeclineReason; details: string } | { ok: false; errors: Partial<Record<'details', string>> } {
  const reason = text(fields.reason);
  const details = text(fields.details).replaceAll('\r\n', '\n').trim();
  if (details.length > MAX_DECLINE_DETAILS) return { ok: false, errors: { details: QUOTE_WORDS[lang].page.decline.tooLong } };
  return { ok: true, reason: (DECLINE_REASONS as readonly string[]).includes(reason) ? (reason as DeclineReason) : 'not_a_fit', details };
}

/**
 * Accepts `quote` at `now` signed with `name`: once, only while it is open
 * (sent, not replaced, not expired), keeping the record of what was shown
 * (issue 44 §9, src/quotes/record.ts): the consent sentence and the SHA-256
 * of the consent, disclosure and notices, in `shownIn` (the page's language;
 * the quote's by default). Then the lead moves to Won at the total
 * with the history note "Quote Q-12 v1 accepted by <name>".
 * @returns true when this call accepted it; false when it changed nothing (already answered, replaced, expired)
 */
export async function acceptQuote(db: D1Database, quote: Quote, name: string, now: Date, shownIn: Locale = quote.lang): Promise<boolean> {
  if (standingOf(quote, now) !== 'open') return false;
  const accepted = await db
    .prepare(
      `UPDATE quotes SET state = 'accepted', accepted_name = ?2, accepted_at = ?3, signed_consent = ?5, signed_notices_hash = ?6
       WHERE id = ?1 AND state = 'sent' AND replaced_by IS NULL AND valid_until >= ?4`,
    )
    .bind(quote.id, name, now.toISOString(), dayIn(business.timeZone, now), consentSentence(shownIn), await noticesHash(shownIn))
    .run();
  if ((accepted.meta.changes ?? 0) === 0) return false;
  await applyStatusChange(
    db,
    quote.lead_id,
    {
      status: 'won',
      amountCents: quote.total_cents,
      lostReason: null,
      note: `Quote ${quoteName(quote)} v${quote.version} accepted by ${oneLine(name, 100)}`,
    },
    now,
  );
  return true;
}

/**
 * Declines `quote` at `now`: once, only while it is open. The lead moves to
 * Lost with `reason` and a history note with the customer's words.
 * @returns true when this call declined it
 */
export async function declineQuote(db: D1Database, quote: Quote, reason: DeclineReason, details: string, now: Date): Promise<boolean> {
  if (standingOf(quote, now) !== 'open') return false;
  const declined = await db
    .prepare(
      `UPDATE quotes SET state = 'declined', declined_at = ?2, decline_reason = ?3 WHERE id = ?1 AND state = 'sent' AND replaced_by IS NULL`,
    )
    .bind(quote.id, now.toISOString(), [reason, details].filter(Boolean).join(': '))
    .run();
  if ((declined.meta.changes ?? 0) === 0) return false;
  await applyStatusChange(
    db,
    quote.lead_id,
    {
      status: 'lost',
      amountCents: null,
      lostReason: reason,
      note: `Quote ${quoteName(quote)} v${quote.version} declined by the customer${details ? `: ${details}` : ''}`,
    },
    now,
  );
  return true;
}

/**
 * Validates a cancellation: `cancelName` the full name typed (1–100 characters, a letter at least), the same as
 * `signer`, the name the quote was signed with, compared in NFKC, case-insensitively, spaces collapsed (issue 44,
 * fault 5: a cancel in another name is refused).
 * @returns the name, or the message (in `lang`, src/content/quote-notices.ts `cancelForm`)
 */
export function parseCancellation(
  fields: Record<string, unknown>,
  lang: Locale,
  signer: string | null,
): { ok: true; name: string } | { ok: false; errors: Partial<Record<'cancelName', string>> } {
  const words = QUOTE_NOTICES[lang].cancelForm;
  const name = typedName(fields.cancelName);
  if (!hasLetter(name) || name.length > MAX_SIGNER_NAME) return { ok: false, errors: { cancelName: words.nameMissing } };
  if (signer !== null && comparable(name) !== comparable(signer)) return { ok: false, errors: { cancelName: words.nameMismatch } };
  return { ok: true, name };
}

/**
 * Cancels an accepted `quote` at `now` within its cooling-off period (three
 * business days, cooling-off.ts): once. The lead moves back to Quoted with
 * the note "Quote Q-12 v1 cancelled by <name> within the three-business-day
 * period".
 * @returns true when this call cancelled it; false when not accepted or the period is over
 */
export async function cancelQuote(db: D1Database, quote: Quote, name: string, now: Date): Promise<boolean> {
  if (quote.state !== 'accepted' || !quote.accepted_at || !cancellationPeriod(quote.accepted_at, now).open) return false;
  const cancelled = await db
    .prepare(`UPDATE quotes SET state = 'cancelled', cancelled_at = ?2 WHERE id = ?1 AND state = 'accepted'`)
    .bind(quote.id, now.toISOString())
    .run();
  if ((cancelled.meta.changes ?? 0) === 0) return false;
  await applyStatusChange(
    db,
    quote.lead_id,
    {
      status: 'quoted',
      amountCents: null,
      lostReason: null,
      note: `Quote ${quoteName(quote)} v${quote.version} cancelled by ${oneLine(name, 100)} within the three-business-day period`,
    },
    now,
  );
  return true;
}
