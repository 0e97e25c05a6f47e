import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BookingCalendar, MOVED_NOTICE_MS, windowStarts } from '../src/booking/calendar';
import { BUSINESS_TIME_ZONE } from '../src/content/business';
import { dayIn, rfc3339In } from '../src/lib/zoned-time';
import { DEFAULT_BOOKING_SETTINGS } from '../src/booking/model';
import { staleCopies } from '../client/admin/sw/offline-copy';
import { business } from '../src/content/business';
import { services } from '../src/content/index';
import { allowCustomerEmail } from '../src/leads/customer-email';
import type { LeadStoredMessage } from '../src/leads/followups';
import { postForm, request, startOfRateWindow } from './helpers';

/**
 * What a visitor can make the site send or hold (issue 35), tried as an
 * attacker would: each finding of the issue has a test here (or in the file
 * named beside it) that failed before the bounds and passes after.
 */

const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
const calendar = () => namespace.get(namespace.idFromName('main'));

/** Every email the Worker sends in these tests, to whom and what, by the route's bindings. */
const mails: { to: string; subject: string; text: string }[] = [];
const send = vi.fn(async (message: EmailMessageBuilder) => {
  mails.push({ to: String(message.to), subject: String(message.subject), text: String(message.text) });
});
const vars = (): Partial<Env> => ({ EMAIL: { send } as unknown as SendEmail, CUSTOMER_EMAIL: { send } as unknown as SendEmail });

afterEach(async () => {
  vi.restoreAllMocks();
  mails.length = 0;
  send.mockClear();
  await calendar().saveSettings(DEFAULT_BOOKING_SETTINGS);
});

/** The free windows of the next three weeks, as the form's radio values (RFC 3339, Central offset), from the object itself. */
async function freeWindows(): Promise<string[]> {
  const days = await calendar().availability(dayIn(BUSINESS_TIME_ZONE, Date.now()), 22, Date.now());
  return days.flatMap((day) => day.windows).map((window) => rfc3339In(BUSINESS_TIME_ZONE, Date.parse(window.start)));
}

let phones = 0;
/** Answers of the booking form; a phone of its own unless given (the 555-01xx range is for fiction). */
const visit = (window: string, overrides: Record<string, string> = {}) => ({
  name: 'Dana Ruiz',
  phone: `409-555-01${String(50 + (phones++ % 50)).padStart(2, '0')}`,
  email: `dana.${crypto.randomUUID().slice(0, 8)}@example.com`,
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: services[0]?.name ?? '',
  notes: '',
  lang: 'en',
  window,
  ...overrides,
});

/** An IPv6 client in its own /64 of one /48 (the flood came from 7 /64s of one /48). */
const client64 = (n: number) => `2001:db8:35:${n.toString(16)}::1`;

