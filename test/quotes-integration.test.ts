import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalText, contentHash, type CanonicalQuote, lineCents, totalsOf } from '../src/quotes/model';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';

/**
 * Written quotes (issue 38), slice A: the totals in cents, the content hash,
 * the contractor's form without JavaScript (add, remove, suggest, preview,
 * send), its refusals (422 beside the field, 50 lines, $10,000,000, 403 from
 * another site), and what sending does to the lead and its history.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('quotes-1'));
});
afterEach(() => vi.restoreAllMocks());

const get = (path: string) => requestWith(vars, path, { headers: owner });
const post = (path: string, body: URLSearchParams | Record<string, string>, extra: Record<string, string> = {}) =>
  requestWith(vars, path, {
    method: 'POST',
    body: (body instanceof URLSearchParams ? body : new URLSearchParams(body)).toString(),
    headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...extra },
  });

/** Stores a lead straight into D1 and returns its id. */
async function seed(fields: { name?: string; email?: string; lang?: 'en' | 'es'; service?: string } = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', ?4, ?5, '1200 Boston Ave', 'Beaumont', 'A new driveway.', ?6, 'sent', ?1) RETURNING id`,
  )
    .bind(
      new Date().toISOString(),
      crypto.randomUUID(),
      fields.name ?? 'Maria Garcia',
      // An address of its own per lead: the customer emails are bounded per recipient (issue 35).
      fields.email ?? `maria-${crypto.randomUUID()}@example.com`,
      fields.service ?? 'Concrete Driveways',
      fields.lang ?? 'en',
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

describe('the totals, in whole cents', () => {
  it('multiplies quantities in hundredths exactly and rounds each line half up once', () => {
    // 12.5 cubic yards at $19.99: 249.875 → $249.88; 3 × $0.10 stays 30 cents (0.1 * 3 in floats is 0.30000000000000004).
    expect(lineCents({ quantityHundredths: 1250, unitCents: 1999 })).toBe(24988);
    expect(lineCents({ quantityHundredths: 300, unitCents: 10 })).toBe(30);
    const totals = totalsOf({
      lines: [
        { description: 'Driveway', quantityHundredths: 60000, unit: 'sqft', unitCents: 800 },
        { description: 'Haul-off', quantityHundredths: 100, unit: 'lump', unitCents: 20000 },
      ],
      tax: { label: 'Sales tax', cents: 1234 },
      deposit: { kind: 'percent', percent: 33 },
    });
    expect(totals).toEqual({ lineCents: [480000, 20000], subtotalCents: 500000, taxCents: 1234, totalCents: 501234, depositCents: 165407 });
  });

  it('hashes the canonical content: the same quote the same hash, one cent changed another', async () => {
    const quote: CanonicalQuote = {
      number: 12,
      version: 1,
      leadId: 7,
      customer: 'Maria Garcia',
      address: '1200 Boston Ave, Beaumont',
      lang: 'en',
      lines: [{ description: 'Driveway', quantityHundredths: 65000, unit: 'sqft', unitCents: 800 }],
      tax: null,
      subtotalCents: 520000,
      totalCents: 520000,
      depositCents: 0,
      validUntil: '2026-12-27',
      terms: 'Terms.',
    };
    const hash = await contentHash(quote);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await contentHash({ ...quote })).toBe(hash);
    expect(canonicalText(quote).startsWith('{"number":12,"version":1,"leadId":7,')).toBe(true);
    expect(await contentHash({ ...quote, lines: [{ ...quote.lines[0]!, unitCents: 801 }] })).not.toBe(hash);
    expect(await contentHash({ ...quote, version: 2 })).not.toBe(hash);
  });
});

