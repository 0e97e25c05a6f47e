import { type Context, Hono } from 'hono';
import { loadContent } from '../content/edition';
import { cities, cityContent, cityPath, slugPattern } from '../content/index';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { type PageKey, pageCache } from '../page-cache';
import { CityPage } from '../pages/city-page';
import { renderPage } from '../render';
import { pageProjects } from '../projects/public';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { cityServiceLd, faqPageLd } from '../seo/structured-data';

/**
 * The 15 city pages of one edition at `/{city}-tx-concrete-contractors`
 * (Spanish: under `/es`, the same slug) and, in English only, their alias
 * `/locations/{city}-tx` (aliases for all 15, one
 * canonical each, which is also the cache key; Spanish needs no
 * aliases). The `:city` parameter matches the cities of the content index,
 * where the page's data is then looked up. Structured data: the local
 * business serving the city, its FAQs and the breadcrumb trail.
 */
export const cityRoutes = (locale: Locale) => {
  /** The city slug of a request's `:city` parameter ("nederland-tx-concrete-contractors" or, on the alias, "nederland-tx"). */
  const slugOf = (c: Context<AppEnv>) => (c.req.param('city') ?? '').replace(/-tx(?:-concrete-contractors)?$/, '');
  /** The city of a request, its part loaded first (a static asset, issue 40); undefined when the content index lists none. */
  const cityOf = async (c: Context<AppEnv>) => {
    const slug = slugOf(c);
    await loadContent(c.env, locale, [{ city: slug }]);
    return cityContent(slug, locale);
  };

  /**
   * Cache key of a city page: its primary path, for the alias too. The route
   * patterns admit only the index's slugs, so the key needs no lookup.
   */
  const cityKey = (c: Context<AppEnv>): PageKey => ({ path: localizedPath(locale, cityPath({ slug: slugOf(c) })) });

  /** Renders the city page of `:city`, or the 404 page for an unknown city. */
  const cityPage = async (c: Context<AppEnv>) => {
    const city = await cityOf(c);
    if (!city) return c.notFound();
    const path = localizedPath(locale, cityPath(city));
    const { projects, ok } = await pageProjects(c, locale, { town: city.slug, limit: 3 });
    return renderPage(
      c,
      <CityPage city={city} projects={projects} />,
      {
        ...city.seo,
        path,
        jsonLd: [cityServiceLd(c.env.SITE_URL, city, path, locale), faqPageLd(city.faqs, locale)],
        breadcrumbs: breadcrumbTrail({ city }, locale),
      },
      200,
      { cache: ok },
    );
  };

  const routes = new Hono<AppEnv>();
  if (locale === 'en') routes.get(`/locations/:city{${slugPattern(cities)}-tx}`, pageCache(cityKey), cityPage);
  return routes.get(`/:city{${slugPattern(cities)}-tx-concrete-contractors}`, pageCache(cityKey), cityPage);
};
