import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launch, openPage } from './browser';

/**
 * Keyboard and focus (WCAG 2.2 AA, with 2.4.13 Focus
 * Appearance as the goal), as a keyboard user meets them in Chromium.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 } };
const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((d: HTMLDetailsElement) => d.open);
const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement && document.querySelector(s)?.contains(document.activeElement)), selector);

describe('phone menu (390 px)', () => {
  const MENU = 'details[data-menu="mobile"]';

  it('opens with Enter; Escape closes it and returns focus to its toggle', async () => {
    const { context, page, problems } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/');
    await page.locator(`${MENU} > summary`).focus();
    await page.keyboard.press('Enter');
    await expect(isOpen(page, MENU)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(activeInside(page, `${MENU} nav`)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(isOpen(page, MENU)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.matches('details[data-menu="mobile"] > summary'))).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes when Tab leaves its last link, so focus never lands under the open menu', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/concrete-driveways');
    await page.locator(`${MENU} > summary`).focus();
    await page.keyboard.press('Enter');
    const stops = await page.locator(`${MENU} nav a`).count();
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
    // The menu's last link is the language switcher.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Español');
    await expect(isOpen(page, MENU)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(isOpen(page, MENU)).resolves.toBe(false);
    await expect(activeInside(page, 'main')).resolves.toBe(true);
    // The focused element is on screen and not covered by anything.
    const uncovered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      el.scrollIntoView({ block: 'center' });
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + Math.min(4, box.width / 2), box.top + box.height / 2);
      return Boolean(hit && (el === hit || el.contains(hit)));
    });
    expect(uncovered).toBe(true);
    await context.close();
  });

  it('closes when Shift+Tab leaves it through the toggle', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await gotoHydrated(page, '/');
    await page.locator(`${MENU} > summary`).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(isOpen(page, MENU)).resolves.toBe(false);
    await context.close();
  });
});

describe('header dropdowns (1280 px)', () => {
  it('close when Tab leaves the last link', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/');
    const menu = 'details[data-menu="services"]';
    await page.locator(`${menu} > summary`).focus();
    await page.keyboard.press('Enter');
    const links = await page.locator(`${menu} a`).count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toMatch(/^Cost Calculator/);
    await expect(isOpen(page, menu)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(isOpen(page, menu)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.matches('details[data-menu="areas"] > summary'))).resolves.toBe(true);
    await context.close();
  });
});

describe('hydration after a failed import', () => {
  it('tries again at the next interaction', async () => {
    const { context, page } = await openPage(browser);
    let failures = 0;
    await page.route(/\/assets\/hydrate-[\w-]+\.js/, (route) => {
      if (failures === 0) {
        failures++;
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${baseUrl()}/`);
    await page.locator('summary', { hasText: 'Services' }).hover();
    await expect.poll(() => errors.some((e) => e.includes('Hydration failed to load')), { timeout: 10_000 }).toBe(true);
    await expect(page.locator('body').getAttribute('data-hydrated')).resolves.toBeNull();
    await page.mouse.move(0, 0);
    await page.locator('summary', { hasText: 'Service Areas' }).hover();
    await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
    expect(failures).toBe(1);
    await context.close();
  });
});

/** WCAG 2.x relative luminance of an sRGB colour [r, g, b] in 0-255. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
}
/** WCAG contrast ratio of two colours. */
function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What the focused element shows: its outline style, width, colour and the
 * colour behind the outline: the composited background of its parent chain
 * (the page's colour around the control) for an outline drawn outside it, of
 * the element itself for one drawn inside (negative offset).
 */
function focusLook() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // The colour it settles on, not a frame of its transition (buttons transition their colours).
  for (const animation of el.getAnimations()) animation.finish();
  // Any CSS colour (Tailwind 4 writes oklch()) as sRGB [r, g, b, alpha], drawn by a 1 px canvas.
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const rgba = (value: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = value;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const behind = (start: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a >= 1) break;
    }
    let colour = [255, 255, 255];
    for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse())
      colour = [r * a + colour[0]! * (1 - a), g * a + colour[1]! * (1 - a), b * a + colour[2]! * (1 - a)];
    return colour;
  };
  const style = getComputedStyle(el);
  const offset = Number.parseFloat(style.outlineOffset);
  return {
    what: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 30)}"`,
    style: style.outlineStyle,
    width: Number.parseFloat(style.outlineWidth),
    colour: rgba(style.outlineColor).slice(0, 3),
    alpha: rgba(style.outlineColor)[3] ?? 0,
    background: behind(offset < 0 ? el : el.parentElement),
    /** The control's own composited fill. */
    fill: behind(el),
  };
}

