import { Hono } from 'hono';
import { withPages } from '../content/edition';
import { pagesOf } from '../content/index';
import type { AppEnv } from '../env';
import { LANGUAGE_TAG, type Locale, localizedPath } from '../i18n';
import { calendarDay } from '../lib/dates';
import { at, pageCache, withoutQuery } from '../page-cache';
import { business } from '../content/business';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { EmergencyPage } from '../pages/emergency';
import { HomePage } from '../pages/home';
import { LegalPage } from '../pages/legal';
import { RequestPage } from '../pages/request';
import { ServiceAreasPage } from '../pages/service-areas';
import { ServicesIndexPage } from '../pages/services-index';
import { renderPage } from '../render';
import { pageProjects } from '../projects/public';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { faqPageLd, websiteLd } from '../seo/structured-data';

/**
 * The single pages of the route table: /, /about, /contact, /services, /service-areas, /quote, /emergency, /privacy, /terms-of-service,
 * in one edition: mounted at "/" for English and at "/es" for Spanish, each page cached under its own localized path.
 */
export const pageRoutes = (locale: Locale) => {
  /** The edition's single pages, read per request from the copy `pagesFirst` loaded (issue 40: a static asset). */
  const copy = () => pagesOf(locale);
  /** Loads the edition's single pages' copy when the page cache missed, before a page renders. */
  const pagesFirst = withPages(locale);
  const trail = (p: string) => breadcrumbTrail({ path: p }, locale);
  const path = (p: string) => localizedPath(locale, p);
  return new Hono<AppEnv>()
    .get('/', pageCache(at(path('/'))), pagesFirst, async (c) => {
      // The newest 6 projects, and the customers' words of the newest 50 (published only with their consent); the hero
      // shows the newest featured project's cover, else the newest project's (both read at once).
      const [{ projects, ok }, featured] = await Promise.all([
        pageProjects(c, locale, { limit: 50 }),
        pageProjects(c, locale, { featured: true, limit: 1 }),
      ]);
      const quotes = projects
        .flatMap((project) => (project.quote ? [{ quote: project.quote.text, name: project.quote.name, place: project.townName }] : []))
        .slice(0, 6);
      return renderPage(
        c,
        <HomePage projects={projects.slice(0, 6)} quotes={quotes} heroProject={featured.projects[0] ?? projects[0]} />,
        {
          ...copy().home.seo,
          path: path('/'),
          // The website is defined once, on the English home page; the business is in every page's head (HeadTags).
          jsonLd: locale === 'en' ? [websiteLd(c.env.SITE_URL), faqPageLd(copy().home.faqs)] : [faqPageLd(copy().home.faqs, locale)],
        },
        200,
        { cache: ok && featured.ok },
      );
    })
    .get('/about', pageCache(at(path('/about'))), pagesFirst, (c) =>
      renderPage(c, <AboutPage />, {
        ...copy().about.seo,
        path: path('/about'),
        breadcrumbs: trail('/about'),
      }),
    )
    .get('/contact', pageCache(withoutQuery(path('/contact'))), pagesFirst, async (c) => {
      // The calculator's hand-off prefills the form from the query; such a page is never cached under /contact.
      const hasQuery = new URL(c.req.url).search !== '';
      const prefill = hasQuery ? (await import('../leads/contact-prefill')).contactPrefill(c.req.query()) : undefined;
      return renderPage(
        c,
        <ContactPage form={prefill ? { values: prefill } : {}} />,
        {
          ...copy().contact.seo,
          path: path('/contact'),
          breadcrumbs: trail('/contact'),
        },
        200,
        { cache: !hasQuery },
      );
    })
    .get('/services', pageCache(at(path('/services'))), pagesFirst, (c) =>
      renderPage(c, <ServicesIndexPage />, {
        ...copy().servicesPage.seo,
        path: path('/services'),
        breadcrumbs: trail('/services'),
      }),
    )
    .get('/service-areas', pageCache(at(path('/service-areas'))), pagesFirst, (c) =>
      renderPage(c, <ServiceAreasPage />, {
        ...copy().serviceAreasPage.seo,
        path: path('/service-areas'),
        breadcrumbs: trail('/service-areas'),
      }),
    )
    .get('/quote', pageCache(at(path('/quote'))), pagesFirst, (c) =>
      renderPage(c, <RequestPage />, { ...copy().quotePage.seo, path: path('/quote'), breadcrumbs: trail('/quote') }),
    )
    .get('/emergency', pageCache(at(path('/emergency'))), pagesFirst, (c) =>
      renderPage(c, <EmergencyPage />, { ...copy().emergencyPage.seo, path: path('/emergency'), breadcrumbs: trail('/emergency') }),
    )
    .get('/privacy', pageCache(at(path('/privacy'), true)), pagesFirst, (c) =>
      renderPage(c, <LegalPage page={copy().legal.privacy} updated={calendarDay(business.timeZone, undefined, LANGUAGE_TAG[locale])} />, {
        ...copy().legal.privacy.seo,
        path: path('/privacy'),
        breadcrumbs: trail('/privacy'),
      }),
    )
    .get('/terms-of-service', pageCache(at(path('/terms-of-service'), true)), pagesFirst, (c) =>
      renderPage(c, <LegalPage page={copy().legal.terms} updated={calendarDay(business.timeZone, undefined, LANGUAGE_TAG[locale])} />, {
        ...copy().legal.terms.seo,
        path: path('/terms-of-service'),
        breadcrumbs: trail('/terms-of-service'),
      }),
    );
};
