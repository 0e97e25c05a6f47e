import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMoney } from '../src/invoices/money';
import { readRevenue } from '../src/insights/revenue';
import { localAdminAccess, ORIGIN, requestWith } from './helpers';
import { acceptedLead, depositPaid, invoice, payment, workDays } from './invoices-money-helpers';

/**
 * The contractor's money through the Worker (issue 47 item 5 and the invoice PDF of item 3), `now` fixed at Monday
 * 2026-11-30, 23:30 CST (already December 1 in UTC). The world (every amount in cents):
 * - Ana (google.com): the deposit $1,300 paid online on November 10; INV a1 (pour, $1,040, due November 20): a check
 *   of $400 on November 30, a bank debit of $300 processing, a bank debit of $340 failed; INV a2 (completion, $2,340,
 *   due December 15); a draft $100; work days done November 18–19 (so the retainage, $520, is due December 19).
 * - "=HYPERLINK(…)" (facebook): a card payment of $1,000 on October 15 (fee $29.30) on INV b1 ($1,500, due November
 *   25); the deposit $800 paid online at 23:00 CST on November 30 (05:00 UTC December 1).
 * - Cy (direct): an invoice billing the payment on acceptance ($999, paid by check November 20) and the same deposit
 *   marked paid online: counted once.
 */

const NOW = new Date('2026-12-01T05:30:00Z');
const NEXT_DAY = new Date('2026-12-01T06:30:00Z'); // December 1, 00:30 CST
const EVIL = '=HYPERLINK("http://evil.example","x")';
type Lead = Awaited<ReturnType<typeof acceptedLead>>;
let world: { ana: Lead; evil: Lead; a1: { id: number; number: number }; b1: { number: number }; draft: { number: number } };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

beforeAll(async () => {
  const created = new Date('2026-11-02T15:00:00Z');
  const ana = await acceptedLead('Ana Ruiz', { referrer: 'google.com' }, created);
  const evil = await acceptedLead(EVIL, { utm: 'facebook' }, created);
  const cy = await acceptedLead('Cy Moss', { referrer: 'direct' }, created);
  await depositPaid(ana.quote.id, 130_000, '2026-11-10T16:00:00Z');
  const a1 = await invoice(ana, { cents: 104_000, due: '2026-11-20', milestone: 'pour' });
  await payment(a1.id, { cents: 40_000, day: '2026-11-30' });
  await payment(a1.id, { cents: 30_000, day: '2026-11-29', method: 'transfer', session: 'cs_ach_processing', processing: 1 });
  await payment(a1.id, { cents: 34_000, day: '2026-11-27', method: 'transfer', session: 'cs_ach_failed', failed: '2026-11-30T15:00:00Z' });
  await invoice(ana, { cents: 234_000, due: '2026-12-15', milestone: 'completion' });
  const draft = await invoice(ana, { cents: 10_000, due: '2026-12-01', status: 'draft' });
  await workDays(ana.jobId, [
    ['2026-11-18', 'pour', true],
    ['2026-11-19', 'finish', true],
  ]);
  const b1 = await invoice(evil, { cents: 150_000, due: '2026-11-25' });
  await payment(b1.id, { cents: 100_000, day: '2026-10-15', method: 'card', session: 'cs_card', fee: 2_930 });
  await depositPaid(evil.quote.id, 80_000, '2026-12-01T05:00:00Z');
  const c1 = await invoice(cy, { cents: 99_900, due: '2026-11-30', milestone: 'acceptance' });
  await payment(c1.id, { cents: 99_900, day: '2026-11-20' });
  await depositPaid(cy.quote.id, 99_900, '2026-11-20T16:00:00Z');
  world = { ana, evil, a1, b1, draft };
});

/** Fixes the clock at `at` and signs the owner in; returns a GET as the owner. */
async function owner(at = NOW) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  const admin = await localAdminAccess('money-47');
  return (path: string) => requestWith(admin.vars, path, { headers: { ...admin.owner, Origin: ORIGIN } });
}

