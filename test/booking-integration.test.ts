import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingCalendar } from '../src/booking/calendar';
import { DEFAULT_BOOKING_SETTINGS } from '../src/booking/model';
import { services } from '../src/content/index';
import type { Lead } from '../src/leads/store';
import { CITY_SLUGS, localAdminAccess, ORIGIN, postForm, request, requestWith, SERVICE_SLUGS } from './helpers';
import { windowStarts } from '../src/booking/calendar';
import { BUSINESS_TIME_ZONE } from '../src/content/business';
import { rfc3339In } from '../src/lib/zoned-time';

/**
 * Online booking (issue 29) through the Worker: /book, the calendar's
 * Durable Object under concurrency, tokens, reschedule and cancel, the
 * reminder alarm, D1 down, and the 4xx answers. All tests share the one
 * calendar object, so each books windows of its own (`takeWindow`).
 */

const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
const calendar = () => namespace.get(namespace.idFromName('main'));

const send = vi.fn((message: EmailMessageBuilder) => env.EMAIL.send(message));
const vars = (): Partial<Env> => ({ EMAIL: { send } as unknown as SendEmail, CUSTOMER_EMAIL: { send } as unknown as SendEmail });

afterEach(async () => {
  vi.restoreAllMocks();
  send.mockReset();
  send.mockImplementation((message: EmailMessageBuilder) => env.EMAIL.send(message));
  await calendar().saveSettings(DEFAULT_BOOKING_SETTINGS);
});

/** The radio values (RFC 3339 starts) /book offers for a week. */
async function offered(path = '/book'): Promise<string[]> {
  const response = await request(path);
  return parse(await response.text())
    .querySelectorAll('input[type=radio][name=window]:not([disabled])')
    .map((radio) => radio.getAttribute('value') as string);
}

