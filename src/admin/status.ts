import { STATUS_LABELS } from '../leads/pipeline';
import type { Lead, PipelineStatus } from '../leads/store';

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
export const leadStatus = (lead: Pick<Lead, 'status'>): Badge => ({ label: STATUS_LABELS[lead.status], tone: TONE[lead.status] });

/**
 * What went wrong with the email that told the office of the lead, shown
 * beside its status while nobody has contacted it yet: Email failed (gave
 * up after the last retry) or Not emailed (the hourly cap); null otherwise.
 * A lead the database took late carries its own "Was not yet stored" mark
 * (`stored_late`).
 */
export function emailAlert(lead: Pick<Lead, 'status' | 'notify_status'>): Badge | null {
  if (lead.status !== 'new') return null;
  if (lead.notify_status === 'failed') return { label: 'Email failed', tone: 'alert' };
  if (lead.notify_status === 'capped') return { label: 'Not emailed (hourly cap)', tone: 'alert' };
  return null;
}

/** The email to the office in words, for the CSV: sent, pending, failed or capped. */
export const emailState = (lead: Pick<Lead, 'notify_status'>): string =>
  ({ sent: 'sent', pending: 'pending', failed: 'failed', capped: 'not sent (hourly cap)' })[lead.notify_status];
