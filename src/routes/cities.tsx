import { type Context, Hono } from 'hono';
import { cities, cityPath, findCity, slugPattern } from '../content/index';
import type { AppEnv } from '../env';
import { type PageKey, pageCache } from '../page-cache';
import { CityPage } from '../pages/city-page';
import { renderPage } from '../render';
import { breadcrumbLd, faqPageLd, localBusinessLd } from '../seo/structured-data';

/** The city of a request's `:city` parameter ("nederland-tx-concrete-contractors" or, on the alias, "nederland-tx"). */
const cityOf = (c: Context<AppEnv>) => findCity((c.req.param('city') ?? '').replace(/-tx(?:-concrete-contractors)?$/, ''));

/** Cache key of a city page: its primary path, for the alias too. */
const cityKey = (c: Context<AppEnv>): PageKey | undefined => {
  const city = cityOf(c);
  return city && { path: cityPath(city) };
};

/** Renders the city page of `:city`, or the 404 page for an unknown city. */
const cityPage = (c: Context<AppEnv>) => {
  const city = cityOf(c);
  if (!city) return c.notFound();
  const path = cityPath(city);
  return renderPage(c, <CityPage city={city} />, {
    ...city.seo,
    path,
    jsonLd: [
      localBusinessLd(c.env.SITE_URL, city),
      faqPageLd(city.faqs),
      breadcrumbLd(c.env.SITE_URL, [
        ['Home', '/'],
        ['Service Areas', '/service-areas'],
        [city.name, path],
      ]),
    ],
  });
};

/**
 * The 15 city pages at `/{city}-tx-concrete-contractors` and their alias
 * `/locations/{city}-tx` (spec section 2; GUIDE.md: aliases for all 15, one
 * canonical each, which is also the cache key). The `:city` parameter
 * matches the cities of the content index, where the page's data is then
 * looked up. Structured data: the local
 * business serving the city, its FAQs and the breadcrumb trail.
 */
export const cityRoutes = new Hono<AppEnv>()
  .get(`/locations/:city{${slugPattern(cities)}-tx}`, pageCache(cityKey), cityPage)
  .get(`/:city{${slugPattern(cities)}-tx-concrete-contractors}`, pageCache(cityKey), cityPage);
