import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The contractor's quote form keeps its place (issue 44 §6), in Chromium at
 * 390 × 844 against `wrangler dev`, without JavaScript: after "Add a line" the
 * new line's first field is on the screen, not 974 px down; a suggestion and
 * a removal come back at their line too. With JavaScript the deposit's kind
 * follows the typing. Screenshots of the form with three lines, the lead page
 * with its quote and the leads list go to SHOTS_DIR (default /tmp/shots),
 * named with SHOTS_TAG.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const TAG = process.env.SHOTS_TAG ?? 'after';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let id = '';

beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  const tag = crypto.randomUUID().slice(0, 6);
  const posted = await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang: 'en',
      firstName: 'Linh',
      lastName: `Tran${tag}`,
      email: `linh-${tag}@example.com`,
      phone: '(409) 555-0144',
      address: '12 Oak St, Nederland, TX 77627',
      service: 'Concrete Driveways',
      description: 'A new driveway, about 600 square feet, the old one torn out.',
    }).toString(),
  });
  expect(posted.status).toBe(303);
  const listed = await fetch(`${site.url}/admin/leads?q=Tran${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  id = /href="\/admin\/leads\/(\d+)"/.exec(await listed.text())?.[1] ?? '';
  expect(id).not.toBe('');
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

/** A signed-in admin page on the phone. */
async function adminPage(javaScriptEnabled: boolean): Promise<Page> {
  const { page } = await openPage(browser, { ...PHONE, javaScriptEnabled });
  await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
  return page;
}

/** The top of line `index`'s first field in the viewport, in CSS px. */
const fieldTop = async (page: Page, index: number) =>
  (await page.locator(`#line-${index} input[name="description"]`).boundingBox())?.y ?? Number.NaN;

describe('the quote form at 390 px', () => {
  it('comes back at the line added, suggested or removed, without JavaScript', async () => {
    const page = await adminPage(false);
    await page.goto(`${site.url}/admin/leads/${id}/quotes/new`);
    await page.locator('#line-0 input[name="description"]').fill('Driveway, 4 in, with wire mesh');
    await page.locator('#line-0 input[name="quantity"]').fill('600');
    await page.locator('#line-0 input[name="price"]').fill('9.50');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.locator('input[name="description"]').count()).toBe(2);
    // Before issue 44 the page came back at its top, the new line's field 950 px down.
    const added = await fieldTop(page, 1);
    console.log(`after "Add a line": line 2's field at ${added} px`);
    expect(added).toBeGreaterThanOrEqual(0);
    expect(added).toBeLessThan(844 - 48);
    expect(new URL(page.url()).hash).toBe('#line-1');
    await page.locator('#line-1 input[name="description"]').fill('Broom finish');
    await page.locator('#line-1 input[name="quantity"]').fill('600');
    await page.locator('#line-1 input[name="price"]').fill('0.50');
    // A suggestion lands after the filled lines, on the screen.
    await page.getByRole('button', { name: /^Add “Tear out and remove the old concrete”/ }).click();
    await page.waitForURL(/#line-last$/);
    expect(await page.locator('#line-2 input[name="description"]').inputValue()).toBe('Tear out and remove the old concrete');
    const suggested = await fieldTop(page, 2);
    console.log(`after a suggestion: line 3's field at ${suggested} px`);
    expect(suggested).toBeGreaterThanOrEqual(0);
    expect(suggested).toBeLessThan(844 - 48);
    await page.locator('#line-2 input[name="quantity"]').fill('600');
    await page.screenshot({ path: `${SHOTS}/quote-form-3-lines-${TAG}.png` });
    await page.screenshot({ path: `${SHOTS}/quote-form-3-lines-full-${TAG}.png`, fullPage: true });
    // Removing line 2 comes back at the line that took its place.
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await page.waitForURL(/#line-1$/);
    expect(await page.locator('#line-1 input[name="description"]').inputValue()).toBe('Tear out and remove the old concrete');
    expect(await fieldTop(page, 1)).toBeLessThan(844 - 48);
    // Send stands 24 px or more from Preview.
    const preview = await page.getByRole('button', { name: 'Preview', exact: true }).boundingBox();
    const send = await page.getByRole('button', { name: 'Send', exact: true }).boundingBox();
    const gap = (send?.y ?? 0) - ((preview?.y ?? 0) + (preview?.height ?? 0));
    console.log(`Preview to Send: ${gap} px`);
    expect(gap).toBeGreaterThanOrEqual(24);
  });

  it('moves the deposit radio to what is typed, with JavaScript', async () => {
    const page = await adminPage(true);
    await page.goto(`${site.url}/admin/leads/${id}/quotes/new`);
    const deposit = page.getByLabel(/^Deposit \(a percent/);
    await deposit.fill('30');
    await expect.poll(() => page.getByRole('radio', { name: 'Percent' }).isChecked()).toBe(true);
    await deposit.fill('$500');
    await expect.poll(() => page.getByRole('radio', { name: 'Dollars' }).isChecked()).toBe(true);
    await deposit.fill('25%');
    await expect.poll(() => page.getByRole('radio', { name: 'Percent' }).isChecked()).toBe(true);
  });

  it('sends after one question, then lists the quote on the lead page (screenshots)', async () => {
    const page = await adminPage(false);
    await page.goto(`${site.url}/admin/leads/${id}/quotes/new`);
    await page.locator('#line-0 input[name="description"]').fill('Driveway, 4 in, with wire mesh');
    await page.locator('#line-0 input[name="quantity"]').fill('600');
    await page.locator('#line-0 input[name="price"]').fill('9.50');
    await page.getByLabel(/^Deposit \(a percent/).fill('30');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: /^Send to linh-/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/quote-send-question-${TAG}.png` });
    await page.getByRole('button', { name: /^Send to linh-/ }).click();
    await page.waitForURL(/\/quotes\/\d+$/);
    await page.goto(`${site.url}/admin/leads/${id}`);
    const row = page.locator('[id^="quote-"]').first();
    expect(await row.textContent()).toContain('Deposit $1,710.00 due: not paid');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lead-with-quote-${TAG}.png` });
    await page.goto(`${site.url}/admin/leads`);
    await page.screenshot({ path: `${SHOTS}/leads-list-${TAG}.png` });
    expect(await page.locator(`#lead-${id}`).textContent()).toContain('Nederland · Concrete Driveways');
  });
});
