import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../src/content/business';
import type { Lead } from '../src/leads/store';
import { loadPage, ORIGIN, postForm, request, SITE_URL, someClient, startOfRateWindow, texts } from './helpers';

/**
 * The contact and quote forms post to the Worker, leads are stored
 * once in the local D1 database, the contractor is emailed, and abuse gets
 * clear 4xx answers. Every request goes through the Worker's fetch handler.
 */

const SUCCESS = 'Thank you for your inquiry! We will contact you within 24 hours.';

/** A unique email address, to find the lead a test stored. */
const uniqueEmail = () => `jane.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A valid contact request. */
const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Jane Doe',
  phone: '(409) 555-0142',
  email: uniqueEmail(),
  service: 'Stamped Concrete',
  address: '55 Calder Ave, Beaumont, TX',
  message: 'New stamped patio, about 300 square feet.',
  ...overrides,
});

/** A valid quote request. */
const quote = (overrides: Record<string, string> = {}) => ({
  firstName: 'Sam',
  lastName: 'Rivera',
  email: uniqueEmail(),
  phone: '',
  address: '',
  service: 'Driveway',
  description: 'Replace a cracked driveway.',
  ...overrides,
});

type LeadRow = Lead;

/** The stored leads with this email address. */
async function leadsWithEmail(email: string): Promise<LeadRow[]> {
  const { results } = await env.DB.prepare('SELECT * FROM leads WHERE email = ?1 ORDER BY id').bind(email).all<LeadRow>();
  return results;
}

/** The stored lead with this email (its notification settled: `postForm` waited on the execution context). */
async function settledLead(email: string): Promise<LeadRow> {
  const [row] = await leadsWithEmail(email);
  if (!row) throw new Error(`no lead with ${email}`);
  return row;
}

/** The Worker's handlers; workerd also gives the default export's `scheduled` (not in the Fetcher type). */
const worker = exports.default as typeof exports.default & { scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown> };

/** Runs the cron trigger as if it fired at `at` (a failing handler rejects). */
const runCron = (at: Date) => worker.scheduled({ scheduledTime: at, cron: '*/5 * * * *' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contact form without JavaScript', () => {
  it('stores a valid request and answers 303 See Other to /contact/thank-you, scrolled to the form', async () => {
    const fields = contact();
    const response = await postForm('/contact', fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you#form-heading');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await leadsWithEmail(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form: 'contact',
      name: 'Jane Doe',
      phone: '+14095550142',
      email: fields.email,
      service: 'Stamped Concrete',
      address: '55 Calder Ave, Beaumont, TX',
      message: 'New stamped patio, about 300 square feet.',
    });
    expect(rows[0]!.idempotency_key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('stores a double post of the same answers once', async () => {
    const fields = contact();
    const first = await postForm('/contact', fields);
    const second = await postForm('/contact', fields);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe('/contact/thank-you#form-heading');
    expect(await leadsWithEmail(fields.email)).toHaveLength(1);
  });

  it('sends the form page back with status 422, the values kept and a message beside each failed field', async () => {
    const fields = contact({ name: '<b>Jane</b> "Doe"', phone: '555-0123', email: 'jane@', message: '' });
    const response = await postForm('/contact', fields);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('<b>Jane</b>');
    const { parse } = await import('node-html-parser');
    const document = parse(html);
    const form = document.querySelector('form[action="/contact#form-heading"]')!;
    expect(form.querySelector('#contact-name')?.getAttribute('value')).toBe('<b>Jane</b> "Doe"');
    expect(form.querySelector('#contact-address')?.getAttribute('value')).toBe('55 Calder Ave, Beaumont, TX');
    expect(form.querySelector('#contact-service option[selected]')?.textContent).toBe('Stamped Concrete');
    const messages = {
      phone: 'Enter a US phone number, like (409) 555-0123.',
      email: 'Enter an email address like name@example.com.',
      message: 'Tell us about your project.',
    };
    for (const [field, message] of Object.entries(messages)) {
      const input = form.querySelector(`#contact-${field}`)!;
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    }
    expect(form.querySelector('#contact-name')?.getAttribute('aria-invalid')).toBeUndefined();
    expect(texts(document, '[role="alert"] h3')).toEqual(['Please correct the following:']);
    expect(texts(document, '[role="alert"] li')).toEqual(Object.values(messages));
    expect(document.querySelectorAll('[role="alert"] a').map((a) => a.getAttribute('href'))).toEqual([
      '#contact-phone',
      '#contact-email',
      '#contact-message',
    ]);
    expect(document.querySelector('title')?.textContent).toMatch(/^Error: /);
    expect(await leadsWithEmail('jane@')).toHaveLength(0);
  });
});

