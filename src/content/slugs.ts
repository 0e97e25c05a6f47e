/**
 * The index of slugs: which service, city and post pages exist, in display
 * order, without their content (a few hundred bytes). The Worker's entry
 * reads it to know a cached page's key before the app and its content load
 * (src/cached-pages.ts). The content index (src/content/index.ts) must list
 * the same slugs in the same order: test/cached-pages-integration.test.ts checks it.
 * A new service, city or post: its module in src/content/index.ts and its slug here.
 */

/** The 15 services' slugs, in the content index's order. */
export const SERVICE_SLUGS: readonly string[] = [
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

/** The 15 service areas' slugs (cities), in the content index's order. */
export const CITY_SLUGS: readonly string[] = [
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

/** The blog posts' slugs, newest first. */
export const POST_SLUGS: readonly string[] = ['beaumont-driveway-cracking-concrete-damage-costs'];
