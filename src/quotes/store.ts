/**
 * The `quotes` table (migrations/0015_quotes.sql): writing a quote or its next
 * version, sending it (the customer's email, the lead to Quoted with a history
 * note), and reading it by lead or by token. Times are ISO 8601 UTC; every
 * function throws what D1 throws.
 */
import { business } from '../content/business';
import { QUOTE_WORDS } from '../content/quotes';
import { type Locale, localizedPath } from '../i18n';
import { formatIsoDate } from '../lib/dates';
import { type CustomerEmailEnv, sendToCustomer } from '../leads/customer-email';
import { firstName } from '../lib/display';
import { applyStatusChange } from '../leads/pipeline';
import type { Lead } from '../leads/store';
import { contentHash, dollars, newToken, type QuoteDraft, type QuoteLine, quoteName, totalsOf } from './model';
import { addDays, dayIn } from '../lib/zoned-time';
import { signedCopyNext } from './next-steps';
import type { WorkerEnv } from '../env';
import type { ScheduledPayment } from './schedule';

/** Where a quote stands. */
export type QuoteState = 'draft' | 'sent' | 'accepted' | 'declined' | 'cancelled';

/** A row of `quotes`, its lines parsed. */
export interface Quote {
  id: number;
  number: number;
  version: number;
  lead_id: number;
  token: string;
  /** The customer's name and the job's address as written (what the hash covers). */
  customer: string;
  address: string;
  lang: Locale;
  lines: QuoteLine[];
  subtotal_cents: number;
  tax_label: string | null;
  tax_cents: number;
  total_cents: number;
  deposit_percent: number | null;
  deposit_cents: number;
  valid_until: string;
  terms: string;
  content_hash: string;
  created_at: string;
  state: QuoteState;
  sent_at: string | null;
  sent_to: string | null;
  replaced_by: number | null;
  accepted_name: string | null;
  accepted_at: string | null;
  declined_at: string | null;
  decline_reason: string | null;
  cancelled_at: string | null;
  /** When Stripe said the deposit was paid (ISO 8601 UTC), what it said was paid (cents), and the Checkout Session; null while unpaid. */
  deposit_paid_at: string | null;
  deposit_paid_cents: number | null;
  deposit_checkout: string | null;
  /** The customer's first open of the page (ISO 8601 UTC), null until then (issue 44). */
  viewed_at: string | null;
  /** The consent sentence as shown beside the signature, and the SHA-256 of the consent, disclosure and notices as shown; null until signed. */
  signed_consent: string | null;
  signed_notices_hash: string | null;
  /** The deposit's one open Checkout Session, its page and when it expires (ISO 8601 UTC); null for none. */
  checkout_session: string | null;
  checkout_url: string | null;
  checkout_expires_at: string | null;
  /** Follow-up reminders sent (at most two), the last one's time, and whether the contractor stopped them (0 or 1). */
  reminders_sent: number;
  last_reminded_at: string | null;
  reminders_stopped: number;
  /** The payment schedule agreed (issue 47, migrations/0024_invoices.sql), or null for a quote written before it. */
  payment_schedule?: ScheduledPayment[] | null;
}

/** The customer's page of a quote in `quote.lang` (src/i18n.ts `localizedPath`): "/quotes/<token>" or "/es/quotes/<token>". */
export const quotePath = (quote: Pick<Quote, 'token' | 'lang'>) => localizedPath(quote.lang, `/quotes/${quote.token}`);

const COLUMNS = `id, number, version, lead_id, token, customer, address, lang, lines, subtotal_cents, tax_label, tax_cents, total_cents, deposit_percent,
  deposit_cents, valid_until, terms, content_hash, created_at, state, sent_at, sent_to, replaced_by, accepted_name, accepted_at,
  declined_at, decline_reason, cancelled_at, deposit_paid_at, deposit_paid_cents, deposit_checkout,
  viewed_at, signed_consent, signed_notices_hash, checkout_session, checkout_url, checkout_expires_at, reminders_sent, last_reminded_at,
  reminders_stopped, payment_schedule`;

type Row = Omit<Quote, 'lines' | 'payment_schedule'> & { lines: string; payment_schedule: string | null };
const parsed = (row: Row | null): Quote | null =>
  row
    ? {
        ...row,
        lines: JSON.parse(row.lines) as QuoteLine[],
        payment_schedule: row.payment_schedule ? (JSON.parse(row.payment_schedule) as ScheduledPayment[]) : null,
      }
    : null;

