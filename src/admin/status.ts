import type { Badge } from '../leads/stages';
import type { Lead } from '../leads/store';

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

/** Kept for the admin pages' imports (src/admin/pages/), which move to ../leads/stages after the other issue-36 changes merge. */
