import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { phoneJpeg, plainPhoto, renamedText } from '../fixtures/photos';
import { launch, openPage } from './browser';

/**
 * A crew lead posts a finished project from a phone (390 px), in Chromium against
 * `wrangler dev` with the local R2 bucket and Images binding: a real JPEG that
 * carries EXIF GPS and a rotation flag is scaled in the browser, uploaded with
 * progress, retried after a failed upload, and published; the public page
 * shows it upright and without metadata. Then `npm run projects` end to end
 * against the same site. The site runs in development mode with the local
 * admin key of `npm run admin-token` (never accepted in production).
 */

const run = promisify(execFile);
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let token = '';
let dir = '';
let phonePhoto = '';

beforeAll(async () => {
  site = await startAdminSite();
  token = site.token;
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'project-photos-'));
  phonePhoto = join(dir, 'IMG_0042.JPG');
  writeFileSync(phonePhoto, await phoneJpeg(2400, 1800));
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run projects` (the script itself) against the test site; its exit code and output. */
async function projects(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/projects.mjs', ...args, '--url', site.url]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('posting a project from a phone', () => {
  it('scales and uploads a photo with progress, retries a failed upload, keeps the text over a reload, and publishes it upright without metadata', async () => {
    const { context, page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': token },
    });
    await page.goto(`${site.url}/admin/projects/new`);
    await hydratePage(page);
    await page.getByLabel('Service').selectOption('concrete-driveways');
    await page.getByLabel('Town').selectOption('port-neches');
    await page.getByLabel('Month finished').fill('2026-10');
    await page
      .getByLabel('What was done (20 to 600 characters)')
      .fill('Tore out a cracked driveway and poured a new 4-inch slab with rebar.');

    // Nothing typed is lost over a reload.
    await page.reload();
    await hydratePage(page);
    await expect
      .poll(() => page.getByLabel('What was done (20 to 600 characters)').inputValue())
      .toBe('Tore out a cracked driveway and poured a new 4-inch slab with rebar.');
    expect(await page.getByLabel('Town').inputValue()).toBe('port-neches');

    // The first upload fails (a dropped signal); the photo says so, stays on the phone, and offers a retry.
    let uploads = 0;
    const sizes: number[] = [];
    await page.route('**/admin/uploads', async (route) => {
      uploads += 1;
      sizes.push(route.request().postDataBuffer()?.length ?? 0);
      if (uploads === 1) return route.abort('connectionreset');
      return route.continue();
    });
    await page.getByLabel('Add photos').setInputFiles(phonePhoto);
    await expect.poll(() => page.locator('[data-photo-stage]').getAttribute('data-photo-stage'), { timeout: 20_000 }).toBe('waiting');
    await expect.poll(() => page.locator('[data-photo-stage]').textContent()).toMatch(/connection dropped/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('[data-photo-stage]').getAttribute('data-photo-stage'), { timeout: 20_000 }).toBe('done');
    expect(uploads).toBe(2);
    // Scaled in the browser: the 2,400 × 1,800 original is sent at most 2,560 px and re-encoded (smaller than the file).
    expect(sizes[1]).toBeLessThan(readFileSync(phonePhoto).length);
    await expect.poll(() => page.getByText('Uploaded').count()).toBe(1);
    // The alt text is prefilled with the suggestion (a new photo is "after" unless marked) and can be edited.
    const alt = page.getByLabel('Describe the photo (for people who cannot see it)');
    expect(await alt.inputValue()).toBe('Concrete Driveways in Port Neches, finished');
    await alt.fill('New broom-finish driveway in Port Neches');
    await page.getByLabel('Before or after').selectOption('after');

    await page.getByRole('button', { name: 'Publish' }).click();
    // "Published", with the public link and Share.
    await page.getByRole('heading', { name: 'Published' }).waitFor();
    const viewLink = page.locator('[data-outcome="published"] a').first();
    const publicPath = await viewLink.getAttribute('href');
    expect(publicPath).toMatch(/^\/projects\/concrete-driveways-port-neches-2026-10-\d+$/);
    await context.close();

    // A visitor, on a phone, without the admin token.
    const visitor = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await visitor.page.goto(`${site.url}${publicPath}`);
    const image = visitor.page.getByRole('img', { name: 'New broom-finish driveway in Port Neches' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      g.drawImage(img, 0, 0);
      const top = g.getImageData(Math.floor(img.naturalWidth / 2), 5, 1, 1).data;
      const bottom = g.getImageData(Math.floor(img.naturalWidth / 2), img.naturalHeight - 5, 1, 1).data;
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.currentSrc, top: [...top], bottom: [...bottom] };
    });
    // Stored sideways (orientation 6), shown upright: portrait, with the amber band on top.
    expect(shown.height).toBeGreaterThan(shown.width);
    expect(shown.top[0]).toBeGreaterThan(180);
    expect(shown.top[2]).toBeLessThan(80);
    expect(shown.bottom[0]).toBeLessThan(160);
    // The format Chromium picked (AVIF) carries no EXIF, GPS or camera name.
    expect(shown.src).toMatch(/\.avif$/);
    const bytes = Buffer.from(await (await fetch(shown.src)).arrayBuffer()).toString('latin1');
    for (const marker of ['Exif\0\0', 'FixturePhone', 'http://ns.adobe.com/xap']) expect(bytes).not.toContain(marker);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
    // The one upload aborted on purpose is the only failure: its request, and Chromium's console line for it.
    // The service worker's registration is refused here: `wrangler dev` asks the Access header of /admin/sw.js, which the
    // test's extra headers do not reach (the installable admin's own tests cover it).
    const aborted = (p: string) =>
      p.includes('/admin/uploads') ||
      p === 'console error: Failed to load resource: net::ERR_CONNECTION_RESET' ||
      /admin\/sw\.js|fetching the script/.test(p);
    expect(problems.filter((p) => !aborted(p))).toEqual([]);
  });
});

describe('npm run projects', () => {
  it('adds a project with its photos and prints its id and public path; list, publish and remove work; a refused photo adds nothing', async () => {
    const good = join(dir, 'patio.png');
    writeFileSync(good, await plainPhoto('png', 1000, 750));
    const bad = join(dir, 'notes.jpg');
    writeFileSync(bad, renamedText());

    const before = await projects('list');
    expect(before.code).toBe(0);
    const patio = [
      '--service',
      'concrete-patios',
      '--town',
      'vidor',
      '--date',
      '2026-09',
      '--description',
      'A broom-finish patio slab poured behind the house.',
    ];
    const refused = await projects('add', ...patio, '--photo', good, '--photo', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/notes\.jpg: This file is not a JPEG, PNG or WebP photo\.\nNothing was added\./);
    expect((await projects('list')).stdout).toBe(before.stdout);

    const added = await projects('add', ...patio, '--photo', good, '--alt', 'Broom-finish patio in Vidor');
    expect(added.code).toBe(0);
    const id = /Project (\d+) added \(draft\)\./.exec(added.stdout)?.[1];
    const path = /Public page: (\S+)/.exec(added.stdout)?.[1];
    expect(id).toBeDefined();
    expect(path).toBe(`${site.url}/projects/concrete-patios-vidor-2026-09-${id}`);
    expect((await fetch(path!)).status).toBe(404);
    expect((await projects('list')).stdout).toMatch(
      new RegExp(`^${id}\\s+draft\\s+1\\s+Concrete Patios in Vidor, TX \\(September 2026\\)`, 'm'),
    );

    expect((await projects('publish', id!)).code).toBe(0);
    const published = await fetch(path!);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain('alt="Broom-finish patio in Vidor"');

    expect((await projects('remove', id!)).code).toBe(0);
    expect((await fetch(path!)).status).toBe(404);
    expect((await projects('remove', id!)).code).toBe(1);
    expect((await projects('add', '--service', 'concrete-patios')).code).toBe(2);
  });

  it('adds a phone photo stored sideways (EXIF orientation 6) upright: the page and the served variant are portrait', async () => {
    const added = await projects(
      'add',
      '--service',
      'concrete-steps-stairs',
      '--town',
      'winnie',
      '--date',
      '2026-08',
      '--description',
      'Formed and poured three front steps with a broom finish.',
      '--photo',
      phonePhoto,
      '--publish',
    );
    expect(added.code).toBe(0);
    const path = /Public page: (\S+)/.exec(added.stdout)?.[1];
    const img = parse(await (await fetch(path!)).text()).querySelector('picture img')!;
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(Number(img.getAttribute('width')));
    // The bytes served: decoded in Node, taller than wide, with no orientation left to apply.
    const variant = await fetch(new URL(img.getAttribute('src')!, site.url));
    expect(variant.status).toBe(200);
    const meta = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect(meta.height).toBeGreaterThan(meta.width);
    expect(meta.orientation ?? 1).toBe(1);
  });
});

describe('proof up front (issue 28)', () => {
  it('shows the featured project’s cover on home’s first screen at 390 × 844, and no project photo taller than the screen at 1280 × 800', async () => {
    const landscape = join(dir, 'after-3x2.jpg');
    writeFileSync(landscape, await plainPhoto('jpeg', 1800, 1200));
    const portrait = join(dir, 'IMG_0043.JPG');
    writeFileSync(portrait, await phoneJpeg(2400, 1800));
    const before = join(dir, 'before.png');
    writeFileSync(before, await plainPhoto('png', 1000, 750));
    const added = await projects(
      'add',
      ...['--service', 'stamped-concrete', '--town', 'nederland', '--date', '2026-06'],
      ...['--description', 'Stamped a patio in an ashlar slate pattern and sealed it two days later.'],
      ...['--photo', landscape, '--alt', 'Finished stamped patio, seen whole', '--phase', 'after'],
      ...['--photo', before, '--alt', 'The bare yard before the pour', '--phase', 'before'],
      ...['--photo', portrait, '--alt', 'The stamped patio from the back door', '--phase', 'after'],
      ...['--cover', '3', '--featured', '--publish'],
    );
    expect(added.code, added.stderr).toBe(0);
    const path = new URL(/Public page: (\S+)/.exec(added.stdout)![1]!).pathname;

    const phone = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.page.goto(`${site.url}/`);
    const hero = phone.page.getByRole('img', { name: 'The stamped patio from the back door' }).first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await hero.evaluate((img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return { top: r.top, height: r.height, loading: img.loading, priority: img.getAttribute('fetchpriority') };
    });
    console.log(`home at 390 × 844: the hero photo starts at ${Math.round(box.top)} px, ${Math.round(box.height)} px tall`);
    expect(box.top).toBeLessThan(844);
    expect(box.height).toBeGreaterThan(0);
    expect(box.loading).toBe('eager');
    expect(box.priority).toBe('high');
    // The phone menu lists the gallery.
    await phone.page.locator('details[data-menu="mobile"] summary').click();
    expect(await phone.page.locator('details[data-menu="mobile"] nav').getByRole('link', { name: 'Projects' }).isVisible()).toBe(true);
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    const desk = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await desk.page.goto(`${site.url}${path}`);
    const images = desk.page.locator('main picture img');
    expect(await images.count()).toBe(3);
    // Before first, then after.
    expect(await images.first().getAttribute('alt')).toBe('The bare yard before the pour');
    const heights: number[] = [];
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      heights.push(await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().height));
    }
    console.log(`project page at 1280 × 800: photos drawn ${heights.map(Math.round).join(', ')} px tall`);
    for (const height of heights) expect(height).toBeLessThanOrEqual(800);
    expect(desk.problems).toEqual([]);
    await desk.context.close();
    expect((await projects('remove', /Project (\d+) added/.exec(added.stdout)![1]!)).code).toBe(0);
  });
});
