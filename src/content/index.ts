/**
 * The content index of the Worker: the summaries of every service, city and
 * post of both editions (slug, name and the cards' few fields, in display
 * order), the paths, the town lists, and the lookups of an edition's full
 * content. Order matters: the first 8 services and the first 8 service areas
 * fill the header dropdowns, the footer and the primary service areas; the
 * first 9 services fill the home page grid.
 *
 * Issue 40: the full content (hero, sections, FAQs, article bodies, the single
 * pages' copy) of both editions stays out of the Worker. `npm run build`
 * writes each part (the single pages' copy, each service, city and post) as a
 * static asset, which a page's route loads when it first renders in an
 * isolate (`pagesOf`, `serviceContent`…; src/content/edition.ts),
 * and the summaries as src/generated/content-index.json, bundled here, so the
 * menus, links, sitemap, lead forms, emails and the admin read names and slugs
 * without the asset. The content modules' lists are src/content/en/index.ts
 * and src/content/es/index.ts.
 */
import { business } from './business';
import type { Locale } from '../i18n';
import summaries from '../generated/content-index.json';
import { type Coordinates, distanceMiles, relations } from './relations';
import { loadedItem, loadedPages, type PagesCopy } from './edition';
import { ui as esUi } from './es/ui';
import { ui as enUi, type UiWords } from './ui';
import type { City, Post, Service } from './schema';

/**
 * What the Worker bundles of a service: enough for a menu, a link, a card and a form's options, and the figures at a
 * glance, whose prices (the same in both editions) the calculator and the quote's suggested lines read.
 */
export type ServiceSummary = Pick<Service, 'slug' | 'name' | 'icon' | 'category' | 'summary' | 'popular'> &
  Partial<Pick<Service, 'atGlance'>>;
/** What the Worker bundles of a service area (city): enough for a menu, a link, a form's options and the Service Areas page's line. */
export type CitySummary = Pick<City, 'slug' | 'name' | 'county' | 'emphasis'>;
/** What the Worker bundles of a blog post: enough for a link, the blog's cards, a service page's articles and the sitemap. */
export type PostSummary = Pick<Post, 'slug' | 'title' | 'excerpt' | 'publishedDate' | 'modifiedDate' | 'category' | 'readTimeMinutes'> & {
  /** The slugs of the services its body's "services" blocks link, derived by the build. */
  services: readonly string[];
};
/** The summaries of an edition, in display order (src/generated/content-index.json, written by `npm run build`). */
export interface ContentIndex {
  services: readonly ServiceSummary[];
  cities: readonly CitySummary[];
  posts: readonly PostSummary[];
  /** The single pages' paths (each page's `path` in src/content/pages.ts; `privacy` and `terms` from its `legal`). */
  paths: Record<Exclude<keyof PagesCopy, 'legal'> | 'privacy' | 'terms', string>;
}

/** Both editions' summaries, checked against the schema's types when the build wrote them from the checked content. */
const INDEX = summaries as unknown as Record<Locale, ContentIndex>;

/** The summaries of an edition's services, cities and posts, in display order: bundled, readable on any path. */
export const summariesOf = (locale: Locale): ContentIndex => INDEX[locale];

/** The 15 services in the product specification's order, which menus and lists keep (English summaries). */
export const services: readonly ServiceSummary[] = INDEX.en.services;
/** The 15 service areas (cities) in the product specification's order, which menus and lists keep (English summaries). */
export const cities: readonly CitySummary[] = INDEX.en.cities;
/** Blog posts, newest first (English summaries). */
export const posts: readonly PostSummary[] = INDEX.en.posts;

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

/** The home city's slug where a slug names a town (a finished project's town): Beaumont has no town page of its own. */
export const HOME_TOWN_SLUG = 'beaumont';
const townOf = (city: CitySummary): Town => ({ name: city.name, href: cityPath(city) });
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

/** A service's summary by slug in an edition (English unless given), bundled; undefined when there is none. */
export const findService = (slug: string, locale: Locale = 'en'): ServiceSummary | undefined =>
  INDEX[locale].services.find((s) => s.slug === slug);
