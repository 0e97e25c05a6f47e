import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDueInvoices, voidInvoice } from '../src/invoices/store';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { localAdminAccess, ORIGIN, requestWith, SITE_URL } from './helpers';

/**
 * Getting paid through the Worker (issue 47 items 1, 2, 3 without Stripe, 6's routes, 8), `now` fixed at Monday
 * 2026-11-02, 09:00 CST: a $5,200.00 quote with the schedule 25 % on acceptance, 20 % at the pour, the rest on
 * completion, 10 % retainage 30 days after; the pour day marked done makes a draft invoice, "Send" shows it on the
 * customer's page in both editions, the job done makes the completion's, the cron the retainage's on its 30th day
 * (not the 29th), 100 % never exceeded (to the cent), and a payment by hand refused at each bound.
 */

const NOW = new Date('2026-11-02T15:00:00Z');
const origin = new URL(SITE_URL).origin;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fixes the clock at `at` and signs the owner in. */
async function owner(at = NOW) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  const admin = await localAdminAccess('invoices-47');
  return (path: string, { form, json = false }: { form?: Record<string, string | string[]>; json?: boolean } = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(name, one);
    return requestWith(admin.vars, path, {
      ...(form && { method: 'POST', body: body.toString() }),
      headers: {
        ...admin.owner,
        Origin: ORIGIN,
        ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(json && { Accept: 'application/json' }),
      },
    });
  };
}

/** A lead in `lang` whose $5,200.00 quote (25 % deposit, 20 % pour, rest, 10 % retainage) was sent and accepted at NOW. */
async function acceptedLead(lang: 'en' | 'es' = 'en') {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'Ana Ruiz', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', ?4, 'sent', ?1, 'new') RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `ana-${crypto.randomUUID()}@example.com`, lang)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Terms.',
    schedule: { pour: '20%', completion: 'rest', retainage: '10%' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, NOW);
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  expect(await sendQuote(env, draft, lead, NOW)).toBeNull();
  const quote = (await quoteByToken(env.DB, draft.token))!;
  expect(await acceptQuote(env.DB, quote, 'Ana Ruiz', NOW)).toBe(true);
  return { lead, quote };
}

type As = Awaited<ReturnType<typeof owner>>;

/** Schedules a pour on Wednesday and a finish on Thursday; returns the days' ids. */
async function scheduleDays(as: As, leadId: number) {
  const added = await as(`/admin/leads/${leadId}/job/days`, {
    form: { day: ['2026-11-04 07:00|8|pour', '2026-11-05 07:00|6|finish'] },
    json: true,
  });
  expect(added.status).toBe(200);
  const { results } = await env.DB.prepare(
    'SELECT work_days.id FROM work_days JOIN lead_jobs ON lead_jobs.id = work_days.job_id WHERE lead_id = ?1 ORDER BY starts_at',
  )
    .bind(leadId)
    .all<{ id: number }>();
  return results.map((day) => day.id);
}

const invoicesOf = async (leadId: number) =>
  (
    await env.DB.prepare('SELECT id, number, milestone, total_cents, due_on, status FROM invoices WHERE lead_id = ?1 ORDER BY number')
      .bind(leadId)
      .all<{ id: number; number: number; milestone: string | null; total_cents: number; due_on: string; status: string }>()
  ).results;

