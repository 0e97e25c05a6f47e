import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stageTotals } from '../src/admin/stage-totals';
import { readRevenue } from '../src/insights/revenue';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';

/**
 * The contractor's side of a quote (issue 44 §6, §7): the deposit read from
 * what was typed, the suggestions in the lead's language, Send's one
 * question, the lead page's quote rows, the leads list's town, and the
 * pipeline's and insights' figures that do not overstate.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('quotes-44'));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const get = (path: string, headers = owner) => requestWith(vars, path, { headers });
const post = (path: string, body: URLSearchParams, extra: Record<string, string> = {}) =>
  requestWith(vars, path, {
    method: 'POST',
    body: body.toString(),
    headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...extra },
  });

interface Seed {
  name?: string;
  lang?: 'en' | 'es';
  service?: string;
  address?: string;
  town?: string;
  status?: string;
  quotedCents?: number | null;
  createdAt?: string;
  visitStart?: string | null;
}

/** Stores a lead straight into D1 and returns its id (its own email address: the customer emails are bounded per recipient). */
async function seed(fields: Seed = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status,
       next_attempt_at, status, quoted_cents, visit_start)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', ?4, ?5, ?6, ?7, 'A new driveway.', ?8, 'sent', ?1, ?9, ?10, ?11) RETURNING id`,
  )
    .bind(
      fields.createdAt ?? new Date().toISOString(),
      crypto.randomUUID(),
      fields.name ?? 'Maria Garcia',
      `maria-${crypto.randomUUID()}@example.com`,
      fields.service ?? 'Concrete Driveways',
      fields.address ?? '1200 Boston Ave',
      fields.town ?? 'Beaumont',
      fields.lang ?? 'en',
      fields.status ?? 'new',
      fields.quotedCents ?? null,
      fields.visitStart ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** A quote form's body: lines as [description, quantity, unit, price], then the other fields. */
function formBody(lines: [string, string, string, string][], extra: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [description, quantity, unit, price] of lines) {
    body.append('description', description);
    body.append('quantity', quantity);
    body.append('unit', unit);
    body.append('price', price);
  }
  body.set('depositKind', 'none');
  body.set('validDays', '30');
  body.set('terms', 'Balance due when the work is done.');
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body;
}

const driveway: [string, string, string, string][] = [['Driveway', '600', 'sqft', '8.50']];

/** Sends a quote through the form (the confirmation's "Send to"), the email stubbed; returns the stored row. */
async function sendThrough(id: number, extra: Record<string, string>) {
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const response = await post(`/admin/leads/${id}/quotes/new`, formBody(driveway, { action: 'send', ...extra }));
  expect(response.status).toBe(303);
  return env.DB.prepare('SELECT id, state, deposit_percent, deposit_cents, total_cents FROM quotes WHERE lead_id = ?1')
    .bind(id)
    .first<{ id: number; state: string; deposit_percent: number | null; deposit_cents: number; total_cents: number }>();
}

describe('the deposit chooses its kind when typed into', () => {
  it('reads 30 typed with "None" as a 30 % deposit, and states the rule beside the field', async () => {
    const id = await seed();
    const quote = await sendThrough(id, { depositKind: 'none', deposit: '30' });
    // $5,100.00 × 30 % = $1,530.00 (dropped before: no deposit at all).
    expect(quote).toMatchObject({ state: 'sent', total_cents: 510000, deposit_percent: 30, deposit_cents: 153000 });
    const form = parse(await (await get(`/admin/leads/${id}/quotes/new`)).text());
    expect(form.querySelector('#q-deposit-hint')?.text).toContain('Type 30% (or a whole number up to 100) for a percent');
  });

  it.each([
    ['$500', 'none', { deposit_percent: null, deposit_cents: 50000 }],
    ['500.00', 'none', { deposit_percent: null, deposit_cents: 50000 }],
    ['150', 'none', { deposit_percent: null, deposit_cents: 15000 }],
    ['25%', 'amount', { deposit_percent: 25, deposit_cents: 127500 }],
    ['30', 'amount', { deposit_percent: null, deposit_cents: 3000 }],
  ])('reads %j with the radio on %s', async (typed, kind, stored) => {
    const quote = await sendThrough(await seed(), { depositKind: kind, deposit: typed });
    expect(quote).toMatchObject(stored);
  });

  it('checks the radio that follows the typing when the form comes back', async () => {
    const id = await seed();
    const page = parse(
      await (await post(`/admin/leads/${id}/quotes/new`, formBody(driveway, { action: 'preview', deposit: '30%' }))).text(),
    );
    expect(page.querySelector('input[name="depositKind"][checked]')?.getAttribute('value')).toBe('percent');
    expect(page.querySelector('#totals')?.text).toContain('$1,530.00');
  });
});

