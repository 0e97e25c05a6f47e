#!/usr/bin/env node
/**
 * `npm run check:budgets`: the performance budgets (HTML, CSS and JS per page),
 * checked on the built assets and the pages as `wrangler dev` serves them.
 * Sizes are gzip level 9 of the exact bytes served, in KB of 1,000 bytes.
 *
 * Per page (every page of the route table, the 404 page and the forms'
 * thank-you pages):
 * - HTML at most 40 KB gzip;
 * - CSS at most 12 KB gzip (every stylesheet the page links);
 * - hydration JavaScript at most 75 KB gzip in total: the hydration entry the
 *   page carries inline (counted at its own gzip size, as a file of it would
 *   be) and every script the page loads in Chromium until `body[data-hydrated]`
 *   is set (the hydration bundle of that page), after a pointer comes over an island,
 *   which starts hydration; the cookieless beacon and its Web Vitals module,
 *   loaded after the load event when the browser is idle (client/beacon.ts),
 *   are not hydration and have budgets of their own, checked once: the beacon
 *   at most 1.5 KB gzip, the Web Vitals module at most 3.5 KB gzip;
 * - no render-blocking script: every `<script src>` is `type="module"`, `async`
 *   or `defer`, and the only inline scripts are JSON-LD data blocks and the
 *   build's hydration entry (`type="module"`, exactly the code of
 *   src/generated/inline-script.json, which the CSP allows by its hash);
 * - every hashed asset (`/assets/*`) is answered with
 *   `Cache-Control: public, max-age=31536000, immutable`.
 *
 * The admin (issue 31 §5): its JavaScript on first interaction (the entry, the
 * admin's own script, the admin hydration bundle and the service worker) at
 * most 100 KB gzip; no public page loads the admin's script or service worker.
 *
 * The Worker (issue 40), as `wrangler deploy --dry-run` bundles it, measured
 * from esbuild's metafile (`workerChecks` of scripts/worker-size.mjs, which
 * holds the figures; `node scripts/worker-size.mjs --check` runs these alone):
 * - evaluated at startup (the entry and what it imports statically: what a
 *   new isolate runs before its first answer) at most 28 KiB: measured 23 KiB
 *   with the entry that answers cached pages before the app loads, against
 *   602 KiB when the app was the entry;
 * - in total at most 900 KiB (issue 48): 816 KiB measured once the contractor's
 *   app became its own Worker (workers/admin/, itself at most
 *   WORKER_BUDGETS.adminTotal, 800 KiB: 766 measured), 1,071 KiB before, with
 *   no admin code allowed back in; 1,024 KiB with issue 47's payment
 *   schedule and invoices, 992 KiB with issue 46's job after the yes (927 KiB
 *   before it), 932 KiB with issue 44's quote
 *   states, reminders and owed messages (892 KiB before them, under issue
 *   40's 900 KiB, once both editions' full content and the admin's service
 *   worker became static assets; 1,190 KiB with the English content bundled,
 *   1,441 KiB with the `stripe` SDK inside, 1,641 KiB with pdf-lib too);
 * - no edition's full content in the Worker (services, cities, posts, the
 *   single pages' copy, src/content/en/, the Spanish modules): only their
 *   summaries, src/generated/content-index.json;
 * - pdf-lib and `stripe` never in the site's Worker: they live in the quote's
 *   side Worker (workers/pdf-stripe/), itself at most WORKER_BUDGETS.pdfTotal
 *   (740 KiB: 718 KiB measured, 757 before issue 45 took the store and zod out);
 * - classic zod never in the Worker (issue 36): the Worker validates with
 *   `zod/mini`; classic zod came back once through an import and cost 418 KiB.
 *
 * Prints one row per page (HTML, CSS, JS in KB gzip, and the scripts loaded),
 * then each failure, then "N passed, N failed"; exits 1 on any failure.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { PRIMARY_PATHS, SPANISH_PATHS } from '../test/routes.ts';
import { hydratePage, launchChromium } from './chromium.mjs';
import { startSite } from './serve.mjs';
import { workerChecks } from './worker-size.mjs';

/** Budgets in bytes (KB of 1,000 bytes): gzip HTML, CSS and JavaScript of a page. */
const BUDGETS = { html: 40_000, css: 12_000, js: 75_000 };
/** Budgets in bytes (gzip) of the modules loaded after idle, outside hydration: the beacon and the Web Vitals module. */
const AFTER_IDLE = { beacon: 1_500, vitals: 3_500 };
/** Budget in bytes (gzip) of the admin's JavaScript on first interaction: entry, admin script, admin bundle, service worker (issue 31 §5). */
const ADMIN_JS = 100_000;
/** Scripts only the admin loads: never on a public page. */
const ADMIN_ONLY = /^\/(assets\/admin-app-|admin\/)/;
/** The URL path of an after-idle module, e.g. "/assets/beacon-AB12CD34.js". */
const AFTER_IDLE_PATH = /^\/assets\/(beacon|vitals)-[\w-]+\.js$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every page of both editions, the 404 and thank-you pages of each. */
const PAGES = [
  ...PRIMARY_PATHS,
  '/this-page-does-not-exist',
  '/contact/thank-you',
  '/quote/thank-you',
  ...SPANISH_PATHS,
  '/es/this-page-does-not-exist',
  '/es/contact/thank-you',
  '/es/quote/thank-you',
  // The booking pages (issue 29).
  '/book',
  '/es/book',
];

