import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { findPages } from '../../scripts/site-pages.mjs';
import { plainPhoto, renamedText } from '../fixtures/photos';
import { baseUrl, launch, openPage } from './browser';

/**
 * No page of either edition, and no file name of any length, makes a page
 * wider than the screen (issue 28, section 2): in Chromium, at 320 and 390 px
 * as a phone (isMobile, deviceScaleFactor 2) and at 1,024 and 1,280 px on a desktop
 * or a tablet held sideways,
 * `document.documentElement.scrollWidth` stays within the width set. A phone
 * browser widens its layout viewport to fit wide content, so `innerWidth`
 * would grow with the page: the width set is the yardstick. Pages: every path
 * of /sitemap.xml, the thank-you pages of both forms in both editions, the
 * refused-post pages (403, 415 and a 422 form sent back) and the 404. Then
 * the estimate forms at phone widths with photos named with 60 characters:
 * with JavaScript (the island's photo list, its Remove buttons fully on
 * screen, the thank-you panel with the photos' progress) and without it
 * (a refused file named beside the field, the thank-you page).
 */

const WIDTHS = [320, 390, 1024, 1280] as const;
const PHONE_WIDTHS = [320, 390] as const;
/** 60 characters, no space: where a phone's camera name would run off the screen. */
const LONG_NAMES = [
  'IMG_20261124_101512_concrete_driveway_crack_by_the_garage.jpg',
  'PXL_20261124_101544123_sunken_sidewalk_slab_near_the_porch.jpg',
];
const LONG_TEXT_NAME = 'driveway_notes_from_the_homeowner_about_the_cracked_slab.jpg';

/** The context options of a screen `width` px wide: a phone below 1,024 px (touch, 2 device pixels a CSS pixel), else a desktop. */
const screen = (width: number): BrowserContextOptions =>
  width < 1024
    ? { viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width, height: 900 } };

/**
 * How wide the page is (`scrollWidth` of the root) and, when wider than
 * `width`, the elements that reach past it (tag, class, first words), the
 * innermost first: what a failure names.
 */
function measure(page: Page, width: number) {
  return page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    const past =
      scrollWidth <= limit
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((el) => el.checkVisibility() && el.getBoundingClientRect().right > limit + 0.5 && !el.querySelector('*:not(svg *)'))
            .slice(0, 4)
            .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth, past };
  }, width);
}

/** Prints how wide the page is and asserts it is at most `width` px (the elements that reach past it in the failure's message). */
async function expectFits(page: Page, width: number, label: string) {
  const { scrollWidth, past } = await measure(page, width);
  console.log(`${label} at ${width} px: ${scrollWidth} px wide`);
  expect(scrollWidth, past.join('; ')).toBeLessThanOrEqual(width);
}

/** Pages where the root is wider than `width`, with what reaches past it: `[]` when every page fits. */
async function tooWide(page: Page, width: number, paths: string[], open: (path: string) => Promise<unknown>) {
  const wide: { path: string; scrollWidth: number; past: string[] }[] = [];
  for (const path of paths) {
    await open(path);
    const { scrollWidth, past } = await measure(page, width);
    if (scrollWidth > width) wide.push({ path, scrollWidth, past });
  }
  return wide;
}

/** The refused posts: each status, from each form of each edition (the page's path is the post's Referer, whose edition an early refusal answers in). */
const REFUSED = ([403, 415, 422] as const).flatMap((status) =>
  ['/contact', '/quote', '/es/contact', '/es/quote'].map((from) => ({ status, from, name: `${status} from ${from}` })),
);

/**
 * Posts from the form page `from` to its form's action, as a browser
 * navigation, and waits for the answer's page to load; resolves to its
 * status. 415 and 422 are real form submissions from the page (one as
 * `text/plain`, the other urlencoded with a 60-character email address and
 * nothing else); 403 is a navigation rewritten to a POST from another
 * origin (a page of ours cannot send one).
 */
async function postRefused(page: Page, { status, from }: (typeof REFUSED)[number]) {
  const action = `${baseUrl()}/${from.endsWith('contact') ? 'contact' : 'quote'}`;
  const lang = from.startsWith('/es') ? 'es' : 'en';
  if (status === 403) {
    await page.route(action, (route) =>
      route.continue({
        method: 'POST',
        headers: {
          ...route.request().headers(),
          origin: 'https://elsewhere.example',
          referer: baseUrl() + from,
          'content-type': 'application/x-www-form-urlencoded',
        },
        postData: `lang=${lang}`,
      }),
    );
    const response = await page.goto(action);
    await page.unrouteAll();
    return response?.status();
  }
  await page.goto(baseUrl() + from);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().isNavigationRequest());
  const loaded = page.waitForEvent('framenavigated');
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action, enctype });
      for (const [name, value] of Object.entries(fields))
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    {
      action,
      enctype: status === 415 ? 'text/plain' : 'application/x-www-form-urlencoded',
      fields: { lang, email: `${'x'.repeat(48)}@example.com` },
    },
  );
  const answered = (await answer).status();
  await loaded;
  await page.waitForLoadState('load');
  return answered;
}

let browser: Browser;
let pages: string[] = [];
let dir = '';
const photos: string[] = [];
let notAPhoto = '';

