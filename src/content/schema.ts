import { z } from 'zod';
import { ICON_NAMES } from './icons';
import { PRICE_UNITS, TIME_UNITS, type PriceUnit, type TimeUnit } from './units';

/**
 * The content schema: every service, city and blog module must parse with it.
 * Objects are strict (unknown keys are errors), texts have length bounds, and
 * each service page's section counts are those of the product
 * specification, so a missing FAQ or tip fails the tests. Types are inferred from
 * these schemas and never written by hand.
 */

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Counts the words of a text (runs of non-space characters). */
export function wordCount(value: string): number {
  return value.split(/\s+/).filter(Boolean).length;
}

export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lowercase words joined by hyphens')
  .describe('URL path segment');

export const IconName = z.enum(ICON_NAMES).describe('an icon from src/content/icons.ts');

/** Head tags of a page: title 30-70 characters, description 70-160 (what search results show). */
export const Seo = z.strictObject({
  title: text(30, 70).describe('document title, unique across the site'),
  description: text(70, 160).describe('meta description'),
  keywords: z.array(text(3, 60)).min(3).max(12),
});

export const Faq = z.strictObject({
  question: text(10, 160).regex(/\?$/, 'a question ends with ?'),
  answer: text(40, 1200),
});

/** A titled card: benefit, service card, option, pattern, finish level, application, city feature. */
export const Card = z.strictObject({
  icon: IconName.optional(),
  title: text(3, 70),
  description: text(20, 600),
  badge: text(2, 40).optional().describe('popularity label, grit range or thickness'),
  popular: z.boolean().optional().describe('shows a Popular badge'),
  features: z.array(text(3, 160)).min(1).max(8).optional(),
  bestFor: text(3, 200).optional(),
});

export const Step = z.strictObject({ title: text(3, 60), description: text(20, 500) });
export const Tip = z.strictObject({ title: text(3, 90), description: text(20, 900) });

export const GuideBlock = z.strictObject({
  heading: text(3, 100),
  paragraphs: z.array(text(40, 1500)).min(1).max(8),
  bullets: z.array(text(3, 300)).min(2).max(10).optional(),
});

/** Section ids a card section may have; each becomes the section's HTML id. */
export const CardSectionId = z.enum([
  'services',
  'benefits',
  'why-choose',
  'options',
  'types',
  'patterns',
  'finish-levels',
  'applications',
  'overlay-systems',
  'coating-systems',
  'aggregate-options',
  'sealer-types',
  'repair-types',
  'resurfacing-options',
]);

const sectionHead = { heading: text(3, 100), intro: text(20, 600).optional() };

export const CardsSection = z.strictObject({
  kind: z.literal('cards'),
  id: CardSectionId,
  ...sectionHead,
  items: z.array(Card).min(1).max(12),
});
export const ProcessSection = z.strictObject({
  kind: z.literal('process'),
  id: z.literal('process'),
  ...sectionHead,
  steps: z.array(Step).min(3).max(8),
});
export const TipsSection = z.strictObject({
  kind: z.literal('tips'),
  id: z.literal('tips'),
  ...sectionHead,
  numbered: z.boolean().optional(),
  items: z.array(Tip).min(3).max(10),
});
/** The long guide: several hundred words (at least 400) under its own headings. */
export const GuideSection = z
  .strictObject({ kind: z.literal('guide'), id: z.enum(['guide', 'climate']), ...sectionHead, blocks: z.array(GuideBlock).min(3).max(10) })
  .refine((g) => wordCount(g.blocks.flatMap((b) => [...b.paragraphs, ...(b.bullets ?? [])]).join(' ')) >= 400, {
    message: 'a long guide has at least 400 words',
  });

export const ServiceSection = z.discriminatedUnion('kind', [CardsSection, ProcessSection, TipsSection, GuideSection]);
export type SectionId = z.infer<typeof ServiceSection>['id'];

/** What the service page's hero button says. */
export const ServiceCta = z.enum(['Get Free Consultation', 'Get Free Estimate', 'Get Free Quote']);

/**
 * Exact counts per service page, as the product specification lists them. A
 * number is an exact count; a pair is an inclusive range where the
 * specification names a list but not its length. `faqs` counts the FAQ accordion.
 */