/** Size of `bytes` after gzip at level 9, in bytes. */
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

let passed = 0;
let failed = 0;
const failures = [];
/** Records one check: passes when `ok`, else prints `detail` at the end. */
const check = (ok, where, detail) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(`FAIL  ${where}: ${detail}`);
  }
};

execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
/** The hydration entry the public pages carry inline, as the build just wrote it. */
const INLINE_ENTRY = JSON.parse(readFileSync('src/generated/inline-script.json', 'utf8'));
for (const { ok, where, detail } of workerChecks()) check(ok, where, detail);
const site = await startSite();
const browser = await launchChromium();
/** gzip size and Cache-Control of each asset URL path, fetched once. */
const assetCache = new Map();
async function asset(path) {
  if (!assetCache.has(path)) {
    const response = await fetch(site.url + path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    assetCache.set(path, { status: response.status, gzip: gzipSize(bytes), cacheControl: response.headers.get('cache-control') });
  }
  return assetCache.get(path);
}

try {
  const rows = [];
  for (const path of PAGES) {
    const response = await fetch(site.url + path);
    const html = await response.text();
    const htmlGzip = gzipSize(Buffer.from(html));
    check(htmlGzip <= BUDGETS.html, path, `HTML is ${kb(htmlGzip)} KB gzip, budget ${kb(BUDGETS.html)} KB`);

    const root = parse(html);
    /** gzip bytes of the inline hydration entry, counted with the page's hydration JavaScript below. */
    let inlineGzip = 0;
    for (const script of root.querySelectorAll('script')) {
      const src = script.getAttribute('src');
      const type = script.getAttribute('type');
      if (src) {
        const deferred = type === 'module' || script.hasAttribute('async') || script.hasAttribute('defer');
        check(deferred, path, `render-blocking script ${src} (neither type="module", async nor defer)`);
      } else if (type === 'module' && script.rawText === INLINE_ENTRY.code) {
        inlineGzip += gzipSize(Buffer.from(script.rawText));
      } else {
        check(
          type === 'application/ld+json',
          path,
          `inline script of type ${type ?? '(none)'}: only JSON-LD data blocks and the build's hydration entry may be inline`,
        );
      }
    }
    let cssGzip = 0;
    for (const link of root.querySelectorAll('link[rel="stylesheet"]')) cssGzip += (await asset(link.getAttribute('href'))).gzip;
    check(cssGzip <= BUDGETS.css, path, `CSS is ${kb(cssGzip)} KB gzip, budget ${kb(BUDGETS.css)} KB`);

    // Every script the page loads until its islands are hydrated.
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(site.url + path, { waitUntil: 'load' });
    await hydratePage(page);
    await page.close();
    check(![...scripts].some((script) => ADMIN_ONLY.test(script)), path, 'loads the admin’s script or service worker');
    let jsGzip = inlineGzip;
    for (const script of scripts) if (!AFTER_IDLE_PATH.test(script)) jsGzip += (await asset(script)).gzip;
    check(jsGzip <= BUDGETS.js, path, `hydration JavaScript is ${kb(jsGzip)} KB gzip, budget ${kb(BUDGETS.js)} KB`);
    const hydrationScripts = [...scripts].filter((script) => !AFTER_IDLE_PATH.test(script)).length;
    rows.push({ page: path, 'HTML KB': kb(htmlGzip), 'CSS KB': kb(cssGzip), 'JS KB': kb(jsGzip), scripts: hydrationScripts });
  }

  // The after-idle modules, from the build's output (every page loads the same two).
  const built = readdirSync('dist/assets');
  for (const [name, budget] of Object.entries(AFTER_IDLE)) {
    const file = built.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
    check(Boolean(file), name, 'not built');
    if (!file) continue;
    const { gzip } = await asset(`/assets/${file}`);
    console.log(`after idle: /assets/${file} ${gzip} bytes gzip (budget ${budget})`);
    check(gzip <= budget, `/assets/${file}`, `${gzip} bytes gzip, budget ${budget}`);
  }

  // The installable admin (issue 31 §5): what /admin/projects/new loads by its first interaction, from the build's output:
  // the entry, the admin's own script, the admin hydration bundle and the service worker (the asset `admin.serviceWorker` of src/generated/assets.json).
  // Public pages must load none of the admin's scripts (checked per page above through `scripts`: see ADMIN_ONLY).
  {
    const adminFiles = built.filter((f) => /^(main|admin-app|hydrate-admin)-[\w-]+\.js$/.test(f));
    let adminGzip = (await asset(JSON.parse(readFileSync('src/generated/assets.json', 'utf8')).admin.serviceWorker)).gzip;
    const parts = [`sw.js ${adminGzip}`];
    for (const file of adminFiles) {
      const { gzip } = await asset(`/assets/${file}`);
      adminGzip += gzip;
      parts.push(`${file} ${gzip}`);
    }
    check(adminFiles.length === 3, 'admin', `expected main, admin-app and hydrate-admin bundles, found ${adminFiles.join(', ')}`);
    console.log(`admin on first interaction: ${kb(adminGzip)} KB gzip (${parts.join(' + ')} bytes; budget ${kb(ADMIN_JS)} KB)`);
    check(adminGzip <= ADMIN_JS, 'admin', `admin JavaScript is ${kb(adminGzip)} KB gzip, budget ${kb(ADMIN_JS)} KB`);
  }

  for (const [path, { status, cacheControl }] of assetCache) {
    check(status === 200, path, `answered ${status}`);
    if (path.startsWith('/assets/')) check(cacheControl === IMMUTABLE, path, `Cache-Control is "${cacheControl}", not "${IMMUTABLE}"`);
  }

  console.log(`Budgets (gzip, KB of 1,000 bytes): HTML ${kb(BUDGETS.html)}, CSS ${kb(BUDGETS.css)}, JS ${kb(BUDGETS.js)} per page`);
  console.table(rows);
  const largest = (key) => rows.reduce((a, b) => (Number(b[key]) > Number(a[key]) ? b : a));
  for (const key of ['HTML KB', 'CSS KB', 'JS KB']) console.log(`largest ${key}: ${largest(key)[key]} on ${largest(key).page}`);
} finally {
  await browser.close();
  site.stop();
}

for (const line of failures) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
