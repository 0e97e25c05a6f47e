import { calculatorPage } from '../content/calculator';
import { cities, cityPath, postPath, posts, servicePath, services, summariesOf } from '../content/index';

/** One indexable page: its primary path and, where the content records one, the date it last changed (ISO 8601 "YYYY-MM-DD"). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** Paths of the page's images (a project page's photos), for `image:image`. */
  images?: readonly string[];
}

/**
 * Every indexable page of the site, from the content index: the single
 * pages, the 15 services and 15 service areas at their primary paths, the
 * blog and its posts. Aliases (`/services/*`, `/locations/*`), the 404 page
 * and the forms' thank-you pages are left out: they are not canonical URLs
 * (sitemaps.org protocol). `lastmod` is given only where it is real: a
 * post's publication date, and for the blog index the newest post's date.
 * Privacy and Terms show today's date but do not change daily, so they have none.
 * @returns entries in site order, each path starting with "/"
 */
export function sitemapEntries(): SitemapEntry[] {
  const newestPost = posts
    .map((post) => post.publishedDate)
    .sort()
    .at(-1);
  // The single pages' paths from the bundled summaries (src/content/pages.ts's `path`s), not the pages' copy.
  const { paths } = summariesOf('en');
  return [
    { path: paths.home },
    { path: paths.about },
    { path: paths.servicesPage },
    ...services.map((service) => ({ path: servicePath(service) })),
    { path: paths.serviceAreasPage },
    ...cities.map((city) => ({ path: cityPath(city) })),
    { path: paths.contact },
    { path: paths.quotePage },
    { path: '/book' },
    { path: paths.emergencyPage },
    { path: calculatorPage.path },
    { path: paths.blogIndex, lastmod: newestPost },
    ...posts.map((post) => ({ path: postPath(post), lastmod: post.publishedDate })),
    { path: paths.privacy },
    { path: paths.terms },
  ];
}