/** The quote with this customer token, or null (the token is checked as 32 hex digits first). */
export async function quoteByToken(db: D1Database, token: string): Promise<Quote | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  return parsed(await db.prepare(`SELECT ${COLUMNS} FROM quotes WHERE token = ?1`).bind(token).first<Row>());
}

/** Quote row `id`, or null. */
export async function quoteById(db: D1Database, id: number): Promise<Quote | null> {
  return parsed(await db.prepare(`SELECT ${COLUMNS} FROM quotes WHERE id = ?1`).bind(id).first<Row>());
}

/** The quotes of lead `leadId` (every version), newest first; or of every lead with no `leadId` (at most 200). */
export async function listQuotes(db: D1Database, leadId?: number): Promise<Quote[]> {
  const statement =
    leadId === undefined
      ? db.prepare(`SELECT ${COLUMNS} FROM quotes ORDER BY id DESC LIMIT 200`)
      : db.prepare(`SELECT ${COLUMNS} FROM quotes WHERE lead_id = ?1 ORDER BY id DESC LIMIT 200`).bind(leadId);
  const { results } = await statement.all<Row>();
  return results.map((row) => parsed(row) as Quote);
}

/**
 * Stores `draft` as lead `lead`'s quote at `now`: version 1 of a new number,
 * or the next version of the lead's quote. Saving replaces nothing: the sent
 * version stays open and answerable until this one is sent (`sendQuote`,
 * issue 44 fault 4). Valid until `validDays` days after today in the business
 * time zone. The content hash covers the canonical content (model.ts).
 * @returns the stored quote (state 'draft')
 */
export async function createQuote(
  db: D1Database,
  lead: Pick<Lead, 'id' | 'name' | 'address' | 'town' | 'lang'>,
  draft: QuoteDraft,
  now: Date,
): Promise<Quote> {
  const totals = totalsOf(draft);
  const validUntil = addDays(dayIn(business.timeZone, now), draft.validDays);
  const address = [lead.address, lead.town].filter((part) => part.trim()).join(', ');
  for (let attempt = 0; ; attempt++) {
    const next = await db
      .prepare(
        `SELECT COALESCE((SELECT number FROM quotes WHERE lead_id = ?1 ORDER BY id DESC LIMIT 1), (SELECT MAX(number) FROM quotes) + 1, 1) AS number,
                COALESCE((SELECT MAX(version) FROM quotes WHERE lead_id = ?1), 0) + 1 AS version`,
      )
      .bind(lead.id)
      .first<{ number: number; version: number }>();
    const number = next?.number ?? 1;
    const version = next?.version ?? 1;
    const hash = await contentHash({
      number,
      version,
      leadId: lead.id,
      customer: lead.name,
      address,
      lang: lead.lang,
      lines: draft.lines,
      tax: draft.tax,
      subtotalCents: totals.subtotalCents,
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
      validUntil,
      terms: draft.terms,
      schedule: draft.schedule,
    });
    try {
      const row = await db
        .prepare(
          `INSERT INTO quotes (number, version, lead_id, token, lang, lines, subtotal_cents, tax_label, tax_cents, total_cents,
             deposit_percent, deposit_cents, valid_until, terms, content_hash, created_at, customer, address, payment_schedule)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19) RETURNING ${COLUMNS}`,
        )
        .bind(
          number,
          version,
          lead.id,
          newToken(),
          lead.lang,
          JSON.stringify(draft.lines),
          totals.subtotalCents,
          draft.tax?.label ?? null,
          totals.taxCents,
          totals.totalCents,
          draft.deposit.kind === 'percent' ? draft.deposit.percent : null,
          totals.depositCents,
          validUntil,
          draft.terms,
          hash,
          now.toISOString(),
          lead.name,
          address,
          JSON.stringify(draft.schedule),
        )
        .first<Row>();
      return parsed(row) as Quote;
    } catch (error) {
      // Two writers took the same number and version: the UNIQUE constraint refused the second; read again once.
      if (attempt > 0 || !String(error).includes('UNIQUE')) throw error;
    }
  }
}

/**
 * The email of a sent quote in its language: subject and text, with the
 * customer's page at `siteUrl`. Carries no word the visitor typed but the
 * first name, cut to letters.
 */
export function quoteEmail(quote: Quote, name: string, siteUrl: string): { subject: string; text: string } {
  const words = QUOTE_WORDS[quote.lang];
  const link = new URL(quotePath(quote), siteUrl).href;
  const first = firstName(name);
  const text = words.email.body
    .join('\n')
    .replace('{hello}', QUOTE_WORDS[quote.lang].hello(first))
    .replace('{number}', quoteName(quote))
    .replace('{link}', link)
    .replace('{total}', dollars(quote.total_cents))
    .replace('{validUntil}', formatIsoDate(quote.valid_until, words.locale));
  return { subject: words.email.subject(quoteName(quote)), text };
}

