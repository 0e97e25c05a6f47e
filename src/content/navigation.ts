import { type Locale, localizedPath } from '../i18n';
import { business } from './business';
import { cityPath, servicePath, summariesOf } from './index';
import { projectWords } from './projects';
import { calculatorPath, emergencyPath, quoteFormHref, ui as english, type UiWords } from './ui';

/**
 * Navigation of the shared layout: header
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
  /** A further link after "View All" (the Services menu's cost calculator). */
  extra?: NavLink;
}

/**
 * The navigation of an edition: its words (`t`) and its localized paths.
 * @param projects true once a project is published: "Projects" ("Proyectos") joins the header links (so the phone menu)
 *   and the footer's quick links; never before, since the gallery is a 404 without a project (issue 28)
 */
export function navigationOf(locale: Locale, t: UiWords, projects = false) {
  const href = (path: string) => localizedPath(locale, path);
  const { services, cities } = summariesOf(locale);
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
  const projectsLink: NavLink[] = projects ? [{ label: projectWords[locale].crumb, href: href('/projects') }] : [];
  const headerLinks: NavLink[] = [
    ...projectsLink,
    { label: t.nav.about, href: href('/about') },
    { label: t.nav.blog, href: href('/blog') },
    { label: t.nav.contact, href: href('/contact') },
  ];

  /** Footer "Quick Links". */
  const quickLinks: NavLink[] = [
    ...projectsLink,
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

/** The name of each single page in breadcrumb trails and "where to next" links, by English primary path, per edition. */
const PAGE_NAMES: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
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
    '/concrete-cost-calculator': 'Cost Calculator',
  },
  es: {
    '/': 'Inicio',
    '/about': 'Nosotros',
    '/services': 'Servicios',
    '/service-areas': 'Zonas de servicio',
    '/contact': 'Contacto',
    '/quote': 'Cotización gratis',
    '/emergency': 'Servicio de emergencia',
    '/blog': 'Blog',
    '/privacy': 'Política de privacidad',
    '/terms-of-service': 'Términos de servicio',
    '/concrete-cost-calculator': 'Calculadora de costos',
  },
};

/**
 * The name of each single page of an edition in breadcrumb trails and "where
 * to next" links, by English primary path. Home is the first crumb of every trail.
 */
export const pageNamesOf = (locale: Locale): Readonly<Record<string, string>> => PAGE_NAMES[locale];

/** A "where to next" link: the page, and a line on what the visitor finds there. */
export interface NextStep extends NavLink {
  text: string;
}

const radius = `${business.serviceRadiusMiles}`;
/**
 * Where a visitor of each single page goes next (every indexable
 * page gets at least 3 links from other pages' main content), by the English
 * path of the page that shows them: [target path, what the visitor finds there].
 */
