import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import assets from '../generated/assets.json';
import type { Locale } from '../i18n';
import type { PageCopy } from './es/pages';
import type * as enPages from './pages';
import type { City, Post, Service } from './schema';

/** The single pages' copy of an edition, typed so both editions fit (texts widened to string). */
export interface PagesCopy {
  home: PageCopy<typeof enPages.home>;
  about: PageCopy<typeof enPages.about>;
  contact: PageCopy<typeof enPages.contact>;
  servicesPage: PageCopy<typeof enPages.servicesPage>;
  serviceAreasPage: PageCopy<typeof enPages.serviceAreasPage>;
  quotePage: PageCopy<typeof enPages.quotePage>;
  emergencyPage: PageCopy<typeof enPages.emergencyPage>;
  blogIndex: PageCopy<typeof enPages.blogIndex>;
  legal: PageCopy<typeof enPages.legal>;
}

/** An edition's content: services, cities and posts in display order, and its single pages. */
export interface Edition {
  services: readonly Service[];
  cities: readonly City[];
  posts: readonly Post[];
  pages: PagesCopy;
}

/** A part of an edition a page needs: the single pages' copy, or one service, city or post by slug. */
export type ContentPart = 'pages' | { service: string } | { city: string } | { post: string };

/** The kinds of part with a slug, and what each holds. */
interface Items {
  service: Service;
  city: City;
  post: Post;
}

/**
 * The parts loaded in this isolate, by asset path (`assetPath`; issue 40):
 * static assets written by `npm run build` from src/content/en/edition.ts and
 * src/content/es/edition.ts, one per part, each loaded on the isolate's first
 * page that renders it and kept for the isolate's life. The Worker bundles
 * neither edition (about 300 KiB of English and 360 KiB of Spanish text), and
 * a first render reads only its own part (a service page 10-16 KiB, the single
 * pages' copy 18 KiB); what any path may read without them (names, slugs, the
 * cards' fields) is the bundled summaries of src/content/index.ts.
 */
const loaded = new Map<string, unknown>();
/** The loads under way, by asset path, shared by the requests that wait for them. */
const loading = new Map<string, Promise<unknown>>();

/** A part's asset path under the build's content directory (`content` of src/generated/assets.json). */
function assetPath(locale: Locale, part: ContentPart): string {
  const name = part === 'pages' ? 'pages' : (Object.entries(part)[0] as [string, string]).join('/');
  return `${assets.content}/${locale}/${name}.json`;
}

/**
 * Makes parts of an edition available to the synchronous lookups (`pagesOf`,
 * `serviceContent`, `cityContent`, `postContent` of src/content/index.ts).
 * Called by the route of each page that needs a part, when the page cache
 * missed and before it renders (`withPages` for the single pages, the service,
 * city and post routes for their own), and by the lead posts' page answers
 * (src/routes/leads.tsx `leadPage`) after the lead was handled. A part not yet
 * loaded in the isolate is fetched through the `ASSETS` binding (no network
 * hop: Workers Static Assets of the same deployment) and parsed; concurrent
 * calls share that load; later calls return at once. Several parts load side
 * by side.
 *
 * @param env the Worker's bindings (`ASSETS`)
 * @param locale the edition a request is about to render
 * @param parts what the page renders; only slugs the content index lists (the routes' patterns admit no other)
 * @throws Error when an asset cannot be read (status other than 200); the
 *   next call tries again, and the app's error handler answers the visitor
 *   with the 500 page, which needs no content
 */
export async function loadContent(env: { ASSETS: Fetcher }, locale: Locale, parts: readonly ContentPart[]): Promise<void> {
  await Promise.all(
    parts
      .map((part) => assetPath(locale, part))
      .filter((path) => !loaded.has(path))
      .map(async (path) => {
        let load = loading.get(path);
        if (!load) {
          load = (async () => {
            const res = await env.ASSETS.fetch(new URL(path, 'https://assets.invalid'));
            if (!res.ok) throw new Error(`The content asset ${path} answered ${res.status}`);
            return res.json();
          })();
          loading.set(path, load);
        }
        try {
          loaded.set(path, await load);
        } finally {
          loading.delete(path);
        }
      }),
  );
}

/**
 * Middleware of the routes whose page renders the single pages' copy (src/routes/pages.tsx, the blog's index): loads
 * it for the route's edition, after the page cache missed.
 * @throws Error from `loadContent` when the asset cannot be read: the app's error handler answers the 500 page
 */
export const withPages = (locale: Locale) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await loadContent(c.env, locale, ['pages']);
    await next();
  });

/** The message of a part read where nothing loaded it, a bug of the route. */
const notLoaded = (locale: Locale, what: string) =>
  new Error(`The ${locale} ${what} is not loaded: its route renders it without loadContent`);

/**
 * An edition's single pages' copy, once loaded (`pagesOf` of src/content/index.ts).
 * @throws Error when it is not loaded in this isolate: a route renders it without `withPages` or `loadContent`, a bug
 */
export function loadedPages(locale: Locale): PagesCopy {
  const pages = loaded.get(assetPath(locale, 'pages'));
  if (!pages) throw notLoaded(locale, "single pages' copy");
  return pages as PagesCopy;
}

/**
 * A service, city or post of an edition, once loaded (`serviceContent`, `cityContent`, `postContent`).
 * @throws Error when it is not loaded in this isolate: a route renders it without `loadContent`, a bug
 */
export function loadedItem<K extends keyof Items>(locale: Locale, kind: K, slug: string): Items[K] {
  const item = loaded.get(assetPath(locale, { [kind]: slug } as ContentPart));
  if (!item) throw notLoaded(locale, `${kind} "${slug}"`);
  return item as Items[K];
}

/**
 * Sets every part of an edition directly, or forgets them all (undefined) so
 * the next `loadContent` fetches them again, as in a new isolate. For tests,
 * which import src/content/<locale>/edition.ts instead of reading the built
 * assets.
 */
export function provideEdition(locale: Locale, edition: Edition | undefined): void {
  const prefix = assetPath(locale, 'pages').replace(/pages\.json$/, '');
  for (const path of [...loaded.keys()]) if (path.startsWith(prefix)) loaded.delete(path);
  if (!edition) return;
  loaded.set(assetPath(locale, 'pages'), edition.pages);
  for (const service of edition.services) loaded.set(assetPath(locale, { service: service.slug }), service);
  for (const city of edition.cities) loaded.set(assetPath(locale, { city: city.slug }), city);
  for (const post of edition.posts) loaded.set(assetPath(locale, { post: post.slug }), post);
}