describe('the schedule on the customer page', () => {
  it('shows each payment, its amount and share, and why the retainage is held, in English and Spanish', async () => {
    const { quote } = await acceptedLead();
    for (const [path, heading, rows] of [
      [
        `/quotes/${quote.token}`,
        'Payment schedule',
        [
          'On acceptance (the deposit)$1,300.00 (25 %)',
          'When the pour day is done$1,040.00 (20 %)',
          'When the job is done$2,340.00 (45 %)',
        ],
      ],
      [
        `/es/quotes/${quote.token}`,
        'Calendario de pagos',
        ['Al aceptar (el anticipo)$1,300.00 (25%)', 'Al terminar el colado$1,040.00 (20%)', 'Al terminar el trabajo$2,340.00 (45%)'],
      ],
    ] as const) {
      const page = parse(await (await requestWith({}, path)).text());
      expect(page.querySelector('#schedule-heading')?.text).toBe(heading);
      const shown = page.querySelectorAll('#schedule tr').map((row) => row.text.trim());
      expect(shown.slice(0, 3)).toEqual(rows);
      expect(shown[3]).toMatch(
        /^(Retainage, 30 days after the job is done\$520\.00 \(10 %\)|Retención, 30 días después de terminado el trabajo\$520\.00 \(10%\))$/,
      );
      expect(page.querySelectorAll('#schedule p').at(-1)?.text).toContain('§53.255');
    }
  });
  it('prints the schedule in the PDF, in the page language', async () => {
    const { quote } = await acceptedLead();
    for (const [path, lines] of [
      [
        `/quotes/${quote.token}.pdf`,
        ['Payment schedule', 'On acceptance (the deposit): $1,300.00 (25 %)', 'Retainage, 30 days after the job is done: $520.00 (10 %)'],
      ],
      [
        `/es/quotes/${quote.token}.pdf`,
        ['Calendario de pagos', 'Al terminar el colado: $1,040.00 (20%)', 'Al terminar el trabajo: $2,340.00 (45%)'],
      ],
    ] as const) {
      const response = await requestWith({}, path);
      expect(response.status).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
      for (const line of lines) expect(text).toContain(line);
    }
  });
});

describe('the schedule on the admin quote form', () => {
  it('stores the schedule typed, and refuses one that does not add up beside its fields (422)', async () => {
    const as = await owner();
    const row = await env.DB.prepare(
      `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
       VALUES (?1, 'quote', ?2, 'Ana Ruiz', '+14095550123', 'ana@example.com', 'Concrete Driveways', '', 'Beaumont', '', 'en', 'sent', ?1, 'new') RETURNING id`,
    )
      .bind(NOW.toISOString(), crypto.randomUUID())
      .first<{ id: number }>();
    const form = (schedule: Record<string, string>) => ({
      description: 'Driveway',
      quantity: '1',
      unit: 'lump',
      price: '10000',
      depositKind: 'percent',
      deposit: '30',
      validDays: '30',
      terms: '',
      ...schedule,
    });
    const fresh = parse(await (await as(`/admin/leads/${row!.id}/quotes/new`)).text());
    expect(fresh.querySelector('#q-deposit')?.getAttribute('value')).toBe('25');
    expect(fresh.querySelector('#q-scheduleCompletion')?.getAttribute('value')).toBe('rest');
    expect(fresh.querySelector('#q-scheduleRetainage')?.getAttribute('value')).toBe('10%');
    const refused = await as(`/admin/leads/${row!.id}/quotes/new`, {
      form: { ...form({ schedulePour: '$2,000', scheduleCompletion: '50%', scheduleRetainage: '10%' }), action: 'preview' },
    });
    expect(refused.status).toBe(422);
    expect(parse(await refused.text()).querySelector('#quote-schedule-error')?.text).toContain(
      'The payments add up to $11,000.00, not the total $10,000.00',
    );
    // "Send" asks once: the summary page carries the schedule typed, so the send stores it, not the default.
    const review = parse(
      await (
        await as(`/admin/leads/${row!.id}/quotes/new`, {
          form: { ...form({ schedulePour: '$2,000', scheduleCompletion: 'rest', scheduleRetainage: '' }), action: 'review' },
        })
      ).text(),
    );
    expect(
      ['schedulePour', 'scheduleCompletion', 'scheduleRetainage'].map((name) =>
        review.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value'),
      ),
    ).toEqual(['$2,000', 'rest', '']);
    const created = await as(`/admin/leads/${row!.id}/quotes/new`, {
      form: { ...form({ schedulePour: '$2,000', scheduleCompletion: 'rest', scheduleRetainage: '' }), action: 'create' },
      json: true,
    });
    expect(created.status).toBeLessThan(300);
    const stored = await env.DB.prepare('SELECT payment_schedule FROM quotes WHERE lead_id = ?1')
      .bind(row!.id)
      .first<{ payment_schedule: string }>();
    expect(JSON.parse(stored!.payment_schedule)).toEqual([
      { milestone: 'acceptance', share: { kind: 'percent', percent: 30 }, cents: 300_000 },
      { milestone: 'pour', share: { kind: 'amount', cents: 200_000 }, cents: 200_000 },
      { milestone: 'completion', share: { kind: 'rest' }, cents: 500_000 },
    ]);
  });
});

