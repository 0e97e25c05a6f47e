#!/usr/bin/env node
/**
 * `npm run bench -- --lcp [--baseline DIR] [--runs 5]` (issue 48, "Lighthouse's LCP per template before and after,
 * side by side in one run"): Lighthouse's performance category (mobile, simulated slow 4G: its default config) on
 * every page of `npm run lighthouse` (scripts/lighthouse-pages.mjs), on this checkout and on `--baseline` (another
 * checkout with its own node_modules), both built here with NODE_ENV=production and served at once by `wrangler dev`
 * with the three fixture projects (scripts/seed-projects.mjs). In each of `--runs` rounds, every page runs on both
 * sites one right after the other, the order switched every round, so a burst of load on the host falls on both.
 * Prints per page the median of the runs of LCP (s), FCP (s), TBT (ms) and the Performance score, before and after,
 * then the largest element of each (the node of Lighthouse's `lcp-breakdown-insight`).
 * Figures, never assertions: simulated timings still move with the host's CPU (benchmarkIndex printed).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { LIGHTHOUSE_PAGES } from '../lighthouse-pages.mjs';

const { values: options } = parseArgs({ options: { baseline: { type: 'string' }, runs: { type: 'string', default: '5' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${options.runs}`);
const roots = [['after', resolve('.')], ...(options.baseline ? [['before', resolve(options.baseline)]] : [])];
process.env.NODE_ENV ??= 'production';

const sites = [];
let chrome;
let userDataDir;
process.on('exit', () => {
  chrome?.kill();
  for (const { site } of sites) site.stop();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** The largest element's HTML snippet in a Lighthouse 13 report: the `node` item of `lcp-breakdown-insight` ('' if none). */
const largestElement = (lhr) => lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? '';

/** Builds the checkout at `root` and serves it with its fixture projects (its own scripts, from its own directory). */
async function serve(label, root) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { startSiteWithProjects } = await import(join(root, 'scripts/seed-projects.mjs'));
    const { site, projectPath } = await startSiteWithProjects({ logFile: `lcp-bench-${label}-wrangler.log` });
    const pages = LIGHTHOUSE_PAGES.map((page) => ({ ...page, path: page.name === 'Project' ? projectPath : page.path }));
    // Warm each page once, and check it answers as it should.
    for (const page of pages) {
      const answer = await fetch(site.url + page.path);
      await answer.arrayBuffer();
      if (answer.status !== (page.notFound ? 404 : 200)) throw new Error(`${label} ${page.path} answered ${answer.status}`);
    }
    return { label, site, pages };
  } finally {
    process.chdir(cwd);
  }
}

for (const [label, root] of roots) sites.push(await serve(label, root));
/** Starts Chromium with a new profile, after stopping the one before (Lighthouse's NO_NAVSTART asks for a new one). */
async function launchChromium() {
  chrome?.kill();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  userDataDir = mkdtempSync(join(tmpdir(), 'lcp-bench-chromium-'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    userDataDir,
    handleSIGINT: false,
    logLevel: 'error',
  });
}
await launchChromium();

/** figures[label][page name] = [{ lcp, fcp, tbt, perf, bi }] */
const figures = Object.fromEntries(sites.map(({ label }) => [label, {}]));
for (let run = 0; run < runs; run++) {
  for (const [i] of LIGHTHOUSE_PAGES.entries()) {
    const order = run % 2 === 0 ? sites : [...sites].reverse();
    for (const { label, site, pages } of order) {
      const page = pages[i];
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      if (page.notFound) Object.assign(flags, { ignoreStatusCode: true });
      let { lhr } = await lighthouse(site.url + page.path, flags);
      // NO_NAVSTART: a race between Chromium and Lighthouse ("run Lighthouse again", as scripts/lighthouse.mjs does).
      for (let attempt = 2; attempt <= 3 && lhr.runtimeError?.code === 'NO_NAVSTART'; attempt++) {
        await launchChromium();
        flags.port = chrome.port;
        ({ lhr } = await lighthouse(site.url + page.path, flags));
      }
      if (lhr.runtimeError) {
        console.error(`  ${label} ${page.path}: runtime error ${lhr.runtimeError.code}, run left out`);
        continue;
      }
      const audit = (id) => lhr.audits[id]?.numericValue;
      figures[label][page.name] ??= [];
      figures[label][page.name].push({
        lcp: audit('largest-contentful-paint') / 1000,
        fcp: audit('first-contentful-paint') / 1000,
        tbt: audit('total-blocking-time'),
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        bi: lhr.environment?.benchmarkIndex,
        element: largestElement(lhr),
      });
    }
  }
  console.error(`round ${run + 1} of ${runs} done`);
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};
const stat = (label, name, key) => median((figures[label][name] ?? []).map((f) => f[key]));
const labels = sites.map(({ label }) => label).reverse();
const columns = [
  ['LCP s', 'lcp', 2],
  ['FCP s', 'fcp', 2],
  ['TBT ms', 'tbt', 0],
  ['Perf', 'perf', 0],
];
const header = ['page'.padEnd(44), ...columns.flatMap(([title]) => labels.map((label) => `${title} ${label}`.padStart(13)))];
console.log(`\nLighthouse, mobile, simulated slow 4G, median of ${runs} runs per page and site`);
console.log(header.join(' '));
for (const page of sites[0].pages) {
  const cells = columns.flatMap(([, key, digits]) => labels.map((label) => stat(label, page.name, key).toFixed(digits).padStart(13)));
  console.log([`${page.name} ${page.path}`.slice(0, 44).padEnd(44), ...cells].join(' '));
}
for (const label of labels) {
  const lcps = sites[0].pages.map((page) => stat(label, page.name, 'lcp'));
  const bis = Object.values(figures[label]).flatMap((list) => list.map((f) => f.bi));
  console.log(
    `${label}: ${lcps.filter((lcp) => lcp <= 1.2).length} of ${lcps.length} pages at LCP <= 1.2 s; benchmarkIndex ${Math.min(...bis)}-${Math.max(...bis)}`,
  );
}
console.log('\nthe largest element (the last run), per page:');
for (const page of sites[0].pages)
  for (const label of labels)
    console.log(`  ${label.padEnd(6)} ${page.name.padEnd(13)} ${(figures[label][page.name]?.at(-1)?.element ?? '').slice(0, 110)}`);
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
