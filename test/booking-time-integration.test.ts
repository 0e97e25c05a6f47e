import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'node-html-parser';
import { postForm } from './helpers';
import type { Booker, BookingCalendar } from '../src/booking/calendar';
import { DEFAULT_BOOKING_SETTINGS, type VisitDetails } from '../src/booking/model';
import { forgetKeyedHashKey } from '../src/lib/keyed-hash';

/**
 * The calendar's rules at fixed instants (issue 36): the notice, the horizon,
 * the 18:00 Central reminder (on both sides of each DST change) and the lead
 * key's idempotency, through the Durable Object's own methods with `now`
 * given, never the real clock. Each test has a calendar object of its own
 * (a fresh name), so nothing carries from one test to the next.
 */

const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
/** A calendar object no other test touches. */
const freshCalendar = () => namespace.get(namespace.idFromName(`time-${crypto.randomUUID()}`));

/**
 * A fresh calendar whose alarm is recorded, never handed to the runtime: an alarm at a fixed instant already past
 * on the real clock would otherwise run `alarm()` at the real time in the middle of the test. `alarms` holds each
 * instant asked for (ms), null for a deletion.
 */
async function calendarWithoutAlarm() {
  const calendar = freshCalendar();
  const alarms: (number | null)[] = [];
  await runInDurableObject(calendar, (_instance, state) => {
    vi.spyOn(state.storage, 'setAlarm').mockImplementation(async (at) => void alarms.push(Number(at)));
    vi.spyOn(state.storage, 'deleteAlarm').mockImplementation(async () => void alarms.push(null));
  });
  return { calendar, alarms };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const details: VisitDetails = {
  name: 'Dana Ruiz',
  phone: '+14095550142',
  email: 'dana.time@example.com',
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: 'Concrete Driveways',
  notes: '',
  lang: 'en',
};
/** A booker of its own per call, so the bounds of live bookings per person never refuse. */
const booker = (): Booker => ({ phoneKey: crypto.randomUUID(), emailKey: crypto.randomUUID(), clientKey: crypto.randomUUID() });

/** Wednesday 2 December 2026, 10:00 Central (CST, UTC−6). */
const WED_10AM = Date.parse('2026-12-02T16:00:00Z');

/** The window starts offered per day, as Central wall-clock hours ("08", "10" …), for `days` days from `from`. */
async function offeredHours(calendar: ReturnType<typeof freshCalendar>, from: string, days: number, now: number) {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'America/Chicago' });
  return Object.fromEntries(
    (await calendar.availability(from, days, now)).map((day) => [day.day, day.windows.map((w) => hour.format(new Date(w.start)))]),
  );
}

describe('the notice (default: the next working day)', () => {
  it('on a Wednesday at 10:00 the first window offered is Thursday 08:00; today none; a post for today refused', async () => {
    const { calendar } = await calendarWithoutAlarm();
    expect(await offeredHours(calendar, '2026-12-02', 2, WED_10AM)).toEqual({
      '2026-12-02': [],
      '2026-12-03': ['08', '10', '12', '14'],
    });
    const today = await calendar.book(details, '2026-12-02T18:00:00.000Z', 'k-today', WED_10AM, booker());
    expect(today).toMatchObject({ ok: false, reason: 'not_offered' });
    const tomorrow = await calendar.book(details, '2026-12-03T14:00:00.000Z', 'k-tomorrow', WED_10AM, booker());
    expect(tomorrow).toMatchObject({ ok: true, booking: { start: '2026-12-03T14:00:00.000Z' } });
  });

  it('on a Friday the next working day is Monday; two days of notice reach Tuesday', async () => {
    const friday = Date.parse('2026-12-04T16:00:00Z');
    const { calendar } = await calendarWithoutAlarm();
    const open = (days: Record<string, string[]>) => Object.keys(days).filter((day) => (days[day] ?? []).length > 0);
    expect(open(await offeredHours(calendar, '2026-12-04', 5, friday))).toEqual(['2026-12-07', '2026-12-08']);
    await calendar.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, noticeDays: 2 });
    expect(open(await offeredHours(calendar, '2026-12-04', 5, friday))).toEqual(['2026-12-08']);
  });

  it('with no notice, today’s windows after now only (10:00 itself is past at 10:00)', async () => {
    const { calendar } = await calendarWithoutAlarm();
    await calendar.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, noticeDays: 0 });
    expect((await offeredHours(calendar, '2026-12-02', 1, WED_10AM))['2026-12-02']).toEqual(['12', '14']);
  });
});

describe('the horizon (default: 21 days)', () => {
  it('from Wednesday 2 December the last day offered is Wednesday 23 December; a post for the 24th is refused', async () => {
    const { calendar } = await calendarWithoutAlarm();
    const days = await offeredHours(calendar, '2026-12-21', 14, WED_10AM);
    const open = Object.keys(days).filter((day) => (days[day] ?? []).length > 0);
    expect(open).toEqual(['2026-12-21', '2026-12-22', '2026-12-23']);
    const beyond = await calendar.book(details, '2026-12-24T14:00:00.000Z', 'k-beyond', WED_10AM, booker());
    expect(beyond).toMatchObject({ ok: false, reason: 'not_offered' });
    const last = await calendar.book(details, '2026-12-23T20:00:00.000Z', 'k-last', WED_10AM, booker());
    expect(last).toMatchObject({ ok: true });
  });
});

