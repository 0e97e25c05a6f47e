/**
 * The contractor's pipeline of a lead (issue 30): its status, the amounts
 * quoted and won, why it was lost, when to follow it up, and the history of
 * every change (table `lead_history`, migrations/0007_lead_pipeline.sql).
 * Read by /admin/leads and /admin/leads/<id>, written by the status form,
 * the "I called" / "I texted" buttons and `npm run leads -- status`, which all
 * go through `parseStatusChange` and `applyStatusChange`, so the page and the
 * command line hold the same rules.
 *
 * The rule of moves: any status may follow any other. The stages are the
 * usual order (new → contacted → visit booked → quoted → won → done), but a
 * contractor also corrects a slip (won back to quoted), reopens a lost lead,
 * and a lead can be lost from any stage, so no move is refused; every move is
 * kept in the history with its time. A change to the same status with a note
 * or a follow-up date is kept as a note.
 */
import * as z from 'zod/mini';
import { dollarsToCents } from '../lib/money';
import { LOST_REASON_LABELS, LOST_REASONS, PIPELINE_STATUSES, STATUS_LABELS, type LostReason, type PipelineStatus } from './stages';

/** The longest note kept, in characters. */
export const MAX_NOTE_LENGTH = 2000;

/** Which amount a status records: the quote for 'quoted', the job's price for 'won' and 'done'; none for the others. */
export const amountOf = (status: PipelineStatus): 'quoted' | 'won' | null =>
  status === 'quoted' ? 'quoted' : status === 'won' || status === 'done' ? 'won' : null;

/** A change of a lead's pipeline, validated. */
export interface StatusChange {
  status: PipelineStatus;
  /** US cents, for 'quoted' (the quote) or 'won'/'done' (the job's price); null: not given (the stored amount stays). */
  amountCents: number | null;
  /** Required with 'lost', null otherwise. */
  lostReason: LostReason | null;
  /** The contractor's words, trimmed; '' for none. */
  note: string;
  /** "YYYY-MM-DD", null to clear the follow-up, undefined to keep it (a command line without `--follow-up`). */
  followUpOn?: string | null;
  /** With 'visit_booked' from the form: the visit's day "YYYY-MM-DD" and its window's start "HH:MM" (America/Chicago); else null. */
  visit?: { day: string; time: string } | null;
}

