import type { Locale } from '../i18n';
import { business } from './business';

/**
 * The project id at the end of a project page's slug ("stamped-concrete-nederland-2026-05-12" → 12), or null. Kept with
 * the content so that the projects (src/projects/) and the insights (which counts only published project pages) read slugs alike.
 */
export function projectIdOfSlug(slug: string): number | null {
  const id = Number(/-(\d{1,9})$/.exec(slug)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The words of the projects gallery, the project pages and the "recent work"
 * sections, in both editions (same shape). Town and service names come from
 * the content modules; a project's own words from the contractor.
 */
export interface ProjectWords {
  /** The gallery's title, heading and description (search result and page). */
  galleryTitle: string;
  galleryHeading: string;
  galleryIntro: string;
  galleryDescription: string;
  /** Breadcrumb name of the gallery. */
  crumb: string;
  /** The folded filters' summary ("Filter: All projects"), and the filter links: all, by service, by town. */
  filter: string;
  filterAll: string;
  filterByService: string;
  filterByTown: string;
  /** Heading of a filtered gallery with no project (a filter link is never shown for it, but a typed URL can ask). */
  noneFound: string;
  /** The gallery's paging links (plain `rel="prev"`/`rel="next"` links) and where the page stands: "Page 2 of 11". */
  newerPage: string;
  olderPage: string;
  pageOf: (n: number, total: number) => string;
  /** Name of the paging navigation. */
  pages: string;
  /** "Recent work in Nederland" (town page), "Recent stamped concrete jobs" (service page), "Recent work" (home). */
  recentIn: (town: string) => string;
  recentOf: (service: string) => string;
  recentHome: string;
  recentIntro: string;
  seeAll: string;
  /** The "see all" links of a town page and a service page, to the gallery filtered by it. */
  seeAllIn: (town: string) => string;
  seeAllOf: (service: string) => string;
  /** The home hero's caption of its project photo: "Our latest job: <title>" or, when featured, "Featured job: <title>". */
  heroLatest: string;
  heroFeatured: string;
  /**
   * A photo's alt text written from its project when the contractor wrote none in the edition (Spanish):
   * the service, the town and the before/after marker.
   */
  alt: (service: string, town: string, phase: 'before' | 'after' | null) => string;
  /** A project's title: "Stamped Concrete in Nederland, TX (May 2026)". */
  title: (service: string, town: string, month: string) => string;
  /** The project page's description for search results. */
  metaDescription: (service: string, town: string, month: string) => string;
  /** The markers on before/after photos. */
  before: string;
  after: string;
  /** The heading of the customer's words and of the links. */
  customerSays: string;
  more: string;
  serviceLink: (service: string) => string;
  townLink: (town: string) => string;
  /** The call to action of a project page. */
  ctaHeading: string;
  ctaText: string;
  /** Spanish edition only: the note beside an English description. */
  englishOnly: string;
  /** Credit of the photos (schema.org `creditText`). */
  credit: string;
  /** The plain-text 503 answer when the projects cannot be read. */
  unavailable: string;
}

const MONTH: Record<Locale, Intl.DateTimeFormat | undefined> = { en: undefined, es: undefined };

/** "May 2026" / "mayo de 2026" for "2026-05", by Intl (built on first use, so no ICU data loads at startup). */
export function monthLabel(month: string, locale: Locale): string {
  MONTH[locale] ??= new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return MONTH[locale].format(new Date(`${month}-15T12:00:00Z`));
}

/** The longest a page title may be, in characters: a search result shows about this much (src/content/schema.ts). */
const TITLE_MAX = 70;

/**
 * A project page's title: the project's title with the business's name after it, or the project's title alone when both
 * would be longer than 70 characters.
 */
export const projectPageTitle = (title: string): string => {
  const full = `${title} | ${business.name}`;
  return full.length <= TITLE_MAX ? full : title;
};

/**
 * The Spanish service names too long for a project's title, shortened (the service's page keeps its full name; glossary:
 * src/content/es/README-translation.md), so that "<servicio> en <pueblo>, TX (<mes> de <año>)" stays within 70
 * characters for every service, town and month.
 */
const SERVICIO_EN_TITULO: Record<string, string> = {
  'Demolición y retiro de concreto': 'Demolición de concreto',
  'Entradas de concreto para autos': 'Entrada de autos',
  'Nivelación de concreto (mudjacking)': 'Nivelación de concreto',
  'Reparación de concreto y renovación de superficie': 'Reparación de concreto',
  'Banquetas y caminos de concreto': 'Banquetas de concreto',
  'Losas y cimientos de concreto': 'Losas y cimientos',
  'Escalones y escaleras de concreto': 'Escalones de concreto',
  'Sobrecapas y recubrimientos decorativos': 'Sobrecapas decorativas',
  'Concreto de agregado expuesto': 'Agregado expuesto',
};

/** The words of each edition. */
export const projectWords: Record<Locale, ProjectWords> = {
  en: {
    galleryTitle: `Concrete Projects in Southeast Texas | ${business.name}`,
    galleryHeading: 'Our Recent Concrete Projects',
    galleryIntro: 'Finished driveways, patios, slabs and more, photographed on the job by our crews across the Golden Triangle.',
    galleryDescription: `Photos of concrete jobs ${business.name} finished in Beaumont and Southeast Texas: driveways, patios, stamped concrete, slabs and repairs.`,
    crumb: 'Projects',
    filter: 'Filter',
    filterAll: 'All projects',
    filterByService: 'By service',
    filterByTown: 'By town',
    noneFound: 'No finished project matches this choice yet.',
    newerPage: 'Newer projects',
    olderPage: 'Older projects',
    pageOf: (n, total) => `Page ${n} of ${total}`,
    pages: 'Pages of projects',
    recentIn: (town) => `Recent work in ${town}`,
    recentOf: (service) => `Recent ${service} jobs`,
    recentHome: 'Recent work',
    recentIntro: 'Jobs our crews finished lately, photographed on site.',
    seeAll: 'See all projects',
    seeAllIn: (town) => `See all projects in ${town}`,
    seeAllOf: (service) => `See all ${service} projects`,
    heroLatest: 'Our latest job',
    heroFeatured: 'Featured job',
    alt: (service, town, phase) =>
      `${service} in ${town}, Texas${phase === 'before' ? ', before the work' : phase === 'after' ? ', finished' : ''}`,
    title: (service, town, month) => `${service} in ${town}, TX (${month})`,
    metaDescription: (service, town, month) =>
      `Photos of a ${service.toLowerCase()} job ${business.name} finished in ${town}, Texas, in ${month}. Call for a free estimate.`,
    before: 'Before',
    after: 'After',
    customerSays: 'What the customer said',
    more: 'More about this work',
    serviceLink: (service) => `${service}: prices, process and FAQs`,
    townLink: (town) => `Concrete contractor in ${town}`,
    ctaHeading: 'Want Work Like This?',
    ctaText: 'Tell us about your project and get a free, written estimate, usually within 24 hours.',
    englishOnly: '',
    credit: business.name,
    unavailable: 'This project cannot be shown right now. Please try again in a minute.',
  },
  es: {
    galleryTitle: `Proyectos de concreto en el sureste de Texas | ${business.name}`,
    galleryHeading: 'Nuestros proyectos de concreto recientes',
    galleryIntro:
      'Entradas de autos, patios, losas y más, terminados y fotografiados en la obra por nuestras cuadrillas en la región del Golden Triangle.',
    galleryDescription: `Fotos de trabajos de concreto que ${business.name} terminó en Beaumont y el sureste de Texas: entradas de autos, patios, concreto estampado, losas y reparaciones.`,
    crumb: 'Proyectos',
    filter: 'Filtrar',
    filterAll: 'Todos los proyectos',
    filterByService: 'Por servicio',
    filterByTown: 'Por ciudad',
    noneFound: 'Todavía no hay un proyecto terminado que coincida con esta opción.',
    newerPage: 'Proyectos más recientes',
    olderPage: 'Proyectos anteriores',
    pageOf: (n, total) => `Página ${n} de ${total}`,
    pages: 'Páginas de proyectos',
    recentIn: (town) => `Trabajos recientes en ${town}`,
    recentOf: (service) => `Trabajos recientes de ${service.toLowerCase()}`,
    recentHome: 'Trabajos recientes',
    recentIntro: 'Trabajos que nuestras cuadrillas terminaron hace poco, fotografiados en la obra.',
    seeAll: 'Ver todos los proyectos',
    seeAllIn: (town) => `Ver todos los proyectos en ${town}`,
    seeAllOf: (service) => `Ver todos los proyectos de ${service.toLowerCase()}`,
    heroLatest: 'Nuestro trabajo más reciente',
    heroFeatured: 'Trabajo destacado',
    alt: (service, town, phase) =>
      `${service} en ${town}, Texas${phase === 'before' ? ', antes del trabajo' : phase === 'after' ? ', después del trabajo' : ''}`,
    title: (service, town, month) => `${SERVICIO_EN_TITULO[service] ?? service} en ${town}, TX (${month})`,
    metaDescription: (service, town, month) =>
      `Fotos de un trabajo de ${service.toLowerCase()} que ${business.name} terminó en ${town}, Texas, en ${month}. Llame para pedir una cotización gratis.`,
    before: 'Antes',
    after: 'Después',
    customerSays: 'Lo que dijo el cliente',
    more: 'Más sobre este trabajo',
    serviceLink: (service) => `${service}: precios, proceso y preguntas frecuentes`,
    townLink: (town) => `Contratista de concreto en ${town}`,
    ctaHeading: '¿Quiere un trabajo así?',
    ctaText: 'Cuéntenos de su proyecto y reciba una cotización gratis por escrito, por lo general en 24 horas.',
    englishOnly: 'Descripción del contratista, en inglés:',
    credit: business.name,
    unavailable: 'No podemos mostrar este proyecto en este momento. Intente de nuevo en un minuto.',
  },
};
