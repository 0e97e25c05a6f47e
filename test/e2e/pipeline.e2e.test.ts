import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The contractor moves a lead along on a 390 px phone (issue 30), in Chromium
 * against `wrangler dev`: a quote request posted to the site, found on
 * /admin/leads, opened on its own page, quoted with the status form, refused
 * when a lost lead has no reason, then won from the command line
 * (`npm run leads -- status`) with its exit codes. Screenshots go to
 * SHOTS_DIR (default /tmp/shots).
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
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

/** Runs `npm run leads -- status …` (the script itself) against the test site; its exit code and output. */
async function leadsStatus(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/leads.mjs', 'status', ...args, '--url', site.url]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("a lead's page on a phone", () => {
  it('quotes a lead with the status form, shows the history, refuses a lost lead without a reason, and the command line wins it', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const posted = await fetch(`${site.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({
        lang: 'en',
        firstName: 'Maria',
        lastName: `Garcia${tag}`,
        email: 'maria@example.com',
        phone: '(409) 555-0123',
        address: '310 Twin City Hwy, Nederland',
        service: '',
        description: 'A new driveway, about 600 square feet, with a broom finish.',
      }).toString(),
    });
    expect(posted.status).toBe(303);

    const { page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Signed in as \`npm run admin-token -- --open\` does: the local token in the Access cookie, which the service worker's fetches carry too.
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/leads?q=Garcia${tag}`);
    const link = page.getByRole('link', { name: /Estimate request/ }).first();
    const id = /\/admin\/leads\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    expect(id).toBeTruthy();
    await link.click();
    await page.waitForURL(`${site.url}/admin/leads/${id}`);

    // The actions are 48 px targets, and nothing is wider than the phone.
    for (const name of ['Call Maria', 'Text Maria', 'Email Maria', 'Directions to']) {
      const box = await page.getByRole('link', { name: new RegExp(name) }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(48);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await page.getByRole('radio', { name: 'Quoted' }).check();
    await page.getByLabel(/^Amount in dollars/).fill('4,850');
    await page.getByLabel('Follow up on (optional)').fill('2026-12-10');
    await page.getByLabel('Note (optional)').fill('Measured 24 by 25 ft; sent the quote by text.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/saved=status/);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Saved: Quoted.');
    const history = await page.locator('ol li p.font-semibold').allTextContents();
    expect(history.slice(0, 1)).toEqual(['Moved to Quoted · $4,850 · follow up 2026-12-10']);
    await page.screenshot({ path: `${SHOTS}/lead-page-390.png`, fullPage: true });

    await page.getByRole('radio', { name: 'Lost' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#status-reason-error').textContent()).toMatch(/Choose why it was lost/);
    expect(await page.getByRole('radio', { name: 'Lost' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `${SHOTS}/lead-status-refused-390.png` });
    // The refused post is the only answer above 399.
    // A favicon request cut short by the next navigation is no problem of the page.
    expect(problems.filter((p) => !p.includes('422') && !/favicon\.\w+ net::ERR_ABORTED/.test(p))).toEqual([]);

    // The command line: usage errors exit 2, refusals 1, a stored change 0.
    expect((await leadsStatus(id!, 'archived')).code).toBe(2);
    expect((await leadsStatus('abc', 'won')).code).toBe(2);
    const negative = await leadsStatus(id!, 'won', '--amount=-5');
    expect([negative.code, negative.stderr]).toEqual([1, expect.stringContaining('cannot be negative')]);
    const badDate = await leadsStatus(id!, 'won', '--follow-up', '2027-02-30');
    expect(badDate.code).toBe(1);
    const won = await leadsStatus(id!, 'won', '--amount', '5000', '--note', 'Signed on site');
    expect([won.code, won.stdout]).toEqual([0, expect.stringContaining(`Lead #${id} is now won ($5,000)`)]);
    expect((await leadsStatus('999999999', 'won')).code).toBe(1);

    await page.goto(`${site.url}/admin/leads/${id}`);
    expect(await page.getByRole('radio', { name: 'Won' }).isChecked()).toBe(true);
    expect((await page.locator('ol li p.font-semibold').allTextContents()).slice(0, 2)).toEqual([
      'Moved to Won · $5,000',
      'Moved to Quoted · $4,850 · follow up 2026-12-10',
    ]);
  });

  it('shows the top of /admin/insights on a 390 px phone with no sideways swipe: the figures at a glance, each beside the previous period', async () => {
    const { page } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Signed in as \`npm run admin-token -- --open\` does: the local token in the Access cookie, which the service worker's fetches carry too.
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/insights`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const figures = page.locator('[aria-labelledby=at-a-glance] dl > div');
    // Requests, visits, jobs won, dollars won (quoted), money collected (issue 47 item 5), spend, cost per job won.
    expect(await figures.count()).toBe(7);
    expect(await figures.allTextContents()).toContainEqual(expect.stringMatching(/^Collected\$[\d,.]+previous: \$[\d,.]+$/));
    for (const box of await figures.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await figures.first().textContent()).toMatch(/^Requests\d+previous: \d+$/);
    await page.screenshot({ path: `${SHOTS}/insights-top-390.png` });
  });
});
