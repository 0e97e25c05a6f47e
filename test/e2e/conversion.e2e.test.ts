import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launch, openPage } from './browser';

/**
 * What turns a visitor into a call or a quote request, in Chromium at 390 × 844 (a phone) and 1280 px: the
 * action bar, quote buttons landing on the form, the at-a-glance block, the
 * calculator with and without JavaScript and its hand-off, and the success
 * panel after a request sent with JavaScript.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SUCCESS = 'Thank you for your inquiry! We will contact you within 24 hours.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The box of the first element matching `selector`, and whether the element drawn at its center is it (not covered). */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { top: r.top, bottom: r.bottom, width: r.width, height: r.height, uncovered: !!hit && el.contains(hit), vh: innerHeight };
  }, selector);

describe('action bar', () => {
  it('stays on screen while scrolling a long page at 390 px, with two targets of at least 44 × 44 px', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/polished-concrete`);
    for (const y of [0, 4000, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      for (const sel of ['nav[data-action-bar] a[href^="tel:"]', 'nav[data-action-bar] a[href="/book"]']) {
        const box = await boxOf(page, sel);
        expect(box.uncovered, `${sel} at ${y}`).toBe(true);
        expect(box.bottom).toBeLessThanOrEqual(box.vh);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    }
    // At the very bottom the footer's last line is above the bar, not under it.
    const last = await boxOf(page, 'footer > div:last-child p:last-child');
    expect(last.uncovered).toBe(true);
    await context.close();
  });

  it('is hidden at 1280 px', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/`);
    await expect(page.locator('nav[data-action-bar]').isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('never hides the submit button of the form: focusing it scrolls it above the bar', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/contact`);
    // Focus it from the top of the page, so the browser has to scroll it up from below the bar.
    await page.evaluate(() => (document.querySelector('form[method="post"] button[type="submit"]') as HTMLElement).focus());
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Send My Request');
    const box = await boxOf(page, 'form[method="post"] button[type="submit"]');
    expect(box.uncovered).toBe(true);
    expect(box.bottom).toBeLessThanOrEqual(box.vh);
    await context.close();
  });
});

describe('quote buttons land on the form', () => {
  it("from a city page's hero one tap shows the form's first field without scrolling", async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/nederland-tx-concrete-contractors`);
    await Promise.all([
      page.waitForURL('**/contact#estimate-form'),
      page
        .locator('main section')
        .first()
        .getByRole('link', { name: /Get Free/ })
        .click(),
    ]);
    const field = await boxOf(page, '#contact-name');
    expect(field.top).toBeGreaterThanOrEqual(64);
    expect(field.bottom).toBeLessThanOrEqual(field.vh - 56);
    await context.close();
  });

  it('/quote#estimate-form opens with its first field in view', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/quote#estimate-form`);
    const field = await boxOf(page, '#quote-firstName');
    expect(field.top).toBeGreaterThanOrEqual(64);
    expect(field.bottom).toBeLessThanOrEqual(field.vh - 56);
    await context.close();
  });
});

describe('at a glance', () => {
  it.each(['/concrete-driveways', '/polished-concrete', '/concrete-repair-resurfacing', '/concrete-steps-stairs'])(
    '%s shows it inside the first two screens at 390 px',
    async (path) => {
      const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
      await page.goto(baseUrl() + path);
      const box = await boxOf(page, '#at-a-glance dl');
      expect(box.bottom).toBeLessThanOrEqual(2 * 844);
      await context.close();
    },
  );
});

describe('cost calculator', () => {
  it('without JavaScript: the GET form gets the result from the Worker', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/concrete-cost-calculator`);
    await page.getByLabel('Project type').selectOption('driveway');
    await page.getByLabel('Length (feet)').fill('20');
    await page.getByLabel('Width (feet)').fill('10');
    await page.getByLabel('Thickness (inches)').fill('4');
    await Promise.all([page.waitForURL(/length=20/), page.getByRole('button', { name: 'Calculate' }).click()]);
    const result = await page.locator('#calculator-result').textContent();
    expect(result).toContain('2.47 cu yd');
    expect(result).toContain('2.72 cu yd');
    expect(result).toContain('$2,000 - $5,000');
    expect(result).toContain('Typical range, not a quote');
    await page.getByLabel('Width (feet)').fill('ten');
    await Promise.all([page.waitForURL(/width=ten/), page.getByRole('button', { name: 'Calculate' }).click()]);
    await expect(page.locator('#calc-width-error').textContent()).resolves.toBe('Enter the width as a number of feet, like 10.');
    await context.close();
  });

  it('with JavaScript: the result follows what the visitor types, and the hand-off prefills the contact form', async () => {
    const { context, page, problems } = await openPage(browser);
    await gotoHydrated(page, '/concrete-cost-calculator');
    await page.getByLabel('Project type').selectOption('patio');
    await page.getByLabel('Length (feet)').fill('20');
    await page.getByLabel('Width (feet)').fill('10');
    await page.getByLabel('Thickness (inches)').fill('4');
    await expect.poll(() => page.locator('#calculator-result').textContent()).toContain('2.72 cu yd');
    expect(page.url()).not.toContain('?');
    await page.getByLabel('Thickness (inches)').fill('6');
    await expect.poll(() => page.locator('#calculator-result').textContent()).toContain('4.07 cu yd');
    await page.getByLabel('Thickness (inches)').fill('60');
    await expect.poll(() => page.locator('#calc-thickness-error').textContent()).toBe('Enter a thickness from 2 to 12 inches.');
    await page.getByLabel('Thickness (inches)').fill('4');
    await Promise.all([page.waitForURL('**/contact?**'), page.getByRole('link', { name: 'Get an exact quote' }).click()]);
    await expect(page.getByLabel('Service Needed').inputValue()).resolves.toBe('Concrete Patios');
    const message = await page.getByLabel('Project Details *').inputValue();
    expect(message).toContain('Patio, 20 × 10 ft (200 sq ft), 4 in thick');
    expect(message).toContain('2.72 cu yd');
    const field = await boxOf(page, '#contact-name');
    expect(field.bottom).toBeLessThanOrEqual(field.vh);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('success panel', () => {
  it('with no alert, the thank-you panel replaces the form, with focus on its heading and a tel: link', async () => {
    const { context, page, logs } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Full Name *').fill('Pat Panel');
    await page.getByLabel('Phone Number *').fill('409-555-0142');
    await page.getByLabel('Email Address *').fill(`panel.${Date.now()}@example.com`);
    await page.getByLabel('Project Details *').fill('New patio, about 12 x 16 ft.');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Send My Request' }).click();
    await page.waitForSelector('[role="status"] h3');
    // No native alert (issue 37), and nothing typed in the console.
    expect(alerts).toEqual([]);
    expect(logs.filter((m) => /Pat Panel|409-555-0142/.test(m.text())).map((m) => m.text())).toEqual([]);
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(SUCCESS);
    await expect(page.locator('form[method="post"]').count()).resolves.toBe(0);
    await expect(page.locator('[role="status"] a[href^="tel:"]').textContent()).resolves.toBe('(409) 555-0100');
    await expect(page.locator('[role="status"] a', { hasText: 'Send another request' }).getAttribute('href')).resolves.toBe('/contact');
    await context.close();
  });
});
