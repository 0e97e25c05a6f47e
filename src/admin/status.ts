import type { Lead } from '../leads/store';

/** How a lead stands for the contractor, with a tone for its badge. */
export interface LeadStatus {
  label: 'New' | 'Emailed' | 'Email failed' | 'Not emailed (hourly cap)' | 'Handled';
  tone: 'new' | 'ok' | 'alert' | 'done';
}

/**
 * A lead's status on the leads page and in the CSV:
 * Handled once marked; else Email failed (gave up after the last retry),
 * Not emailed (the hourly cap), Emailed, or New (its email is on its way).
 * A lead the database took late carries its own "Was not yet stored" mark
 * (`stored_late`), shown beside this status.
 */
export function leadStatus(lead: Pick<Lead, 'handled_at' | 'notify_status'>): LeadStatus {
  if (lead.handled_at) return { label: 'Handled', tone: 'done' };
  switch (lead.notify_status) {
    case 'failed':
      return { label: 'Email failed', tone: 'alert' };
    case 'capped':
      return { label: 'Not emailed (hourly cap)', tone: 'alert' };
    case 'sent':
      return { label: 'Emailed', tone: 'ok' };
    default:
      return { label: 'New', tone: 'new' };
  }
}
