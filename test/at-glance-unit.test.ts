import { describe, expect, it } from 'vitest';
import blogPost from '../src/content/blog/beaumont-driveway-cracking-concrete-damage-costs';
import { calculatorProjects } from '../src/content/calculator';
import { services } from '../src/content/en/index';

const findService = (slug: string) => services.find((s) => s.slug === slug);
import * as pages from '../src/content/pages';
import type { Service } from '../src/content/schema';
import { formatPrice, formatSpan } from '../src/lib/figures';

/**
 * The at-a-glance figures of the 15 services agree with every text of the
 * site. A figure the product specification gives (`typical:
 * false`) is written in its service's own text; every price per sq ft or per
 * step and every lifespan that any service, the blog article or a single page
 * states is one of the at-a-glance figures; the calculator's prices are the
 * at-a-glance prices.
 */

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A service's own words: everything but its at-a-glance data. */
const textOf = (service: Service) => strings({ ...service, atGlance: undefined }).join('\n');
/** Every text of the site that states prices or lifespans. */
const siteText = [...services.map(textOf), strings(blogPost).join('\n'), strings(pages).join('\n')].join('\n');

/** "$3-8 per sq ft" as the texts may also write it: "per square foot". */
const priceForms = (formatted: string) => [formatted, formatted.replace('per sq ft', 'per square foot')];

describe('at-a-glance figures', () => {
  it('every service has them, with a price, a duration and (but for demolition) a lifespan', () => {
    expect(services).toHaveLength(15);
    for (const service of services) {
      expect(service.atGlance.price.length, service.slug).toBeGreaterThan(0);
      expect(service.atGlance.lifespan === null, service.slug).toBe(service.slug === 'concrete-demolition-removal');
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))(
    '%s: each figure from the product specification is written in its own text',
    (_slug, service) => {
      const text = textOf(service);
      const { price, duration, lifespan, traffic } = service.atGlance;
      for (const p of price.filter((p) => !p.typical))
        expect(
          priceForms(formatPrice(p)).some((form) => text.includes(form)),
          formatPrice(p),
        ).toBe(true);
      const spans = [duration, traffic?.foot, traffic?.vehicles].filter((s) => s && !s.typical);
      for (const span of spans) if (span) expect(text, formatSpan(span)).toContain(formatSpan(span));
      if (lifespan && !lifespan.typical) expect(text).toContain(formatSpan(lifespan, { orMore: true }));
    },
  );

  it('every price per sq ft or per step stated anywhere is an at-a-glance price', () => {
    const known = new Set(services.flatMap((s) => s.atGlance.price.flatMap((p) => priceForms(formatPrice(p)))));
    const stated = [...siteText.matchAll(/\$\d[\d,]*-\d[\d,]* per (?:sq ft|square foot|step)/g)].map((m) => m[0]);
    expect(stated.length).toBeGreaterThan(10);
    expect(stated.filter((s) => !known.has(s))).toEqual([]);
  });

  it('every lifespan a service states is its at-a-glance lifespan, and the blog states only known ones', () => {
    const lifespanPattern = /\blasts? (\d+)(?:-(\d+)|\+) years|gives (\d+)-(\d+) years of service/gi;
    for (const service of services) {
      for (const m of textOf(service).matchAll(lifespanPattern)) {
        expect(service.atGlance.lifespan, `${service.slug}: "${m[0]}"`).not.toBeNull();
        expect(`${m[1] ?? m[3]}-${m[2] ?? m[4] ?? '+'}`, `${service.slug}: "${m[0]}"`).toBe(
          `${service.atGlance.lifespan?.low}-${service.atGlance.lifespan?.high ?? '+'}`,
        );
      }
    }
    const known = new Set(services.map((s) => s.atGlance.lifespan && `${s.atGlance.lifespan.low}-${s.atGlance.lifespan.high ?? '+'}`));
    const blog = [...strings(blogPost).join('\n').matchAll(lifespanPattern)].map((m) => `${m[1]}-${m[2] ?? '+'}`);
    expect(blog.length).toBeGreaterThan(0);
    expect(blog.filter((b) => !known.has(b))).toEqual([]);
  });

  it('commercial prices are the "20-40% more" over slab prices the commercial page claims', () => {
    const slab = findService('concrete-slabs-foundations')?.atGlance.price[0];
    const commercial = findService('commercial-concrete')?.atGlance.price[0];
    expect(textOf(findService('commercial-concrete')!)).toContain('20-40% more');
    expect(commercial?.low).toBe(Math.round((slab?.low ?? 0) * 1.2));
    expect(commercial?.high).toBe(Math.round((slab?.high ?? 0) * 1.4));
  });

  it("the calculator's prices are the at-a-glance prices, and each of the eight sized services has a project", () => {
    for (const project of calculatorProjects) {
      const service = findService(project.service);
      expect(service?.atGlance.price.map(({ low, high, unit, typical }) => ({ low, high, unit, typical }))).toContainEqual(project.price);
    }
    const required = [
      'concrete-driveways',
      'concrete-patios',
      'concrete-sidewalks-walkways',
      'concrete-slabs-foundations',
      'stamped-concrete',
      'concrete-steps-stairs',
      'concrete-repair-resurfacing',
      'concrete-leveling-mudjacking',
      'concrete-demolition-removal',
      'concrete-sealing',
    ];
    expect(required.filter((slug) => !calculatorProjects.some((p) => p.service === slug))).toEqual([]);
  });
});
