/**
 * Invoices and the payments against them (issue 47 items 2, 3 without Stripe and 8): pure rules on whole US cents
 * (never a float) and Central days, so every one is tested with `now` fixed. The stored status is draft, sent or
 * void; "partly paid", "paid" and "overdue" are computed here from the payments counted and the day.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { PAYMENT_METHODS, type PaymentMethod } from '../content/invoices';
import { dollarsToCents } from '../lib/money';
import { dayIn } from '../lib/zoned-time';
import { dollars, lineCents, type QuoteLine, QUOTE_UNITS, type QuoteUnit } from '../quotes/model';

export { PAYMENT_METHODS, type PaymentMethod };

/** What an invoice's row says of it (`invoices.status`). */
export type InvoiceStatus = 'draft' | 'sent' | 'void';
/** Where an invoice stands, as shown: the status, or computed from its payments and the day. */
export type InvoiceState = 'draft' | 'sent' | 'partly paid' | 'paid' | 'void' | 'overdue';

/** An invoice's line: the quote's shape (description, quantity in hundredths, unit, unit price in cents). */
export type InvoiceLine = QuoteLine;

/** A payment as the rules read it: its cents, and when it failed after being recorded (an ACH return), else null. */
export interface CountedPayment {
  cents: number;
  failed_at: string | null;
}

/** An invoice's name from its number: 7 → "INV-7". */
export const invoiceName = (invoice: { number: number }): string => `INV-${invoice.number}`;

/** Reads "INV-7", "inv-7" or "7" as an invoice number, or null. */
export function invoiceNumberOf(typed: string): number | null {
  const match = /^(?:inv-?)?(\d{1,9})$/i.exec(typed.trim());
  return match ? Number(match[1]) : null;
}

/** The cents received on an invoice: every payment not failed. */
export const paidCents = (payments: readonly CountedPayment[]): number =>
  payments.reduce((sum, payment) => sum + (payment.failed_at ? 0 : payment.cents), 0);

/** What is still owed on an invoice of `totalCents`, never below 0. */
export const balanceCents = (totalCents: number, payments: readonly CountedPayment[]): number =>
  Math.max(0, totalCents - paidCents(payments));

/**
 * Where an invoice stands at `now`: void and draft as stored; else paid when the payments counted cover the total;
 * overdue when its due day (Central) has passed with a balance; partly paid with some payment; else sent.
 */
export function invoiceState(
  invoice: { status: InvoiceStatus; total_cents: number; due_on: string },
  payments: readonly CountedPayment[],
  now: Date,
): InvoiceState {
  if (invoice.status === 'void') return 'void';
  if (invoice.status === 'draft') return 'draft';
  const paid = paidCents(payments);
  if (paid >= invoice.total_cents) return 'paid';
  if (dayIn(BUSINESS_TIME_ZONE, now) > invoice.due_on) return 'overdue';
  return paid > 0 ? 'partly paid' : 'sent';
}

/** A payment recorded by hand, read. */
export interface HandPayment {
  cents: number;
  /** "YYYY-MM-DD", Central. */
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
}

/** The longest note of a payment. */
export const MAX_PAYMENT_NOTE = 500;

/** Whether `day` is a real calendar day "YYYY-MM-DD". */
const realDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * Reads a payment recorded by hand (issue 47 item 3 without Stripe, item 8) against an invoice: the amount in
 * dollars (at most two decimals: "1,250.50"; never 0 or negative; never over the balance), the day (not after
 * today in Central time; today when blank), the method (check, cash, transfer, card), an optional note (500
 * characters). A void invoice, or one paid in full, takes no payment.
 * @returns the payment, or one message per field (`amount`, `date`, `method`, `note`; `invoice` for the invoice itself)
 */
