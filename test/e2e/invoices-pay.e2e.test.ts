import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * An invoice paid online end to end (issue 47 item 3), in Chromium at 390 px against `wrangler dev` with Stripe set
 * up against a stand-in for Stripe's API on 127.0.0.1 (`STRIPE_API_BASE`; its Checkout pages say "Stand-in
 * checkout"): the homeowner opens the Spanish page, clicks "Pagar $3,380.00 en línea", lands on the stand-in's
 * Checkout; the webhook is delivered signed with the endpoint's secret by the SDK's test helper, and the page then
 * says "Pagada" and thanks for the card payment; a second invoice paid from a bank account shows "Processing" (in
 * English) and no second button. Screenshots to SHOTS_DIR (default /tmp/shots): i47-pay-en.png,
 * i47-pay-es.png (the invoice with its button), i47-pay-paid-es.png (back from Checkout), i47-pay-processing-en.png.
 */

const run = promisify(execFile);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SECRET = 'whsec_test_e2e_invoice';
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let stripe: Server;
let checkoutOrigin = '';
/** The Checkout Sessions the stand-in opened: their id and form fields. */
const opened: { id: string; fields: Record<string, string> }[] = [];

/** Plays Stripe's API: each Checkout Session it opens is kept and has its page on this server ("Stand-in checkout"). */
async function startStripeStandIn() {
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = `cs_test_${crypto.randomUUID().slice(0, 8)}`;
        opened.push({ id, fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) });
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
    vars: { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: checkoutOrigin },
  });
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  stripe?.close();
});

/** Runs `npm run <script> -- …` against the site: its exit code and output. */
async function cli(script: string, ...args: string[]) {
  const { stdout } = await run(process.execPath, [`scripts/${script}.mjs`, ...args, '--url', site.url]);
  return stdout;
}

/** A Spanish estimate request whose $5,200.00 quote was accepted, with a work day: the lead's id and the page's path. */
async function acceptedSpanishLead() {
  const tag = crypto.randomUUID().slice(0, 8);
  await fetch(`${site.url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({
      lang: 'es',
      firstName: 'Ana',
      lastName: `Paga${tag}`,
      email: `ana-${tag}@example.com`,
      phone: '(409) 555-0167',
      address: '42 Calder Ave, Beaumont',
      service: 'Concrete Driveways',
      description: 'Una entrada nueva de unos 650 pies cuadrados.',
    }).toString(),
  });
  const list = await fetch(`${site.url}/admin/leads?q=Paga${tag}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } });
  const id = /href="\/admin\/leads\/(\d+)"/.exec(await list.text())?.[1];
  if (!id) throw new Error('the lead was not found');
  const quote = await cli('quotes', 'create', id, '--item', 'Driveway, 4 in. reinforced|650|sqft|8', '--deposit', '25', '--send');
  const page = new URL(/Customer page: (\S+)/.exec(quote)?.[1] ?? '').pathname;
  const accepted = await fetch(`${site.url}${page}/accept`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
    body: new URLSearchParams({ name: 'Ana Paga', consent: 'yes' }).toString(),
  });
  expect(accepted.status).toBe(303);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await cli('schedule', 'add', id, '--day', `${day} 07:00|6|pour`);
  return { id, page };
}

