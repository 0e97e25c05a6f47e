/**
 * The site's route table written out as an explicit list, shared
 * by the Worker tests and the browser tests. Not derived from src/content, so
 * a route lost there fails the tests.
 */

/** The 15 service slugs, in the order of the product specification (the order of menus and lists). */
export const SERVICE_SLUGS = [
  'concrete-driveways',
  'concrete-patios',
  'concrete-slabs-foundations',
  'concrete-sidewalks-walkways',
  'stamped-concrete',
  'stained-concrete',
  'polished-concrete',
  'decorative-overlays-coatings',
  'exposed-aggregate-concrete',
  'concrete-sealing',
  'concrete-repair-resurfacing',
  'commercial-concrete',
  'concrete-demolition-removal',
  'concrete-leveling-mudjacking',
  'concrete-steps-stairs',
];

/** The 15 service-area slugs, in the order of the product specification. */
export const CITY_SLUGS = [
  'lumberton',
  'china',
  'sour-lake',
  'vidor',
  'nome',
  'bridge-city',
  'port-neches',
  'nederland',
  'winnie',
  'taylor-landing',
  'hamshire',
  'beauxart-gardens',
  'port-arthur',
  'orange',
  'silsbee',
];

/** The single pages of the route table. */
export const SINGLE_PAGES = [
  '/',
  '/about',
  '/contact',
  '/services',
  '/service-areas',
  '/quote',
  '/emergency',
  '/privacy',
  '/terms-of-service',
  '/blog',
  '/concrete-cost-calculator',
];
export const POST_PATHS = ['/blog/beaumont-driveway-cracking-concrete-damage-costs'];

/** Every primary path of the route table. */
export const PRIMARY_PATHS = [
  ...SINGLE_PAGES,
  ...SERVICE_SLUGS.map((s) => `/${s}`),
  ...CITY_SLUGS.map((c) => `/${c}-tx-concrete-contractors`),
  ...POST_PATHS,
];

/** The Spanish edition of a primary path (the same slugs under /es; "/" becomes "/es"). */
export const spanishPath = (path: string) => (path === '/' ? '/es' : `/es${path}`);
/** Every primary path of the Spanish edition, in the order of PRIMARY_PATHS. */
export const SPANISH_PATHS = PRIMARY_PATHS.map(spanishPath);

/** Every alias and the primary path it serves. */
export const ALIASES: [alias: string, primary: string][] = [
  ...SERVICE_SLUGS.map((s): [string, string] => [`/services/${s}`, `/${s}`]),
  ...CITY_SLUGS.map((c): [string, string] => [`/locations/${c}-tx`, `/${c}-tx-concrete-contractors`]),
];
