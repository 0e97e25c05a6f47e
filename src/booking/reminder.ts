/**
 * The visitor's emails of a booking (issue 29 §6, §7): the confirmation,
 * sent after the answer to the booking post, and the day-before reminder,
 * sent by the calendar's alarm (src/booking/calendar.ts), each to the
 * visitor's email in the booking's language: the window in America/Chicago (Intl), the address and
 * the booking's own page. booking-admin's src/booking/emails.ts (the
 * confirmation and reminder with the .ics attached) replaces this text when
 * merged; the alarm's once-only bookkeeping stays in the calendar.
 */
import { business } from '../content/business';
import { BUSINESS_TIME_ZONE, type Booking } from './model';

/** "Thursday, December 3, 9:00 AM – 11:00 AM" in the booking's language and America/Chicago. */
export function windowText(booking: Pick<Booking, 'start' | 'end' | 'lang'>): string {
  const locale = booking.lang === 'es' ? 'es-US' : 'en-US';
  const day = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
  return `${day.format(new Date(booking.start))}, ${time.formatRange(new Date(booking.start), new Date(booking.end))}`;
}

/**
 * Sends the reminder of one booking to its visitor (structured `send` of the EMAIL binding).
 * @throws what the binding throws (the alarm is then retried; the booking is not marked reminded)
 */
export async function sendReminder(env: Pick<Env, 'EMAIL' | 'LEADS_FROM' | 'SITE_URL'>, booking: Booking): Promise<void> {
  const es = booking.lang === 'es';
  const page = `${env.SITE_URL}${es ? '/es' : ''}/book/${booking.token}`;
  await env.EMAIL.send({
    from: { name: business.name, email: env.LEADS_FROM },
    to: booking.email,
    replyTo: business.email,
    subject: es ? `Recordatorio: su cotización mañana, ${windowText(booking)}` : `Reminder: your estimate tomorrow, ${windowText(booking)}`,
    text: [
      es ? `Hola ${booking.name}:` : `Hello ${booking.name},`,
      '',
      es ? `Le visitamos mañana, con llegada entre ${windowText(booking)},` : `We visit tomorrow, arriving ${windowText(booking)},`,
      es ? `en ${booking.street}, ${booking.town}.` : `at ${booking.street}, ${booking.town}.`,
      '',
      es ? `Cambiar o cancelar: ${page}` : `Reschedule or cancel: ${page}`,
      `${business.phone.display}`,
    ].join('\n'),
  });
}

/**
 * Sends the confirmation of a new booking to its visitor (no email given: nothing): the window, the address and
 * the booking's page, where it can be moved or cancelled.
 * @throws what the binding throws (the caller logs it: the booking stands, its page shows everything)
 */
export async function sendConfirmation(env: Pick<Env, 'EMAIL' | 'LEADS_FROM' | 'SITE_URL'>, booking: Booking): Promise<void> {
  if (!booking.email) return;
  const es = booking.lang === 'es';
  const page = `${env.SITE_URL}${es ? '/es' : ''}/book/${booking.token}`;
  await env.EMAIL.send({
    from: { name: business.name, email: env.LEADS_FROM },
    to: booking.email,
    replyTo: business.email,
    subject: es ? `Visita reservada: ${windowText(booking)}` : `Visit booked: ${windowText(booking)}`,
    text: [
      es ? `Hola ${booking.name}:` : `Hello ${booking.name},`,
      '',
      es
        ? `Su cotización gratis está reservada, con llegada entre ${windowText(booking)},`
        : `Your free estimate is booked, arriving ${windowText(booking)},`,
      es ? `en ${booking.street}, ${booking.town}.` : `at ${booking.street}, ${booking.town}.`,
      '',
      es ? `Cambiar o cancelar: ${page}` : `Reschedule or cancel: ${page}`,
      `${business.phone.display}`,
    ].join('\n'),
  });
}
