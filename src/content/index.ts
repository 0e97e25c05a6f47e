/**
 * The content index: every service, city and post module in display order.
 * Order matters: the first 8 services and the first 8
 * service areas fill the header dropdowns, the footer and the primary service
 * areas; the first 9 services fill the home page grid. The Spanish
 * edition's index is src/content/es/index.ts, which the Worker loads as a
 * static asset (`contentOf`, src/content/edition.ts).
 */
import { business } from './business';
import type { Locale } from '../i18n';
import { type Coordinates, distanceMiles, relations } from './relations';
import { type Edition, type PagesCopy, spanishEdition } from './edition';
import { ui as esUi } from './es/ui';
import * as enPages from './pages';
import { ui as enUi, type UiWords } from './ui';
import type { City, Post, Service } from './schema';
import concreteDrivewaysService from './services/concrete-driveways';
import concretePatiosService from './services/concrete-patios';
import concreteSlabsFoundationsService from './services/concrete-slabs-foundations';
import concreteSidewalksWalkwaysService from './services/concrete-sidewalks-walkways';
import stampedConcreteService from './services/stamped-concrete';
import stainedConcreteService from './services/stained-concrete';
import polishedConcreteService from './services/polished-concrete';
import decorativeOverlaysCoatingsService from './services/decorative-overlays-coatings';
import exposedAggregateConcreteService from './services/exposed-aggregate-concrete';
import concreteSealingService from './services/concrete-sealing';
import concreteRepairResurfacingService from './services/concrete-repair-resurfacing';
import commercialConcreteService from './services/commercial-concrete';
import concreteDemolitionRemovalService from './services/concrete-demolition-removal';
import concreteLevelingMudjackingService from './services/concrete-leveling-mudjacking';
import concreteStepsStairsService from './services/concrete-steps-stairs';
import lumbertonCity from './cities/lumberton';
import chinaCity from './cities/china';
import sourLakeCity from './cities/sour-lake';
import vidorCity from './cities/vidor';
import nomeCity from './cities/nome';
import bridgeCityCity from './cities/bridge-city';
import portNechesCity from './cities/port-neches';
import nederlandCity from './cities/nederland';
import winnieCity from './cities/winnie';
import taylorLandingCity from './cities/taylor-landing';
import hamshireCity from './cities/hamshire';
import beauxartGardensCity from './cities/beauxart-gardens';
import portArthurCity from './cities/port-arthur';
import orangeCity from './cities/orange';
import silsbeeCity from './cities/silsbee';
import beaumontDrivewayCracking from './blog/beaumont-driveway-cracking-concrete-damage-costs';

/** The 15 services in the product specification's order, which menus and lists keep. */
export const services: readonly Service[] = [
  concreteDrivewaysService,
  concretePatiosService,
  concreteSlabsFoundationsService,
  concreteSidewalksWalkwaysService,
  stampedConcreteService,
  stainedConcreteService,
  polishedConcreteService,
  decorativeOverlaysCoatingsService,
  exposedAggregateConcreteService,
  concreteSealingService,
  concreteRepairResurfacingService,
  commercialConcreteService,
  concreteDemolitionRemovalService,
  concreteLevelingMudjackingService,
  concreteStepsStairsService,
];
/** The 15 service areas (cities) in the product specification's order, which menus and lists keep. */
export const cities: readonly City[] = [
  lumbertonCity,
  chinaCity,
  sourLakeCity,
  vidorCity,
  nomeCity,
  bridgeCityCity,
  portNechesCity,
  nederlandCity,
  winnieCity,
  taylorLandingCity,
  hamshireCity,
  beauxartGardensCity,
  portArthurCity,
  orangeCity,
  silsbeeCity,
];
/** Blog posts, newest first. */
export const posts: readonly Post[] = [beaumontDrivewayCracking];

/** Primary path of a service page, e.g. "/concrete-driveways": the slug at the root. */
export const servicePath = (service: Pick<Service, 'slug'>): string => `/${service.slug}`;
/** Alias path of a service page, e.g. "/services/concrete-driveways"; it serves the same page. */
export const serviceAliasPath = (service: Pick<Service, 'slug'>): string => `/services/${service.slug}`;
/** Primary path of a city page, e.g. "/nederland-tx-concrete-contractors". */
export const cityPath = (city: Pick<City, 'slug'>): string => `/${city.slug}-tx-concrete-contractors`;
/** Alias path of a city page, e.g. "/locations/nederland-tx"; it serves the same page. */
export const cityAliasPath = (city: Pick<City, 'slug'>): string => `/locations/${city.slug}-tx`;
/** Path of a blog post, e.g. "/blog/beaumont-driveway-cracking-concrete-damage-costs". */
export const postPath = (post: Pick<Post, 'slug'>): string => `/blog/${post.slug}`;

/** The first 8 services: header dropdown and footer. */
export const featuredServices = services.slice(0, 8);
/** The first 8 service areas: header dropdown, footer and Primary Service Areas. */
export const primaryCities = cities.slice(0, 8);
/** The service areas after the first 8: Additional Service Areas. */
export const additionalCities = cities.slice(8);
/** The first 9 services: the home page grid. */
export const homeServices = services.slice(0, 9);

/** A town on a list: its name and, where it has a page, the page's path. */
export interface Town {
  name: string;
  href?: string;
}

const homeTown: Town = { name: business.homeCity };

/** The home city's slug where a slug names a town (a finished job's town): Beaumont has no town page of its own. */
export const HOME_TOWN_SLUG = 'beaumont';
const townOf = (city: City): Town => ({ name: city.name, href: cityPath(city) });
const citiesByName = (names: readonly string[]): Town[] =>
  names.map((name) => {
    const city = cities.find((c) => c.name === name);
    if (!city) throw new Error(`unknown city "${name}" in a town list`);
    return townOf(city);
  });