describe('the reschedule flood (finding 1)', () => {
  it('200 reschedules from one client: 429 past 5 a minute with the phone, at most one "moved" email now and one after 15 minutes', async () => {
    const victim = `victim.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [a, b] = (await freeWindows()).slice(-2) as [string, string];
    const booked = await postForm(
      '/book',
      visit(a, {
        email: victim,
        name: 'https://evil.example/login Smith',
        street: 'URGENT: your bank account is locked, verify at https://evil.example/verify now',
      }),
      { vars: vars() },
    );
    expect(booked.status).toBe(303);
    const location = booked.headers.get('Location') as string;
    const token = location.split('/').pop() as string;
    await startOfRateWindow(20_000);
    const statuses: number[] = [];
    let tooMany = '';
    for (let i = 0; i < 200; i++) {
      const answer = await postForm(
        location,
        { action: 'reschedule', window: i % 2 === 0 ? b : a, lang: 'es' },
        { vars: vars(), client: '198.51.100.7' },
      );
      statuses.push(answer.status);
      if (answer.status === 429 && !tooMany) tooMany = await answer.text();
      else await answer.body?.cancel();
    }
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.log(
      `200 reschedules: ${count(303)} × 303, ${count(429)} × 429; emails to the victim at once: ${mails.filter((m) => m.to === victim).length}`,
    );
    expect(count(303)).toBe(5);
    expect(count(429)).toBe(195);
    // The 429 is the booking's page in the post's language, with the phone number.
    const page = parse(tooMany);
    expect(page.querySelector('html')?.getAttribute('lang')).toMatch(/^es/);
    expect(page.querySelector('[role=alert]')?.text).toContain(business.phone.display);
    // The waiting notice goes after 15 minutes, once, with the window the booking holds then (the last move wins).
    const { notices } = await runInDurableObject(calendar(), async (instance: BookingCalendar) => {
      vi.spyOn(instance as unknown as { env: Env }, 'env', 'get').mockReturnValue({ ...env, ...vars() } as unknown as Env);
      return instance.runDue(Date.now() + MOVED_NOTICE_MS + 60_000);
    });
    const toVictim = mails.filter((m) => m.to === victim);
    console.log(
      `emails to the victim in all: ${toVictim.length} (${toVictim.map((m) => m.subject).join(' | ')}); notices from the alarm: ${notices}`,
    );
    expect(toVictim.length).toBeLessThanOrEqual(6);
    expect(toVictim.length).toBeGreaterThanOrEqual(2);
    // The contractor's own email shows what was typed (escaped); nothing sent anyone else carries it.
    for (const mail of mails.filter((m) => m.to !== business.email))
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil\.example|URGENT/);
    // The lead gains a note per notice, not per post.
    const notes = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM lead_history WHERE lead_id = (SELECT id FROM leads WHERE idempotency_key = ?1)`,
    )
      .bind((await calendar().get(token))?.leadKey)
      .first<{ n: number }>();
    expect(notes?.n).toBeLessThanOrEqual(3);
  });
});

describe('emails per recipient and per site (finding 2)', () => {
  it('30 contact requests naming one address from six /64s send it one acknowledgement', async () => {
    const address = `target.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    for (let i = 0; i < 30; i++) {
      const answer = await postForm(
        '/contact',
        {
          name: `Sender ${String.fromCharCode(65 + i)}`,
          phone: '(409) 555-0142',
          email: address,
          service: 'Stamped Concrete',
          address: '55 Calder Ave, Beaumont, TX',
          message: `Request number ${i}`,
        },
        { client: client64(i % 6), vars: vars() },
      );
      expect([303, 429]).toContain(answer.status);
    }
    const ids = queued.mock.calls.map(([body]) => body as LeadStoredMessage).filter((b) => b.kind === 'lead_stored');
    queued.mockRestore();
    const { acknowledgeLead } = await import('../src/leads/acknowledge');
    const now = new Date();
    for (const { leadId } of ids) await acknowledgeLead({ ...env, ...vars() } as Env, leadId, now);
    const acks = mails.filter((m) => m.to === address);
    console.log(`${ids.length} stored requests naming one address: ${acks.length} acknowledgement(s)`);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(acks).toHaveLength(1);
  });

  it('past the site-wide hourly bound nothing more goes, whatever the address; a new hour opens again', async () => {
    const bound = { ...env, CUSTOMER_EMAILS_PER_HOUR: '3' } as Env;
    const at = new Date('2031-05-06T15:10:00Z');
    const allowed = [];
    for (let i = 0; i < 5; i++) allowed.push(await allowCustomerEmail(bound, `n${i}.${crypto.randomUUID()}@example.com`, 'booking', at));
    expect(allowed).toEqual([true, true, true, false, false]);
    expect(await allowCustomerEmail(bound, `later.${crypto.randomUUID()}@example.com`, 'booking', new Date('2031-05-06T16:00:00Z'))).toBe(
      true,
    );
  });

  it('an address gets at most 3 emails a day, counted under a keyed hash, never the address itself', async () => {
    const address = `Daily.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const day = new Date('2031-05-07T15:00:00Z');
    const got = [];
    for (let i = 0; i < 5; i++) got.push(await allowCustomerEmail(env, i % 2 ? address.toLowerCase() : address, 'booking', day));
    expect(got).toEqual([true, true, true, false, false]);
    expect(await allowCustomerEmail(env, address, 'booking', new Date('2031-05-08T15:00:00Z'))).toBe(true);
    const rows = await env.DB.prepare('SELECT recipient FROM customer_message_counts').all<{ recipient: string }>();
    for (const { recipient } of rows.results) expect(recipient.toLowerCase()).not.toContain('example.com');
  });
});

