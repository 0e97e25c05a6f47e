/**
 * The in-isolate cache of rendered pages (issue "Performance", item 4). A
 * page's HTML depends on nothing but its route and the calendar date in the
 * business time zone (the footer's year; the "Last updated" date of Privacy
 * and Terms), so an entry is keyed by the route alone and tagged with that
 * date: a request on another day renders the page again and replaces the
 * entry. Nothing else of the request (query string, headers, body) is part of
 * the key, so nothing a visitor sends can put other content under it. The
 * keys are the routes of the route table plus one for the 404 page, so the
 * cache cannot grow beyond one entry per page.
 */
import { encodeBase64Url } from 'hono/utils/encode';

/** One rendered page: its bytes (UTF-8 HTML), strong ETag (RFC 9110 §8.8.3) and the date it was rendered for. */
export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  date: string;
}

const pages = new Map<string, CachedPage>();

/** The entry of `key` if it was rendered for `date` ("YYYY-MM-DD"), else undefined. */
export function cachedPage(key: string, date: string): CachedPage | undefined {
  const page = pages.get(key);
  return page?.date === date ? page : undefined;
}

/**
 * Makes the entry of a freshly rendered page: a strong ETag from the SHA-256
 * of its bytes (first 128 bits, base64url). Stores it under `key` unless
 * `store` is false (the `PAGE_CACHE` variable "off", used by `npm run bench`
 * to measure fresh renders).
 */
export async function savePage(key: string, date: string, body: Uint8Array<ArrayBuffer>, store: boolean): Promise<CachedPage> {
  const digest = await crypto.subtle.digest('SHA-256', body);
  const etag = `"${encodeBase64Url(digest.slice(0, 16)).replace(/=+$/, '')}"`;
  const page = { body, etag, date };
  if (store) pages.set(key, page);
  return page;
}
