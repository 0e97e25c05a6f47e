import { Accordion } from './accordion';
import { ContactForm } from './contact-form';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { NotFoundLogger } from './not-found-logger';
import { QuoteForm } from './quote-form';

/**
 * Every island: the interactive components that are rendered on the server
 * and hydrated in the browser. The server marks each with its key here
 * (`data-island`), and the client entry looks the component up by that key.
 */
export const islands = { Accordion, ContactForm, MobileMenu, NavDropdown, NotFoundLogger, QuoteForm };

export type IslandName = keyof typeof islands;