describe('one person against the calendar (finding 3)', () => {
  it('33 bookings with one phone from seven /64s: 2 live bookings, the rest 409 with the phone, windows still offered', async () => {
    const windows = await freeWindows();
    expect(windows.length).toBeGreaterThan(33);
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 33; i++) {
      const answer = await postForm(
        '/book',
        visit(windows[i] as string, { phone: '409-555-0199', name: 'Flood Person', street: '1 Same St', email: '' }),
        { client: client64(100 + (i % 7)), vars: vars() },
      );
      statuses.push(answer.status);
      if (answer.status === 409 && !refusal) refusal = await answer.text();
      else await answer.body?.cancel();
    }
    console.log(
      `33 bookings from one phone: ${statuses.filter((s) => s === 303).length} booked, ${statuses.filter((s) => s === 409).length} × 409`,
    );
    expect(statuses.filter((s) => s === 303)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(31);
    expect(refusal).toContain(business.phone.display);
    expect((await freeWindows()).length).toBe(windows.length - 2);
    // No lead was made (nor emailed) for a refused booking, so the contractor's hourly cap is untouched by them.
    const leads = await env.DB.prepare(`SELECT COUNT(*) AS n FROM leads WHERE phone = '+14095550199'`).first<{ n: number }>();
    expect(leads?.n).toBe(2);
  });

  it('one client key holds at most 3 live bookings, whatever the phones', async () => {
    const windows = (await freeWindows()).slice(0, 5);
    const statuses = [];
    for (const window of windows) statuses.push((await postForm('/book', visit(window), { client: '203.0.113.35', vars: vars() })).status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual([409, 409]);
  });
});

describe('the twin booking (finding 5)', () => {
  it('the same answers again from another client, written differently, get "booked already" and never the token', async () => {
    const [window] = await freeWindows();
    const answers = visit(window as string, { email: 'Twin.Person@Example.com', phone: '(409) 555-0177' });
    const first = await postForm('/book', answers, { vars: vars() });
    expect(first.status).toBe(303);
    const token = (first.headers.get('Location') as string).split('/').pop() as string;
    for (const lang of ['en', 'es']) {
      const twin = await postForm(
        '/book',
        { ...answers, email: 'twin.person@example.com', phone: '409.555.0177', lang },
        { client: '192.0.2.99', vars: vars() },
      );
      expect(twin.status).toBe(200);
      expect(twin.headers.get('Location')).toBeNull();
      const html = await twin.text();
      expect(html).not.toContain(token);
      expect(html).toContain(business.phone.display);
      expect(parse(html).querySelector('h1')?.text).toBe(lang === 'es' ? 'Esta visita ya está agendada' : 'This visit is booked already');
    }
  });
});

describe('a booking again after a cancel (finding 6)', () => {
  it('brings the lead back to "Visit booked" with its window, and tells the contractor', async () => {
    const [window] = await freeWindows();
    const answers = visit(window as string);
    const location = (await postForm('/book', answers, { vars: vars() })).headers.get('Location') as string;
    expect((await postForm(location, { action: 'cancel', lang: 'en' }, { vars: vars() })).status).toBe(303);
    const key = (await calendar().get(location.split('/').pop() as string))?.leadKey;
    const lead = () =>
      env.DB.prepare('SELECT id, status, visit_start FROM leads WHERE idempotency_key = ?1')
        .bind(key)
        .first<{ id: number; status: string; visit_start: string | null }>();
    expect(await lead()).toMatchObject({ status: 'visit_cancelled', visit_start: null });
    mails.length = 0;
    const again = await postForm('/book', answers, { vars: vars() });
    expect(again.status).toBe(303);
    expect(await lead()).toMatchObject({ status: 'visit_booked', visit_start: new Date(window as string).toISOString() });
    expect(mails.map((m) => m.subject)).toContain(`Visit booked again: Dana Ruiz (#${(await lead())?.id})`);
  });
});

describe('windows out of range (finding 7)', () => {
  it('a window in the year 0999 or 9999, or in the past, gets 422 from the form and the booking’s page, never a 5xx', async () => {
    const [window] = await freeWindows();
    const location = (await postForm('/book', visit(window as string), { vars: vars() })).headers.get('Location') as string;
    for (const bad of ['0999-12-03T09:00:00-06:00', '9999-12-03T09:00:00-06:00', '2020-01-06T08:00:00-06:00']) {
      expect((await postForm('/book', visit(bad), { vars: vars() })).status).toBe(422);
      expect((await postForm(location, { action: 'reschedule', window: bad, lang: 'en' }, { vars: vars() })).status).toBe(422);
    }
  });

  it('never offers a wall-clock time that does not exist (2:00 on 2027-03-14, spring forward)', () => {
    const settings = {
      ...DEFAULT_BOOKING_SETTINGS,
      days: [1, 2, 3, 4, 5, 6, 7],
      firstStart: '01:00',
      lastStart: '03:00',
      windowMinutes: 60,
    };
    const starts = windowStarts(settings, '2027-03-14').map((at) => new Date(at).toISOString());
    expect(starts).toEqual(['2027-03-14T07:00:00.000Z', '2027-03-14T08:00:00.000Z']); // 01:00 CST and 03:00 CDT
    expect(windowStarts(settings, '2027-03-15')).toHaveLength(3);
  });
});

describe('the calendar file (finding 8)', () => {
  it('/book/<token>.ics carries neither the token nor a link that moves or cancels', async () => {
    const [window] = await freeWindows();
    const location = (await postForm('/book', visit(window as string), { vars: vars() })).headers.get('Location') as string;
    const token = location.split('/').pop() as string;
    const ics = await (await request(`${location}.ics`)).text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).not.toContain(token);
    expect(ics).not.toContain('/book/');
  });
});