/** A window no other test takes: the windows of the three weeks, handed out once each (the last ones first). */
let pool: string[] = [];
async function takeWindow(): Promise<string> {
  if (pool.length === 0) {
    const today = new Date().toISOString().slice(0, 10);
    const weeks = [0, 7, 14].map((d) => new Date(Date.parse(`${today}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10));
    for (const week of weeks) pool.push(...(await offered(`/book?week=${week}`)));
    pool = [...new Set(pool)].reverse();
  }
  const window = pool.pop();
  if (!window) throw new Error('no window left');
  return window;
}

/** A phone number of its own per booking (the 555-01xx range is for fiction), so the bound of 2 live bookings per phone never meets another test's. */
let phones = 0;
const nextPhone = () => `409-555-01${String(phones++ % 100).padStart(2, '0')}`;

const visit = (window: string, overrides: Record<string, string> = {}) => ({
  name: 'Dana Ruiz',
  phone: nextPhone(),
  email: `dana.${crypto.randomUUID().slice(0, 8)}@example.com`,
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: services[0]?.name ?? '',
  notes: 'Cracked driveway by the garage.',
  lang: 'en',
  window,
  ...overrides,
});

const book = (fields: Record<string, string>) => postForm('/book', fields, { vars: vars() });

describe('/book', () => {
  it('shows the week as radios named window, valued RFC 3339 with the Chicago offset, never cached, with paging links', async () => {
    const response = await request('/book');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = parse(await response.text());
    expect(page.querySelector('h1')?.text).toBe('Book a free on-site estimate');
    const values = page.querySelectorAll('input[name=window]').map((radio) => radio.getAttribute('value') as string);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T(08|10|12|14):00:00-0[56]:00$/);
    expect(page.querySelector('a[href^="/book?week="]')).not.toBeNull();
    const es = parse(await (await request('/es/book')).text());
    expect(es.querySelector('h1')?.text).toBe('Agende una visita para su cotización gratis');
    expect(es.querySelector('link[hreflang=en-US]')?.getAttribute('href')).toMatch(/\/book$/);
  });
});

describe('time (America/Chicago)', () => {
  it('an 8:00 window is 8:00 local on both sides of each DST change, none skipped or doubled', () => {
    const at = (day: string) => windowStarts(DEFAULT_BOOKING_SETTINGS, day).map((at) => rfc3339In(BUSINESS_TIME_ZONE, at));
    const times = ['08:00', '10:00', '12:00', '14:00'];
    for (const [day, offset] of [
      ['2026-10-30', '-05:00'],
      ['2026-11-02', '-06:00'],
      ['2027-03-12', '-06:00'],
      ['2027-03-15', '-05:00'],
    ] as const)
      expect(at(day)).toEqual(times.map((time) => `${day}T${time}:00${offset}`));
    expect(at('2026-11-01')).toEqual([]);
  });
});

describe('links to /book', () => {
  it('the quote, contact, thank-you, service and town pages link to /book in their edition; the sitemap lists both', async () => {
    for (const path of [
      '/quote',
      '/contact',
      '/contact/thank-you',
      '/quote/thank-you',
      `/${SERVICE_SLUGS[0]}`,
      `/${CITY_SLUGS[0]}-tx-concrete-contractors`,
    ]) {
      const page = parse(await (await request(path)).text());
      expect(page.querySelectorAll('a[href="/book"]').length, path).toBeGreaterThan(0);
      const es = parse(await (await request(`/es${path}`)).text());
      expect(es.querySelectorAll('a[href="/es/book"]').length, `/es${path}`).toBeGreaterThan(0);
    }
    const sitemap = await (await request('/sitemap.xml')).text();
    expect(sitemap).toContain('/book</loc>');
    expect(sitemap).toContain('/es/book"');
  });
});

describe('no double booking', () => {
  it('25 simultaneous posts for one window of capacity 1 make exactly one booking: one 303, 24 × 409', async () => {
    const window = await takeWindow();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => book(visit(window, { name: `Visitor ${i}` }))));
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    console.log(`25 posts for ${window}, capacity 1: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 303: 1, 409: 24 });
    const refused = parse(await answers.find((r) => r.status === 409)!.text());
    expect(refused.querySelector('[role=alert]')?.text).toContain('someone just took that window');
    expect(refused.querySelector(`input[disabled][value="${window}"]`)).not.toBeNull();
    expect(refused.querySelectorAll('input[name=window]:not([disabled])').length).toBeGreaterThan(0);
    const leads = await env.DB.prepare(`SELECT * FROM leads WHERE form = 'booking' AND visit_start = ?1`)
      .bind(new Date(window).toISOString())
      .all<Lead>();
    expect(leads.results).toHaveLength(1);
    expect(leads.results[0]).toMatchObject({ status: 'visit_booked', town: 'Beaumont', address: '1450 Calder Ave' });
  });

  it('a window of capacity 2 takes two of 10 simultaneous posts, then is no longer offered', async () => {
    await calendar().saveSettings({ ...DEFAULT_BOOKING_SETTINGS, capacity: 2 });
    const window = await takeWindow();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => book(visit(window, { name: `Pair ${i}` }))));
    const statuses = answers.map((r) => r.status).sort();
    console.log(
      `10 posts for ${window}, capacity 2: ${statuses.filter((s) => s === 303).length} booked, ${statuses.filter((s) => s === 409).length} × 409`,
    );
    expect(statuses).toEqual([303, 303, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await offered(`/book?week=${window.slice(0, 10)}`)).not.toContain(window);
  });
});

