import { Hono } from 'hono';
import { about, contact, emergencyPage, home, legal, quotePage, serviceAreasPage, servicesPage } from '../content/pages';
import type { AppEnv } from '../env';
import { calendarDay } from '../lib/dates';
import { at, pageCache } from '../page-cache';
import { business } from '../content/business';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { EmergencyPage } from '../pages/emergency';
import { HomePage } from '../pages/home';
import { LegalPage } from '../pages/legal';
import { QuotePage } from '../pages/quote';
import { ServiceAreasPage } from '../pages/service-areas';
import { ServicesIndexPage } from '../pages/services-index';
import { renderPage } from '../render';
import { breadcrumbLd, faqPageLd, localBusinessLd } from '../seo/structured-data';

/** The single pages of the route table (spec section 2): /, /about, /contact, /services, /service-areas, /quote, /emergency, /privacy, /terms-of-service. */
export const pageRoutes = new Hono<AppEnv>()
  .get('/', pageCache(at('/')), (c) =>
    renderPage(c, <HomePage />, { ...home.seo, path: '/', jsonLd: [localBusinessLd(c.env.SITE_URL), faqPageLd(home.faqs)] }),
  )
  .get('/about', pageCache(at('/about')), (c) =>
    renderPage(c, <AboutPage />, {
      ...about.seo,
      path: '/about',
      jsonLd: [
        breadcrumbLd(c.env.SITE_URL, [
          ['Home', '/'],
          ['About', '/about'],
        ]),
      ],
    }),
  )
  .get('/contact', pageCache(at('/contact')), (c) =>
    renderPage(c, <ContactPage />, {
      ...contact.seo,
      path: '/contact',
      jsonLd: [
        breadcrumbLd(c.env.SITE_URL, [
          ['Home', '/'],
          ['Contact', '/contact'],
        ]),
      ],
    }),
  )
  .get('/services', pageCache(at('/services')), (c) =>
    renderPage(c, <ServicesIndexPage />, {
      ...servicesPage.seo,
      path: '/services',
      jsonLd: [
        breadcrumbLd(c.env.SITE_URL, [
          ['Home', '/'],
          ['Services', '/services'],
        ]),
      ],
    }),
  )
  .get('/service-areas', pageCache(at('/service-areas')), (c) =>
    renderPage(c, <ServiceAreasPage />, {
      ...serviceAreasPage.seo,
      path: '/service-areas',
      jsonLd: [
        breadcrumbLd(c.env.SITE_URL, [
          ['Home', '/'],
          ['Service Areas', '/service-areas'],
        ]),
      ],
    }),
  )
  .get('/quote', pageCache(at('/quote')), (c) => renderPage(c, <QuotePage />, { ...quotePage.seo, path: '/quote' }))
  .get('/emergency', pageCache(at('/emergency')), (c) => renderPage(c, <EmergencyPage />, { ...emergencyPage.seo, path: '/emergency' }))
  .get('/privacy', pageCache(at('/privacy', true)), (c) =>
    renderPage(c, <LegalPage page={legal.privacy} updated={calendarDay(business.timeZone)} />, { ...legal.privacy.seo, path: '/privacy' }),
  )
  .get('/terms-of-service', pageCache(at('/terms-of-service', true)), (c) =>
    renderPage(c, <LegalPage page={legal.terms} updated={calendarDay(business.timeZone)} />, {
      ...legal.terms.seo,
      path: '/terms-of-service',
    }),
  );