describe('form pages', () => {
  it.each(['/contact', '/quote'])(
    '%s posts to itself (scrolled to the form), with an empty idempotency key and a honeypot people never see',
    async (path) => {
      const { document } = await loadPage(path);
      const form = document.querySelector(`form[action="${path}#form-heading"]`)!;
      expect(form.getAttribute('method')).toBe('post');
      expect(document.getElementById('form-heading')?.tagName).toBe('H2');
      expect(form.querySelector('input[name="idempotencyKey"]')?.getAttribute('value')).toBe('');
      const trap = form.querySelector('input[name="website"]')!;
      expect([trap.getAttribute('tabindex'), trap.getAttribute('autocomplete')]).toEqual(['-1', 'off']);
      expect(trap.parentNode!.getAttribute('aria-hidden')).toBe('true');
      expect(trap.parentNode!.getAttribute('class')).toContain('-left-[10000px]');
    },
  );
});

describe('thank-you pages', () => {
  it.each([
    ['/contact/thank-you', '/contact'],
    ['/quote/thank-you', '/quote'],
  ])('%s shows the success message instead of the form, noindex, no canonical', async (path, formPath) => {
    const { response, document, html } = await loadPage(path);
    expect(response.status).toBe(200);
    expect(texts(document, '[role="status"] h3').at(0)).toBe(SUCCESS);
    expect(document.querySelector('form[method="post"]')).toBeNull();
    expect(document.getElementById('form-heading')?.tagName).toBe('H2');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector(`[role="status"] a[href="${formPath}"]`)?.textContent.trim()).toBe('Send another request');
    expect(html).not.toContain('Jane');
  });
});

describe('forms with JavaScript (Accept: application/json)', () => {
  it('answers 201 { ok: true }, and 200 for the same idempotency key again, storing one lead under that key', async () => {
    const key = crypto.randomUUID();
    const fields = contact({ idempotencyKey: key });
    const first = await postForm('/contact', fields, { json: true });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true });
    const again = await postForm('/contact', { ...fields, message: 'Retried request' }, { json: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    const rows = await leadsWithEmail(fields.email);
    expect(rows.map((r) => [r.idempotency_key, r.message])).toEqual([[key, 'New stamped patio, about 300 square feet.']]);
  });

  it('stores a quote with its names joined and its description as the message', async () => {
    const fields = quote({ phone: '409.555.0177' });
    const response = await postForm('/quote', fields, { json: true });
    expect(response.status).toBe(201);
    const [row] = await leadsWithEmail(fields.email);
    expect(row).toMatchObject({
      form: 'quote',
      name: 'Sam Rivera',
      phone: '+14095550177',
      service: 'Driveway',
      message: 'Replace a cracked driveway.',
    });
  });

  it('the quote form without JavaScript answers 303 to /quote/thank-you', async () => {
    const fields = quote();
    const response = await postForm('/quote', fields);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/quote/thank-you#form-heading');
    expect(await leadsWithEmail(fields.email)).toHaveLength(1);
  });
});