const NEXT_STEPS: Record<Locale, Readonly<Record<string, readonly (readonly [string, string])[]>>> = {
  en: {
    '/about': [
      ['/services', 'Every concrete service we offer, from driveways to polished floors.'],
      ['/service-areas', `The towns we serve within ${radius} miles of ${business.homeCity}.`],
      ['/blog', 'Our crew’s advice on caring for concrete in Southeast Texas.'],
      ['/quote', 'A free written quote for your project.'],
    ],
    '/services': [
      ['/service-areas', 'Find your town and the work we do there most.'],
      ['/about', 'Who we are and how we work.'],
      ['/quote', 'A free written quote for your project.'],
      ['/emergency', 'Storm damage or a dangerous slab? We answer 24/7.'],
    ],
    '/service-areas': [
      ['/services', 'Every concrete service we offer.'],
      ['/about', 'Our story, team and licensing.'],
      ['/blog', 'Advice on concrete in our climate.'],
      ['/', 'Start at the home page.'],
    ],
    '/contact': [
      ['/quote', 'In a hurry? The short quote form takes a minute.'],
      ['/emergency', 'Storm damage or a dangerous slab? Call our 24/7 line.'],
      ['/privacy', 'How we use the details you send us.'],
      ['/terms-of-service', 'The terms of our estimates and this website.'],
    ],
    '/quote': [
      ['/contact', 'Rather talk it through? Phone, email and the full contact form.'],
      ['/emergency', 'Storm damage or a dangerous slab? Call our 24/7 line.'],
      ['/privacy', 'How we use the details you send us.'],
      ['/terms-of-service', 'The terms of our estimates and this website.'],
    ],
    '/emergency': [
      ['/contact', 'Not urgent? Ask for a free estimate.'],
      ['/quote', 'A free written quote for a planned repair.'],
      ['/services', 'Every concrete service we offer.'],
      ['/', 'Start at the home page.'],
    ],
    '/blog': [
      ['/services', 'Every concrete service we offer.'],
      ['/about', 'Who writes these articles.'],
      ['/', 'Start at the home page.'],
    ],
    '/privacy': [
      ['/terms-of-service', 'The terms of our estimates and this website.'],
      ['/contact', 'Questions about your data? Contact us.'],
      ['/', 'Start at the home page.'],
    ],
    '/terms-of-service': [
      ['/privacy', 'How we use the details you send us.'],
      ['/contact', 'Questions about these terms? Contact us.'],
      ['/', 'Start at the home page.'],
    ],
  },
  es: {
    '/about': [
      ['/services', 'Todos nuestros servicios de concreto, desde entradas de autos hasta pisos pulidos.'],
      ['/service-areas', `Los pueblos que atendemos a menos de ${radius} millas de ${business.homeCity}.`],
      ['/blog', 'Consejos de nuestro equipo para cuidar el concreto en el sureste de Texas.'],
      ['/quote', 'Una cotización gratis y por escrito para su proyecto.'],
    ],
    '/services': [
      ['/service-areas', 'Busque su pueblo y el trabajo que más hacemos ahí.'],
      ['/about', 'Quiénes somos y cómo trabajamos.'],
      ['/quote', 'Una cotización gratis y por escrito para su proyecto.'],
      ['/emergency', '¿Daños por tormenta o una losa peligrosa? Contestamos 24/7.'],
    ],
    '/service-areas': [
      ['/services', 'Todos nuestros servicios de concreto.'],
      ['/about', 'Nuestra historia, equipo y licencias.'],
      ['/blog', 'Consejos sobre el concreto en nuestro clima.'],
      ['/', 'Vaya a la página de inicio.'],
    ],
    '/contact': [
      ['/quote', '¿Tiene prisa? El formulario corto de cotización toma un minuto.'],
      ['/emergency', '¿Daños por tormenta o una losa peligrosa? Llame a nuestra línea 24/7.'],
      ['/privacy', 'Cómo usamos los datos que nos envía.'],
      ['/terms-of-service', 'Las condiciones de nuestras cotizaciones y de este sitio web.'],
    ],
    '/quote': [
      ['/contact', '¿Prefiere hablarlo? Teléfono, correo y el formulario completo de contacto.'],
      ['/emergency', '¿Daños por tormenta o una losa peligrosa? Llame a nuestra línea 24/7.'],
      ['/privacy', 'Cómo usamos los datos que nos envía.'],
      ['/terms-of-service', 'Las condiciones de nuestras cotizaciones y de este sitio web.'],
    ],
    '/emergency': [
      ['/contact', '¿No es urgente? Pida una cotización gratis.'],
      ['/quote', 'Una cotización gratis y por escrito para una reparación planeada.'],
      ['/services', 'Todos nuestros servicios de concreto.'],
      ['/', 'Vaya a la página de inicio.'],
    ],
    '/blog': [
      ['/services', 'Todos nuestros servicios de concreto.'],
      ['/about', 'Quién escribe estos artículos.'],
      ['/', 'Vaya a la página de inicio.'],
    ],
    '/privacy': [
      ['/terms-of-service', 'Las condiciones de nuestras cotizaciones y de este sitio web.'],
      ['/contact', '¿Preguntas sobre sus datos? Comuníquese con nosotros.'],
      ['/', 'Vaya a la página de inicio.'],
    ],
    '/terms-of-service': [
      ['/privacy', 'Cómo usamos los datos que nos envía.'],
      ['/contact', '¿Preguntas sobre estas condiciones? Comuníquese con nosotros.'],
      ['/', 'Vaya a la página de inicio.'],
    ],
  },
};

/** Builds an edition's "where to next" links from `NEXT_STEPS` (see `nextStepsOf`). */
function buildNextSteps(locale: Locale): Readonly<Record<string, readonly NextStep[]>> {
  const names = pageNamesOf(locale);
  return Object.fromEntries(
    Object.entries(NEXT_STEPS[locale]).map(([page, steps]) => [
      page,
      steps.map(([path, text]) => ({ label: names[path] ?? path, href: localizedPath(locale, path), text })),
    ]),
  );
}
/** Each edition's links, built once per isolate rather than on every render. */
const NEXT_STEP_LINKS: Record<Locale, Readonly<Record<string, readonly NextStep[]>>> = {
  en: buildNextSteps('en'),
  es: buildNextSteps('es'),
};

/**
 * The "where to next" links of an edition's single pages, by English primary
 * path of the page that shows them: label from `pageNamesOf`, link localized.
 */
export const nextStepsOf = (locale: Locale): Readonly<Record<string, readonly NextStep[]>> => NEXT_STEP_LINKS[locale];
