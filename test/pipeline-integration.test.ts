import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../src/admin/csv';
import { pageNameOf, sourceInWords } from '../src/admin/lead-source';
import { parseStatusChange } from '../src/leads/pipeline';
import { usd, usdShort } from '../src/lib/money';
import { nextStage, PIPELINE_STAGES, PIPELINE_STATUSES } from '../src/leads/stages';
import { getLead, type Lead } from '../src/leads/store';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';

/**
 * The pipeline of issue 30 as the contractor meets it: a lead's own page, its
 * status form and history, the inbox's filters, search and order, the CSV,
 * the JSON answers `npm run leads -- status` reads, and the migration that
 * brought the leads stored before it into the pipeline.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('pipeline-1'));
});

const get = (path: string) => requestWith(vars, path, { headers: owner });
const post = (path: string, body: Record<string, string>, extra: Record<string, string> = {}) =>
  requestWith(vars, path, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { ...owner, 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...extra },
  });

/** Stores a lead straight into D1 and returns its id. */
async function seed(fields: Partial<Lead> = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, address, town, message, lang, notify_status, next_attempt_at,
       follow_up_on, source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'sent', ?1, ?11, ?12, ?13, ?14, ?15, ?16, ?17) RETURNING id`,
  )
    .bind(
      fields.created_at ?? new Date().toISOString(),
      fields.form ?? 'quote',
      crypto.randomUUID(),
      fields.name ?? 'Maria Garcia',
      fields.phone ?? '+14095550123',
      fields.email ?? 'maria@example.com',
      fields.address ?? '1200 Boston Ave',
      fields.town ?? '',
      fields.message ?? 'A new driveway, about 600 square feet.',
      fields.lang ?? 'en',
      fields.follow_up_on ?? null,
      fields.source_landing ?? null,
      fields.source_page ?? null,
      fields.source_referrer ?? null,
      fields.source_utm_source ?? null,
      fields.source_utm_medium ?? null,
      fields.source_utm_campaign ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

const historyOf = async (id: number) =>
  (
    await env.DB.prepare(
      'SELECT kind, status, amount_cents, lost_reason, note, follow_up_on FROM lead_history WHERE lead_id = ?1 ORDER BY id',
    )
      .bind(id)
      .all()
  ).results;

describe('status changes and the history', () => {
  it('walks a lead through every stage, keeps each change with its time, and sets the first contact once', async () => {
    const id = await seed();
    expect((await getLead(env.DB, id))?.status).toBe('new');
    const steps: Record<string, string>[] = [
      { status: 'contacted', note: 'Called, will visit Thursday' },
      { status: 'visit_booked', followUp: '2026-12-03' },
      { status: 'quoted', amount: '4,850' },
      { status: 'won', amount: '$4,700.50' },
      { status: 'done' },
    ];
    let firstContact: string | null = null;
    for (const step of steps) {
      const answer = await post(`/admin/leads/${id}/status`, step);
      expect([answer.status, answer.headers.get('location')], step.status).toEqual([
        303,
        `/admin/leads/${id}?saved=status&status=${step.status}#status-form`,
      ]);
      const lead = (await getLead(env.DB, id))!;
      expect(lead.status).toBe(step.status);
      firstContact ??= lead.first_contact_at;
      expect(lead.first_contact_at).toBe(firstContact);
    }
    const lead = (await getLead(env.DB, id))!;
    expect([lead.quoted_cents, lead.won_cents, lead.follow_up_on]).toEqual([485000, 470050, '2026-12-03']);
    expect(await historyOf(id)).toEqual([
      {
        kind: 'status',
        status: 'contacted',
        amount_cents: null,
        lost_reason: null,
        note: 'Called, will visit Thursday',
        follow_up_on: null,
      },
      { kind: 'status', status: 'visit_booked', amount_cents: null, lost_reason: null, note: null, follow_up_on: '2026-12-03' },
      { kind: 'status', status: 'quoted', amount_cents: 485000, lost_reason: null, note: null, follow_up_on: null },
      { kind: 'status', status: 'won', amount_cents: 470050, lost_reason: null, note: null, follow_up_on: null },
      { kind: 'status', status: 'done', amount_cents: null, lost_reason: null, note: null, follow_up_on: null },
    ]);
    // The page shows where it stands and the history, newest first.
    const page = parse(await (await get(`/admin/leads/${id}?saved=status&status=done`)).text());
    expect(page.querySelector('[role=status]')?.textContent).toBe('Saved: Done.');
    const history = page.querySelectorAll('ol li p.font-semibold').map((p) => p.textContent);
    expect(history).toEqual([
      'Moved to Done',
      'Moved to Won · $4,700.50',
      'Moved to Quoted · $4,850',
      'Moved to Visit booked · follow up 2026-12-03',
      'Moved to Contacted',
      'Received',
    ]);
    expect(page.textContent).toContain('Called, will visit Thursday');
  });

  it('loses a lead with a reason, reopens it (any move is allowed and kept), and keeps a same-status note as a note', async () => {
    const id = await seed();
    expect((await post(`/admin/leads/${id}/status`, { status: 'lost', reason: 'price', note: 'Went with a cheaper bid' })).status).toBe(
      303,
    );
    let lead = (await getLead(env.DB, id))!;
    expect([lead.status, lead.lost_reason]).toEqual(['lost', 'price']);
    expect(lead.first_contact_at).not.toBeNull();
    expect((await post(`/admin/leads/${id}/status`, { status: 'quoted' })).status).toBe(303);
    lead = (await getLead(env.DB, id))!;
    expect([lead.status, lead.lost_reason]).toEqual(['quoted', null]);
    expect((await post(`/admin/leads/${id}/status`, { status: 'quoted', note: 'Sent the quote again' })).status).toBe(303);
    const kinds = (await historyOf(id)).map((row) => [row.kind, row.status, row.lost_reason]);
    expect(kinds).toEqual([
      ['status', 'lost', 'price'],
      ['status', 'quoted', null],
      ['note', 'quoted', null],
    ]);
  });

  it('logs a call or a text: a new lead becomes contacted with its first-contact time; a later call keeps that time', async () => {
    const id = await seed();
    const answer = await post(`/admin/leads/${id}/contact`, { kind: 'call' });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, `/admin/leads/${id}?saved=call`]);
    const first = (await getLead(env.DB, id))!;
    expect(first.status).toBe('contacted');
    expect(first.first_contact_at).toMatch(/^\d{4}-/);
    await post(`/admin/leads/${id}/status`, { status: 'quoted', amount: '900' });
    await post(`/admin/leads/${id}/contact`, { kind: 'text' });
    const after = (await getLead(env.DB, id))!;
    expect([after.status, after.first_contact_at]).toEqual(['quoted', first.first_contact_at]);
    expect((await historyOf(id)).map((row) => row.kind)).toEqual(['call', 'status', 'text']);
    expect((await post(`/admin/leads/${id}/contact`, { kind: 'visit' })).status).toBe(422);
  });
});

