import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar } from '../src/booking/calendar';
import { valuesOf } from '../src/booking/admin/settings';
import { windowStarts } from '../src/booking/calendar';
import { DEFAULT_BOOKING_SETTINGS, hoursOn, type VisitDetails } from '../src/booking/model';
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

  it('saves the settings with hours per weekday, and sends the form back (422) with its values and a message per field', async () => {
    // The form shows each weekday's hours from the business hours: Saturday from 9, weekdays from 8.
    const blank = parse(await (await get('/admin/calendar')).text());
    expect(blank.querySelector('input[name=first_6]')?.getAttribute('value')).toBe('09:00');
    expect(blank.querySelector('input[name=last_6]')?.getAttribute('value')).toBe('11:00');
    expect(blank.querySelector('input[name=first_1]')?.getAttribute('value')).toBe('08:00');
    expect(blank.querySelector('input[name=last_1]')?.getAttribute('value')).toBe('14:00');
    // Settings one tap away: a link at the top of the page to the settings.
    expect(blank.querySelector('main a[href="#settings"]')?.textContent).toBe('Hours and settings');

    const form = new URLSearchParams({ windowMinutes: '120', capacity: '2', noticeDays: '2', horizonDays: '28' });
    for (const day of ['1', '2', '3', '4', '5', '6']) form.append('days', day);
    for (const day of ['1', '2', '3', '4', '5']) {
      form.append(`first_${day}`, '07:00');
      form.append(`last_${day}`, '15:00');
    }
    form.append('first_6', '09:00');
    form.append('last_6', '11:00');
    form.append('first_7', '');
    form.append('last_7', '');
    const saved = await post('/admin/calendar/settings', form);
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/admin/calendar?saved=settings#settings']);
    const settings = await calendar().settings();
    expect(settings).toMatchObject({ days: [1, 2, 3, 4, 5, 6], windowMinutes: 120, capacity: 2, noticeDays: 2, horizonDays: 28 });
    expect(settings.hours['6']).toEqual({ firstStart: '09:00', lastStart: '11:00' });
    expect(settings.hours['1']).toEqual({ firstStart: '07:00', lastStart: '15:00' });
    expect(settings.hours['7']).toBeUndefined();
    // A Saturday's windows start at 9 and 11, a Monday's at 7, 9, 11, 13 and 15 (America/Chicago, CST in December).
    const at = (day: string) => windowStarts(settings, day).map((ms) => new Date(ms).toISOString().slice(11, 16));
    expect(at('2026-12-05')).toEqual(['15:00', '17:00']);
    expect(at('2026-12-07')).toEqual(['13:00', '15:00', '17:00', '19:00', '21:00']);
    expect(at('2026-12-06')).toEqual([]);
    // "Saved." beside the button, inside the settings.
    const after = parse(await (await get('/admin/calendar?saved=settings')).text());
    expect(after.querySelector('#settings [role=status]')?.textContent).toBe('Saved.');

    const bad = new URLSearchParams({ windowMinutes: '45', capacity: '0', noticeDays: 'soon', horizonDays: '500' });
    bad.append('first_6', '15:00');
    bad.append('last_6', '09:00');
    const refused = await post('/admin/calendar/settings', bad);
    expect(refused.status).toBe(422);
    const page = parse(await refused.text());
    for (const field of ['days', 'windowMinutes', 'capacity', 'noticeDays', 'horizonDays'])
      expect(page.querySelector(`#settings-${field}-error`)?.textContent, field).toBeTruthy();
    expect(page.querySelector('input[name=first_6]')?.getAttribute('value')).toBe('15:00');
    expect(page.querySelector('#settings-noticeDays')?.getAttribute('value')).toBe('soon');
    // A working day whose last window starts before its first is refused, named.
    const backwards = new URLSearchParams({ windowMinutes: '120', capacity: '1', noticeDays: '1', horizonDays: '21', days: '6' });
    backwards.append('first_6', '15:00');
    backwards.append('last_6', '09:00');
    const refusedDay = parse(await (await post('/admin/calendar/settings', backwards)).text());
    expect(refusedDay.querySelector('#settings-lastStart-error')?.textContent).toMatch(/^Saturday: /);
    // Nothing changed.
    expect((await calendar().settings()).capacity).toBe(2);
    await calendar().saveSettings({ ...DEFAULT_BOOKING_SETTINGS });
  });

  it('reads settings saved before the hours per weekday as they were meant: one set of hours every working day', async () => {
    const old = {
      days: [1, 2, 3, 4, 5, 6],
      firstStart: '07:00',
      lastStart: '13:00',
      windowMinutes: 120,
      capacity: 1,
      noticeDays: 1,
      horizonDays: 21,
      blocked: [],
    };
    // Stored as the old object wrote it: no `hours`, merged over the defaults on reading.
    const settings = { ...DEFAULT_BOOKING_SETTINGS, ...old };
    expect(hoursOn(settings, 6)).toEqual({ firstStart: '07:00', lastStart: '13:00' });
    expect(windowStarts(settings, '2026-12-05').map((ms) => new Date(ms).toISOString().slice(11, 16))).toEqual([
      '13:00',
      '15:00',
      '17:00',
      '19:00',
    ]);
    // The form shows them on every day, and a save turns them into hours per weekday.
    expect(valuesOf(settings).hours['6']).toEqual({ first: '07:00', last: '13:00' });
    expect(hoursOn(DEFAULT_BOOKING_SETTINGS, 6)).toEqual({ firstStart: '09:00', lastStart: '11:00' });
  });

  it("puts a visit booked by hand on the calendar under its lead's key, moves it rather than doubling it, and asks for the window", async () => {
    const key = `by-hand-${crypto.randomUUID()}`;
    const lead = await env.DB.prepare(
      `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, address, town, message, next_attempt_at, status)
       VALUES (?1, 'quote', ?2, 'Linh Tran', '+14095550124', 'linh@example.com', '12 Oak St', 'Groves', 'A patio', ?1, 'contacted') RETURNING id`,
    )
      .bind(new Date().toISOString(), key)
      .first<{ id: number }>();
    const id = lead!.id;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now() + 3 * 86_400_000);
    const leadPost = (body: Record<string, string>) =>
      requestWith(vars, `/admin/leads/${id}/status`, {
        method: 'POST',
        body: new URLSearchParams(body).toString(),
        headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      });
    // Without a day: refused, with the message beside the fields, and nothing booked.
    const refused = await leadPost({ status: 'visit_booked', visitDate: '', visitTime: '10:00' });
    expect(refused.status).toBe(422);
    expect(parse(await refused.text()).querySelector('#status-visitDate-error')?.textContent).toMatch(/day of the visit/);
    expect((await calendar().agenda(day, 1)).filter((b) => b.leadKey === key)).toEqual([]);

    const booked = await leadPost({ status: 'visit_booked', visitDate: day, visitTime: '10:00', amount: '', reason: '' });
    expect(booked.status).toBe(303);
    const [booking] = (await calendar().agenda(day, 1)).filter((b) => b.leadKey === key);
    expect(booking).toMatchObject({ name: 'Linh Tran', street: '12 Oak St', town: 'Groves', status: 'booked', sequence: 0 });
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(
        new Date(booking!.start),
      ),
    ).toBe('10:00 AM');
    expect(Date.parse(booking!.end) - Date.parse(booking!.start)).toBe(120 * 60_000);
    const stored = await env.DB.prepare('SELECT status, visit_start, visit_end FROM leads WHERE id = ?1').bind(id).first();
    expect(stored).toEqual({ status: 'visit_booked', visit_start: booking!.start, visit_end: booking!.end });
    // The calendar lists it with its lead.
    const page = parse(await (await get('/admin/calendar')).text());
    expect(page.getElementById(`day-${day}`)?.textContent).toContain('Linh Tran');

    // Booked again at 2 PM: the same booking moves (SEQUENCE + 1); one live booking for the lead.
    expect((await leadPost({ status: 'visit_booked', visitDate: day, visitTime: '14:00', keepVisit: '1' })).status).toBe(303);
    const mine = (await calendar().agenda(day, 1)).filter((b) => b.leadKey === key);
    expect(mine.map((b) => [b.token, b.sequence])).toEqual([[booking!.token, 1]]);
    // A note on a lead already booked needs no window (keepVisit), and moves nothing.
    expect((await leadPost({ status: 'visit_booked', visitDate: '', visitTime: '', keepVisit: '1', note: 'Gate code 12' })).status).toBe(
      303,
    );
    expect((await calendar().agenda(day, 1)).filter((b) => b.leadKey === key).map((b) => b.sequence)).toEqual([1]);

    // The method itself: not an instant → null; the window ignores capacity (the contractor's word is final).
    expect(await calendar().bookByContractor(visit, 'tomorrow', `x-${key}`, Date.now())).toBeNull();
    const other = await calendar().bookByContractor(visit, mine[0]!.start, `y-${key}`, Date.now());
    expect(other?.start).toBe(mine[0]!.start);
    expect((await calendar().agenda(day, 1)).filter((b) => b.start === mine[0]!.start)).toHaveLength(2);
    await calendar().cancel(other!.token, Date.now());
    await calendar().cancel(mine[0]!.token, Date.now());
  });

  it('answers 403 without Access and to a post from another site', async () => {
    expect((await requestWith(vars, '/admin/calendar')).status).toBe(403);
    expect((await post('/admin/calendar/block', { day: '2030-01-02' }, 'https://evil.example')).status).toBe(403);
    expect((await calendar().settings()).blocked).not.toContain('2030-01-02');
  });
});