describe('focus indicator on every focusable element', () => {
  it.each([
    ['/', 1280],
    ['/', 390],
    ['/concrete-sealing', 1280],
    ['/port-arthur-tx-concrete-contractors', 1280],
    ['/contact', 1280],
    ['/contact', 390],
    ['/concrete-cost-calculator', 1280],
  ])('%s at %i px: a 2 px+ outline with at least 3:1 contrast against the colours around it', async (path, width) => {
    const { context, page } = await openPage(browser, { viewport: { width, height: 900 } });
    await gotoHydrated(page, path);
    await page.locator('body').focus();
    const failures: string[] = [];
    const seen = new Set<string>();
    let stops = 0;
    for (; stops < 500; stops++) {
      await page.keyboard.press('Tab');
      const look = await page.evaluate(focusLook);
      if (!look) break;
      const key = `${look.what}@${await page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect();
        return `${r?.x},${(r?.y ?? 0) + window.scrollY}`;
      })}`;
      if (seen.has(key)) break;
      seen.add(key);
      const ratio = contrast(look.colour, look.background);
      if (look.style === 'none' || look.width < 2 || look.alpha < 1 || ratio < 3)
        failures.push(
          `${look.what}: ${look.style} ${look.width}px rgb(${look.colour}) on rgb(${look.background.map(Math.round)}) = ${ratio.toFixed(2)}:1`,
        );
    }
    expect(stops).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    await context.close();
  });
});

describe('the calculator by keyboard (1280 px)', () => {
  it('Tab reaches "Calculate", whose focus outline stands out 3:1 from both the button and the page', async () => {
    const { context, page } = await openPage(browser);
    await gotoHydrated(page, '/concrete-cost-calculator');
    await page.locator('body').focus();
    let look: ReturnType<typeof focusLook> = null;
    for (let stops = 0; stops < 100; stops++) {
      await page.keyboard.press('Tab');
      look = await page.evaluate(focusLook);
      if (!look || look.what === 'button "Calculate"') break;
    }
    expect(look?.what).toBe('button "Calculate"');
    expect(look?.style).not.toBe('none');
    expect(look?.width).toBeGreaterThanOrEqual(2);
    expect(look?.alpha).toBe(1);
    const against = { button: contrast(look!.colour, look!.fill), page: contrast(look!.colour, look!.background) };
    expect(against.button, `rgb(${look!.colour}) on the button's rgb(${look!.fill})`).toBeGreaterThanOrEqual(3);
    expect(against.page, `rgb(${look!.colour}) on the page's rgb(${look!.background})`).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe('tap targets on phones (390 px)', () => {
  it.each(['/', '/services', '/service-areas', '/concrete-sealing', '/port-arthur-tx-concrete-contractors'])(
    '%s: footer links and links in lists are at least 44 x 44 px',
    async (path) => {
      const { context, page } = await openPage(browser, PHONE);
      await page.goto(baseUrl() + path);
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('footer a, ul li a, ol li a, main nav a'))
          .map((a) => ({ text: a.textContent?.trim(), box: a.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(({ text, box }) => `${text}: ${Math.round(box.width)} x ${Math.round(box.height)}`),
      );
      expect(small).toEqual([]);
      await context.close();
    },
  );
});

describe('icon files', () => {
  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/apple-touch-icon.png', /^image\/png$/],
    ['/logo.png', /^image\/png$/],
  ])('%s is served', async (path, type) => {
    const response = await fetch(baseUrl() + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('every page links the apple-touch-icon', async () => {
    const html = await (await fetch(`${baseUrl()}/about`)).text();
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });
});
