import { calculatorPage } from '../content/calculator';
import { cities, cityPath, postPath, posts, servicePath, services } from '../content/index';
import { about, blogIndex, contact, emergencyPage, home, legal, quotePage, serviceAreasPage, servicesPage } from '../content/pages';

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
  return [
    { path: home.path },
    { path: about.path },
    { path: servicesPage.path },
    ...services.map((service) => ({ path: servicePath(service) })),
    { path: serviceAreasPage.path },
    ...cities.map((city) => ({ path: cityPath(city) })),
    { path: contact.path },
    { path: quotePage.path },
    { path: '/book' },
    { path: emergencyPage.path },
    { path: calculatorPage.path },
    { path: blogIndex.path, lastmod: newestPost },
    ...posts.map((post) => ({ path: postPath(post), lastmod: post.publishedDate })),
    { path: legal.privacy.path },
    { path: legal.terms.path },
  ];
}
