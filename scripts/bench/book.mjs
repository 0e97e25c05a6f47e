/**
 * `npm run bench` (last line): the first byte of /book (rendered on request, one
 * Durable Object call for the week) beside a cached page's (/quote, from the
 * page cache), on one warm `wrangler dev` instance, in one run. Each page is
 * asked 5 times to warm, then 40 times alternately; the medians and the ratio
 * are printed, never asserted (issue 29 §11: goal at most 3×).
 */
import { performance } from 'node:perf_hooks';
import { startSite } from '../serve.mjs';

const ROUNDS = 40;
/** Milliseconds from the request to the first byte of the body. */
async function firstByte(url) {
  const start = performance.now();
  const response = await fetch(url);
  const reader = response.body.getReader();
  await reader.read();
  const ms = performance.now() - start;
  await reader.cancel();
  return ms;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await startSite();
try {
  const paths = { book: '/book', cached: '/quote' };
  for (let i = 0; i < 5; i++) for (const path of Object.values(paths)) await firstByte(`${site.url}${path}`);
  const times = { book: [], cached: [] };
  for (let i = 0; i < ROUNDS; i++)
    for (const [name, path] of Object.entries(paths)) times[name].push(await firstByte(`${site.url}${path}`));
  const book = median(times.book);
  const cached = median(times.cached);
  console.log(
    `first byte, warm isolate, median of ${ROUNDS}: /book ${book.toFixed(1)} ms, cached /quote ${cached.toFixed(1)} ms, ratio ${(book / cached).toFixed(2)} (goal at most 3)`,
  );
} finally {
  site.stop();
}
