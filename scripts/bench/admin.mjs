#!/usr/bin/env node
/**
 * `npm run bench -- --admin [--sizes 1000,10000,100000] [--rounds 30] [--baseline DIR]` (issue 48): the contractor's
 * screens as the leads table grows. For each size, a fresh local D1 (`startAdminSite`, migrations applied) is
 * filled with that many leads by `manyLeadsSql` (test/fixtures/many-leads.ts, the tests' own seed: 5,000 leads a
 * year, stages by age, one quote per quoted, won or done lead) through `wrangler d1 execute --local --persist-to`,
 * then each admin page is asked 3 times to warm and `rounds` times (default 30) in turn with a cached page (/quote).
 * Prints, per page and size: the median first byte (ms, request to the body's first chunk), its ratio to /quote's
 * median in the same run, the rows read (`Server-Timing: d1;desc="<n> rows read…"`, src/lib/d1-meter.ts) and the
 * status. With `--baseline DIR` (another checkout, built, with its own node_modules) the same is measured there and
 * printed beside ("before"); a checkout whose screens lack the header shows "-" for rows.
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
const sizes = options.sizes.split(',').map(Number);
const rounds = Number(options.rounds);
if (!sizes.every((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000) || !(Number.isInteger(rounds) && rounds > 0 && rounds <= 1000))
  throw new Error(
    `--sizes takes whole numbers 1..1,000,000 separated by commas, --rounds 1..1000; got ${options.sizes}, ${options.rounds}`,
  );

/** The seed's newest lead: now, so the screens' own clocks see recent leads and open quotes. */
const NOW = new Date();
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
];
const CACHED = '/quote';

/** The answer's `Server-Timing` durations by name (access, d1, app: src/lib/d1-meter.ts), in ms. */
const timingsOf = (headers) =>
  Object.fromEntries([...(headers.get('Server-Timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));

/**
 * Milliseconds from the request to the first chunk of the body, the status, the rows read (null: no header) and the
 * Server-Timing durations.
 */
async function firstByte(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  const reader = response.body.getReader();
  await reader.read();
  const ms = performance.now() - start;
  await reader.cancel();
  const rows = rowsReadOf(response.headers);
  return { ms, status: response.status, rows, timings: timingsOf(response.headers) };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures every page of one checkout at one size.
 * @param root the checkout (its scripts/serve.mjs starts the site, from its own dist/)
 * @returns { [page name]: { ms, ratio, rows, status } } and the cached page's median
 */
async function measure(root, size) {
  const cwd = process.cwd();
  process.chdir(root);
  const { startAdminSite } = await import(join(root, 'scripts/serve.mjs'));
  const site = await startAdminSite();
  process.chdir(cwd);
  try {
    const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
    const file = join(dir, 'seed.sql');
    writeFileSync(file, `${manyLeadsSql(size, NOW).join(';\n')};\n`);
    const seedStart = performance.now();
    execFileSync(
      join(root, 'node_modules/.bin/wrangler'),
      ['d1', 'execute', 'DB', '--local', '--persist-to', site.persistTo, '--file', file, '--yes'],
      {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    rmSync(dir, { recursive: true, force: true });
    console.error(`  ${root}: ${size.toLocaleString('en-US')} leads seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const headers = { 'Cf-Access-Jwt-Assertion': site.token };
    const urls = Object.fromEntries(
      PAGES.map(([name, path]) => [name, `${site.url}${path.replace(':lead', String(Math.ceil(size / 2)))}`]),
    );
    for (let i = 0; i < 3; i++) {
      await firstByte(`${site.url}${CACHED}`, {});
      for (const url of Object.values(urls)) await firstByte(url, headers);
    }
    const times = Object.fromEntries([...PAGES.map(([name]) => [name, []]), [CACHED, []]]);
    const parts = Object.fromEntries(PAGES.map(([name]) => [name, {}]));
    const last = {};
    for (let i = 0; i < rounds; i++) {
      times[CACHED].push((await firstByte(`${site.url}${CACHED}`, {})).ms);
      for (const [name, url] of Object.entries(urls)) {
        const answer = await firstByte(url, headers);
        times[name].push(answer.ms);
        for (const [part, ms] of Object.entries(answer.timings)) {
          parts[name][part] ??= [];
          parts[name][part].push(ms);
        }
        last[name] = answer;
      }
    }
    const cached = median(times[CACHED]);
    const pages = Object.fromEntries(
      PAGES.map(([name]) => [
        name,
        {
          ms: median(times[name]),
          ratio: median(times[name]) / cached,
          rows: last[name].rows,
          status: last[name].status,
          parts: Object.fromEntries(Object.entries(parts[name]).map(([part, values]) => [part, median(values)])),
        },
      ]),
    );
    return { cached, pages };
  } finally {
    site.stop();
  }
}

/** The medians of the Server-Timing parts: Access, D1, the admin Worker to its headers (app), in ms; "" without them. */
const breakdown = ({ parts = {} }) =>
  'app' in parts ? ` [a ${parts.access ?? '-'} d ${parts.d1 ?? '-'} app ${parts.app}]`.padEnd(22) : ''.padEnd(22);
const cell = (page) =>
  `${page.ms.toFixed(1).padStart(7)} ms ${page.ratio.toFixed(1).padStart(5)}× ${String(page.rows ?? '-').padStart(7)} rows${breakdown(page)}${page.status === 200 ? '' : ` (${page.status})`}`;
const roots = [['after', resolve('.')], ...(options.baseline ? [['before', resolve(options.baseline)]] : [])];
const results = Object.fromEntries(roots.map(([label]) => [label, {}]));
for (const size of sizes)
  for (const [label, root] of roots) {
    console.error(`measuring ${label} at ${size.toLocaleString('en-US')} leads…`);
    results[label][size] = await measure(root, size);
    // Each size as it ends too, so a run cut short still shows what it measured.
    for (const [name, page] of Object.entries(results[label][size].pages)) console.error(`  ${name.padEnd(16)} ${cell(page)}`);
  }

console.log(
  `\nAdmin screens, warm, median first byte of ${rounds} (ms), ÷ cached /quote in the same run, rows read (last request),` +
    ' [medians of Server-Timing, ms: a = the Access check, d = D1, app = the admin Worker to its headers]',
);
for (const [label] of roots) {
  console.log(`\n${label}:`);
  console.log(['page'.padEnd(16), ...sizes.map((size) => `${size.toLocaleString('en-US')} leads`.padEnd(56))].join(' | '));
  for (const [name] of PAGES)
    console.log([name.padEnd(16), ...sizes.map((size) => cell(results[label][size].pages[name]).padEnd(56))].join(' | '));
  console.log(
    ['cached /quote'.padEnd(16), ...sizes.map((size) => `${results[label][size].cached.toFixed(1).padStart(7)} ms`.padEnd(56))].join(' | '),
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
