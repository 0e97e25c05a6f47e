/**
 * The pipeline's stages in one place (issue 30, issue 36): the statuses a
 * lead moves through and why one is lost (the CHECKs of
 * migrations/0007_lead_pipeline.sql), their words as the pages, the CSV and
 * the history show them, their badge tones, and the forward path (the next
 * stage, the stages the leads page sums). Imports nothing: the store, the
 * status form's rules (`pipeline.ts`) and the admin pages read it.
 */

/** The pipeline's stages, in order, then 'lost' (issue 30; the `status` CHECK of migrations/0007_lead_pipeline.sql). */
export const PIPELINE_STATUSES = ['new', 'contacted', 'visit_booked', 'visit_cancelled', 'quoted', 'won', 'done', 'lost'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** Why a lead was lost: price, timing, chose another contractor, no answer, not a fit (the `lost_reason` CHECK). */
export const LOST_REASONS = ['price', 'timing', 'other_contractor', 'no_answer', 'not_a_fit'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The statuses in words, as the pages, the CSV and the history show them. */
export const STATUS_LABELS: Record<PipelineStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_booked: 'Visit booked',
  visit_cancelled: 'Visit cancelled',
  quoted: 'Quoted',
  won: 'Won',
  done: 'Done',
  lost: 'Lost',
};

/** Why a lead was lost, in words. */
export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  other_contractor: 'Chose another contractor',
  no_answer: 'No answer',
  not_a_fit: 'Not a fit',
};

/** A badge's text and tone. */
export interface Badge {
  label: string;
  tone: 'new' | 'ok' | 'alert' | 'done';
}

/** The tone of each pipeline status: new ones stand out, the lost and finished fade. */
const TONE: Record<PipelineStatus, Badge['tone']> = {
  new: 'new',
  contacted: 'ok',
  visit_booked: 'ok',
  // Cancelled online by the customer (src/booking/changes.ts): worth a call back.
  visit_cancelled: 'alert',
  quoted: 'ok',
  won: 'ok',
  done: 'done',
  lost: 'done',
};

/** Where a lead's sale stands (issue 30): its pipeline status as a badge. */
export const leadStatus = (lead: { status: PipelineStatus }): Badge => ({ label: STATUS_LABELS[lead.status], tone: TONE[lead.status] });

/** Statuses off the sale's forward path: no "next stage" leads into them, and none follows Lost. */
const OFF_PATH: ReadonlySet<string> = new Set(['lost', 'visit_cancelled']);

/**
 * The stage after `status` on the forward path (the order of `PIPELINE_STATUSES`, Lost and a cancelled visit
 * aside): new → contacted → visit booked → quoted → won → done; null after Done and for Lost. A status off the
 * path other than Lost (a cancelled visit) leads back to the stage just before it (Visit booked: book again). A
 * status added to `PIPELINE_STATUSES` slots in by its place there.
 */
export function nextStage(status: PipelineStatus): PipelineStatus | null {
  if (status === 'lost') return null;
  const forward = PIPELINE_STATUSES.filter((s) => !OFF_PATH.has(s));
  const at = PIPELINE_STATUSES.indexOf(status);
  if (OFF_PATH.has(status)) return forward.filter((s) => PIPELINE_STATUSES.indexOf(s) < at).at(-1) ?? null;
  return forward.find((s) => PIPELINE_STATUSES.indexOf(s) > at) ?? null;
}

/** The stages the leads page sums at its top (issue 37 §7): every status on the forward path before Done (New … Won). */
export const PIPELINE_STAGES: readonly PipelineStatus[] = PIPELINE_STATUSES.filter(
  (s) => !OFF_PATH.has(s) && PIPELINE_STATUSES.indexOf(s) < PIPELINE_STATUSES.indexOf('done'),
);
