import { Hono, type Context } from 'hono';
import { services, servicePath, serviceAliasPath } from '../content/index';
import type { AppEnv } from '../env';
import { ServicePage } from '../pages/service-page';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { faqPageLd, serviceLd } from '../seo/structured-data';

/**
 * The 15 service pages at their primary path `/{slug}` and their alias
 * `/services/{slug}` (spec section 2, route table). Both serve the same page
 * with the primary path as canonical URL.
 */
export const serviceRoutes = new Hono<AppEnv>();

for (const service of services) {
  const path = servicePath(service);
  const handler = (c: Context<AppEnv>) =>
    renderPage(c, <ServicePage service={service} />, {
      ...service.seo,
      path,
      jsonLd: [serviceLd(c.env.SITE_URL, service, path), faqPageLd(service.faqs)],
      breadcrumbs: breadcrumbTrail({ service }),
    });
  serviceRoutes.get(path, handler).get(serviceAliasPath(service), handler);
}