export function parseHandPayment(
  typed: { amount: string; date: string; method: string; note: string },
  invoice: { number: number; status: InvoiceStatus; total_cents: number },
  payments: readonly CountedPayment[],
  now: Date,
): { ok: true; payment: HandPayment } | { ok: false; errors: Record<string, string> } {
  const name = invoiceName(invoice);
  if (invoice.status === 'void') return { ok: false, errors: { invoice: `${name} is void: no payment can be recorded on it.` } };
  const balance = balanceCents(invoice.total_cents, payments);
  if (balance === 0) return { ok: false, errors: { invoice: `${name} is paid in full: nothing is owed on it.` } };
  const errors: Record<string, string> = {};
  const amountTyped = typed.amount.trim();
  let cents = 0;
  if (amountTyped.startsWith('-')) errors.amount = 'A payment cannot be negative.';
  else {
    const read = dollarsToCents(amountTyped);
    if ('error' in read) errors.amount = `${read.error} At most two decimals.`;
    else if (read.cents === 0) errors.amount = 'A payment must be more than $0.00.';
    else if (read.cents > balance) errors.amount = `${dollars(read.cents)} is more than the balance of ${name}, ${dollars(balance)}.`;
    else cents = read.cents;
  }
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const paidOn = typed.date.trim() || today;
  if (!realDay(paidOn)) errors.date = 'Enter the day it was paid as YYYY-MM-DD, like 2026-11-30.';
  else if (paidOn > today) errors.date = `The day it was paid cannot be after today, ${today}.`;
  else if (paidOn < '2000-01-01') errors.date = 'Enter the day it was paid as YYYY-MM-DD, like 2026-11-30.';
  const method = (PAYMENT_METHODS as readonly string[]).includes(typed.method.trim()) ? (typed.method.trim() as PaymentMethod) : null;
  if (!method) errors.method = 'Choose how it was paid: check, cash, transfer or card.';
  const note = typed.note.replaceAll(/\s+/g, ' ').trim();
  if (note.length > MAX_PAYMENT_NOTE) errors.note = `Keep the note under ${MAX_PAYMENT_NOTE} characters.`;
  if (Object.keys(errors).length > 0 || !method) return { ok: false, errors };
  return { ok: true, payment: { cents, paidOn, method, note: note || null } };
}

/**
 * Reads an invoice's line written by hand, "<description>|<quantity>|<unit>|<unit price usd>" parts as typed (extra
 * work the homeowner asked for): a description (1–200 characters), a quantity more than 0 with at most two
 * decimals, a unit of the quote's, a unit price in dollars, not negative, at most two decimals.
 * @returns the line and its cents, or a message
 */
export function parseInvoiceItem(parts: {
  description: string;
  quantity: string;
  unit: string;
  price: string;
}): { ok: true; line: InvoiceLine } | { ok: false; error: string } {
  const description = parts.description.replaceAll(/\s+/g, ' ').trim();
  if (!description || description.length > 200) return { ok: false, error: 'Describe the item in 1 to 200 characters.' };
  const quantity = parts.quantity.trim();
  if (quantity.startsWith('-')) return { ok: false, error: `The quantity of "${description}" cannot be negative.` };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(quantity)) return { ok: false, error: `The quantity of "${description}" is a number, like 1 or 12.5.` };
  const [whole = '0', fraction = ''] = quantity.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths === 0) return { ok: false, error: `The quantity of "${description}" must be more than 0.` };
  const unit = (QUOTE_UNITS as readonly string[]).includes(parts.unit.trim()) ? (parts.unit.trim() as QuoteUnit) : null;
  if (!unit) return { ok: false, error: `The unit of "${description}" is one of ${QUOTE_UNITS.join(', ')}.` };
  if (parts.price.trim().startsWith('-')) return { ok: false, error: `The price of "${description}" cannot be negative.` };
  const price = dollarsToCents(parts.price);
  if ('error' in price) return { ok: false, error: `The price of "${description}": ${price.error}` };
  const line = { description, quantityHundredths: hundredths, unit, unitCents: price.cents };
  if (lineCents(line) === 0) return { ok: false, error: `"${description}" comes to $0.00.` };
  return { ok: true, line };
}

/** The total of an invoice's lines, in cents (each line rounded half up, as a quote's). */
export const invoiceTotal = (lines: readonly InvoiceLine[]): number => lines.reduce((sum, line) => sum + lineCents(line), 0);
