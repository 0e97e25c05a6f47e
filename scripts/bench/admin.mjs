#!/usr/bin/env node
/**
 * `npm run bench -- --admin [--sizes 1000,10000,100000] [--rounds 30] [--baseline DIR]` (issue 48): the contractor's
 * screens as the leads table grows. For each size, a fresh local D1 (`startAdminSite`, migrations applied) is
 * filled with that many leads by `manyLeadsSql` (test/fixtures/many-leads.ts, the tests' own seed: 5,000 leads a
 * year, stages by age, one quote per quoted, won or done lead) through `wrangler d1 execute --local --persist-to`,
 * then each admin page is asked 3 times to warm and `rounds` times (default 30) in turn with a cached page (/quote).
 * A sent quote's page and its PDF, the homeowner's side, are measured beside them. Prints, per page and size: the median time to the headers (TTFB) and to the whole body (ms), each's ratio to
 * /quote's median in the same run, the rows read (`Server-Timing: d1;desc="<n> rows read…"`, src/lib/d1-meter.ts) and the
 * status. With `--baseline DIR` (another checkout, built, with its own node_modules) the same is measured there and
 * printed beside ("before"), both sites up at once and asked in turn, the order flipped every round; a checkout whose screens lack the header shows "-" for rows.
 * Timings are printed, never asserted. Exits 1 when a site does not start or a page answers 5xx.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { rowsReadOf } from '../../src/lib/d1-meter.ts';
import { manyLeadsSql } from '../../test/fixtures/many-leads.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_ADMIN_SIZES ?? '1000,10000,100000' },
    rounds: { type: 'string', default: process.env.BENCH_ADMIN_ROUNDS ?? '30' },
    baseline: { type: 'string' },
  },
});
// The Worker as deployed: React's production build (wrangler dev bundles `process.env.NODE_ENV` from this variable,
// development by default, whose server renderer is several times slower), as `npm run bench -- --lcp` does.
process.env.NODE_ENV ??= 'production';
const sizes = options.sizes.split(',').map(Number);
const rounds = Number(options.rounds);
if (!sizes.every((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000) || !(Number.isInteger(rounds) && rounds > 0 && rounds <= 1000))
  throw new Error(
    `--sizes takes whole numbers 1..1,000,000 separated by commas, --rounds 1..1000; got ${options.sizes}, ${options.rounds}`,
  );

/** The seed's newest lead: now, so the screens' own clocks see recent leads and open quotes. */
const NOW = new Date();
/**
 * The token of the seed's newest sent quote, given after seeding (the seed's own tokens are not the 32 hex digits a
 * quote's URL takes, src/quotes/routes.tsx).
 */
const QUOTE_TOKEN = 'be7c4000be7c4000be7c4000be7c4000';
/** The pages measured, by name; `:lead` stands for a lead in the middle of the table. */
const PAGES = [
  ['leads', '/admin/leads'],
  ['stage quoted', '/admin/leads?status=quoted'],
  ['lead page', '/admin/leads/:lead'],
  ['insights 30 d', '/admin/insights?days=30'],
  ['insights 365 d', '/admin/insights?days=365'],
  ['insights all', '/admin/insights?days=all'],
  ['money', '/admin/money'],
  ['calendar', '/admin/calendar'],
  ['leads.csv', '/admin/leads.csv'],
  // The floors: the Access check and a 400 (no D1, no render); the Access check and the layout (no D1).
  ['floor: access', '/admin/leads?before=x'],
  ['floor: layout', '/admin/more'],
  // The homeowner's side, which must not slow down as the tables grow: a sent quote's page and its PDF.
  ['quote page', `/quotes/${QUOTE_TOKEN}`],
  ['quote PDF', `/quotes/${QUOTE_TOKEN}.pdf`],
];
const CACHED = '/quote';