describe('the contractor writes a quote without JavaScript', () => {
  it('links "Write a quote" from the lead and opens the form with the published prices as suggestions', async () => {
    const id = await seed();
    const lead = parse(await (await get(`/admin/leads/${id}`)).text());
    expect(lead.querySelector(`a[href="/admin/leads/${id}/quotes/new"]`)?.text).toBe('Write a quote');
    const response = await get(`/admin/leads/${id}/quotes/new`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = parse(await response.text());
    expect(page.querySelector('h1')?.text).toBe('Write a quote for Maria Garcia');
    // The driveway page publishes $10-25 per sq ft: the suggestion starts at $10 and names the range.
    const suggestion = page.querySelector('button[name="suggest"]');
    expect(suggestion?.text).toBe('Add “Concrete Driveways” at $10.00 per sq ft (published: $10-25 per sq ft)');
    expect(page.querySelectorAll('input[name="description"]')).toHaveLength(1);
    expect(page.querySelector('textarea[name="terms"]')?.text).toContain('We accept cash, check, and major credit cards.');
    expect((await get('/admin/leads/99999999/quotes/new')).status).toBe(404);
  });

  it('adds, suggests and removes lines with submits, keeping what was typed', async () => {
    const id = await seed();
    const added = parse(
      await (await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '600', 'sqft', '8']], { action: 'add' }))).text(),
    );
    expect(added.querySelectorAll('input[name="description"]').map((input) => input.getAttribute('value') ?? '')).toEqual(['Driveway', '']);
    const suggested = parse(
      await (await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '600', 'sqft', '8']], { suggest: '0' }))).text(),
    );
    expect(suggested.querySelectorAll('input[name="description"]').map((input) => input.getAttribute('value'))).toEqual([
      'Driveway',
      'Concrete Driveways',
    ]);
    expect(suggested.querySelectorAll('input[name="price"]')[1]?.getAttribute('value')).toBe('10.00');
    const removed = parse(
      await (
        await post(
          `/admin/leads/${id}/quotes/new`,
          formBody(
            [
              ['Driveway', '600', 'sqft', '8'],
              ['Haul-off', '1', 'lump', '200'],
            ],
            { remove: '0' },
          ),
        )
      ).text(),
    );
    expect(removed.querySelectorAll('input[name="description"]').map((input) => input.getAttribute('value'))).toEqual(['Haul-off']);
  });

  it('previews the totals, with the deposit', async () => {
    const id = await seed();
    const response = await post(
      `/admin/leads/${id}/quotes/new`,
      formBody(
        [
          ['Driveway', '600', 'sqft', '8'],
          ['Haul-off', '1', 'lump', '400'],
        ],
        { action: 'preview', depositKind: 'percent', deposit: '25' },
      ),
    );
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    expect(page.querySelector('[data-testid="preview-total"]')?.text).toBe('$5,200.00');
    expect(page.querySelector('#preview-heading')?.closest('section')?.text).toContain('$1,300.00');
  });

  it('refuses with 422, the values kept and each message beside its field', async () => {
    const id = await seed();
    const response = await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '600', 'sqft', '-8']], { action: 'send' }));
    expect(response.status).toBe(422);
    const page = parse(await response.text());
    const price = page.querySelector('input[name="price"]');
    expect(price?.getAttribute('value')).toBe('-8');
    expect(price?.getAttribute('aria-invalid')).toBe('true');
    expect(page.querySelector(`#${price?.getAttribute('aria-describedby')}`)?.text).toBe('The amount cannot be negative.');
    expect(page.querySelector('[role="alert"]')?.text).toContain('Not sent');

    const none = await post(`/admin/leads/${id}/quotes/new`, formBody([], { action: 'send' }));
    expect(none.status).toBe(422);
    expect(parse(await none.text()).querySelector('#quote-lines-error')?.text).toBe(
      'Add at least one line: a description, a quantity, a unit and a price.',
    );
  });

  it('refuses more than 50 lines and a total over $10,000,000', async () => {
    const id = await seed();
    const many = Array.from({ length: 51 }, (_, i) => [`Line ${i + 1}`, '1', 'each', '10'] as [string, string, string, string]);
    const tooMany = await post(`/admin/leads/${id}/quotes/new`, formBody(many, { action: 'send' }));
    expect(tooMany.status).toBe(422);
    expect(parse(await tooMany.text()).querySelector('#quote-lines-error')?.text).toBe('A quote holds at most 50 lines. Remove 1.');
    const big = await post(`/admin/leads/${id}/quotes/new`, formBody([['Parking lot', '1000001', 'sqft', '10']], { action: 'send' }));
    expect(big.status).toBe(422);
    expect(parse(await big.text()).querySelector('#quote-line-0-quantity-error')?.text).toBe('The quantity can be at most 1,000,000.');
    const over = await post(`/admin/leads/${id}/quotes/new`, formBody([['Parking lot', '1000000', 'sqft', '10.01']], { action: 'send' }));
    expect(over.status).toBe(422);
    expect(parse(await over.text()).querySelector('#quote-lines-error')?.text).toBe(
      'The total, $10,010,000.00, is over the $10,000,000 a quote can be.',
    );
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotes WHERE lead_id = ?1').bind(id).first('n')).toBe(0);
  });

  it('refuses a post from another site with 403', async () => {
    const id = await seed();
    const response = await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '8']], { action: 'send' }), {
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM quotes WHERE lead_id = ?1').bind(id).first('n')).toBe(0);
  });

  it('sends: emails the link in the lead language, moves the lead to Quoted at the total with the history note', async () => {
    const email = `jose-${crypto.randomUUID()}@example.com`;
    const id = await seed({ name: 'José <b>Pérez</b> http://evil.example', email, lang: 'es' });
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    const response = await post(
      `/admin/leads/${id}/quotes/new`,
      formBody([['Entrada de concreto', '650', 'sqft', '8']], { action: 'send' }),
    );
    expect(response.status).toBe(303);
    const quote = await env.DB.prepare('SELECT id, number, version, token, state, sent_to, total_cents FROM quotes WHERE lead_id = ?1')
      .bind(id)
      .first<{ id: number; number: number; version: number; token: string; state: string; sent_to: string; total_cents: number }>();
    expect(quote).toMatchObject({ version: 1, state: 'sent', sent_to: email, total_cents: 520000 });
    expect(quote!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get('Location')).toBe(`/admin/leads/${id}/quotes/${quote!.id}`);

    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as EmailMessageBuilder;
    expect(message.to).toBe(email);
    expect(message.subject).toBe(`Su cotización Q-${quote!.number} de Golden Triangle Concrete`);
    expect(message.text).toContain('Hola, José:');
    expect(message.text).toContain(`${env.SITE_URL}/es/quotes/${quote!.token}`);
    expect(message.text).toContain('Total: $5,200.00.');
    expect(message.text).not.toContain('evil');
    expect(message.text).not.toContain('<b>');

    const lead = await env.DB.prepare('SELECT status, quoted_cents FROM leads WHERE id = ?1').bind(id).first();
    expect(lead).toEqual({ status: 'quoted', quoted_cents: 520000 });
    const history = await env.DB.prepare('SELECT kind, status, amount_cents, note FROM lead_history WHERE lead_id = ?1').bind(id).all();
    expect(history.results).toEqual([
      { kind: 'status', status: 'quoted', amount_cents: 520000, note: `Quote Q-${quote!.number} v1 sent, $5,200.00` },
    ]);

    const sent = parse(await (await get(`/admin/leads/${id}/quotes/${quote!.id}`)).text());
    expect(sent.querySelector('[role="status"]')?.text).toBe(`Sent to ${email}: $5,200.00.`);
  });

  it('writes the next version of the same quote, which replaces the one before', async () => {
    const id = await seed();
    await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '8']], { action: 'send' }));
    // The next form starts from the sent version's lines.
    const next = parse(await (await get(`/admin/leads/${id}/quotes/new`)).text());
    expect(next.querySelector('input[name="description"]')?.getAttribute('value')).toBe('Driveway');
    expect(next.querySelector('input[name="quantity"]')?.getAttribute('value')).toBe('650');
    await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '7.50']], { action: 'send' }));
    const { results } = await env.DB.prepare(
      'SELECT id, number, version, replaced_by, content_hash FROM quotes WHERE lead_id = ?1 ORDER BY id',
    )
      .bind(id)
      .all<{ id: number; number: number; version: number; replaced_by: number | null; content_hash: string }>();
    expect(results.map((row) => row.version)).toEqual([1, 2]);
    expect(results[0]!.number).toBe(results[1]!.number);
    expect(results[0]!.replaced_by).toBe(results[1]!.id);
    expect(results[1]!.replaced_by).toBeNull();
    expect(results[0]!.content_hash).not.toBe(results[1]!.content_hash);
    const notes = await env.DB.prepare("SELECT note FROM lead_history WHERE lead_id = ?1 AND kind = 'note'").bind(id).all();
    expect(notes.results).toEqual([{ note: `Quote Q-${results[0]!.number} v2 sent, $4,875.00` }]);
  });

  it('will not send to a lead without an email', async () => {
    const id = await seed({ email: '' });
    const response = await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '8']], { action: 'send' }));
    expect(response.status).toBe(422);
    expect(parse(await response.text()).querySelector('#quote-send-error')?.text).toContain('This lead gave no email address');
  });

  it('keeps a quote as a draft when the email bounds hold its email (issue 35)', async () => {
    const email = `often-${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) {
      const id = await seed({ email });
      expect((await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '8']], { action: 'send' }))).status).toBe(
        303,
      );
    }
    const id = await seed({ email });
    const response = await post(`/admin/leads/${id}/quotes/new`, formBody([['Driveway', '650', 'sqft', '8']], { action: 'send' }));
    expect(response.status).toBe(422);
    expect(parse(await response.text()).querySelector('#quote-send-error')?.text).toMatch(
      /^Stored as Q-\d+ v1 but not emailed: this address has had all the emails it may get today\./,
    );
    expect(await env.DB.prepare('SELECT state FROM quotes WHERE lead_id = ?1').bind(id).first('state')).toBe('draft');
    expect(await env.DB.prepare('SELECT status FROM leads WHERE id = ?1').bind(id).first('status')).toBe('new');
  });
});
