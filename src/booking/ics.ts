/**
 * A booking as an iCalendar file (RFC 5545), made with ical-generator: the
 * "Add to calendar" link of the booking's page and the attachment of its
 * emails. The event's UID is stable for the booking and derived from its
 * token by SHA-256; the file never carries the token nor any link to the
 * booking's page (issue 35: anyone the event is shared with could otherwise
 * move or cancel the visit), only the phone number. SEQUENCE is the
 * booking's and grows at each move or cancel, so a calendar app updates the
 * one event. DTSTART/DTEND are the window (UTC), ORGANIZER the business, a
 * VALARM shows the evening before (18:00 Central, the reminder email's time).
 * LOCATION is the street and town in the file the booker downloads from the
 * booking's page, the town alone in the emailed file (that address was typed
 * by a stranger). A cancelled booking is METHOD:CANCEL with STATUS:CANCELLED.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sha256 } from 'hono/utils/crypto';
import { business } from '../content/business';
import { bookingEmailWords } from '../content/booking-emails';
import { type Booking, eveningBefore } from './model';

/** The booking's own page, e.g. "https://…/es/book/<token>": in the booker's emails and nowhere else. */
export const bookingPageUrl = (siteUrl: string, booking: Pick<Booking, 'token' | 'lang'>) =>
  new URL(`${booking.lang === 'es' ? '/es' : ''}/book/${booking.token}`, siteUrl).href;

/** The event's UID: the SHA-256 of the token (hex), at the site's host. */
export const bookingUid = async (siteUrl: string, token: string) => `${await sha256(`booking:${token}`)}@${new URL(siteUrl).host}`;

/**
 * The iCalendar text of a booking (CRLF lines, UTF-8).
 * @param siteUrl the public origin (`SITE_URL`), for the UID's host
 * @param emailed true for the file attached to an email: LOCATION is the town alone
 */
export async function bookingIcs(siteUrl: string, booking: Booking, { emailed = false }: { emailed?: boolean } = {}): Promise<string> {
  const cancelled = booking.status === 'cancelled';
  const words = bookingEmailWords(booking.lang);
  const calendar = ical({
    name: business.name,
    prodId: { company: business.name, product: 'estimate-visits', language: booking.lang === 'es' ? 'ES' : 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: await bookingUid(siteUrl, booking.token),
    sequence: booking.sequence,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: new Date(booking.updatedAt),
    summary: words.icsSummary,
    description: words.icsDescription,
    location: emailed ? `${booking.town}, TX` : `${booking.street}, ${booking.town}, TX`,
    organizer: { name: business.name, email: business.email },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (!cancelled)
    event.createAlarm({ type: ICalAlarmType.display, trigger: new Date(eveningBefore(booking.start)), description: words.icsAlarm });
  return calendar.toString();
}