describe('suggestions from every published price, in the lead’s language', () => {
  const suggestions = async (fields: Seed) => {
    const page = parse(await (await get(`/admin/leads/${await seed(fields)}/quotes/new`)).text());
    return page.querySelectorAll('button[name="suggest"]').map((button) => button.text);
  };

  it('offers the service and its usual extras at the prices the site publishes, none invented', async () => {
    expect(await suggestions({})).toEqual([
      'Add “Concrete Driveways” at $10.00 per sq ft (published: $10-25 per sq ft)',
      'Add “Tear out and remove the old concrete” at $3.00 per sq ft (published: $3-8 per sq ft)',
      'Add “Seal the finished surface” at $1.00 per sq ft (published: $1-3 per sq ft)',
      'Add “Haul off the debris” (no published price: type yours)',
    ]);
    expect(await suggestions({ service: 'Concrete Repair & Resurfacing' })).toEqual([
      'Add “Concrete Repair & Resurfacing: Crack repair” at $3.00 per sq ft (published: $3-8 per sq ft)',
      'Add “Concrete Repair & Resurfacing: Resurfacing” at $8.00 per sq ft (published: $8-15 per sq ft)',
      'Add “Seal the finished surface” at $1.00 per sq ft (published: $1-3 per sq ft)',
      'Add “Haul off the debris” (no published price: type yours)',
    ]);
  });

  it('writes a Spanish lead’s suggestions in the Spanish edition’s words', async () => {
    const texts = await suggestions({ lang: 'es', service: 'Concrete Repair & Resurfacing' });
    expect(texts[0]).toBe(
      'Add “Reparación de concreto y renovación de superficie: Reparación de grietas” at $3.00 per sq ft (published: $3-8 per sq ft)',
    );
    expect(texts.slice(2)).toEqual([
      'Add “Sellado de la superficie terminada” at $1.00 per sq ft (published: $1-3 per sq ft)',
      'Add “Acarreo de escombros” (no published price: type yours)',
    ]);
    expect((await suggestions({ lang: 'es' }))[0]).toContain('“Entradas de concreto para autos”');
  });

  it('adds an extra with no published price as a line with an empty price, at its place', async () => {
    const id = await seed();
    const page = parse(await (await post(`/admin/leads/${id}/quotes/new`, formBody(driveway, { suggest: '3' }))).text());
    const descriptions = page.querySelectorAll('input[name="description"]').map((input) => input.getAttribute('value'));
    expect(descriptions).toEqual(['Driveway', 'Haul off the debris']);
    expect(page.querySelectorAll('input[name="price"]')[1]?.getAttribute('value') ?? '').toBe('');
    // Each button comes back at the line it edits.
    expect(page.querySelector('button[value="add"]')?.getAttribute('formaction')).toBe(`/admin/leads/${id}/quotes/new#line-2`);
    expect(page.querySelector('#line-1 input[name="description"]')?.getAttribute('value')).toBe('Haul off the debris');
    expect(page.querySelector('button[value="3"][name="suggest"]')?.getAttribute('formaction')).toBe(
      `/admin/leads/${id}/quotes/new#line-last`,
    );
    expect(page.querySelector('#line-last')?.closest('li')?.id).toBe('line-1');
  });
});

