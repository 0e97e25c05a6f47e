/**
 * One CSV field, RFC 4180, the rule of every CSV the admin gives (the leads, src/admin/csv.ts; the payments,
 * src/invoices/payments-csv.ts): every field in double quotes with inner quotes doubled; a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is prefixed with an apostrophe (OWASP, "CSV Injection"), so a
 * spreadsheet shows it as text and never runs it as a formula.
 */

/** A cell a spreadsheet could read as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised against formulas, quoted, quotes doubled; null is an empty field. */
export const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};