describe('invoices from the milestones', () => {
  it('the pour day done makes a draft; Send shows it on the customer page (en, es); the job done, then day 30, the rest', async () => {
    let as = await owner();
    const { lead, quote } = await acceptedLead();
    const [pour, finish] = await scheduleDays(as, lead.id);
    as = await owner(new Date('2026-11-04T22:00:00Z')); // signed in again: the sign-in lasts a day
    expect((await as(`/admin/leads/${lead.id}/job/days/${pour}/done`, { form: {} })).status).toBe(303);
    const [first] = await invoicesOf(lead.id);
    expect(first).toMatchObject({ milestone: 'pour', total_cents: 104_000, due_on: '2026-11-19', status: 'draft' });
    // A draft is the contractor's only.
    const lead1 = parse(await (await as(`/admin/leads/${lead.id}`)).text());
    expect(lead1.querySelector(`#invoice-${first!.id} p`)?.text).toBe(`INV-${first!.number}: $1,040.00, draft: not sent, due 2026-11-19`);
    expect(lead1.querySelector('[data-owed]')?.text).toBe('Received $0.00 of $5,200.00; still owed $5,200.00.');
    expect(parse(await (await requestWith({}, `/quotes/${quote.token}`)).text()).querySelector('#invoices')).toBeNull();

    const sent = await as(`/admin/leads/${lead.id}/invoices/${first!.id}/send`, { form: {} });
    expect([sent.status, sent.headers.get('Location')]).toEqual([303, `/admin/leads/${lead.id}#invoice-${first!.id}`]);
    const en = parse(await (await requestWith({}, `/quotes/${quote.token}`)).text());
    const invoice = en.querySelector(`#invoice-${first!.number}`)!;
    expect(invoice.querySelector('h3')?.text).toBe(`Invoice INV-${first!.number}Due`);
    expect(invoice.text).toContain(`When the pour day is done: 20 % of quote ${`Q-${quote.number}`} ($5,200.00)`);
    expect(invoice.text).toContain('Balance due$1,040.00');
    expect(invoice.text).toContain('Due November 19, 2026');
    expect(invoice.text).toContain('Pay by a check, cash or a bank transfer');
    const es = parse(await (await requestWith({}, `/es/quotes/${quote.token}`)).text());
    expect(es.querySelector(`#invoice-${first!.number} h3`)?.text).toBe(`Factura INV-${first!.number}Pendiente`);
    expect(es.querySelector(`#invoice-${first!.number}`)?.text).toContain('Saldo pendiente$1,040.00');
    expect(es.querySelector('#invoices')?.text).toContain('Código de Propiedad, cap. 162');

    // The job done (the last day asks once) makes the completion's invoice; the retainage waits 30 days.
    as = await owner(new Date('2026-11-05T22:00:00Z'));
    expect((await as(`/admin/leads/${lead.id}/job/days/${finish}/done`, { form: { confirm: 'yes' } })).status).toBe(303);
    expect((await invoicesOf(lead.id)).map((row) => [row.milestone, row.total_cents, row.status])).toEqual([
      ['pour', 104_000, 'sent'],
      ['completion', 234_000, 'draft'],
    ]);
    expect(await makeDueInvoices(env.DB, new Date('2026-12-05T05:59:00Z'))).toBe(0); // Dec 4 in Beaumont: day 29
    expect(await makeDueInvoices(env.DB, new Date('2026-12-05T15:00:00Z'))).toBe(1);
    expect(await makeDueInvoices(env.DB, new Date('2026-12-06T15:00:00Z'))).toBe(0);
    expect((await invoicesOf(lead.id)).at(-1)).toMatchObject({ milestone: 'retainage', total_cents: 52_000, due_on: '2026-12-20' });
  });

  it('never bills more than 100 % of the quote: the last cent refused, with the reason (422)', async () => {
    const as = await owner();
    const { lead } = await acceptedLead();
    await scheduleDays(as, lead.id);
    const create = (form: Record<string, string | string[]>) => as(`/admin/leads/${lead.id}/invoices`, { form, json: true });
    expect((await create({ milestone: 'acceptance' })).status).toBe(201);
    expect((await create({ milestone: 'pour' })).status).toBe(201);
    const again = await create({ milestone: 'pour' });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: string[] }).errors[0]).toMatch(/^The "pour" payment is billed already: INV-\d+\.$/);
    // $1,300 + $1,040 billed; $2,860.01 more is one cent past $5,200.00.
    const over = await create({ item: 'Extra steps|1|each|2860.01' });
    expect([over.status, await over.json()]).toEqual([
      422,
      { errors: ["$2,860.01 would bring the job's invoices to $5,200.01, over the quote's total of $5,200.00 (100 %)."] },
    ]);
    const exact = await create({ item: ['Extra steps|1|each|2000', 'Haul-off|1|lump|860'], dueDays: '10', send: 'yes' });
    expect(exact.status).toBe(201);
    const made = ((await exact.json()) as { invoice: Record<string, unknown> }).invoice;
    expect(made).toMatchObject({ total: '$2,860.00', due: 'November 12, 2026', state: 'sent' });
    expect(made.customerUrl).toMatch(new RegExp(`^${origin}/quotes/[0-9a-f]{32}$`));
    // The list the command line reads gives the same invoice, its quote's link included (read in one statement).
    const listed = (await (await as('/admin/invoices', { json: true })).json()) as { invoices: Record<string, unknown>[] };
    expect(listed.invoices.find((invoice) => invoice.number === made.number)).toEqual({ ...made, customer: lead.name });
    const cent = await create({ item: 'One cent|1|each|0.01' });
    expect(cent.status).toBe(422);
    expect(await invoicesOf(lead.id)).toHaveLength(3);
  });

  it('refuses a lead with no job, an unknown lead, a negative price and a bad milestone', async () => {
    const as = await owner();
    const { lead } = await acceptedLead();
    const noJob = await as(`/admin/leads/${lead.id}/invoices`, { form: { milestone: 'pour' }, json: true });
    expect([noJob.status, await noJob.json()]).toEqual([
      422,
      { errors: [`Lead #${lead.id} has no job: schedule its work first (npm run schedule -- add ${lead.id} …).`] },
    ]);
    const unknown = await as('/admin/leads/99999999/invoices', { form: { milestone: 'pour' }, json: true });
    expect(unknown.status).toBe(404);
    const negative = await as(`/admin/leads/${lead.id}/invoices`, { form: { item: 'Extra|1|each|-5' }, json: true });
    expect(await negative.json()).toEqual({ errors: ['The price of "Extra" cannot be negative.'] });
    // A body that cannot be read: 400 with the admin's words, never a 500; an unknown invoice: 404.
    const admin = await localAdminAccess('invoices-47');
    for (const path of [`/admin/leads/${lead.id}/invoices`]) {
      const broken = await requestWith(admin.vars, path, {
        method: 'POST',
        headers: { ...admin.owner, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
      });
      expect([broken.status, await broken.text()], path).toEqual([400, 'The form could not be read. Try again.']);
    }
    const nowhere = await as('/admin/invoices/INV-999999/payments', { form: { amount: '1', method: 'cash' }, json: true });
    expect([nowhere.status, await nowhere.json()]).toEqual([404, { errors: ['There is no invoice INV-999999.'] }]);
    const milestone = await as(`/admin/leads/${lead.id}/invoices`, { form: { milestone: 'halfway' }, json: true });
    expect(await milestone.json()).toEqual({ errors: ['The milestone is one of acceptance, pour, completion, retainage.'] });
  });
});

