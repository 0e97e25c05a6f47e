import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser';

/**
 * Online booking in Chromium at 390 px against `wrangler dev`, both editions:
 * a booking without JavaScript (English) and one with it (Spanish), the
 * confirmation page, a cancel; screenshots of /book and the confirmation into
 * /work/shots/ (or SHOTS_DIR) for the note.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills the visit's form and picks the first window offered; returns that window's value. */
async function fillVisit(page: Page, labels: { name: string; phone: string; street: string; town: string }) {
  const first = page.locator('input[name=window]:not([disabled])').first();
  const value = (await first.getAttribute('value')) as string;
  await first.check();
  await page.getByLabel(labels.name).fill('Alex Moreno');
  await page.getByLabel(labels.phone, { exact: true }).fill('409-555-0177');
  await page.getByLabel(labels.street).fill('2210 McFaddin Ave');
  await page.getByLabel(labels.town).fill('Beaumont');
  return value;
}

describe('booking at 390 px', () => {
  it('books without JavaScript (English), shows the confirmation, then cancels', async () => {
    const { context, page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl()}/book`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Book a free on-site estimate');
    await page.screenshot({ path: `${SHOTS}/book-en-390.png`, fullPage: true });
    const window = await fillVisit(page, { name: 'Your name', phone: 'Phone', street: 'Street address of the job', town: 'Town' });
    await page.getByRole('button', { name: 'Book this window' }).click();
    await page.waitForURL(/\/book\/[A-Za-z0-9_-]{22}$/);
    expect(await page.locator('h1').textContent()).toBe('Your visit is booked');
    expect(await page.locator('dd').nth(1).textContent()).toBe('2210 McFaddin Ave, Beaumont');
    await page.screenshot({ path: `${SHOTS}/booking-confirmation-en-390.png`, fullPage: true });
    // Cancel asks once (issue 37): the summary opens the question, the button confirms.
    await page.locator('summary', { hasText: 'Cancel the visit' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the visit' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('This visit is cancelled. The window is free again.');
    // The window is offered again at once.
    await page.goto(`${baseUrl()}/book?week=${window.slice(0, 10)}`);
    expect(await page.locator(`input[name=window][value="${window}"]`).count()).toBe(1);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });

  it('books with JavaScript (Spanish) and shows the Spanish confirmation', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/es/book`);
    await page.waitForLoadState('load');
    await page.screenshot({ path: `${SHOTS}/book-es-390.png`, fullPage: true });
    const window = await fillVisit(page, { name: 'Su nombre', phone: 'Teléfono', street: 'Dirección de la propiedad', town: 'Ciudad' });
    await page.getByRole('button', { name: 'Agendar la visita' }).click();
    await page.waitForURL(/\/es\/book\/[A-Za-z0-9_-]{22}$/);
    expect(await page.locator('h1').textContent()).toBe('Su visita está agendada');
    await page.screenshot({ path: `${SHOTS}/booking-confirmation-es-390.png`, fullPage: true });
    // The booked window is no longer offered to anyone.
    await page.goto(`${baseUrl()}/es/book?week=${window.slice(0, 10)}`);
    expect(await page.locator(`input[name=window][value="${window}"]`).count()).toBe(0);
    await context.close();
  });
});
