/**
 * The offline copies of the admin pages, shared by the service worker
 * (client/admin/sw/sw.ts), the admin layout (where the banner goes) and the
 * tests: names, the 7-day limit (issue 31 §1) and the banner's words.
 * Plain functions with no DOM or Worker API, so they run in every scope.
 */
import { BUSINESS_TIME_ZONE } from '../../../src/content/business';

/** Cache Storage name of the admin pages' copies (one entry per URL, the newest). */
export const PAGE_CACHE = 'admin-pages-v1';
/** Prefix of the Cache Storage names of the admin's static assets; the build's version follows it. */
export const ASSET_CACHE_PREFIX = 'admin-assets-';
/** Every Cache Storage name the admin uses starts with this (Sign out deletes them all). */
export const ADMIN_CACHE_PREFIX = 'admin-';
/** Header of a kept copy holding the time it was fetched, in ms since the epoch. */
export const COPY_TIME_HEADER = 'X-Copy-Time';
/** Longest a copy is kept and shown: 7 days, in ms (issue 31 §1). */
export const MAX_COPY_AGE_MS = 7 * 24 * 3600_000;
/** The admin layout's main element opening, before which the offline banner is put. */
export const MAIN_MARKER = '<main id="admin-main"';

/** Whether a copy made at `copiedAt` (ms) may still be shown at `now` (ms): at most 7 days old, never from the future. */
export const isFresh = (copiedAt: number, now: number) => Number.isFinite(copiedAt) && copiedAt <= now && now - copiedAt <= MAX_COPY_AGE_MS;

/**
 * The kept copies to delete at `now` (ms): every copy older than 7 days, from the future, or with no readable time
 * (issue 35: nothing older than 7 days is kept on the phone, shown or not).
 * @param copies each copy's URL and its `X-Copy-Time` header's value (null when absent)
 * @returns the URLs to delete
 */
export const staleCopies = (copies: readonly { url: string; copiedAt: string | null }[], now: number): string[] =>
  copies.filter((copy) => !isFresh(copy.copiedAt === null ? Number.NaN : Number(copy.copiedAt), now)).map((copy) => copy.url);

/** The admin's path prefix: the service worker's scope. */
export const SCOPE_PATH = '/admin/';

/**
 * What the service worker does with a request (issue 31 §1): 'page' for a GET navigation to an admin page of its own
 * origin (network first, a copy kept), 'asset' for a GET of its origin's `/assets/` (cache first), null for anything
 * else (public pages, posts, other origins), which goes to the network untouched and is never kept.
 * @param request the request's method, URL and mode
 * @param origin the service worker's origin
 */
export function swRoute(request: Pick<Request, 'method' | 'url' | 'mode'>, origin: string): 'page' | 'asset' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (request.mode === 'navigate' && url.pathname.startsWith(SCOPE_PATH)) return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return null;
}

const TIME = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });

/**
 * The banner's words for a copy made at `copiedAt` (ms), seen at `now` (ms),
 * in the business's time zone (America/Chicago, Intl): "Offline, as of
 * 10:42 AM" for a copy of the same day there, else with the day, "Offline,
 * as of Tue, Nov 24, 10:42 AM".
 */
export function offlineLabel(copiedAt: number, now: number): string {
  const time = TIME.format(copiedAt);
  return DAY.format(copiedAt) === DAY.format(now) ? `Offline, as of ${time}` : `Offline, as of ${DAY.format(copiedAt)}, ${time}`;
}

/**
 * The page shown offline from a kept copy (`html`, made at `copiedAt`, the `X-Copy-Time` header's value) at `now`
 * (ms): the copy with the "Offline, as of" banner before the main element, or null when it is older than 7 days,
 * from the future or without a readable time (then it is deleted and the short offline page shows instead).
 */
export function offlinePage(html: string, copiedAt: string | null, now: number): string | null {
  const at = copiedAt === null ? Number.NaN : Number(copiedAt);
  if (!isFresh(at, now)) return null;
  const main = html.indexOf(MAIN_MARKER);
  return main < 0 ? html : html.slice(0, main) + offlineBanner(offlineLabel(at, now)) + html.slice(main);
}

/**
 * The banner's markup (a polite live region, Tailwind classes the stylesheet
 * holds because Tailwind scans this file). `label` comes from `offlineLabel`
 * (Intl output, no typed text).
 */
export const offlineBanner = (label: string) =>
  `<p role="status" data-offline-copy class="bg-amber-300 px-4 py-3 text-center font-semibold text-slate-950">${label}. This is the last copy kept on this phone; changes need a signal.</p>`;
