/**
 * The page cache: a page is rendered once per Cloudflare
 * location, not once per isolate.
 *
 * A page's HTML depends on nothing but its canonical path, the build (what
 * the pages are made from), the content version (the finished projects, which
 * change without a deploy: src/lib/content-version.ts) and the calendar in Beaumont:
 * the year of the footer on every page, and the full date on Privacy and
 * Terms. So its cache key is exactly that, `PageKey`, and nothing a visitor sends (query string,
 * headers, body) is part of it: nothing they send can put other bytes under
 * it. An alias shares its primary page's entry; every unknown path shares the
 * one entry of the 404 page, which never shows the path.
 *
 * Two layers, looked up in order before the route builds anything:
 * 1. the isolate's memory (a Map, one entry per page and day), so a warm
 *    isolate answers like a static file;
 * 2. the location's Cache API (`caches.open('pages')`), so a new isolate answers a
 *    page that any isolate of the location rendered without rendering again.
 *    The copy is read whole (90 KB at most, from the location's own cache),
 *    kept in layer 1 and answered with its length: measured on a new isolate
 *    under `wrangler dev`, teeing it into the answer instead cost about 10 ms
 *    of CPU after the handler returned.
 *    On a miss the rendered stream is teed: one branch to the visitor as it
 *    renders, the other into both layers (`waitUntil`). The Cache API works
 *    on a custom domain and under `wrangler dev`; on `*.workers.dev` it stores
 *    nothing, so there every new isolate renders once.
 *
 * The strong ETag is derived from the key, so it is known before anything
 * renders, and a matching `If-None-Match` is answered 304 at once
 * (RFC 9110 §13.1.2). `Server-Timing` says what happened: `cache;desc=memory`,
 * `cache;desc=edge;dur=<ms>` (the Cache API's time to hand the copy over),
 * or `render;dur=<ms>, cache;desc=miss;dur=<ms>` (the render up to the
 * answer's first bytes, the head: the body renders as it streams; and how long
 * the Cache API took to answer that it had no copy; without the miss entry
 * when the cache is off) (W3C Server Timing).
 *
 * Never cached: anything but GET and HEAD, statuses other than 200 and 404,
 * a 404 under any key but the not-found page's own,
 * answers with `Set-Cookie` or `Cache-Control: no-store`, and routes whose
 * key function declines (a page carrying a query it renders from).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { entryMisses, lookupPage, type Miss, type PageKey, pageHeaders, remember, VERSION_HEADER } from './page-key';

export { etagOf, PAGE_CACHE_CONTROL, type PageKey, pageCacheKey } from './page-key';

/**
 * `Cache-Control` of the copy kept in the Cache API, which keeps an entry as
 * long as this says: a year. Its key holds the build and the calendar, and the
 * copy names the content version it was rendered at (`VERSION_HEADER`): a copy
 * of another version is a miss, and the new render takes its place. So a kept
 * copy is never served stale, and a page renders once per location and
 * change. (With the browsers' 10-minute `s-maxage`, a low-traffic site would
 * render nearly every visit.)
 */
const KEPT_CACHE_CONTROL = 'public, max-age=31536000';
/** Status codes of pages that are the same for everyone: a page, the not-found page. */
const CACHEABLE = new Set([200, 404]);

/** Whether the answer `res` may be kept and served to everyone. */
const cacheable = (res: Response) =>
  CACHEABLE.has(res.status) && !res.headers.has('Set-Cookie') && !/no-store|private/i.test(res.headers.get('Cache-Control') ?? '');

/**
 * What happens to a page whose stream failed before its end (its body failed to render after its head had left,
 * src/lib/renderer.ts; the render's own `onError` has logged why): nothing is kept, so the next request renders again.
 */
const notKept = () => {};

/** Reads a stream whole. */
async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The same key: the entry's lookup of this request stands for the app's. */
const sameKey = (a: PageKey, b: PageKey) => a.path === b.path && !a.dated === !b.dated && a.status === b.status;

