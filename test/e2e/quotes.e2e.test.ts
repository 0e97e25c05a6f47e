import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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
 * The site runs with Stripe set up against a stand-in for Stripe's API on
 * 127.0.0.1 (`STRIPE_API_BASE`), whose Checkout Sessions' URLs are its own
 * page "Stand-in checkout", so accept and pay in one step is followed to the end
 * (issue 44); the page's form-action allows that origin only in tests.
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let stripe: Server;
let checkoutOrigin = '';

/** Plays Stripe's API: every Checkout Session it opens has its URL on this server, a page saying "Stand-in checkout". */
async function startStripeStandIn() {
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      request.resume();
      request.on('end', () => {
        const id = `cs_test_${crypto.randomUUID().slice(0, 8)}`;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ id, object: 'checkout.session', url: `${checkoutOrigin}/c/pay/${id}` }));
      });
      return;
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>Stand-in checkout</title><h1>Stand-in checkout</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe stand-in has no port');
  checkoutOrigin = `http://127.0.0.1:${address.port}`;
  return server;
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  site = await startAdminSite({
    vars: { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_test_e2e', STRIPE_API_BASE: checkoutOrigin },
  });
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  stripe?.close();
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
    await page.getByRole('button', { name: /^Add “Entradas de concreto para autos” at \$10\.00 per sq ft/ }).click();
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

    // Accepting without the consent is refused: the summary at the top of the form takes focus, the name kept.
    await customer.page.getByLabel('Su nombre completo').first().fill('María Pérez');
    await customer.page.getByRole('button', { name: 'Firmar y pagar el anticipo' }).click();
    await expect
      .poll(() => customer.page.locator('#quote-consent-error').textContent())
      .toBe('Marque la casilla para confirmar que está de acuerdo en firmar electrónicamente.');
    await expect.poll(() => customer.page.evaluate(() => document.activeElement?.id)).toBe('answer-errors');
    await customer.page.screenshot({ path: `${SHOTS}/quote-refused-es-390.png` });
    expect(await customer.page.getByLabel('Su nombre completo').first().inputValue()).toBe('María Pérez');
    await customer.page.getByRole('checkbox', { name: /de acuerdo en firmar electrónicamente/ }).check();
    // Accept and pay in one step: the acceptance is recorded, then the deposit's Checkout (the stand-in).
    await customer.page.getByRole('button', { name: 'Firmar y pagar el anticipo' }).click();
    await customer.page.waitForURL(new RegExp(`^${checkoutOrigin}/c/pay/cs_test_`));
    expect(await customer.page.locator('h1').textContent()).toBe('Stand-in checkout');
    await customer.page.goto(`${site.url}${path}?deposit=done`);
    await expect
      .poll(() => customer.page.getByRole('status').first().textContent())
      .toMatch(/^Aceptada por María Pérez el .+ \(hora del centro\)\.$/);
    expect(await customer.page.locator('[data-next] h2').textContent()).toBe('Lo que sigue');
    expect(await customer.page.locator('[data-next]').textContent()).toContain('Estamos confirmando su pago');
    expect(await customer.page.getByRole('button', { name: /^Aceptar/ }).count()).toBe(0);
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
        .getByRole('link', { name: /Estimate request/ })
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

  it('is accepted from the first screen in at most 3 taps and 2 screens scrolled, in both editions, with and without a deposit', async () => {
    /** A lead in `lang` and its sent quote (two lines, $5,600.00, a 25 % deposit when `deposit`), made with the CLI; its page's path. */
    async function quoteFor(lang: 'en' | 'es', deposit: boolean) {
      const tag = crypto.randomUUID().slice(0, 6);
      await fetch(`${site.url}/quote`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
        body: new URLSearchParams({
          lang,
          firstName: 'Ana',
          lastName: `Ruiz${tag}`,
          email: `ana-${tag}@example.com`,
          phone: '(409) 555-0177',
          address: '42 Calder Ave, Beaumont',
          service: 'Concrete Driveways',
          description: 'A new driveway of about 650 square feet.',
        }).toString(),
      });
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
      await page.goto(`${site.url}/admin/leads?q=Ruiz${tag}`);
      const href = await page.locator('main a[href^="/admin/leads/"]', { hasText: 'Ruiz' }).first().getAttribute('href');
      await context.close();
      const id = /(\d+)$/.exec(href ?? '')?.[1] ?? '';
      const items = ['--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--item', 'Haul-off of the old slab|1|lump|400'];
      const { stdout } = await run(process.execPath, [
        'scripts/quotes.mjs',
        'create',
        id,
        ...items,
        ...(deposit ? ['--deposit', '25'] : []),
        '--send',
        '--url',
        site.url,
      ]);
      return new URL(/Customer page: (\S+)/.exec(stdout)?.[1] ?? '').pathname;
    }
    const words = {
      en: { name: 'Your full name', consent: /I agree to sign electronically/, sign: 'Accept and sign', pay: 'Accept and pay the deposit' },
      es: {
        name: 'Su nombre completo',
        consent: /de acuerdo en firmar electrónicamente/,
        sign: 'Firmar y aceptar la cotización',
        pay: 'Firmar y pagar el anticipo',
      },
    } as const;
    for (const [lang, deposit] of [
      ['en', true],
      ['es', false],
    ] as const) {
      const path = await quoteFor(lang, deposit);
      const { page, problems } = await openPage(browser, PHONE);
      await page.goto(`${site.url}${path}`);
      const w = words[lang];
      const yes = page.getByRole('link', { name: deposit ? w.pay : w.sign, exact: true });
      // The first screen: the total, the deposit, the valid-until date and the one yes, all above 844 px.
      const box = await yes.boundingBox();
      expect(box!.y + box!.height, `${lang}: the yes on the first screen`).toBeLessThanOrEqual(844);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(await page.locator('[data-summary]').evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(box!.y);
      await page.screenshot({ path: `${SHOTS}/quote-first-screen-${lang}-390.png` });
      let taps = 0;
      await yes.tap();
      taps++;
      // The link lands on the name field, focused: typing needs no tap.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-name');
      await page.keyboard.type('Ana Ruiz');
      await page.getByRole('checkbox', { name: w.consent }).tap();
      taps++;
      const submit = page.getByRole('button', { name: deposit ? w.pay : w.sign, exact: true });
      await submit.scrollIntoViewIfNeeded();
      const screens = await page.evaluate(() => window.scrollY / window.innerHeight);
      await submit.tap();
      taps++;
      expect(taps).toBeLessThanOrEqual(3);
      expect(screens, `${lang}: screens scrolled when the submit is tapped`).toBeLessThanOrEqual(2);
      console.log(`quote e2e figures ${lang}: yes at y=${Math.round(box!.y)}, ${taps} taps, ${screens.toFixed(2)} screens scrolled`);
      if (deposit) {
        // With the deposit and Stripe set up: straight to Checkout.
        await page.waitForURL(new RegExp(`^${checkoutOrigin}/c/pay/cs_test_`));
        await page.goto(`${site.url}${path}`);
      } else await page.waitForURL(`${site.url}${path}`);
      await expect.poll(() => page.locator('[data-next]').count()).toBe(1);
      expect(await page.locator('[data-next]').textContent()).toMatch(deposit ? /within one business day/ : /en un plazo de un día hábil/);
      await page.screenshot({ path: `${SHOTS}/quote-accepted-${lang}-390.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(problems.filter((p) => !/favicon\.\w+ net::ERR_ABORTED/.test(p))).toEqual([]);
    }
  });
});
