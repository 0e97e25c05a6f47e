/**
 * The page cache's key and lookup, shared by the Worker's small entry
 * (src/worker.ts), which answers a cached page before the app loads, and by
 * the app's page cache (src/page-cache.ts), which renders and stores a page
 * on a miss. Both compute a page's key, ETag and headers here, so the key of
 * the entry and of the app cannot drift (docs/caching.md).
 *
 * This module and what it imports are evaluated when an isolate starts: keep
 * it to a few KiB (no content, no React, no route table; `npm run
 * check:budgets` watches the startup size).
 *
 * The key of a page: its canonical path, the build (`version` of
 * src/generated/assets.json), the content version (src/lib/content-version.ts)
 * and the calendar in Beaumont (the footer's year; the date on Privacy and
 * Terms). Nothing a visitor sends is part of it.
 */
import { encodeBase64Url } from 'hono/utils/encode';
import { business } from './content/business';
import assets from './generated/assets.json';
import { contentVersion, keptContentVersion } from './lib/content-version';
import { dayLabel, yearIn } from './lib/dates';
import { absoluteUrl } from './seo/meta';

/** What a cached page is keyed by: its canonical path and whether it shows today's date (Privacy, Terms). */
export interface PageKey {
  /** Canonical path, e.g. "/concrete-driveways" for the alias "/services/concrete-driveways" too; "/404" for the not-found page. */
  path: string;
  /** true when the page shows today's full date, so a new day is a new entry. */
  dated?: boolean;
  /** 404 for the not-found page: its ETag is never answered with 304 (RFC 9110 §13.2.1: conditions apply to 2xx answers). */
  status?: 404;
}

/** The bindings the lookup reads: the `PAGE_CACHE` switch, the public origin and the content version's KV. */
export interface LookupEnv {
  PAGE_CACHE?: string;
  SITE_URL: string;
  SITE_STATE: KVNamespace;
}

/**
 * `Cache-Control` of a page: browsers revalidate on each visit (a 304 when
 * the ETag still matches); a shared cache such as the edge may keep it for
 * 10 minutes (RFC 9111 §5.2.2.10 s-maxage). Pages change only with a deploy
 * or the date.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600';
/** The header of a kept copy that names the content version it was rendered at; another version is a miss. */
export const VERSION_HEADER = 'X-Content-Version';
/** The Cache API cache of rendered pages (a named cache: same per-location store as `caches.default`, its own key space). */
export const CACHE_NAME = 'pages';
const HTML = 'text/html; charset=utf-8';

/** A page kept in layer 1. */
export interface Entry {
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
export function remember(id: string, entry: Entry): void {
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
function noneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const tags: string[] = header.match(/"[^"]*"/g) ?? [];
  return header.trim() === '*' || tags.includes(etag);
}

/** The response headers of a cached or cacheable page. */
export const pageHeaders = (etag: string, timing: string) => ({
  'Content-Type': HTML,
  ETag: etag,
  'Cache-Control': PAGE_CACHE_CONTROL,
  'Server-Timing': timing,
});

/** What a lookup that found no copy leaves for the render: the key's strings, the content version and the open cache. */
export interface Miss {
  /** The key string of layer 1 (and of the ETag): the Cache API's key plus the content version. */
  id: string;
  etag: string;
  /** The content version the page will be rendered at (kept in the stored copy's `VERSION_HEADER`). */
  version: string;
  /** The Cache API's key: the page's key on the public origin. */
  edgeKey: string;
  /** The opened Cache API cache; undefined with the cache off. */
  cache: Cache | undefined;
  /** `performance.now()` when the lookup started (Server-Timing's miss duration). */
  lookupStarted: number;
}

/**
 * Looks a page up: answers a matching `If-None-Match` with 304, else the copy in this isolate's memory, else the
 * location's Cache API copy of the current content version (kept in memory too).
 *
 * A new isolate (or one whose version is older than 10 s) asks KV for the content version and the Cache API for its
 * copy at the same time, so the version costs no extra round trip; a warm isolate knows the version already and
 * looks in its memory first.
 *
 * @param request a GET or HEAD request (the caller checks the method)
 * @param env the bindings (`PAGE_CACHE`: "on", "edge" or "off"; `SITE_URL`; `SITE_STATE`)
 * @param key the page's key
 * @param now the moment of the request (the calendar of the key)
 * @returns `{ hit }`: the answer (304, or the page with `ETag`, `Cache-Control` and `Server-Timing`); or `{ miss }`:
 *   what the render needs to answer and store the page
 */
export async function lookupPage(
  request: Request,
  env: LookupEnv,
  key: PageKey,
  now = new Date(),
): Promise<{ hit: Response; miss?: undefined } | { hit?: undefined; miss: Miss }> {
  const mode = env.PAGE_CACHE;
  // The Cache API's key: the build and the calendar. The content version travels in the kept copy's header.
  const base = pageCacheKey(key, assets.version, now);
  // On the public origin, whatever host or port the request came by: one entry per page in the location.
  const edgeKey = absoluteUrl(env.SITE_URL, base);
  const lookupStarted = performance.now();
  const known = keptContentVersion();
  const edge = mode === 'off' ? undefined : known !== undefined && mode === 'on' ? null : caches.open(CACHE_NAME);
  const early = edge ? edge.then((cache) => cache.match(edgeKey)).catch(() => undefined) : undefined;
  const version = known ?? (await contentVersion(env.SITE_STATE));
  const id = `${base}&c=${version}`;
  const kept = mode === 'on' ? memory.get(id) : undefined;
  const etag = kept?.etag ?? (await etagOf(id));
  if (key.status !== 404 && noneMatch(request.headers.get('If-None-Match'), etag)) {
    const headers = { ETag: etag, 'Cache-Control': PAGE_CACHE_CONTROL, 'Server-Timing': 'cache;desc=revalidated' };
    return { hit: new Response(null, { status: 304, headers }) };
  }
  if (kept) return { hit: new Response(kept.body, { status: kept.status, headers: pageHeaders(etag, 'cache;desc=memory') }) };

  const cache = mode === 'off' ? undefined : await (edge ?? caches.open(CACHE_NAME));
  const copy = await (early ?? cache?.match(edgeKey));
  if (copy?.body && copy.headers.get(VERSION_HEADER) === version) {
    // How long the Cache API took to hand the copy over (its first use in an isolate costs the most).
    const fromEdge = `cache;desc=edge;dur=${(performance.now() - lookupStarted).toFixed(1)}`;
    const status = Number(copy.headers.get('X-Page-Status') ?? 200);
    const body = new Uint8Array(await copy.arrayBuffer());
    if (mode === 'on') remember(id, { body, status, etag });
    return { hit: new Response(body, { status, headers: pageHeaders(etag, fromEdge) }) };
  }
  return { miss: { id, etag, version, edgeKey, cache, lookupStarted } };
}

/**
 * The lookups the entry made and missed, by request, so the app's page cache renders without asking the Cache API
 * a second time (src/worker.ts records, src/page-cache.ts reads).
 */
export const entryMisses = new WeakMap<Request, { key: PageKey; miss: Miss }>();
