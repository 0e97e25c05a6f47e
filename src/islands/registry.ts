/**
 * Every island: the interactive components that are rendered on the server
 * and hydrated in the browser, as named exports. The server marks each with
 * its export name (`data-island`, see components/island.tsx); the browser's
 * hydration bundles (client/bundles.ts) pick them by the same names, and a
 * bundler keeps only the islands a bundle names.
 */
export { Accordion } from './accordion';
export { Calculator } from './calculator';
export { ContactForm } from './contact-form';
export { MobileMenu } from './mobile-menu';
export { NavDropdown } from './nav-dropdown';
export { RequestForm } from './request-form';
