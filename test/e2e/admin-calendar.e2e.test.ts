import { mkdirSync } from 'node:fs';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The contractor's calendar on a 390 px phone (issue 29 §8), in Chromium
 * against `wrangler dev`: a visit booked on /book (a plain form post, as
 * without JavaScript) shows on /admin/calendar with its window, a 48 px Call
 * button, the map link and its lead; "Block this day" on that day asks first
 * and lists the visit; nothing is wider than the phone. Screenshots go to
 * SHOTS_DIR (default /tmp/shots).
 */

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

describe('/admin/calendar on a phone', () => {
  it('shows a visit booked on /book with its window, Call, map and lead, and asks before blocking its day', async () => {
    const book = parse(await (await fetch(`${site.url}/book`)).text());
    const window = book.querySelector('input[type=radio][name=window]:not([disabled])')?.getAttribute('value');
    expect(window).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00-0[56]:00$/);
    const name = `Calendar ${crypto.randomUUID().slice(0, 6)}`;
    const posted = await fetch(`${site.url}/book`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({
        lang: 'en',
        window: window!,
        name,
        phone: '(409) 555-0178',
        email: '',
        street: '4105 Twin City Hwy',
        town: 'Port Arthur',
        service: '',
        notes: 'Back gate is open.',
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
    await page.goto(`${site.url}/admin/calendar`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const visit = page.locator('li', { hasText: name }).last();
    const call = visit.getByRole('link', { name: new RegExp(`Call ${name}`) });
    expect(await call.getAttribute('href')).toBe('tel:+14095550178');
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    expect(await visit.getByRole('link', { name: '4105 Twin City Hwy, Port Arthur' }).getAttribute('href')).toContain('google.com/maps');
    await expect.poll(() => visit.getByRole('link', { name: /^Lead #\d+$/ }).count(), { timeout: 15_000 }).toBe(1);
    await visit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-calendar-390.png`, fullPage: false });

    // Block that day: the visit is listed first, and the day is blocked only when confirmed.
    const day = page.locator('li[id^=day-]', { has: page.locator('li', { hasText: name }) });
    await day.getByRole('button', { name: 'Block this day' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Block .+\?$/);
    expect(await page.locator('main ul').textContent()).toContain(name);
    await page.getByRole('button', { name: 'Block anyway' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/is blocked\.$/);
    expect(await day.textContent()).toContain('Blocked');
    await day.getByRole('button', { name: 'Unblock this day' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/is open again\.$/);
    // A favicon request cut short by the next navigation is no problem of the page.
    expect(problems.filter((p) => !/favicon\.\w+ net::ERR_ABORTED/.test(p))).toEqual([]);
  });
});
