import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * A written quote end to end on a 390 px phone (issue 38), in Chromium against
 * `wrangler dev`: the contractor writes it WITHOUT JavaScript (add a line and
 * remove one by submits, preview, send), the customer opens the Spanish page
 * the email links to and accepts it, and the signed page says so. Screenshots
 * (the admin's form, the customer's page in English and Spanish, the signed
 * page, the PDF's first page) go to SHOTS_DIR (default /tmp/shots).
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

describe('a written quote', () => {
  it('is written and sent without JavaScript at 390 px, then accepted in Spanish', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const posted = await fetch(`${site.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({
        lang: 'es',
        firstName: 'María',
        lastName: `Pérez${tag}`,
        email: `maria-${tag}@example.com`,
        phone: '(409) 555-0123',
        address: '1200 Boston Ave, Beaumont',
        service: 'Concrete Driveways',
        description: 'Una entrada nueva de unos 650 pies cuadrados.',
      }).toString(),
    });
    expect(posted.status).toBe(303);

    // The contractor, without JavaScript.
    const admin = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    const page = admin.page;
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/leads?q=P%C3%A9rez${tag}`);
    const link = page.locator('main a[href^="/admin/leads/"]', { hasText: 'Pérez' }).first();
    const id = /\/admin\/leads\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    expect(id).toBeTruthy();
    await page.goto(`${site.url}/admin/leads/${id}`);
    await page.getByRole('link', { name: 'Write a quote' }).click();
    await page.waitForURL(`${site.url}/admin/leads/${id}/quotes/new`);

    await page.getByLabel('Description').fill('Entrada de concreto, 4 pulgadas, con malla');
    await page.getByLabel('Quantity').fill('650');
    await page.getByLabel('Unit price in dollars').fill('8');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await expect.poll(() => page.getByLabel('Description').count()).toBe(2);
    // What was typed came back with the new line.
    expect(await page.getByLabel('Description').first().inputValue()).toBe('Entrada de concreto, 4 pulgadas, con malla');
    await page.getByLabel('Description').nth(1).fill('A line to remove');
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await expect.poll(() => page.getByLabel('Description').count()).toBe(1);
    // The published driveway prices as a suggestion in the lead's language, added by a submit.
    await page.getByRole('button', { name: /^Add “Entradas de autos de concreto” at \$10\.00 per sq ft/ }).click();
    await expect.poll(() => page.getByLabel('Description').count()).toBe(2);
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await expect.poll(() => page.getByLabel('Description').count()).toBe(1);
    await page.getByRole('radio', { name: 'Percent' }).check();
    await page.getByLabel(/^Deposit \(a percent/).fill('25');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('preview-total').textContent()).toBe('$5,200.00');

    // Every control of the form is a 48 px target, and nothing is wider than the phone.
    for (const name of ['Remove line 1', 'Add a line', 'Preview', 'Send']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(48);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: `${SHOTS}/quote-admin-form-390.png`, fullPage: true });

    // Send asks once (issue 44): the summary, then "Send to <email>".
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: `Send to maria-${tag}@example.com` }).click();
    await page.waitForURL(/\/admin\/leads\/\d+\/quotes\/\d+$/);
    expect(await page.getByRole('status').textContent()).toBe(`Sent to maria-${tag}@example.com: $5,200.00.`);
    const customerUrl = (await page.locator('p.break-all').textContent()) ?? '';
    const path = new URL(customerUrl).pathname;
    expect(path).toMatch(/^\/es\/quotes\/[0-9a-f]{32}$/);
    // A favicon request cut short by the next navigation is no problem of the page.
    const real = (problems: string[]) => problems.filter((p) => !/favicon\.\w+ net::ERR_ABORTED/.test(p));
    expect(real(admin.problems)).toEqual([]);

    await page.goto(`${site.url}/admin/leads/${id}`);
    expect(await page.locator('ol li p.font-semibold').first().textContent()).toMatch(/^Moved to Quoted · \$5,200/);

    // The customer, on a phone, with JavaScript.
    const customer = await openPage(browser, PHONE);
    await customer.page.goto(`${site.url}${path.replace(/^\/es/, '')}`);
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await customer.page.screenshot({ path: `${SHOTS}/quote-customer-en-390.png`, fullPage: true });
    await customer.page.goto(`${site.url}${path}`);
    expect(await customer.page.locator('h1').textContent()).toMatch(/^Cotización Q-\d+$/);
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await customer.page.screenshot({ path: `${SHOTS}/quote-customer-es-390.png`, fullPage: true });

    // Accepting without the consent is refused beside the box, the name kept.
    await customer.page.getByLabel('Su nombre completo').first().fill('María Pérez');
    await customer.page.getByRole('button', { name: 'Aceptar' }).click();
    await expect
      .poll(() => customer.page.locator('#quote-consent-error').textContent())
      .toBe('Marque la casilla para aceptar firmar electrónicamente.');
    expect(await customer.page.getByLabel('Su nombre completo').first().inputValue()).toBe('María Pérez');
    await customer.page.getByRole('checkbox', { name: /acepto firmar electrónicamente/ }).check();
    await customer.page.getByRole('button', { name: 'Aceptar' }).click();
    await customer.page.waitForURL(`${site.url}${path}`);
    await expect
      .poll(() => customer.page.getByRole('status').first().textContent())
      .toMatch(/^Aceptada por María Pérez el .+ \(hora del Centro\)\.$/);
    expect(await customer.page.getByRole('button', { name: 'Aceptar' }).count()).toBe(0);
    expect(await customer.page.getByRole('button', { name: 'Cancelar este acuerdo' }).count()).toBe(1);
    await customer.page.screenshot({ path: `${SHOTS}/quote-signed-es-390.png`, fullPage: true });
    expect(real(customer.problems).filter((p) => !p.includes('422'))).toEqual([]);

    await page.goto(`${site.url}/admin/leads/${id}`);
    expect(await page.locator('ol li p.font-semibold').first().textContent()).toMatch(/^Moved to Won · \$5,200/);

    // The signed PDF's first page, as an image to look at.
    const pdf = new Uint8Array(await (await fetch(`${site.url}${path}.pdf`)).arrayBuffer());
    writeFileSync(`${SHOTS}/quote-signed.pdf`, pdf);
    await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', `${SHOTS}/quote-signed.pdf`, `${SHOTS}/quote-pdf-page`]).catch(
      () => undefined,
    );
  });

  it('is written from the command line: npm run quotes -- create and list, with their exit codes', async () => {
    const quotes = async (...args: string[]) => {
      try {
        const { stdout, stderr } = await run(process.execPath, ['scripts/quotes.mjs', ...args, '--url', site.url]);
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    };
    const tag = crypto.randomUUID().slice(0, 6);
    await fetch(`${site.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
      body: new URLSearchParams({
        lang: 'en',
        firstName: 'Ann',
        lastName: `Lee${tag}`,
        email: `ann-${tag}@example.com`,
        phone: '(409) 555-0199',
        address: '88 Calder Ave, Beaumont',
        service: '',
        description: 'A patio behind the house, about 300 square feet.',
      }).toString(),
    });
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    await page.goto(`${site.url}/admin/leads?q=Lee${tag}`);
    const id = /\/admin\/leads\/(\d+)$/.exec(
      (await page
        .getByRole('link', { name: /Quote request/ })
        .first()
        .getAttribute('href')) ?? '',
    )?.[1];
    expect(id).toBeTruthy();

    // Usage errors: 2.
    expect((await quotes('make', id!)).code).toBe(2);
    expect((await quotes('create', 'abc', '--item', 'Patio|300|sqft|9')).code).toBe(2);
    expect((await quotes('create', id!, '--item', 'Patio|300|sqft')).code).toBe(2);
    // Refusals: 1, with the reasons.
    const none = await quotes('create', id!);
    expect([none.code, none.stderr]).toEqual([1, expect.stringContaining('items: Add at least one line')]);
    const negative = await quotes('create', id!, '--item', 'Patio|300|sqft|-9');
    expect([negative.code, negative.stderr]).toEqual([1, expect.stringContaining('item 1 price: The amount cannot be negative.')]);
    const words = await quotes('create', id!, '--item', 'Patio|300|sqft|nine');
    expect([words.code, words.stderr]).toEqual([1, expect.stringContaining('item 1 price: Enter an amount in dollars')]);
    const unknown = await quotes('create', '999999999', '--item', 'Patio|300|sqft|9');
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('No lead #999999999.')]);

    const created = await quotes(
      'create',
      id!,
      '--item',
      'Broom-finish patio, 4 in.|300|sq ft|9.50',
      '--item',
      'Haul-off|1|lump sum|250',
      '--deposit',
      '30',
      '--valid-days',
      '14',
      '--send',
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      new RegExp(
        `^Quote Q-\\d+ for lead #${id}: \\$3,100\\.00 \\(deposit \\$930\\.00\\)\\. Customer page: https?://\\S+/quotes/[0-9a-f]{32}\\n`,
      ),
    );
    const listed = await quotes('list', '--lead', id!);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^Q-\\d+ v1  lead #${id}  sent  \\$3,100\\.00  valid until \\d{4}-\\d{2}-\\d{2}  `));
    await page.goto(`${site.url}/admin/leads/${id}`);
    expect(await page.locator('ol li p.font-semibold').first().textContent()).toMatch(/^Moved to Quoted · \$3,100/);
  });
});
