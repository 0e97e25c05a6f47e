import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../src/index';
import { parse, type HTMLElement } from 'node-html-parser';

/** Origin used for requests in tests; canonical URLs come from SITE_URL instead. */
export const ORIGIN = 'http://localhost:8787';
/** SITE_URL of wrangler.toml, the origin of every canonical URL. */
export const SITE_URL = env.SITE_URL;

/** Sends a request for `path` to the Worker's fetch handler. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

/**
 * Sends a request for `path` to the Worker with some variables of wrangler.toml changed, e.g.
 * `{ PAGE_CACHE: 'off' }` to render afresh, or `'edge'` to see only the Cache API as a new isolate does;
 * waits for the work the answer left running (`waitUntil`, such as filling the cache) before returning.
 */
export async function requestWith(vars: Partial<Env>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Fetches `path` and parses the HTML into a DOM tree (node-html-parser). */
export async function loadPage(path: string, init?: RequestInit) {
  const response = await request(path, init);
  const html = await response.text();
  const document = parse(html, { comment: false });
  return { response, html, document };
}

export type PageDocument = HTMLElement;

/** The text content of every element matching `selector`, trimmed and with white space folded. */
export function texts(document: PageDocument, selector: string): string[] {
  return document.querySelectorAll(selector).map((el) => el.textContent.replace(/\s+/g, ' ').trim());
}

/** The `href` of every link matching `selector`. */
export function hrefs(document: PageDocument, selector: string): string[] {
  return document.querySelectorAll(selector).map((el) => el.getAttribute('href') ?? '');
}

export { ALIASES, CITY_SLUGS, POST_PATHS, PRIMARY_PATHS, SERVICE_SLUGS, SINGLE_PAGES, SPANISH_PATHS, spanishPath } from './routes';

/**
 * Waits until the next minute of the wall clock when less than `marginMs` of the current one is left. The local rate
 * limiter counts posts in fixed 60 s windows aligned to the clock (Miniflare's RateLimiterObject: `epoch =
 * floor(now / 60 s)`), so a test that needs six posts to land in one window must not start just before a boundary,
 * or the sixth is counted in a fresh window and allowed.
 */
export async function startOfRateWindow(marginMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
