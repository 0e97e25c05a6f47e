import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { phoneJpeg, plainPhoto, renamedText } from '../fixtures/photos';
import { launch, openPage } from './browser';

/**
 * A homeowner attaches photos of the concrete to an estimate request on a
 * phone (390 px), in Chromium against `wrangler dev` with the local R2 bucket
 * and Images binding: with JavaScript (photos scaled in the browser, one
 * removed, sent after the lead) and without it (a multipart post, a refused
 * file sent back beside the field, then sent again without it). The
 * contractor then sees each thumbnail on /admin/leads, upright and without
 * metadata. The site runs in development mode with the local admin key of
 * `npm run admin-token` (never accepted in production).
 */

let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let token = '';
let dir = '';
const files = { phone: '', plain: '', text: '' };

beforeAll(async () => {
  site = await startAdminSite();
  token = site.token;
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'lead-photos-'));
  files.phone = join(dir, 'IMG_2041.JPG');
  writeFileSync(files.phone, await phoneJpeg(3000, 2250));
  files.plain = join(dir, 'IMG_2042.JPG');
  writeFileSync(files.plain, await plainPhoto('jpeg', 1200, 900));
  files.text = join(dir, 'notes.jpg');
  writeFileSync(files.text, renamedText());
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const uniqueEmail = () => `pat.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The thumbnails of the lead with `email`, found on /admin/leads and opened (with the admin token): what the contractor sees. */
async function adminThumbnails(email: string) {
  const admin = await openPage(browser, phone);
  // Signed in with the Access cookie (`npm run admin-token -- --open`), which the admin's service worker fetches carry too.
  await admin.page.goto(`${site.url}/admin/login?token=${encodeURIComponent(token)}`);
  await admin.page.goto(`${site.url}/admin/leads?q=${encodeURIComponent(email)}`);
  // The inbox's row opens the lead's page, where its photos are (issue 37 §7); no row, no lead, no photo.
  const row = admin.page.locator('li[id^=lead-] a[href^="/admin/leads/"]').first();
  if ((await row.count()) > 0) {
    await row.click();
    await admin.page.waitForURL(/\/admin\/leads\/\d+$/);
  }
  const links = admin.page.getByRole('link', { name: /^Photo \d+ of \d+ from lead #\d+, full size$/ });
  const thumbnails = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href') ?? '', src: a.querySelector('img')?.getAttribute('src') ?? '' })),
  );
  return { ...admin, thumbnails };
}

/** The pixels a thumbnail shows once loaded: its natural size and the colours near its top and bottom edges. */
async function shown(page: Page, src: string) {
  const image = page.locator(`img[src="${src}"]`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    g.drawImage(img, 0, 0);
    const top = g.getImageData(Math.floor(img.naturalWidth / 2), 3, 1, 1).data;
    const bottom = g.getImageData(Math.floor(img.naturalWidth / 2), img.naturalHeight - 3, 1, 1).data;
    return { width: img.naturalWidth, height: img.naturalHeight, top: [...top], bottom: [...bottom] };
  });
}

/** The metadata markers a phone's JPEG carries (EXIF, the fixture's camera name, XMP) found in `bytes`. */
const metadataIn = (bytes: Buffer) =>
  ['Exif\0\0', 'FixturePhone', 'http://ns.adobe.com/xap'].filter((marker) => bytes.toString('latin1').includes(marker));

describe('photos with an estimate request', () => {
  it('with JavaScript: scales two photos, one with GPS and a rotation flag, removes one, sends the lead then the photo; the inbox shows it upright without metadata', async () => {
    const { context, page, problems } = await openPage(browser, phone);
    await page.goto(`${site.url}/contact`);
    await hydratePage(page);
    const email = uniqueEmail();
    await page.getByLabel('Full Name').fill('Pat Lee');
    await page.getByLabel('Phone Number').fill('409-555-0188');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Project Details').fill('Sunken walkway by the garage, about 20 feet.');

    const photoField = page.getByLabel('Photos of the area (up to 5)');
    expect(await photoField.getAttribute('accept')).toBe('image/*');
    await photoField.setInputFiles([files.phone, files.plain]);
    await expect.poll(() => page.locator('[data-photo-stage="ready"]').count(), { timeout: 20_000 }).toBe(2);
    // Each chosen photo is previewed from its scaled copy.
    expect(await page.locator('[data-photo-stage] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')?.slice(0, 5)))).toEqual(
      ['blob:', 'blob:'],
    );
    await page.getByRole('button', { name: 'Remove: IMG_2042.JPG' }).click();
    await expect.poll(() => page.locator('[data-photo-stage]').count()).toBe(1);

    const uploads: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/lead-photos')) uploads.push(request.postDataBuffer()?.length ?? 0);
    });
    const leadPost = page.waitForRequest((request) => request.url().endsWith('/contact') && request.method() === 'POST');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Send My Request' }).click();
    // The lead's own post carries no photo, only how many follow.
    const body = (await leadPost).postDataBuffer() ?? Buffer.alloc(0);
    expect(body.length).toBeLessThan(4000);
    expect(body.toString('latin1')).toMatch(/name="photoCount"\r\n\r\n1\r\n/);

    await expect.poll(() => page.getByRole('heading', { name: 'Your photos' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-photo-stage]').getAttribute('data-photo-stage'), { timeout: 20_000 }).toBe('sent');
    expect(await page.locator('[data-photo-stage]').textContent()).toContain('Sent');
    // Scaled in the browser: the 3,000 × 2,250 original leaves at most 2,560 px, re-encoded, smaller than the file.
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeLessThan(readFileSync(files.phone).length);
    expect(problems).toEqual([]);
    await context.close();

    const admin = await adminThumbnails(email);
    expect(admin.thumbnails).toHaveLength(1);
    const [{ href, src }] = admin.thumbnails as [{ href: string; src: string }];
    expect(src).toMatch(/^\/admin\/lead-photos\/[0-9a-f]{8}-[0-9a-f]{16}\/320\.jpg$/);
    // The full view: 1,600 px wide at most (the upright photo is 2,250 px wide).
    expect(href).toBe(src.replace('/320.jpg', '/1600.jpg'));
    const pixels = await shown(admin.page, src);
    // Stored sideways (orientation 6), shown upright: portrait, the amber band on top.
    expect(pixels.height).toBeGreaterThan(pixels.width);
    expect(pixels.top[0]).toBeGreaterThan(180);
    expect(pixels.top[2]).toBeLessThan(80);
    expect(pixels.bottom[0]).toBeLessThan(160);
    for (const path of [src, href]) {
      const answer = await admin.page.request.get(`${site.url}${path}`, { headers: { 'Cf-Access-Jwt-Assertion': token } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
      expect(metadataIn(await answer.body())).toEqual([]);
    }
    // Behind Access: without the token, nothing.
    expect((await fetch(`${site.url}${src}`)).status).toBe(403);
    // A favicon request cut short by the next navigation is no problem of the page.
    expect(admin.problems.filter((p) => !/favicon\.\w+ net::ERR_ABORTED/.test(p))).toEqual([]);
    await admin.context.close();
  });

  it('without JavaScript: a refused file sends the form back with every value kept and a message beside the field; sent again without it, the lead keeps its photo', async () => {
    const { context, page } = await openPage(browser, { ...phone, javaScriptEnabled: false });
    await page.goto(`${site.url}/quote`);
    const email = uniqueEmail();
    await page.getByLabel('First Name').fill('Ana');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Project Description').fill('Cracked driveway, two slabs sunk.');
    await page.getByLabel('Photos of the area (up to 5)').setInputFiles([files.plain, files.text]);
    const refused = page.waitForResponse((response) => response.url().includes('/quote') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    expect((await refused).status()).toBe(422);
    await expect
      .poll(() => page.locator('#quote-photos-error').textContent())
      .toBe('notes.jpg: This file is not a JPEG, PNG or WebP photo.');
    expect(await page.getByLabel('Photos of the area (up to 5)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ana');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Project Description').inputValue()).toBe('Cracked driveway, two slabs sunk.');
    // Nothing was stored.
    expect((await adminThumbnails(email)).thumbnails).toEqual([]);

    await page.getByLabel('Photos of the area (up to 5)').setInputFiles([files.plain]);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await page.waitForURL(/\/quote\/thank-you#form-heading$/);
    await context.close();

    const admin = await adminThumbnails(email);
    expect(admin.thumbnails).toHaveLength(1);
    const answer = await admin.page.request.get(`${site.url}${admin.thumbnails[0]?.href}`, {
      headers: { 'Cf-Access-Jwt-Assertion': token },
    });
    expect(answer.status()).toBe(200);
    expect(metadataIn(await answer.body())).toEqual([]);
    await admin.context.close();
  });
});
