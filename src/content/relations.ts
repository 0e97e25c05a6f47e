import type { Coordinates, Relations } from './schema';

export type { Coordinates, Relations };

/**
 * Relations between pages, kept as data and shared by every language
 * edition (slugs and coordinates are not words, so the Spanish edition
 * reads this same table): which services go together, which services each
 * town leads with (its emphasis), and where
 * each town lies. `relations` is typed by the `Relations` schema of
 * schema.ts and parsed with it by the content test, with `checkRelations`
 * checking every slug against the services and cities (never at runtime:
 * a new isolate evaluates no schema).
 */

export const relations: Relations = {
  relatedServices: {
    'concrete-driveways': ['stamped-concrete', 'exposed-aggregate-concrete', 'concrete-sealing', 'concrete-repair-resurfacing'],
    'concrete-patios': ['stamped-concrete', 'stained-concrete', 'exposed-aggregate-concrete', 'concrete-sealing'],
    'concrete-slabs-foundations': [
      'concrete-leveling-mudjacking',
      'commercial-concrete',
      'concrete-demolition-removal',
      'polished-concrete',
    ],
    'concrete-sidewalks-walkways': [
      'concrete-driveways',
      'concrete-steps-stairs',
      'concrete-leveling-mudjacking',
      'exposed-aggregate-concrete',
    ],
    'stamped-concrete': ['concrete-sealing', 'concrete-patios', 'concrete-driveways', 'stained-concrete'],
    'stained-concrete': ['polished-concrete', 'decorative-overlays-coatings', 'concrete-sealing', 'stamped-concrete'],
    'polished-concrete': ['stained-concrete', 'decorative-overlays-coatings', 'commercial-concrete', 'concrete-slabs-foundations'],
    'decorative-overlays-coatings': ['concrete-repair-resurfacing', 'stained-concrete', 'polished-concrete', 'stamped-concrete'],
    'exposed-aggregate-concrete': ['concrete-driveways', 'concrete-patios', 'concrete-sealing', 'concrete-sidewalks-walkways'],
    'concrete-sealing': ['stamped-concrete', 'concrete-repair-resurfacing', 'concrete-driveways', 'exposed-aggregate-concrete'],
    'concrete-repair-resurfacing': [
      'concrete-leveling-mudjacking',
      'concrete-demolition-removal',
      'concrete-sealing',
      'decorative-overlays-coatings',
    ],
    'commercial-concrete': [
      'concrete-slabs-foundations',
      'polished-concrete',
      'concrete-demolition-removal',
      'concrete-sidewalks-walkways',
    ],
    'concrete-demolition-removal': [
      'concrete-repair-resurfacing',
      'concrete-leveling-mudjacking',
      'concrete-driveways',
      'concrete-slabs-foundations',
    ],
    'concrete-leveling-mudjacking': [
      'concrete-repair-resurfacing',
      'concrete-demolition-removal',
      'concrete-sidewalks-walkways',
      'concrete-steps-stairs',
    ],
    'concrete-steps-stairs': [
      'concrete-sidewalks-walkways',
      'concrete-repair-resurfacing',
      'concrete-patios',
      'concrete-leveling-mudjacking',
    ],
  },
  // Coordinates: the town centres (rounded to 0.01°, about 1 km). Lead services follow each town's
  // emphasis: industrial towns lead with commercial work, rural towns with slabs and foundations, Beauxart
  // Gardens with decorative work, Winnie and Bridge City with raised, storm-ready work.
  cities: {
    lumberton: {
      coordinates: { lat: 30.27, lon: -94.2 },
      leadServices: [
        'concrete-driveways',
        'concrete-patios',
        'stamped-concrete',
        'concrete-slabs-foundations',
        'concrete-sidewalks-walkways',
        'exposed-aggregate-concrete',
        'stained-concrete',
        'concrete-sealing',
      ],
    },
    china: {
      coordinates: { lat: 30.05, lon: -94.34 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-driveways',
        'concrete-demolition-removal',
        'concrete-leveling-mudjacking',
        'concrete-patios',
        'concrete-sidewalks-walkways',
      ],
    },
    'sour-lake': {
      coordinates: { lat: 30.14, lon: -94.41 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-driveways',
        'concrete-repair-resurfacing',
        'concrete-leveling-mudjacking',
        'concrete-demolition-removal',
        'concrete-patios',
      ],
    },
    vidor: {
      coordinates: { lat: 30.13, lon: -94.02 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-driveways',
        'concrete-patios',
        'stamped-concrete',
        'concrete-sidewalks-walkways',
        'concrete-steps-stairs',
        'concrete-repair-resurfacing',
      ],
    },
    nome: {
      coordinates: { lat: 30.04, lon: -94.42 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-driveways',
        'concrete-demolition-removal',
        'concrete-leveling-mudjacking',
        'concrete-repair-resurfacing',
        'concrete-sealing',
      ],
    },
    'bridge-city': {
      coordinates: { lat: 30.02, lon: -93.85 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-steps-stairs',
        'concrete-leveling-mudjacking',
        'concrete-repair-resurfacing',
        'concrete-demolition-removal',
        'concrete-driveways',
      ],
    },
    'port-neches': {
      coordinates: { lat: 29.99, lon: -93.96 },
      leadServices: [
        'commercial-concrete',
        'concrete-slabs-foundations',
        'polished-concrete',
        'decorative-overlays-coatings',
        'concrete-demolition-removal',
        'concrete-driveways',
        'concrete-repair-resurfacing',
      ],
    },
    nederland: {
      coordinates: { lat: 29.97, lon: -93.99 },
      leadServices: [
        'commercial-concrete',
        'concrete-driveways',
        'concrete-patios',
        'concrete-slabs-foundations',
        'stamped-concrete',
        'exposed-aggregate-concrete',
        'concrete-sidewalks-walkways',
        'concrete-sealing',
      ],
    },
    winnie: {
      coordinates: { lat: 29.82, lon: -94.38 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-leveling-mudjacking',
        'concrete-steps-stairs',
        'concrete-driveways',
        'concrete-sealing',
        'concrete-repair-resurfacing',
      ],
    },
    'taylor-landing': {
      coordinates: { lat: 29.99, lon: -94.03 },
      leadServices: [
        'concrete-sealing',
        'concrete-patios',
        'concrete-slabs-foundations',
        'exposed-aggregate-concrete',
        'decorative-overlays-coatings',
        'concrete-steps-stairs',
        'concrete-sidewalks-walkways',
      ],
    },
    hamshire: {
      coordinates: { lat: 29.86, lon: -94.32 },
      leadServices: [
        'concrete-slabs-foundations',
        'concrete-driveways',
        'concrete-demolition-removal',
        'concrete-leveling-mudjacking',
        'concrete-sidewalks-walkways',
        'concrete-sealing',
      ],
    },
    'beauxart-gardens': {
      coordinates: { lat: 29.98, lon: -94.02 },
      leadServices: [
        'stamped-concrete',
        'decorative-overlays-coatings',
        'exposed-aggregate-concrete',
        'stained-concrete',
        'concrete-patios',
        'polished-concrete',
        'concrete-sealing',
      ],
    },
    'port-arthur': {
      coordinates: { lat: 29.89, lon: -93.94 },
      leadServices: [
        'commercial-concrete',
        'concrete-slabs-foundations',
        'concrete-demolition-removal',
        'concrete-repair-resurfacing',
        'concrete-leveling-mudjacking',
        'concrete-driveways',
      ],
    },
    orange: {
      coordinates: { lat: 30.09, lon: -93.74 },
      leadServices: [
        'commercial-concrete',
        'concrete-repair-resurfacing',
        'concrete-sidewalks-walkways',
        'concrete-driveways',
        'concrete-steps-stairs',
        'polished-concrete',
        'decorative-overlays-coatings',
        'stained-concrete',
      ],
    },
    silsbee: {
      coordinates: { lat: 30.35, lon: -94.18 },
      leadServices: [
        'concrete-driveways',
        'commercial-concrete',
        'concrete-patios',
        'concrete-slabs-foundations',
        'concrete-sidewalks-walkways',
        'polished-concrete',
        'stained-concrete',
      ],
    },
  },
};

