import { Hono, type Context } from 'hono';
import type { BookingCalendar } from '../calendar';
import type { Booking } from '../model';
import type { AppEnv } from '../../env';
import { limitBody } from '../../lib/body-limit';
import { logFailure } from '../../lib/log';
import { parseSettings, type SettingsField, type SettingsValues } from './settings';
import { renderAdmin } from '../../admin/layout';
import { AdminCalendarPage, type AgendaDay, ConfirmBlockPage, dayInWords, SETTINGS_SAVED } from './page';
import { BUSINESS_TIME_ZONE } from '../../content/business';
import { addDays, dayIn } from '../../lib/zoned-time';
import { readForm } from '../../lib/posts';

/** How many days the agenda shows: two weeks from today (issue 29 §8). */
export const AGENDA_DAYS = 14;
/** Largest body of a calendar post, in bytes. */
const POST_BYTES = 4096;

/** The calendar's Durable Object (one per calendar: `idFromName('main')`). */
const calendarOf = (env: Env) => {
  const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
  return namespace.get(namespace.idFromName('main'));
};

/** A posted day "YYYY-MM-DD" that is a real date, or null. */
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  // A month or day out of range is an invalid date (NaN), which toISOString would throw on: refused, not a 500.
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? value
    : null;

/** The lead ids of bookings, by the leads' idempotency keys, in one query (a JSON array bound once: D1's 100 parameters). */
async function leadIdsOf(db: D1Database, bookings: readonly Booking[]): Promise<Map<string, number>> {
  if (bookings.length === 0) return new Map();
  try {
    const { results } = await db
      .prepare('SELECT id, idempotency_key FROM leads WHERE idempotency_key IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(bookings.map((booking) => booking.leadKey)))
      .all<{ id: number; idempotency_key: string }>();
    return new Map(results.map((row) => [row.idempotency_key, row.id]));
  } catch (error) {
    logFailure('admin_calendar_leads_unreadable', error);
    return new Map();
  }
}

/** Renders the calendar page: the agenda of 14 days from today (America/Chicago) and the settings form. */
async function calendarPage(
  c: Context<AppEnv>,
  options: { saved?: string; form?: { values: SettingsValues; errors: Partial<Record<SettingsField, string>> }; from?: string } = {},
) {
  const calendar = calendarOf(c.env);
  const now = new Date();
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const from = options.from ?? today;
  const { calendarWorkDays } = await import('../../jobs/calendar');
  const [settings, bookings, work] = await Promise.all([
    calendar.settings(),
    calendar.agenda(from, AGENDA_DAYS),
    // The work days and their pours' weather (issue 46 item 2b); D1 unreadable: the visits alone, logged.
    calendarWorkDays(c.env, from, AGENDA_DAYS, now).catch((error: unknown) => {
      logFailure('admin_calendar_work_days_unreadable', error);
      return new Map();
    }),
  ]);
  const days: AgendaDay[] = Array.from({ length: AGENDA_DAYS }, (_, i) => {
    const day = addDays(from, i);
    return {
      day,
      blocked: settings.blocked.includes(day),
      visits: bookings.filter((booking) => dayIn(BUSINESS_TIME_ZONE, Date.parse(booking.start)) === day),
      work: work.get(day) ?? [],
    };
  });
  const [leadIds, { readablePhone }] = await Promise.all([leadIdsOf(c.env.DB, bookings), import('../../leads/phone')]);
  return renderAdmin(
    c,
    { title: 'Calendar', current: '/admin/calendar', status: options.form ? 422 : 200 },
    <AdminCalendarPage
      days={days}
      settings={settings}
      leadIds={leadIds}
      readablePhone={readablePhone}
      paging={pagingOf(today, from)}
      saved={options.saved}
      form={options.form}
    />,
  );
}

/** How far ahead the calendar pages, in days from today (a work day may be a year ahead: src/jobs/model.ts). */
const MAX_FROM_DAYS = 365;

/**
 * The first day asked (`from`, "YYYY-MM-DD"): today when not given, the day when it is a real date from today to
 * 365 days ahead, else null (a 400).
 */
function fromOf(value: string | undefined, today: string): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  const day = dayOf(value);
  return day && day >= today && day <= addDays(today, MAX_FROM_DAYS) ? day : null;
}

