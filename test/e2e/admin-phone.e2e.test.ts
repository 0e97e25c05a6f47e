import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { hydratePage } from '../../scripts/chromium.mjs';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { plainPhoto } from '../fixtures/photos';
import { launch, openPage } from './browser';

/**
 * The admin as a phone app (issue 37 §7, §8, §9, §11), in Chromium at
 * 390 × 844 against `wrangler dev`: six quote requests seeded, moved along
 * the pipeline; /admin/leads shows five leads on its first screen, the bottom
 * bar is at most 64 px with the current page marked, no admin element scrolls
 * sideways, Quoted → Lost is accepted, a visit booked by hand lands on
 * /admin/calendar, /admin/insights shows the won dollars on its first screen,
 * and the project form with two long-named photos stays inside the screen.
 * Screenshots go to SHOTS_DIR (default /tmp/shots), named with SHOTS_TAG.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const TAG = process.env.SHOTS_TAG ?? 'after';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
let dir = '';
const ids: number[] = [];
const RUN = crypto.randomUUID().slice(0, 5);

/** Posts a status change as the status form does. */
async function setStatus(id: number, fields: Record<string, string>) {
  const response = await fetch(`${site.url}/admin/leads/${id}/status`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site.url,
      'Cf-Access-Jwt-Assertion': site.token,
      Accept: 'application/json',
    },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'admin-phone-'));
  writeFileSync(join(dir, `before-the-driveway-was-poured-in-nederland-texas-${'x'.repeat(40)}.jpg`), await plainPhoto('jpeg', 1200, 900));
  writeFileSync(
    join(dir, `after-the-broom-finish-driveway-was-cured-in-nederland-${'y'.repeat(40)}.jpg`),
    await plainPhoto('jpeg', 1600, 1200),
  );
  const towns = ['Nederland', 'Beaumont', 'Port Arthur', 'Groves', 'Vidor', 'Lumberton'];
  for (const [i, town] of towns.entries()) {
    const posted = await fetch(`${site.url}/quote`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site.url,
        'CF-Connecting-IP': `198.51.100.${i + 10}-${RUN}`,
      },
      body: new URLSearchParams({
        lang: 'en',
        firstName: ['Maria', 'James', 'Linh', 'Robert', 'Ana', 'David'][i]!,
        lastName: `Phone${RUN}${i}`,
        email: `lead${i}@example.com`,
        phone: `(409) 555-01${20 + i}`,
        address: `${310 + i} Twin City Hwy, ${town}`,
        service: '',
        description: 'A new driveway, about 600 square feet, with a broom finish and a long story about the old one cracking.',
      }).toString(),
    });
    expect(posted.status).toBe(303);
  }
  const list = await (await fetch(`${site.url}/admin/leads?q=Phone${RUN}`, { headers: { 'Cf-Access-Jwt-Assertion': site.token } })).text();
  ids.push(...new Set([...list.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]))));
  ids.sort((a, b) => a - b);
  expect(ids).toHaveLength(6);
  await setStatus(ids[1]!, { status: 'contacted' });
  await setStatus(ids[2]!, { status: 'quoted', amount: '3900' });
  await setStatus(ids[3]!, { status: 'won', amount: '5200' });
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A signed-in phone page (the local token in the Access cookie, as `npm run admin-token -- --open` does). */
async function adminPhone() {
  const opened = await openPage(browser, PHONE);
  await opened.page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
  return opened;
}

