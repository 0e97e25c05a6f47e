/**
 * A written quote (issue 38): its lines, totals in whole US cents (never a
 * float), the optional tax line and deposit, its validity, and the form that
 * writes it, read the same way by the admin page and the command line.
 * Amounts: integers of cents; quantities: integers of hundredths (12.5 cubic
 * yards = 1250), so every product is exact (BigInt) and rounded half up once
 * per line.
 */
import { sha256 } from 'hono/utils/crypto';
import { QUOTE_UNITS, QUOTE_VALID_DAYS, type QuoteUnit } from '../content/quotes';
import type { Locale } from '../i18n';
import { dollarsToCents, MAX_AMOUNT_CENTS } from '../lib/money';
import { STORED_TAX_LABEL } from './units';
import { DEFAULT_SCHEDULE_VALUES, type ScheduledPayment, type ScheduleValues, scheduleOfForm } from './schedule';

export { QUOTE_UNITS, type QuoteUnit };

/** The most lines a quote holds. */
export const MAX_LINES = 50;
/**
 * The most lines a posted form is read with (issue 45): a refused form comes back with every line typed, so 60
 * lines come back as 60, while what one post can make the Worker read stays bounded (the route's 96 KiB body holds
 * about 2,700 empty lines at most).
 */
export const MAX_FORM_LINES = 1000;
/** The largest total, in US cents: $10,000,000 (the pipeline's own cap). */
export const MAX_TOTAL_CENTS = MAX_AMOUNT_CENTS;
/** The longest description of a line, and of the terms, in characters. */
export const MAX_DESCRIPTION = 200;
export const MAX_TERMS = 4000;
/** The longest validity, in days. */
export const MAX_VALID_DAYS = 365;

/** One line of a quote. */
export interface QuoteLine {
  description: string;
  /** Hundredths of the unit (1 sq ft = 100). */
  quantityHundredths: number;
  unit: QuoteUnit;
  /** US cents per unit. */
  unitCents: number;
}

/** The deposit asked: none, a whole percent of the total (1–100), or an amount in cents. */
export type Deposit = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number };

/** What the contractor writes; everything else is derived. */
export interface QuoteDraft {
  lines: QuoteLine[];
  /** An optional tax line (label and cents); null for none (the default: Texas taxes a repair's materials, in the price). */
  tax: { label: string; cents: number } | null;
  deposit: Deposit;
  validDays: number;
  terms: string;
  /** The payment schedule (issue 47): the deposit on acceptance, then the milestones; sums to the total. */
  schedule: ScheduledPayment[];
}

/** The totals of a draft, in cents. */
export interface QuoteTotals {
  lineCents: number[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
}

/** A line's amount in cents: quantity × unit price, rounded half up to the cent, exact (BigInt). */
export const lineCents = (line: Pick<QuoteLine, 'quantityHundredths' | 'unitCents'>): number =>
  Number((BigInt(line.quantityHundredths) * BigInt(line.unitCents) + 50n) / 100n);

/** The totals of `draft`: each line, the subtotal, the tax, the total and the deposit (percent rounded half up). */
export function totalsOf(draft: Pick<QuoteDraft, 'lines' | 'tax' | 'deposit'>): QuoteTotals {
  const lines = draft.lines.map(lineCents);
  const subtotalCents = lines.reduce((sum, cents) => sum + cents, 0);
  const taxCents = draft.tax?.cents ?? 0;
  const totalCents = subtotalCents + taxCents;
  const depositCents =
    draft.deposit.kind === 'percent'
      ? Number((BigInt(totalCents) * BigInt(draft.deposit.percent) + 50n) / 100n)
      : draft.deposit.kind === 'amount'
        ? draft.deposit.cents
        : 0;
  return { lineCents: lines, subtotalCents, taxCents, totalCents, depositCents };
}

/** US cents with the cents always shown: 520000 → "$5,200.00" (the history note, the quote itself). */
export const dollars = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/** A quantity in hundredths for reading: 1250 → "12.5", 100 → "1". */
export const quantityText = (hundredths: number): string =>
  (hundredths / 100).toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false });

/** A quote's name from its number: 12 → "Q-12" (the page, the PDF, the emails, the history notes). */
export const quoteName = (quote: { number: number }): string => `Q-${quote.number}`;

/** The form's fields as typed (strings), one entry per line: what a refused form is sent back with. */
export interface QuoteFormValues {
  lines: { description: string; quantity: string; unit: string; price: string }[];
  taxLabel: string;
  tax: string;
  depositKind: string;
  deposit: string;
  validDays: string;
  terms: string;
  /** The payment schedule's fields after the deposit (issue 47); absent: the business default. */
  schedule?: ScheduleValues;
}

/** Where a message stands: `line-<i>-<field>` beside a line's field, or a whole-quote field. */
export type QuoteErrors = Record<string, string>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : value === undefined ? [] : [text(value)]);

/**
 * The form's values from a parsed body (Hono's `parseBody({ all: true })`:
 * a repeated name gives an array): the lines in order from the repeated
 * `description`, `quantity`, `unit`, `price` fields, then the quote's own.
 * Every line typed comes back, up to `MAX_FORM_LINES` (a refused 60-line form is shown again with its 60 lines and
 * the message that 50 is the most; issue 45); lines past that bound are not read.
 */