describe('Send asks once', () => {
  it('shows the total, the deposit and both addresses first, storing and emailing nothing', async () => {
    const id = await seed({ address: '12 Oak St', town: 'Nederland' });
    const email = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    const response = await post(`/admin/leads/${id}/quotes/new`, formBody(driveway, { action: 'review', deposit: '30%' }));
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    expect(page.querySelector('[data-testid="confirm-total"]')?.text).toBe('$5,100.00 (1 line)');
    expect(page.querySelector('dl')?.text).toContain('Deposit: $1,530.00 (30 %)');
    expect(page.querySelector('dl')?.text).toContain('Job address: 12 Oak St, Nederland');
    const lead = await env.DB.prepare('SELECT email, status FROM leads WHERE id = ?1').bind(id).first<{ email: string; status: string }>();
    expect(page.querySelector('button[value="send"]')?.text).toBe(`Send to ${lead!.email}`);
    expect(page.querySelector('button[value="preview"]')?.text).toBe('Back to the quote');
    expect(email).not.toHaveBeenCalled();
    expect(lead!.status).toBe('new');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotes WHERE lead_id = ?1').bind(id).first('n')).toBe(0);
    // The form's Send is that question, 24 px from Preview (gap-6), never next to it.
    const form = parse(await (await get(`/admin/leads/${id}/quotes/new`)).text());
    const send = form.querySelector('button[name="action"]:not(.hidden)[value="review"]');
    expect(send?.text).toBe('Send');
    expect(send?.parentNode?.classList.contains('gap-6')).toBe(true);
    // "Send to" then sends it, once.
    const sent = await post(`/admin/leads/${id}/quotes/new`, formBody(driveway, { action: 'send', deposit: '30%' }));
    expect(sent.status).toBe(303);
    expect(email).toHaveBeenCalledTimes(1);
  });
});