/** The answer's `Server-Timing` durations by name (access, d1, app: src/lib/d1-meter.ts), in ms. */
const timingsOf = (headers) =>
  Object.fromEntries([...(headers.get('Server-Timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));

/**
 * One request timed three ways, in ms from the request: `hdr` the status line and headers (Navigation Timing's
 * `responseStart`, what web.dev's TTFB measures), `first` the body's first chunk, `end` its last. Also the status,
 * the rows read (null: no header) and the Server-Timing durations. Node's fetch asks for gzip, like a browser; the
 * local runtime compresses an HTML answer and holds its bytes until the stream ends (workerd flushes a compressed
 * stream only at its end), so `first` is `end` there whatever the Worker streams.
 */
async function timed(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  const hdr = performance.now() - start;
  const reader = response.body.getReader();
  let first = null;
  for (;;) {
    const { done } = await reader.read();
    first ??= performance.now() - start;
    if (done) break;
  }
  const end = performance.now() - start;
  const rows = rowsReadOf(response.headers);
  return { hdr, first, end, status: response.status, rows, timings: timingsOf(response.headers) };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Starts one checkout's admin site on a fresh local D1 and seeds it.
 * @param root the checkout (its scripts/serve.mjs starts the site, from its own dist/)
 * @returns the site (`url`, `token`, `stop`) and the pages' URLs by name
 */
async function open(root, size) {
  const cwd = process.cwd();
  process.chdir(root);
  const { startAdminSite } = await import(join(root, 'scripts/serve.mjs'));
  const site = await startAdminSite();
  process.chdir(cwd);
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const file = join(dir, 'seed.sql');
  const token = `UPDATE quotes SET token = '${QUOTE_TOKEN}' WHERE id = (SELECT MAX(id) FROM quotes WHERE state = 'sent')`;
  writeFileSync(file, `${[...manyLeadsSql(size, NOW), token].join(';\n')};\n`);
  const seedStart = performance.now();
  try {
    execFileSync(
      join(root, 'node_modules/.bin/wrangler'),
      ['d1', 'execute', 'DB', '--local', '--persist-to', site.persistTo, '--file', file, '--yes'],
      { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    site.stop();
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.error(`  ${root}: ${size.toLocaleString('en-US')} leads seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const urls = Object.fromEntries(PAGES.map(([name, path]) => [name, `${site.url}${path.replace(':lead', String(Math.ceil(size / 2)))}`]));
  return { site, urls, headers: { 'Cf-Access-Jwt-Assertion': site.token } };
}

/** How many quote PDFs the bench has asked for: each asks as another homeowner (`homeowner`). */
let pdfAsked = 0;
/**
 * The headers of one homeowner's PDF request: a client address of its own from TEST-NET-2 (198.51.100.0/24, RFC 5737),
 * since the site bounds a client to 10 PDFs a minute (QUOTE_LIMITER, src/quotes/handlers.tsx), which the bench's rounds
 * would pass, measuring the 429 instead of the PDF.
 */
const homeowner = (headers) => ({ ...headers, 'CF-Connecting-IP': `198.51.100.${(pdfAsked++ % 254) + 1}` });

/**
 * Measures every page of every checkout at one size, the checkouts interleaved: each round asks one checkout's pages
 * then the other's, and the order flips every round, so neither is always measured first (a checkout measured second
 * used to look about 2 × faster whatever its code, issue 48's stop 53).
 * @returns { [label]: { cached: { hdr, end }, pages: { [page name]: { hdr, end, ratio, endRatio, rows, status, parts } } } }
 */
async function measure(size) {
  const opened = [];
  try {
    for (const [label, root] of roots) opened.push([label, await open(root, size)]);
    const ask = async ({ site, urls, headers }, record) => {
      record(CACHED, await timed(`${site.url}${CACHED}`, {}));
      for (const [name, url] of Object.entries(urls)) record(name, await timed(url, name === 'quote PDF' ? homeowner(headers) : headers));
    };
    for (let i = 0; i < 3; i++) for (const [, one] of opened) await ask(one, () => {});
    const seen = Object.fromEntries(opened.map(([label]) => [label, {}]));
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? opened : [...opened].reverse();
      for (const [label, one] of order)
        await ask(one, (name, answer) => {
          seen[label][name] ??= [];
          seen[label][name].push(answer);
        });
    }
    return Object.fromEntries(
      opened.map(([label]) => {
        const of = (name, key) => median(seen[label][name].map((answer) => answer[key]));
        const cached = { hdr: of(CACHED, 'hdr'), end: of(CACHED, 'end') };
        const pages = Object.fromEntries(
          PAGES.map(([name]) => {
            const answers = seen[label][name];
            const last = answers.at(-1);
            const parts = {};
            for (const answer of answers)
              for (const [part, ms] of Object.entries(answer.timings)) {
                parts[part] ??= [];
                parts[part].push(ms);
              }
            const hdr = of(name, 'hdr');
            const end = of(name, 'end');
            return [
              name,
              {
                hdr,
                end,
                ratio: hdr / cached.hdr,
                endRatio: end / cached.end,
                rows: last.rows,
                status: last.status,
                parts: Object.fromEntries(Object.entries(parts).map(([part, values]) => [part, median(values)])),
              },
            ];
          }),
        );
        return [label, { cached, pages }];
      }),
    );
  } finally {
    for (const [, { site }] of opened) site.stop();
  }
}

/** The medians of the Server-Timing parts: Access, D1, the admin Worker to its headers (app), in ms; "" without them. */
const breakdown = ({ parts = {} }) =>
  'app' in parts ? ` [a ${parts.access ?? '-'} d ${parts.d1 ?? '-'} app ${parts.app}]`.padEnd(22) : ''.padEnd(22);
const cell = (page) =>
  `${page.hdr.toFixed(1).padStart(6)} ms ${page.ratio.toFixed(1).padStart(4)}× | ${page.end.toFixed(1).padStart(6)} ms ${page.endRatio
    .toFixed(1)
    .padStart(4)}× ${String(page.rows ?? '-').padStart(6)} rows${breakdown(page)}${page.status === 200 ? '' : ` (${page.status})`}`;
const roots = [['after', resolve('.')], ...(options.baseline ? [['before', resolve(options.baseline)]] : [])];
const results = Object.fromEntries(roots.map(([label]) => [label, {}]));
for (const size of sizes) {
  console.error(`measuring ${roots.map(([label]) => label).join(' and ')} at ${size.toLocaleString('en-US')} leads…`);
  const measured = await measure(size);
  for (const [label] of roots) {
    results[label][size] = measured[label];
    // Each size as it ends too, so a run cut short still shows what it measured.
    for (const [name, page] of Object.entries(measured[label].pages)) console.error(`  ${label} ${name.padEnd(16)} ${cell(page)}`);
  }
}

console.log(
  `\nAdmin screens, warm, medians of ${rounds} (ms): the headers (TTFB, as Navigation Timing's responseStart) ÷ cached /quote's | ` +
    "the whole body ÷ /quote's, both in the same run, the checkouts interleaved; rows read (last request);" +
    ' [medians of Server-Timing, ms: a = the Access check, d = D1, app = the admin Worker to its headers]',
);
for (const [label] of roots) {
  console.log(`\n${label}:`);
  console.log(['page'.padEnd(16), ...sizes.map((size) => `${size.toLocaleString('en-US')} leads`.padEnd(72))].join(' | '));
  for (const [name] of PAGES)
    console.log([name.padEnd(16), ...sizes.map((size) => cell(results[label][size].pages[name]).padEnd(72))].join(' | '));
  console.log(
    [
      'cached /quote'.padEnd(16),
      ...sizes.map((size) => {
        const { hdr, end } = results[label][size].cached;
        return `${hdr.toFixed(1).padStart(6)} ms       | ${end.toFixed(1).padStart(6)} ms`.padEnd(72);
      }),
    ].join(' | '),
  );
}
const failed = roots.some(([label]) => sizes.some((size) => Object.values(results[label][size].pages).some((page) => page.status >= 500)));
console.log(
  `\nload average ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);