export function formValuesOf(body: Record<string, unknown>): QuoteFormValues {
  const descriptions = list(body.description);
  const quantities = list(body.quantity);
  const units = list(body.unit);
  const prices = list(body.price);
  const count = Math.min(MAX_FORM_LINES, Math.max(descriptions.length, quantities.length, units.length, prices.length));
  const lines = Array.from({ length: count }, (_, i) => ({
    description: descriptions[i] ?? '',
    quantity: quantities[i] ?? '',
    unit: units[i] ?? '',
    price: prices[i] ?? '',
  }));
  return {
    lines,
    taxLabel: text(body.taxLabel),
    tax: text(body.tax),
    depositKind: text(body.depositKind) || 'none',
    deposit: text(body.deposit),
    validDays: text(body.validDays) || String(QUOTE_VALID_DAYS),
    terms: text(body.terms),
    schedule:
      'schedulePour' in body || 'scheduleCompletion' in body || 'scheduleRetainage' in body
        ? { pour: text(body.schedulePour), completion: text(body.scheduleCompletion), retainage: text(body.scheduleRetainage) }
        : DEFAULT_SCHEDULE_VALUES,
  };
}

/**
 * Whether a line of the form was left wholly empty: no description, quantity
 * or price but white space (the unit is not looked at: its select always holds one). Such lines
 * are skipped, not refused: by `parseQuoteForm`, the preview and confirm
 * pages' lines (src/admin/pages/quote-confirm.tsx), and a suggestion taken
 * (src/admin/quote-routes.tsx), which drops them before adding its line.
 */
export const blankLine = (line: QuoteFormValues['lines'][number]): boolean =>
  !line.description.trim() && !line.quantity.trim() && !line.price.trim();

/** Reads a quantity as typed: a positive number with at most two decimals, at most 1,000,000. */
function quantityOf(typed: string): { hundredths: number } | { error: string } {
  const plain = typed.trim().replaceAll(',', '');
  if (plain.startsWith('-')) return { error: 'The quantity cannot be negative.' };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return { error: 'Enter a quantity, like 600 or 12.5.' };
  const [whole = '0', fraction = ''] = plain.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths === 0) return { error: 'The quantity must be more than 0.' };
  if (hundredths > 100_000_000) return { error: 'The quantity can be at most 1,000,000.' };
  return { hundredths };
}

/**
 * Validates the form: every non-blank line needs a description (at most 200
 * characters), a quantity, a unit of `QUOTE_UNITS` and a unit price in
 * dollars (not negative); at least one line and at most 50; the tax line
 * optional (amount in dollars, label defaulting to "Sales tax"); the deposit
 * a whole percent 1–100 or an amount no larger than the total; valid 1–365
 * days; terms at most 4,000 characters; the total at most $10,000,000.
 * @returns the draft, or one message per field (`line-<i>-<field>` for a line, else the field's name; `lines` for the whole list)
 */
