import { cityPath, featuredServices, primaryCities, servicePath } from './index';
import { calculatorPath, emergencyPath, quoteFormHref } from './ui';

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

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  items: featuredServices.map((s) => ({ label: s.name, href: servicePath(s) })),
  viewAll: { label: 'View All Services', href: '/services' },
  extra: { label: 'Cost Calculator', href: calculatorPath },
};

export const areasMenu: NavMenu = {
  id: 'areas',
  label: 'Service Areas',
  items: primaryCities.map((c) => ({ label: c.name, href: cityPath(c) })),
  viewAll: { label: 'View All Service Areas', href: '/service-areas' },
};

/** Header links after the dropdowns. */
export const headerLinks: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** Footer "Quick Links". */
export const quickLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Free Quote', href: quoteFormHref },
  { label: 'Cost Calculator', href: calculatorPath },
  { label: 'Emergency Service', href: emergencyPath },
  { label: 'Blog', href: '/blog' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];