describe('what a move records (issue 36)', () => {
  it('a note on a lead still New is a note, not a first contact; Done with a price keeps it as the job’s price', async () => {
    const id = await seed();
    expect((await post(`/admin/leads/${id}/status`, { status: 'new', note: 'Call back after 5 pm' })).status).toBe(303);
    let lead = (await getLead(env.DB, id))!;
    expect([lead.status, lead.first_contact_at]).toEqual(['new', null]);
    expect((await historyOf(id)).map((row) => [row.kind, row.status])).toEqual([['note', 'new']]);
    expect((await post(`/admin/leads/${id}/status`, { status: 'done', amount: '5,200' })).status).toBe(303);
    lead = (await getLead(env.DB, id))!;
    expect([lead.status, lead.won_cents]).toEqual(['done', 520000]);
    expect(lead.first_contact_at).not.toBeNull();
    expect((await historyOf(id)).at(-1)).toMatchObject({ kind: 'status', status: 'done', amount_cents: 520000 });
  });
});

describe('bad input: a clear answer, never a 5xx', () => {
  const refusals: [Record<string, string>, string, RegExp][] = [
    [{ status: 'archived' }, 'status', /Choose a status/],
    [{ status: 'quoted', amount: '-5' }, 'amount', /cannot be negative/],
    [{ status: 'quoted', amount: 'lots' }, 'amount', /Enter an amount in dollars/],
    [{ status: 'won', amount: '10000000.01' }, 'amount', /at most \$10,000,000/],
    [{ status: 'won', amount: '99999999999' }, 'amount', /Enter an amount/],
    [{ status: 'lost' }, 'reason', /Choose why it was lost/],
    [{ status: 'lost', reason: 'weather' }, 'reason', /Choose why it was lost/],
    [{ status: 'visit_booked', visitDate: '', visitTime: '10:00' }, 'visitDate', /day of the visit/],
    [{ status: 'visit_booked', visitDate: '2026-12-03', visitTime: 'noon' }, 'visitDate', /arrival window starts/],
    [{ status: 'contacted', followUp: '2027-02-30' }, 'followUp', /real date/],
    [{ status: 'contacted', followUp: 'next week' }, 'followUp', /real date/],
    [{ status: 'contacted', note: 'x'.repeat(2001) }, 'note', /under 2,000 characters/],
  ];

  it.each(refusals)('%j → 422 with the form back and the message beside %s', async (body, field, message) => {
    const id = await seed();
    const answer = await post(`/admin/leads/${id}/status`, body);
    expect(answer.status).toBe(422);
    const page = parse(await answer.text());
    expect(page.querySelector(`#status-${field}-error`)?.textContent).toMatch(message);
    expect(page.querySelector('[role=alert]')?.textContent).toMatch(/Not saved/);
    // The values typed are kept.
    if (body.amount) expect(page.querySelector('#status-amount')?.getAttribute('value')).toBe(body.amount);
    if (body.followUp) expect(page.querySelector('#status-follow-up')?.getAttribute('value')).toBe(body.followUp);
    expect((await getLead(env.DB, id))?.status).toBe('new');
    // The command line's JSON answer says the same.
    const json = await post(`/admin/leads/${id}/status`, body, { Accept: 'application/json' });
    expect(json.status).toBe(422);
    expect(((await json.json()) as { errors: Record<string, string> }).errors[field]).toMatch(message);
  });

  it('ignores what a hidden field still holds: Quoted $3,900 then Lost is saved, the quote kept (issue 37 §7)', async () => {
    const id = await seed();
    await post(`/admin/leads/${id}/status`, { status: 'quoted', amount: '3900' });
    // The form posts every field: the amount still holds the quote, the reason is chosen.
    const lost = await post(`/admin/leads/${id}/status`, { status: 'lost', amount: '3900.00', reason: 'price', note: '' });
    expect([lost.status, lost.headers.get('location')]).toEqual([303, `/admin/leads/${id}?saved=status&status=lost#status-form`]);
    const lead = (await getLead(env.DB, id))!;
    expect([lead.status, lead.lost_reason, lead.quoted_cents]).toEqual(['lost', 'price', 390000]);
    // A reason left in the hidden select is ignored when the lead moves on, and an amount with Contacted is not stored.
    expect((await post(`/admin/leads/${id}/status`, { status: 'contacted', amount: '100', reason: 'price' })).status).toBe(303);
    const back = (await getLead(env.DB, id))!;
    expect([back.status, back.lost_reason, back.quoted_cents, back.won_cents]).toEqual(['contacted', null, 390000, null]);
    expect((await historyOf(id)).at(-1)).toMatchObject({ status: 'contacted', amount_cents: null, lost_reason: null });
  });

  it('reads a visit booked by hand only with Visit booked, and only when the form posts its fields', () => {
    const booked = parseStatusChange({ status: 'visit_booked', visitDate: '2026-12-03', visitTime: '09:30' });
    expect(booked.ok && booked.change.visit).toEqual({ day: '2026-12-03', time: '09:30' });
    // The command line posts no window: none is asked.
    const cli = parseStatusChange({ status: 'visit_booked' });
    expect(cli.ok && cli.change.visit).toBeNull();
    // Another status ignores the hidden window.
    const quoted = parseStatusChange({ status: 'quoted', visitDate: 'soon', visitTime: '' });
    expect(quoted.ok && quoted.change.visit).toBeNull();
    const feb30 = parseStatusChange({ status: 'visit_booked', visitDate: '2027-02-30', visitTime: '10:00' });
    expect(!feb30.ok && feb30.errors.visitDate).toMatch(/day of the visit/);
  });

  it('offers the next stage in the order of the statuses, none after Done or from Lost', () => {
    // new, contacted, visit booked, visit cancelled (book again), quoted, won, done, lost.
    expect(PIPELINE_STATUSES.map((status) => nextStage(status))).toEqual([
      'contacted',
      'visit_booked',
      'quoted',
      'visit_booked',
      'won',
      'done',
      null,
      null,
    ]);
    expect(PIPELINE_STAGES).toEqual(['new', 'contacted', 'visit_booked', 'quoted', 'won']);
  });

  it('accepts the amounts and dates a person types', () => {
    for (const [amount, cents] of [
      ['1250', 125000],
      ['1,250.5', 125050],
      ['$10,000,000', 1_000_000_000],
      ['0', 0],
    ] as const) {
      const parsed = parseStatusChange({ status: 'won', amount });
      expect(parsed.ok && parsed.change.amountCents, amount).toBe(cents);
    }
    const leap = parseStatusChange({ status: 'contacted', followUp: '2028-02-29' });
    expect(leap.ok && leap.change.followUpOn).toBe('2028-02-29');
  });

  it('answers an unknown lead with 404, a cross-site post and a post without Access with 403', async () => {
    expect((await get('/admin/leads/999999999')).status).toBe(404);
    expect((await post('/admin/leads/999999999/status', { status: 'won' })).status).toBe(404);
    const json = await post('/admin/leads/999999999/status', { status: 'won' }, { Accept: 'application/json' });
    expect([json.status, await json.json()]).toEqual([404, { error: 'No lead #999999999.' }]);
    const id = await seed();
    expect((await post(`/admin/leads/${id}/status`, { status: 'won' }, { Origin: 'https://evil.example' })).status).toBe(403);
    const anonymous = await requestWith(vars, `/admin/leads/${id}/status`, {
      method: 'POST',
      body: 'status=won',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
    });
    expect(anonymous.status).toBe(403);
    expect((await get(`/admin/leads/${id}`)).status).toBe(200);
    expect((await requestWith(vars, `/admin/leads/${id}`)).status).toBe(403);
    expect((await getLead(env.DB, id))?.status).toBe('new');
  });
});

