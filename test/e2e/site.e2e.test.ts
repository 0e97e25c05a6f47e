import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIASES, PRIMARY_PATHS } from '../routes';
import { baseUrl, gotoHydrated, launch, openPage, storedLeads } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('every route in Chromium', () => {
  it.each([...PRIMARY_PATHS, ...ALIASES.slice(0, 2).map(([alias]) => alias), ALIASES[15]![0]])(
    '%s loads with no console error or warning, no failed request, and hydrates',
    async (path) => {
      const { context, page, problems } = await openPage(browser);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('header dropdowns at 1280 px', () => {
  it('open and close by mouse, close on a click outside, and their links navigate', async () => {
    const { context, page, problems } = await openPage(browser);
    await gotoHydrated(page, '/');
    const services = page.locator('details[data-menu="services"]');
    const areas = page.locator('details[data-menu="areas"]');
    await services.locator('summary').click();
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await expect(services.getByRole('link', { name: 'Concrete Patios' }).isVisible()).resolves.toBe(true);
    await areas.locator('summary').click();
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await expect(areas.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await page.locator('h1').click();
    await expect(areas.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await areas.locator('summary').click();
    await Promise.all([page.waitForURL('**/vidor-tx-concrete-contractors'), areas.getByRole('link', { name: 'Vidor' }).click()]);
    await expect(page.locator('h1').textContent()).resolves.toContain('Vidor');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('open with Enter or Space, close with Escape and return focus to the toggle', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/about');
    const services = page.locator('details[data-menu="services"]');
    const summary = services.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Concrete Driveways');
    await page.keyboard.press('Escape');
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press(' ');
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(services.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await context.close();
  });
});

describe('phone menu at 390 px', () => {
  it('opens with the toggle, closes when a link is chosen, and the link navigates', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(page, '/');
    await expect(page.locator('header nav[aria-label="Main"]').isVisible()).resolves.toBe(false);
    const menu = page.locator('details[data-menu="mobile"]');
    await menu.locator('summary').click();
    const about = menu.getByRole('link', { name: 'About', exact: true });
    await expect(about.isVisible()).resolves.toBe(true);
    // Hold navigation back for one click to see the menu state the click leaves.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await about.click();
    await expect(menu.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(false);
    await menu.locator('summary').click();
    await Promise.all([page.waitForURL('**/about'), about.click()]);
    await expect(page.locator('h1').textContent()).resolves.toContain('About');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('accordions', () => {
  it('keep one item open at a time, and the open item collapses on a second click', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/');
    const items = page.locator('#faq details');
    const open = () => items.evaluateAll((els) => els.map((d) => (d as HTMLDetailsElement).open));
    await items.nth(0).locator('summary').click();
    await expect(open()).resolves.toEqual([true, false, false, false, false, false]);
    await expect(items.nth(0).locator('p').first().isVisible()).resolves.toBe(true);
    await items.nth(2).locator('summary').click();
    await expect(open()).resolves.toEqual([false, false, true, false, false, false]);
    await items.nth(2).locator('summary').click();
    await expect(open()).resolves.toEqual([false, false, false, false, false, false]);
    await context.close();
  });
});

describe('contact form', () => {
  it('is blocked by the required checks when empty', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/contact');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.getByRole('button', { name: 'Send My Request' }).click();
    await expect(page.locator('form :invalid').count()).resolves.toBe(4);
    expect(dialogs).toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/contact`);
    await context.close();
  });

  it('sends the request, shows the thank-you panel with no alert and nothing typed in the console, and stores the lead', async () => {
    const { context, page, logs, problems } = await openPage(browser);
    await gotoHydrated(page, '/contact');
    const email = `jane.${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Jane Doe');
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('(409) 555-0142');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page.getByLabel('Service Needed').selectOption('Stamped Concrete');
    await page.getByRole('textbox', { name: 'Project Details', exact: true }).fill('New stamped patio, about 300 square feet.');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Send My Request' }).click();
    await expect
      .poll(() => page.locator('[role="status"] h3').textContent())
      .toBe('Thank you for your inquiry! We will contact you within 24 hours.');
    expect(alerts).toEqual([]);
    expect(logs.filter((m) => m.text().includes(email) || m.text().includes('Jane Doe')).map((m) => m.text())).toEqual([]);
    const stored = storedLeads().filter((lead) => lead.email === email);
    expect(stored).toMatchObject([
      {
        form: 'contact',
        name: 'Jane Doe',
        phone: '+14095550142',
        service: 'Stamped Concrete',
        message: 'New stamped patio, about 300 square feet.',
      },
    ]);
    // The thank-you panel takes the form's place.
    await expect(page.locator('form[method="post"]').count()).resolves.toBe(0);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Send another request');
    expect(page.url()).toBe(`${baseUrl()}/contact`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('quote form', () => {
  it('has the seven fields with their example placeholders and input types', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/quote');
    const fields = await page
      .locator('form input:not([type="hidden"]):not([tabindex="-1"]), form textarea')
      .evaluateAll((els) =>
        els.map((el) => ({ name: el.getAttribute('name'), type: el.getAttribute('type'), placeholder: el.getAttribute('placeholder') })),
      );
    // The specification's seven fields, then the optional photo field of issue 23.
    expect(fields.map((f) => f.name)).toEqual(['firstName', 'lastName', 'email', 'phone', 'address', 'service', 'description', 'photos']);
    expect(fields.at(-1)).toEqual({ name: 'photos', type: 'file', placeholder: null });
    expect(fields.find((f) => f.name === 'email')?.type).toBe('email');
    expect(fields.find((f) => f.name === 'phone')).toEqual({ name: 'phone', type: 'tel', placeholder: 'e.g. (409) 555-0123' });
    expect(fields.find((f) => f.name === 'address')?.placeholder).toBe('e.g. 123 Main St, Beaumont, TX');
    expect(fields.find((f) => f.name === 'service')?.placeholder).toBe('e.g. Concrete driveway or patio');
    await expect(page.getByRole('button', { name: 'Submit Quote Request' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('404 page', () => {
  it('answers 404 and logs the missing path to the console', async () => {
    const { context, page, logs } = await openPage(browser);
    const response = await gotoHydrated(page, '/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('404');
    expect(logs.map((m) => m.text())).toContain('404 Error: User attempted to access non-existent route: /no-such-page-here');
    await context.close();
  });
});

describe('with JavaScript disabled', () => {
  it.each(PRIMARY_PATHS)('%s reads completely', async (path) => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(baseUrl() + path);
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.locator('footer').textContent()).resolves.toContain('Golden Triangle Concrete');
    expect((await page.locator('main').textContent())?.length).toBeGreaterThan(200);
    await context.close();
  });

  it('navigation links work and FAQs open', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/`);
    await page.locator('details[data-menu="services"] summary').click();
    await Promise.all([
      page.waitForURL('**/stamped-concrete'),
      page.locator('details[data-menu="services"]').getByRole('link', { name: 'Stamped Concrete' }).click(),
    ]);
    const first = page.locator('#faq details').first();
    await first.locator('summary').click();
    await expect(first.evaluate((d: HTMLDetailsElement) => d.open)).resolves.toBe(true);
    await expect(first.locator('p').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});