/** A city's summary by slug (without "-tx") in an edition, bundled; undefined when there is none. */
export const findCity = (slug: string, locale: Locale = 'en'): CitySummary | undefined => INDEX[locale].cities.find((c) => c.slug === slug);
/** A post's summary by slug in an edition, bundled; undefined when there is none. */
export const findPost = (slug: string, locale: Locale = 'en'): PostSummary | undefined => INDEX[locale].posts.find((p) => p.slug === slug);

/**
 * A service's full content by slug in an edition, once its route loaded it (`loadContent`, src/content/edition.ts);
 * undefined for a slug the content index does not list.
 * @throws Error when it is listed but not loaded, a bug of the route
 */
export const serviceContent = (slug: string, locale: Locale = 'en'): Service | undefined =>
  findService(slug, locale) && loadedItem(locale, 'service', slug);
/** A city's full content by slug, as `serviceContent`. @throws Error when it is listed but not loaded */
export const cityContent = (slug: string, locale: Locale = 'en'): City | undefined =>
  findCity(slug, locale) && loadedItem(locale, 'city', slug);
/** A post's full content by slug, as `serviceContent`. @throws Error when it is listed but not loaded */
export const postContent = (slug: string, locale: Locale = 'en'): Post | undefined =>
  findPost(slug, locale) && loadedItem(locale, 'post', slug);

/**
 * An edition's single pages' copy, once its route loaded it (`withPages`, `loadContent`; src/content/edition.ts).
 * @throws Error where nothing loaded it, a bug of the route
 */
export const pagesOf = (locale: Locale): PagesCopy => loadedPages(locale);

/** Each edition's interface words (src/content/ui.ts, src/content/es/ui.ts): bundled, so readable before any edition is loaded. */
export const UI: Record<Locale, UiWords> = { en: enUi, es: esUi };

/** A city's coordinates from content/relations.ts (test/findability-integration.test.ts checks every city has them). */
function coordinatesOf(city: Pick<City, 'slug'>): Coordinates {
  const relation = relations.cities[city.slug];
  if (!relation) throw new Error(`no coordinates for city "${city.slug}"`);
  return relation.coordinates;
}

/** The services related to a service (content/relations.ts), in the table's order, from an edition (English unless given). */
export function relatedServicesOf(service: Pick<Service, 'slug'>, locale: Locale = 'en'): ServiceSummary[] {
  return (relations.relatedServices[service.slug] ?? []).map((slug) => findService(slug, locale) as ServiceSummary);
}

/** The services a city's page leads with (its emphasis, content/relations.ts), most important first. */
export function leadServicesOf(city: Pick<City, 'slug'>, locale: Locale = 'en'): ServiceSummary[] {
  return (relations.cities[city.slug]?.leadServices ?? []).map((slug) => findService(slug, locale) as ServiceSummary);
}

/**
 * The towns that lead with a service ("Where we do this" on its page): the
 * towns where it ranks higher in the lead list first, ties broken by the
 * distance from the home city.
 */
export function citiesForService(service: Pick<Service, 'slug'>, locale: Locale = 'en'): CitySummary[] {
  const home = { lat: business.geo.latitude, lon: business.geo.longitude };
  const rank = (city: CitySummary) => relations.cities[city.slug]?.leadServices.indexOf(service.slug) ?? -1;
  const miles = (city: CitySummary) => distanceMiles(home, coordinatesOf(city));
  return INDEX[locale].cities.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b) || miles(a) - miles(b));
}

/** The `count` service areas nearest to a city, nearest first, by great-circle distance between the coordinates of content/relations.ts. */
export function nearestCities(city: Pick<City, 'slug'>, count = 3, locale: Locale = 'en'): CitySummary[] {
  const here = coordinatesOf(city);
  return INDEX[locale].cities
    .filter((c) => c.slug !== city.slug)
    .map((c) => ({ c, miles: distanceMiles(here, coordinatesOf(c)) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, count)
    .map(({ c }) => c);
}

/** The posts that discuss a service (their "services" blocks name it), newest first, from the summaries. */
export function postsForService(service: Pick<Service, 'slug'>, locale: Locale = 'en'): PostSummary[] {
  return INDEX[locale].posts.filter((post) => post.services.includes(service.slug));
}
