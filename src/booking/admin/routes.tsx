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
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
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
  options: { saved?: string; form?: { values: SettingsValues; errors: Partial<Record<SettingsField, string>> } } = {},
) {
  const calendar = calendarOf(c.env);
  const today = dayIn(BUSINESS_TIME_ZONE, Date.now());
  const [settings, bookings] = await Promise.all([calendar.settings(), calendar.agenda(today, AGENDA_DAYS)]);
  const days: AgendaDay[] = Array.from({ length: AGENDA_DAYS }, (_, i) => {
    const day = addDays(today, i);
    return {
      day,
      blocked: settings.blocked.includes(day),
      visits: bookings.filter((booking) => dayIn(BUSINESS_TIME_ZONE, Date.parse(booking.start)) === day),
    };
  });
  const [leadIds, { readablePhone }] = await Promise.all([leadIdsOf(c.env.DB, bookings), import('../../leads/phone')]);
  return renderAdmin(
    c,
    { title: 'Calendar', current: '/admin/calendar', status: options.form ? 422 : 200 },
    <AdminCalendarPage days={days} settings={settings} leadIds={leadIds} readablePhone={readablePhone} {...options} />,
  );
}

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
 * - `GET /admin/calendar`: the next 14 days' visits and the settings form;
 * - `POST /admin/calendar/settings`: the settings, 303 back or 422 with the form;
 * - `POST /admin/calendar/block` (`day`, `confirm`): blocks a day in one tap; a day
 *   with visits first gets a page listing them with "Block anyway" (`confirm=1`);
 * - `POST /admin/calendar/unblock` (`day`): opens it again.
 * A day that is not a date gets 422 in words.
 */
export const adminCalendarRoutes = new Hono<AppEnv>()
  .get('/admin/calendar', (c) => calendarPage(c, { saved: savedLine(c.req.query('saved'), dayOf(c.req.query('day'))) }))
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