/** The fields of the status form and the command line. */
export type StatusField = 'status' | 'amount' | 'reason' | 'visitDate' | 'note' | 'followUp';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A calendar date "YYYY-MM-DD" that exists (zod's ISO date: 2027-02-30 is refused). */
const isoDate = z.iso.date();

/**
 * Validates a status change as posted (strings; anything else counts as
 * empty): `status` one of `PIPELINE_STATUSES`; `amount` optional, in
 * dollars, read with Quoted, Won and Done and ignored with the others;
 * `reason` one of `LOST_REASONS`, required with 'lost' and ignored
 * otherwise; `visitDate` "YYYY-MM-DD" and `visitTime` "HH:MM", required with
 * 'visit_booked' when posted at all (the form), unless `keepVisit` is "1" and
 * both are empty; `note` at most 2,000 characters; `followUp` empty or a
 * real date "YYYY-MM-DD".
 * @returns the change, or one message per field that failed
 */
export function parseStatusChange(
  fields: Record<string, unknown>,
): { ok: true; change: StatusChange } | { ok: false; errors: Partial<Record<StatusField, string>> } {
  const errors: Partial<Record<StatusField, string>> = {};
  const status = text(fields.status).trim();
  if (!(PIPELINE_STATUSES as readonly string[]).includes(status))
    errors.status = `Choose a status: ${PIPELINE_STATUSES.map((s) => STATUS_LABELS[s]).join(', ')}.`;
  const known = errors.status ? null : (status as PipelineStatus);

  // The amount and the reason belong to some statuses only: the form hides them for the others, and what a hidden
  // field still holds (the quote, after choosing Lost) is ignored, never refused (issue 37 §7).
  let amountCents: number | null = null;
  const amount = text(fields.amount).trim();
  if (amount && (!known || amountOf(known))) {
    const read = dollarsToCents(amount);
    if ('error' in read) errors.amount = read.error;
    else amountCents = read.cents;
  }

  const reason = text(fields.reason).trim();
  let lostReason: LostReason | null = null;
  if (known === 'lost') {
    if ((LOST_REASONS as readonly string[]).includes(reason)) lostReason = reason as LostReason;
    else errors.reason = `Choose why it was lost: ${LOST_REASONS.map((r) => LOST_REASON_LABELS[r]).join(', ')}.`;
  }

  // A visit booked by hand: its day and arrival time (America/Chicago), with 'visit_booked' only; the form always
  // posts both fields, so when the form moves a lead to Visit booked it must give them (the command line, which
  // posts neither, need not).
  let visit: { day: string; time: string } | null = null;
  if (known === 'visit_booked' && (fields.visitDate !== undefined || fields.visitTime !== undefined)) {
    const day = text(fields.visitDate).trim();
    const time = text(fields.visitTime).trim();
    if (!day && !time && fields.keepVisit === '1') visit = null;
    else if (!isoDate.safeParse(day).success) errors.visitDate = 'Choose the day of the visit, like 2026-12-03.';
    else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.visitDate = 'Choose when the arrival window starts, like 10:00.';
    else visit = { day, time };
  }

  const note = text(fields.note).replaceAll('\r\n', '\n').trim();
  if (note.length > MAX_NOTE_LENGTH) errors.note = `Keep the note under ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters.`;

  const followUp = text(fields.followUp).trim();
  const keepFollowUp = fields.followUp === undefined;
  if (followUp && !isoDate.safeParse(followUp).success) errors.followUp = 'Enter a real date, like 2026-12-03.';

  if (Object.keys(errors).length > 0 || !known) return { ok: false, errors };
  return {
    ok: true,
    change: { status: known, amountCents, lostReason, note, visit, ...(keepFollowUp ? {} : { followUpOn: followUp || null }) },
  };
}

/**
 * Applies a validated change to lead `id` at `now`, in one D1 batch (one
 * transaction): the lead's status, `status_at` (when the status moved), its
 * first-contact time (the first move out of 'new'), the amount (quoted or
 * won), the lost reason (cleared by any other status), the follow-up day,
 * and one `lead_history` row ('status' for a move, 'note' otherwise).
 * @returns false when no lead has that id (nothing written)
 * @throws what D1 throws
 */
export async function applyStatusChange(db: D1Database, id: number, change: StatusChange, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const which = amountOf(change.status);
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET
           status_at = CASE WHEN status <> ?2 THEN ?3 ELSE status_at END,
           first_contact_at = CASE WHEN first_contact_at IS NULL AND ?2 <> 'new' THEN ?3 ELSE first_contact_at END,
           quoted_cents = CASE WHEN ?4 = 'quoted' AND ?5 IS NOT NULL THEN ?5 ELSE quoted_cents END,
           won_cents = CASE WHEN ?4 = 'won' AND ?5 IS NOT NULL THEN ?5 ELSE won_cents END,
           lost_reason = ?6,
           follow_up_on = CASE WHEN ?8 = 1 THEN ?7 ELSE follow_up_on END,
           status = ?2
         WHERE id = ?1`,
      )
      .bind(
        id,
        change.status,
        at,
        which,
        change.amountCents,
        change.lostReason,
        change.followUpOn ?? null,
        change.followUpOn === undefined ? 0 : 1,
      ),
    // The statements of a batch run in order: this row sees the lead as updated, a move when status_at is now.
    db
      .prepare(
        `INSERT INTO lead_history (lead_id, at, kind, status, amount_cents, lost_reason, note, follow_up_on)
         SELECT id, ?2, CASE WHEN status_at = ?2 THEN 'status' ELSE 'note' END, status, ?3, ?4, NULLIF(?5, ''), ?6
         FROM leads WHERE id = ?1`,
      )
      .bind(id, at, change.amountCents, change.lostReason, change.note, change.followUpOn ?? null),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/**
 * Logs a call or a text to lead `id` at `now` (the "I called" / "I texted"
 * buttons): a history row, the first-contact time if none yet, and a lead
 * still 'new' moves to 'contacted'. One batch.
 * @returns false when no lead has that id
 */
export async function logContact(db: D1Database, id: number, kind: 'call' | 'text', now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET
           first_contact_at = COALESCE(first_contact_at, ?2),
           status_at = CASE WHEN status = 'new' THEN ?2 ELSE status_at END,
           status = CASE WHEN status = 'new' THEN 'contacted' ELSE status END
         WHERE id = ?1`,
      )
      .bind(id, at),
    db
      .prepare(`INSERT INTO lead_history (lead_id, at, kind, status) SELECT id, ?2, ?3, status FROM leads WHERE id = ?1`)
      .bind(id, at, kind),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/** One row of a lead's history. */
export interface HistoryEntry {
  id: number;
  at: string;
  kind: 'status' | 'call' | 'text' | 'note';
  status: PipelineStatus | null;
  amount_cents: number | null;
  lost_reason: LostReason | null;
  note: string | null;
  follow_up_on: string | null;
}

/** The history of lead `id`, newest first (at most 200 rows). */
export async function leadHistory(db: D1Database, id: number): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      'SELECT id, at, kind, status, amount_cents, lost_reason, note, follow_up_on FROM lead_history WHERE lead_id = ?1 ORDER BY id DESC LIMIT 200',
    )
    .bind(id)
    .all<HistoryEntry>();
  return results;
}

/** How many leads stand at each status (every status present, 0 when none), one GROUP BY. */
export async function statusCounts(db: D1Database): Promise<Record<PipelineStatus, number>> {
  const { results } = await db
    .prepare('SELECT status, COUNT(*) AS n FROM leads GROUP BY status')
    .all<{ status: PipelineStatus; n: number }>();
  const counts = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, 0])) as Record<PipelineStatus, number>;
  for (const row of results) counts[row.status] = row.n;
  return counts;
}
