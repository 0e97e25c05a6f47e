import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * Getting paid end to end (issue 47 items 1, 2, 6 and 8), against `wrangler dev`: `npm run invoices -- create | pay |
 * list` with their outputs and exit codes (0; 1 refused with the reasons: no job, a milestone not in the schedule, a
 * negative price, past 100 %, a payment of three decimals, zero or over the balance; 2 usage), then the customer's
 * page at 390 px in both editions: the schedule and the invoice, screenshots to SHOTS_DIR (default /tmp/shots) as
 * i47-*.png. Runs on the real clock.
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };

beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

/** Runs `npm run <script> -- …` against the site: its exit code and output. */
async function cli(script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.mjs`, ...args, '--url', site.url]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
const invoices = (...args: string[]) => cli('invoices', ...args);

/** Posts an estimate request and returns its lead's id (found through the admin's search). */
async function newLead() {
  const tag = crypto.randomUUID().slice(0, 8);
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang: 'en',
      firstName: 'Ana',
      lastName: `Pay${tag}`,
      email: `ana-${tag}@example.com`,
      phone: '(409) 555-0166',
      address: '42 Calder Ave, Beaumont',
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=Pay${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  return id;
}

describe('npm run invoices', () => {
  it('creates, pays and lists, refuses with 1 and the reasons, 2 for usage; the customer page shows it at 390 px', async () => {
    const id = await newLead();
    // Usage errors: 2.
    expect((await invoices('bill', id)).code).toBe(2);
    expect((await invoices('create', 'abc', '--milestone', 'completion')).code).toBe(2);
    expect((await invoices('create', id)).code).toBe(2);
    expect((await invoices('create', id, '--milestone', 'completion', '--item', 'x|1|each|5')).code).toBe(2);
    expect((await invoices('pay', 'INV-1', '--method', 'cash')).code).toBe(2);
    expect((await invoices('list', '--amount', '5')).code).toBe(2);
    // No job: 1.
    const early = await invoices('create', id, '--milestone', 'completion');
    expect([early.code, early.stderr]).toEqual([
      1,
      `Refused:\n  Lead #${id} has no job: schedule its work first (npm run schedule -- add ${id} …).\n`,
    ]);

    // A $5,200.00 quote with a 25 % deposit (the default schedule: 25 %, the rest on completion, 10 % retainage), accepted; a pour day.
    const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--deposit', '25', '--send');
    expect(quote.code).toBe(0);
    const page = (/Customer page: (\S+)/.exec(quote.stdout)?.[1] ?? '').replace(/^https?:\/\/[^/]+/, site.url);
    const accepted = await fetch(`${page}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({ name: 'Ana Pay', consent: 'yes' }).toString(),
    });
    expect(accepted.status).toBe(303);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await cli('schedule', 'add', id, '--day', `${day} 07:00|6|pour`)).code).toBe(0);

    // Refusals: 1, with the reasons.
    const notInSchedule = await invoices('create', id, '--milestone', 'pour');
    expect([notInSchedule.code, notInSchedule.stderr]).toEqual([
      1,
      'Refused:\n  The quote\'s payment schedule has no payment at "pour".\n',
    ]);
    const negative = await invoices('create', id, '--item', 'Extra steps|1|each|-5');
    expect([negative.code, negative.stderr]).toEqual([1, 'Refused:\n  The price of "Extra steps" cannot be negative.\n']);

    const made = await invoices('create', id, '--milestone', 'completion', '--due-days', '10', '--send');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      new RegExp(
        `^Invoice INV-(\\d+) for lead #${id}: \\$3,380\\.00, due \\w+ \\d{1,2}, \\d{4}\\. Customer page: https?://\\S+/quotes/[0-9a-f]{32}\\n$`,
      ),
    );
    const number = `INV-${/INV-(\d+)/.exec(made.stdout)?.[1]}`;
    // $3,380.00 billed of $5,200.00: $1,820.01 more is one cent past 100 %.
    const over = await invoices('create', id, '--item', 'Extra steps|1|each|1820.01');
    expect([over.code, over.stderr]).toEqual([
      1,
      "Refused:\n  $1,820.01 would bring the job's invoices to $5,200.01, over the quote's total of $5,200.00 (100 %).\n",
    ]);

    const pay = (amount: string, method = 'check') => invoices('pay', number, '--amount', amount, '--method', method);
    expect((await pay('1000.001')).stderr).toBe('Refused:\n  Enter an amount in dollars, like 4,850 or 4850.00. At most two decimals.\n');
    expect((await pay('0')).stderr).toBe('Refused:\n  A payment must be more than $0.00.\n');
    const tooMuch = await pay('3380.01');
    expect([tooMuch.code, tooMuch.stderr]).toEqual([1, `Refused:\n  $3,380.01 is more than the balance of ${number}, $3,380.00.\n`]);
    expect((await pay('10', 'bitcoin')).code).toBe(1);
    const paid = await pay('1,000');
    expect([paid.code, paid.stdout]).toEqual([
      0,
      `Payment recorded on ${number}: paid $1,000.00 of $3,380.00, balance $2,380.00 (partly paid).\n`,
    ]);

    const unpaid = await invoices('list', '--unpaid');
    expect(unpaid.code).toBe(0);
    expect(unpaid.stdout).toMatch(
      new RegExp(`^${number}  lead #${id} Ana Pay\\S+  \\$3,380\\.00  balance \\$2,380\\.00  partly paid  due \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );

    // The customer's page at 390 px: the schedule, then the invoice, in both editions.
    const { page: tab, context } = await openPage(browser, PHONE);
    for (const [lang, path] of [
      ['en', page],
      ['es', page.replace('/quotes/', '/es/quotes/')],
    ] as const) {
      await tab.goto(path);
      const invoice = tab.locator(`#invoice-${number.slice(4)}`);
      expect(await invoice.locator('h3').textContent()).toBe(
        lang === 'en' ? `Invoice ${number}Partly paid` : `Factura ${number}Pagada en parte`,
      );
      await tab.locator('#invoices').screenshot({ path: `${SHOTS}/i47-invoice-${lang}.png` });
      await tab.locator('#schedule').screenshot({ path: `${SHOTS}/i47-schedule-${lang}.png` });
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // The lead's page: the schedule, the invoice, its payment and what is still owed.
    await tab.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await tab.goto(`${site.url}/admin/leads/${id}#money`);
    expect(await tab.locator('[data-owed]').textContent()).toBe('Received $1,000.00 of $5,200.00; still owed $4,200.00.');
    await tab.locator('#money').screenshot({ path: `${SHOTS}/i47-lead-money.png` });
    await context.close();
  });
});
