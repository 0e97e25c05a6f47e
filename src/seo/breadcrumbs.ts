import { cityPath, postPath, servicePath } from '../content/index';
import { pageNamesOf } from '../content/navigation';
import { type Locale, localizedPath } from '../i18n';
import type { City, Post, Service } from '../content/schema';

/** One step of a breadcrumb trail: the page's name and its primary path in its edition. */
export interface Crumb {
  name: string;
  path: string;
}

/** The page a trail is built for: a service, a city, a post, or a single page by its primary path. */
export type TrailPage =
  | { service: Pick<Service, 'slug' | 'name'> }
  | { city: Pick<City, 'slug' | 'name'> }
  | { post: Pick<Post, 'slug' | 'title'> }
  | { path: string };

/**
 * The breadcrumb trail of a page, from the home page down to the page
 * itself: Home › Services › {service}, Home › Service Areas › {city},
 * Home › Blog › {post}, Home › {page}. The route builds it once, as
 * `PageMeta.breadcrumbs`: the head writes it as the BreadcrumbList JSON-LD
 * (structured-data.ts `breadcrumbLd`) and the layout shows it
 * (components/breadcrumbs.tsx), so they always match (schema.org
 * BreadcrumbList; WAI-ARIA APG Breadcrumb pattern).
 * @param locale the edition: its page names (content/navigation.ts `pageNamesOf`) and its paths ("/es/…" in Spanish);
 *   the page's own name (service, city, post) is given in that edition's language by the caller
 * @returns at least two crumbs; the home page itself has no trail (an empty array)
 * @throws Error when a single page's path has no name
 */
export function breadcrumbTrail(page: TrailPage, locale: Locale = 'en'): Crumb[] {
  const names = pageNamesOf(locale);
  const crumb = (path: string): Crumb => {
    const name = names[path];
    if (!name) throw new Error(`no page name for "${path}"`);
    return { name, path: localizedPath(locale, path) };
  };
  const home = crumb('/');
  const own = (name: string, path: string): Crumb => ({ name, path: localizedPath(locale, path) });
  if ('service' in page) return [home, crumb('/services'), own(page.service.name, servicePath(page.service))];
  if ('city' in page) return [home, crumb('/service-areas'), own(page.city.name, cityPath(page.city))];
  if ('post' in page) return [home, crumb('/blog'), own(page.post.title, postPath(page.post))];
  return page.path === '/' ? [] : [home, crumb(page.path)];
}
