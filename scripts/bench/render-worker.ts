/**
 * Render-cost probe for `npm run bench`, run with
 * `wrangler dev scripts/bench/render-worker.ts` (same wrangler.toml, so the
 * same bindings and assets). It measures INSIDE workerd how long the site's
 * Worker takes to answer a page, body read in full, with the page cache off.
 *
 * `GET /?path=/concrete-driveways&n=200&warmup=50` calls the site's
 * `worker.fetch(new Request(origin + path), { ...env, PAGE_CACHE: 'off' }, ctx)`
 * `warmup` times untimed, then `n` times back to back, reading
 * `performance.now()` before the first and after each one (a render is the
 * call plus `await response.arrayBuffer()`).
 * With `&cache=on` the page cache is on instead: the first call renders and
 * keeps the page, and every later one is a memory hit, so the figures are
 * the Worker's own cost of answering a cached page.
 * Answers JSON: { path, status, bytes, n, warmup, first, min, p50, mean,
 * p99, max, p50Group }; times in milliseconds per render (`first`: the first
 * warm-up call, the cold one if nothing rendered that page before), `bytes`
 * the body length. The clock of workerd moves in whole milliseconds, so
 * min, p50, p99, max and first are multiples of 1 ms; `mean` (the whole run
 * over n) and `p50Group` (the median over consecutive groups of 10 renders
 * of each group's time over 10) resolve a tenth of that or better. `n` is 1..10000 (default 200), `warmup` 1..10000 (default 50); a
 * `path` not starting with a single "/" gets 400. Any request without a
 * `path` parameter is handed to the site's Worker unchanged (so `/` answers
 * as the site does, which startSite waits for).
 *
 * Local workerd advances the clock during execution; deployed Workers do
 * not (the timers move only on I/O), so this runs under `wrangler dev` only.
 */
import worker from '../../src/index';

// The calendar's Durable Object class, which wrangler.toml binds: wrangler dev refuses an entry without it.
export { BookingCalendar } from '../../src/index';

/** A query parameter as an integer within [min, max], or the default. */
function intParam(url: URL, name: string, fallback: number, min: number, max: number): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The q-quantile (0..1) of ascending numbers, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** Renders per group for `p50Group`. */
const GROUP = 10;

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const url = new URL(request.url);
    const path = url.searchParams.get('path');
    if (path === null) return worker.fetch(request, env, ctx);
    const n = intParam(url, 'n', 200, 1, 10_000);
    const warmup = intParam(url, 'warmup', 50, 1, 10_000);
    const cache = url.searchParams.get('cache') ?? 'off';
    if (!path.startsWith('/') || path.startsWith('//') || n === null || warmup === null || !['on', 'off'].includes(cache)) {
      return Response.json({ error: 'expected ?path=/some/page&n=1..10000&warmup=1..10000[&cache=on|off]' }, { status: 400 });
    }
    // A new object, so the spread may carry a variable Env does not declare yet.
    const renderEnv = { ...env, PAGE_CACHE: cache };
    const target = new URL(path, url.origin).href;
    const renderOnce = async (): Promise<{ status: number; bytes: number }> => {
      const response = await worker.fetch(new Request(target), renderEnv, ctx);
      const body = await response.arrayBuffer();
      return { status: response.status, bytes: body.byteLength };
    };

    const coldStart = performance.now();
    const _first = await renderOnce();
    const firstMs = performance.now() - coldStart;
    for (let i = 1; i < warmup; i++) await renderOnce();
    // Back-to-back renders with one clock reading between each: render i takes
    // stamps[i + 1] - stamps[i], and a group of renders the span of its stamps.
    const stamps = [performance.now()];
    const statuses = new Set<number>();
    const sizes = new Set<number>();
    for (let i = 0; i < n; i++) {
      const { status, bytes } = await renderOnce();
      stamps.push(performance.now());
      statuses.add(status);
      sizes.add(bytes);
    }
    const times = stamps.slice(1).map((stamp, i) => stamp - (stamps[i] ?? stamp));
    const groupMeans: number[] = [];
    for (let i = 0; i + GROUP <= n; i += GROUP) groupMeans.push(((stamps[i + GROUP] ?? Number.NaN) - (stamps[i] ?? Number.NaN)) / GROUP);
    groupMeans.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    return Response.json({
      path,
      status: statuses.size === 1 ? [...statuses][0] : [...statuses],
      bytes: sizes.size === 1 ? [...sizes][0] : [...sizes],
      n,
      warmup,
      first: round(firstMs),
      min: round(times[0] ?? Number.NaN),
      p50: round(quantile(times, 0.5)),
      mean: round(((stamps.at(-1) ?? Number.NaN) - (stamps[0] ?? Number.NaN)) / n),
      p50Group: round(quantile(groupMeans, 0.5)),
      p99: round(quantile(times, 0.99)),
      max: round(times.at(-1) ?? Number.NaN),
    });
  },
} satisfies ExportedHandler<Env>;
