#!/usr/bin/env node
/**
 * `npm run bench [-- --duration 3 --connections 10]`: what rendering a page
 * costs against serving it from the page cache or as a static file, one
 * representative page per template, under `wrangler dev` (local workerd).
 *
 * Templates: home `/`, the largest service page and the largest city page
 * (by HTML bytes, found from `/sitemap.xml`), /contact, /quote, /services,
 * /service-areas, /about, /emergency, /privacy, /blog, the largest blog
 * article, and the 404 page (an unknown path).
 *
 * Steps: builds dist/ (NODE_ENV=production unless set, so wrangler bundles
 * React's production build, as `wrangler deploy` does), then
 *  (a) fresh: starts wrangler dev with `--var PAGE_CACHE:off`, fetches each
 *      page's HTML once, and loads each page with autocannon;
 *  (c) prepares static copies: writes each page's HTML, byte for byte, to
 *      dist/_bench/<template>.html, then stops (a);
 *  (b) cached: starts a normal instance (PAGE_CACHE as in wrangler.toml),
 *      requests each page once (warms the cache; the bytes must equal (a)'s)
 *      and checks that `/_bench/<template>` (Workers Static Assets, default
 *      html_handling) answers 200 with the same bytes; then, page by page,
 *      loads the page (b) and its static copy (c) on that same instance;
 *  (f) memory floor: starts `wrangler dev scripts/bench/memory-floor.ts`, a
 *      Worker answering each page's bytes from its memory with the header
 *      set of the site's cached page, and loads it and (c') its own static
 *      copy; (b/c)/(f/c') is the cached page against that floor (goal 0.95);
 *  render: starts `wrangler dev scripts/bench/render-worker.ts`, which
 *      times the site's Worker answering each page (PAGE_CACHE off, body
 *      read in full) inside workerd after warm-up renders, then the same
 *      with the page cache on (memory hits: the Worker's own cost of a
 *      cached page, column "hit mean").
 * Each load case: autocannon, fixed connections, a warm-up, then the timed
 * run; latencies are each response's time from autocannon (request sent to
 * response read), in ms with 0.01 ms resolution.
 *
 * Prints a table, one row per template: path, HTML bytes, requests/s, p50 and p99
 * latency (ms) of (a), (b) and (c), the requests/s ratios (b)/(c) and
 * (a)/(c), non-2xx and error counts of a/b/c (the 404 page answers 404 in
 * a and b, its static copy 200); a second table of the warm render cost
 * per template (ms per render: min, p50, p99, max and the cold first render
 * in whole ms, as workerd's clock moves in whole milliseconds; the mean and
 * the median of 10-render groups' means to a hundredth); then the largest
 * page's warm render (median of 10-render means) against the goal of 2 ms,
 * the cached/static ratio against the goal of 0.9, the cached/fresh ratio
 * (about 1 when no page cache is at work), how many page answers carry an
 * ETag, and the load average. Goals are reported, never enforced.
 *
 * Exits 1 only if something breaks: a wrangler fails to start, a status is
 * not the expected one, a connection errors or times out, or bytes differ.
 * Stops every wrangler it started and removes dist/_bench on every exit
 * path (including Ctrl-C).
 *
 * Options (or environment): --duration seconds per case (BENCH_DURATION,
 * default 3), --connections (BENCH_CONNECTIONS, default 10), --warmup seconds
 * of autocannon warm-up per case (BENCH_WARMUP, default 1), --renders timed
 * renders per template inside workerd (BENCH_RENDERS, default 200, after 50
 * warm-up renders).
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startSite, stopAllSites } from './serve.mjs';
import { findPages, jsonLdTypes } from './site-pages.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '3' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '1' },
    renders: { type: 'string', default: process.env.BENCH_RENDERS ?? '200' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Number(options.warmup);
const renders = Number(options.renders);
if (!(duration > 0) || !(connections > 0) || !(warmup >= 0) || !(Number.isInteger(renders) && renders > 0 && renders <= 10_000)) {
  throw new Error(
    `--duration and --connections must be positive, --warmup not negative, --renders an integer 1..10000; got ${duration}, ${connections}, ${warmup}, ${renders}`,
  );
}

const RENDER_WARMUP = 50;
const RENDER_GOAL_MS = 2;
// The goal: a cached page at least 0.9 × the static file's throughput (earlier 0.8).
const RATIO_GOAL = 0.9;
/** The cached page's throughput against the memory floor's, each over its own static copy: at least this (a site that adds nothing per hit is 1). */
const FLOOR_GOAL = 0.95;
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const STATIC_DIR = join('dist', '_bench');

