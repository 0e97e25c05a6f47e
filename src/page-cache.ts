/**
 * The page cache: a page is rendered once per Cloudflare
 * location, not once per isolate.
 *
 * A page's HTML depends on nothing but its canonical path, the build (what
 * the pages are made from), the content version (the finished jobs, which
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
import { encodeBase64Url } from 'hono/utils/encode';
import type { AppEnv } from './env';
import assets from './generated/assets.json';
import { dayLabel, yearIn } from './lib/dates';
import { absoluteUrl } from './seo/meta';
import { business } from './content/business';
import { contentVersion, keptContentVersion } from './lib/content-version';

/** What a cached page is keyed by: its canonical path and whether it shows today's date (Privacy, Terms). */
export interface PageKey {
  /** Canonical path, e.g. "/concrete-driveways" for the alias "/services/concrete-driveways" too; "/404" for the not-found page. */
  path: string;
  /** true when the page shows today's full date, so a new day is a new entry. */
  dated?: boolean;
  /** 404 for the not-found page: its ETag is never answered with 304 (RFC 9110 §13.2.1: conditions apply to 2xx answers). */
  status?: 404;
}

/**
 * `Cache-Control` of a page: browsers revalidate on each visit (a 304 when
 * the ETag still matches); a shared cache such as the edge may keep it for
 * 10 minutes (RFC 9111 §5.2.2.10 s-maxage). Pages change only with a deploy
 * or the date.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600';

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
/** The header of a kept copy that names the content version it was rendered at; another version is a miss. */
const VERSION_HEADER = 'X-Content-Version';
const HTML = 'text/html; charset=utf-8';
/** The Cache API cache of rendered pages (a named cache: same per-location store as `caches.default`, its own key space). */
const CACHE_NAME = 'pages';
/** Status codes of pages that are the same for everyone: a page, the not-found page. */
const CACHEABLE = new Set([200, 404]);

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  /** The page's ETag, kept so a hit computes no digest. */
  etag: string;
}
/** Layer 1: this isolate's rendered pages, by key string (the canonical path with version and calendar). */
const memory = new Map<string, Entry>();

/** Most entries layer 1 holds: every page of both editions for a day or two. Past it, the layer starts afresh. */
const MEMORY_ENTRIES = 400;

/** Keeps a page in layer 1. */
function remember(id: string, entry: Entry): void {
  if (memory.size >= MEMORY_ENTRIES) memory.clear();
  memory.set(id, entry);
}

/**
 * The cache key of a page as a path with a query, e.g.
 * "/concrete-driveways?v=f54126048c589086&d=2026" or "/privacy?v=…&d=2026-11-23/2026-11-23":
 * canonical path, build version, and the calendar in the business time zone
 * (the year every page shows in its footer; the date when the page shows it),
 * computed without Intl (src/lib/dates.ts), so a hit costs a new isolate no
 * ICU start-up.
 * @param version the build hash of src/generated/assets.json
 * @param now the moment of the request
 */
export function pageCacheKey(key: PageKey, version: string, now: Date): string {
  const { daylight, standard } = business.utcOffsetsHours;
  const calendar = key.dated ? dayLabel([daylight, standard], now) : String(yearIn(standard, now));
  return `${key.path}?${new URLSearchParams({ v: version, d: calendar })}`;
}

/** The strong ETag of a page cache key: the first 128 bits of its SHA-256, base64url (RFC 9110 §8.8.3). */
export async function etagOf(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return `"${encodeBase64Url(digest.slice(0, 16)).replace(/=+$/, '')}"`;
}

/** true when an `If-None-Match` field lists `etag` or is "*" (RFC 9110 §13.1.2, weak comparison). */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tags: string[] = header.match(/"[^"]*"/g) ?? [];
  return header.trim() === '*' || tags.includes(etag);
}

/** The response headers of a cached or cacheable page. */
const pageHeaders = (etag: string, timing: string) => ({
  'Content-Type': HTML,
  ETag: etag,
  'Cache-Control': PAGE_CACHE_CONTROL,
  'Server-Timing': timing,
});

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
  const now = new Date();
  // The Cache API's key: the build and the calendar. The content version travels in the kept copy's header.
  const base = pageCacheKey(key, assets.version, now);
  // On the public origin, whatever host or port the request came by: one entry per page in the location.
  const edgeKey = absoluteUrl(c.env.SITE_URL, base);
  const lookupStarted = performance.now();
  // A new isolate (or one whose version is older than 10 s) asks KV for the content version and the Cache API for
  // its copy at the same time, so the version costs no extra round trip; a warm isolate knows the version already
  // and looks in its memory first.
  const known = keptContentVersion();
  const edge = mode === 'off' ? undefined : known !== undefined && mode === 'on' ? null : caches.open(CACHE_NAME);
  const early = edge ? edge.then((cache) => cache.match(edgeKey)).catch(() => undefined) : undefined;
  const version = known ?? (await contentVersion(c.env.SITE_STATE));
  const id = `${base}&c=${version}`;
  const kept = mode === 'on' ? memory.get(id) : undefined;
  const etag = kept?.etag ?? (await etagOf(id));
  if (key.status !== 404 && noneMatch(c.req.header('If-None-Match'), etag)) {
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, 'Cache-Control': PAGE_CACHE_CONTROL, 'Server-Timing': 'cache;desc=revalidated' },
    });
  }
  if (kept) return new Response(kept.body, { status: kept.status, headers: pageHeaders(etag, 'cache;desc=memory') });

  const cache = mode === 'off' ? undefined : await (edge ?? caches.open(CACHE_NAME));
  const hit = await (early ?? cache?.match(edgeKey));
  if (hit?.body && hit.headers.get(VERSION_HEADER) === version) {
    // How long the Cache API took to hand the copy over (its first use in an isolate costs the most).
    const fromEdge = `cache;desc=edge;dur=${(performance.now() - lookupStarted).toFixed(1)}`;
    const status = Number(hit.headers.get('X-Page-Status') ?? 200);
    const body = new Uint8Array(await hit.arrayBuffer());
    if (mode === 'on') remember(id, { body, status, etag });
    return new Response(body, { status, headers: pageHeaders(etag, fromEdge) });
  }

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