describe('a booking', () => {
  it('has a random 128-bit token page with its window and address; a wrong token is 404', async () => {
    const window = await takeWindow();
    const response = await book(visit(window, { email: 'confirm.me@example.com' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') as string;
    const confirmation = send.mock.calls
      .map(([m]) => m as unknown as { to: string; text: string })
      .find((m) => m.to === 'confirm.me@example.com');
    expect(confirmation?.text).toContain(`${env.SITE_URL}${location}`);
    expect(location).toMatch(/^\/book\/[A-Za-z0-9_-]{22}$/);
    const page = await request(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your visit is booked');
    expect(html).toContain('1450 Calder Ave, Beaumont');
    expect((await request(`/book/${'A'.repeat(22)}`)).status).toBe(404);
    expect((await request('/book/not-a-token')).status).toBe(404);
    // Each booking has its own token: the calendar holds each one under it, with its own window.
    const other = await takeWindow();
    const second = (await book(visit(other))).headers.get('Location') as string;
    const tokenOf = (path: string) => path.split('/').pop() as string;
    expect(tokenOf(second)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await calendar().get(tokenOf(location)))?.start).toBe(new Date(window).toISOString());
    expect((await calendar().get(tokenOf(second)))?.start).toBe(new Date(other).toISOString());
  });

  it('moves in one step (old window freed, SEQUENCE + 1) and cancels at once; a second cancel is harmless', async () => {
    const [first, second] = [await takeWindow(), await takeWindow()];
    const location = (await book(visit(first))).headers.get('Location') as string;
    const token = location.split('/').pop() as string;
    const moved = await postForm(location, { action: 'reschedule', window: second, lang: 'en' });
    expect(moved.status).toBe(303);
    const booking = await calendar().get(token);
    expect(booking).toMatchObject({ start: new Date(second).toISOString(), sequence: 1, status: 'booked' });
    expect(await offered(`/book?week=${first.slice(0, 10)}`)).toContain(first);
    for (let i = 0; i < 2; i++) expect((await postForm(location, { action: 'cancel', lang: 'en' })).status).toBe(303);
    expect(await calendar().get(token)).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await offered(`/book?week=${second.slice(0, 10)}`)).toContain(second);
    expect(await (await request(location)).text()).toContain('This visit is cancelled');
    const lead = await env.DB.prepare(`SELECT id, visit_start, status FROM leads WHERE idempotency_key = ?1`)
      .bind(booking?.leadKey)
      .first<{ id: number; visit_start: string | null; status: string }>();
    expect(lead?.visit_start).toBeNull();
    expect(lead?.status).toBe('visit_cancelled');
    const notes = await env.DB.prepare(`SELECT note FROM lead_history WHERE lead_id = ?1 ORDER BY id`)
      .bind(lead?.id)
      .all<{ note: string }>();
    // In Central-time words, never an ISO instant (issue 37 §6).
    expect(notes.results.map((n) => n.note)).toEqual([
      expect.stringMatching(/^Visit moved online by the customer from \w{3} \d{1,2}, \d{4}, \d{1,2}:00 [AP]M to .* \(Central time\)\.$/),
      'Visit cancelled online by the customer.',
    ]);
  });

  it('sends the day-before reminder once from the alarm, never for a cancelled booking', async () => {
    const sent: string[] = [];
    const kept = await takeWindow();
    const dropped = await takeWindow();
    const keptToken = ((await book(visit(kept, { email: 'kept@example.com' }))).headers.get('Location') as string)
      .split('/')
      .pop() as string;
    const droppedLoc = (await book(visit(dropped, { email: 'dropped@example.com' }))).headers.get('Location') as string;
    await postForm(droppedLoc, { action: 'cancel', lang: 'en' });
    // Make both reminders due now: the windows are moved to the past of the alarm through the object's own storage.
    const { runInDurableObject } = await import('cloudflare:test');
    await runInDurableObject(calendar(), async (instance: BookingCalendar, state) => {
      vi.spyOn(instance as unknown as { env: Env }, 'env', 'get').mockReturnValue({
        ...env,
        CUSTOMER_EMAIL: { send: async (m: EmailMessageBuilder) => void sent.push(String(m.to)) },
      } as unknown as Env);
      state.storage.sql.exec(
        `UPDATE bookings SET start = ?, "end" = ? WHERE token = ?`,
        new Date(Date.now() + 3_600_000).toISOString(),
        new Date(Date.now() + 10_800_000).toISOString(),
        keptToken,
      );
      await state.storage.setAlarm(Date.now());
    });
    expect(await runDurableObjectAlarm(calendar())).toBe(true);
    await runInDurableObject(calendar(), (_instance, state) => state.storage.setAlarm(Date.now()));
    await runDurableObjectAlarm(calendar());
    console.log(`reminders sent after two alarms: ${JSON.stringify(sent)}`);
    expect(sent).toEqual(['kept@example.com']);
    expect((await calendar().get(keptToken))?.remindedFor).not.toBeNull();
  });
});

describe('Add to calendar', () => {
  it('serves the booking as an .ics at its token, parsed back to the same instants; a move raises its SEQUENCE and keeps its UID', async () => {
    const window = await takeWindow();
    const location = (await book(visit(window))).headers.get('Location') as string;
    const page = await (await request(location)).text();
    expect(parse(page).querySelector(`a[href="${location}.ics"]`)?.textContent).toBe('Add to calendar');
    const ics = await request(`${location}.ics`);
    expect([ics.status, ics.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
    const read = async (response: Response) => {
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!);
      return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
    };
    const first = await read(ics);
    expect(first).toMatchObject({ sequence: 0, start: new Date(window).toISOString() });
    const other = await takeWindow();
    expect((await postForm(location, { action: 'reschedule', window: other, lang: 'en' })).status).toBe(303);
    const moved = await read(await request(`${location}.ics`));
    expect(moved).toEqual({ uid: first.uid, sequence: 1, start: new Date(other).toISOString() });
    expect((await request('/book/AAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
  });
});

describe('D1 down', () => {
  it('the booking holds in the calendar, the lead is emailed NOT YET STORED and queued', async () => {
    const window = await takeWindow();
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: database unavailable');
    });
    const response = await book(visit(window));
    expect(response.status).toBe(303);
    vi.restoreAllMocks();
    expect(queued).toHaveBeenCalledTimes(1);
    expect(queued.mock.calls[0]?.[0]).toMatchObject({
      form: 'booking',
      input: { visit: { town: 'Beaumont', start: new Date(window).toISOString() } },
    });
    const email = send.mock.calls
      .map(([m]) => m as unknown as { subject: string; text: string })
      .find((m) => m.subject.includes('booked estimate visit'));
    expect(email?.text).toContain('NOT YET STORED');
    expect(email?.text).toContain('Visit window:');
    expect(await offered(`/book?week=${window.slice(0, 10)}`)).not.toContain(window);
  });
});

describe('bad input', () => {
  it('a window never offered gets 422 with every value kept', async () => {
    const past = '2020-01-06T08:00:00-06:00';
    for (const window of [past, '2031-01-06T08:00:00-06:00', 'garbage', '', (await takeWindow()).replace(':00:00', ':30:00')]) {
      const response = await book(visit(window, { notes: '<b>keep me</b>' }));
      expect(response.status, window).toBe(422);
      const page = parse(await response.text());
      expect(page.querySelector('#book-name')?.getAttribute('value')).toBe('Dana Ruiz');
      expect(page.querySelector('#book-notes')?.text).toBe('<b>keep me</b>');
    }
  });

  it('a blocked day offers no window and refuses one with 422', async () => {
    const window = await takeWindow();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(window));
    await calendar().blockDay(day);
    expect(await offered(`/book?week=${day}`)).not.toContain(window);
    expect((await book(visit(window))).status).toBe(422);
    await calendar().unblockDay(day);
  });

  it('takes a booking without email or notes', async () => {
    expect((await book(visit(await takeWindow(), { email: '', notes: '' }))).status).toBe(303);
  });

  it('a town outside the service area gets 422 and the phone number; missing street too', async () => {
    const response = await book(visit(await takeWindow(), { town: 'Dallas', street: '' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('We do not visit that town for online bookings. Call us at (409) 555-0100');
    expect(html).toContain('Enter the street address of the job.');
    const es = await book(visit(await takeWindow(), { town: 'Dallas', lang: 'es' }));
    expect(await es.text()).toContain('Por ahora no agendamos visitas en línea en esa ciudad');
  });

  it('a post from another site gets 403, never a booking; a cancel from another site leaves the booking booked', async () => {
    const window = await takeWindow();
    const start = new Date(window).toISOString();
    const held = () =>
      runInDurableObject(
        calendar(),
        (_instance, state) => state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings WHERE start = ?`, start).one().n,
      );
    const response = await postForm('/book', visit(window, { name: 'Cross Site' }), { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await held()).toBe(0);
    expect(await env.DB.prepare(`SELECT id FROM leads WHERE name = 'Cross Site'`).first()).toBeNull();
    expect(await offered(`/book?week=${window.slice(0, 10)}`)).toContain(window);
    // A real booking, then a cancel posted from another site: refused, and the booking stays booked.
    const location = (await book(visit(window))).headers.get('Location') as string;
    const foreignCancel = await requestWith({}, location, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel&lang=en',
    });
    expect(foreignCancel.status).toBe(403);
    expect(await calendar().get(location.split('/').pop() as string)).toMatchObject({ status: 'booked', sequence: 0 });
    const unknown = await requestWith({}, `/book/${'B'.repeat(22)}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(unknown.status).toBe(404);
  });

  it('a post refused unread (415, 403) is a page in the referring page’s language with the way back and the phone (issue 39)', async () => {
    for (const [referer, lang, back] of [
      [`${ORIGIN}/es/book`, 'es', '/es/book'],
      [`${ORIGIN}/book`, 'en', '/book'],
    ] as const) {
      const notAForm = await requestWith({}, '/book', {
        method: 'POST',
        headers: { Origin: ORIGIN, Referer: referer, 'Content-Type': 'text/plain' },
        body: 'window=x',
      });
      const crossSite = await postForm('/book', visit(await takeWindow()), {
        headers: { Origin: 'https://evil.example', Referer: referer },
      });
      for (const [response, status] of [
        [notAForm, 415],
        [crossSite, 403],
      ] as const) {
        expect(response.status).toBe(status);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        const document = parse(await response.text());
        expect(document.querySelector('html')?.getAttribute('lang')).toMatch(new RegExp(`^${lang}`));
        expect(document.querySelector('main a[href="' + back + '"]')).not.toBeNull();
        expect(document.querySelector('main a[href^="tel:"]')).not.toBeNull();
      }
    }
  });
});

describe('/admin/leads', () => {
  it('lists the booking as a lead with its window', async () => {
    const window = await takeWindow();
    await book(visit(window, { name: 'Window Shown' }));
    const lead = await env.DB.prepare(`SELECT * FROM leads WHERE name = 'Window Shown'`).first<Lead>();
    expect(lead).toMatchObject({ form: 'booking', status: 'visit_booked', visit_start: new Date(window).toISOString() });
    const { vars: admin, owner } = await localAdminAccess('local-booking');
    const html = await (await requestWith(admin, '/admin/leads', { headers: owner })).text();
    // A compact row (issue 37 §7): the town, the status and the visit's time; the lead's page has the address.
    const card = parse(html).getElementById(`lead-${lead?.id}`)?.text ?? '';
    expect(card).toContain('Beaumont');
    expect(card).toContain('Visit booked');
    // The visit's window (issue 36: the same words as the lead's page, `visitWindow`), e.g. "Visit Thu, Dec 3, 9:00 – 11:00 AM".
    const chicago = { timeZone: 'America/Chicago' } as const;
    const day = new Intl.DateTimeFormat('en-US', { ...chicago, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(window));
    const times = new Intl.DateTimeFormat('en-US', { ...chicago, hour: 'numeric', minute: '2-digit' }).formatRange(
      new Date(window),
      new Date(lead!.visit_end!),
    );
    expect(card).toContain(`Visit ${day}, ${times}`);
    const own = (await (await requestWith(admin, `/admin/leads/${lead?.id}`, { headers: owner })).text()).replaceAll('&#x27;', "'");
    expect(own).toContain('1450 Calder Ave, Beaumont');
    expect(own).toContain('Booked visit');
  });
});
