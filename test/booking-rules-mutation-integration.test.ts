import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingCalendar } from '../src/booking/calendar';
import { DEFAULT_BOOKING_SETTINGS } from '../src/booking/model';
import { BUSINESS_TIME_ZONE } from '../src/content/business';
import { services } from '../src/content/index';
import { allowCustomerEmail } from '../src/leads/customer-email';
import { dayIn, rfc3339In } from '../src/lib/zoned-time';
import { postForm, startOfRateWindow } from './helpers';

/**
 * The booking's and the customer emails' rules stated with their numbers
 * (issue 45, item 4): each test here failed with one of the review's surviving
 * mutations applied by hand (the issue's table: 46, 50, 51, 52, and the bounds
 * that counted before they refused) and passes without it. The notice's 15
 * minutes are written as a literal, never the constant they check.
 */

const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
const calendar = () => namespace.get(namespace.idFromName('main'));
const send = vi.fn(async (_message: EmailMessageBuilder) => undefined);
const vars = (): Partial<Env> => ({ EMAIL: { send } as unknown as SendEmail, CUSTOMER_EMAIL: { send } as unknown as SendEmail });
const FIFTEEN_MINUTES = 15 * 60 * 1000;

afterEach(async () => {
  vi.restoreAllMocks();
  send.mockClear();
  await calendar().saveSettings(DEFAULT_BOOKING_SETTINGS);
});

/** The free windows of the next three weeks, as the form's radio values (RFC 3339, Central offset). */
async function freeWindows(): Promise<string[]> {
  const days = await calendar().availability(dayIn(BUSINESS_TIME_ZONE, Date.now()), 22, Date.now());
  return days.flatMap((day) => day.windows).map((window) => rfc3339In(BUSINESS_TIME_ZONE, Date.parse(window.start)));
}

let phones = 0;
/** Books `window` through the form (a phone and an email of its own); returns the booking's path and token. */
async function book(window: string) {
  const fields = {
    name: 'Dana Ruiz',
    phone: `409-555-01${String(phones++ % 50).padStart(2, '0')}`,
    email: `dana.${crypto.randomUUID().slice(0, 8)}@example.com`,
    street: '1450 Calder Ave',
    town: 'Beaumont',
    service: services[0]?.name ?? '',
    notes: '',
    lang: 'en',
    window,
  };
  const booked = await postForm('/book', fields, { vars: vars() });
  expect(booked.status).toBe(303);
  const path = booked.headers.get('Location') as string;
  return { path, token: path.split('/').pop() as string, email: fields.email };
}

const iso = (window: string) => new Date(window).toISOString();

describe('the "moved" notice at most once in 15 minutes (mutation 52)', () => {
  it('a second move 14 min 59 s after the told one waits; one 15 min after is told at once', async () => {
    const windows = await freeWindows();
    const [a1, b1, c1, a2, b2, c2] = windows.slice(-12, -6) as [string, string, string, string, string, string];
    const t0 = Date.now();
    const early = await book(a1);
    expect(await calendar().reschedule(early.token, iso(b1), t0)).toMatchObject({ ok: true, notice: { from: iso(a1) } });
    expect(await calendar().reschedule(early.token, iso(c1), t0 + FIFTEEN_MINUTES - 1000)).toMatchObject({ ok: true, notice: null });
    const late = await book(a2);
    expect(await calendar().reschedule(late.token, iso(b2), t0)).toMatchObject({ ok: true, notice: { from: iso(a2) } });
    expect(await calendar().reschedule(late.token, iso(c2), t0 + FIFTEEN_MINUTES)).toMatchObject({ ok: true, notice: { from: iso(b2) } });
  }, 120_000); // several bookings through the Durable Object: 27 s measured with the machine loaded (load 15 on 2 cores)
});

