/**
 * A booking changed by the homeowner after it was made (issue 35 §6, issue
 * 37 §6): moved, cancelled, or booked again after a cancel. The lead follows
 * (its window, its status, a history note in Central-time words), the
 * contractor gets the same alerts as for a new booking (Web Push and an
 * email, with the old and new windows in words) and the customer the
 * booking's confirmation of the change (bounded like every customer email).
 *
 * How often: a cancel is told once (a second cancel changes nothing); moves
 * are told at most once per booking per 15 minutes, the last move winning
 * (the calendar's `reschedule` and alarm decide, src/booking/calendar.ts);
 * the window columns of the lead follow every move at once. Never throws:
 * each part's failure is logged (`booking_change_failed`) and the others go on.
 */
import { business } from '../content/business';
import { formatDateTime } from '../lib/dates';
import { logFailure } from '../lib/log';
import { oneLine } from '../lib/display';
import type { Booking } from './model';

/** What changed: a move (from the window last told, an ISO instant), a cancel, or a booking again after a cancel. */
export type BookingChange = { kind: 'moved'; from: string } | { kind: 'cancelled' } | { kind: 'rebooked' };

/** A window in the contractor's words, Central time: "Dec 3, 2026, 9:00 AM". */
const when = (iso: string) => formatDateTime(iso, business.timeZone);

/** The lead's history note of a change, in Central-time words (never an ISO instant). */
export function changeNote(booking: Pick<Booking, 'start'>, change: BookingChange): string {
  if (change.kind === 'moved')
    return `Visit moved online by the customer from ${when(change.from)} to ${when(booking.start)} (Central time).`;
  if (change.kind === 'cancelled') return 'Visit cancelled online by the customer.';
  return `Visit booked again online by the customer for ${when(booking.start)} (Central time).`;
}

/** The contractor's alert title of a change. */
const TITLE = { moved: 'Visit moved', cancelled: 'Visit cancelled', rebooked: 'Visit booked again' } as const;

/**
 * Sets the lead's window to the booking's (every move, at once), or clears it for a cancel; no history note.
 * @returns the lead's id, or null when no lead holds the booking's key
 * @throws what D1 throws
 */
export async function followOnLead(env: Pick<Env, 'DB'>, booking: Booking): Promise<number | null> {
  const live = booking.status === 'booked';
  const row = await env.DB.prepare('UPDATE leads SET visit_start = ?2, visit_end = ?3 WHERE idempotency_key = ?1 RETURNING id')
    .bind(booking.leadKey, live ? booking.start : null, live ? booking.end : null)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * Tells the lead, the contractor and the customer of `change` to `booking` at `now` (see the module's doc).
 * A cancel sets the lead to 'visit_cancelled', a booking again to 'visit_booked' (each a status change in
 * the history), a move adds a note.
 */
export async function tellOfChange(env: Env, booking: Booking, change: BookingChange, now: Date): Promise<void> {
  let leadId: number | null = null;
  try {
    leadId = await followOnLead(env, booking);
    if (leadId !== null) {
      const status = change.kind === 'cancelled' ? 'visit_cancelled' : change.kind === 'rebooked' ? 'visit_booked' : null;
      const note = changeNote(booking, change);
      await env.DB.batch([
        ...(status
          ? [env.DB.prepare('UPDATE leads SET status = ?2, status_at = ?3 WHERE id = ?1').bind(leadId, status, now.toISOString())]
          : []),
        env.DB.prepare('INSERT INTO lead_history (lead_id, at, kind, status, note) VALUES (?1, ?2, ?3, ?4, ?5)').bind(
          leadId,
          now.toISOString(),
          status ? 'status' : 'note',
          status,
          note,
        ),
      ]);
    }
  } catch (error) {
    logFailure('booking_change_failed', error, { part: 'lead', change: change.kind });
  }
  const windows =
    change.kind === 'moved'
      ? `${when(booking.start)} (was ${when(change.from)})`
      : change.kind === 'cancelled'
        ? `was ${when(booking.start)}`
        : when(booking.start);
  const who = oneLine(booking.name, 40);
  try {
    const { pushToAll, shortName } = await import('../push/send');
    await pushToAll(env, {
      title: TITLE[change.kind],
      body: [shortName(booking.name), booking.town, windows].filter(Boolean).join(', '),
      url: leadId === null ? '/admin/calendar' : `/admin/leads/${leadId}`,
      tag: leadId === null ? `booking-${booking.leadKey.slice(0, 16)}` : `lead-${leadId}`,
    });
  } catch (error) {
    logFailure('booking_change_failed', error, { part: 'push', change: change.kind });
  }
  try {
    await env.EMAIL.send({
      from: { name: `${business.name} website`, email: env.LEADS_FROM },
      to: business.email,
      subject: `${TITLE[change.kind]}: ${who}${leadId === null ? '' : ` (#${leadId})`}`,
      text: [
        `${changeNote(booking, change)}`,
        '',
        `Customer: ${who}`,
        `Town: ${booking.town}`,
        change.kind === 'cancelled'
          ? `The window is free again: ${when(booking.start)}.`
          : `Window now: ${when(booking.start)} (Central time).`,
        '',
        leadId === null
          ? `Calendar: ${new URL('/admin/calendar', env.SITE_URL).href}`
          : `Lead: ${new URL(`/admin/leads/${leadId}`, env.SITE_URL).href}`,
      ].join('\n'),
    });
  } catch (error) {
    logFailure('booking_change_failed', error, { part: 'email', change: change.kind });
  }
  try {
    const { sendBookingConfirmation } = await import('./emails');
    await sendBookingConfirmation(env, booking, change.kind === 'rebooked' ? 'booked' : change.kind, now);
  } catch (error) {
    logFailure('booking_change_failed', error, { part: 'customer_email', change: change.kind });
  }
}
