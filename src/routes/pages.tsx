import { Hono } from 'hono';
import { about, contact, emergencyPage, home, legal, quotePage, serviceAreasPage, servicesPage } from '../content/pages';
import type { AppEnv } from '../env';
import { today } from '../lib/dates';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { EmergencyPage } from '../pages/emergency';
import { HomePage } from '../pages/home';
import { LegalPage } from '../pages/legal';
import { QuotePage } from '../pages/quote';
import { ServiceAreasPage } from '../pages/service-areas';
import { ServicesIndexPage } from '../pages/services-index';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { businessLd, faqPageLd, websiteLd } from '../seo/structured-data';

/** The single pages of the route table (spec section 2): /, /about, /contact, /services, /service-areas, /quote, /emergency, /privacy, /terms-of-service. */
export const pageRoutes = new Hono<AppEnv>()
  .get('/', (c) =>
    renderPage(c, <HomePage />, {
      ...home.seo,
      path: '/',
      jsonLd: [businessLd(c.env.SITE_URL), websiteLd(c.env.SITE_URL), faqPageLd(home.faqs)],
    }),
  )
  .get('/about', (c) =>
    renderPage(c, <AboutPage />, {
      ...about.seo,
      path: '/about',
      breadcrumbs: breadcrumbTrail({ path: '/about' }),
    }),
  )
  .get('/contact', (c) =>
    renderPage(c, <ContactPage />, {
      ...contact.seo,
      path: '/contact',
      breadcrumbs: breadcrumbTrail({ path: '/contact' }),
    }),
  )
  .get('/services', (c) =>
    renderPage(c, <ServicesIndexPage />, {
      ...servicesPage.seo,
      path: '/services',
      breadcrumbs: breadcrumbTrail({ path: '/services' }),
    }),
  )
  .get('/service-areas', (c) =>
    renderPage(c, <ServiceAreasPage />, {
      ...serviceAreasPage.seo,
      path: '/service-areas',
      breadcrumbs: breadcrumbTrail({ path: '/service-areas' }),
    }),
  )
  .get('/quote', (c) =>
    renderPage(c, <QuotePage />, { ...quotePage.seo, path: '/quote', breadcrumbs: breadcrumbTrail({ path: '/quote' }) }),
  )
  .get('/emergency', (c) =>
    renderPage(c, <EmergencyPage />, { ...emergencyPage.seo, path: '/emergency', breadcrumbs: breadcrumbTrail({ path: '/emergency' }) }),
  )
  .get('/privacy', (c) =>
    renderPage(c, <LegalPage page={legal.privacy} updated={today()} />, {
      ...legal.privacy.seo,
      path: '/privacy',
      breadcrumbs: breadcrumbTrail({ path: '/privacy' }),
    }),
  )
  .get('/terms-of-service', (c) =>
    renderPage(c, <LegalPage page={legal.terms} updated={today()} />, {
      ...legal.terms.seo,
      path: '/terms-of-service',
      breadcrumbs: breadcrumbTrail({ path: '/terms-of-service' }),
    }),
  );