describe('moving back to the window last told is not a move (mutation 51)', () => {
  it('told of b, moved to c, then back to b after 15 minutes: no notice', async () => {
    const [a, b, c] = (await freeWindows()).slice(-18, -15) as [string, string, string];
    const { token } = await book(a);
    const t0 = Date.now();
    expect(await calendar().reschedule(token, iso(b), t0)).toMatchObject({ notice: { from: iso(a) } });
    expect(await calendar().reschedule(token, iso(c), t0 + 60_000)).toMatchObject({ notice: null });
    expect(await calendar().reschedule(token, iso(b), t0 + FIFTEEN_MINUTES + 60_000)).toMatchObject({ ok: true, notice: null });
  }, 120_000); // several bookings through the Durable Object: 27 s measured with the machine loaded (load 15 on 2 cores)

  it('told of b, moved to c and back to b within 15 minutes: the waiting notice tells nothing', async () => {
    const [a, b, c] = (await freeWindows()).slice(-24, -21) as [string, string, string];
    const { token, email } = await book(a);
    const t0 = Date.now();
    expect(await calendar().reschedule(token, iso(b), t0)).toMatchObject({ notice: { from: iso(a) } });
    expect(await calendar().reschedule(token, iso(c), t0 + 60_000)).toMatchObject({ notice: null });
    expect(await calendar().reschedule(token, iso(b), t0 + 120_000)).toMatchObject({ notice: null });
    send.mockClear();
    await runInDurableObject(calendar(), async (instance: BookingCalendar) => {
      vi.spyOn(instance as unknown as { env: Env }, 'env', 'get').mockReturnValue({ ...env, ...vars() } as unknown as Env);
      await instance.runDue(t0 + FIFTEEN_MINUTES + 60_000);
    });
    // Nothing to this customer (the other bookings' waiting notices may go; none names this one).
    expect(send.mock.calls.filter(([message]) => String(message.to) === email)).toEqual([]);
    expect(await calendar().get(token)).toMatchObject({ start: iso(b) });
  });
});

describe('a booking’s page is bounded per token, whatever the client (mutation 50)', () => {
  it('8 posts to one booking from 8 clients in a minute: 5 answered, then 429', async () => {
    const [a] = (await freeWindows()).slice(-30) as [string];
    const { path } = await book(a);
    await startOfRateWindow(20_000);
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) {
      const answer = await postForm(path, { action: 'reschedule', window: a, lang: 'en' }, { vars: vars(), client: `2001:db8:45:${n}::1` });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
  }, 120_000); // several bookings through the Durable Object: 27 s measured with the machine loaded (load 15 on 2 cores)
});

describe('a customer’s daily allowance is counted by the Central day (mutation 46)', () => {
  it('3 emails at 23:30 Central fill that day; one at 00:30 Central the next day goes', async () => {
    const address = `night.${crypto.randomUUID().slice(0, 8)}@example.com`;
    // 2031-11-05 23:30 CST is 2031-11-06 05:30 UTC; 00:30 CST the next day is 06:30 UTC, the same UTC day.
    const late = new Date('2031-11-06T05:30:00Z');
    const got = [];
    for (let n = 0; n < 4; n++) got.push(await allowCustomerEmail(env, address, 'booking', late));
    expect(got).toEqual([true, true, true, false]);
    expect(await allowCustomerEmail(env, address, 'booking', new Date('2031-11-06T06:30:00Z'))).toBe(true);
  });

  it('3 emails at 17:00 Central fill the day; one at 19:00 Central (the next UTC day) is held', async () => {
    const address = `evening.${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (let n = 0; n < 3; n++) expect(await allowCustomerEmail(env, address, 'booking', new Date('2031-11-12T23:00:00Z'))).toBe(true);
    expect(await allowCustomerEmail(env, address, 'booking', new Date('2031-11-13T01:00:00Z'))).toBe(false);
  });
});

describe('a send the site’s hour refused leaves the recipient’s day untouched (issue 45: the bounds counted before they refused)', () => {
  it('with the hour full, 3 refused sends to one address; the next hour, that address still gets its 3', async () => {
    const bound = { ...env, CUSTOMER_EMAILS_PER_HOUR: '1' } as Env;
    const address = `held.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const hour = new Date('2031-11-19T16:10:00Z');
    expect(await allowCustomerEmail(bound, `first.${crypto.randomUUID()}@example.com`, 'booking', hour)).toBe(true);
    for (let n = 0; n < 3; n++) expect(await allowCustomerEmail(bound, address, 'booking', hour)).toBe(false);
    const got = [];
    for (let n = 0; n < 4; n++) got.push(await allowCustomerEmail(env, address, 'booking', new Date('2031-11-19T17:10:00Z')));
    expect(got).toEqual([true, true, true, false]);
  });
});