describe('/admin/money', () => {
  it('counts collected money (hand, card, online deposits once) but not a processing or failed bank debit, by the Central month', async () => {
    const money = await readMoney(env.DB, NOW);
    // November (Central): $400 check + $1,300 and $800 deposits + $999 (the deposit billed by an invoice is not counted again).
    expect(money.collectedMonthCents).toBe(40_000 + 130_000 + 80_000 + 99_900);
    expect(money.collectedYearCents).toBe(40_000 + 130_000 + 80_000 + 99_900 + 100_000);
    // One hour later it is December in Central time: nothing collected this month yet; the year unchanged.
    const december = await readMoney(env.DB, NEXT_DAY);
    expect([december.collectedMonthCents, december.collectedYearCents]).toEqual([0, money.collectedYearCents]);
    // Outstanding, most overdue first: a1 $1,040 − $400 − $300 processing (the failed $340 puts its part back).
    expect(money.outstanding.map((row) => [row.number, row.balance_cents, row.days_overdue, row.processing_cents])).toEqual([
      [world.a1.number, 34_000, 10, 30_000],
      [world.b1.number, 50_000, 5, 0],
      [world.a1.number + 1, 234_000, 0, 0],
    ]);
    expect([money.outstandingCents, money.outstandingCount, money.overdueCents]).toEqual([318_000, 3, 84_000]);
    // Expected by December 30: a2's $2,340, the $300 processing, and the retainage $520 due December 19.
    expect(money.expected.invoicesCents).toBe(234_000);
    expect(money.expected.processingCents).toBe(30_000);
    expect(money.expected.scheduled.map((p) => [p.milestone, p.cents, p.due_on])).toEqual([['retainage', 52_000, '2026-12-19']]);
  });

  it('shows the figures first, then each invoice linked to its lead, escaped', async () => {
    const as = await owner();
    const response = await as('/admin/money');
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    const figure = (id: string) => page.querySelector(`[data-figure=${id}] dd`)?.text;
    expect([figure('outstanding'), figure('expected'), figure('month'), figure('year')]).toEqual([
      '$3,180.00',
      '$3,160.00',
      '$3,499.00',
      '$4,499.00',
    ]);
    const rows = page.querySelectorAll('[data-invoice]');
    expect(rows.map((row) => row.getAttribute('data-invoice'))).toEqual([
      `INV-${world.a1.number}`,
      `INV-${world.b1.number}`,
      `INV-${world.a1.number + 1}`,
    ]);
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe(`/admin/leads/${world.ana.leadId}#invoice-${world.a1.id}`);
    expect(rows[0]?.text).toContain('10 days overdue');
    expect(rows[0]?.text).toContain('$300.00 processing');
    expect(rows[1]?.text).toContain(`INV-${world.b1.number} · =HYPERLINK`);
    expect(page.querySelector('a[href="/admin/money/payments.csv"]')).not.toBeNull();
    const more = parse(await (await as('/admin/more')).text());
    expect(more.querySelector('a[href="/admin/money"]')).not.toBeNull();
  });
});