export function parseQuoteForm(values: QuoteFormValues): { ok: true; draft: QuoteDraft } | { ok: false; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const lines: QuoteLine[] = [];
  const filled = values.lines.map((line, index) => ({ line, index })).filter(({ line }) => !blankLine(line));
  if (filled.length === 0) errors.lines = 'Add at least one line: a description, a quantity, a unit and a price.';
  if (filled.length > MAX_LINES) errors.lines = `A quote holds at most ${MAX_LINES} lines. Remove ${filled.length - MAX_LINES}.`;
  for (const { line, index } of filled.slice(0, MAX_LINES)) {
    const description = line.description.replaceAll(/\s+/g, ' ').trim();
    if (!description) errors[`line-${index}-description`] = 'Describe the work of this line.';
    else if (description.length > MAX_DESCRIPTION) errors[`line-${index}-description`] = `Keep it under ${MAX_DESCRIPTION} characters.`;
    const quantity = quantityOf(line.quantity);
    if ('error' in quantity) errors[`line-${index}-quantity`] = quantity.error;
    const unit = (QUOTE_UNITS as readonly string[]).includes(line.unit) ? (line.unit as QuoteUnit) : null;
    if (!unit) errors[`line-${index}-unit`] = 'Choose a unit.';
    const price = line.price.trim() ? dollarsToCents(line.price) : { error: 'Enter the unit price in dollars, like 12.50.' };
    if ('error' in price) errors[`line-${index}-price`] = price.error;
    if (!('error' in quantity) && unit && !('error' in price))
      lines.push({ description, quantityHundredths: quantity.hundredths, unit, unitCents: price.cents });
  }

  let tax: QuoteDraft['tax'] = null;
  if (values.tax.trim()) {
    const read = dollarsToCents(values.tax);
    if ('error' in read) errors.tax = read.error;
    else if (read.cents > 0)
      tax = { label: values.taxLabel.replaceAll(/\s+/g, ' ').trim().slice(0, 60) || STORED_TAX_LABEL, cents: read.cents };
  }

  let deposit: Deposit = { kind: 'none' };
  const depositTyped = values.deposit.trim();
  if (values.depositKind === 'percent') {
    if (!/^\d{1,3}$/.test(depositTyped) || Number(depositTyped) < 1 || Number(depositTyped) > 100)
      errors.deposit = 'Enter a whole percent from 1 to 100, like 30.';
    else deposit = { kind: 'percent', percent: Number(depositTyped) };
  } else if (values.depositKind === 'amount') {
    const read = dollarsToCents(depositTyped);
    if ('error' in read) errors.deposit = read.error;
    else if (read.cents === 0) errors.deposit = 'Enter the deposit in dollars, or choose no deposit.';
    else deposit = { kind: 'amount', cents: read.cents };
  } else if (values.depositKind !== 'none') errors.deposit = 'Choose no deposit, a percent or an amount.';

  const validTyped = values.validDays.trim();
  const validDays = Number(validTyped);
  if (!/^\d{1,3}$/.test(validTyped) || validDays < 1 || validDays > MAX_VALID_DAYS)
    errors.validDays = `Enter the days the quote stays valid, from 1 to ${MAX_VALID_DAYS}.`;

  const terms = values.terms.replaceAll('\r\n', '\n').trim();
  if (terms.length > MAX_TERMS) errors.terms = `Keep the terms under ${MAX_TERMS.toLocaleString('en-US')} characters.`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const totals = totalsOf({ lines, tax, deposit });
  if (totals.totalCents > MAX_TOTAL_CENTS)
    return { ok: false, errors: { lines: `The total, ${dollars(totals.totalCents)}, is over the $10,000,000 a quote can be.` } };
  if (totals.depositCents > totals.totalCents)
    return { ok: false, errors: { deposit: `The deposit cannot be more than the total, ${dollars(totals.totalCents)}.` } };
  // The schedule (issue 47): the deposit is its payment on acceptance, at the deposit's own cents.
  // Without schedule fields (the command line), the business default; when the deposit leaves it no room, the rest on
  // completion (nothing more when the deposit is the whole total).
  const schedule = values.schedule
    ? scheduleOfForm(deposit, totals.depositCents, values.schedule, totals.totalCents)
    : ([DEFAULT_SCHEDULE_VALUES, { pour: '', completion: '', retainage: '' }]
        .map((fallback) => scheduleOfForm(deposit, totals.depositCents, fallback, totals.totalCents))
        .find((split) => split.ok) ?? scheduleOfForm(deposit, totals.depositCents, DEFAULT_SCHEDULE_VALUES, totals.totalCents));
  if (!schedule.ok) return { ok: false, errors: schedule.errors };
  return { ok: true, draft: { lines, tax, deposit, validDays, terms, schedule: schedule.payments } };
}

/** A 128-bit random token, 32 hex digits: the customer's page address. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the customer agrees to: the content the hash covers, in a fixed order of keys. */
export interface CanonicalQuote {
  number: number;
  version: number;
  leadId: number;
  customer: string;
  address: string;
  lang: Locale;
  lines: QuoteLine[];
  tax: QuoteDraft['tax'];
  subtotalCents: number;
  totalCents: number;
  depositCents: number;
  validUntil: string;
  terms: string;
  /** The payment schedule (issue 47); absent or null for a quote written before it (its hash unchanged). */
  schedule?: readonly ScheduledPayment[] | null;
}

/**
 * The canonical content of a quote as one JSON text: keys in the order of
 * `CanonicalQuote`, each line's keys in the order of `QuoteLine`, each payment's as
 * { milestone, share, cents, afterDays }, no spaces. A quote without a schedule has no `schedule` key, so the hashes
 * of quotes written before issue 47 are unchanged.
 */
export function canonicalText(quote: CanonicalQuote): string {
  return JSON.stringify({
    number: quote.number,
    version: quote.version,
    leadId: quote.leadId,
    customer: quote.customer,
    address: quote.address,
    lang: quote.lang,
    lines: quote.lines.map((line) => ({
      description: line.description,
      quantityHundredths: line.quantityHundredths,
      unit: line.unit,
      unitCents: line.unitCents,
    })),
    tax: quote.tax ? { label: quote.tax.label, cents: quote.tax.cents } : null,
    subtotalCents: quote.subtotalCents,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    validUntil: quote.validUntil,
    terms: quote.terms,
    ...(quote.schedule
      ? {
          schedule: quote.schedule.map((payment) => ({
            milestone: payment.milestone,
            share:
              payment.share.kind === 'percent'
                ? { kind: 'percent', percent: payment.share.percent }
                : payment.share.kind === 'amount'
                  ? { kind: 'amount', cents: payment.share.cents }
                  : { kind: 'rest' },
            cents: payment.cents,
            afterDays: payment.afterDays ?? null,
          })),
        }
      : {}),
  });
}

/** The SHA-256 of the canonical content, 64 hex digits (what an acceptance records). */
export async function contentHash(quote: CanonicalQuote): Promise<string> {
  return (await sha256(canonicalText(quote))) ?? '';
}
