/**
 * A booking as an iCalendar file (RFC 5545), made with ical-generator: the
 * "Add to calendar" link of the booking's page and the attachment of its
 * emails. The event's UID is stable for the booking and derived from its
 * token by SHA-256, so the calendar file never carries the token (which can
 * cancel the visit); SEQUENCE is the booking's and grows at each move or
 * cancel, so a calendar app updates the one event. DTSTART/DTEND are the
 * window (UTC), LOCATION the address, ORGANIZER the business. A cancelled
 * booking is METHOD:CANCEL with STATUS:CANCELLED.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sha256 } from 'hono/utils/crypto';
import { business } from '../content/business';
import type { Booking } from './model';

/** The event's words in the booking's language. */
const WORDS = {
  en: {
    summary: `Free on-site estimate – ${business.name}`,
    description: (page: string) =>
      `${business.name} visits to measure and give you a free estimate. We arrive within this window.\nReschedule or cancel: ${page}\nPhone: ${business.phone.display}`,
  },
  es: {
    summary: `Cotización gratis en su propiedad – ${business.name}`,
    description: (page: string) =>
      `${business.name} le visita para medir y darle una cotización gratis. Llegamos dentro de este horario.\nCambiar o cancelar: ${page}\nTeléfono: ${business.phone.display}`,
  },
} as const;

/** The booking's own page, e.g. "https://…/es/book/<token>". */
export const bookingPageUrl = (siteUrl: string, booking: Pick<Booking, 'token' | 'lang'>) =>
  new URL(`${booking.lang === 'es' ? '/es' : ''}/book/${booking.token}`, siteUrl).href;

/** The event's UID: the SHA-256 of the token (hex), at the site's host. */
export const bookingUid = async (siteUrl: string, token: string) => `${await sha256(`booking:${token}`)}@${new URL(siteUrl).host}`;

/**
 * The iCalendar text of a booking (CRLF lines, UTF-8).
 * @param siteUrl the public origin (`SITE_URL`), for the UID's host and the page link
 */
export async function bookingIcs(siteUrl: string, booking: Booking): Promise<string> {
  const cancelled = booking.status === 'cancelled';
  const words = WORDS[booking.lang];
  const calendar = ical({
    name: business.name,
    prodId: { company: business.name, product: 'estimate-visits', language: booking.lang === 'es' ? 'ES' : 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: await bookingUid(siteUrl, booking.token),
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: new Date(booking.updatedAt),
    summary: words.summary,
    description: words.description(bookingPageUrl(siteUrl, booking)),
    location: `${booking.street}, ${booking.town}, TX`,
    organizer: { name: business.name, email: business.email },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: bookingPageUrl(siteUrl, booking),
  });
  return calendar.toString();
}
