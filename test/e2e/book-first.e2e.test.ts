import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launch, openPage } from './browser';

/**
 * Issue 37, the homeowner's side, in Chromium at 390 × 844 (a phone), both editions: booking in one tap from the
 * first screen, towns as people write them on /book, the lead forms' thank-you without alert(), the booking's
 * source with and without JavaScript, and the booking's own page (later weeks, cancel asks once, no action bar).
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SUCCESS = 'Thank you for your inquiry! We will contact you within 24 hours.';
const SUCCESS_ES = '¡Gracias por escribirnos! Nos comunicaremos con usted en un plazo de 24 horas.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The links to `bookPath` drawn inside the first screen: each one's box, and whether it is the element drawn at its
 * centre (not covered by another).
 */
const bookLinksOnFirstScreen = (page: Page, bookPath: string) =>
  page.evaluate((target) => {
    return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.getAttribute('href') === target)
      .map((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { top: r.top, bottom: r.bottom, height: r.height, width: r.width, drawn: !!hit && a.contains(hit) };
      })
      .filter((box) => box.width > 0 && box.top >= 0 && box.bottom <= innerHeight && box.drawn);
  }, bookPath);

describe('booking in one tap from the first screen', () => {
  it.each([
    ['/', '/book'],
    ['/es', '/es/book'],
    ['/nederland-tx-concrete-contractors', '/book'],
    ['/es/nederland-tx-concrete-contractors', '/es/book'],
    ['/concrete-driveways', '/book'],
    ['/es/concrete-driveways', '/es/book'],
  ])('%s shows a link to %s at least 44 px tall on the first screen', async (path, book) => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(baseUrl() + path);
    const links = await bookLinksOnFirstScreen(page, book);
    expect(links.length, JSON.stringify(links)).toBeGreaterThan(0);
    expect(Math.max(...links.map((l) => l.height))).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  it("home's hero has Book a visit as its first button, and the quote form stays one tap away", async () => {
    for (const [path, book, label] of [
      ['/', '/book', 'Book a visit'],
      ['/es', '/es/book', 'Agende una visita'],
    ] as const) {
      const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
      await page.goto(baseUrl() + path);
      const first = page.locator('main section').first().locator('a').first();
      expect(await first.getAttribute('href')).toBe(book);
      expect((await first.textContent())?.trim()).toBe(label);
      expect(await page.locator('main section').first().locator('a[href$="#estimate-form"]').count()).toBe(1);
      // The phone action bar: Call beside Book a visit.
      const bar = page.locator('nav[data-action-bar] a');
      expect(await bar.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['tel:+14095550100', book]);
      await context.close();
    }
  });

  it('a town page to a booked visit: one tap on the first screen lands on the form', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/nederland-tx-concrete-contractors`);
    const scrolled = await page.evaluate(() => window.scrollY);
    await Promise.all([page.waitForURL('**/book'), page.locator('nav[data-action-bar] a[href="/book"]').click()]);
    expect(scrolled).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Book a free on-site estimate');
    await context.close();
  });
});

/** Cancels the booking whose page is shown (its Cancel asks once: open, then confirm), to free its window. */
async function cancelVisit(page: Page) {
  await page.locator('main details summary').click();
  await Promise.all([page.waitForLoadState('load'), page.locator('main details form button[type=submit]').click()]);
}

/** A phone of its own for each booking (a phone holds at most two live bookings). */
let phones = 50;

/** Fills the visit's form with `town` and the first window offered, and sends it. */
async function bookWith(page: Page, town: string) {
  await page.locator('input[name=window]:not([disabled])').first().check();
  await page.locator('#book-name').fill('Alex Moreno');
  await page.locator('#book-phone').fill(`409-555-01${phones++}`);
  await page.locator('#book-street').fill('2210 McFaddin Ave');
  await page.locator('#book-town').fill(town);
  await Promise.all([page.waitForLoadState('load'), page.locator('form[method=post] button[type=submit]').click()]);
}

describe('towns as people write them on /book', () => {
  it.each([
    ['/book', 'Nederland, TX', 'Nederland', 'Your visit is booked'],
    ['/book', 'Nederland TX 77627', 'Nederland', 'Your visit is booked'],
    ['/es/book', 'groves', 'Groves', 'Su visita está agendada'],
    ['/es/book', '77627', 'Nederland', 'Su visita está agendada'],
  ])('%s books "%s" as %s', async (path, typed, town, heading) => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(baseUrl() + path);
    await bookWith(page, typed);
    await page.waitForURL(/\/book\/[A-Za-z0-9_-]{22}$/);
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(await page.locator('dd').nth(1).textContent()).toBe(`2210 McFaddin Ave, ${town}`);
    // Leave the window free for the other tests.
    await cancelVisit(page);
    await page.waitForLoadState('load');
    await context.close();
  });

  it.each([
    ['/book', 'Houston, TX 77002', 'We do not visit that town for online bookings. Call us at (409) 555-0100'],
    ['/es/book', 'Lake Charles', 'Por ahora no agendamos visitas en línea en esa ciudad. Llámenos al (409) 555-0100'],
  ])('%s refuses "%s": a summary at the top takes focus, the message and a Call button beside the field', async (path, typed, words) => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(baseUrl() + path);
    await bookWith(page, typed);
    // The browser moves focus to an autofocus element at its next rendering update after the answer loads, and
    // waitForLoadState can resolve on the page before the post: wait for the answer's summary to hold the focus (a
    // summary that never takes it still fails here, after 10 s).
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-error-summary') === true, null, { timeout: 10_000 });
    const focused = await page.evaluate(() => {
      const el = document.activeElement!;
      const r = el.getBoundingClientRect();
      return { summary: el.hasAttribute('data-error-summary'), text: el.textContent ?? '', top: r.top, bottom: r.bottom };
    });
    expect(focused.summary).toBe(true);
    expect(focused.text).toContain(words);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.top).toBeLessThan(844);
    expect(await page.locator('#book-town-error').textContent()).toContain(words);
    expect(await page.locator('#book-town').inputValue()).toBe(typed);
    // A Call button in the summary and one under the field.
    expect(await page.locator('[data-error-summary] a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('form[method=post] a[href^="tel:"]').count()).toBe(2);
    await context.close();
  });
});

describe('the lead forms: no alert(), nothing typed in the console', () => {
  it.each([
    ['/contact', SUCCESS],
    ['/es/contact', SUCCESS_ES],
  ])('%s shows the thank-you panel with the spec’s words', async (path, words) => {
    const { context, page, logs } = await openPage(browser, PHONE);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await gotoHydrated(page, path);
    await page.locator('#contact-name').fill('Pat Nguyen');
    await page.locator('#contact-phone').fill('409-555-0142');
    await page.locator('#contact-email').fill('pat@example.com');
    await page.locator('#contact-message').fill('A new driveway, about 20 by 40 feet.');
    await page.locator('form[method=post] button[type=submit]').click();
    const panel = page.locator('[role="status"] h3');
    await panel.waitFor();
    expect(await panel.textContent()).toBe(words);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(words);
    expect(dialogs).toBe(0);
    expect(logs.map((m) => m.text()).filter((text) => /Pat Nguyen|409-555-0142|pat@example\.com/.test(text))).toEqual([]);
    await context.close();
  });
});

describe("a booking's source", () => {
  /** The source fields of the /book post `request`. */
  const sourceOf = (request: Request) => {
    const body = new URLSearchParams(request.postData() ?? '');
    return Object.fromEntries([...body].filter(([name]) => name.startsWith('src_') || name.startsWith('utm_')));
  };

  it('without JavaScript: the page the visitor came from, the UTM values and "direct" go with the post', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/nederland-tx-concrete-contractors?utm_source=gbp&utm_medium=organic`);
    await Promise.all([page.waitForURL('**/book'), page.locator('nav[data-action-bar] a[href="/book"]').click()]);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/book');
    await bookWith(page, 'Beaumont');
    expect(sourceOf(await posted)).toEqual({
      src_page: '/book',
      src_landing: '/nederland-tx-concrete-contractors',
      src_ref: 'unknown',
      utm_source: 'gbp',
      utm_medium: 'organic',
    });
    await page.waitForURL(/\/book\/[A-Za-z0-9_-]{22}$/);
    await cancelVisit(page);
    await context.close();
  });

  it('with JavaScript (Spanish): the visit’s landing page and UTM values from the beacon', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/es/nederland-tx-concrete-contractors?utm_source=facebook&utm_campaign=fall`);
    await page.waitForFunction(() => sessionStorage.length > 0);
    await Promise.all([page.waitForURL('**/es/book'), page.locator('nav[data-action-bar] a[href="/es/book"]').click()]);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/beacon-')));
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/book');
    await bookWith(page, 'Beaumont');
    const source = sourceOf(await posted);
    expect(source).toMatchObject({
      src_page: '/es/book',
      src_landing: '/es/nederland-tx-concrete-contractors',
      src_ref: 'direct',
      utm_source: 'facebook',
      utm_campaign: 'fall',
      src_device: 'phone',
    });
    await page.waitForURL(/\/es\/book\/[A-Za-z0-9_-]{22}$/);
    await cancelVisit(page);
    await context.close();
  });
});

describe("the booking's own page", () => {
  it.each([
    ['/book', 'Later week', 'Cancel the visit', 'Yes, cancel the visit', 'This visit is cancelled. The window is free again.'],
    ['/es/book', 'Semana siguiente', 'Cancelar la visita', 'Sí, cancelar la visita', 'Su visita quedó cancelada'],
  ])(
    '%s: no action bar; later weeks reachable to reschedule; cancel asks once (no JavaScript)',
    async (path, later, cancel, confirm, cancelled) => {
      const { context, page } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
      await page.goto(baseUrl() + path);
      expect(await page.locator('nav[data-action-bar]').isVisible()).toBe(false);
      await bookWith(page, 'Vidor');
      await page.waitForURL(/\/book\/[A-Za-z0-9_-]{22}$/);
      const own = page.url();
      expect(await page.locator('nav[data-action-bar]').isVisible()).toBe(false);
      // Later weeks: two taps on the link show windows two weeks on.
      const firstDay = await page.locator('#reschedule ~ form input[name=window]').first().getAttribute('value');
      await page.getByRole('link', { name: later }).click();
      await page.getByRole('link', { name: later }).click();
      const week = /\?week=(\d{4}-\d{2}-\d{2})#reschedule$/.exec(page.url())?.[1];
      expect(week).toBeDefined();
      // Two weeks on from today, and the windows shown are from that week.
      expect(Date.parse(week!) - Date.now()).toBeGreaterThan(12 * 24 * 3600 * 1000);
      const laterDay = await page.locator('#reschedule ~ form input[name=window]').first().getAttribute('value');
      expect(laterDay!.slice(0, 10) >= week!).toBe(true);
      expect(Date.parse(laterDay!)).toBeGreaterThan(Date.parse(firstDay!));
      // Move to that later window.
      await page.locator('#reschedule ~ form input[name=window]').first().check();
      await page.locator('#reschedule ~ form button[type=submit]').click();
      await page.waitForURL(own);
      expect(await page.locator('dd').first().textContent()).toContain(
        new Intl.DateTimeFormat(path === '/book' ? 'en-US' : 'es-US', { day: 'numeric', timeZone: 'America/Chicago' }).format(
          new Date(laterDay!),
        ),
      );
      // Cancel asks once: the first tap only asks.
      expect(await page.getByRole('button', { name: confirm }).isVisible()).toBe(false);
      await page.locator('summary', { hasText: cancel }).click();
      expect(await page.locator('h1').textContent()).not.toBe(cancelled);
      await page.getByRole('button', { name: confirm }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe(cancelled);
      await context.close();
    },
  );
});
