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

/**
 * The Spanish edition in this isolate: a static asset written by
 * `npm run build` from src/content/es/edition.ts, loaded on the first Spanish
 * request and kept for the isolate's life. The English edition is bundled
 * (src/content/index.ts); only the Spanish one, 400 KiB of text most
 * isolates never show, stays out of the Worker and its startup.
 */
let spanish: Edition | undefined;
/** The load under way, shared by the requests that wait for it. */
let loading: Promise<Edition> | undefined;

/**
 * The Spanish edition, once loaded (`contentOf`, `pagesOf` of src/content/index.ts read it).
 * @throws Error when it has not been loaded in this isolate: Spanish content
 *   was read outside the paths that load it (`withSpanishEdition`, `leadPage` of the lead posts), a bug
 */
export function spanishEdition(): Edition {
  if (!spanish) throw new Error('The Spanish edition is not loaded: Spanish content was read outside /es and the Spanish lead posts');
  return spanish;
}

/**
 * Makes an edition's content available to the synchronous lookups
 * (`contentOf`, `pagesOf`). Called by `withSpanishEdition` for every path
 * under /es, and by the lead posts' page answers in the posted language
 * (src/routes/leads.tsx `leadPage`); nothing else needs to. English: nothing to do. Spanish: the first call
 * of the isolate fetches the asset named in the build manifest through the
 * `ASSETS` binding (no network hop: Workers Static Assets of the same
 * deployment) and parses it; concurrent calls share that load; later calls
 * return at once.
 *
 * @param env the Worker's bindings (`ASSETS`)
 * @param locale the edition a request is about to render
 * @throws Error when the asset cannot be read (status other than 200); the
 *   next call tries again, and the app's error handler answers the visitor
 */
export async function loadEdition(env: { ASSETS: Fetcher }, locale: Locale): Promise<void> {
  if (locale !== 'es' || spanish) return;
  loading ??= (async () => {
    const res = await env.ASSETS.fetch(new URL(assets.editions.es, 'https://assets.invalid'));
    if (!res.ok) throw new Error(`The Spanish edition asset ${assets.editions.es} answered ${res.status}`);
    return (await res.json()) as Edition;
  })();
  try {
    spanish = await loading;
  } finally {
    loading = undefined;
  }
}

/**
 * The one path of the Spanish edition into a request: middleware that
 * src/index.ts puts in front of every path under /es (the Spanish pages, the
 * Spanish thank-you pages, the Spanish 404 page), so the routes, the pages and
 * the renderer read the edition synchronously and never load it themselves.
 * English paths pass nothing and never read the asset.
 * @throws Error from `loadEdition` when the asset cannot be read: the app's error handler answers the 500 page
 */
export const withSpanishEdition = createMiddleware<AppEnv>(async (c, next) => {
  await loadEdition(c.env, 'es');
  await next();
});

/**
 * Sets the Spanish edition directly, or forgets it (undefined) so the next
 * `loadEdition` fetches it again. For tests, which import
 * src/content/es/edition.ts instead of reading the built asset.
 */
export function provideEdition(edition: Edition | undefined): void {
  spanish = edition;
}
