/**
 * The leads as CSV for a spreadsheet, RFC 4180: a header
 * row, CRLF between records, every field in double quotes with inner quotes
 * doubled. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is prefixed with an apostrophe (OWASP, "CSV Injection"), so a
 * spreadsheet shows it as text and never runs it as a formula.
 */
import { escapeInvisible } from '../lib/display';
import type { Lead } from '../leads/store';
import { leadSource, SOURCE_LABELS } from './lead-source';
import { LOST_REASON_LABELS, leadStatus } from '../leads/stages';
import { emailState } from './status';

import { csvField } from '../lib/csv';

/** One field: neutralised against formulas, quoted, quotes doubled (src/lib/csv.ts, shared with the payments CSV). */
export { csvField };

const HEADER = [
  'id',
  'received (UTC)',
  'form',
  'language',
  'name',
  'phone',
  'email',
  'service',
  'address',
  'message',
  'town',
  'status',
  'status changed (UTC)',
  'first contact (UTC)',
  'quoted (USD)',
  'won (USD)',
  'lost reason',
  'follow-up',
  'email to the office',
  'email attempts',
  'last email error',
  'photos',
  ...SOURCE_LABELS,
];

/** US cents as a plain dollar figure a spreadsheet reads as a number ("4850.00"), empty for none. */
const dollarsCell = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/** The CSV text of `leads`, header first, each line ending in CRLF. */
export function leadsCsv(leads: readonly (Lead & { photo_count?: number })[]): string {
  const rows = leads.map((lead) => [
    lead.id,
    lead.created_at,
    lead.form,
    lead.lang,
    escapeInvisible(lead.name),
    lead.phone,
    escapeInvisible(lead.email),
    escapeInvisible(lead.service),
    escapeInvisible(lead.address),
    escapeInvisible(lead.message, { keepNewlines: true }),
    escapeInvisible(lead.town),
    leadStatus(lead).label,
    lead.status_at,
    lead.first_contact_at,
    dollarsCell(lead.quoted_cents),
    dollarsCell(lead.won_cents),
    lead.lost_reason ? LOST_REASON_LABELS[lead.lost_reason] : null,
    lead.follow_up_on,
    emailState(lead),
    lead.notify_attempts,
    lead.last_error,
    lead.photo_count ?? 0,
    ...leadSource(lead).map(([, text]) => text),
  ]);
  return [HEADER, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
