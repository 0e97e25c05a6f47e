#!/usr/bin/env node
/**
 * `npm run bench [-- options]`: the public pages' bench (scripts/bench.mjs, given the options), then the cold start
 * (scripts/bench/cold.mjs) and /book's first byte (scripts/bench/book.mjs), one after the other, stopping at the
 * first that fails. `npm run bench -- --admin [options]`: the contractor's screens at 1,000, 10,000 and 100,000
 * leads instead (scripts/bench/admin.mjs, issue 48); `npm run bench -- --lcp [--baseline DIR]` Lighthouse's LCP
 * of every template, before and after side by side (scripts/bench/lcp.mjs, issue 48).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const runs = args.includes('--admin')
  ? [['scripts/bench/admin.mjs', ...args.filter((arg) => arg !== '--admin')]]
  : args.includes('--lcp')
    ? [['scripts/bench/lcp.mjs', ...args.filter((arg) => arg !== '--lcp')]]
    : [['scripts/bench.mjs', ...args], ['scripts/bench/cold.mjs'], ['scripts/bench/book.mjs']];
for (const run of runs) {
  const { status } = spawnSync(process.execPath, run, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