describe('the lead key', () => {
  it('the same key again returns the booking already made (repeated), for any window, and books nothing more', async () => {
    const { calendar } = await calendarWithoutAlarm();
    const first = await calendar.book(details, '2026-12-03T14:00:00.000Z', 'k-same', WED_10AM, booker());
    if (!first.ok) throw new Error(`not booked: ${first.reason}`);
    for (const window of ['2026-12-03T14:00:00.000Z', '2026-12-03T16:00:00.000Z']) {
      const again = await calendar.book(details, window, 'k-same', WED_10AM, booker());
      expect(again).toMatchObject({ ok: true, repeated: true, booking: { token: first.booking.token, start: '2026-12-03T14:00:00.000Z' } });
    }
    const rows = await runInDurableObject(calendar, (_instance, state) =>
      state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings`).one(),
    );
    expect(rows.n).toBe(1);
    // Another key takes the other window: it was never held by the repeat.
    expect(await calendar.book(details, '2026-12-03T16:00:00.000Z', 'k-other', WED_10AM, booker())).toMatchObject({ ok: true });
  });
});

describe('the day-before reminder, 18:00 Central', () => {
  for (const [label, now, start, evening] of [
    // Thursday 3 December 08:00 CST (14:00Z): 18:00 CST on the 2nd is 00:00Z on the 3rd.
    ['in winter (CST)', WED_10AM, '2026-12-03T14:00:00.000Z', '2026-12-03T00:00:00.000Z'],
    // Monday 2 November 08:00 CST: the evening before is the fall-back day, 1 November, 18:00 CST (00:00Z).
    ['on the fall-back day (2026-11-01)', Date.parse('2026-10-30T15:00:00Z'), '2026-11-02T14:00:00.000Z', '2026-11-02T00:00:00.000Z'],
    // Monday 15 March 08:00 CDT (13:00Z): the evening before is the spring-forward day, 14 March, 18:00 CDT (23:00Z).
    ['on the spring-forward day (2027-03-14)', Date.parse('2027-03-12T15:00:00Z'), '2027-03-15T13:00:00.000Z', '2027-03-14T23:00:00.000Z'],
  ] as const) {
    it(`${label}: the alarm is set for then, nothing goes a millisecond before, one reminder at it, none again`, async () => {
      const { calendar, alarms } = await calendarWithoutAlarm();
      const booked = await calendar.book(details, start, `k-${label}`, now, booker());
      expect(booked).toMatchObject({ ok: true, booking: { start } });
      expect(alarms.map((at) => at && new Date(at).toISOString())).toEqual([evening]);
      const at = Date.parse(evening);
      expect(await calendar.runDue(at - 1)).toEqual({ reminders: 0, notices: 0 });
      expect(await calendar.runDue(at)).toEqual({ reminders: 1, notices: 0 });
      expect(await calendar.runDue(at + 60_000)).toEqual({ reminders: 0, notices: 0 });
      // Reminded: nothing left to wake for.
      expect(alarms.at(-1)).toBeNull();
    });
  }
});

describe('a booking whose lead cannot be kept', () => {
  it('D1 down in a new isolate (the site key unread): 503 with the form and the phone, never a 500, nothing held', async () => {
    const now = Date.parse('2027-02-03T16:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const window = '2027-02-04T10:00:00-06:00';
    const start = new Date(window).toISOString();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    forgetKeyedHashKey();
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: database unavailable');
    });
    const response = await postForm('/book', {
      name: 'Dana Ruiz',
      phone: '409-555-0178',
      email: 'dana.nokey@example.com',
      street: '1450 Calder Ave',
      town: 'Beaumont',
      service: details.service,
      notes: '',
      lang: 'es',
      window,
    });
    vi.mocked(env.DB.prepare).mockRestore();
    expect(response.status).toBe(503);
    const page = parse(await response.text());
    expect(page.querySelector('#book-name')?.getAttribute('value')).toBe('Dana Ruiz');
    expect(page.querySelector('a[href^="tel:"]')).not.toBeNull();
    const main = namespace.get(namespace.idFromName('main'));
    const held = await runInDurableObject(main, (_instance, state) =>
      state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings WHERE start = ?`, start).one(),
    );
    expect(held.n).toBe(0);
  });

  it('D1 and the email both down: 503, and the window is released (no booking held, offered again)', async () => {
    // Wednesday 3 February 2027, 10:00 CST: the route's clock (Date), far from the windows other files take.
    const now = Date.parse('2027-02-03T16:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const window = '2027-02-04T08:00:00-06:00';
    const start = new Date(window).toISOString();
    const failing = { send: async () => Promise.reject(new Error('mail service down')) } as unknown as SendEmail;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    // D1 refuses the lead; the site's hashing key (site_keys) still reads, as it does once cached in an isolate.
    const prepare = env.DB.prepare.bind(env.DB);
    vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes('site_keys')) return prepare(sql);
      throw new Error('D1_ERROR: database unavailable');
    });
    const response = await postForm(
      '/book',
      {
        name: 'Dana Ruiz',
        phone: '409-555-0177',
        email: 'dana.released@example.com',
        street: '1450 Calder Ave',
        town: 'Beaumont',
        service: details.service,
        notes: '',
        lang: 'en',
        window,
      },
      { vars: { EMAIL: failing, CUSTOMER_EMAIL: failing } },
    );
    vi.mocked(env.DB.prepare).mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('120');
    expect(
      parse(await response.text())
        .querySelector('#book-name')
        ?.getAttribute('value'),
    ).toBe('Dana Ruiz');
    const main = namespace.get(namespace.idFromName('main'));
    const held = await runInDurableObject(main, (_instance, state) =>
      state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings WHERE start = ?`, start).one(),
    );
    expect(held.n).toBe(0);
    const [day] = await main.availability('2027-02-04', 1, now);
    expect(day?.windows.map((w) => w.start)).toContain(start);
  });
});
