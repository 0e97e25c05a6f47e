/**
 * The customer's emails about a booking (issue 29 §6), in the booking's
 * language, with the visit's .ics attached (src/booking/ics.ts): the
 * confirmation after booking, after a move, after a cancel, and the
 * day-before reminder. Sent only when the customer gave an email, through
 * `sendToCustomer` (src/leads/customer-email.ts), which bounds every
 * customer email per recipient and site-wide (issue 35).
 *
 * What a stranger typed never reaches the recipient as a link or a claim:
 * the greeting carries a first name of letters only (`firstName`), the email
 * names the town (from the served list) but never the street or the notes,
 * and its .ics has the town as LOCATION and no link (the booking's page, with
 * the street, is the one link, and only the booker's email holds it).
 */
import { business, BUSINESS_TIME_ZONE } from '../content/business';
import { type BookingEmailKind, bookingEmailWords } from '../content/booking-emails';
import { type CustomerEmailKind, sendToCustomer } from '../leads/customer-email';
import { firstName } from '../lib/display';
import { visitWindow } from '../lib/dates';
import { bookingIcs, bookingPageUrl } from './ics';
import type { Booking } from './model';

export type { BookingEmailKind as ConfirmationKind } from '../content/booking-emails';

/** "Thursday, December 3, 9:00 – 11:00 AM" in the booking's language, America/Chicago. */
export const windowWords = (booking: Pick<Booking, 'start' | 'end' | 'lang'>): string =>
  visitWindow(booking.start, booking.end, BUSINESS_TIME_ZONE, booking.lang === 'es' ? 'es-US' : 'en-US');

/** The bound each kind counts under (src/leads/customer-email.ts). */
const BOUND: Record<BookingEmailKind, CustomerEmailKind> = {
  booked: 'booking',
  moved: 'booking_moved',
  cancelled: 'booking_cancelled',
  reminder: 'reminder',
};

/**
 * The confirmation's subject and text.
 * @param siteUrl the public origin, for the booking's page (or /book again after a cancel)
 */
export function confirmationOf(siteUrl: string, booking: Booking, kind: BookingEmailKind): { subject: string; text: string } {
  const words = bookingEmailWords(booking.lang);
  const again = new URL(booking.lang === 'es' ? '/es/book' : '/book', siteUrl).href;
  const first = firstName(booking.name);
  return {
    subject: `${words.subject[kind]} – ${business.name}`,
    text: [
      first ? words.hello(first) : words.helloNoName,
      '',
      words.lead[kind],
      `  ${windowWords(booking)}`,
      `${words.where}: ${booking.town}, TX`,
      '',
      ...(kind === 'cancelled' ? [`${words.again}: ${again}`] : [words.expect, '', `${words.page}: ${bookingPageUrl(siteUrl, booking)}`]),
      '',
      kind === 'cancelled' ? words.cancelCalendar : words.calendar,
      ...(kind === 'booked' ? ['', words.notYou] : []),
      '',
      business.phone.display,
      business.name,
    ].join('\n'),
  };
}

/**
 * Emails the customer the confirmation of `kind` with the visit's .ics
 * (method REQUEST, or CANCEL for a cancelled booking); nothing without an email.
 * @returns 'sent', 'held' (a bound on customer email was reached) or 'none' (no email given)
 * @throws what D1 or the binding throws
 */
export async function sendBookingConfirmation(
  env: Pick<Env, 'DB' | 'CUSTOMER_EMAIL' | 'LEADS_FROM' | 'SITE_URL'> & Partial<Pick<Env, 'CUSTOMER_EMAILS_PER_HOUR'>>,
  booking: Booking,
  kind: BookingEmailKind,
  now: Date,
): Promise<'sent' | 'held' | 'none'> {
  if (!booking.email) return 'none';
  const { subject, text } = confirmationOf(env.SITE_URL, booking, kind);
  const words = bookingEmailWords(booking.lang);
  return sendToCustomer(
    env,
    {
      to: booking.email,
      subject,
      text,
      attachments: [
        {
          disposition: 'attachment',
          filename: words.icsFile,
          type: `text/calendar; charset=utf-8; method=${booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
          content: await bookingIcs(env.SITE_URL, booking, { emailed: true }),
        },
      ],
    },
    { kind: BOUND[kind], now },
  );
}