describe('validation: each invalid field is refused with its message (422) and nothing is stored', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['contact', { name: '' }, 'name', 'Enter your full name.'],
    ['contact', { name: '   ' }, 'name', 'Enter your full name.'],
    ['contact', { name: long(101) }, 'name', 'Your name must be 100 characters or fewer.'],
    ['contact', { name: 'Jane\nBcc: x@example.com' }, 'name', 'Use one line without special characters.'],
    ['contact', { phone: '' }, 'phone', 'Enter your phone number.'],
    ['contact', { phone: '555-0123' }, 'phone', 'Enter a US phone number, like (409) 555-0123.'],
    ['contact', { phone: '(123) 456-7890' }, 'phone', 'Enter a US phone number, like (409) 555-0123.'],
    ['contact', { phone: '+44 20 7946 0958' }, 'phone', 'Enter a US phone number, like (409) 555-0123.'],
    ['contact', { email: '' }, 'email', 'Enter your email address.'],
    ['contact', { email: 'jane.example.com' }, 'email', 'Enter an email address like name@example.com.'],
    ['contact', { email: `${long(250)}@example.com` }, 'email', 'Your email address must be 254 characters or fewer.'],
    ['contact', { service: 'Swimming Pools' }, 'service', 'Choose a service from the list.'],
    ['contact', { address: long(201) }, 'address', 'The project address must be 200 characters or fewer.'],
    ['contact', { message: '' }, 'message', 'Tell us about your project.'],
    ['contact', { message: long(4001) }, 'message', 'Project details must be 4,000 characters or fewer.'],
    ['contact', { idempotencyKey: 'not-a-uuid' }, 'idempotencyKey', 'Reload the page and send the form again.'],
    ['quote', { firstName: '' }, 'firstName', 'Enter your first name.'],
    ['quote', { firstName: long(61) }, 'firstName', 'Your first name must be 60 characters or fewer.'],
    ['quote', { lastName: long(61) }, 'lastName', 'Your last name must be 60 characters or fewer.'],
    ['quote', { email: '', phone: '' }, 'phone', 'Enter a phone number or an email address so we can reach you.'],
    ['quote', { phone: '12345' }, 'phone', 'Enter a US phone number, like (409) 555-0123.'],
    ['quote', { service: long(101) }, 'service', 'The service must be 100 characters or fewer.'],
    ['quote', { description: long(4001) }, 'description', 'The project description must be 4,000 characters or fewer.'],
  ] as const)('%s %o: %s', async (form, overrides, field, message) => {
    const fields = form === 'contact' ? contact(overrides) : quote(overrides);
    const response = await postForm(`/${form}`, fields, { json: true });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { [field]: message } });
    expect(await leadsWithEmail(fields.email ?? '')).toHaveLength(0);
  });

  it('refuses a field sent twice', async () => {
    const fields = new URLSearchParams(contact());
    fields.append('name', 'Second Name');
    const response = await postForm('/contact', fields, { json: true });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { name: 'Enter plain text.' } });
  });

  it.each(['(409) 555-0123', '409-555-0123', '409.555.0123', '4095550123', '+1 409 555 0123', '1-409-555-0123'])(
    'accepts the phone number %s, stored as +14095550123',
    async (phone) => {
      const fields = contact({ phone });
      const response = await postForm('/contact', fields, { json: true });
      expect(response.status).toBe(201);
      expect((await leadsWithEmail(fields.email))[0]?.phone).toBe('+14095550123');
    },
  );

  it('accepts a quote with a phone number and no email', async () => {
    const name = `Phone Only ${crypto.randomUUID().slice(0, 8)}`;
    const response = await postForm('/quote', quote({ firstName: name, email: '', phone: '409 555 0199' }), { json: true });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT phone, email FROM leads WHERE name = ?1').bind(`${name} Rivera`).first();
    expect(row).toEqual({ phone: '+14095550199', email: '' });
  });
});