describe('the lead page lists each quote', () => {
  it('shows every version with its state, the first view in Central time, the deposit due and paid, and links', async () => {
    // Saturday, November 28, 2026, 12:00 pm in Beaumont.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
    const { vars: clocked, owner: crew } = await localAdminAccess('quotes-44-clock');
    const id = await seed();
    const create = (price: string) =>
      requestWith(clocked, `/admin/leads/${id}/quotes/new`, {
        method: 'POST',
        body: formBody([['Driveway', '600', 'sqft', price]], { action: 'create', depositKind: 'percent', deposit: '30' }).toString(),
        headers: { ...crew, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      }).then(async (response) => ((await response.json()) as { quote: { id: number } }).quote.id);
    const first = await create('8.50');
    const second = await create('9');
    const third = await create('9.50');
    const update = (quoteId: number, sql: string, ...values: unknown[]) =>
      env.DB.prepare(`UPDATE quotes SET ${sql} WHERE id = ?1`)
        .bind(quoteId, ...values)
        .run();
    await update(
      first,
      `state = 'declined', sent_at = ?2, declined_at = ?3, decline_reason = ?4`,
      '2026-11-20T15:00:00Z',
      '2026-11-21T16:05:00Z',
      'Too <b>expensive</b>',
    );
    // Viewed Tuesday, November 24, 3:12 pm CST; deposit of $1,620.00 paid.
    await update(
      second,
      `state = 'accepted', sent_at = ?2, viewed_at = ?3, accepted_at = ?4, accepted_name = 'Maria Garcia', deposit_paid_cents = 162000, deposit_paid_at = ?4, replaced_by = NULL`,
      '2026-11-23T15:00:00Z',
      '2026-11-24T21:12:00Z',
      '2026-11-25T14:30:00Z',
    );
    await update(third, `state = 'sent', sent_at = ?2, viewed_at = ?3, reminders_sent = 1`, '2026-11-26T15:00:00Z', '2026-11-27T02:45:00Z');
    const page = parse(await (await requestWith(clocked, `/admin/leads/${id}`, { headers: crew })).text());
    const row = (quoteId: number) => page.querySelector(`#quote-${quoteId}`);
    const token = (quoteId: number) => env.DB.prepare('SELECT token FROM quotes WHERE id = ?1').bind(quoteId).first<string>('token');

    expect(row(third)?.querySelector('[data-testid="quote-state"]')?.text).toBe('Viewed Thu 8:45 pm');
    expect(row(third)?.text).toContain('Deposit $1,710.00 due: not paid');
    expect(row(third)?.querySelector('a[href$=".pdf"]')?.getAttribute('href')).toBe(`/quotes/${await token(third)}.pdf`);
    expect(row(third)?.querySelector('form')?.getAttribute('action')).toBe(`/admin/leads/${id}/quotes/${third}/reminders/stop`);
    expect(row(third)?.querySelector('form button')?.text).toContain('Stop reminders');

    expect(row(second)?.querySelector('[data-testid="quote-state"]')?.text).toBe('Accepted by Maria Garcia Wed 8:30 am');
    expect(row(second)?.text).toContain('Deposit $1,620.00 due: paid $1,620.00 Wed 8:30 am');
    expect(row(second)?.querySelector('a')?.getAttribute('href')).toBe(`/quotes/${await token(second)}`);
    expect(row(second)?.querySelector('form')).toBeNull();

    expect(row(first)?.querySelector('[data-testid="quote-state"]')?.text).toBe('Declined Nov 21, 10:05 am: Too <b>expensive</b>');
    expect(row(first)?.innerHTML).not.toContain('<b>');

    // A quote sent and unanswered past its last valid day reads Expired, with no reminder to stop.
    await update(third, `valid_until = '2026-11-27'`);
    const later = parse(await (await requestWith(clocked, `/admin/leads/${id}`, { headers: crew })).text());
    expect(later.querySelector(`#quote-${third} [data-testid="quote-state"]`)?.text).toBe(
      'Expired 2026-11-27, unanswered (viewed Thu 8:45 pm)',
    );
    expect(later.querySelector(`#quote-${third} form`)).toBeNull();
  });
});

describe('the leads list shows the town', () => {
  it.each([
    ['12 Oak St, Nederland, TX 77627', 'Nederland'],
    ['4 Elm St, Port Arthur, Texas', 'Port Arthur'],
    ['9 Pine Rd, TX 77619', 'Groves'],
  ])('from %j: %s, never "TX"', async (address, town) => {
    const id = await seed({ address, town: '', name: `Town ${crypto.randomUUID().slice(0, 8)}` });
    const page = parse(await (await get(`/admin/leads?q=${encodeURIComponent(address)}`)).text());
    // The row's second line: the town, then the service.
    const line = page.querySelector(`#lead-${id} a > span.block`)?.text ?? '';
    expect(line.startsWith(`${town} · `)).toBe(true);
    expect(line).not.toMatch(/\bTX\b/);
  });
});

describe('figures that do not overstate', () => {
  it('leaves a lead whose latest sent quote expired unanswered out of Quoted, its count and its dollars', async () => {
    const now = new Date('2026-11-28T18:00:00Z');
    const before = (await stageTotals(env.DB, now)).quoted;
    const quoted = async (validUntil: string, state = 'sent') => {
      const id = await seed({ status: 'quoted', quotedCents: 500000 });
      await env.DB.prepare(
        `INSERT INTO quotes (number, version, lead_id, token, lang, lines, subtotal_cents, tax_cents, total_cents, deposit_cents, valid_until,
           terms, content_hash, created_at, customer, address, state)
         VALUES (?5, 1, ?1, ?2, 'en', '[]', 500000, 0, 500000, 0, ?3, '', 'x', '2026-10-01T00:00:00Z', 'Maria', '1200 Boston Ave', ?4)`,
      )
        .bind(id, crypto.randomUUID().replaceAll('-', ''), validUntil, state, id + 900000)
        .run();
    };
    await quoted('2026-11-27'); // expired yesterday, unanswered
    await quoted('2026-11-28'); // its last day: still open
    await quoted('2026-11-01', 'accepted'); // answered: the lead's status says what it became
    await seed({ status: 'quoted', quotedCents: 500000 }); // quoted by hand, no written quote
    const after = (await stageTotals(env.DB, now)).quoted;
    expect(after.count - before.count).toBe(3);
    expect(after.cents - before.cents).toBe(1500000);
  });

  it('counts as visits booked the leads a visit was booked for, not every quoted or won lead', async () => {
    // A period of its own: March 2025, read on March 31.
    const now = new Date('2025-03-31T18:00:00Z');
    const at = '2025-03-10T15:00:00Z';
    await seed({ createdAt: at, status: 'quoted', quotedCents: 400000 }); // quoted from photos, no visit
    await seed({ createdAt: at, status: 'won', quotedCents: 400000 }); // won on the phone, no visit
    await seed({ createdAt: at, status: 'visit_booked', visitStart: '2025-03-12T14:00:00Z' }); // booked on /book
    const visited = await seed({ createdAt: at, status: 'quoted', visitStart: '2025-03-12T16:00:00Z' }); // booked, then quoted
    await env.DB.prepare(`INSERT INTO lead_history (lead_id, at, kind, status) VALUES (?1, ?2, 'status', 'visit_booked')`)
      .bind(visited, at)
      .run();
    await seed({ createdAt: at, status: 'visit_cancelled', visitStart: '2025-03-13T14:00:00Z' }); // cancelled online
    const report = await readRevenue(env.DB, 30, now);
    expect(report.glance.current).toMatchObject({ requests: 5, visits: 2, won: 1 });
  });
});
