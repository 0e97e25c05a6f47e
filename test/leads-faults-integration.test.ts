import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../src/content/business';
import type { QueuedLead } from '../src/leads/accept';
import type { Lead } from '../src/leads/store';
import worker from '../src/index';
import { fetchWith, ORIGIN, type PostOptions, postForm, someClient, startOfRateWindow } from './helpers';

/**
 * A lead is never lost and never unseen, whatever fails (D1, the
 * email, both), abuse control (/64, 422s, the email cap, the honeypot), input
 * hygiene, Spanish posts, and each request through the Worker's
 * handlers with `waitOnExecutionContext` (no polling).
 */

const uniqueEmail = () => `pat.${crypto.randomUUID().slice(0, 8)}@example.com`;
const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Pat Lee',
  phone: '409-555-0188',
  email: uniqueEmail(),
  service: '',
  address: '12 Pine St, Nederland, TX',
  message: 'Cracked slab behind the garage.',
  ...overrides,
});

/**
 * The send_email binding the Worker gets in these tests: the local simulated
 * one, wrapped in a mock function each test can inspect or make fail. (A spy
 * on `env.EMAIL` itself proved unreliable across tests: the binding is an
 * RPC stub.)
 */
const send = vi.fn((message: EmailMessageBuilder) => env.EMAIL.send(message));
const testEnv = (vars: Partial<Env> = {}): Env => ({ ...env, EMAIL: { send } as unknown as SendEmail, ...vars });

/** Posts `fields` as a form on this site (`postForm`), with the mocked email binding. */
const post = (path: string, fields: Record<string, string>, options: PostOptions = {}) =>
  postForm(path, fields, { ...options, vars: { ...testEnv(), ...options.vars } });

const leadsWithEmail = async (email: string) =>
  (await env.DB.prepare('SELECT * FROM leads WHERE email = ?1 ORDER BY id').bind(email).all<Lead>()).results;

/** Makes every D1 query of the Worker fail, as when the database is unavailable. */
const d1Down = () =>
  vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
    throw new Error('D1_ERROR: database unavailable');
  });

afterEach(() => {
  vi.restoreAllMocks();
  send.mockReset();
  send.mockImplementation((message: EmailMessageBuilder) => env.EMAIL.send(message));
});

