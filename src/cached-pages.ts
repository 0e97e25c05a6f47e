/**
 * Which request paths are which cached page: the table the Worker's entry
 * (src/worker.ts) reads to answer a page from the page cache before the app
 * loads. Each page's key here is the key its route gives `pageCache`
 * (src/routes/*): test/cached-pages-integration.test.ts checks every page of
 * both editions, so the two cannot drift.
 *
 * A path not in the table goes to the app, which looks the page up itself:
 * the project pages and the gallery (their key needs D1 or the query), the
 * 404 page, redirects, forms, the admin. So a page missing here is only
 * slower on a new isolate, never wrong.
 *
 * A new single page cached by `pageCache(at(...))`: one line in SINGLE_PAGES.
 * A new kind of page with slugs: one line in SLUG_PAGES, and its slugs in
 * src/generated/slugs.json (scripts/build.mjs writes it from the content index).
 */
import securityHeaders from './generated/security-headers.json';
import slugs from './generated/slugs.json';
import { LOCALES, localizedPath } from './i18n';
import { logFailure } from './lib/log';
import { entryMisses, type LookupEnv, lookupPage, type PageKey } from './page-key';

/** A cached single page: its English path; `dated` when it shows today's date; `query` when a query string makes another page (never cached). */
interface SinglePage {
  path: string;
  dated?: true;
  query?: 'renders';
}

/** The single pages the page cache keeps, in both editions (the Spanish path is `localizedPath('es', path)`). */
const SINGLE_PAGES: readonly SinglePage[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/contact', query: 'renders' }, // prefilled by the calculator's query
  { path: '/services' },
  { path: '/service-areas' },
  { path: '/quote' },
  { path: '/emergency' },
  { path: '/privacy', dated: true },
  { path: '/terms-of-service', dated: true },
  { path: '/blog' },
  { path: '/concrete-cost-calculator', query: 'renders' }, // the result of a query
];

/** A kind of page with slugs: its slugs, its primary English path of a slug and, in English only, its alias. */
interface SlugPages {
  slugs: readonly string[];
  path: (slug: string) => string;
  alias?: (slug: string) => string;
}

/** The kinds of page with slugs the page cache keeps, in both editions (aliases in English only). */
const SLUG_PAGES: readonly SlugPages[] = [
  { slugs: slugs.services, path: (s) => `/${s}`, alias: (s) => `/services/${s}` },
  { slugs: slugs.cities, path: (s) => `/${s}-tx-concrete-contractors`, alias: (s) => `/locations/${s}-tx` },
  { slugs: slugs.posts, path: (s) => `/blog/${s}` },
];

/** Every request path the entry knows, with its page's key and whether a query string makes another page. */
const table = new Map<string, { key: PageKey; queryRenders: boolean }>();
for (const locale of LOCALES) {
  for (const { path, dated, query } of SINGLE_PAGES) {
    const at = localizedPath(locale, path);
    table.set(at, { key: { path: at, dated: dated === true }, queryRenders: query === 'renders' });
  }
  for (const kind of SLUG_PAGES)
    for (const slug of kind.slugs) {
      const key = { path: localizedPath(locale, kind.path(slug)) };
      table.set(key.path, { key, queryRenders: false });
      if (kind.alias && locale === 'en') table.set(kind.alias(slug), { key, queryRenders: false });
    }
}

/**
 * The page cache key of a request's URL, as the page's route computes it, or undefined when the entry leaves the
 * request to the app (a path not in the table, or a query string on a page that renders from it).
 * @param url the request's URL
 */
export function cachedPageKey(url: URL): PageKey | undefined {
  const found = table.get(url.pathname);
  if (!found || (found.queryRenders && url.search !== '')) return undefined;
  return found.key;
}

/**
 * Adds the security headers every answer of the app carries (src/security.ts through Hono's `secureHeaders`,
 * written to src/generated/security-headers.json by scripts/headers.mjs).
 */
function withSecurityHeaders(response: Response, head: boolean): Response {
  const answer = new Response(head ? null : response.body, response);
  for (const [name, value] of securityHeaders as [string, string][]) answer.headers.set(name, value);
  return answer;
}

/**
 * The page cache's answer to a request before the app loads, or undefined (the app answers).
 * @returns a hit or a 304 with the security headers; undefined for a request the table does not know, a miss
 *   (recorded in `entryMisses` for the app's page cache) or a lookup that failed
 */
export async function answerFromPageCache(request: Request, env: LookupEnv): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const key = cachedPageKey(new URL(request.url));
  if (!key) return undefined;
  try {
    const found = await lookupPage(request, env, key);
    if (found.hit) return withSecurityHeaders(found.hit, request.method === 'HEAD');
    entryMisses.set(request, { key, miss: found.miss });
  } catch (error) {
    logFailure('entry_lookup_failed', error);
  }
  return undefined;
}