describe('the service worker’s copies (finding 10)', () => {
  it('an 8-day-old copy, one without a time and one from the future are deleted; a 6-day-old one is kept', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const day = 86_400_000;
    const copies = [
      { url: '/admin/leads/1', copiedAt: String(now - 8 * day) },
      { url: '/admin/leads/2', copiedAt: String(now - 6 * day) },
      { url: '/admin/leads/3', copiedAt: null },
      { url: '/admin/leads/4', copiedAt: String(now + 60_000) },
      { url: '/admin/leads/5', copiedAt: String(now - 7 * day) },
    ];
    expect(staleCopies(copies, now)).toEqual(['/admin/leads/1', '/admin/leads/3', '/admin/leads/4']);
  });
});

describe('the moved notice, told later (issue 35: the last move wins)', () => {
  it('a second move within 15 minutes waits, then one notice names the window the booking holds then', async () => {
    const [a, b, c] = (await freeWindows()).slice(-5, -2) as [string, string, string];
    const email = `mover.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const location = (await postForm('/book', visit(a, { email }), { vars: vars() })).headers.get('Location') as string;
    const token = location.split('/').pop() as string;
    const t0 = Date.now();
    const first = await calendar().reschedule(token, new Date(b).toISOString(), t0);
    expect(first.ok && first.notice).toEqual({ from: new Date(a).toISOString() });
    const second = await calendar().reschedule(token, new Date(c).toISOString(), t0 + 60_000);
    expect(second.ok && second.notice).toBeNull();
    // Not due before 15 minutes after the first notice; due after, once.
    await runInDurableObject(calendar(), async (instance: BookingCalendar) => {
      vi.spyOn(instance as unknown as { env: Env }, 'env', 'get').mockReturnValue({ ...env, ...vars() } as unknown as Env);
      expect((await instance.runDue(t0 + MOVED_NOTICE_MS - 1000)).notices).toBe(0);
      expect((await instance.runDue(t0 + MOVED_NOTICE_MS + 1000)).notices).toBe(1);
      expect((await instance.runDue(t0 + MOVED_NOTICE_MS + 2000)).notices).toBe(0);
    });
    const moved = mails.filter((m) => m.to === email && m.subject.includes('has moved'));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.text).toContain(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(c)),
    );
  });
});
