import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from './browser';

/**
 * Hydration off the critical path: a visitor who
 * only reads never downloads React; the first interaction with an island
 * loads the hydration bundle of that kind of page, and what the visitor typed
 * before hydration finished is kept.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The cookieless beacon and its Web Vitals module (client/beacon.ts), loaded after idle and outside hydration. */
const COUNTING = /^\/assets\/(beacon|vitals)-[\w-]+\.js$/;

/** The paths of the scripts the page requests from now on, but the beacon's (`COUNTING`). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !COUNTING.test(path)) scripts.push(path);
  });
  return scripts;
}

describe('the cookieless beacon', () => {
  it('is loaded after the load event, on its own (no React), and loads the Web Vitals module after it', async () => {
    const { context, page, problems } = await openPage(browser);
    const loaded: string[] = [];
    page.on('load', () => loaded.push('load'));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') loaded.push(path.replace(/-[\w-]+\.js$/, ''));
    });
    await page.goto(`${baseUrl()}/concrete-driveways`);
    await expect.poll(() => loaded.includes('/assets/vitals')).toBe(true);
    // The hydration entry is inline (src/render.tsx): the page requests no script file before the beacon's.
    expect(loaded).toEqual(['load', '/assets/beacon', '/assets/vitals']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('deferred hydration', () => {
  it('loads no script file for a visitor who reads and scrolls (the entry is inline), then React when the pointer comes over a menu', async () => {
    const { context, page, problems } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl()}/concrete-driveways`, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    await expect(page.locator('body').getAttribute('data-hydrated')).resolves.toBeNull();

    await page.locator('summary', { hasText: 'Services' }).hover();
    await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/hydrate-pages-\w+\.js$/)]);
    // Hydrated: Escape now closes the open dropdown.
    await page.locator('summary', { hasText: 'Services' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('details[data-menu="services"]').getAttribute('open')).resolves.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates the contact form when it is first used, keeping what was typed before hydration', async () => {
    const { context, page, logs, problems } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    // Typed at once: the first keystrokes land before the bundle has loaded.
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).pressSequentially('Early Typist');
    await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/hydrate-contact-\w+\.js$/)]);
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true }).inputValue()).resolves.toBe('Early Typist');

    // The hydrated form submits with fetch what was typed, the early keystrokes included, and logs none of it.
    let postedBody = '';
    await page.route('**/contact', (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      postedBody = route.request().postData() ?? '';
      return route.fulfill({ status: 422, json: { errors: { phone: 'Enter your phone number.' } } });
    });
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('409');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('early@example.com');
    await page.getByRole('textbox', { name: 'Project Details', exact: true }).fill('Testing hydration.');
    await page.getByRole('button', { name: 'Send My Request' }).click();
    await expect.poll(() => postedBody).toContain('Early Typist');
    expect(postedBody).toContain('early@example.com');
    await expect.poll(() => page.getByText('Enter your phone number.').first().isVisible()).toBe(true);
    expect(logs.filter((m) => m.text().includes('Early Typist') || m.text().includes('early@example.com'))).toEqual([]);
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
    await context.close();
  });

  it('hydrates the estimate request form at /quote from its own bundle, its post path and field ids unchanged (issue 45)', async () => {
    const { context, page, problems } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl()}/quote`, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    // The island is the request form in code; what people and tests hold stays "quote": the URL, the post and the ids.
    await expect(page.locator('[data-island="RequestForm"] form').getAttribute('action')).resolves.toBe('/quote#form-heading');
    await expect(page.locator('#quote-firstName').count()).resolves.toBe(1);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).pressSequentially('Early');
    await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/hydrate-request-\w+\.js$/)]);
    await expect(page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).resolves.toBe('Early');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs the missing path on the 404 page without loading React', async () => {
    const { context, page, logs } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl()}/missing/page-here`, { waitUntil: 'networkidle' });
    expect(logs.map((m) => m.text())).toContain('404 Error: User attempted to access non-existent route: /missing/page-here');
    expect(scripts).toEqual([]);
    await context.close();
  });
});
