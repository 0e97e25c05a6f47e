import { env } from 'cloudflare:workers';
import { type HTMLElement, parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { localAdminAccess, requestWith } from './helpers';

/**
 * The admin's forms as one thing (issue 36): a post whose body cannot be read gets the same words from every admin
 * sub-app (one `onRefusedPost`), and every field of the admin's forms is drawn the same way (one `Field`): a label
 * naming it, and on a refused post `aria-invalid` and `aria-describedby` pointing at its message.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('admin-forms'));
});

/** A multipart post whose body breaks off: Hono's body reader refuses it with a 400 `HTTPException`. */
const brokenPost = (path: string) =>
  requestWith(vars, path, {
    method: 'POST',
    headers: { ...owner, 'Content-Type': 'multipart/form-data; boundary=xyz' },
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
  });

/** A lead to post about, stored directly; `visit` books it a window (ISO instants). */
const someLead = async (name = 'Maria Garcia', visit?: { start: string; end: string }) =>
  (await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, address, town, next_attempt_at, status, visit_start, visit_end)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', '310 Twin City Hwy', 'Nederland', ?1, ?4, ?5, ?6) RETURNING id`,
  )
    .bind(new Date().toISOString(), crypto.randomUUID(), name, visit ? 'visit_booked' : 'new', visit?.start ?? null, visit?.end ?? null)
    .first<{ id: number }>())!.id;

const get = async (path: string) => {
  const response = await requestWith(vars, path, { headers: owner });
  return { status: response.status, document: parse(await response.text()) };
};
const post = async (path: string, fields: Record<string, string>) => {
  const response = await requestWith(vars, path, {
    method: 'POST',
    headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, document: parse(await response.text()) };
};

/** Every visible control of `form` has a label naming it (`for` = its id) and every select has its options. */
function expectLabelled(document: HTMLElement, form: string) {
  const controls = document.querySelectorAll(
    `${form} :is(input, select, textarea):not([type="hidden"]):not([type="radio"]):not([type="checkbox"])`,
  );
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const name = control.getAttribute('name') ?? control.id;
    if (control.getAttribute('aria-label')) continue;
    expect(document.querySelector(`label[for="${control.id}"]`)?.text.trim(), name).toBeTruthy();
    if (control.tagName === 'SELECT') expect(control.querySelectorAll('option').length, name).toBeGreaterThan(1);
  }
}

/** The control `selector` is marked invalid and described by a message saying `words`. */
function expectRefused(document: HTMLElement, selector: string, words: RegExp) {
  const control = document.querySelector(selector);
  expect(control?.getAttribute('aria-invalid'), selector).toBe('true');
  const described = (control?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  expect(described.length, selector).toBeGreaterThan(0);
  expect(described.map((id) => document.getElementById(id)?.text ?? '').join(' '), selector).toMatch(words);
}

describe('the admin forms, one Field', () => {
  it("draws every field of a lead's status form labelled, the reasons listed; a refused post marks the field and says why", async () => {
    const id = await someLead();
    const page = await get(`/admin/leads/${id}`);
    expect(page.status).toBe(200);
    expectLabelled(page.document, '#status-form form[data-status-form]');
    const refused = await post(`/admin/leads/${id}/status`, { status: 'lost', reason: '' });
    expect(refused.status).toBe(422);
    expectRefused(refused.document, '#status-reason', /why it was lost/i);
    expect(refused.document.querySelector('#status-amount')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('draws the calendar settings, the spend form and the quote form the same way', async () => {
    const calendar = await get('/admin/calendar');
    expectLabelled(calendar.document, '#settings form');
    const refused = await post('/admin/calendar/settings', {
      days: '1',
      first_1: '08:00',
      last_1: '14:00',
      windowMinutes: '7',
      capacity: '0',
    });
    expect(refused.status).toBe(422);
    expectRefused(refused.document, '#settings-capacity', /\S/);
    const spend = await post('/admin/insights/spend', { source: '', month: '2026-13', amount: 'abc' });
    expect(spend.status).toBe(422);
    expectLabelled(spend.document, 'form[action="/admin/insights/spend"]');
    expectRefused(spend.document, '#spend-amount', /\S/);
    expect(spend.document.querySelectorAll('#spend-sources').length).toBe(1);
    const quote = await get(`/admin/leads/${await someLead()}/quotes/new`);
    expectLabelled(quote.document, 'main form');
  });
});

describe("a lead's answers and first name", () => {
  it('shows the visit window in the same words on the lead page and in the list (Central time)', async () => {
    // 2026-12-03 15:00Z to 17:00Z: 9:00 to 11:00 AM CST, a Thursday.
    const id = await someLead('Window Words', { start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T17:00:00.000Z' });
    const page = await get(`/admin/leads/${id}`);
    const answers = page.document.querySelectorAll('dt').map((dt) => [dt.text, dt.nextElementSibling?.text ?? '']);
    expect(Object.fromEntries(answers)).toMatchObject({
      'Visit window': 'Thursday, December 3, 9:00 – 11:00 AM (Central time)',
      Address: '310 Twin City Hwy, Nederland',
    });
    const list = await get('/admin/leads?status=visit_booked');
    expect(list.document.getElementById(`lead-${id}`)?.text).toContain('Visit Thu, Dec 3, 9:00 – 11:00 AM');
  });

  it('greets by first name in the prefilled text, and without one when the first word is not a name', async () => {
    const sms = async (name: string) => {
      const page = await get(`/admin/leads/${await someLead(name)}`);
      const href = page.document.querySelector('a[href^="sms:"]')?.getAttribute('href') ?? '';
      return decodeURIComponent(href.split('body=')[1] ?? '');
    };
    expect(await sms('María José Pérez')).toMatch(/^Hi María, this is /);
    const stranger = await sms('https://evil.example/login Smith');
    expect(stranger).toMatch(/^Hi, this is /);
    expect(stranger).not.toContain('evil');
  });
});

describe('a post the admin refuses before reading it', () => {
  it('gets 400 and the same words from the leads, calendar, projects, quotes and insights routes, never a 500', async () => {
    const id = await someLead();
    const paths = [`/admin/leads/${id}/status`, `/admin/leads/${id}/contact`, '/admin/calendar/settings', '/admin/calendar/block'];
    paths.push('/admin/projects', `/admin/leads/${id}/quotes/new`, '/admin/insights/spend');
    for (const path of paths) {
      const response = await brokenPost(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toBe('The form could not be read. Try again.');
    }
  });

  it('answers a post from another site 403 in words', async () => {
    for (const path of ['/admin/calendar/block', '/admin/projects', '/admin/insights/spend']) {
      const response = await requestWith(vars, path, {
        method: 'POST',
        headers: { ...owner, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'day=2030-01-02',
      });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toBe('Forbidden: this form must be sent from the site itself.');
    }
  });
});
