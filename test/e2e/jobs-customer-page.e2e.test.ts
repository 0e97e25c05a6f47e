import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The homeowner's page for the whole job (issue 46 item 3) in Chromium at 390 px, against `wrangler dev`: a quote
 * sent (`npm run quotes`), accepted by the customer, its job scheduled (`npm run schedule -- add`: prep, the pour,
 * the cleanup at 1:00 PM) and its first day marked done on the admin's schedule page; then the customer's page in
 * English and Spanish lists the days in words (the first marked done), what to do before and before the pour, and
 * the business phone as a `tel:` link at least 48 px tall, with no horizontal scroll and no console error. The
 * screenshots go to SHOTS_DIR (default /tmp/shots): jobs-customer-en-390.png and jobs-customer-es-390.png. Days are
 * set relative to the real clock (the site runs on it).
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
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: `${e.stdout}${e.stderr}` };
  }
}

/** A weekday at least `days` after today, "YYYY-MM-DD". */
function weekdayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A Spanish estimate request from Beaumont, its quote sent and accepted, its job scheduled with the first day done: the page's path. */
async function acceptedJob() {
  const tag = crypto.randomUUID().slice(0, 8);
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang: 'es',
      firstName: 'Ana',
      lastName: `Casa${tag}`,
      email: `ana-${tag}@example.com`,
      phone: '(409) 555-0166',
      address: '42 Calder Ave, Beaumont',
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const owner = { 'Cf-Access-Jwt-Assertion': site.token };
  const list = await fetch(`${site.url}/admin/leads?q=Casa${tag}`, { headers: owner });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--send');
  expect(quote.code).toBe(0);
  const path = new URL(/Customer page: (\S+)/.exec(quote.stdout)?.[1] ?? '').pathname;
  const accepted = await fetch(`${site.url}${path}/accept`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({ name: 'Ana Casa', consent: 'yes' }).toString(),
  });
  expect(accepted.status).toBe(303);
  const [prep, pour, cleanup] = [weekdayAhead(2), weekdayAhead(4), weekdayAhead(6)];
  const added = await cli(
    'schedule',
    'add',
    id,
    '--day',
    `${prep} 07:00|8|forms`,
    '--day',
    `${pour} 07:00|6|pour`,
    '--day',
    `${cleanup} 13:00|4|cleanup`,
  );
  expect(added.code, added.stdout).toBe(0);
  const schedule = await (await fetch(`${site.url}/admin/leads/${id}/job`, { headers: owner })).text();
  const first = /id="day-(\d+)"/.exec(schedule)?.[1];
  const done = await fetch(`${site.url}/admin/leads/${id}/job/days/${first}/done`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...owner, Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(done.status).toBe(303);
  return path.replace(/^\/es/, '');
}

describe('the homeowner’s page with the job’s work days at 390 px', () => {
  it('shows the days, what to do before and the phone in English and Spanish, without horizontal scroll', async () => {
    const path = await acceptedJob();
    const editions = [
      {
        prefix: '',
        lang: 'en',
        heading: 'Your work days',
        done: '✓ Done ',
        pour: /, from 7:00\sAM, pour: weather permitting$/,
        call: 'Call (409) 555-0100',
      },
      {
        prefix: '/es',
        lang: 'es',
        heading: 'Sus días de trabajo',
        done: '✓ Terminado ',
        pour: /, desde las 7:00\sa\.\s?m\., colado: si el clima lo permite$/,
        call: 'Llame al (409) 555-0100',
      },
    ];
    for (const edition of editions) {
      const { page, context, problems } = await openPage(browser, PHONE);
      const response = await page.goto(`${site.url}${edition.prefix}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      const job = page.locator('#job');
      expect(await job.locator('h2').textContent()).toBe(edition.heading);
      const days = await job.locator('li[data-day]').allTextContents();
      expect(days).toHaveLength(3);
      expect(days[0]!.startsWith(edition.done)).toBe(true);
      expect(days[1]).toMatch(edition.pour);
      expect(await job.locator('h3').count()).toBe(2);
      const call = job.locator('a[href="tel:+14095550100"]');
      expect(await call.textContent()).toBe(edition.call);
      const box = await call.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The job is under the accepted state, before "What happens next".
      const order = await page.evaluate(() => {
        const job = document.querySelector('#job');
        const next = document.querySelector('[data-next]');
        return job && next ? job.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeGreaterThan(0);
      // The page from its top to the end of the job's part.
      const bottom = await job.evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
      await page.screenshot({
        path: `${SHOTS}/jobs-customer-${edition.lang}-390.png`,
        fullPage: true,
        clip: { x: 0, y: 0, width: 390, height: bottom + 16 },
      });
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
