import type { ReactNode } from 'react';
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { escapeInvisible } from '../../lib/display';
import type { Lead } from '../store';
import { cn } from '../../lib/cn';
import { formatDateTime, visitWindow, type WindowStyle } from '../../lib/dates';
import { leadSource, sourceInWords } from '../../admin/lead-source';

/** One answer: its label and the visitor's text (escaped by the caller), "(not given)" when empty. */
export function Answer({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children || <span className="text-slate-500">(not given)</span>}</dd>
    </div>
  );
}

/**
 * A lead's visit in words, Central time (`visitWindow`): "Thursday, December 3, 9:00 – 11:00 AM" (`long`) or
 * "Thu, Dec 3, 9:00 – 11:00 AM" (`short`, a row of the list); a visit stored without its end, its start alone
 * ("Dec 3, 2026, 9:00 AM"); '' without a visit. The one place the admin words a lead's visit.
 */
export function visitOf(lead: Pick<Lead, 'visit_start' | 'visit_end'>, style: Exclude<WindowStyle, 'time'> = 'long'): string {
  if (!lead.visit_start) return '';
  return lead.visit_end
    ? visitWindow(lead.visit_start, lead.visit_end, BUSINESS_TIME_ZONE, 'en-US', style)
    : formatDateTime(lead.visit_start, BUSINESS_TIME_ZONE);
}

/** Where the work is: the street address and the town, "310 Twin City Hwy, Nederland" ('' when neither was given). */
export const placeOf = (lead: Pick<Lead, 'address' | 'town'>) => [lead.address, lead.town].filter(Boolean).join(', ');

/**
 * A lead's answers as the admin shows them (issue 36: one component, one set of labels): the visit window (Central
 * time) when one is booked, the phone, the email, the service, the address, the project's words (kept multi-line),
 * and where the lead came from in words and field by field. What the visitor typed is shown with its invisible
 * characters written out (`escapeInvisible`).
 * @param readablePhone formats a stored E.164 number for reading
 */
export function LeadAnswers({ lead, readablePhone }: { lead: Lead; readablePhone: (e164: string) => string }) {
  const text = (value: string) => escapeInvisible(value);
  return (
    <dl className="mt-3 grid gap-3 rounded-xl border border-slate-300 bg-white p-4 sm:grid-cols-2 sm:p-6">
      {lead.visit_start && (
        <Answer label="Visit window" wide>
          {`${visitOf(lead)} (Central time)`}
        </Answer>
      )}
      <Answer label="Phone">{lead.phone ? readablePhone(lead.phone) : ''}</Answer>
      <Answer label="Email">{text(lead.email)}</Answer>
      <Answer label="Service">{text(lead.service)}</Answer>
      <Answer label="Address">{text(placeOf(lead))}</Answer>
      <Answer label={lead.form === 'contact' ? 'Project details' : 'Project description'} wide>
        {lead.message && <span className="whitespace-pre-wrap">{escapeInvisible(lead.message, { keepNewlines: true })}</span>}
      </Answer>
      <Answer label="Where it came from" wide>
        <span className="font-semibold">{sourceInWords(lead)}</span>
        <span className="mt-1 block text-sm text-slate-700">
          {leadSource(lead)
            .map(([label, value]) => `${label}: ${value}`)
            .join(' · ')}
        </span>
      </Answer>
    </dl>
  );
}
