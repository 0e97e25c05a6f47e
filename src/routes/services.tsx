import { type Context, Hono } from 'hono';
import { loadContent } from '../content/edition';
import { serviceContent, servicePath, services, slugPattern } from '../content/index';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { type PageKey, pageCache } from '../page-cache';
import { ServicePage } from '../pages/service-page';
import { renderPage } from '../render';
import { pageProjects } from '../projects/public';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { faqPageLd, serviceLd } from '../seo/structured-data';

/**
 * The 15 service pages of one edition at their primary path `/{slug}`
 * (Spanish: `/es/{slug}`, the same slug) and, in English only, their alias
 * `/services/{slug}` (Spanish needs no
 * aliases): both serve the same page, with the primary path as canonical URL
 * and cache key. The `:slug` parameter matches the slugs of the content
 * index, where the page's data is then looked up; any other path is not
 * routed (404).
 */
export const serviceRoutes = (locale: Locale) => {
  /**
   * The service of a request's `:slug` parameter, its part loaded first (a static asset, issue 40); undefined when the
   * content index lists none.
   */
  const serviceOf = async (c: Context<AppEnv>) => {
    const slug = c.req.param('slug') ?? '';
    await loadContent(c.env, locale, [{ service: slug }]);
    return serviceContent(slug, locale);
  };

  /**
   * Cache key of a service page: its primary path, for the alias too. The
   * route patterns admit only the index's slugs, so the key needs no lookup.
   */
  const serviceKey = (c: Context<AppEnv>): PageKey => ({
    path: localizedPath(locale, servicePath({ slug: c.req.param('slug') ?? '' })),
  });

  /** Renders the service page of `:slug`, or the 404 page for an unknown slug. */
  const servicePage = async (c: Context<AppEnv>) => {
    const service = await serviceOf(c);
    if (!service) return c.notFound();
    const path = localizedPath(locale, servicePath(service));
    const { projects, ok } = await pageProjects(c, locale, { service: service.slug, limit: 3 });
    return renderPage(
      c,
      <ServicePage service={service} projects={projects} />,
      {
        ...service.seo,
        path,
        jsonLd: [serviceLd(c.env.SITE_URL, service, path, locale), faqPageLd(service.faqs, locale)],
        breadcrumbs: breadcrumbTrail({ service }, locale),
      },
      200,
      { cache: ok },
    );
  };

  const routes = new Hono<AppEnv>();
  if (locale === 'en') routes.get(`/services/:slug{${slugPattern(services)}}`, pageCache(serviceKey), servicePage);
  return routes.get(`/:slug{${slugPattern(services)}}`, pageCache(serviceKey), servicePage);
};
