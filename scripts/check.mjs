#!/usr/bin/env node
/**
 * `npm run check`: standards checks over every route of the route table,
 * against the built site served by `wrangler dev` on a free port.
 *
 * Every page in both editions (the Spanish pages under /es, the Spanish 404
 * and thank-you pages).
 *
 * 1. The W3C Nu HTML Checker (vnu-jar, needs Java): zero errors per page,
 *    including the forms' thank-you pages and the form pages sent back with
 *    errors after an invalid post.
 * 2. axe-core inside Chromium on the loaded page, at 390 px (a phone) and
 *    1280 px: zero violations of the tags wcag2a, wcag2aa, wcag21a, wcag21aa,
 *    wcag22aa and best-practice; also on the thank-you pages and
 *    on each form showing the server's errors inline. The phone width runs
 *    with the phone menu open too.
 * 4. The link graph (scripts/link-graph.mjs): every indexable page of the
 *    sitemap has at least 3 links from other pages' main content (header,
 *    footer and breadcrumbs do not count).
 * 3. An internal link crawl from "/": every internal link, script, stylesheet
 *    and image answers 2xx, every tel: and mailto: is well formed, and every
 *    page of the route table, in both editions, is reachable from the home
 *    page (the Spanish edition through the language switcher).
 *
 * Prints each failure, then "N passed, N failed" (one per check and page);
 * exits 1 on any failure.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import { ALIASES, PRIMARY_PATHS, SPANISH_PATHS } from '../test/routes.ts';
import { hydratePage, launchChromium } from './chromium.mjs';
import { linkGraph, MIN_INBOUND } from './link-graph.mjs';
import { startSite } from './serve.mjs';

const NOT_FOUND_SAMPLES = ['/this-page-does-not-exist', '/es/this-page-does-not-exist'];
/** The forms' thank-you pages (GET, not linked from anywhere), in both editions. */
const THANK_YOU_PAGES = ['/contact/thank-you', '/quote/thank-you', '/es/contact/thank-you', '/es/quote/thank-you'];
/** The booking pages (rendered on request, issue 29), in both editions. */
const BOOKING_PAGES = ['/book', '/es/book'];
/** An invalid post per form (the phone number is not one): the answer is the form page with errors. */
const INVALID_POSTS = [
  ['/contact', { name: 'Check Person', phone: '12', email: 'check@example.com', message: 'Checking the error state.' }],
  ['/quote', { firstName: 'Check', phone: '12' }],
];
let passed = 0;
let failed = 0;
const fail = (check, where, detail) => {
  failed++;
  console.log(`FAIL  ${check}  ${where}\n      ${detail}`);
};
const pass = () => passed++;

await promisify(execFile)('node', ['scripts/build.mjs']);
const site = await startSite();
const dir = mkdtempSync(join(tmpdir(), 'html-check-'));