/** Posts `payload` to the site's webhook, signed with the endpoint's secret by the SDK's test helper: status and body. */
async function deliver(payload: string) {
  const signature = await new Stripe('sk_test_e2e').webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
  const delivered = await fetch(`${site.url}/webhooks/stripe`, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
  return [delivered.status, await delivered.json()];
}

describe('an invoice paid online', () => {
  it('is paid by card from the Spanish page at 390 px: Pagar, the stand-in Checkout, the webhook, then "Pagada"', async () => {
    const { id, page } = await acceptedSpanishLead();
    expect(page).toMatch(/^\/es\/quotes\/[0-9a-f]{32}$/);
    const made = await cli('invoices', 'create', id, '--milestone', 'completion', '--send');
    const number = /INV-(\d+)/.exec(made)?.[1];
    expect(number).toBeTruthy();

    const { page: tab, context, problems } = await openPage(browser, PHONE);
    const invoice = tab.locator(`#invoice-${number}`);
    await tab.goto(`${site.url}${page.replace('/es/', '/')}`);
    expect(await invoice.getByRole('button').textContent()).toBe('Pay $3,380.00 online');
    await invoice.screenshot({ path: `${SHOTS}/i47-pay-en.png` });

    await tab.goto(`${site.url}${page}`);
    expect(await invoice.locator('h3').textContent()).toBe(`Factura INV-${number}Pendiente`);
    const button = invoice.getByRole('button', { name: 'Pagar $3,380.00 en línea' });
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await invoice.screenshot({ path: `${SHOTS}/i47-pay-es.png` });
    await button.click();
    await tab.waitForURL(`${checkoutOrigin}/c/pay/**`);
    expect(await tab.locator('h1').textContent()).toBe('Stand-in checkout');

    const session = opened.at(-1)!;
    expect(tab.url()).toBe(`${checkoutOrigin}/c/pay/${session.id}`);
    expect(session.fields).toMatchObject({
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      'line_items[0][price_data][unit_amount]': '338000',
      'metadata[invoice_number]': `INV-${number}`,
      locale: 'es-419',
    });
    // Stripe tells the site: the session completed, paid by card.
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_method_types: ['card', 'us_bank_account'],
          amount_total: 338000,
          currency: 'usd',
          metadata: {
            invoice_id: session.fields['metadata[invoice_id]'],
            invoice_number: `INV-${number}`,
            balance_cents: '338000',
          },
        },
      },
    });
    expect(await deliver(payload)).toEqual([200, { received: true, handled: true }]);

    // Back from Checkout (its success URL): paid, thanked, no button.
    const back = new URL(session.fields.success_url ?? '');
    await tab.goto(`${site.url}${back.pathname}${back.search}${back.hash}`);
    expect(await invoice.locator('h3').textContent()).toBe(`Factura INV-${number}Pagada`);
    expect(await invoice.getByRole('status').textContent()).toBe('Gracias: recibimos su pago con tarjeta.');
    expect(await invoice.getByRole('button').count()).toBe(0);
    await invoice.screenshot({ path: `${SHOTS}/i47-pay-paid-es.png` });

    // A second invoice, an extra item, paid from a US bank account: processing, shown in English, no second Pay.
    const extra = /INV-(\d+)/.exec(await cli('invoices', 'create', id, '--item', 'Extra steps|1|each|500', '--send'))?.[1];
    await tab.goto(`${site.url}${page.replace('/es/', '/')}`);
    await tab.locator(`#invoice-${extra}`).getByRole('button', { name: 'Pay $500.00 online' }).click();
    await tab.waitForURL(`${checkoutOrigin}/c/pay/**`);
    const bank = opened.at(-1)!;
    const ach = JSON.parse(payload);
    ach.id = `evt_${crypto.randomUUID().replaceAll('-', '')}`;
    Object.assign(ach.data.object, {
      id: bank.id,
      payment_status: 'unpaid',
      amount_total: 50000,
      metadata: { invoice_id: bank.fields['metadata[invoice_id]'], invoice_number: `INV-${extra}`, balance_cents: '50000' },
    });
    expect(await deliver(JSON.stringify(ach))).toEqual([200, { received: true, handled: true }]);
    const back2 = new URL(bank.fields.success_url ?? '');
    await tab.goto(`${site.url}${back2.pathname}${back2.search}${back2.hash}`);
    const second = tab.locator(`#invoice-${extra}`);
    expect(await second.getByRole('status').textContent()).toBe(
      'Gracias: su transferencia bancaria está en proceso; puede tardar hasta 4 días hábiles.',
    );
    await tab.goto(`${site.url}${page.replace('/es/', '/')}`);
    expect(await second.locator('h3').textContent()).toBe(`Invoice INV-${extra}Processing`);
    expect(await second.locator('[data-payment="processing"]').textContent()).toMatch(
      /^Bank transfer of \$500\.00 processing since \w+ \d{1,2}, \d{4}$/,
    );
    expect(await second.getByRole('button').count()).toBe(0);
    await second.screenshot({ path: `${SHOTS}/i47-pay-processing-en.png` });
    expect(problems.filter((problem) => !/favicon\.\w+ net::ERR_ABORTED/.test(problem))).toEqual([]);
    await context.close();
  });
});
