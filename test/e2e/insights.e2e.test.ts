import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The cookieless counts end to end, in Chromium against `wrangler dev` with
 * its local queue and D1: a visitor on a phone lands from a campaign link,
 * reads three pages, taps Call and an estimate button, starts the contact
 * form and sends it; /admin/insights then shows those counts and the lead's
 * source. No cookie is ever set, and the visitor's address and user agent
 * appear nowhere in the local database files. Screenshots of the dashboard
 * at 390 and 1280 px are saved to screenshots/.
 */

/** A phone's user agent: the headless one ("HeadlessChrome") is a robot's to the beacon, and dropped. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CLIENT_ID = crypto.randomUUID();
const CLIENT = `203.0.113.77-${CLIENT_ID}`;
/** The lead's name, to find it on /admin/leads (unrelated to the client's address; short: D1 caps a LIKE pattern at 50 bytes). */
const NAME = `Insight ${crypto.randomUUID().slice(0, 8)}`;

let browser: Browser;
let site: { url: string; persistTo: string; stop: () => void; token: string };
let token = '';

beforeAll(async () => {
  site = await startAdminSite();
  token = site.token;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Resolves when the page has sent a beacon whose body contains `text`. */
const beaconWith = (page: Page, text: string) =>
  page.waitForRequest((request) => request.url().endsWith('/insights/beacon') && (request.postData() ?? '').includes(text), {
    timeout: 15_000,
  });

/** The rows of the table captioned `caption` on the dashboard, as cell texts. */
const tableRows = (page: Page, caption: string): Promise<string[][]> =>
  page.evaluate((cap) => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === cap);
    return [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
  }, caption);

describe('insights from a scripted visit', () => {
  it('counts views, a call, an estimate tap, a form started and sent, keeps the lead source, and sets no cookie', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
      extraHTTPHeaders: { 'CF-Connecting-IP': CLIENT },
    });
    const cookies: string[] = [];
    const noCookie = async () => cookies.push(await page.evaluate(() => document.cookie));

    // 1. Lands on Home from a campaign link.
    let sent = beaconWith(page, '"k":"view"');
    await page.goto(`${site.url}/?utm_source=gbp&utm_medium=organic&utm_campaign=fall-e2e`);
    const home = JSON.parse((await sent).postData()!);
    expect(home).toEqual({ v: 1, p: '/', d: 'phone', r: 'direct', e: [{ k: 'view' }] });
    expect(await page.evaluate(() => sessionStorage.getItem('gtc-source'))).toBe(
      JSON.stringify({ src_landing: '/', src_ref: 'direct', utm_source: 'gbp', utm_medium: 'organic', utm_campaign: 'fall-e2e' }),
    );
    await noCookie();

    // 2. A service page: taps Call (the dialler is not opened in the test).
    sent = beaconWith(page, '"p":"/concrete-driveways"');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/concrete-driveways"]')!.click());
    expect(JSON.parse((await sent).postData()!)).toMatchObject({ r: 'internal', e: [{ k: 'view' }] });
    sent = beaconWith(page, '"k":"tel"');
    await page.evaluate(() => {
      const call = document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
      call.addEventListener('click', (event) => event.preventDefault(), { once: true });
      call.click();
    });
    await sent;
    await noCookie();

    // 3. Taps an estimate button, which opens the contact form: starts it and sends it.
    const started = beaconWith(page, '"k":"estimate"');
    const contactView = beaconWith(page, '"p":"/contact"');
    await page.locator('main a[href="/contact#estimate-form"]').first().click();
    await started;
    await contactView;
    await hydratePage(page);
    sent = beaconWith(page, '"k":"start"');
    await page.locator('#contact-name').fill(NAME);
    await sent;
    await page.locator('#contact-phone').fill('(409) 555-0147');
    await page.locator('#contact-email').fill('insights@example.com');
    await page.locator('#contact-message').fill('A driveway, about 600 sq ft.');
    page.once('dialog', (dialog) => void dialog.accept());
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/contact'));
    await page.locator('form[action^="/contact"] button[type="submit"]').click();
    const response = await answered;
    expect(response.status()).toBe(201);
    // The island posts multipart form data: its source fields, added by the beacon through the formdata event.
    const fields = [...(response.request().postData() ?? '').matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)].map((m) => [m[1]!, m[2]!]);
    expect(Object.fromEntries(fields.filter(([name]) => /^(src_|utm_)/.test(name ?? '')))).toEqual({
      src_landing: '/',
      src_ref: 'direct',
      utm_source: 'gbp',
      utm_medium: 'organic',
      utm_campaign: 'fall-e2e',
      src_page: '/contact',
      src_device: 'phone',
    });
    await page.locator('[role="status"] h3').waitFor();
    await noCookie();
    // The page becoming hidden sends its Web Vitals (stubbed as web-vitals' own tests do: a headless page stays visible).
    sent = beaconWith(page, '"m":"LCP"');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const vitals = JSON.parse((await sent).postData()!) as { p: string; e: { k: string; m: string; x: number }[] };
    expect(vitals.p).toBe('/contact');
    expect(vitals.e.map((e) => e.m).sort()).toEqual(expect.arrayContaining(['LCP', 'TTFB']));
    await page.goto(`${site.url}/about`);
    await noCookie();
    expect(cookies).toEqual(['', '', '', '']);
    expect(await context.cookies()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();

    // The owner's dashboard, once the queue has delivered (max_batch_timeout 10 s).
    const owner = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': token },
    });
    const admin = await owner.newPage();
    await expect
      .poll(
        async () => {
          await admin.goto(`${site.url}/admin/insights?days=7`);
          return tableRows(admin, 'Page views and actions per page');
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toEqual(
        expect.arrayContaining([
          // Pages by name, the path under it.
          ['Home/', '1', '0', '0', '0', '0', '0', '1', '100.0 %'],
          ['Concrete Driveways/concrete-driveways', '1', '1', '1', '0', '0', '0', '0', '0.0 %'],
          ['Contact/contact', '1', '0', '0', '0', '1', '1', '0', '0.0 %'],
        ]),
      );
    expect(await tableRows(admin, 'Leads by source')).toContainEqual(['gbp', 'organic', 'fall-e2e', '1']);
    expect(await tableRows(admin, 'Leads by landing page')).toContainEqual(['Home/', '1', '1', '100.0 %']);
    await expect
      .poll(
        async () => {
          await admin.goto(`${site.url}/admin/insights?days=7`);
          return (await tableRows(admin, 'Web Vitals p75 per template')).map((r) => r[0]);
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toContain('contact');

    await admin.goto(`${site.url}/admin/leads?q=${encodeURIComponent(NAME)}`);
    await admin
      .getByRole('link', { name: /Contact request/ })
      .first()
      .click();
    // The lead's page says the source in words, then each field (the inbox's rows are short: issue 37 §7).
    expect(await admin.locator('main').textContent()).toContain('Google Business Profile fall-e2e, landed on the Home page');
    expect(await admin.locator('main').textContent()).toContain(
      'Landing page: / · Sent from: /contact · Referrer: Direct visit · utm_source: gbp · utm_medium: organic · utm_campaign: fall-e2e · Edition: en · Device: phone',
    );

    // Screenshots for the note, after the visit.
    mkdirSync('screenshots', { recursive: true });
    await admin.goto(`${site.url}/admin/insights?days=7`);
    await admin.screenshot({ path: 'screenshots/insights-1280.png', fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: 'screenshots/insights-390.png', fullPage: true });
    await owner.close();

    // Nothing of the visitor's address or user agent in the local database files.
    const files = filesUnder(site.persistTo);
    expect(files.some((file) => file.includes('d1'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const needle of [CLIENT_ID, '203.0.113.77', 'Pixel 8']) expect(bytes.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  });

  it('sends a 404 with its path, the language switch and the calculator hand-off; nothing with Global Privacy Control', async () => {
    const { context, page, problems } = await openPage(browser, { userAgent: PHONE_UA });
    let sent = beaconWith(page, '"k":"missing"');
    await page.goto(`${site.url}/no-such-page-here`);
    expect(JSON.parse((await sent).postData()!)).toMatchObject({ p: '/no-such-page-here', d: 'desktop', e: [{ k: 'missing' }] });

    sent = beaconWith(page, '"k":"calc"');
    await page.goto(`${site.url}/concrete-cost-calculator`);
    await beaconWith(page, '"k":"view"');
    await page.evaluate(() => {
      const handoff = document.querySelector<HTMLAnchorElement>('[data-island="Calculator"] a[href^="/contact"]')!;
      handoff.addEventListener('click', (event) => event.preventDefault(), { once: true });
      handoff.click();
    });
    await sent;

    sent = beaconWith(page, '"k":"lang"');
    await page.locator('header a[hreflang="es-US"]').first().click();
    await sent;
    await page.waitForURL(/\/es\/concrete-cost-calculator$/);
    // The 404 page logs the missing path as a warning, as the specification asks; nothing else.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();

    // Global Privacy Control: the beacon sends nothing, and the source is not kept.
    const gpc = await openPage(browser, { userAgent: PHONE_UA });
    await gpc.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const beacons: string[] = [];
    gpc.page.on('request', (request) => {
      if (request.url().endsWith('/insights/beacon')) beacons.push(request.postData() ?? '');
    });
    await gpc.page.goto(`${site.url}/about`);
    await gpc.page.waitForResponse((response) => /\/assets\/beacon-/.test(response.url()));
    await gpc.page.waitForTimeout(1_000);
    expect(beacons).toEqual([]);
    expect(await gpc.page.evaluate(() => sessionStorage.length)).toBe(0);
    await gpc.context.close();
  });
});
