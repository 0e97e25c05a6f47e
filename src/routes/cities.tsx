import { Hono, type Context } from 'hono';
import { cities, cityAliasPath, cityPath } from '../content/index';
import type { AppEnv } from '../env';
import { CityPage } from '../pages/city-page';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { cityServiceLd, faqPageLd } from '../seo/structured-data';

/**
 * The 15 city pages at `/{city}-tx-concrete-contractors` and their alias
 * `/locations/{city}-tx` (spec section 2; GUIDE.md: aliases for all 15, one
 * canonical each). Structured data: the business's service in the city
 * (the business by @id), its FAQs and the breadcrumb trail.
 */
export const cityRoutes = new Hono<AppEnv>();

for (const city of cities) {
  const path = cityPath(city);
  const handler = (c: Context<AppEnv>) =>
    renderPage(c, <CityPage city={city} />, {
      ...city.seo,
      path,
      jsonLd: [cityServiceLd(c.env.SITE_URL, city, path), faqPageLd(city.faqs)],
      breadcrumbs: breadcrumbTrail({ city }),
    });
  cityRoutes.get(path, handler).get(cityAliasPath(city), handler);
}