describe('the payments CSV', () => {
  it('lists every payment of the period with its status, fees and net, deposits included, formula cells neutralised', async () => {
    const as = await owner();
    const response = await as('/admin/money/payments.csv?from=2026-10-01&to=2026-11-30');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('"date","invoice","customer","method","gross (USD)","Stripe fee (USD)","net (USD)","status"');
    const a1 = `INV-${world.a1.number}`;
    const b1 = `INV-${world.b1.number}`;
    expect(lines.slice(1)).toEqual([
      `"2026-10-15","${b1}","'=HYPERLINK(""http://evil.example"",""x"")","card (Stripe)","1000.00","29.30","970.70","collected"`,
      `"2026-11-10","Q-${world.ana.quote.number} deposit","Ana Ruiz","online (Stripe)","1300.00","","1300.00","collected"`,
      `"2026-11-20","INV-${world.b1.number + 1}","Cy Moss","check","999.00","","999.00","collected"`,
      `"2026-11-27","${a1}","Ana Ruiz","bank transfer (Stripe)","340.00","","340.00","failed"`,
      `"2026-11-29","${a1}","Ana Ruiz","bank transfer (Stripe)","300.00","","300.00","processing"`,
      `"2026-11-30","${a1}","Ana Ruiz","check","400.00","","400.00","collected"`,
      `"2026-11-30","Q-${world.evil.quote.number} deposit","'=HYPERLINK(""http://evil.example"",""x"")","online (Stripe)","800.00","","800.00","collected"`,
      '',
    ]);
    // Default: this year to today (Central) — the same rows here.
    expect((await (await as('/admin/money/payments.csv')).text()).split('\r\n').length).toBe(lines.length);
  });

  it('refuses bad dates with 400 in words', async () => {
    const as = await owner();
    for (const query of [
      'from=2026-13-01',
      'to=2026-02-30',
      'from=2026-12-01&to=2026-11-01',
      'from=yesterday',
      'from=2016-01-01&to=2026-01-01',
    ]) {
      const response = await as(`/admin/money/payments.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain('from=YYYY-MM-DD');
    }
  });
});

describe('insights by collected money', () => {
  it('gives collected money by source beside the quoted totals, and the cost per job paid', async () => {
    const report = await readRevenue(env.DB, 30, NOW);
    const by = new Map(report.bySource.map((f) => [f.key, [f.collectedCents, f.paidJobs, f.wonCents]]));
    // November 1–30 (Central): Ana $400 + $1,300; facebook the $800 deposit (October's card payment is another period); Cy $999 once.
    // A job paid counts in the period of its first money (issue 48, docs/insights.md): facebook's was October's card payment.
    expect(by.get('google.com')).toEqual([170_000, 1, 520_000]);
    expect(by.get('facebook')).toEqual([80_000, 0, 520_000]);
    expect(by.get('direct')).toEqual([99_900, 1, 520_000]);
    expect([report.glance.current.collectedCents, report.glance.current.paidJobs]).toEqual([349_900, 2]);
    expect([report.glance.previous.collectedCents, report.glance.previous.paidJobs]).toEqual([100_000, 1]);
    const as = await owner();
    const page = parse(await (await as('/admin/insights')).text());
    const card = page
      .querySelectorAll('section[aria-labelledby=revenue-by-source] li')
      .find((li) => li.querySelector('h3')?.text.includes('google.com'));
    expect(card?.querySelector('[data-collected]')?.text).toBe('$1,700 · 1 job paid');
    expect(card?.querySelector('[data-quoted]')?.text).toBe('$5,200 · win rate 100 %');
    expect(page.querySelector('[aria-labelledby=at-a-glance]')?.text).toContain('Collected$3,499');
  });
});

describe('the invoice as a PDF', () => {
  it('prints a sent invoice of the quote, in English and Spanish; 404 for a draft or another quote’s', async () => {
    const token = world.ana.quote.token;
    for (const [path, lines] of [
      [
        `/quotes/${token}/invoices/INV-${world.a1.number}.pdf`,
        [
          `Invoice INV-${world.a1.number}`,
          'Golden Triangle Concrete',
          'Bill to: Ana Ruiz',
          'Paid $400.00',
          'Bank payment processing $300.00',
          'Balance due $340.00',
          '$400.00 received',
          'held in trust',
        ],
      ],
      [
        `/es/quotes/${token}/invoices/INV-${world.a1.number}.pdf`,
        [
          `Factura INV-${world.a1.number}`,
          'Facturar a: Ana Ruiz',
          'Transferencia bancaria en proceso $300.00',
          'Saldo pendiente $340.00',
          'fideicomiso',
        ],
      ],
    ] as const) {
      const response = await requestWith({}, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      for (const line of lines) expect(text, line).toContain(line);
      // Neither the failed bank debit nor the one processing is listed as received.
      expect(text).not.toMatch(/\$3[04]0\.00 rec/);
    }
    for (const path of [
      `/quotes/${token}/invoices/INV-${world.draft.number}.pdf`,
      `/quotes/${token}/invoices/INV-${world.b1.number}.pdf`,
      `/quotes/${'0'.repeat(32)}/invoices/INV-${world.a1.number}.pdf`,
    ])
      expect((await requestWith({}, path)).status, path).toBe(404);
    // The customer's page links it, and the admin's invoice page (a sent one only).
    const page = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    expect(page.querySelector(`#invoice-${world.a1.number} a[href$=".pdf"]`)?.getAttribute('href')).toBe(
      `/quotes/${token}/invoices/INV-${world.a1.number}.pdf`,
    );
    const as = await owner();
    const admin = parse(await (await as(`/admin/invoices/${world.a1.number}`)).text());
    expect(admin.querySelector('a[data-invoice-pdf]')?.getAttribute('href')).toBe(`/quotes/${token}/invoices/INV-${world.a1.number}.pdf`);
    const draft = parse(await (await as(`/admin/invoices/${world.draft.number}`)).text());
    expect(draft.querySelector('h1')?.text).toContain(`INV-${world.draft.number}`);
    expect(draft.querySelector('a[data-invoice-pdf]')).toBeNull();
  });
});

describe('at scale', () => {
  it('reads a period’s payments and online deposits through the day indexes (SEARCH), never the whole table', async () => {
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind('2026-11-01', '2026-11-30').all<{ detail: string }>()).results
        .map((row) => row.detail)
        .join('\n');
    // The shapes of src/invoices/money.ts: collected payments, online deposits, every payment (the CSV).
    expect(
      await plan(
        'SELECT SUM(p.cents) FROM invoice_payments p WHERE p.paid_on >= ?1 AND p.paid_on <= ?2 AND p.failed_at IS NULL AND p.processing = 0',
      ),
    ).toContain('USING COVERING INDEX invoice_payments_collected');
    expect(await plan('SELECT SUM(q.deposit_paid_cents) FROM quotes q WHERE q.deposit_paid_at >= ?1 AND q.deposit_paid_at < ?2')).toContain(
      'USING INDEX quotes_deposit_paid',
    );
    expect(await plan('SELECT p.cents FROM invoice_payments p WHERE p.paid_on >= ?1 AND p.paid_on <= ?2')).toContain(
      'USING INDEX invoice_payments_day',
    );
  });
});
