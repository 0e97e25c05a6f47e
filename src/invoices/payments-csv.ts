/**
 * The payments as CSV for the bookkeeper (issue 47 item 5): RFC 4180 with the leads CSV's rules (the same
 * `csvField`, src/lib/csv.ts: every field quoted, a cell that could run as a formula prefixed with an apostrophe). One row per
 * payment of the period, failed and processing ones marked so, and the deposits paid online on a quote.
 */
import { csvField } from '../lib/csv';
import { escapeInvisible } from '../lib/display';
import { MONEY_WORDS } from '../content/money';
import type { PaymentLine } from './money';

/** Whole US cents as a plain figure a spreadsheet reads as a number, two decimals, integer arithmetic: 123456 → "1234.56". */
export function centsCell(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The CSV text of `payments`, header first, each line ending in CRLF: net is gross less the fee when known. */
export function paymentsCsv(payments: readonly PaymentLine[]): string {
  const words = MONEY_WORDS.csv;
  const rows = payments.map((payment) => [
    payment.day,
    payment.document,
    escapeInvisible(payment.customer),
    words.method(payment.method, payment.source),
    centsCell(payment.cents),
    payment.fee_cents === null ? null : centsCell(payment.fee_cents),
    centsCell(payment.cents - (payment.fee_cents ?? 0)),
    payment.status,
  ]);
  return [words.header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
