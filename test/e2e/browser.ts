import { execFileSync } from 'node:child_process';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { inject } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage, launchChromium } from '../../scripts/chromium.mjs';

/** Base URL of the site started by the global set-up. */
export const baseUrl = (): string => inject('baseUrl');

/** Launches Debian's Chromium headless (scripts/chromium.mjs). */
export const launch = (): Promise<Browser> => launchChromium();

/**
 * A page that records console errors and warnings, uncaught errors and failed
 * requests. Each context is a client of its own for the forms' per-client
 * rate limit (its own CF-Connecting-IP, which `wrangler dev` passes on).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const client = { 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}` };
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
    extraHTTPHeaders: { ...client, ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const logs: ConsoleMessage[] = [];
  page.on('console', (message) => {
    logs.push(message);
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // The beacon module and its Web Vitals module load after idle, and a beacon may be sent as the page goes
    // (sendBeacon is delivered after the page is gone); the browser itself asks for the favicon after the page loads.
    // A navigation that cancels one of these (net::ERR_ABORTED) is no problem for the page (seen once in CI: the
    // favicon of /book aborted by the next page.goto).
    if (
      /\/assets\/(beacon|vitals)-|\/insights\/beacon$|\/favicon\.(svg|ico)$/.test(request.url()) &&
      request.failure()?.errorText === 'net::ERR_ABORTED'
    )
      return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, problems, logs };
}

/**
 * Navigates, starts hydration the way a visitor does (islands hydrate at the
 * first interaction with one of them: here a pointer coming over the first
 * island) and waits for the marker the client then sets on <body>.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(baseUrl() + path);
  await hydratePage(page);
  return response;
}

/** A row of the leads table, as `npm run leads -- --json` prints it. */
export interface StoredLead {
  id: number;
  created_at: string;
  form: 'contact' | 'quote';
  name: string;
  phone: string;
  email: string;
  service: string;
  address: string;
  message: string;
  notify_status: 'pending' | 'sent' | 'failed';
  notify_attempts: number;
  last_error: string | null;
}

/** The leads stored by the site under test, newest first, read with `npm run leads -- --json` from its database directory. */
export function storedLeads(): StoredLead[] {
  const out = execFileSync('node', ['scripts/leads.mjs', '--persist-to', inject('persistTo'), '--json', '--limit', '1000'], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as StoredLead[];
}
