import { type Context, Hono } from 'hono';
import { findService, servicePath, services, slugPattern } from '../content/index';
import type { AppEnv } from '../env';
import { type PageKey, pageCache } from '../page-cache';
import { ServicePage } from '../pages/service-page';
import { renderPage } from '../render';
import { breadcrumbLd, faqPageLd, serviceLd } from '../seo/structured-data';

/** The service of a request's `:slug` parameter, from the content index; undefined when there is none. */
const serviceOf = (c: Context<AppEnv>) => findService(c.req.param('slug') ?? '');

/** Cache key of a service page: its primary path, for the alias too. */
const serviceKey = (c: Context<AppEnv>): PageKey | undefined => {
  const service = serviceOf(c);
  return service && { path: servicePath(service) };
};

/** Renders the service page of `:slug`, or the 404 page for an unknown slug. */
const servicePage = (c: Context<AppEnv>) => {
  const service = serviceOf(c);
  if (!service) return c.notFound();
  const path = servicePath(service);
  return renderPage(c, <ServicePage service={service} />, {
    ...service.seo,
    path,
    jsonLd: [
      serviceLd(c.env.SITE_URL, service, path),
      faqPageLd(service.faqs),
      breadcrumbLd(c.env.SITE_URL, [
        ['Home', '/'],
        ['Services', '/services'],
        [service.name, path],
      ]),
    ],
  });
};

/**
 * The 15 service pages at their primary path `/{slug}` and their alias
 * `/services/{slug}` (spec section 2, route table): both serve the same page,
 * with the primary path as canonical URL and cache key. The `:slug`
 * parameter matches the slugs of the content index, where the page's data is
 * then looked up; any other path is not routed (404).
 */
export const serviceRoutes = new Hono<AppEnv>()
  .get(`/services/:slug{${slugPattern(services)}}`, pageCache(serviceKey), servicePage)
  .get(`/:slug{${slugPattern(services)}}`, pageCache(serviceKey), servicePage);
