import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launch, openPage, storedLeads } from './browser';

/**
 * The lead forms in Chromium against `wrangler dev`: the contact and quote forms
 * deliver with and without JavaScript, the lead lands in the site's D1
 * database (read with `npm run leads -- --json`), and errors show beside the
 * fields.
 */

const SUCCESS = 'Thank you for your inquiry! We will contact you within 24 hours.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the first element matching `selector` lies wholly inside the viewport (the page opened scrolled to it). */
const inView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

/** A unique email address, to find the lead a test stored. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('quote form with JavaScript', () => {
  it('sends the request, shows the thank-you panel (no alert, nothing typed in the console) and stores the lead; its notification is sent', async () => {
    const { context, page, logs, problems } = await openPage(browser);
    await gotoHydrated(page, '/quote');
    const email = uniqueEmail('sam');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Sam');
    await page.getByLabel('Last Name').fill('Rivera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Service Needed').fill('Driveway');
    await page.getByLabel('Project Description').fill('Replace a cracked driveway.');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect.poll(() => page.locator('[role="status"] h3').textContent()).toBe(SUCCESS);
    expect(alerts).toEqual([]);
    expect(logs.filter((m) => m.text().includes(email) || m.text().includes('Rivera')).map((m) => m.text())).toEqual([]);
    await expect
      .poll(() =>
        storedLeads()
          .filter((lead) => lead.email === email)
          .map((lead) => [lead.form, lead.name, lead.message, lead.notify_status]),
      )
      .toEqual([['quote', 'Sam Rivera', 'Replace a cracked driveway.', 'sent']]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server’s messages beside the fields, focuses the summary, and stores nothing', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/quote');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Nobody');
    await page.getByLabel('Phone').fill('555-0123');
    const response = page.waitForResponse((r) => r.url() === `${baseUrl()}/quote` && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    expect((await response).status()).toBe(422);
    const phone = page.getByLabel('Phone');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await phone.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe('Enter a US phone number, like (409) 555-0123.');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await expect(page.locator('[role="alert"] a').getAttribute('href')).resolves.toBe('#quote-phone');
    await expect(phone.inputValue()).resolves.toBe('555-0123');
    expect(dialogs).toBe(0);
    expect(storedLeads().filter((lead) => lead.name === 'Nobody')).toEqual([]);
    await context.close();
  });
});

describe('forms without JavaScript', () => {
  it('the contact form posts natively, lands on the thank-you page and stores the lead', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/contact`);
    const email = uniqueEmail('nojs');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Pat Nojs');
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('409.555.0188');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Project Details', exact: true }).fill('Sidewalk repair.');
    await Promise.all([
      page.waitForURL('**/contact/thank-you#form-heading'),
      page.getByRole('button', { name: 'Send My Request' }).click(),
    ]);
    await expect(page.getByRole('status').textContent()).resolves.toContain(SUCCESS);
    await expect(page.locator('form[method="post"]').count()).resolves.toBe(0);
    await expect(inView(page, '[role="status"]')).resolves.toBe(true);
    expect(
      storedLeads()
        .filter((lead) => lead.email === email)
        .map((lead) => [lead.form, lead.name, lead.phone]),
    ).toEqual([['contact', 'Pat Nojs', '+14095550188']]);
    await context.close();
  });

  it('the quote form posts natively and lands on its thank-you page', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/quote`);
    const email = uniqueEmail('quote-nojs');
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Lee');
    await page.getByLabel('Email').fill(email);
    await Promise.all([
      page.waitForURL('**/quote/thank-you#form-heading'),
      page.getByRole('button', { name: 'Submit Quote Request' }).click(),
    ]);
    await expect(page.getByRole('status').textContent()).resolves.toContain(SUCCESS);
    expect(
      storedLeads()
        .filter((lead) => lead.email === email)
        .map((lead) => [lead.form, lead.name]),
    ).toEqual([['quote', 'Lee']]);
    await context.close();
  });

  it('an invalid post comes back with status 422, the values kept and the messages beside the fields', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kim <Tester>');
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('12');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('kim@example.com');
    await page.getByRole('textbox', { name: 'Project Details', exact: true }).fill('Driveway.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send My Request' }).click(),
    ]);
    expect(response.status()).toBe(422);
    await page.waitForLoadState();
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).resolves.toBe('Kim <Tester>');
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true }).inputValue()).resolves.toBe('kim@example.com');
    await expect(page.getByRole('textbox', { name: 'Phone Number', exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#contact-phone-error').textContent()).resolves.toBe('Enter a US phone number, like (409) 555-0123.');
    await expect(page.locator('[role="alert"] h3').textContent()).resolves.toBe('Please correct the following:');
    await expect(inView(page, '[role="alert"]')).resolves.toBe(true);
    expect(storedLeads().filter((lead) => lead.email === 'kim@example.com')).toEqual([]);
    await context.close();
  });
});
