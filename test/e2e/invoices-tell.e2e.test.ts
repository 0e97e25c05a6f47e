import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The invoice's reminders on the lead's page at 390 px (issue 47 item 4), against `wrangler dev` on the real clock:
 * an invoice made and sent with `npm run invoices -- create --send` says it was emailed and "Reminders: on (next: …,
 * 9 a.m.)"; "Turn reminders off" brings the contractor back to the invoice with "Reminders: off", and on again; a
 * draft's "Send" asks once before it emails.
 * Screenshots to SHOTS_DIR (default /tmp/shots) as i47-tell-*.png.
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
    const { stdout } = await run(process.execPath, [`scripts/${script}.mjs`, ...args, '--url', site.url]);
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

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
      lastName: `Tell${tag}`,
      email: `ana-${tag}@example.com`,
      phone: '(409) 555-0166',
      address: '42 Calder Ave, Beaumont',
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=Tell${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  return id;
}

describe('the reminders on the lead’s page', () => {
  it('shows the invoice emailed and its reminders on with the next day, turns them off and on at 390 px', async () => {
    const id = await newLead();
    const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--deposit', '25', '--send');
    expect(quote.code).toBe(0);
    const page = (/Customer page: (\S+)/.exec(quote.stdout)?.[1] ?? '').replace(/^https?:\/\/[^/]+/, site.url);
    const accepted = await fetch(`${page}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({ name: 'Ana Tell', consent: 'yes' }).toString(),
    });
    expect(accepted.status).toBe(303);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await cli('schedule', 'add', id, '--day', `${day} 07:00|6|pour`)).code).toBe(0);
    const made = await cli('invoices', 'create', id, '--milestone', 'completion', '--due-days', '10', '--send');
    expect(made.code).toBe(0);

    const { page: tab, context } = await openPage(browser, PHONE);
    await tab.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await tab.goto(`${site.url}/admin/leads/${id}#money`);
    const invoice = tab.locator('#money li[id^="invoice-"]').last();
    expect(await invoice.locator('[data-told] p').first().textContent()).toMatch(/^Emailed to the homeowner /);
    expect(await invoice.locator('[data-reminders]').textContent()).toMatch(/^Reminders: on \(next: \w+ \d{1,2}, 9 a\.m\.\)$/);
    expect(await tab.locator('#money').textContent()).not.toContain('not emailed yet');
    await invoice.scrollIntoViewIfNeeded();
    await invoice.screenshot({ path: `${SHOTS}/i47-tell-reminders-on.png` });
    await invoice.getByRole('button', { name: 'Turn reminders off' }).click();
    await tab.waitForURL(/#invoice-\d+$/);
    const after = tab.locator('#money li[id^="invoice-"]').last();
    expect(await after.locator('[data-reminders]').textContent()).toBe('Reminders: off');
    await after.screenshot({ path: `${SHOTS}/i47-tell-reminders-off.png` });
    await tab.locator('#money').screenshot({ path: `${SHOTS}/i47-tell-lead-money.png` });
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await after.getByRole('button', { name: 'Turn reminders on' }).click();
    await tab.waitForURL(/#invoice-\d+$/);
    expect(await tab.locator('#money li[id^="invoice-"]').last().locator('[data-reminders]').textContent()).toMatch(/^Reminders: on/);

    // A draft's "Send" asks once, then emails it.
    const draft = await cli('invoices', 'create', id, '--item', 'Extra steps|1|each|100');
    expect(draft.code).toBe(0);
    const number = /INV-\d+/.exec(draft.stdout)?.[0] ?? '';
    await tab.goto(`${site.url}/admin/leads/${id}`); // no fragment: a new load, not a jump within the page
    const row = tab.locator('#money li[id^="invoice-"]').last();
    await row.getByText('Send', { exact: true }).click();
    const yes = row.getByRole('button', { name: `Yes, email ${number}` });
    expect(await yes.isVisible()).toBe(true);
    await row.screenshot({ path: `${SHOTS}/i47-tell-send-asks.png` });
    await yes.click();
    await tab.waitForURL(/#invoice-\d+$/);
    const sentRow = tab.locator('#money li[id^="invoice-"]').last();
    expect(await sentRow.locator('p').first().textContent()).toContain(`${number}: $100.00, sent`);
    expect(await sentRow.locator('[data-told] p').first().textContent()).toMatch(/^Emailed to the homeowner /);
    await context.close();
  });
});