/**
 * The towns on the home page: the ten the product specification names, plus
 * Port Arthur and Orange, the two largest towns of the area.
 */
export const homeTowns: readonly Town[] = [
  homeTown,
  ...citiesByName([
    'Port Arthur',
    'Orange',
    'Lumberton',
    'Nederland',
    'Port Neches',
    'Vidor',
    'Bridge City',
    'China',
    'Winnie',
    'Sour Lake',
    'Nome',
  ]),
];
/** The 12-city list (About, Services): the home city, the largest towns first, then the nearest (so it includes Port Arthur and Orange). */
export const twelveTowns: readonly Town[] = [
  homeTown,
  ...citiesByName([
    'Port Arthur',
    'Orange',
    'Nederland',
    'Port Neches',
    'Lumberton',
    'Vidor',
    'Silsbee',
    'Bridge City',
    'Beauxart Gardens',
    'Sour Lake',
    'Winnie',
  ]),
];
/** The 16-city list (Contact): the home city plus all 15 service areas. */
export const allTowns: readonly Town[] = [homeTown, ...cities.map(townOf)];

/**
 * A route parameter pattern matching exactly the slugs of a list, e.g.
 * "(?:concrete-driveways|concrete-patios)": the route table then knows every
 * page, so an unknown path is a 404 for every method (never a 405). Slugs are
 * lowercase words and hyphens (schema), so nothing needs escaping.
 */
export const slugPattern = (list: readonly { slug: string }[]): string => `(?:${list.map((item) => item.slug).join('|')})`;

/** Looks a service up by slug in an edition (English unless given); undefined when there is none. */
export const findService = (slug: string, locale: Locale = 'en'): Service | undefined =>
  contentOf(locale).services.find((s) => s.slug === slug);
/** Looks a city up by slug (without "-tx") in an edition; undefined when there is none. */
export const findCity = (slug: string, locale: Locale = 'en'): City | undefined => contentOf(locale).cities.find((c) => c.slug === slug);
/** Looks a post up by slug in an edition; undefined when there is none. */
export const findPost = (slug: string, locale: Locale = 'en'): Post | undefined => contentOf(locale).posts.find((p) => p.slug === slug);

/**
 * The services, cities and posts of an edition, in display order; each
 * Spanish entry has its English pair's slug. Spanish is read from the loaded
 * edition (src/content/edition.ts: every request under /es loads it first).
 * @throws Error for Spanish read where nothing loaded it (`spanishEdition`)
 */
export const contentOf = (locale: Locale): Pick<Edition, 'services' | 'cities' | 'posts'> =>
  locale === 'es' ? spanishEdition() : { services, cities, posts };

/**
 * An edition's single pages: English from the bundle, Spanish from the
 * loaded edition (src/content/edition.ts), like `contentOf`.
 */
export const pagesOf = (locale: Locale): PagesCopy => (locale === 'es' ? spanishEdition().pages : enPages);

/** Each edition's interface words (src/content/ui.ts, src/content/es/ui.ts): bundled, so readable before any edition is loaded. */
export const UI: Record<Locale, UiWords> = { en: enUi, es: esUi };

/** A city's coordinates from content/relations.ts (test/findability-integration.test.ts checks every city has them). */
function coordinatesOf(city: Pick<City, 'slug'>): Coordinates {
  const relation = relations.cities[city.slug];
  if (!relation) throw new Error(`no coordinates for city "${city.slug}"`);
  return relation.coordinates;
}

/** The services related to a service (content/relations.ts), in the table's order, from an edition (English unless given). */
export function relatedServicesOf(service: Pick<Service, 'slug'>, locale: Locale = 'en'): Service[] {
  return (relations.relatedServices[service.slug] ?? []).map((slug) => findService(slug, locale) as Service);
}

/** The services a city's page leads with (its emphasis, content/relations.ts), most important first. */
export function leadServicesOf(city: Pick<City, 'slug'>, locale: Locale = 'en'): Service[] {
  return (relations.cities[city.slug]?.leadServices ?? []).map((slug) => findService(slug, locale) as Service);
}

/**
 * The towns that lead with a service ("Where we do this" on its page): the
 * towns where it ranks higher in the lead list first, ties broken by the
 * distance from the home city.
 */
export function citiesForService(service: Pick<Service, 'slug'>, locale: Locale = 'en'): City[] {
  const home = { lat: business.geo.latitude, lon: business.geo.longitude };
  const rank = (city: City) => relations.cities[city.slug]?.leadServices.indexOf(service.slug) ?? -1;
  const miles = (city: City) => distanceMiles(home, coordinatesOf(city));
  return contentOf(locale)
    .cities.filter((c) => rank(c) >= 0)
    .sort((a, b) => rank(a) - rank(b) || miles(a) - miles(b));
}

/** The `count` service areas nearest to a city, nearest first, by great-circle distance between the coordinates of content/relations.ts. */
export function nearestCities(city: Pick<City, 'slug'>, count = 3, locale: Locale = 'en'): City[] {
  const here = coordinatesOf(city);
  return contentOf(locale)
    .cities.filter((c) => c.slug !== city.slug)
    .map((c) => ({ c, miles: distanceMiles(here, coordinatesOf(c)) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
    .map(({ c }) => c);
}

/** The posts that discuss a service (their "services" blocks name it), newest first. */
export function postsForService(service: Pick<Service, 'slug'>, locale: Locale = 'en'): Post[] {
  return contentOf(locale).posts.filter((post) =>
    post.body.some((b) => b.type === 'services' && b.items.some((i) => i.service === service.slug)),
  );
}