/**
 * Answers a page from the cache, or produces, streams and caches it.
 *
 * @param c the Hono context (GET or HEAD; other methods are produced and never cached)
 * @param key the page's cache key
 * @param produce renders the page: a `Response` whose body is the HTML stream (status 200 or 404)
 * @returns 304 when `If-None-Match` matches; else the page from memory, from the Cache API, or freshly
 *   rendered and streamed, with `ETag`, `Cache-Control: PAGE_CACHE_CONTROL` and `Server-Timing`
 */
export async function cachedPage(c: Context<AppEnv>, key: PageKey, produce: () => Promise<Response>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return produce();
  const mode = c.env.PAGE_CACHE;
  // The entry (src/worker.ts) looked this page up already when it knew its key: its miss stands.
  const looked = entryMisses.get(c.req.raw);
  let miss: Miss;
  if (looked && sameKey(looked.key, key)) miss = looked.miss;
  else {
    const found = await lookupPage(c.req.raw, c.env, key);
    if (found.hit) return found.hit;
    miss = found.miss;
  }
  const { id, etag, version, edgeKey, cache, lookupStarted } = miss;

  const started = performance.now();
  // How long the Cache API took to say it has no copy of this version (none asked with the cache off).
  const missed = cache ? `, cache;desc=miss;dur=${(started - lookupStarted).toFixed(1)}` : '';
  const res = await produce();
  // A page that turned out not to exist (the not-found page, answered with its own key and ETag by src/errors.tsx)
  // is never stored under the page's key: invented URLs share the one entry of the 404 page.
  if (key.status !== 404 && res.status === 404) return res;
  if (!res.body || !cacheable(res)) return res;
  const timing = `render;dur=${(performance.now() - started).toFixed(1)}${missed}`;
  if (mode === 'off') return new Response(res.body, { status: res.status, headers: pageHeaders(etag, timing) });
  const [visitor, keep] = res.body.tee();
  c.executionCtx.waitUntil(
    bytesOf(keep).then(async (body) => {
      if (mode === 'on') remember(id, { body, status: res.status, etag });
      // The Cache API keeps 200s only on some runtimes; the page's status travels in a header of the stored copy.
      const stored = new Response(body, {
        headers: {
          ...pageHeaders(etag, ''),
          'Cache-Control': KEPT_CACHE_CONTROL,
          'X-Page-Status': String(res.status),
          [VERSION_HEADER]: version,
        },
      });
      stored.headers.delete('Server-Timing');
      await cache?.put(edgeKey, stored);
    }, notKept),
  );
  return new Response(visitor, { status: res.status, headers: pageHeaders(etag, timing) });
}

/** The key function of a page with one path (a single page): that path, and whether it shows today's date. */
export const at =
  (path: string, dated = false) =>
  (): PageKey => ({ path, dated });

/**
 * The key function of a page rendered from its query when it has one (the
 * calculator's result, the contact form prefilled by the calculator): the
 * bare page is cached; a request with a query string is not: query
 * pages are never cached under the bare path, so nothing a visitor sends
 * lands under a page's key.
 */
export const withoutQuery =
  (path: string) =>
  (c: Context<AppEnv>): PageKey | undefined =>
    new URL(c.req.url).search === '' ? { path } : undefined;

/**
 * Route middleware: looks the page up in the cache before the route's
 * handler builds anything, and caches what the handler answers.
 *
 * @param keyOf the page's key for this request, from the route's parameters
 *   (cheap: a lookup in the content index), or undefined when the route does
 *   not serve a cacheable page for it (an unknown slug, which the handler
 *   answers with the 404 page; a query the page renders from)
 */
export function pageCache(keyOf: (c: Context<AppEnv>) => PageKey | undefined): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = keyOf(c);
    if (!key) return next();
    c.res = await cachedPage(c, key, async () => {
      await next();
      return c.res;
    });
  });
}