describe('a payment recorded by hand', () => {
  it('is refused at each bound (422, the form again with its summary), taken at exactly the balance, never on a void invoice', async () => {
    const as = await owner();
    const { lead } = await acceptedLead();
    await scheduleDays(as, lead.id);
    const made = await as(`/admin/leads/${lead.id}/invoices`, { form: { milestone: 'pour', send: 'yes' }, json: true });
    const { number } = ((await made.json()) as { invoice: { number: string } }).invoice;
    const pay = (amount: string, json = true) =>
      as(`/admin/invoices/${number}/payments`, { form: { amount, method: 'check', date: '2026-11-02', note: 'check 1042' }, json });
    const refusals: [string, string][] = [
      ['1040.01', `$1,040.01 is more than the balance of ${number}, $1,040.00.`],
      ['0', 'A payment must be more than $0.00.'],
      ['-1', 'A payment cannot be negative.'],
      ['1.001', 'Enter an amount in dollars, like 4,850 or 4850.00. At most two decimals.'],
    ];
    for (const [amount, message] of refusals) {
      const refused = await pay(amount);
      expect([refused.status, await refused.json()]).toEqual([422, { errors: [message] }]);
    }
    // Without JavaScript: the form again, its summary first, the value kept.
    const page = await pay('1040.01', false);
    expect(page.status).toBe(422);
    const form = parse(await page.text()).querySelector('#pay')!;
    expect(form.querySelector('[role="alert"] a')?.text).toBe(`$1,040.01 is more than the balance of ${number}, $1,040.00.`);
    expect(form.querySelector('input[name="amount"]')?.getAttribute('value')).toBe('1040.01');

    const part = await pay('400');
    expect(((await part.json()) as { invoice: Record<string, string> }).invoice).toMatchObject({
      paid: '$400.00',
      balance: '$640.00',
      state: 'partly paid',
    });
    const rest = await pay('640', false);
    expect([rest.status, rest.headers.get('Location')]).toMatchObject([303, expect.stringContaining(`/admin/leads/${lead.id}#invoice-`)]);
    const paid = await pay('0.01');
    expect(await paid.json()).toEqual({ errors: [`${number} is paid in full: nothing is owed on it.`] });
    const { results } = await env.DB.prepare(
      'SELECT cents, paid_on, method, note, source FROM invoice_payments WHERE invoice_id = (SELECT id FROM invoices WHERE number = ?1)',
    )
      .bind(Number(number.slice(4)))
      .all();
    expect(results).toEqual([
      { cents: 40_000, paid_on: '2026-11-02', method: 'check', note: 'check 1042', source: 'hand' },
      { cents: 64_000, paid_on: '2026-11-02', method: 'check', note: 'check 1042', source: 'hand' },
    ]);
    const lead1 = parse(await (await as(`/admin/leads/${lead.id}`)).text());
    expect(lead1.querySelector('[data-owed]')?.text).toBe('Received $1,040.00 of $5,200.00; still owed $4,160.00.');

    // A void invoice takes no payment.
    const other = await as(`/admin/leads/${lead.id}/invoices`, { form: { milestone: 'acceptance' }, json: true });
    const otherNumber = ((await other.json()) as { invoice: { id: number; number: string } }).invoice;
    expect(await voidInvoice(env.DB, otherNumber.id, NOW)).toBe(true);
    const onVoid = await as(`/admin/invoices/${otherNumber.number}/payments`, { form: { amount: '10', method: 'cash' }, json: true });
    expect([onVoid.status, await onVoid.json()]).toEqual([
      422,
      { errors: [`${otherNumber.number} is void: no payment can be recorded on it.`] },
    ]);
  });
});