// Cleanup on every exit path: normal end, thrown error, signal.
const cleanup = () => {
  stopAllSites();
  rmSync(STATIC_DIR, { recursive: true, force: true });
};
process.on('exit', cleanup);
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(128 + number);
  });
}

/** Problems that make the run fail (printed at the end, exit 1). */
const problems = [];

/** GET a path; resolves to { status, bytes (Buffer), headers }. */
async function get(origin, path) {
  const response = await fetch(origin + path, { redirect: 'manual' });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/**
 * The pages to measure: [{ template, path, status }]. Every page of the
 * sitemap is fetched once from `origin` (each must answer 200); the service
 * pages (JSON-LD "Service"), city pages (`/{city}-tx-concrete-contractors`)
 * and blog articles (`/blog/{slug}`) are grouped, and the largest of each
 * group by HTML bytes is kept.
 */
async function choosePages(origin) {
  const { source, paths } = await findPages(origin);
  const groups = { service: [], city: [], 'blog-post': [] };
  for (const path of paths) {
    const { status, bytes } = await get(origin, path);
    if (status !== 200) throw new Error(`${path}, found in ${source}, answers ${status}`);
    const page = { path, bytes: bytes.length };
    if (/^\/[a-z0-9-]+-tx-concrete-contractors$/.test(path)) groups.city.push(page);
    else if (/^\/blog\/[^/]+$/.test(path)) groups['blog-post'].push(page);
    else if (jsonLdTypes(bytes.toString('utf8')).includes('Service')) groups.service.push(page);
  }
  const largest = {};
  for (const [template, candidates] of Object.entries(groups)) {
    if (!candidates.length) throw new Error(`no ${template} page found in ${source}`);
    const best = candidates.reduce((x, y) => (y.bytes > x.bytes ? y : x));
    largest[template] = best.path;
    console.log(
      `${template}: ${candidates.length} pages in ${source}, ${Math.min(...candidates.map((c) => c.bytes))}..${best.bytes} bytes; the largest is ${best.path}`,
    );
  }
  return [
    ['home', '/'],
    ['service', largest.service],
    ['city', largest.city],
    ['contact', '/contact'],
    ['quote', '/quote'],
    ['services', '/services'],
    ['service-areas', '/service-areas'],
    ['about', '/about'],
    ['emergency', '/emergency'],
    ['privacy', '/privacy'],
    ['blog', '/blog'],
    ['blog-post', largest['blog-post']],
    ['not-found', NOT_FOUND_PATH, 404],
  ].map(([template, path, status = 200]) => ({ template, path, status }));
}

/** The q-quantile (0..1) of ascending numbers, nearest rank. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/**
 * One load case: autocannon against origin + path, after a warm-up.
 * Resolves to { rps, p50, p99 (ms), non2xx, errors (with timeouts) };
 * a response whose status is not `expected`, an error or a timeout is
 * recorded in `problems`.
 */
async function load(label, origin, path, expected) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: origin + path,
    connections,
    duration,
    ...(warmup > 0 ? { warmup: { connections, duration: warmup } } : {}),
  });
  // Only the timed run's responses reach this tracker (the warm-up has its own).
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const unexpected = [...statuses].filter(([status]) => status !== expected).reduce((sum, [, n]) => sum + n, 0);
  const errors = result.errors + result.timeouts;
  if (unexpected)
    problems.push(`${label} ${path}: ${unexpected} answers not ${expected} (${[...statuses].map(([s, n]) => `${s} ×${n}`).join(', ')})`);
  if (errors) problems.push(`${label} ${path}: ${result.errors} errors, ${result.timeouts} timeouts`);
  if (!latencies.length) problems.push(`${label} ${path}: no response during the run`);
  return {
    rps: latencies.length / result.duration,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    non2xx: result.non2xx,
    errors,
  };
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Prints rows (arrays of strings) as a table with a header; numbers right-aligned, last column left-aligned. */
function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 || i === row.length - 1 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

