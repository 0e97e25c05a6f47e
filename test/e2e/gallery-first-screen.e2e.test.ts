import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { plainPhoto } from '../fixtures/photos';
import { launch, openPage } from './browser';

/**
 * Issue 37 on the pages that show projects, in Chromium at 390 × 844 against its own `wrangler dev` with six projects posted by
 * `npm run projects` (photos drawn with sharp): the gallery's first photo on the first screen (filters folded), in both
 * editions; a project page's photos whose boxes are reserved before they load, whatever the order they arrive in
 * (no layout shift), and its link to /book on the first screen.
 */

const run = promisify(execFile);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let dir = '';
let project = '';

beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'gallery-'));
  const wide = join(dir, 'wide.jpg');
  const tall = join(dir, 'tall.jpg');
  const before = join(dir, 'before.png');
  writeFileSync(wide, await plainPhoto('jpeg', 1800, 1200));
  writeFileSync(tall, await plainPhoto('jpeg', 1200, 1800, { r: 150, g: 120, b: 90 }));
  writeFileSync(before, await plainPhoto('png', 1000, 750));
  const towns = ['nederland', 'vidor', 'port-neches', 'orange', 'silsbee', 'winnie'];
  const services = [
    'concrete-driveways',
    'concrete-patios',
    'stamped-concrete',
    'concrete-sealing',
    'polished-concrete',
    'concrete-repair-resurfacing',
  ];
  for (const [i, town] of towns.entries()) {
    const { stdout } = await run(process.execPath, [
      'scripts/projects.mjs',
      'add',
      ...['--service', services[i]!, '--town', town, '--date', `2026-0${i + 1}`],
      ...['--description', `Poured and finished a ${services[i]!.replace(/-/g, ' ')} job for a family in ${town}.`],
      ...['--photo', before, '--alt', 'The yard before the pour', '--phase', 'before'],
      ...['--photo', wide, '--alt', 'The finished job, seen whole', '--phase', 'after'],
      ...['--photo', tall, '--alt', 'The finished job, up close', '--phase', 'after'],
      '--publish',
      ...['--url', site.url],
    ]);
    project = new URL(/Public page: (\S+)/.exec(stdout)![1]!).pathname;
  }
}, 240_000);
afterAll(async () => {
  await browser?.close();
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the gallery at 390 × 844', () => {
  it.each(['/projects', '/es/projects'])('%s shows its first photo on the first screen, the filters one tap away', async (path) => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(site.url + path);
    const first = await page.locator('section[aria-labelledby="gallery-heading"] ul img').first().boundingBox();
    expect(first).not.toBeNull();
    console.log(`${path} at 390 × 844: the first photo starts at ${Math.round(first!.y)} px`);
    // Book a visit: a button of the hero on the first screen.
    const book = await page
      .locator(`main section a[href="${path.replace('projects', 'book')}"]`)
      .first()
      .boundingBox();
    expect(book!.y + book!.height).toBeLessThanOrEqual(844 - 56);
    expect(book!.height).toBeGreaterThanOrEqual(44);
    // Its top and at least 100 px of it are on the first screen.
    expect(first!.y + 100).toBeLessThanOrEqual(844 - 56);
    // The filters, folded: one tap opens them.
    const filters = page.locator('section[aria-labelledby="gallery-heading"] details');
    expect(await filters.locator('a[href*="town="], a[href*="service="]').first().isVisible()).toBe(false);
    await filters.locator('summary').click();
    expect(await filters.locator('a').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('a project page at 390 × 844', () => {
  it.each(['', '/es'])('%s: no layout shift while its photos arrive in any order, and Book a visit on the first screen', async (prefix) => {
    for (const order of ['in order', 'last first'] as const) {
      const { context, page } = await openPage(browser, PHONE);
      const held: Route[] = [];
      await page.route(/\/media\//, (route) => {
        held.push(route);
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url + prefix + project, { waitUntil: 'domcontentloaded' });
      // Let the page draw without any photo, then release them one at a time.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const images = page.locator('main picture img');
      const count = await images.count();
      expect(count).toBe(3);
      // Scroll through so the lazy photos are asked for too.
      for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
      await page.evaluate(() => scrollTo(0, 0));
      const release = async () => {
        while (held.length) {
          const route = order === 'in order' ? held.shift()! : held.pop()!;
          await route.continue();
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        }
      };
      await release();
      for (let i = 0; i < count; i++) {
        await images.nth(i).scrollIntoViewIfNeeded();
        await release();
        await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      console.log(`project page${prefix ? ' (Spanish)' : ''}, photos ${order}: layout shift ${shifts}`);
      expect(shifts).toBe(0);
      await context.close();
    }
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(site.url + prefix + project);
    const book = await page.locator(`main a[href="${prefix}/book"]`).first().boundingBox();
    expect(book!.y + book!.height).toBeLessThanOrEqual(844 - 56);
    expect(book!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
