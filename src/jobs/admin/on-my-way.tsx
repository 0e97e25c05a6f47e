/**
 * "On my way" (issue 46 item 4) for the contractor: the one-tap button on the lead's page on a work day's date
 * (Central), a plain form posting to /admin/leads/<id>/job/on-my-way (the admin's CSRF check, no JavaScript), and
 * the line its answer shows: sent, not sent (and why), or "already sent today at 7:42 a.m." for a second tap.
 */
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { cn } from '../../lib/cn';
import { formatter, dayIn } from '../../lib/zoned-time';
import { actionClass } from '../../admin/styles';
import type { OnMyWayAnswer } from '../messages';
import type { Job } from '../store';

/** A time of day in Central time, "7:42 a.m.". */
export const clockWords = (iso: string): string =>
  formatter('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s*AM$/, ' a.m.')
    .replace(/\s*PM$/, ' p.m.');

/** What the contractor reads after a tap. */
export function onMyWayLine(answer: OnMyWayAnswer): string {
  if ('notToday' in answer) return 'No work day of this job is today: "On my way" was not sent.';
  if ('already' in answer)
    return `"On my way" was already ${answer.outcome === 'sent' ? 'sent' : 'tried'} today at ${clockWords(answer.already)}: not sent again.`;
  switch (answer.outcome) {
    case 'sent':
      return '"On my way" sent to the customer.';
    case 'no_address':
      return 'The customer gave no email address: call or text them.';
    case 'held':
      return "Not sent: the customer's email limit for today is reached. Call or text them.";
    default:
      return '"On my way" could not be sent yet; it is tried again for an hour.';
  }
}

/** Whether `job` has a work day not done on the Central day of `now`. */
export const isWorkDay = (job: Job | null, now: Date): boolean => {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  return job?.days.some((day) => day.local_date === today && day.done_at === null) ?? false;
};

/** The button, shown only on a work day's date (Central) of lead `leadId`'s job. */
export function OnMyWayButton({ leadId, job, now }: { leadId: number; job: Job | null; now: Date }) {
  if (!isWorkDay(job, now)) return null;
  return (
    <form method="post" action={`/admin/leads/${leadId}/job/on-my-way`} className="mt-3">
      <button type="submit" className={cn(actionClass, 'w-full sm:w-auto')}>
        On my way: tell the customer
      </button>
    </form>
  );
}