process.env.NODE_ENV ??= 'production';
const loadAtStart = os.loadavg()[0].toFixed(2);
let exitCode = 0;
/** The headers of the site's cached page, which the memory floor answers with. */
let floorHeaders;
try {
  console.log(`building dist/ (NODE_ENV=${process.env.NODE_ENV}) ...`);
  await promisify(execFile)('node', ['scripts/build.mjs']);

  // (a) Fresh renders.
  const fresh = await startSite({ vars: { PAGE_CACHE: 'off' } });
  console.log(`(a) fresh: wrangler dev --var PAGE_CACHE:off at ${fresh.url}`);
  const pages = await choosePages(fresh.url);
  for (const page of pages) {
    const { status, bytes, headers } = await get(fresh.url, page.path);
    if (status !== page.status) throw new Error(`(a) ${page.path} answers ${status}, not ${page.status}`);
    if (!(headers.get('content-type') ?? '').startsWith('text/html'))
      throw new Error(`(a) ${page.path} is ${headers.get('content-type')}, not HTML`);
    Object.assign(page, { html: bytes, freshEtag: headers.has('etag') });
  }
  console.log(`running ${pages.length} pages × 3 cases, ${duration} s each after ${warmup} s warm-up, ${connections} connections ...`);
  for (const page of pages) page.a = await load('(a)', fresh.url, page.path, page.status);
  fresh.stop();

  // (c) Static copies, written before instance (b) starts (wrangler reads the assets directory at start).
  mkdirSync(STATIC_DIR, { recursive: true });
  for (const page of pages) writeFileSync(join(STATIC_DIR, `${page.template}.html`), page.html);

  // (b) Cached renders and (c) static copies, on one normal instance.
  const cached = await startSite();
  console.log(`(b) cached and (c) static: wrangler dev (PAGE_CACHE from wrangler.toml) at ${cached.url}`);
  for (const page of pages) {
    const warm = await get(cached.url, page.path);
    if (warm.status !== page.status) throw new Error(`(b) ${page.path} answers ${warm.status}, not ${page.status}`);
    if (!warm.bytes.equals(page.html))
      problems.push(
        `(b) ${page.path}: the cached instance's HTML (${warm.bytes.length} bytes) differs from the fresh one (${page.html.length} bytes)`,
      );
    const again = await get(cached.url, page.path);
    if (again.status !== page.status || !again.bytes.equals(page.html))
      problems.push(`(b) ${page.path}: the second answer (${again.status}, ${again.bytes.length} bytes) differs from the fresh one`);
    page.cachedEtag = again.headers.has('etag');
    // What the memory floor answers with: the header set the site's Worker gives its cached page. Left out: what
    // wrangler dev's proxy adds on the way (its gzip for a client that accepts it: a Worker answering with
    // Content-Encoding would make the runtime compress every answer) and the framing headers.
    const proxyHeaders = ['date', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'];
    floorHeaders ??= Object.fromEntries([...again.headers].filter(([name]) => !proxyHeaders.includes(name)));
    const copy = await get(cached.url, `/_bench/${page.template}`);
    if (copy.status !== 200) throw new Error(`(c) /_bench/${page.template} answers ${copy.status}, not 200`);
    if (!copy.bytes.equals(page.html))
      problems.push(
        `(c) /_bench/${page.template}: the static copy (${copy.bytes.length} bytes) differs from the page (${page.html.length} bytes)`,
      );
  }
  for (const page of pages) {
    page.b = await load('(b)', cached.url, page.path, page.status);
    page.c = await load('(c)', cached.url, `/_bench/${page.template}`, 200);
  }
  cached.stop();

  // (f) The memory floor: the same bytes from the isolate's memory with the same headers, and (c') its own static copy.
  const floor = await startSite({ script: 'scripts/bench/memory-floor.ts', vars: { FLOOR_HEADERS: JSON.stringify(floorHeaders ?? {}) } });
  console.log(`(f) memory floor and (c') its static copies: wrangler dev scripts/bench/memory-floor.ts at ${floor.url}`);
  for (const page of pages) {
    const floorPath = `/floor/${page.template}?status=${page.status}`;
    const check = await get(floor.url, floorPath);
    if (check.status !== page.status || !check.bytes.equals(page.html))
      problems.push(`(f) ${floorPath}: ${check.status}, ${check.bytes.length} bytes, not the page's ${page.html.length}`);
    page.f = await load('(f)', floor.url, floorPath, page.status);
    page.c2 = await load("(c')", floor.url, `/_bench/${page.template}`, 200);
  }
  floor.stop();

  // Render cost inside workerd.
  const probe = await startSite({ script: 'scripts/bench/render-worker.ts', vars: { PAGE_CACHE: 'off' } });
  console.log(
    `render cost: wrangler dev scripts/bench/render-worker.ts at ${probe.url}, ${RENDER_WARMUP} warm-up + ${renders} timed renders per template`,
  );
  for (const page of pages) {
    const query = new URLSearchParams({ path: page.path, n: String(renders), warmup: String(RENDER_WARMUP) });
    const response = await fetch(`${probe.url}/?${query}`, { signal: AbortSignal.timeout(300_000) });
    const render = await response.json();
    if (!response.ok) throw new Error(`render probe for ${page.path} answered ${response.status}: ${JSON.stringify(render)}`);
    if (render.status !== page.status) problems.push(`render ${page.path}: status ${JSON.stringify(render.status)}, not ${page.status}`);
    if (render.bytes !== page.html.length)
      problems.push(`render ${page.path}: ${JSON.stringify(render.bytes)} bytes, not ${page.html.length}`);
    page.render = render;
    // The same page answered from the isolate's memory: the Worker's own cost of a cached page.
    const hitQuery = new URLSearchParams({ path: page.path, n: String(renders), warmup: String(RENDER_WARMUP), cache: 'on' });
    const hitResponse = await fetch(`${probe.url}/?${hitQuery}`, { signal: AbortSignal.timeout(300_000) });
    page.hit = await hitResponse.json();
    if (!hitResponse.ok || page.hit.bytes !== page.html.length)
      problems.push(`memory hit ${page.path}: ${hitResponse.status}, ${JSON.stringify(page.hit.bytes)} bytes, not ${page.html.length}`);
  }
  probe.stop();

  // Tables.
  console.log(
    `\nthroughput and latency: ${connections} connections, ${duration} s per case; req/s = responses / s; p50, p99 = latency in ms`,
  );
  console.log(
    '(a) fresh render (PAGE_CACHE off)  (b) from the page cache  (c) the same bytes as a static asset file; same wrangler dev as (b)\n',
  );
  printTable(
    [
      'template',
      'bytes',
      'a req/s',
      'a p50',
      'a p99',
      'b req/s',
      'b p50',
      'b p99',
      'c req/s',
      'c p50',
      'c p99',
      'b/c',
      'a/c',
      'non2xx a/b/c',
      'errors a/b/c',
      'path',
    ],
    pages.map(({ template, path, html, a, b, c }) => [
      template,
      html.length,
      fixed(a.rps, 0),
      fixed(a.p50, 2),
      fixed(a.p99, 2),
      fixed(b.rps, 0),
      fixed(b.p50, 2),
      fixed(b.p99, 2),
      fixed(c.rps, 0),
      fixed(c.p50, 2),
      fixed(c.p99, 2),
      fixed(b.rps / c.rps, 2),
      fixed(a.rps / c.rps, 2),
      `${a.non2xx}/${b.non2xx}/${c.non2xx}`,
      `${a.errors}/${b.errors}/${c.errors}`,
      path,
    ]),
  );

  console.log(
    "\nagainst the memory floor: (f) a Worker answering the same bytes from memory with the same headers, (c') the static copy on the floor's own wrangler dev; each Worker divided by its own static copy, so the runs' conditions cancel\n",
  );
  printTable(
    ['template', 'b req/s', 'c req/s', 'b/c', 'f req/s', "c' req/s", "f/c'", "(b/c)/(f/c')", 'path'],
    pages.map(({ template, path, b, c, f, c2 }) => [
      template,
      fixed(b.rps, 0),
      fixed(c.rps, 0),
      fixed(b.rps / c.rps, 2),
      fixed(f.rps, 0),
      fixed(c2.rps, 0),
      fixed(f.rps / c2.rps, 2),
      fixed(b.rps / c.rps / (f.rps / c2.rps), 2),
      path,
    ]),
  );

  console.log(
    `\nrender cost inside workerd: the site's worker.fetch with PAGE_CACHE off, body read in full; ms per render, ${renders} back-to-back renders after ${RENDER_WARMUP} warm-up ones`,
  );
  console.log(
    "workerd's clock moves in whole ms: min, p50, p99, max and first (the first, cold render) are whole ms; mean = all renders' time / n, p50/10 = median of 10-render groups' mean\n",
  );
  printTable(
    ['template', 'bytes', 'status', 'min', 'p50', 'p99', 'max', 'mean', 'p50/10', 'first', 'hit mean', 'path'],
    pages.map(({ template, path, render, hit }) => [
      template,
      render.bytes,
      render.status,
      ...['min', 'p50', 'p99', 'max'].map((k) => fixed(render[k], 0)),
      ...['mean', 'p50Group'].map((k) => fixed(render[k], 2)),
      fixed(render.first, 0),
      fixed(hit.mean, 2),
      path,
    ]),
  );
  const hits = pages.map((page) => page.hit.mean).sort((x, y) => x - y);
  console.log(
    `hit mean: the same worker.fetch with the page cache on, answered from the isolate's memory: ${fixed(quantile(hits, 0.5), 2)} ms median over ${pages.length} templates. What (b) takes beyond that, against (c), is wrangler dev's dispatch to the Worker, which a static file skips`,
  );

  const largest = pages.reduce((best, page) => (page.html.length > best.html.length ? page : best));
  const ratios = pages.map((page) => page.b.rps / page.c.rps).sort((x, y) => x - y);
  const { render } = largest;
  console.log(
    `\nlargest page: ${largest.template} ${largest.path}, ${largest.html.length} bytes; warm render p50 ${fixed(render.p50, 0)} ms (1 ms clock; p50 of 10-render means ${fixed(render.p50Group, 2)} ms, mean ${fixed(render.mean, 2)} ms, p99 ${fixed(render.p99, 0)} ms) against the goal of ${RENDER_GOAL_MS} ms: ${render.p50Group <= RENDER_GOAL_MS ? 'within' : 'over'} the goal`,
  );
  console.log(
    `cached/static requests/s (b)/(c): ${fixed(largest.b.rps / largest.c.rps, 2)} for the largest page; ${fixed(ratios[0], 2)} lowest, ${fixed(quantile(ratios, 0.5), 2)} median over ${ratios.length} templates, against the goal of ${RATIO_GOAL}: ${ratios.filter((r) => r >= RATIO_GOAL).length} of ${ratios.length} templates reach it`,
  );
  const againstFloor = pages.map((page) => page.b.rps / page.c.rps / (page.f.rps / page.c2.rps)).sort((x, y) => x - y);
  console.log(
    `cached page against the memory floor, (b/c)/(f/c'): ${fixed(quantile(againstFloor, 0.5), 2)} median over ${againstFloor.length} templates (${fixed(againstFloor[0], 2)} lowest), against the goal of ${FLOOR_GOAL}: ${againstFloor.filter((r) => r >= FLOOR_GOAL).length} of ${againstFloor.length} templates reach it`,
  );
  const fromCache = pages.map((page) => page.b.rps / page.a.rps).sort((x, y) => x - y);
  console.log(
    `cached/fresh requests/s (b)/(a): ${fixed(quantile(fromCache, 0.5), 2)} median over ${pages.length} templates (about 1 means (b) renders as (a) does: no page cache at work); ETag on the page answers: (a) ${pages.filter((p) => p.freshEtag).length}, (b) ${pages.filter((p) => p.cachedEtag).length} of ${pages.length}`,
  );
  console.log(
    `load average (1 min) at start ${loadAtStart}, at end ${os.loadavg()[0].toFixed(2)}, on ${os.availableParallelism()} CPUs (wrangler, its two workerd processes and autocannon share them; other work on the machine skews every figure)`,
  );
  console.log('goals are reported, not enforced');
} catch (error) {
  problems.push(`run stopped: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cleanup();
}
if (problems.length) {
  console.log('\nFAILED:');
  for (const problem of problems) console.log(`  ${problem}`);
  exitCode = 1;
}
process.exit(exitCode);