/** The week before (not before today) and the week after `from`, for the page's links. */
const pagingOf = (today: string, from: string) => ({
  from,
  earlier: from > today ? (addDays(from, -7) > today ? addDays(from, -7) : today) : null,
  later: addDays(from, 7) <= addDays(today, MAX_FROM_DAYS) ? addDays(from, 7) : null,
});

/** The confirmations a 303 back shows, by `saved`. */
const savedLine = (saved: string | undefined, day: string | null) =>
  saved === 'settings'
    ? SETTINGS_SAVED
    : saved === 'blocked' && day
      ? `${dayInWords(day)} is blocked.`
      : saved === 'unblocked' && day
        ? `${dayInWords(day)} is open again.`
        : undefined;

/**
 * The contractor's calendar (issue 29 §8), behind the admin middleware of
 * src/admin/routes.tsx (Access, no-store, noindex, Hono's CSRF check on every
 * POST):
 * - `GET /admin/calendar[?from=YYYY-MM-DD]`: 14 days' visits and work days (a pour with its weather: issue 46
 *   item 2b, src/jobs/admin/calendar.tsx) from today or `from` (today to a year ahead; else 400), links a week
 *   earlier and later, and the settings form;
 * - `POST /admin/calendar/settings`: the settings, 303 back or 422 with the form;
 * - `POST /admin/calendar/block` (`day`, `confirm`): blocks a day in one tap; a day
 *   with visits first gets a page listing them with "Block anyway" (`confirm=1`);
 * - `POST /admin/calendar/unblock` (`day`): opens it again.
 * A day that is not a date gets 422 in words.
 */
export const adminCalendarRoutes = new Hono<AppEnv>()
  .get('/admin/calendar', async (c) => {
    const from = fromOf(c.req.query('from'), dayIn(BUSINESS_TIME_ZONE, Date.now()));
    if (from === null) return c.text('Give "from" as a day from today to a year ahead, like 2026-12-07.', 400);
    return calendarPage(c, { saved: savedLine(c.req.query('saved'), dayOf(c.req.query('day'))), ...(from ? { from } : {}) });
  })
  .post(
    '/admin/calendar/settings',
    limitBody(POST_BYTES, (c, status) => c.text('The form could not be read.', status)),
    async (c) => {
      const body = await readForm(c, { all: true });
      const calendar = calendarOf(c.env);
      const parsed = parseSettings(body, await calendar.settings());
      if (!parsed.ok) return calendarPage(c, { form: { values: parsed.values, errors: parsed.errors } });
      // The blocked days are not this form's: the object keeps its own (a day blocked meanwhile stays blocked).
      const { blocked: _readBefore, ...hours } = parsed.settings;
      await calendar.saveSettings(hours);
      console.log('booking settings saved');
      return c.redirect('/admin/calendar?saved=settings#settings', 303);
    },
  )
  .post(
    '/admin/calendar/:action{block|unblock}',
    limitBody(POST_BYTES, (c, status) => c.text('The form could not be read.', status)),
    async (c) => {
      const body = await readForm(c);
      const day = dayOf(body.day);
      if (!day) return c.text('Give the day as YYYY-MM-DD, like 2026-12-24.', 422);
      const calendar = calendarOf(c.env);
      if (c.req.param('action') === 'unblock') {
        await calendar.unblockDay(day);
        return c.redirect(`/admin/calendar?saved=unblocked&day=${day}#day-${day}`, 303);
      }
      const visits = await calendar.agenda(day, 1);
      if (visits.length > 0 && body.confirm !== '1')
        return renderAdmin(c, { title: 'Block this day?', current: '/admin/calendar' }, <ConfirmBlockPage day={day} visits={visits} />);
      await calendar.blockDay(day);
      console.log(`booking day ${day} blocked (${visits.length} visits kept)`);
      return c.redirect(`/admin/calendar?saved=blocked&day=${day}#day-${day}`, 303);
    },
  );