/** Why a quote was not sent. */
export type SendRefusal = 'no_email' | 'not_draft' | 'held';

/**
 * Sends quote `quote` of lead `lead` at `now`: marks it sent (once: only a
 * draft), emails the customer the link in the quote's language through
 * `sendToCustomer` (bounded per recipient and site-wide, issue 35), then
 * marks the lead's other sent versions replaced by it, and moves the lead to Quoted at the total with the history note "Quote Q-12 v1
 * sent, $5,200.00". A failed or held email puts the quote back to draft.
 * @returns null when sent, else why not (the lead has no email; the quote was already sent; the email bounds held it)
 * @throws what D1 or the email binding throws
 */
export async function sendQuote(
  env: CustomerEmailEnv & Pick<Env, 'SITE_URL'>,
  quote: Quote,
  lead: Pick<Lead, 'id' | 'name' | 'email'>,
  now: Date,
): Promise<SendRefusal | null> {
  if (!lead.email) return 'no_email';
  const claimed = await env.DB.prepare(`UPDATE quotes SET state = 'sent', sent_at = ?2, sent_to = ?3 WHERE id = ?1 AND state = 'draft'`)
    .bind(quote.id, now.toISOString(), lead.email)
    .run();
  if ((claimed.meta.changes ?? 0) === 0) return 'not_draft';
  const { subject, text } = quoteEmail(quote, lead.name, env.SITE_URL);
  const backToDraft = () =>
    env.DB.prepare(`UPDATE quotes SET state = 'draft', sent_at = NULL, sent_to = NULL WHERE id = ?1`).bind(quote.id).run();
  let outcome: 'sent' | 'held';
  try {
    outcome = await sendToCustomer(env, { to: lead.email, subject, text }, { kind: 'quote', now });
  } catch (error) {
    await backToDraft();
    throw error;
  }
  if (outcome === 'held') {
    await backToDraft();
    return 'held';
  }
  // Only a sent version replaces another (issue 44, fault 4): every other sent version still current points to it.
  await env.DB.prepare(`UPDATE quotes SET replaced_by = ?2 WHERE lead_id = ?1 AND id <> ?2 AND replaced_by IS NULL AND state <> 'draft'`)
    .bind(lead.id, quote.id)
    .run();
  await applyStatusChange(
    env.DB,
    lead.id,
    {
      status: 'quoted',
      amountCents: quote.total_cents,
      lostReason: null,
      note: `Quote ${quoteName(quote)} v${quote.version} sent, ${dollars(quote.total_cents)}`,
    },
    now,
  );
  return null;
}

/**
 * Emails the customer the signed PDF of an accepted `quote` (to the address
 * the link was sent to), in its language, through `sendToCustomer` (bounded,
 * issue 35); greets by the first name cut to letters and says what happens
 * next (src/quotes/next-steps.ts: who calls and when, the deposit, paid or how,
 * the cancel-by day; the deposit is payable online when both Stripe secrets are set).
 * @returns 'sent', 'held' by the bounds, or 'no_address'
 * @throws what D1 or the email binding throws
 */
export async function sendSignedCopy(
  env: CustomerEmailEnv & Partial<Pick<WorkerEnv, 'SITE_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>>,
  quote: Quote,
  pdf: Uint8Array,
  now: Date,
): Promise<'sent' | 'held' | 'no_address'> {
  if (!quote.sent_to) return 'no_address';
  const words = QUOTE_WORDS[quote.lang].signed;
  const first = firstName(quote.customer);
  const link = new URL(quotePath(quote), env.SITE_URL || business.siteUrl).href;
  const online = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  const text = words.body
    .join('\n')
    .replace('{hello}', QUOTE_WORDS[quote.lang].hello(first))
    .replace('{number}', quoteName(quote))
    .replace('{total}', dollars(quote.total_cents))
    .replace('{next}', signedCopyNext(quote, link, online, now).join('\n'));
  return sendToCustomer(
    env,
    {
      to: quote.sent_to,
      subject: words.subject(quoteName(quote)),
      text,
      attachments: [
        { disposition: 'attachment', filename: words.filename(quoteName(quote), quote.version), type: 'application/pdf', content: pdf },
      ],
    },
    { kind: 'quote_signed', now },
  );
}
