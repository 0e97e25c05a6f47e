/**
 * The customer's emails about a booking (issue 29 §6), in the booking's
 * language, with the visit's .ics attached (src/booking/ics.ts): the
 * confirmation after booking, after a move and after a cancel. Sent only
 * when the customer gave an email, through `CUSTOMER_EMAIL` like the other
 * customer emails (src/leads/customer-email.ts).
 */
import { business } from '../content/business';
import { sendToCustomer } from '../leads/customer-email';
import { bookingIcs, bookingPageUrl } from './ics';
import { BUSINESS_TIME_ZONE, type Booking } from './model';

/** Why the email goes: a new booking, a move, a cancel, or the day-before reminder. */
export type ConfirmationKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** "Thursday, December 3, 9:00 – 11:00 AM" in the booking's language, America/Chicago. */
export function windowWords(booking: Pick<Booking, 'start' | 'end' | 'lang'>): string {
  const locale = booking.lang === 'es' ? 'es-US' : 'en-US';
  const day = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
  return `${day.format(new Date(booking.start))}, ${time.formatRange(new Date(booking.start), new Date(booking.end))}`;
}

const WORDS = {
  en: {
    subject: {
      booked: 'Your free estimate visit is booked',
      moved: 'Your estimate visit has moved',
      cancelled: 'Your estimate visit is cancelled',
      reminder: 'Reminder: your estimate visit is tomorrow',
    },
    lead: {
      booked: 'Your free on-site estimate is booked. We arrive within this window:',
      moved: 'Your estimate visit has moved. We now arrive within this window:',
      cancelled: 'Your estimate visit is cancelled. This window is free again:',
      reminder: 'A reminder: we visit tomorrow, arriving within this window:',
    },
    hello: (name: string) => `Hello ${name},`,
    where: 'Where',
    expect: `What to expect: we measure the area, look at the ground and the access, and answer your questions. Your written estimate follows within ${business.responseHours.estimate} hours.`,
    page: 'Reschedule or cancel',
    again: 'Book another time',
    calendar: 'The visit is attached as a calendar file.',
  },
  es: {
    subject: {
      booked: 'Su visita gratis para la cotización está reservada',
      moved: 'Su visita para la cotización cambió de horario',
      cancelled: 'Su visita para la cotización está cancelada',
      reminder: 'Recordatorio: su visita para la cotización es mañana',
    },
    lead: {
      booked: 'Su cotización gratis en su propiedad está reservada. Llegamos dentro de este horario:',
      moved: 'Su visita cambió de horario. Ahora llegamos dentro de este horario:',
      cancelled: 'Su visita está cancelada. Este horario quedó libre:',
      reminder: 'Un recordatorio: le visitamos mañana, con llegada dentro de este horario:',
    },
    hello: (name: string) => `Hola ${name}:`,
    where: 'Dónde',
    expect: `Qué esperar: medimos el área, revisamos el terreno y el acceso, y respondemos sus preguntas. Su cotización por escrito llega en un plazo de ${business.responseHours.estimate} horas.`,
    page: 'Cambiar o cancelar',
    again: 'Reservar otro horario',
    calendar: 'La visita va adjunta como archivo de calendario.',
  },
} as const;

/**
 * The confirmation's subject and text.
 * @param siteUrl the public origin, for the booking's page (or /book again after a cancel)
 */
export function confirmationOf(siteUrl: string, booking: Booking, kind: ConfirmationKind): { subject: string; text: string } {
  const words = WORDS[booking.lang];
  const again = new URL(booking.lang === 'es' ? '/es/book' : '/book', siteUrl).href;
  return {
    subject: `${words.subject[kind]} – ${business.name}`,
    text: [
      words.hello(booking.name.trim().split(/\s+/)[0] ?? ''),
      '',
      words.lead[kind],
      `  ${windowWords(booking)}`,
      `${words.where}: ${booking.street}, ${booking.town}`,
      '',
      ...(kind === 'cancelled' ? [`${words.again}: ${again}`] : [words.expect, '', `${words.page}: ${bookingPageUrl(siteUrl, booking)}`]),
      '',
      words.calendar,
      business.phone.display,
      business.name,
    ].join('\n'),
  };
}

/**
 * Emails the customer the confirmation of `kind` with the visit's .ics
 * (method REQUEST, or CANCEL for a cancelled booking); nothing without an email.
 * @throws what the binding throws
 */
export async function sendBookingConfirmation(
  env: Pick<Env, 'CUSTOMER_EMAIL' | 'LEADS_FROM' | 'SITE_URL'>,
  booking: Booking,
  kind: ConfirmationKind,
): Promise<void> {
  if (!booking.email) return;
  const { subject, text } = confirmationOf(env.SITE_URL, booking, kind);
  await sendToCustomer(env, {
    to: booking.email,
    subject,
    text,
    attachments: [
      {
        disposition: 'attachment',
        filename: 'estimate-visit.ics',
        type: `text/calendar; charset=utf-8; method=${booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: await bookingIcs(env.SITE_URL, booking),
      },
    ],
  });
}

/**
 * The day-before reminder (issue 29 §7), sent by the calendar's alarm,
 * which records that it went (never twice, never for a cancelled or moved
 * booking); the same text as the confirmation, with the .ics.
 * @throws what the binding throws (the alarm is then retried)
 */
export const sendBookingReminder = (env: Pick<Env, 'CUSTOMER_EMAIL' | 'LEADS_FROM' | 'SITE_URL'>, booking: Booking) =>
  sendBookingConfirmation(env, booking, 'reminder');
