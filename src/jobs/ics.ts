/**
 * A job's work days as an iCalendar file (RFC 5545) made with ical-generator, attached to "Your job is scheduled"
 * (issue 46 item 4): one VEVENT per day not done, its UID the SHA-256 of the day's id at the site's host (stable, so a
 * calendar app that imports the file again updates the days), DTSTART/DTEND in UTC, LOCATION the served town alone
 * (never the street: the address the email goes to was typed by a stranger), no token and no link (whoever the file
 * is shared with learns nothing that opens the customer's page), the phone number in the description, and a VALARM
 * at 18:00 Central the evening before each day (an absolute trigger: a relative one such as -PT13H would be right for
 * a 07:00 start only, and wrong across a clock change).
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { sha256 } from 'hono/utils/crypto';
import { business, BUSINESS_TIME_ZONE } from '../content/business';
import { JOB_WORDS } from '../content/jobs';
import { jobMessageWords } from '../content/job-messages';
import { addDays, dayIn, instantIn } from '../lib/zoned-time';
import type { WorkDayRow } from './store';

/** 18:00 Central the day before the Central day of `start` (ms since the epoch): a day's VALARM and its pour reminder. */
export const eveningBeforeDay = (start: string | number): number =>
  instantIn(BUSINESS_TIME_ZONE, addDays(dayIn(BUSINESS_TIME_ZONE, new Date(start)), -1), '18:00');

/** A work day's UID: the SHA-256 of its id (hex), at the site's host. */
export const workDayUid = async (siteUrl: string, dayId: number) => `${await sha256(`work-day:${dayId}`)}@${new URL(siteUrl).host}`;

/**
 * The iCalendar text (CRLF lines, UTF-8) of `days`, in `lang`.
 * @param siteUrl the public origin (`SITE_URL`), for the UIDs' host only
 * @param town the served town's name, the events' LOCATION ("Nederland, TX")
 * @param now the file's DTSTAMP
 */
export async function workDaysIcs(
  siteUrl: string,
  days: readonly Pick<WorkDayRow, 'id' | 'starts_at' | 'hours' | 'kind'>[],
  { town, lang, now }: { town: string; lang: 'en' | 'es'; now: Date },
): Promise<string> {
  const words = jobMessageWords(lang);
  const calendar = ical({
    name: business.name,
    prodId: { company: business.name, product: 'work-days', language: lang === 'es' ? 'ES' : 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const day of days) {
    const start = Date.parse(day.starts_at);
    const kind = JOB_WORDS[lang].kind[day.kind];
    const event = calendar.createEvent({
      id: await workDayUid(siteUrl, day.id),
      start: new Date(start),
      end: new Date(start + day.hours * 3_600_000),
      stamp: now,
      summary: words.icsSummary(kind),
      description: words.icsDescription,
      location: `${town}, TX`,
      organizer: { name: business.name, email: business.email },
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: new Date(eveningBeforeDay(start)), description: words.icsAlarm(kind) });
  }
  return calendar.toString();
}