/**
 * Checks the relation table against the content: every service and city has
 * an entry, every slug names an existing page, no service relates to itself,
 * lists hold no duplicates, and every service is led with by at least
 * `MIN_CITIES_PER_SERVICE` towns (its "Where we do this" list).
 * @returns the problems, one sentence each (empty when the table is right)
 */
export function checkRelations(table: Relations, serviceSlugs: readonly string[], citySlugs: readonly string[]): string[] {
  const problems: string[] = [];
  const services = new Set(serviceSlugs);
  const dupes = (list: readonly string[]) => list.filter((s, i) => list.indexOf(s) !== i);
  for (const slug of serviceSlugs) if (!table.relatedServices[slug]) problems.push(`service "${slug}" has no related services`);
  for (const slug of citySlugs) if (!table.cities[slug]) problems.push(`city "${slug}" has no coordinates or lead services`);
  for (const [slug, related] of Object.entries(table.relatedServices)) {
    if (!services.has(slug)) problems.push(`relatedServices names an unknown service "${slug}"`);
    for (const other of related) if (!services.has(other)) problems.push(`"${slug}" relates to an unknown service "${other}"`);
    if (related.includes(slug)) problems.push(`"${slug}" relates to itself`);
    for (const d of dupes(related)) problems.push(`"${slug}" lists "${d}" twice`);
  }
  for (const [slug, city] of Object.entries(table.cities)) {
    if (!citySlugs.includes(slug)) problems.push(`cities names an unknown city "${slug}"`);
    for (const s of city.leadServices) if (!services.has(s)) problems.push(`city "${slug}" leads with an unknown service "${s}"`);
    for (const d of dupes(city.leadServices)) problems.push(`city "${slug}" lists "${d}" twice`);
  }
  for (const slug of serviceSlugs) {
    const towns = Object.values(table.cities).filter((c) => c.leadServices.includes(slug)).length;
    if (towns < MIN_CITIES_PER_SERVICE)
      problems.push(`service "${slug}" is led with by ${towns} towns, fewer than ${MIN_CITIES_PER_SERVICE}`);
  }
  return problems;
}

/** The fewest towns a service page lists under "Where we do this". */
export const MIN_CITIES_PER_SERVICE = 4;

/** Great-circle distance in miles between two points (haversine formula, mean Earth radius 3,958.8 mi). */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