try {
  // 1. Nu HTML Checker, over every page saved once to a file.
  const pages = [...PRIMARY_PATHS, ...SPANISH_PATHS, ...NOT_FOUND_SAMPLES, ...THANK_YOU_PAGES, ...BOOKING_PAGES];
  const files = [];
  for (const [i, path] of pages.entries()) {
    const file = join(dir, `page-${i}.html`);
    writeFileSync(file, await (await fetch(site.url + path)).text());
    files.push([file, path]);
  }
  for (const [i, [path, fields]] of INVALID_POSTS.entries()) {
    const response = await fetch(site.url + path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Origin: site.url, 'CF-Connecting-IP': `check-${i}` },
    });
    if (response.status !== 422) fail('html', `POST ${path}`, `an invalid post answered ${response.status}, not 422`);
    const file = join(dir, `post-${i}.html`);
    writeFileSync(file, await response.text());
    files.push([file, `POST ${path} (invalid)`]);
  }
  const vnuJar = join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const result = await new Promise((resolve) =>
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files.map(([f]) => f)],
      { maxBuffer: 64 << 20 },
      (_error, stdout, stderr) => resolve(stderr || stdout),
    ),
  );
  const messages = JSON.parse(result).messages ?? [];
  for (const [file, path] of files) {
    const errors = messages.filter((m) => m.url?.endsWith(file.split('/').pop()) && m.type === 'error');
    if (errors.length)
      fail('html', path, errors.map((e) => `line ${e.lastLine}: ${e.message} [${e.extract?.trim().slice(0, 80)}]`).join('\n      '));
    else pass();
  }
  const fatal = messages.filter((m) => m.type === 'non-document-error');
  for (const m of fatal) fail('html', m.url ?? '?', m.message);

  // 2. axe-core in Chromium.
  const axeSource = readFileSync(join('node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const browser = await launchChromium();
  /** The axe tags checked: WCAG 2.0, 2.1 and 2.2 A and AA, and best practice. */
  const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const WIDTHS = [390, 1280];
  /** axe-core's WCAG 2.0/2.1 A and AA violations on the loaded page, one line each. */
  const axeViolations = async (page) => {
    await page.evaluate(axeSource);
    return page.evaluate(async (tags) => {
      // eslint-disable-next-line no-undef
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}; ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    }, AXE_TAGS);
  };
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(site.url + path, { waitUntil: 'load' });
      await hydratePage(page);
      const violations = await axeViolations(page);
      if (violations.length) fail('axe', `${path} at ${width} px`, violations.join('\n      '));
      else pass();
    }
    if (width < 1024) {
      // The phone menu, open.
      await page.goto(site.url, { waitUntil: 'load' });
      await hydratePage(page);
      await page.click('details[data-menu="mobile"] > summary');
      const violations = await axeViolations(page);
      if (violations.length) fail('axe', `/ at ${width} px, phone menu open`, violations.join('\n      '));
      else pass();
    }
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The server's errors shown inline by the hydrated forms.
  for (const [path, fields] of INVALID_POSTS) {
    await page.goto(site.url + path, { waitUntil: 'load' });
    await hydratePage(page);
    for (const [name, value] of Object.entries(fields)) await page.fill(`form [name="${name}"]`, value);
    await page.click('form button[type="submit"]');
    await page.waitForSelector('form [role="alert"]', { timeout: 15_000 });
    const violations = await axeViolations(page);
    if (violations.length) fail('axe', `${path} with errors`, violations.join('\n      '));
    else pass();
  }
  await browser.close();

  // 3. Link crawl from "/".
  const telPattern = /^tel:\+[1-9]\d{6,14}$/;
  const mailPattern = /^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?subject=[^\s]*)?$/i;
  const seen = new Set(['/']);
  const queue = ['/'];
  const resources = new Set();
  while (queue.length) {
    const path = queue.shift();
    const response = await fetch(site.url + path, { redirect: 'manual' });
    if (response.status !== 200) {
      fail('links', path, `answered ${response.status}`);
      continue;
    }
    const document = parse(await response.text());
    for (const el of document.querySelectorAll('a[href], link[href], script[src], img[src], source[srcset]')) {
      const ref = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      if (ref.startsWith('tel:')) {
        if (!telPattern.test(ref)) fail('links', path, `malformed tel link ${ref}`);
        continue;
      }
      if (ref.startsWith('mailto:')) {
        if (!mailPattern.test(ref)) fail('links', path, `malformed mailto link ${ref}`);
        continue;
      }
      const url = new URL(ref, site.url + path);
      if (url.origin !== site.url) continue;
      const target = url.pathname + url.search;
      if (el.tagName === 'A' && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      } else if (el.tagName !== 'A') resources.add(target);
    }
    pass();
  }
  for (const resource of resources) {
    const response = await fetch(site.url + resource);
    if (!response.ok) fail('links', resource, `answered ${response.status}`);
    else pass();
  }
  for (const path of [...PRIMARY_PATHS, ...SPANISH_PATHS]) {
    if (!seen.has(path)) fail('links', path, 'not reachable by links from the home page');
    else pass();
  }
  for (const [alias] of ALIASES) {
    const response = await fetch(site.url + alias);
    if (response.status !== 200) fail('links', alias, `alias answered ${response.status}`);
    else pass();
  }
  console.log(`crawled ${seen.size} pages and ${resources.size} assets from /`);

  // 4. The link graph: links to each indexable page from other pages' main content.
  const graph = await linkGraph(site.url);
  for (const { path, inbound, from } of graph) {
    if (inbound < MIN_INBOUND)
      fail(
        'link-graph',
        path,
        `${inbound} links from other pages' main content (${from.join(', ') || 'none'}), at least ${MIN_INBOUND} wanted`,
      );
    else pass();
  }
  console.log(`link graph: fewest inbound links ${Math.min(...graph.map((row) => row.inbound))} over ${graph.length} indexable pages`);
} finally {
  site.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
