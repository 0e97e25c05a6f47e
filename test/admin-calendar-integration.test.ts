import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar } from '../src/booking/calendar';
import { DEFAULT_BOOKING_SETTINGS, type VisitDetails } from '../src/booking/model';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';

/**
 * The contractor's calendar, /admin/calendar (issue 29 §8): the next 14 days
 * as an agenda with each visit's window, name, Call button, map link,
 * service, notes and lead; the settings form; "Block this day" with a
 * confirmation when visits are booked; Access and same-site posts.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('calendar-1'));
});

const calendar = () => {
  const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
  return namespace.get(namespace.idFromName('main'));
};
const get = (path: string) => requestWith(vars, path, { headers: owner });
const post = (path: string, body: URLSearchParams | Record<string, string>, origin = ORIGIN) =>
  requestWith(vars, path, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
  });

const visit: VisitDetails = {
  name: 'Maria Garcia',
  phone: '+14095550123',
  email: '',
  street: '310 Twin City Hwy',
  town: 'Nederland',
  service: 'Concrete Driveways',
  notes: 'Gate code 1234',
  lang: 'en',
};

/** Books the first free window and stores its lead; the booking and the lead's id. */
async function bookFirstWindow() {
  const days = await calendar().availability(new Date().toISOString().slice(0, 10), 14, Date.now());
  const window = days.flatMap((day) => day.windows)[0]!;
  const key = `calendar-test-${crypto.randomUUID()}`;
  const who = crypto.randomUUID();
  const result = await calendar().book(visit, window.start, key, Date.now(), { phoneKey: who, emailKey: '', clientKey: who });
  if (!result.ok) throw new Error(`not booked: ${result.reason}`);
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, next_attempt_at, status) VALUES (?1, 'booking', ?2, ?3, ?4, ?1, 'visit_booked') RETURNING id`,
  )
    .bind(new Date().toISOString(), key, visit.name, visit.phone)
    .first<{ id: number }>();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(window.start));
  return { booking: result.booking, leadId: lead!.id, day };
}

describe('/admin/calendar', () => {
  it('lists the next 14 days, each visit with its window, name, Call, map, service, notes and its lead', async () => {
    const { booking, leadId, day } = await bookFirstWindow();
    const response = await get('/admin/calendar');
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const page = parse(await response.text());
    expect(page.querySelectorAll('main ol > li[id^=day-]')).toHaveLength(14);
    const section = page.getElementById(`day-${day}`)!;
    const card = section.querySelectorAll('li').find((li) => li.textContent.includes('Maria Garcia'))!;
    expect(card).toBeDefined();
    const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).formatRange(
      new Date(booking.start),
      new Date(booking.end),
    );
    expect(card.querySelector('p')?.textContent).toBe(time);
    expect(card.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+14095550123');
    expect(card.querySelector('a[href^="tel:"]')?.getAttribute('class')).toContain('min-h-12');
    expect(card.querySelector('a[href*="google.com/maps"]')?.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('310 Twin City Hwy, Nederland, TX')}`,
    );
    expect(card.textContent).toContain('Concrete Driveways');
    expect(card.textContent).toContain('Gate code 1234');
    expect(card.querySelector(`a[href="/admin/leads/${leadId}"]`)?.textContent).toBe(`Lead #${leadId}`);
    expect(page.querySelector('a[aria-current=page][href="/admin/calendar"]')?.textContent).toBe('Calendar');
    await calendar().cancel(booking.token, Date.now());
  });

  it('blocks a day in one tap, asks first when visits are booked (listing them), and opens it again', async () => {
    const { booking, day } = await bookFirstWindow();
    const ask = await post('/admin/calendar/block', { day });
    expect(ask.status).toBe(200);
    const confirm = parse(await ask.text());
    expect(confirm.querySelector('h1')?.textContent).toMatch(/^Block .+\?$/);
    expect(confirm.querySelector('main ul')?.textContent).toContain('Maria Garcia');
    expect(confirm.querySelector('input[name=confirm]')?.getAttribute('value')).toBe('1');
    expect((await calendar().settings()).blocked).not.toContain(day);

    const blocked = await post('/admin/calendar/block', { day, confirm: '1' });
    expect([blocked.status, blocked.headers.get('location')]).toEqual([303, `/admin/calendar?saved=blocked&day=${day}#day-${day}`]);
    expect((await calendar().settings()).blocked).toContain(day);
    const page = parse(await (await get(`/admin/calendar?saved=blocked&day=${day}`)).text());
    expect(page.getElementById(`day-${day}`)?.textContent).toContain('Blocked');
    expect(page.querySelector('[role=status]')?.textContent).toMatch(/is blocked\.$/);
    // No window is offered on a blocked day; its visit stays booked.
    expect((await calendar().availability(day, 1, Date.now()))[0]?.windows).toEqual([]);
    expect((await calendar().get(booking.token))?.status).toBe('booked');

    const open = await post('/admin/calendar/unblock', { day });
    expect(open.status).toBe(303);
    expect((await calendar().settings()).blocked).not.toContain(day);
    // A day without visits is blocked at once.
    await calendar().cancel(booking.token, Date.now());
    expect((await post('/admin/calendar/block', { day })).status).toBe(303);
    await post('/admin/calendar/unblock', { day });
    expect((await post('/admin/calendar/block', { day: '2026-02-30' })).status).toBe(422);
    expect((await post('/admin/calendar/block', { day: 'tomorrow' })).status).toBe(422);
  });

  it('saves the settings, and sends the form back (422) with its values and a message per field', async () => {
    const form = new URLSearchParams({
      firstStart: '07:00',
      lastStart: '15:00',
      windowMinutes: '120',
      capacity: '2',
      noticeDays: '2',
      horizonDays: '28',
    });
    for (const day of ['1', '2', '3', '4', '5', '6']) form.append('days', day);
    const saved = await post('/admin/calendar/settings', form);
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/admin/calendar?saved=settings#settings']);
    expect(await calendar().settings()).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      firstStart: '07:00',
      lastStart: '15:00',
      windowMinutes: 120,
      capacity: 2,
      noticeDays: 2,
      horizonDays: 28,
    });

    const bad = new URLSearchParams({
      firstStart: '15:00',
      lastStart: '09:00',
      windowMinutes: '45',
      capacity: '0',
      noticeDays: 'soon',
      horizonDays: '500',
    });
    const refused = await post('/admin/calendar/settings', bad);
    expect(refused.status).toBe(422);
    const page = parse(await refused.text());
    for (const field of ['days', 'lastStart', 'windowMinutes', 'capacity', 'noticeDays', 'horizonDays'])
      expect(page.querySelector(`#settings-${field}-error`)?.textContent, field).toBeTruthy();
    expect(page.querySelector('#settings-firstStart')?.getAttribute('value')).toBe('15:00');
    expect(page.querySelector('#settings-noticeDays')?.getAttribute('value')).toBe('soon');
    // Nothing changed.
    expect((await calendar().settings()).capacity).toBe(2);
    await calendar().saveSettings({ ...DEFAULT_BOOKING_SETTINGS });
  });

  it('answers 403 without Access and to a post from another site', async () => {
    expect((await requestWith(vars, '/admin/calendar')).status).toBe(403);
    expect((await post('/admin/calendar/block', { day: '2030-01-02' }, 'https://evil.example')).status).toBe(403);
    expect((await calendar().settings()).blocked).not.toContain('2030-01-02');
  });
});
