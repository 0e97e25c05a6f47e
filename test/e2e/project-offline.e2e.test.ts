import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { plainPhoto } from '../fixtures/photos';
import { launch, openPage } from './browser';

/**
 * The project form on a phone (issue 31 §3, §4), in Chromium against `wrangler dev`:
 * what is picked before the script loads survives hydration; a refused
 * publish shows the error summary, which takes focus (with and without
 * JavaScript); and a project of 2 photos posted with no signal waits in the
 * phone's outbox ("Waiting for signal (2 photos)" on the project list), then,
 * back online, becomes exactly one project with 2 photos. Screenshots at 390 px
 * go to /work/shots/ when that folder exists.
 */

const SHOTS = '/work/shots';
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let dir = '';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'project-offline-'));
  writeFileSync(join(dir, 'before.jpg'), await plainPhoto('jpeg', 1200, 900));
  writeFileSync(join(dir, 'after.jpg'), await plainPhoto('jpeg', 1600, 1200));
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const admin = () => ({ ...phone, extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': site.token } });
/** Saves a screenshot into /work/shots/ when it exists (the project's closing note), else nowhere. */
const shoot = async (page: import('playwright-core').Page, name: string) => {
  try {
    await page.screenshot({ path: join(SHOTS, name), fullPage: false });
  } catch {
    // no shots folder here
  }
};

/** Problems of a page, less the service worker's registration, which `wrangler dev` refuses without the Access header (the sw's own fetch does not carry the test's extra headers). */
const real = (problems: string[]) => problems.filter((p) => !/admin\/sw\.js|ServiceWorker|fetching the script/.test(p));

/** The projects as the server lists them (JSON). */
async function serverProjects(): Promise<{ id: number; status: string; title: string; photos: number }[]> {
  const response = await fetch(`${site.url}/admin/projects`, {
    headers: { 'Cf-Access-Jwt-Assertion': site.token, Accept: 'application/json' },
  });
  return ((await response.json()) as { projects: { id: number; status: string; title: string; photos: number }[] }).projects;
}

describe('the project form, fixed', () => {
  it('keeps what was picked and typed before the script loaded once the form hydrates', async () => {
    const { context, page, problems } = await openPage(browser, admin());
    // Hold the admin's hydration bundle: the person fills the server-rendered form while it is on its way.
    let held: Route | null = null;
    const requested = new Promise<void>((resolve) => {
      void page.route('**/assets/hydrate-admin-*.js', (route) => {
        held = route;
        resolve();
      });
    });
    await page.goto(`${site.url}/admin/projects/new`);
    const chicago = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' }).format(new Date());
    expect(await page.getByLabel('Month finished').inputValue()).toBe(chicago.slice(0, 7));
    // The first focus inside the form starts hydration (client/main.ts): the bundle's request is held.
    await page.getByLabel('Service').focus();
    await requested;
    await page.getByLabel('Service').selectOption('stamped-concrete');
    await page.getByLabel('Town').selectOption('nederland');
    await page.getByLabel('Month finished').fill('2026-03');
    await page.getByLabel('What was done (20 to 600 characters)').fill('Typed before the script loaded, on a slow connection.');
    await page.locator('#project-customer-name').fill('Ana');
    expect(await page.evaluate(() => document.body.dataset.hydrated)).toBeUndefined();
    await (held as Route | null)?.continue();
    await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
    // A render after hydration (the consent warning appears because a name was typed) keeps every value.
    await page.getByText('will not appear on the website').first().waitFor();
    expect(await page.getByLabel('Service').inputValue()).toBe('stamped-concrete');
    expect(await page.getByLabel('Town').inputValue()).toBe('nederland');
    expect(await page.getByLabel('Month finished').inputValue()).toBe('2026-03');
    expect(await page.getByLabel('What was done (20 to 600 characters)').inputValue()).toBe(
      'Typed before the script loaded, on a slow connection.',
    );
    expect(await page.locator('#project-customer-name').inputValue()).toBe('Ana');
    // The consent box and its label: one target at least 44 px tall and wide.
    const target = await page.locator('[data-consent-target]').boundingBox();
    console.log(`consent target: ${Math.round(target!.width)} × ${Math.round(target!.height)} px`);
    expect(target!.height).toBeGreaterThanOrEqual(44);
    expect(target!.width).toBeGreaterThanOrEqual(44);
    await page.locator('[data-consent-target]').click({ position: { x: target!.width - 10, y: target!.height / 2 } });
    expect(await page.getByLabel(/The customer agreed/).isChecked()).toBe(true);
    expect(await page.getByText('will not appear on the website').count()).toBe(0);
    expect(real(problems)).toEqual([]);
    await context.close();
  });

  it('a refused publish shows the error summary on top, focused, its links leading to the fields; without JavaScript too', async () => {
    const { context, page, problems } = await openPage(browser, admin());
    await page.goto(`${site.url}/admin/projects/new`);
    await hydratePage(page);
    await page.getByLabel('What was done (20 to 600 characters)').fill('Too short');
    await page.getByRole('button', { name: 'Publish' }).click();
    const summary = page.locator('[data-error-summary]');
    await summary.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    const links = await summary.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Choose the service.',
      'Choose the town.',
      'Write at least 20 characters.',
      'Add at least one photo to publish the project.',
    ]);
    await shoot(page, 'project-error-summary-390.png');
    await summary.getByRole('link', { name: 'Choose the town.' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('project-town');
    expect(real(problems)).toEqual([]);
    await context.close();

    const plain = await openPage(browser, { ...admin(), javaScriptEnabled: false });
    await plain.page.goto(`${site.url}/admin/projects/new`);
    // The browser's own checks pass (required fields filled); the server refuses a publish without a photo (422).
    await plain.page.getByLabel('Service').selectOption('stamped-concrete');
    await plain.page.getByLabel('Town').selectOption('vidor');
    await plain.page.getByLabel('What was done (20 to 600 characters)').fill('A long enough description of the work.');
    await plain.page.getByRole('button', { name: 'Publish' }).click();
    await plain.page.locator('[data-error-summary]').waitFor();
    expect(await plain.page.locator('[data-error-summary] a').allTextContents()).toEqual([
      'Add at least one photo to publish the project.',
    ]);
    await expect.poll(() => plain.page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary'))).toBe(true);
    await plain.context.close();
  });
});

describe('posting with no signal', () => {
  it('keeps a project of 2 photos on the phone while offline, lists it as waiting, and sends it once online: exactly one project with 2 photos', async () => {
    const { context, page: list } = await openPage(browser, admin());
    await list.goto(`${site.url}/admin/projects`);
    const form = await context.newPage();
    await form.goto(`${site.url}/admin/projects/new`);
    await hydratePage(form);

    await context.setOffline(true);
    await form.getByLabel('Service').selectOption('concrete-patios');
    await form.getByLabel('Town').selectOption('silsbee');
    await form.getByLabel('Month finished').fill('2026-07');
    await form
      .getByLabel('What was done (20 to 600 characters)')
      .fill('Poured a broom-finish patio behind the house, with no signal at all.');
    await form.getByLabel('Add photos').setInputFiles([join(dir, 'before.jpg'), join(dir, 'after.jpg')]);
    await expect
      .poll(() => form.locator('[data-photo-stage]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-photo-stage'))), {
        timeout: 20_000,
      })
      .toEqual(['waiting', 'waiting']);
    // Each photo's alt text follows its marker; the first is marked "before", so the second is the cover.
    await form.getByLabel('Before or after').first().selectOption('before');
    const alts = form.getByLabel('Describe the photo (for people who cannot see it)');
    expect(await alts.nth(0).inputValue()).toBe('Concrete Patios in Silsbee, before the work');
    expect(await alts.nth(1).inputValue()).toBe('Concrete Patios in Silsbee, finished');
    // Reordered with the keyboard: the "after" photo first.
    await form.getByRole('button', { name: 'Move photo 2 up' }).focus();
    await form.keyboard.press('Enter');
    expect(await alts.nth(0).inputValue()).toBe('Concrete Patios in Silsbee, finished');
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.getByRole('heading', { name: 'Waiting for signal (2 photos)' }).waitFor();

    // The project list, drawn from the phone's outbox.
    await list.getByText('Waiting for signal (2 photos)').waitFor();
    await list.locator('[data-project-outbox]').scrollIntoViewIfNeeded();
    await shoot(list, 'project-list-waiting-for-signal-390.png');
    // The app closed in between: only the list stays open.
    await form.close();
    expect((await serverProjects()).filter((project) => project.title === 'Concrete Patios in Silsbee, TX (July 2026)')).toEqual([]);

    const started = performance.now();
    await context.setOffline(false);
    await list.locator('[data-outbox-state="published"]').waitFor({ timeout: 60_000 });
    const seconds = (performance.now() - started) / 1000;
    console.log(`offline project: published ${seconds.toFixed(1)} s after the signal came back`);
    await list.locator('[data-project-outbox]').scrollIntoViewIfNeeded();
    await shoot(list, 'project-list-published-390.png');
    let mine: Awaited<ReturnType<typeof serverProjects>> = [];
    await expect
      .poll(
        async () => {
          mine = (await serverProjects()).filter((project) => project.title === 'Concrete Patios in Silsbee, TX (July 2026)');
          return mine.map((project) => [project.status, project.photos]);
        },
        { timeout: 60_000 },
      )
      .toEqual([['published', 2]]);
    // Still one a moment later (a second sender, the service worker's sync, makes no second project).
    await list.waitForTimeout(2000);
    expect((await serverProjects()).filter((project) => project.title === 'Concrete Patios in Silsbee, TX (July 2026)')).toHaveLength(1);
    await context.close();
  });
});

describe('a post queued before the admin said "projects" (issue 45)', () => {
  it('lands when the outbox sends it to its old path, /admin/jobs: the browser follows the 308 with the same POST and body', async () => {
    // `bypassCSP`: the site's CSP says upgrade-insecure-requests, and Chromium applies it to a redirect, so against
    // `wrangler dev` (plain http) the followed POST would go to https and fail; the deployed site is https throughout.
    const { context, page } = await openPage(browser, { ...admin(), bypassCSP: true });
    await page.goto(`${site.url}/admin/more`);
    // An entry as the outbox kept it on a phone before the change: the database, store and fields unchanged, the old action.
    const key = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const opening = indexedDB.open('job-outbox', 1);
          opening.onupgradeneeded = () => {
            opening.result.createObjectStore('jobs', { keyPath: 'key' });
            opening.result.createObjectStore('sent', { keyPath: 'key' });
          };
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const entry = {
              key: crypto.randomUUID(),
              action: '/admin/jobs',
              queuedAt: Date.now(),
              fields: [
                ['service', 'concrete-steps-stairs'],
                ['town', 'orange'],
                ['month', '2026-03'],
                ['description', 'Formed and poured three front steps, queued on a phone before the rename.'],
                ['intent', 'draft'],
              ],
              photos: [],
              cover: null,
              title: 'Concrete Steps in Orange',
            };
            const tx = opening.result.transaction('jobs', 'readwrite');
            tx.objectStore('jobs').put(entry);
            tx.oncomplete = () => {
              opening.result.close();
              resolve(entry.key);
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The admin script sends the outbox on every page load.
    await page.goto(`${site.url}/admin/projects`);
    await expect
      .poll(
        async () =>
          (await serverProjects()).filter((project) => project.title.startsWith('Concrete Steps & Stairs in Orange')).map((p) => p.status),
        {
          timeout: 60_000,
        },
      )
      .toEqual(['draft']);
    await context.close();
  });
});