describe('D1 down', () => {
  it('emails the whole lead marked NOT YET STORED, queues it, answers success, and the consumer stores it once after recovery', async () => {
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fields = contact();
    const down = d1Down();
    const response = await post('/contact', fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you#form-heading');
    expect(send).toHaveBeenCalledTimes(1);
    const email = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(email.subject).toBe('NOT YET STORED: New contact request from Pat Lee');
    expect(email.replyTo).toBe(fields.email);
    for (const line of [
      'NOT YET STORED',
      'Name: Pat Lee',
      'Phone: (409) 555-0188',
      'Project address: 12 Pine St, Nederland, TX',
      fields.message,
    ])
      expect(email.text).toContain(line);
    expect(errors.mock.calls.flat().join('\n')).toContain('"event":"lead_store_failed"');
    expect(queued).toHaveBeenCalledTimes(1);
    const body = queued.mock.calls[0]![0] as QueuedLead;
    expect(body).toMatchObject({ form: 'contact', input: { email: fields.email, lang: 'en' }, emailedAt: expect.any(String) });

    // Still down: the consumer asks for a retry and stores nothing.
    const message = { id: 'm1', timestamp: new Date(), attempts: 1, body };
    let batch = createMessageBatch<QueuedLead>('golden-triangle-leads', [message]);
    let ctx = createExecutionContext();
    await worker.queue(batch, testEnv(), ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ retryMessages: [{ msgId: 'm1' }], explicitAcks: [] });
    down.mockRestore();
    expect(await leadsWithEmail(fields.email)).toHaveLength(0);

    // Back up: stored, marked sent (it was emailed) and late; a second delivery stores nothing new.
    for (const attempts of [2, 3]) {
      batch = createMessageBatch<QueuedLead>('golden-triangle-leads', [{ ...message, attempts }]);
      ctx = createExecutionContext();
      await worker.queue(batch, testEnv(), ctx);
      expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: ['m1'], retryMessages: [] });
    }
    const rows = await leadsWithEmail(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Pat Lee',
      phone: '+14095550188',
      notify_status: 'sent',
      stored_late: 1,
      idempotency_key: body.key,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('the consumer asks the queue to offer a lead again 30 s later, doubling per attempt up to an hour, while D1 stays down', async () => {
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    d1Down();
    expect((await post('/contact', contact())).status).toBe(303);
    const body = queued.mock.calls[0]![0] as QueuedLead;
    // attempt → delay: 30 × 2^(attempt − 1) s, at most 3,600 s (attempt 8 would be 3,840).
    const delays = [
      [1, 30],
      [2, 60],
      [3, 120],
      [4, 240],
      [7, 1920],
      [8, 3600],
      [12, 3600],
    ];
    const batch = createMessageBatch<QueuedLead>(
      'golden-triangle-leads',
      delays.map(([attempts]) => ({ id: `a${attempts}`, timestamp: new Date(), attempts: attempts!, body })),
    );
    // The test harness's queue result records that a message was retried, not its delay: the calls tell it.
    const retries = batch.messages.map((message) => vi.spyOn(message, 'retry'));
    const ctx = createExecutionContext();
    await worker.queue(batch, testEnv(), ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({
      explicitAcks: [],
      retryMessages: delays.map(([attempts]) => ({ msgId: `a${attempts}` })),
    });
    expect(retries.map((retry) => retry.mock.calls)).toEqual(delays.map(([, delaySeconds]) => [[{ delaySeconds }]]));
  });

  it('with the email down too: 503 with Retry-After and the phone number, the form sent back with the values, the lead still queued', async () => {
    send.mockRejectedValue(new Error('mail service down'));
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    d1Down();
    const fields = contact({ name: 'Both <Down>' });
    const json = await post('/contact', { ...fields, idempotencyKey: crypto.randomUUID() }, { json: true });
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('120');
    expect(((await json.json()) as { error: string }).error).toContain(business.phone.display);

    const page = await post('/contact', fields);
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const document = parse(await page.text());
    expect(document.querySelector('#contact-name')?.getAttribute('value')).toBe('Both <Down>');
    expect(document.querySelector('#contact-message')?.textContent).toBe(fields.message);
    expect(document.querySelector('form [role="alert"]')?.textContent).toContain(business.phone.display);
    expect(queued).toHaveBeenCalledTimes(2);
    // The queued copy reaches D1 later, as pending: the cron trigger emails it then.
    vi.mocked(env.DB.prepare).mockRestore();
    const batch = createMessageBatch<QueuedLead>('golden-triangle-leads', [
      { id: 'm2', timestamp: new Date(), attempts: 1, body: queued.mock.calls[1]![0] as QueuedLead },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, testEnv(), ctx);
    await waitOnExecutionContext(ctx);
    expect((await leadsWithEmail(fields.email))[0]).toMatchObject({ notify_status: 'pending', stored_late: 1 });
  });
});

describe('an email that keeps failing', () => {
  it('after the last retry: status failed, a structured console.error without the visitor words, an alert to LEADS_ALERT_TO', async () => {
    send.mockRejectedValue(new Error('destination refused'));
    const fields = contact({ name: 'Quiet Visitor' });
    await post('/contact', fields);
    const [row] = await leadsWithEmail(fields.email);
    await env.DB.prepare('UPDATE leads SET notify_attempts = 7 WHERE id = ?1').bind(row!.id).run();
    send.mockClear();
    const ALERT_TO = 'owner@goldentriangleconcrete.example';
    send.mockImplementation(async (message) => {
      if (message.to === ALERT_TO) return { messageId: 'alert' };
      throw new Error('destination refused');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(
      { scheduledTime: Date.parse(row!.next_attempt_at), cron: '*/5 * * * *', noRetry() {} } as ScheduledController,
      testEnv({ LEADS_ALERT_TO: ALERT_TO }),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect((await leadsWithEmail(fields.email))[0]).toMatchObject({ notify_status: 'failed', notify_attempts: 8 });
    const logged = errors.mock.calls.flat().map(String);
    const event = JSON.parse(logged.find((line) => line.includes('lead_email_failed'))!);
    expect(event).toEqual({
      event: 'lead_email_failed',
      leadId: row!.id,
      form: 'contact',
      attempts: 8,
      reason: 'Error: destination refused',
    });
    expect(logged.join('\n')).not.toContain('Quiet Visitor');
    const alert = send.mock.calls.map(([m]) => m as EmailMessageBuilder).find((m) => m.to === ALERT_TO)!;
    expect(alert.subject).toBe(`Lead #${row!.id} could not be emailed: read it on the leads page`);
    expect(alert.text).toContain('/admin/leads');
  });
});

describe('abuse control', () => {
  it('keys IPv6 clients by their /64: the sixth post from another address of the same /64 is refused', async () => {
    await startOfRateWindow();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await post('/contact', contact(), { json: true, client: `${prefix}::${i.toString(16)}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await post('/contact', contact(), { json: true, client: `${prefix.replace(/:1$/, ':2')}::1` })).status).toBe(201);
  });

  it('posts refused as invalid (422) do not use up the allowance of a valid post', async () => {
    const client = someClient();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/contact', contact({ phone: '555' }), { json: true, client })).status);
    statuses.push((await post('/contact', contact(), { json: true, client })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 201]);
  });

  it('past the hourly cap a lead is stored and listed, not emailed', async () => {
    const { n } = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM leads WHERE notify_status = 'sent' AND notified_at > ?1`)
      .bind(new Date(Date.now() - 3600_000).toISOString())
      .first<{ n: number }>())!;
    const vars = { LEADS_EMAILS_PER_HOUR: String(n + 1) };
    const first = contact();
    const second = contact();
    expect((await post('/contact', first, { vars })).status).toBe(303);
    expect((await post('/contact', second, { vars })).status).toBe(303);
    expect((await leadsWithEmail(first.email))[0]?.notify_status).toBe('sent');
    expect((await leadsWithEmail(second.email))[0]?.notify_status).toBe('capped');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('input hygiene', () => {
  it('stores a lone CR (and CRLF) in the message as LF', async () => {
    const fields = contact({ message: 'Real request\rPAID IN FULL - DO NOT CALL\r\nsecond line' });
    expect((await post('/contact', fields, { json: true })).status).toBe(201);
    expect((await leadsWithEmail(fields.email))[0]?.message).toBe('Real request\nPAID IN FULL - DO NOT CALL\nsecond line');
  });

  it.each([
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'root@localhost',
    `${'x'.repeat(65)}@example.com`,
    '=?utf-8?Q?a?=@evil.example',
  ])('refuses the email address %s with 422 and the message', async (email) => {
    const response = await post('/contact', contact({ email }), { json: true });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: 'Enter an email address like name@example.com.' } });
  });

  it('accepts a 4,000-character message in Chinese posted without JavaScript (36 KB urlencoded)', async () => {
    const fields = contact({ message: `${'混凝土'.repeat(1333)}路` });
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(36_000);
    expect((await post('/contact', fields)).status).toBe(303);
  });

  it('answers 400 to a body cut off mid-stream, with nothing logged as an error', async () => {
    const errors = vi.spyOn(console, 'error');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Pat&phone=409555'));
        controller.error(new Error('connection reset'));
      },
    });
    const response = await fetchWith(
      testEnv(),
      new Request(`${ORIGIN}/contact`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Accept: 'application/json' },
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
  });

  it('checks the media type before CSRF: an odd Content-Type prefix gets 415, also cross-site', async () => {
    for (const origin of [ORIGIN, 'https://evil.example']) {
      const response = await fetchWith(
        testEnv(),
        new Request(`${ORIGIN}/contact`, {
          method: 'POST',
          body: new URLSearchParams(contact()).toString(),
          headers: { 'Content-Type': '\u000Bapplication/x-www-form-urlencoded', Origin: origin, Accept: 'application/json' },
        }),
      );
      expect(response.status).toBe(415);
    }
  });
});

describe('Spanish posts (lang=es)', () => {
  it('redirect to the Spanish thank-you page, store lang es, and mark the email "Spanish-speaking visitor"', async () => {
    const fields = contact({ lang: 'es' });
    const response = await post('/contact', fields);
    expect(response.headers.get('location')).toBe('/es/contact/thank-you#form-heading');
    const [row] = await leadsWithEmail(fields.email);
    expect(row?.lang).toBe('es');
    const email = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(email.subject).toBe(`New contact request from Pat Lee (#${row!.id}) [Spanish-speaking visitor]`);
    expect(email.text).toContain('Spanish-speaking visitor');
  });

  it('any other lang is read as English', async () => {
    const fields = contact({ lang: 'fr' });
    expect((await post('/contact', fields)).headers.get('location')).toBe('/contact/thank-you#form-heading');
    expect((await leadsWithEmail(fields.email))[0]?.lang).toBe('en');
  });

  it('validation messages and refusal pages are in Spanish', async () => {
    const invalid = await post('/contact', contact({ lang: 'es', phone: '123' }), { json: true });
    expect(await invalid.json()).toEqual({ errors: { phone: 'Escriba un número de teléfono de EE. UU., como (409) 555-0123.' } });
    await startOfRateWindow();
    const client = someClient();
    for (let i = 0; i < 5; i++) await post('/contact', contact({ lang: 'es' }), { client, json: true });
    const page = await post('/contact', contact({ lang: 'es' }), { client });
    expect(page.status).toBe(429);
    const document = parse(await page.text());
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(document.querySelector('h1')?.textContent).toBe('Demasiadas solicitudes');
    expect(document.querySelector('main a[href="/es/contact"]')?.textContent.trim()).toBe('Volver al formulario');
  });
});
