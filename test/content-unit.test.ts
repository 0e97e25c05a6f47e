import { describe, expect, it } from 'vitest';
import { cities, posts, services } from '../src/content/en/index';
import { cities as esCities } from '../src/content/es/index';
import type { City as CityPage } from '../src/content/schema';
import { home } from '../src/content/pages';
import { City, Faq, Post, Service, postWords } from '../src/content/schema';

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Sentences of a text (Intl.Segmenter, in the language `lang`, English unless given), white space folded. */
function sentences(text: string, lang = 'en'): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return Array.from(segmenter.segment(text), (s) => s.segment.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const byslug = <T extends { slug: string }>(list: readonly T[], slug: string): T => {
  const item = list.find((x) => x.slug === slug);
  if (!item) throw new Error(`no ${slug}`);
  return item;
};
const sectionOf = (slug: string, id: string) => byslug(services, slug).sections.find((s) => s.id === id);

describe('content schema', () => {
  it.each(services.map((s) => [s.slug, s] as const))(
    'service %s passes the schema with the section counts of its page',
    (_slug, service) => {
      const result = Service.safeParse(service);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(cities.map((c) => [c.slug, c] as const))('city %s passes the schema (4 cards, 8 badges or 7 for Nome, 5 FAQs)', (_slug, city) => {
    const result = City.safeParse(city);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(posts.map((p) => [p.slug, p] as const))('post %s passes the schema, read time matching its words', (_slug, post) => {
    expect(Post.safeParse(post).error?.issues ?? []).toEqual([]);
    expect(postWords(post.body)).toBeGreaterThanOrEqual(1700);
    expect(postWords(post.body)).toBeLessThanOrEqual(2000);
  });

  it('rejects a service page that misses one FAQ, and one with an unknown key', () => {
    const driveways = byslug(services, 'concrete-driveways');
    const short = Service.safeParse({ ...driveways, faqs: driveways.faqs.slice(1) });
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((i) => i.message)).toContain('concrete-driveways: "faqs" has 4, the spec wants 5');
    expect(Service.safeParse({ ...driveways, extra: true }).success).toBe(false);
  });

  it('rejects a city page with 7 badges unless it is Nome', () => {
    const nederland = byslug(cities, 'nederland');
    expect(City.safeParse({ ...nederland, areas: nederland.areas.slice(1) }).success).toBe(false);
    expect(City.safeParse(byslug(cities, 'nome')).success).toBe(true);
    expect(byslug(cities, 'nome').areas).toHaveLength(7);
  });

  it('parses the six home page FAQs', () => {
    expect(home.faqs).toHaveLength(6);
    for (const faq of home.faqs) expect(Faq.safeParse(faq).success).toBe(true);
  });

  it('has 15 services and 15 cities with unique slugs, names and titles', () => {
    for (const list of [services, cities]) {
      expect(list).toHaveLength(15);
      expect(new Set(list.map((x) => x.slug)).size).toBe(15);
      expect(new Set(list.map((x) => x.name)).size).toBe(15);
      expect(new Set(list.map((x) => x.seo.title)).size).toBe(15);
    }
  });
});

describe('per-service lists each service page must show', () => {
  it('Stamped: six named patterns with popularity labels, four applications, Design/Prepare/Pour/Stamp', () => {
    const patterns = sectionOf('stamped-concrete', 'patterns');
    expect(patterns?.kind === 'cards' && patterns.items.map((p) => p.title)).toEqual([
      'Ashlar Slate',
      'Flagstone',
      'Brick Herringbone',
      'Wood Plank',
      'Cobblestone',
      'Random Stone',
    ]);
    const labels = patterns?.kind === 'cards' ? patterns.items.map((p) => p.badge) : [];
    expect(labels.every((l) => ['Most Popular', 'Very Popular', 'Popular', 'Trending'].includes(l ?? ''))).toBe(true);
    const process = sectionOf('stamped-concrete', 'process');
    expect(process?.kind === 'process' && process.steps.map((s) => s.title)).toEqual(['Design', 'Prepare', 'Pour', 'Stamp']);
  });

  it('Polished: four finish levels with grit badges up to 120, 400, 800, 3000', () => {
    const levels = sectionOf('polished-concrete', 'finish-levels');
    expect(levels?.kind === 'cards' && levels.items.map((l) => l.badge)).toEqual([
      'Up to 120 grit',
      'Up to 400 grit',
      'Up to 800 grit',
      'Up to 3000 grit',
    ]);
  });

  it('Overlays: thickness badges of the four overlay systems', () => {
    const overlays = sectionOf('decorative-overlays-coatings', 'overlay-systems');
    const badges = overlays?.kind === 'cards' ? overlays.items.map((o) => o.badge) : [];
    expect(badges).toEqual(expect.arrayContaining(['1/4-1/2 inch', '1/16-1/8 inch', '1/8-1/4 inch', '1/8-3/8 inch']));
  });
});

/** Facts of the product specification and the pages that must state them, as the specification words them. */
const FACTS: [slug: string, facts: string[]][] = [
  ['concrete-driveways', ['20-30 years', '2-3 years', '7 days', '24-48 hours', '40°F']],
  ['concrete-patios', ['1/4 inch per foot']],
  ['concrete-slabs-foundations', ['4-6 inches']],
  ['stamped-concrete', ['within 30 days']],
  ['polished-concrete', ['3-5 days', '1-2 weeks', '28 days', '20+ years']],
  ['decorative-overlays-coatings', ['1/8 to 1/2 inch', '1/8 inch', '10-20 years', '2-5 years']],
  ['concrete-sidewalks-walkways', ['36 inches', '48 inches', '1:20', '1:50', '30-50 years']],
  ['exposed-aggregate-concrete', ['20-30 years', '2-3 years', '1/4-3/8 inch', '1/2-3/4 inch']],
  ['concrete-sealing', ['2-3 years', '4-6 hours', '24-48 hours']],
  ['concrete-repair-resurfacing', ['40%', '10-20 years', '40°F', '$3-8', '$8-15', '$10-25', '30-60%']],
  ['commercial-concrete', ['20-40%', '6-8 inch', '4,000-6,000 PSI']],
  ['concrete-demolition-removal', ['$3-8 per sq ft', '1-3 days']],
  ['concrete-leveling-mudjacking', ['4-8 hours', '50-70%', '5-10 years']],
  ['concrete-steps-stairs', ['$150-400', '7-7.5 inch', '11-12 inch', '2-5 years']],
];

describe('content facts each service page must state', () => {
  it.each(FACTS)('%s states %j', (slug, facts) => {
    const text = strings(byslug(services, slug)).join(' ');
    for (const fact of facts) expect(text).toContain(fact);
  });

  it('the article cites $4,000 to $10,000 or more and over 60 inches of rain', () => {
    const text = strings(posts[0]).join(' ');
    expect(text).toContain('$4,000 to $10,000 or more');
    expect(text).toMatch(/over 60 inches of rain/i);
  });

  it('never disagrees with itself on a driveway lifespan, a cure time or a per-step price', () => {
    const all = [...services, ...cities, ...posts].flatMap(strings).join(' ');
    const lifespans = [...all.matchAll(/driveways? (?:that is well built and cared for )?lasts? (\d+[-–]\d+) years/gi)].map((m) => m[1]);
    expect(new Set(lifespans)).toEqual(new Set(lifespans.length ? ['20-30'] : []));
    const vehicleWaits = [...all.matchAll(/(\d+) days? before (?:full )?vehicle/gi)].map((m) => m[1]);
    expect(vehicleWaits.every((d) => d === '7')).toBe(true);
    const stepPrices = [...all.matchAll(/\$(\d+)[-–]\$?(\d+) (?:per|a) step/gi)].map((m) => `${m[1]}-${m[2]}`);
    expect(stepPrices.every((p) => p === '150-400')).toBe(true);
  });
});

/** Sentences of twelve words or more that two city pages of one edition share, as "a and b: sentence" lines. */
function sharedSentences(list: readonly CityPage[], lang: string): string[] {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const city of list) {
    const own = new Set(
      strings({ ...city, slug: undefined, seo: { title: city.seo.title, description: city.seo.description } }).flatMap((text) =>
        sentences(text, lang),
      ),
    );
    for (const sentence of own) {
      if (sentence.split(' ').length < 12) continue;
      const key = sentence.toLowerCase().replaceAll(city.name.toLowerCase(), '{city}');
      const other = seen.get(key);
      if (other && other !== city.slug) repeats.push(`${other} and ${city.slug}: ${sentence}`);
      seen.set(key, city.slug);
    }
  }
  return repeats;
}

describe('no doorway pages: city pages share no long sentence, within each language', () => {
  it('no sentence of twelve words or more appears on two city pages', () => {
    expect(sharedSentences(cities, 'en')).toEqual([]);
  });

  it('no sentence of twelve words or more appears on two Spanish city pages', () => {
    expect(esCities).toHaveLength(15);
    expect(sharedSentences(esCities, 'es')).toEqual([]);
  });

  it('the check can fail: a sentence copied from one Spanish city page to another is caught', () => {
    const [first, second] = esCities as [CityPage, CityPage];
    const copied = { ...second, expertise: [first.expertise[0], second.expertise[1]] } as CityPage;
    expect(sharedSentences([first, copied], 'es').length).toBeGreaterThan(0);
  });
});