describe("the lead's page", () => {
  it('offers Call, Text, Email and Directions as links with what each needs, in the lead’s language', async () => {
    const id = await seed({ name: 'María López', lang: 'es', address: '310 Twin City Hwy', town: 'Nederland' });
    const page = parse(await (await get(`/admin/leads/${id}`)).text());
    const actions = Object.fromEntries(page.querySelectorAll('[aria-label=Actions] a').map((a) => [a.textContent, a.getAttribute('href')]));
    expect(actions.Call).toBe('tel:+14095550123');
    expect(actions.Text).toMatch(/^sms:\+14095550123\?&body=Hola%2C%20Mar%C3%ADa\./);
    expect(decodeURIComponent(actions.Text!.split('body=')[1]!)).toContain('¿Cuándo');
    expect(actions.Email).toMatch(/^mailto:maria@example\.com\?subject=Su%20solicitud/);
    expect(actions.Directions).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('310 Twin City Hwy, Nederland, TX')}`,
    );
    expect(page.querySelectorAll('input[type=radio][name=status]')).toHaveLength(8);
    // One tap to the next stage.
    expect(page.querySelector('#status-form button')?.textContent).toBe('Mark Contacted');
    expect(page.querySelector('input[name=status][checked]')?.getAttribute('value')).toBe('new');
  });

  it('says where the lead came from in words', () => {
    const base = { source_page: '/quote', source_landing: '/nederland-tx-concrete-contractors' };
    expect(sourceInWords({ ...base, source_referrer: 'www.google.com' })).toBe('Google search, landed on the Nederland page');
    expect(
      sourceInWords({
        ...base,
        source_landing: '/concrete-driveways',
        source_utm_source: 'facebook',
        source_utm_medium: 'cpc',
        source_utm_campaign: 'fall_driveways',
      }),
    ).toBe('Facebook ad fall_driveways, landed on the Concrete Driveways page');
    expect(sourceInWords({ source_page: '/contact', source_landing: '/es' })).toBe('Direct visit, landed on the Home (Spanish) page');
    expect(sourceInWords({})).toBe('Unknown');
    expect(sourceInWords({ ...base, source_landing: '/', source_utm_source: 'gbp', source_utm_medium: 'organic' })).toBe(
      'Google Business Profile, landed on the Home page',
    );
    expect(pageNameOf('/quote?utm_source=x')).toBe('Free Quote');
  });
});

describe('the inbox', () => {
  it('filters by status with counts, puts follow-ups due today first, and searches the town and the address', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const due = await seed({ name: `Due ${tag}`, follow_up_on: '2000-01-01' });
    const later = await seed({ name: `Later ${tag}`, follow_up_on: '2999-01-01' });
    const quoted = await seed({ name: `Quoted ${tag}`, town: `Hamshire ${tag}` });
    await post(`/admin/leads/${quoted}/status`, { status: 'quoted', amount: '1200' });

    const all = parse(await (await get('/admin/leads')).text());
    const ids = all.querySelectorAll('li[id^=lead-]').map((li) => li.getAttribute('id'));
    expect(ids[0]).toBe(`lead-${due}`);
    expect(ids.indexOf(`lead-${later}`)).toBeGreaterThan(ids.indexOf(`lead-${quoted}`));
    expect(all.getElementById(`lead-${due}`)?.querySelector('a')?.getAttribute('href')).toBe(`/admin/leads/${due}`);
    expect(all.getElementById(`lead-${due}`)?.textContent).toContain('Follow up (due 2000-01-01)');

    const counts = Object.fromEntries(
      (await env.DB.prepare('SELECT status, COUNT(*) AS n FROM leads GROUP BY status').all<{ status: string; n: number }>()).results.map(
        (row) => [row.status, row.n],
      ),
    );
    // The pipeline at the top: each stage's count and dollars; the closed statuses as smaller links.
    const stages = all.querySelectorAll('ul[aria-label=Pipeline] a').map((a) => a.getAttribute('aria-label'));
    const quotedCents = (await env.DB.prepare(
      `SELECT SUM(COALESCE(won_cents, quoted_cents, 0)) AS c FROM leads WHERE status = 'quoted'`,
    ).first('c')) as number;
    expect(stages).toEqual([
      expect.stringMatching(new RegExp(`^New: ${counts.new} leads?, \\$`)),
      expect.stringMatching(/^Contacted: \d+ leads?, \$/),
      expect.stringMatching(/^Visit booked: \d+ leads?, \$/),
      `Quoted: ${counts.quoted} lead${counts.quoted === 1 ? '' : 's'}, ${usd(quotedCents)}`,
      expect.stringMatching(/^Won: \d+ leads?, \$/),
    ]);
    const others = all.querySelectorAll('ul[aria-label="Other statuses"] a').map((a) => a.textContent.replace(/\s+/g, ' ').trim());
    expect(others).toContain(`Lost ${counts.lost ?? 0}`);

    const onlyQuoted = parse(await (await get('/admin/leads?status=quoted')).text());
    expect(onlyQuoted.querySelectorAll('li[id^=lead-]').length).toBe(Math.min(counts.quoted ?? 0, 50));
    expect(onlyQuoted.getElementById(`lead-${due}`)).toBeNull();
    expect(onlyQuoted.getElementById(`lead-${quoted}`)).not.toBeNull();

    const byTown = parse(await (await get(`/admin/leads?q=${encodeURIComponent(`hamshire ${tag}`)}`)).text());
    expect(byTown.querySelectorAll('li[id^=lead-]').map((li) => li.getAttribute('id'))).toEqual([`lead-${quoted}`]);
    const street = await seed({ address: `77 Street ${tag}` });
    const byStreet = parse(await (await get(`/admin/leads?q=${encodeURIComponent(`street ${tag}`)}`)).text());
    expect(byStreet.querySelectorAll('li[id^=lead-]').map((li) => li.getAttribute('id'))).toEqual([`lead-${street}`]);
    // The phone is a 48 px Call button beside the row.
    expect(byStreet.querySelector('li[id^=lead-] a[href^="tel:"]')?.getAttribute('class')).toContain('min-h-12');
  });

  it("shows each stage's dollars whole in its card, exact when short, compact when long (issue 48, 390 px)", async () => {
    const big = await seed({ name: 'Big Job' });
    await post(`/admin/leads/${big}/status`, { status: 'won', amount: '4115200' });
    const wonCents = (await env.DB.prepare(`SELECT SUM(COALESCE(won_cents, quoted_cents, 0)) AS c FROM leads WHERE status = 'won'`).first(
      'c',
    )) as number;
    const card = parse(await (await get('/admin/leads')).text()).querySelector('ul[aria-label=Pipeline] a[href$="status=won"]');
    // The card shows "$4.2M" (no ellipsis, no cut); its accessible name keeps the exact amount.
    const shown = card?.querySelectorAll('span').at(-1);
    expect(shown?.textContent).toMatch(/^\$\d+(\.\d)?M$/);
    expect(shown?.getAttribute('class')).not.toContain('truncate');
    expect(card?.getAttribute('aria-label')).toContain(usd(wonCents));
    expect(usdShort(34_400_000)).toBe('$344,000');
    expect(usdShort(411_520_000)).toBe('$4.1M');
    expect(usdShort(1_298_750)).toBe('$13K');
  });

  it('exports the status, the amounts and the dates in the CSV', async () => {
    const id = await seed({ name: 'Csv Customer' });
    await post(`/admin/leads/${id}/status`, { status: 'won', amount: '4850', followUp: '2027-01-15' });
    const lead = (await getLead(env.DB, id))!;
    const [header, row] = leadsCsv([lead]).split('\r\n');
    const cells = (line: string) => line.slice(1, -1).split('","');
    const record = Object.fromEntries(cells(header!).map((name, i) => [name, cells(row!)[i]]));
    expect(record).toMatchObject({ status: 'Won', 'won (USD)': '4850.00', 'quoted (USD)': '', 'follow-up': '2027-01-15' });
    expect(record['status changed (UTC)']).toBe(lead.status_at);
    expect(record['first contact (UTC)']).toBe(lead.first_contact_at);
  });
});

describe('the migration of the leads stored before the pipeline (0007)', () => {
  it('keeps every row and column, makes handled leads contacted (with their history) and the others new', async () => {
    const db = env.MIGRATION_TEST_DB;
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < '0007');
    expect(before.map((m) => m.name.slice(0, 4))).toEqual(['0001', '0002', '0003', '0004', '0005', '0006']);
    await applyD1Migrations(db, before);
    const insert = db.prepare(
      `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, message, lang, notify_status,
         notify_attempts, next_attempt_at, last_error, notified_at, handled_at, stored_late, source_landing, source_page, source_utm_source,
         photos_expected)
       VALUES (?1, ?2, ?3, ?4, '+14095550123', ?5, 'Driveways', '1 Main St', ?6, ?7, ?8, 1, ?1, NULL, ?1, ?9, ?10, '/nederland-tx-concrete-contractors', '/quote', ?11, ?12)`,
    );
    const rows = [
      ['2026-01-05T15:00:00.000Z', 'contact', 'k1', 'Ann', 'ann@example.com', 'Patio', 'en', 'sent', null, 0, null, 0],
      ['2026-02-06T16:00:00.000Z', 'quote', 'k2', 'Beto', '', 'Driveway', 'es', 'failed', '2026-02-07T14:00:00.000Z', 1, 'facebook', 2],
      ['2026-03-07T17:00:00.000Z', 'quote', 'k3', 'Cy', 'cy@example.com', 'Slab', 'en', 'capped', null, 0, null, 0],
    ] as const;
    await db.batch(rows.map((row) => insert.bind(...row)));
    await db
      .prepare(
        `INSERT INTO lead_photos (lead_key, name, width, height, widths, bytes, created_at) VALUES ('k2', 'p1', 10, 10, '320', 5, '2026-02-06T16:00:00.000Z')`,
      )
      .run();
    const old = (await db.prepare('SELECT * FROM leads ORDER BY id').all<Record<string, unknown>>()).results;

    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const now = (await db.prepare('SELECT * FROM leads ORDER BY id').all<Lead & Record<string, unknown>>()).results;
    expect(now).toHaveLength(3);
    // Every column of before is kept, value for value, ids too.
    for (const [i, row] of old.entries()) for (const [column, value] of Object.entries(row)) expect(now[i]![column], column).toEqual(value);
    expect(now.map((lead) => [lead.status, lead.first_contact_at, lead.status_at])).toEqual([
      ['new', null, null],
      ['contacted', '2026-02-07T14:00:00.000Z', '2026-02-07T14:00:00.000Z'],
      ['new', null, null],
    ]);
    const history = (await db.prepare('SELECT lead_id, at, kind, status FROM lead_history').all()).results;
    expect(history).toEqual([{ lead_id: now[1]!.id, at: '2026-02-07T14:00:00.000Z', kind: 'status', status: 'contacted' }]);
    expect(await db.prepare(`SELECT COUNT(*) AS n FROM lead_photos WHERE lead_key = 'k2'`).first('n')).toBe(1);
    // The new form value and the statuses are accepted; anything else is refused by the table itself.
    await db.prepare(`UPDATE leads SET form = 'booking', status = 'won', won_cents = 100 WHERE id = ?1`).bind(now[0]!.id).run();
    await expect(db.prepare(`UPDATE leads SET status = 'archived' WHERE id = ?1`).bind(now[0]!.id).run()).rejects.toThrow(/CHECK/);
  });
});
