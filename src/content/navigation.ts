import { cityPath, featuredServices, primaryCities, servicePath } from './index';

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
}

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  items: featuredServices.map((s) => ({ label: s.name, href: servicePath(s) })),
  viewAll: { label: 'View All Services', href: '/services' },
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
  { label: 'Free Quote', href: '/quote' },
  { label: 'Emergency Service', href: '/emergency' },
  { label: 'Blog', href: '/blog' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

/**
 * The name of each single page in breadcrumb trails and "where to next"
 * links, by primary path. Home is the first crumb of every trail.
 */
export const pageNames: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/about': 'About',
  '/services': 'Services',
  '/service-areas': 'Service Areas',
  '/contact': 'Contact',
  '/quote': 'Free Quote',
  '/emergency': 'Emergency Service',
  '/blog': 'Blog',
  '/privacy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
};

/** A "where to next" link: the page, and a line on what the visitor finds there. */
export interface NextStep extends NavLink {
  text: string;
}

const step = (href: string, text: string): NextStep => ({ label: pageNames[href] ?? href, href, text });

/**
 * Where a visitor of each single page goes next (issue 13: every indexable
 * page gets at least 3 links from other pages' main content), by the path of
 * the page that shows them.
 */
export const nextSteps: Readonly<Record<string, readonly NextStep[]>> = {
  '/about': [
    step('/services', 'Every concrete service we offer, from driveways to polished floors.'),
    step('/service-areas', 'The towns we serve within 50 miles of Beaumont.'),
    step('/blog', 'Our crew’s advice on caring for concrete in Southeast Texas.'),
    step('/quote', 'A free written quote for your project.'),
  ],
  '/services': [
    step('/service-areas', 'Find your town and the work we do there most.'),
    step('/about', 'Who we are and how we work.'),
    step('/quote', 'A free written quote for your project.'),
    step('/emergency', 'Storm damage or a dangerous slab? We answer 24/7.'),
  ],
  '/service-areas': [
    step('/services', 'Every concrete service we offer.'),
    step('/about', 'Our story, team and licensing.'),
    step('/blog', 'Advice on concrete in our climate.'),
    step('/', 'Start at the home page.'),
  ],
  '/contact': [
    step('/quote', 'In a hurry? The short quote form takes a minute.'),
    step('/emergency', 'Storm damage or a dangerous slab? Call our 24/7 line.'),
    step('/privacy', 'How we use the details you send us.'),
    step('/terms-of-service', 'The terms of our estimates and this website.'),
  ],
  '/quote': [
    step('/contact', 'Rather talk it through? Phone, email and the full contact form.'),
    step('/emergency', 'Storm damage or a dangerous slab? Call our 24/7 line.'),
    step('/privacy', 'How we use the details you send us.'),
    step('/terms-of-service', 'The terms of our estimates and this website.'),
  ],
  '/emergency': [
    step('/contact', 'Not urgent? Ask for a free estimate.'),
    step('/quote', 'A free written quote for a planned repair.'),
    step('/services', 'Every concrete service we offer.'),
    step('/', 'Start at the home page.'),
  ],
  '/blog': [
    step('/services', 'Every concrete service we offer.'),
    step('/about', 'Who writes these articles.'),
    step('/', 'Start at the home page.'),
  ],
  '/privacy': [
    step('/terms-of-service', 'The terms of our estimates and this website.'),
    step('/contact', 'Questions about your data? Contact us.'),
    step('/', 'Start at the home page.'),
  ],
  '/terms-of-service': [
    step('/privacy', 'How we use the details you send us.'),
    step('/contact', 'Questions about these terms? Contact us.'),
    step('/', 'Start at the home page.'),
  ],
};