describe('abuse', () => {
  it('a filled honeypot gets the same status and body as a real lead (303, or 201 { ok: true }) and nothing is stored', async () => {
    const fields = contact({ website: 'https://spam.example' });
    const native = await postForm('/contact', fields);
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/contact/thank-you#form-heading');
    const json = await postForm('/contact', fields, { json: true });
    const real = await postForm('/contact', contact(), { json: true });
    expect([json.status, await json.json()]).toEqual([real.status, await real.json()]);
    expect(json.status).toBe(201);
    expect(await leadsWithEmail(fields.email)).toHaveLength(0);
  });

  it('answers 429 with Retry-After after 5 posts from one client within a minute', async () => {
    await startOfRateWindow();
    const client = someClient();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await postForm('/contact', contact(), { client, json: true })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const fields = contact();
    const refused = await postForm('/contact', fields, { client, json: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: `Too many requests came from your connection in the last minute. Please wait a minute and try again, or call us at ${business.phone.display}.`,
    });
    const page = await postForm('/quote', quote(), { client });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Too many requests');
    expect(await leadsWithEmail(fields.email)).toHaveLength(0);
    expect((await postForm('/contact', contact(), { json: true })).status).toBe(201);
  });

  it.each([
    ['a cross-site Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site and no Origin', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', { Origin: '' }],
  ])('refuses a post with %s: 403 and a clear message', async (_, headers) => {
    const fields = contact();
    const cleaned = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    const init = {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Accept: 'text/html', 'CF-Connecting-IP': someClient(), ...cleaned },
    };
    const response = await request('/contact', init);
    expect(response.status).toBe(403);
    const { document } = await loadPage('/contact', { ...init, body: new URLSearchParams(fields) });
    expect(texts(document, 'h1')).toEqual(['Please send the form from our website']);
    expect(document.querySelector('main a[href="/contact"]')).not.toBeNull();
    expect(await leadsWithEmail(fields.email)).toHaveLength(0);
  });

  it('accepts a post whose Origin is SITE_URL, and one marked Sec-Fetch-Site same-origin', async () => {
    expect((await postForm('/contact', contact(), { headers: { Origin: new URL(SITE_URL).origin } })).status).toBe(303);
    const init = {
      method: 'POST',
      body: new URLSearchParams(contact()),
      headers: { 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': someClient() },
    };
    expect((await request('/contact', init)).status).toBe(303);
  });

  it('answers 413 to a body over 64 KiB, saying how long the details may be', async () => {
    const fields = contact({ message: 'x'.repeat(65 * 1024) });
    const response = await postForm('/contact', fields, { json: true });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining('larger than we can accept') });
    const page = await postForm('/quote', quote({ description: 'y'.repeat(65 * 1024) }));
    expect(page.status).toBe(413);
    const text = await page.text();
    expect(text).toContain('Your request is too long');
    expect(text).toContain('keep the project details to 4,000 characters');
    expect(await leadsWithEmail(fields.email)).toHaveLength(0);
  });

  it.each(['application/json', 'text/plain', 'application/xml'])('answers 415 to a body sent as %s', async (type) => {
    const response = await request('/contact', {
      method: 'POST',
      body: JSON.stringify(contact()),
      headers: { 'Content-Type': type, Origin: ORIGIN, Accept: 'application/json', 'CF-Connecting-IP': someClient() },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringContaining('not sent as a web form') });
  });

  it('answers 400 to a malformed multipart body', async () => {
    const response = await request('/contact', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: ORIGIN, 'CF-Connecting-IP': someClient() },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('We could not read your request');
  });

  it('writes nothing the visitor typed into the log', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const fields = contact({ name: 'Secret Person', phone: '409 555 0111' });
    await postForm('/contact', fields);
    await postForm('/contact', { ...fields, phone: 'bad' });
    await settledLead(fields.email);
    const logged = [...log.mock.calls, ...warn.mock.calls].flat().map(String).join('\n');
    expect(logged).toMatch(/lead \d+ \(contact\): stored/);
    expect(logged).toContain('lead refused (contact): invalid phone');
    for (const secret of ['Secret Person', fields.email, '555', 'stamped patio']) expect(logged).not.toContain(secret);
  });
});

