import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import startNwsStandIn from '../nws-service';
import { launch, openPage } from './browser';

/**
 * A pour on HOLD seen by the contractor (issue 46 items 2b, 5 and 6), against `wrangler dev --test-scheduled` with
 * the NWS stand-in of test/nws-service.ts: Port Arthur's recorded week moved so that its rainy Wednesday is
 * tomorrow (the site runs on the real clock), a won lead in Port Arthur with a pour tomorrow at 07:00, the cron run
 * once (`GET /__scheduled`), then /admin/calendar and the admin's first screen in Chromium at 390 px: the pour
 * marked HOLD with its reasons, every link at least 48 px tall, nothing wider than the phone. Screenshots to
 * SHOTS_DIR (default /tmp/shots).
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let nws = '';
let stopNws: () => Promise<void>;

/** Tomorrow in Central time, "YYYY-MM-DD". */
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() + 86_400_000));

beforeAll(async () => {
  stopNws = (await startNwsStandIn({ provide: (_key: string, value: string) => (nws = value) } as never)) as () => Promise<void>;
  // The recorded rainy Wednesday (2026-12-02) moved to tomorrow.
  const days = Math.round((Date.parse(tomorrow) - Date.parse('2026-12-02')) / 86_400_000);
  expect((await fetch(`${nws}/control/shift/21,70/${days}`, { method: 'POST' })).ok).toBe(true);
  site = await startAdminSite({ vars: { NWS_API_BASE: nws }, testScheduled: true });
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  await stopNws?.();
});

/** Runs `node scripts/<script>.mjs …` against the site: its exit code and output. */
async function cli(script: string, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [`scripts/${script}.mjs`, ...args, '--url', site.url]);
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: `${e.stdout}${e.stderr}` };
  }
}

/** Posts an estimate request from Port Arthur and returns its lead's id (found through the admin's search). */
async function newLead() {
  const tag = crypto.randomUUID().slice(0, 8);
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      firstName: 'Rosa',
      lastName: `Pour${tag}`,
      email: `rosa-${tag}@example.com`,
      phone: '(409) 555-0167',
      address: '12 Procter St, Port Arthur',
      service: 'Concrete Driveways',
      description: 'A new driveway of about 650 square feet.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=Pour${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  return id;
}

/** The heights (px) of the links inside `selector` on the page, and the document's width. */
async function sizes(page: Awaited<ReturnType<typeof openPage>>['page'], selector: string) {
  const heights = await page
    .locator(`${selector} a`)
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
  return { heights, width: await page.evaluate(() => document.documentElement.scrollWidth) };
}

describe('a pour on HOLD', () => {
  it('is on /admin/calendar and the first screen at 390 px, with its reasons and links of 48 px', async () => {
    const id = await newLead();
    expect((await cli('leads', 'status', id, 'won', '--amount', '5200')).code).toBe(0);
    const added = await cli('schedule', 'add', id, '--day', `${tomorrow} 07:00|8|pour`);
    expect(added.code).toBe(0);
    // The cron, once: it reads the forecast and keeps the verdict (the first screen's).
    expect((await fetch(`${site.url}/__scheduled?cron=*/5+*+*+*+*`)).ok).toBe(true);

    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/calendar#day-${tomorrow}`);
    const entry = page.locator(`#day-${tomorrow} [data-work-day]`).filter({ hasText: `Rosa Pour` });
    await expect.poll(() => entry.textContent()).toContain('HOLD');
    expect(await entry.textContent()).toContain('70 % chance of rain 9 – 11 AM');
    expect(await entry.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      `/admin/leads/${id}`,
      `/admin/leads/${id}/job`,
    ]);
    const calendar = await sizes(page, `#day-${tomorrow} [data-work-day]`);
    expect(Math.min(...calendar.heights)).toBeGreaterThanOrEqual(48);
    expect(calendar.width).toBeLessThanOrEqual(390);
    // The day at the top of the phone's screen, as the link #day-… opens it.
    await page.locator(`#day-${tomorrow}`).evaluate((day) => day.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/i46-calendar-hold.png` });

    await page.goto(`${site.url}/admin/leads`);
    const pours = page.locator('[aria-labelledby="pours-not-go"]');
    expect(await pours.textContent()).toMatch(
      /'s pour in Port Arthur: HOLD, 70 % chance of rain 9 – 11 AM\. (Next GO day: \w+|No GO day in the forecast)\./,
    );
    expect(await page.locator('[aria-labelledby="next-work-days"]').textContent()).toContain('· pour');
    const first = await sizes(page, '[aria-labelledby="pours-not-go"], [aria-labelledby="next-work-days"]');
    expect(Math.min(...first.heights)).toBeGreaterThanOrEqual(48);
    expect(first.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/i46-first-screen.png` });
    await context.close();
  });
});
