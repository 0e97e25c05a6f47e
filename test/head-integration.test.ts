import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../src/seo/structured-data';
import { CITY_SLUGS, loadPage, PRIMARY_PATHS, SERVICE_SLUGS, SITE_URL, SPANISH_PATHS, type PageDocument } from './helpers';

const meta = (document: PageDocument, selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;

/** Parses every JSON-LD block of a page. */
function jsonLd(document: PageDocument): { '@type': string; [key: string]: unknown }[] {
  return document.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent));
}

describe('head tags of every page', () => {
  it('gives every page a unique title and a unique description', async () => {
    const pages = await Promise.all(PRIMARY_PATHS.map((path) => loadPage(path)));
    const titles = pages.map((p) => p.document.querySelector('title')?.textContent ?? '');
    const descriptions = pages.map((p) => meta(p.document, 'meta[name="description"]') ?? '');
    expect(titles.every((t) => t.length >= 20)).toBe(true);
    expect(new Set(titles).size).toBe(PRIMARY_PATHS.length);
    expect(descriptions.every((d) => d.length >= 70 && d.length <= 160)).toBe(true);
    expect(new Set(descriptions).size).toBe(PRIMARY_PATHS.length);
  });

  it.each(PRIMARY_PATHS)('%s has keywords, an absolute routed canonical URL and Open Graph and Twitter tags', async (path) => {
    const { document } = await loadPage(path);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toBe(`${SITE_URL}${path === '/' ? '/' : path}`);
    expect(PRIMARY_PATHS).toContain(new URL(canonical ?? '').pathname);
    expect(meta(document, 'meta[name="keywords"]')?.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(meta(document, 'meta[property="og:title"]')).toBe(document.querySelector('title')?.textContent);
    expect(meta(document, 'meta[property="og:description"]')).toBe(meta(document, 'meta[name="description"]'));
    expect(meta(document, 'meta[property="og:url"]')).toBe(canonical);
    expect(meta(document, 'meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.png`);
    expect(meta(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    // Head tags live in <head>, not in the body.
    expect(document.querySelector('body title')).toBeNull();
  });

  it('serves the social preview image it links', async () => {
    const { env } = await import('cloudflare:workers');
    const image = await env.ASSETS.fetch('http://assets.local/og-image.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes the business as a GeneralContractor on the home page, with address, geo, phone, hours and area served', async () => {
    const { document } = await loadPage('/');
    const docs = jsonLd(document);
    const business = docs.find((d) => d['@type'] === 'GeneralContractor');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Golden Triangle Concrete',
      telephone: '+14095550100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '123 Main St',
        addressLocality: 'Beaumont',
        addressRegion: 'TX',
        postalCode: '77701',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.0802, longitude: -94.1266 },
    });
    expect(business?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
    ]);
    expect(business?.areaServed).toHaveLength(16);
    expect(docs.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(6);
  });

  it('defines the same full business node on every page of both editions, so each page names its business alone', async () => {
    /** JSON with the keys of every object sorted, so two nodes compare by content, not by key order. */
    const stable = (value: unknown): string =>
      JSON.stringify(value, (_key, v) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
      );
    const home = jsonLd((await loadPage('/')).document).find((d) => d['@type'] === 'GeneralContractor');
    for (const key of ['name', 'url', 'logo', 'telephone', 'address', 'geo', 'openingHoursSpecification', 'areaServed', 'sameAs']) {
      expect(home, key).toHaveProperty(key);
    }
    const expected = stable(home);
    const differing: string[] = [];
    for (const path of [...PRIMARY_PATHS, ...SPANISH_PATHS]) {
      const nodes = jsonLd((await loadPage(path)).document).filter((d) => d['@id'] === `${SITE_URL}/#business`);
      if (nodes.length !== 1 || stable(nodes[0]) !== expected) differing.push(path);
    }
    expect(differing).toEqual([]);
  });

  it.each(SERVICE_SLUGS)('/%s carries Service and FAQPage data matching its visible FAQs', async (slug) => {
    const { document } = await loadPage(`/${slug}`);
    const docs = jsonLd(document);
    const service = docs.find((d) => d['@type'] === 'Service');
    expect(service?.url).toBe(`${SITE_URL}/${slug}`);
    expect(service).toMatchObject({
      provider: { '@id': `${SITE_URL}/#business` },
      areaServed: { '@type': 'GeoCircle', geoRadius: '50 mi' },
    });
    const faq = docs.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    const visible = document.querySelectorAll('#faq summary').map((s) => s.textContent.trim());
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(visible);
  });

  it.each(CITY_SLUGS)('/%s-tx-concrete-contractors carries the business serving the city, and 5 FAQs', async (slug) => {
    const { document } = await loadPage(`/${slug}-tx-concrete-contractors`);
    const docs = jsonLd(document);
    expect(docs.find((d) => d['@type'] === 'GeneralContractor')).toMatchObject({
      '@id': `${SITE_URL}/#business`,
      telephone: '+14095550100',
    });
    const service = docs.find((d) => d['@type'] === 'Service') as { areaServed: { name: string }; provider: unknown } | undefined;
    expect(service?.provider).toEqual({ '@id': `${SITE_URL}/#business` });
    const heading = document.querySelector('h1')?.textContent ?? '';
    expect(heading).toContain(service?.areaServed.name.replace(', TX', ''));
    expect((docs.find((d) => d['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] }).mainEntity).toHaveLength(5);
  });

  it('marks the article as a BlogPosting published on 2024-08-01, with dateModified and a named author', async () => {
    const { document } = await loadPage('/blog/beaumont-driveway-cracking-concrete-damage-costs');
    const post = jsonLd(document).find((d) => d['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      datePublished: '2024-08-01',
      articleSection: 'Concrete Maintenance',
      author: { '@type': 'Person', name: 'Marcus Thibodeaux', worksFor: { '@id': `${SITE_URL}/#business` } },
      publisher: { '@id': `${SITE_URL}/#business` },
    });
    expect(String(post?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(post?.dateModified) >= '2024-08-01').toBe(true);
    expect(meta(document, 'meta[property="og:type"]')).toBe('article');
  });

  it('writes data that could end the script element or open a comment in it as escapes, the same JSON', () => {
    const doc = { name: '</script><script>alert(1)</script>', note: '<!-- --> \u2028\u2029 ñandú', url: 'https://example.com/a/b' };
    const text = serializeJsonLd(doc);
    expect(text).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
    expect(JSON.parse(text)).toEqual(doc);
  });

  it('parses on every page and escapes "<" so no script can be closed from data', async () => {
    for (const path of ['/', '/concrete-driveways', '/nederland-tx-concrete-contractors']) {
      const { document } = await loadPage(path);
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(script.textContent).not.toContain('<');
        expect(() => JSON.parse(script.textContent)).not.toThrow();
      }
    }
  });
});