beforeAll(async () => {
  browser = await launch();
  const found: { paths: string[] } = await findPages(baseUrl());
  pages = [
    ...found.paths,
    ...['/contact/thank-you', '/quote/thank-you', '/es/contact/thank-you', '/es/quote/thank-you', '/contact/thank-you?photos=not-kept'],
    ...['/es/quote/thank-you?photos=not-kept', '/no-such-page-here', '/es/no-such-page-here'],
  ];
  dir = mkdtempSync(join(tmpdir(), 'overflow-'));
  for (const [i, name] of LONG_NAMES.entries()) {
    const file = join(dir, name);
    writeFileSync(file, await plainPhoto('jpeg', 1200 + i * 100, 900));
    photos.push(file);
  }
  notAPhoto = join(dir, LONG_TEXT_NAME);
  writeFileSync(notAPhoto, renamedText());
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(WIDTHS)('at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser, screen(width)));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('every page of the sitemap in both editions, the thank-you pages and the 404 fit the screen', { timeout: 120_000 }, async () => {
    expect(pages.filter((p) => p.startsWith('/es')).length).toBeGreaterThan(40);
    expect(pages.filter((p) => !p.startsWith('/es')).length).toBeGreaterThan(40);
    const wide = await tooWide(page, width, pages, (path) => page.goto(baseUrl() + path));
    expect(wide).toEqual([]);
  });

  it('the pages of refused posts (403, 415, 422) fit the screen, in both languages', async () => {
    const statuses: number[] = [];
    const byName = new Map(REFUSED.map((post) => [post.name, post]));
    const wide = await tooWide(
      page,
      width,
      REFUSED.map(({ name }) => name),
      async (name) => statuses.push((await postRefused(page, byName.get(name)!)) ?? 0),
    );
    expect(statuses).toEqual(REFUSED.map(({ status }) => status));
    expect(wide).toEqual([]);
  });
});

/** Fills the required fields of `form` (the English or Spanish labels) with short values. */
async function fill(page: Page, form: 'contact' | 'quote') {
  const email = `pat.${crypto.randomUUID().slice(0, 8)}@example.com`;
  if (form === 'contact') {
    await page.locator('#contact-name').fill('Pat Lee');
    await page.locator('#contact-phone').fill('409-555-0188');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-message').fill('Sunken walkway by the garage.');
  } else {
    await page.locator('#quote-firstName').fill('Pat');
    await page.locator('#quote-email').fill(email);
    await page.locator('#quote-description').fill('Cracked driveway, two slabs sunk.');
  }
}

/** Where the buttons named "Remove: …" / "Quitar: …" / "Try again: …" are, left and right edges in CSS px. */
const buttonEdges = (page: Page) =>
  page
    .locator('[data-photo-stage] button')
    .evaluateAll((buttons) => buttons.map((b) => ({ left: b.getBoundingClientRect().left, right: b.getBoundingClientRect().right })));

describe.each(PHONE_WIDTHS)('the estimate forms with 60-character file names at %i px', (width) => {
  it.each(['/contact', '/quote', '/es/contact'])(
    '%s with JavaScript: the photo list, its Remove buttons and the thank-you panel stay on screen',
    { timeout: 60_000 },
    async (path) => {
      const form = path.endsWith('contact') ? 'contact' : 'quote';
      const { context, page, problems } = await openPage(browser, screen(width));
      await page.goto(baseUrl() + path);
      await hydratePage(page);
      await fill(page, form);
      await page.locator(`#${form}-photos`).setInputFiles(photos);
      await expect.poll(() => page.locator('[data-photo-stage="ready"]').count(), { timeout: 20_000 }).toBe(2);
      // The full name stays available to a screen reader in the button's name.
      expect(
        await page.locator('[data-photo-stage] button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')?.split(': ')[1])),
      ).toEqual(LONG_NAMES);
      await expectFits(page, width, `${path} with two photos`);
      for (const { left, right } of await buttonEdges(page)) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(width);
      }

      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator(`form button[type="submit"]`).click();
      await expect.poll(() => page.locator('[data-photo-stage="sent"]').count(), { timeout: 30_000 }).toBe(2);
      await expect(page.getByRole('status').count()).resolves.toBe(1);
      await expectFits(page, width, `${path}, thank-you panel`);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(['/quote', '/es/contact'])(
    '%s without JavaScript: a refused long-named file, its message and the thank-you page stay on screen',
    { timeout: 60_000 },
    async (path) => {
      const form = path.endsWith('contact') ? 'contact' : 'quote';
      const { context, page } = await openPage(browser, { ...screen(width), javaScriptEnabled: false });
      await page.goto(baseUrl() + path);
      await fill(page, form);
      await page.locator(`#${form}-photos`).setInputFiles([...photos, notAPhoto]);
      await expectFits(page, width, `${path} with three files chosen`);
      const refused = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.locator(`form button[type="submit"]`).click();
      expect((await refused).status()).toBe(422);
      await expect.poll(() => page.locator(`#${form}-photos-error`).textContent()).toContain(LONG_TEXT_NAME);
      await expectFits(page, width, `${path} sent back with the refused file`);

      await page.locator(`#${form}-photos`).setInputFiles(photos);
      await page.locator(`form button[type="submit"]`).click();
      await page.waitForURL(/\/thank-you#form-heading$/);
      await expectFits(page, width, `${path}, thank-you page`);
      await context.close();
    },
  );
});
