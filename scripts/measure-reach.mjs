/**
 * Measures how far a phone visitor is from a call and a free-estimate control
 * on a running site: `node scripts/measure-reach.mjs [origin]`
 * (default: starts the built site with wrangler dev). Prints figures, never
 * fails.
 *
 * For each page at 390×844 it scrolls from the top to the bottom in steps of
 * 50 px and notes the positions where a Call control (a visible `tel:` link)
 * and a Free Estimate control (a visible link to /contact or /quote whose text
 * asks for a quote, estimate or consultation, or a visible field of the
 * estimate form) are both inside the viewport. "Largest distance" is, over
 * every scroll position, the distance in px to the nearest such position,
 * divided by the viewport height (844): 0 means both are always in reach.
 * A control counts as visible when its box lies inside the viewport and the
 * element drawn at its center is the control itself (not covered).
 *
 * It also follows a city page hero's quote button and counts the taps and
 * the scrolling (px) left to reach the first field of the form.
 */
import { launchChromium } from './chromium.mjs';
import { startSite, stopAllSites } from './serve.mjs';

const VIEWPORT = { width: 390, height: 844 };
const PAGES = [
  ['Home', '/'],
  ['Service', '/polished-concrete'],
  ['City', '/nederland-tx-concrete-contractors'],
  ['Contact', '/contact'],
  ['Quote', '/quote'],
  ['Blog article', '/blog/beaumont-driveway-cracking-concrete-damage-costs'],
  ['404', '/no-such-page'],
];

/** In the page: which kinds of control are visible now. */
function visibleControls() {
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  };
  const call = [...document.querySelectorAll('a[href^="tel:"]')].some(inView);
  const quoteLinks = [...document.querySelectorAll('a[href]')].filter((a) => {
    const url = new URL(a.href);
    return url.origin === location.origin && /^\/(contact|quote)$/.test(url.pathname) && /quote|estimate|consultation/i.test(a.textContent);
  });
  const fields = [
    ...document.querySelectorAll('form[method="post"] input:not([type="hidden"]):not([tabindex="-1"]), form[method="post"] textarea'),
  ];
  const estimate = [...quoteLinks, ...fields].some(inView);
  return { call, estimate };
}

async function measurePage(page, origin, path) {
  await page.goto(origin + path, { waitUntil: 'load' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const max = height - VIEWPORT.height;
  const good = [];
  const all = [];
  for (let y = 0; y <= max + 49; y += 50) {
    const at = Math.min(y, max);
    await page.evaluate((top) => window.scrollTo(0, top), at);
    const seen = await page.evaluate(visibleControls);
    all.push(at);
    if (seen.call && seen.estimate) good.push(at);
  }
  const farthest =
    good.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...all.map((y) => Math.min(...good.map((g) => Math.abs(g - y)))));
  return { height, screens: farthest / VIEWPORT.height };
}

async function cityToForm(page, origin) {
  await page.goto(`${origin}/nederland-tx-concrete-contractors`, { waitUntil: 'load' });
  const hero = page.locator('main section').first().locator('a[href*="/contact"], a[href*="/quote"]').first();
  await Promise.all([page.waitForURL(/\/(contact|quote)/), hero.click()]);
  await page.waitForLoadState('load');
  const field = await page.evaluate(() => {
    const el = document.querySelector('form[method="post"] input:not([type="hidden"]):not([tabindex="-1"])');
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), url: location.pathname + location.hash };
  });
  const scroll = field.bottom > VIEWPORT.height ? field.bottom - VIEWPORT.height + 16 : Math.max(0, -field.top);
  return { ...field, taps: scroll > 0 ? '1 tap + scroll' : '1 tap', scroll };
}

const origin = process.argv[2] ?? (await startSite()).url;
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  console.log('| page | path | height (px) | largest distance to Call + Free Estimate (screens) |');
  console.log('| --- | --- | ---: | ---: |');
  for (const [name, path] of PAGES) {
    const { height, screens } = await measurePage(page, origin, path);
    console.log(`| ${name} | ${path} | ${height} | ${Number.isFinite(screens) ? screens.toFixed(2) : 'never'} |`);
  }
  const city = await cityToForm(page, origin);
  console.log(
    `\nCity hero → first form field: ${city.taps} (${city.url}; first field top ${city.top} px, bottom ${city.bottom} px, ${city.scroll} px of scrolling)`,
  );
} finally {
  await browser.close();
  stopAllSites();
}
