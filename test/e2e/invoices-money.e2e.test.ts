import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch } from './browser';

/**
 * The contractor's money end to end (issue 47 item 5), against `wrangler dev` on the real clock: a $5,200.00 job paid
 * in three parts (the deposit online on the quote; the completion's $3,380.00 by a bank debit that failed, then by
 * card; the retainage's $520.00 by check, recorded with `npm run invoices -- pay`), the Stripe rows written into D1
 * as the webhook records them; a second job's invoice sent and unpaid. Chromium at 390 px: /admin/money shows its
 * four figures on the first screen, no sideways scroll, every target at least 24 px; the screenshot and the
 * payments CSV go to SHOTS_DIR (default /tmp/shots) as i47-money.png and i47-payments.csv.
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
let browser: Browser;
let site: { url: string; persistTo: string; stop: () => void; token: string };

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

/** Runs SQL on the site's local D1 (as `npm run leads -- --persist-to` does), again while the running site holds its lock. */
async function sql(command: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(
        'node_modules/.bin/wrangler',
        ['d1', 'execute', 'DB', '--local', '--persist-to', site.persistTo, '--command', command],
        {
          env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        },
      );
    } catch (error) {
      if (attempt >= 8 || !String(error).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
  }
}

/** A lead (an estimate request) named `last`, its $5,200.00 quote accepted and a pour day scheduled: its id. */
async function acceptedJob(last: string) {
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang: 'en',
      firstName: 'Ana',
      lastName: last,
      email: `${last.toLowerCase()}@example.com`,
      phone: '(409) 555-0166',
      address: '42 Calder Ave, Beaumont',
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=${last}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--deposit', '25', '--send');
  expect(quote.code).toBe(0);
  const page = (/Customer page: (\S+)/.exec(quote.stdout)?.[1] ?? '').replace(/^https?:\/\/[^/]+/, site.url);
  const accepted = await fetch(`${page}/accept`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({ name: `Ana ${last}`, consent: 'yes' }).toString(),
  });
  expect(accepted.status).toBe(303);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  expect((await cli('schedule', 'add', id, '--day', `${day} 07:00|6|pour`)).code).toBe(0);
  return id;
}

describe('/admin/money at 390 px and the payments CSV', () => {
  it('shows the figures on the first screen and gives the bookkeeper a job paid in three parts', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const paid = await acceptedJob(`Paid${tag}`);
    const made = await cli('invoices', 'create', paid, '--milestone', 'completion', '--send');
    expect(made.code).toBe(0);
    const completion = Number(/INV-(\d+)/.exec(made.stdout)?.[1]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // 1. The deposit, paid online on the quote. 2. The completion: a bank debit failed (fee $5.00: 0.8 % capped), then a card ($98.32: 2.9 % + 30¢).
    await sql(
      `UPDATE quotes SET deposit_paid_cents = 130000, deposit_paid_at = '${at(3)}' WHERE lead_id = ${paid} AND state = 'accepted';
       INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, source, recorded_at, failed_at, stripe_session, fee_cents, processing)
         SELECT id, 338000, '${today}', 'transfer', 'stripe', '${at(2)}', '${at(2)}', 'cs_e2e_ach_${tag}', 500, 0 FROM invoices WHERE number = ${completion};
       INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, source, recorded_at, stripe_session, fee_cents, processing)
         SELECT id, 338000, '${today}', 'card', 'stripe', '${at(1)}', 'cs_e2e_card_${tag}', 9832, 0 FROM invoices WHERE number = ${completion};
       INSERT INTO invoices (number, lead_id, job_id, quote_id, milestone, lines, total_cents, due_on, status, created_at, sent_at)
         SELECT (SELECT MAX(number) FROM invoices) + 1, lead_id, job_id, quote_id, 'retainage',
           '[{"description":"Retainage","quantityHundredths":100,"unit":"lump","unitCents":52000}]', 52000, due_on, 'sent', created_at, sent_at
         FROM invoices WHERE number = ${completion};`,
    );
    // 3. The retainage, by check, by hand.
    expect((await cli('invoices', 'pay', `INV-${completion + 1}`, '--amount', '520', '--method', 'check')).code).toBe(0);
    // A second job's invoice, sent and unpaid: outstanding.
    const owing = await acceptedJob(`Owes${tag}`);
    expect((await cli('invoices', 'create', owing, '--milestone', 'completion', '--due-days', '5', '--send')).code).toBe(0);

    const csv = await fetch(`${site.url}/admin/money/payments.csv`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split('\r\n');
    const ours = lines.filter((line) => line.includes(`Paid${tag}`));
    writeFileSync(`${SHOTS}/i47-payments.csv`, `${[lines[0], ...ours].join('\r\n')}\r\n`);
    expect(ours.map((line) => line.split('","').slice(1).join(' | '))).toEqual([
      expect.stringMatching(/^Q-\d+ deposit \| Ana Paid\w+ \| online \(Stripe\) \| 1300\.00 \| {2}\| 1300\.00 \| collected"$/),
      `INV-${completion} | Ana Paid${tag} | bank transfer (Stripe) | 3380.00 | 5.00 | 3375.00 | failed"`,
      `INV-${completion} | Ana Paid${tag} | card (Stripe) | 3380.00 | 98.32 | 3281.68 | collected"`,
      `INV-${completion + 1} | Ana Paid${tag} | check | 520.00 |  | 520.00 | collected"`,
    ]);

    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': site.token },
    });
    const page = await context.newPage();
    expect((await page.goto(`${site.url}/admin/money`))?.status()).toBe(200);
    // The four figures on the first screen, above the bottom bar.
    const bar = await page.locator('nav').last().boundingBox();
    for (const id of ['outstanding', 'expected', 'month', 'year']) {
      const box = await page.locator(`[data-figure=${id}]`).boundingBox();
      expect(box, id).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), id).toBeLessThanOrEqual(bar?.y ?? 844);
    }
    expect(Number((await page.locator('[data-figure=month] dd').first().textContent())?.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(5200);
    expect(await page.locator('main').textContent()).toContain(`Ana Owes${tag}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('main a, main button, nav a')]
        .map((el) => ({ text: el.textContent?.trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text }) => text),
    );
    expect(small).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/i47-money.png` });
    await page.screenshot({ path: `${SHOTS}/i47-money-full.png`, fullPage: true });
    await context.close();
  });
});