/**
 * The elements that scroll sideways: the document wider than the screen, and every element whose content is
 * wider than its box (scrollWidth > clientWidth) or that reaches past the screen's right edge. Left out: what is
 * visually hidden (clipped: the screen-reader-only texts, the tables' header row on a phone), and a line cut with
 * an ellipsis (`text-overflow: ellipsis`, which shows that it is cut and cannot be scrolled).
 */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    const clipped = (element: Element | null): boolean => {
      for (let e = element; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.clientWidth === 0 || element.closest('template, datalist, select, option, svg')) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') continue;
      if (element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > root.clientWidth + 1) {
        if (clipped(element)) continue;
        wide.push(
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)} ${element.scrollWidth}/${element.clientWidth}`,
        );
      }
    }
    return wide;
  });

describe('the admin on a 390 × 844 phone', () => {
  it('shows five leads on the first screen of /admin/leads under a pipeline summary, and a bottom bar ≤ 64 px marking Leads', async () => {
    const { page } = await adminPhone();
    await page.goto(`${site.url}/admin/leads`);
    await page.screenshot({ path: `${SHOTS}/i37-leads-390-${TAG}.png` });
    const onFirstScreen = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/admin/leads/"]')].filter((a) => {
          const box = a.getBoundingClientRect();
          return box.height > 0 && box.bottom <= window.innerHeight - 64;
        }).length,
    );
    expect(onFirstScreen).toBeGreaterThanOrEqual(5);
    // Each row at most 88 px tall.
    const heights = await page.locator('li[id^=lead-]').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBe(6);
    for (const height of heights) expect(height).toBeLessThanOrEqual(88);
    // The pipeline at the top: each stage with its count and dollars (the won lead's $5,200).
    const stages = page.getByRole('list', { name: 'Pipeline' });
    expect(await stages.getByRole('link', { name: /Won: \d+ leads?, \$[\d,]+/ }).count()).toBe(1);
    expect(await stages.textContent()).toContain('$5,200');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(await nav.locator('[aria-current="page"]').textContent()).toContain('Leads');
    expect(await sideways(page)).toEqual([]);
  });

  it('lets no element of any admin page scroll sideways at 390 px', async () => {
    const { page } = await adminPhone();
    const paths = [
      '/admin/leads',
      `/admin/leads/${ids[2]}`,
      '/admin/insights',
      '/admin/insights?days=90',
      '/admin/calendar',
      '/admin/projects',
      '/admin/projects/new',
      '/admin/notifications',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(site.url + path);
      const wide = await sideways(page);
      if (wide.length) found[path] = wide;
    }
    expect(found).toEqual({});
  });

  it('moves a Quoted lead to Lost, returns to the form with the message beside it, and has one-tap next stages', async () => {
    const { page } = await adminPhone();
    await page.goto(`${site.url}/admin/leads/${ids[2]}`);
    await page.screenshot({ path: `${SHOTS}/i37-lead-390-${TAG}.png` });
    await page.getByRole('radio', { name: 'Lost' }).check();
    await page.getByLabel(/Why it was lost/).selectOption('price');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/saved=status/);
    expect(new URL(page.url()).hash).toBe('#status-form');
    const message = page.locator('#status-form [role="status"]');
    expect(await message.textContent()).toContain('Saved: Lost.');
    const box = (await message.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // A new lead moves on with one tap.
    await page.goto(`${site.url}/admin/leads/${ids[4]}`);
    await page.getByRole('button', { name: 'Mark Contacted' }).click();
    await page.waitForURL(/saved=status/);
    expect(await page.locator('#status-form [role="status"]').textContent()).toContain('Saved: Contacted.');
  });

  it('books a visit by hand with a date and a time, and the visit is on /admin/calendar', async () => {
    const { page } = await adminPhone();
    await page.goto(`${site.url}/admin/leads/${ids[1]}`);
    await page.getByRole('radio', { name: 'Visit booked' }).check();
    // Three days from now, inside the calendar's two weeks (a day in America/Chicago, as the form reads it).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now() + 3 * 86_400_000);
    await page.getByLabel('Visit date').fill(day);
    await page.getByLabel('Arrival from').fill('10:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/saved=status/);
    expect(await page.locator('#status-form [role="status"]').textContent()).toContain('Saved: Visit booked.');
    await page.goto(`${site.url}/admin/calendar`);
    const visit = page.locator(`#day-${day} li`, { hasText: `James Phone${RUN}1` });
    expect(await visit.textContent()).toContain('10:00');
    await visit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/i37-calendar-390-${TAG}.png` });
  });

  it('offers Saturday from 9:00 and keeps the settings one tap away with "Saved" beside the button', async () => {
    const { page } = await adminPhone();
    await page.goto(`${site.url}/admin/calendar`);
    const settings = page.getByRole('link', { name: 'Hours and settings' });
    expect((await settings.boundingBox())!.y).toBeLessThan(844 - 64);
    await settings.click();
    // Each weekday has its own hours, from the business hours: Saturday opens at 9.
    expect(await page.getByLabel('Saturday first window').inputValue()).toBe('09:00');
    expect(await page.getByLabel('Monday first window').inputValue()).toBe('08:00');
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.waitForURL(/saved=settings/);
    const saved = page.locator('#settings [role="status"]');
    expect(await saved.textContent()).toBe('Saved.');
    const box = (await saved.boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Save settings' }).boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - (button.y + button.height / 2))).toBeLessThan(48);
    // /book offers the next Saturday from 9:00 AM, and its first window at 9.
    const saturday = new Date();
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7) + 7);
    const day = saturday.toISOString().slice(0, 10);
    const book = await (await fetch(`${site.url}/book?week=${day}`)).text();
    const starts = [...book.matchAll(new RegExp(`value="${day}T(\\d{2}):00:00-0[56]:00"`, 'g'))].map((m) => m[1]);
    expect(starts).toEqual(['09', '11']);
  });

  it('shows requests, visits, jobs won, dollars won and cost per job won on the first screen of /admin/insights', async () => {
    const { page } = await adminPhone();
    const spend = await fetch(`${site.url}/admin/insights/spend?days=30`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, 'Cf-Access-Jwt-Assertion': site.token },
      body: new URLSearchParams({ source: 'not recorded', month: new Date().toISOString().slice(0, 7), amount: '300' }).toString(),
    });
    expect(spend.status).toBe(303);
    await page.goto(`${site.url}/admin/insights?days=30`);
    await page.screenshot({ path: `${SHOTS}/i37-insights-390-${TAG}.png` });
    for (const label of ['Requests', 'Visits booked', 'Jobs won', 'Dollars won', 'Cost per job won']) {
      const figure = page.locator('#at-a-glance + * dt, [aria-labelledby="at-a-glance"] dt', { hasText: new RegExp(`^${label}$`) }).first();
      const box = await figure.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box!.y + box!.height, label).toBeLessThanOrEqual(844 - 64);
    }
    expect(await page.locator('[aria-labelledby="at-a-glance"]').textContent()).toContain('$5,200');
    // Sources as cards: no table wider than the screen, and a pro-rated spend says so.
    expect(await page.locator('[aria-labelledby="revenue-by-source"] table').count()).toBe(0);
    expect(await page.locator('[aria-labelledby="revenue-by-source"]').textContent()).toMatch(/pro-rated to the period's \d+ of \d+ days/);
    expect(await sideways(page)).toEqual([]);
  });

  it('keeps the project form inside the screen with two long-named photos, offline and online', async () => {
    const { context, page } = await adminPhone();
    await page.goto(`${site.url}/admin/projects/new`);
    await hydratePage(page);
    await page
      .getByLabel('Add photos')
      .setInputFiles([
        join(dir, `before-the-driveway-was-poured-in-nederland-texas-${'x'.repeat(40)}.jpg`),
        join(dir, `after-the-broom-finish-driveway-was-cured-in-nederland-${'y'.repeat(40)}.jpg`),
      ]);
    await expect.poll(() => page.locator('[data-photo-stage]').count(), { timeout: 20_000 }).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toEqual([]);
    // Offline, the photos wait on the phone: their rows stay inside the screen too.
    await page.goto(`${site.url}/admin/projects/new`);
    await hydratePage(page);
    await context.setOffline(true);
    await page
      .getByLabel('Add photos')
      .setInputFiles([
        join(dir, `before-the-driveway-was-poured-in-nederland-texas-${'x'.repeat(40)}.jpg`),
        join(dir, `after-the-broom-finish-driveway-was-cured-in-nederland-${'y'.repeat(40)}.jpg`),
      ]);
    await expect
      .poll(() => page.locator('[data-photo-stage]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-photo-stage'))), {
        timeout: 20_000,
      })
      .toEqual(['waiting', 'waiting']);
    await page.screenshot({ path: `${SHOTS}/i37-project-form-offline-390-${TAG}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toEqual([]);
    await context.setOffline(false);
  });

  it('keeps eight-digit dollars whole on the stage cards and the glance (issue 48)', async () => {
    // A won job of $9,999,999 puts Won's total and the glance's dollars won past 8 digits.
    await setStatus(ids[5]!, { status: 'won', amount: '9999999' });
    const { page } = await adminPhone();
    await page.goto(`${site.url}/admin/leads`);
    await page.screenshot({ path: `${SHOTS}/i48-stages-390-${TAG}.png` });
    const won = page.locator('ul[aria-label=Pipeline] a[href$="status=won"] span').last();
    expect(await won.textContent()).toMatch(/^\$\d+(\.\d)?M$/);
    // Nothing cut: the text fits its box.
    expect(await won.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.goto(`${site.url}/admin/insights?days=30`);
    await page.screenshot({ path: `${SHOTS}/i48-glance-390-${TAG}.png` });
    const figures = page.locator('[aria-labelledby="at-a-glance"] dt + dd');
    expect(await figures.count()).toBeGreaterThanOrEqual(5);
    // Each figure on one line (never broken inside "$10,005,199"), inside its card.
    for (const figure of await figures.all()) {
      const fits = await figure.evaluate((el) => {
        const line = Number.parseFloat(getComputedStyle(el).lineHeight);
        return {
          text: el.textContent,
          oneLine: el.getBoundingClientRect().height < line * 1.5,
          inside: el.scrollWidth <= el.clientWidth + 1,
        };
      });
      expect(fits, fits.text ?? '').toMatchObject({ oneLine: true, inside: true });
    }
    expect(await page.locator('[aria-labelledby="at-a-glance"]').textContent()).toContain('$10,005,199');
    expect(await sideways(page)).toEqual([]);
  });
});
