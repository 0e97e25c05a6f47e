import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import assets from '../generated/assets.json';
import { type Locale, localeOfPath } from '../i18n';
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

/**
 * The editions loaded in this isolate (issue 40): static assets written by
 * `npm run build` from src/content/en/edition.ts and src/content/es/edition.ts,
 * each loaded on the isolate's first page of its edition and kept for the
 * isolate's life. The Worker bundles neither (about 300 KiB of English and
 * 400 KiB of Spanish text), so a new isolate neither parses nor evaluates
 * them at startup, and the bundle stays small; what any path may read without
 * them (names, slugs, the cards' fields) is the bundled summaries of
 * src/content/index.ts.
 */
const loaded: Partial<Record<Locale, Edition>> = {};
/** The loads under way, shared by the requests that wait for them. */
const loading: Partial<Record<Locale, Promise<Edition>>> = {};

/**
 * An edition, once loaded (`contentOf`, `pagesOf` of src/content/index.ts read it).
 * @throws Error when it has not been loaded in this isolate: full content was read outside the paths that load it
 *   (`withEdition`, `leadPage` of the lead posts, the booking's answers), a bug
 */
export function editionOf(locale: Locale): Edition {
  const edition = loaded[locale];
  if (!edition) throw new Error(`The ${locale} edition is not loaded: its content was read outside the paths that load it`);
  return edition;
}

/**
 * Makes an edition's content available to the synchronous lookups
 * (`contentOf`, `pagesOf`). Called by `withEdition` for every page a GET or
 * HEAD may render, by the lead posts' page answers in the posted language
 * (src/routes/leads.tsx `leadPage`) and by the booking's answers, after the
 * lead or booking was handled. The first call of the isolate for an edition
 * fetches the asset named in the build manifest through the `ASSETS` binding
 * (no network hop: Workers Static Assets of the same deployment) and parses
 * it; concurrent calls share that load; later calls return at once.
 *
 * @param env the Worker's bindings (`ASSETS`)
 * @param locale the edition a request is about to render
 * @throws Error when the asset cannot be read (status other than 200); the
 *   next call tries again, and the app's error handler answers the visitor
 *   with the 500 page, which needs no edition
 */
export async function loadEdition(env: { ASSETS: Fetcher }, locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  loading[locale] ??= (async () => {
    const res = await env.ASSETS.fetch(new URL(assets.editions[locale], 'https://assets.invalid'));
    if (!res.ok) throw new Error(`The ${locale} edition asset ${assets.editions[locale]} answered ${res.status}`);
    return (await res.json()) as Edition;
  })();
  try {
    loaded[locale] = await loading[locale];
  } finally {
    delete loading[locale];
  }
}

/**
 * Paths whose GET renders no page of an edition: the contractor's area (its pages read the summaries only), the
 * photos, the sitemap, robots.txt and the feeds of src/routes/seo.ts (summaries too).
 */
const NO_EDITION = /^\/(?:admin(?:\/|$)|media\/|sitemap|robots\.txt$|manifest|favicon)/;

/**
 * The one path of an edition into a page's request: middleware in front of
 * every route (src/index.ts) that loads the edition of the path (Spanish
 * under /es, English elsewhere) for a GET or HEAD, so the routes, the pages,
 * the 404 page and the renderer read it synchronously and never load it
 * themselves. Posts pass untouched (a lead never waits on an asset): their
 * page answers load it after the post was handled.
 * @throws Error from `loadEdition` when the asset cannot be read: the app's error handler answers the 500 page
 */
export const withEdition = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && !NO_EDITION.test(c.req.path))
    await loadEdition(c.env, localeOfPath(c.req.path));
  await next();
});

/**
 * Sets an edition directly, or forgets it (undefined) so the next
 * `loadEdition` fetches it again. For tests, which import
 * src/content/<locale>/edition.ts instead of reading the built asset.
 */
export function provideEdition(locale: Locale, edition: Edition | undefined): void {
  if (edition) loaded[locale] = edition;
  else delete loaded[locale];
}