export const SERVICE_REQUIREMENTS: Record<string, Partial<Record<SectionId | 'faqs', number | readonly [number, number]>>> = {
  'concrete-driveways': { services: 2, benefits: 4, process: 4, tips: 5, climate: 1, faqs: 5 },
  'concrete-patios': { services: 2, benefits: 4, options: 4, process: 4, tips: 5, guide: 1, faqs: 5 },
  'stamped-concrete': { patterns: 6, applications: 4, process: 4, tips: 5, guide: 1, faqs: 5 },
  'concrete-slabs-foundations': { services: 6, process: 4, tips: 8, guide: 1, faqs: 8 },
  'stained-concrete': { services: 6, process: 4, tips: 5, guide: 1, faqs: 5 },
  'polished-concrete': { 'why-choose': 4, 'finish-levels': 4, applications: 4, process: 6, tips: 8, guide: 1, faqs: 7 },
  'decorative-overlays-coatings': {
    benefits: 4,
    'overlay-systems': 4,
    'coating-systems': 4,
    applications: 4,
    process: 4,
    tips: 8,
    guide: 1,
    faqs: 7,
  },
  'concrete-sidewalks-walkways': { benefits: 4, types: 4, process: 4, tips: 8, guide: 1, faqs: 8 },
  'exposed-aggregate-concrete': { benefits: 4, 'aggregate-options': 4, applications: 4, process: 6, tips: 8, guide: 1, faqs: 8 },
  'concrete-sealing': { benefits: 4, 'sealer-types': 4, applications: 4, process: 4, tips: 8, guide: 1, faqs: 8 },
  'concrete-repair-resurfacing': {
    benefits: 4,
    'repair-types': [3, 6],
    'resurfacing-options': [3, 6],
    process: 4,
    tips: 8,
    guide: 1,
    faqs: 8,
  },
  'commercial-concrete': { benefits: 4, applications: [4, 8], process: 4, tips: [5, 8], guide: 1, faqs: 8 },
  'concrete-demolition-removal': { benefits: 4, applications: [4, 8], process: 4, tips: [5, 8], guide: 1, faqs: 8 },
  'concrete-leveling-mudjacking': { benefits: 4, applications: [4, 8], process: 4, tips: [5, 8], guide: 1, faqs: 8 },
  'concrete-steps-stairs': { benefits: 4, applications: [4, 8], process: 4, tips: [5, 8], guide: 1, faqs: 8 },
};

/** How many items a section holds: cards, steps, tips, or 1 for a guide. */
function sectionSize(section: z.infer<typeof ServiceSection>): number {
  switch (section.kind) {
    case 'cards':
      return section.items.length;
    case 'process':
      return section.steps.length;
    case 'tips':
      return section.items.length;
    case 'guide':
      return 1;
  }
}

/**
 * A span of time, e.g. 24-48 hours or 20+ years (`high` absent). `typical`
 * marks a typical Southeast Texas figure where the product specification gives none.
 */
export const TimeSpan = z
  .strictObject({
    low: z.number().positive(),
    high: z
      .number()
      .positive()
      .optional()
      .describe('absent: one figure, read as "at least": traffic after 7 days, a lifespan of 20+ years'),
    unit: z.enum(Object.keys(TIME_UNITS) as [TimeUnit, ...TimeUnit[]]),
    typical: z.boolean(),
  })
  .refine((t) => t.high === undefined || t.high > t.low, { message: 'high is above low' });

/** A price range in US dollars per unit; `label` names the work when a service has several (e.g. "Crack repair"). */
export const PriceRange = z
  .strictObject({
    low: z.number().positive(),
    high: z.number().positive(),
    unit: z.enum(Object.keys(PRICE_UNITS) as [PriceUnit, ...PriceUnit[]]),
    typical: z.boolean(),
    label: text(3, 40).optional(),
  })
  .refine((p) => p.high > p.low, { message: 'high is above low' });

/**
 * The at-a-glance figures of a service page: price,
 * duration of the work, lifespan (null where nothing is left to last, as
 * after demolition), and when the result takes foot and vehicle traffic,
 * where that applies. The product specification's figures where it gives them,
 * otherwise typical ranges marked `typical`. The cost calculator reads its
 * prices from here.
 */
