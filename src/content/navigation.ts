import { type Locale, localizedPath } from '../i18n';
import { contentOf, cityPath, servicePath } from './index';
import { calculatorPath, emergencyPath, quoteFormHref, ui as english, type UiWords } from './ui';

/**
 * Navigation of the shared layout, spec section 2 ("Shared layout"): header
 * dropdowns of the first 8 services and the first 8 service areas, the plain
 * header links, and the footer's quick links.
 */

/** A labelled link. */
export interface NavLink {
  label: string;
  href: string;
}

/** A header dropdown: its label, its links and the closing "View All" link. */
export interface NavMenu {
  id: string;
  label: string;
  items: NavLink[];
  viewAll: NavLink;
  /** A further link after "View All" (the Services menu's cost calculator, issue 12). */
  extra?: NavLink;
}

/** The navigation of an edition: its words (`t`) and its localized paths (issue 15). */
export function navigationOf(locale: Locale, t: UiWords) {
  const href = (path: string) => localizedPath(locale, path);
  const { services, cities } = contentOf(locale);
  const servicesMenu: NavMenu = {
    id: 'services',
    label: t.nav.services,
    items: services.slice(0, 8).map((s) => ({ label: s.name, href: href(servicePath(s)) })),
    viewAll: { label: t.nav.viewAllServices, href: href('/services') },
    extra: { label: t.nav.calculator, href: href(calculatorPath) },
  };

  const areasMenu: NavMenu = {
    id: 'areas',
    label: t.nav.areas,
    items: cities.slice(0, 8).map((c) => ({ label: c.name, href: href(cityPath(c)) })),
    viewAll: { label: t.nav.viewAllAreas, href: href('/service-areas') },
  };

  /** Header links after the dropdowns. */
  const headerLinks: NavLink[] = [
    { label: t.nav.about, href: href('/about') },
    { label: t.nav.blog, href: href('/blog') },
    { label: t.nav.contact, href: href('/contact') },
  ];

  /** Footer "Quick Links". */
  const quickLinks: NavLink[] = [
    { label: t.footer.links.about, href: href('/about') },
    { label: t.footer.links.contact, href: href('/contact') },
    { label: t.footer.links.quote, href: href(quoteFormHref) },
    { label: t.footer.links.calculator, href: href(calculatorPath) },
    { label: t.footer.links.emergency, href: href(emergencyPath) },
    { label: t.footer.links.blog, href: href('/blog') },
    { label: t.footer.links.privacy, href: href('/privacy') },
    { label: t.footer.links.terms, href: href('/terms-of-service') },
  ];
  return { servicesMenu, areasMenu, headerLinks, quickLinks };
}

/** The English navigation. */
export const { servicesMenu, areasMenu, headerLinks, quickLinks } = navigationOf('en', english);