describe('notification email', () => {
  it('is sent to the business email once the lead is stored, and the lead is marked sent', async () => {
    const send = vi.spyOn(env.EMAIL, 'send');
    const fields = contact();
    await postForm('/contact', fields);
    const row = await settledLead(fields.email);
    expect(row).toMatchObject({ notify_status: 'sent', notify_attempts: 1, last_error: null });
    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(message.from).toEqual({ name: `${business.name} website`, email: env.LEADS_FROM });
    expect(message.to).toBe(business.email);
    expect(message.replyTo).toBe(fields.email);
    expect(message.subject).toBe(`New contact request from Jane Doe (#${row.id})`);
    for (const line of [
      'Name: Jane Doe',
      'Phone: (409) 555-0142',
      `Email: ${fields.email}`,
      'Service: Stamped Concrete',
      'Project address: 55 Calder Ave, Beaumont, TX',
      'Language: English',
      'New stamped patio, about 300 square feet.',
      `Lead #${row.id}.`,
    ])
      expect(message.text).toContain(line);
  });

  it('names a /quote lead an estimate request, as the admin does (a quote is the priced document; issue 45)', async () => {
    const send = vi.spyOn(env.EMAIL, 'send');
    const fields = quote();
    await postForm('/quote', fields);
    const row = await settledLead(fields.email);
    expect(row.form).toBe('quote');
    const message = send.mock.calls.map(([sent]) => sent as EmailMessageBuilder).find((sent) => sent.replyTo === fields.email)!;
    expect(message.subject).toBe(`New estimate request from Sam Rivera (#${row.id})`);
    expect(message.text).toContain('A new estimate request came in through the website');
  });

  it('a failed email keeps the lead pending, and the cron trigger retries it and marks it sent', async () => {
    const send = vi.spyOn(env.EMAIL, 'send').mockRejectedValueOnce(new Error('destination address not verified'));
    const fields = contact();
    const response = await postForm('/contact', fields);
    expect(response.status).toBe(303);
    const failed = await settledLead(fields.email);
    expect(failed).toMatchObject({ notify_status: 'pending', notify_attempts: 1, last_error: 'Error: destination address not verified' });
    const retryAt = new Date(failed.next_attempt_at);

    await runCron(new Date(retryAt.getTime() - 60_000));
    expect((await leadsWithEmail(fields.email))[0]).toMatchObject({ notify_status: 'pending', notify_attempts: 1 });

    await runCron(retryAt);
    expect((await leadsWithEmail(fields.email))[0]).toMatchObject({ notify_status: 'sent', notify_attempts: 2, last_error: null });
    expect(send).toHaveBeenCalledTimes(2);

    await runCron(new Date(retryAt.getTime() + 24 * 3600_000));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after 8 attempts with status failed, keeping the lead', async () => {
    const send = vi.spyOn(env.EMAIL, 'send').mockRejectedValue(new Error('mail service down'));
    const fields = quote();
    await postForm('/quote', fields);
    let row = await settledLead(fields.email);
    const delays: number[] = [];
    while (row.notify_status === 'pending') {
      const due = new Date(row.next_attempt_at);
      delays.push(
        Math.round(
          (due.getTime() -
            Date.parse((await env.DB.prepare('SELECT created_at FROM leads WHERE id = ?1').bind(row.id).first<string>('created_at'))!)) /
            60_000,
        ),
      );
      await runCron(due);
      row = (await leadsWithEmail(fields.email))[0]!;
    }
    expect(row).toMatchObject({ notify_status: 'failed', notify_attempts: 8, last_error: 'Error: mail service down', name: 'Sam Rivera' });
    expect(send).toHaveBeenCalledTimes(8);
    expect(delays.slice(0, 3)).toEqual([5, 15, 35]);
  });
});