export const AtGlance = z.strictObject({
  price: z.array(PriceRange).min(1).max(3),
  duration: TimeSpan,
  lifespan: TimeSpan.nullable(),
  traffic: z.strictObject({ foot: TimeSpan, vehicles: TimeSpan.optional() }).optional(),
});
export type AtGlance = z.output<typeof AtGlance>;
export type TimeSpan = z.output<typeof TimeSpan>;
export type PriceRange = z.output<typeof PriceRange>;

export const Service = z
  .strictObject({
    slug: Slug,
    name: text(5, 60),
    icon: IconName,
    category: z.enum(['residential', 'decorative', 'commercial', 'repair']).describe('the Services page groups services by it'),
    summary: text(60, 220).describe('card text on the home and Services pages'),
    popular: z.boolean().optional(),
    seo: Seo,
    hero: z.strictObject({ heading: text(10, 90), text: text(60, 400), cta: ServiceCta }),
    atGlance: AtGlance,
    sections: z.array(ServiceSection).min(4).max(12),
    faqs: z.array(Faq).min(5).max(8),
    closing: z.strictObject({ heading: text(10, 90), text: text(40, 400), emailForQuote: z.boolean() }),
  })
  .superRefine((service, ctx) => {
    const required = SERVICE_REQUIREMENTS[service.slug];
    if (!required) {
      ctx.addIssue({ code: 'custom', message: `no requirements for service slug "${service.slug}"`, path: ['slug'] });
      return;
    }
    const ids = service.sections.map((s) => s.id);
    const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `section "${duplicate}" appears twice`, path: ['sections'] });
    for (const [id, want] of Object.entries(required)) {
      const have =
        id === 'faqs'
          ? service.faqs.length
          : (() => {
              const section = service.sections.find((s) => s.id === id);
              return section ? sectionSize(section) : 0;
            })();
      const [min, max] = typeof want === 'number' ? [want, want] : want;
      if (have < min || have > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${service.slug}: "${id}" has ${have}, the spec wants ${min === max ? min : `${min}-${max}`}`,
          path: [id],
        });
      }
    }
  });

export const County = z.enum(['Jefferson County', 'Orange County', 'Hardin County', 'Chambers County']);

/** A city page: 4 cards, 5 FAQs, 8 area badges (Nome 7). */
export const City = z
  .strictObject({
    slug: Slug.describe('city slug without "-tx", e.g. "port-neches"'),
    name: text(3, 40),
    county: County,
    emphasis: text(10, 80).describe('what this page leans on, spec section 2'),
    seo: Seo,
    hero: z.strictObject({ tagline: text(20, 120), text: text(80, 450) }),
    features: z.array(Card.required({ icon: true })).length(4),
    areas: z.array(text(3, 50)).min(7).max(8).describe('real neighborhoods, communities and roads'),
    expertise: z.tuple([text(250, 1200), text(250, 1200)]).describe('two paragraphs'),
    faqs: z.array(Faq).length(5),
    closing: z.strictObject({ heading: text(10, 90), text: text(40, 300) }),
  })
  .refine((c) => c.areas.length === (c.slug === 'nome' ? 7 : 8), { message: 'eight area badges (seven for Nome)', path: ['areas'] })
  .refine((c) => new Set(c.areas).size === c.areas.length, { message: 'area badges are unique', path: ['areas'] });

/** A block of an article body. A callout is a highlighted call to request a free estimate or inspection. */
export const PostBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text: text(3, 120) }),
  z.strictObject({ type: z.literal('paragraph'), text: text(20, 2000) }),
  z.strictObject({ type: z.literal('list'), items: z.array(text(3, 400)).min(2).max(12) }),
  z.strictObject({
    type: z.literal('callout'),
    heading: text(5, 100),
    text: text(20, 400),
    cta: z.strictObject({ label: text(5, 40), href: z.enum(['/contact', '/quote', '/emergency']) }),
  }),
  z.strictObject({
    type: z.literal('services'),
    heading: text(5, 100),
    items: z
      .array(
        z.strictObject({
          service: Slug.describe('slug of a service page the article discusses'),
          label: text(10, 90).describe('descriptive anchor text of the link'),
          text: text(20, 300),
        }),
      )
      .min(3)
      .max(6),
  }),
]);

/** Words read per minute used to derive an article's read time. */
export const WORDS_PER_MINUTE = 225;

/** The words of an article body, callouts included. */
export function postWords(body: z.infer<typeof PostBlock>[]): number {
  return wordCount(
    body
      .map((b) => {
        switch (b.type) {
          case 'list':
            return b.items.join(' ');
          case 'callout':
            return `${b.heading} ${b.text}`;
          case 'services':
            return [b.heading, ...b.items.map((i) => `${i.label} ${i.text}`)].join(' ');
          default:
            return b.text;
        }
      })
      .join(' '),
  );
}

/** A blog post. */
export const Post = z
  .strictObject({
    slug: Slug,
    title: text(20, 120),
    excerpt: text(80, 300),
    publishedDate: z.iso.date(),
    modifiedDate: z.iso.date().describe('the last change of the text (BlogPosting dateModified)'),
    author: z.strictObject({ name: text(3, 60), jobTitle: text(3, 60) }).describe('a named person of the team (About page)'),
    category: text(3, 40),
    readTimeMinutes: z.number().int().min(1).max(30),
    seo: Seo,
    body: z.array(PostBlock).min(5),
  })
  .refine((p) => p.modifiedDate >= p.publishedDate, { message: 'modifiedDate is not before publishedDate', path: ['modifiedDate'] })
  .refine((p) => Math.max(1, Math.round(postWords(p.body) / WORDS_PER_MINUTE)) === p.readTimeMinutes, {
    message: `readTimeMinutes must equal the words divided by ${WORDS_PER_MINUTE}, rounded`,
    path: ['readTimeMinutes'],
  });

/**
 * A customer review shown by the testimonials section.
 * Only real reviews, with the reviewer's consent: the site never invents one.
 */
export const Testimonial = z.strictObject({
  quote: text(20, 600),
  name: text(2, 60).describe('as the reviewer agreed to be named, e.g. "Maria G."'),
  place: text(2, 60).optional().describe('town, e.g. "Nederland"'),
  rating: z.number().int().min(1).max(5),
  service: Slug.optional(),
  date: z.iso.date().optional(),
});
export type Testimonial = z.output<typeof Testimonial>;

export type ServiceInput = z.input<typeof Service>;
export type Service = z.output<typeof Service>;
export type ServiceSection = z.output<typeof ServiceSection>;
export type Card = z.output<typeof Card>;
export type Faq = z.output<typeof Faq>;
export type CityInput = z.input<typeof City>;
export type City = z.output<typeof City>;
export type PostInput = z.input<typeof Post>;
export type Post = z.output<typeof Post>;
export type PostBlock = z.output<typeof PostBlock>;

/** Relations between pages (content/relations.ts): which services go together, each town's emphasis and coordinates. */
/** A point in WGS 84 decimal degrees (schema.org GeoCoordinates). */
export const Coordinates = z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
export type Coordinates = z.infer<typeof Coordinates>;

/** Degrees with at most 4 decimals (about 11 m), as the NWS API takes a point (`/points/{lat},{lon}`). */
const fourDecimals = (value: number) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6;

/** A town a visit can be booked in and a pour forecast for (content/service-towns.ts). */
export const ServedTown = z.strictObject({
  name: text(2, 60),
  zips: z
    .array(z.string().regex(/^\d{5}$/, 'a five-digit ZIP'))
    .max(20)
    .readonly(),
  lat: z.number().min(-90).max(90).refine(fourDecimals, 'latitude: at most 4 decimals').describe('WGS 84, Census Gazetteer INTPTLAT'),
  lon: z.number().min(-180).max(180).refine(fourDecimals, 'longitude: at most 4 decimals').describe('WGS 84, Census Gazetteer INTPTLONG'),
});
export type ServedTown = z.output<typeof ServedTown>;

/** What a city is known for in the site's links: where it lies and the services its page leads with, first = most important. */
export const CityRelation = z.strictObject({
  coordinates: Coordinates,
  leadServices: z.array(Slug).min(5).max(8),
});

export const Relations = z.strictObject({
  /** Per service slug: at least 3 other services a visitor of that page goes to next. */
  relatedServices: z.record(Slug, z.array(Slug).min(3).max(5)),
  /** Per city slug (without "-tx"). */
  cities: z.record(Slug, CityRelation),
});
export type Relations = z.infer<typeof Relations>;
