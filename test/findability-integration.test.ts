import { posts } from '../src/content/en/index';
import { Relations } from '../src/content/schema';
import { describe, expect, it } from 'vitest';
import { checkRelations, relations } from '../src/content/relations';
import { HTMLElement } from 'node-html-parser';
import { CITY_SLUGS, hrefs, loadPage, PRIMARY_PATHS, SERVICE_SLUGS, SITE_URL, texts, type PageDocument } from './helpers';

/**
 * Findability and access as a searcher and a visitor see it:
 * breadcrumbs that match the structured data, one definition per @id,
 * titles that fit, headings that name the service, and the links from each
 * page to where a visitor goes next.
 */

type Node = { '@id'?: string; '@type'?: string; [key: string]: unknown };

/** Parses every JSON-LD block of a page. */
function jsonLd(document: PageDocument): Node[] {
  return document.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent));
}

/** Every object inside a JSON-LD document, depth first. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === 'object') return [value as Node, ...Object.values(value).flatMap(nodes)];
  return [];
}

const servicePaths = SERVICE_SLUGS.map((s) => `/${s}`);
const cityPaths = CITY_SLUGS.map((c) => `/${c}-tx-concrete-contractors`);
const business = `${SITE_URL}/#business`;

describe('breadcrumbs', () => {
  it.each(PRIMARY_PATHS.filter((p) => p !== '/'))('%s shows a trail that matches its BreadcrumbList', async (path) => {
    const { document } = await loadPage(path);
    const trails = document.querySelectorAll('main nav[aria-label="Breadcrumb"]');
    expect(trails).toHaveLength(1);
    const items = trails[0]!.querySelectorAll('li');
    const visible = items.map((li, i) => ({
      name: li.textContent.replace(/\s+/g, ' ').trim(),
      item: `${SITE_URL}${i === items.length - 1 ? path : (li.querySelector('a')?.getAttribute('href') ?? '?')}`,
    }));
    expect(visible[0]).toEqual({ name: 'Home', item: `${SITE_URL}/` });
    expect(items.at(-1)?.querySelector('[aria-current="page"]')).not.toBeNull();
    expect(items.at(-1)?.querySelector('a')).toBeNull();
    const lists = jsonLd(document).filter((d) => d['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const listed = (lists[0]!.itemListElement as { name: string; item: string; position: number }[]).map(({ name, item }) => ({
      name,
      item,
    }));
    expect(listed).toEqual(visible);
  });

  it('the home page has neither a trail nor a BreadcrumbList', async () => {
    const { document } = await loadPage('/');
    expect(document.querySelector('nav[aria-label="Breadcrumb"]')).toBeNull();
    expect(jsonLd(document).some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
  });
});

describe('structured data', () => {
  it('defines every @id but the business on one page only, and every other page only refers to it', async () => {
    const definedOn = new Map<string, string[]>();
    for (const path of PRIMARY_PATHS) {
      const { document } = await loadPage(path);
      for (const node of nodes(jsonLd(document))) {
        const id = node['@id'];
        if (!id || Object.keys(node).length === 1) continue; // a bare { "@id" } is a reference
        if (id === business) continue; // defined on every page, the same node (head-integration.test.ts)
        definedOn.set(id, [...(definedOn.get(id) ?? []), path]);
      }
    }
    const defined = [...definedOn.entries()].filter(([, pages]) => pages.length > 1);
    expect(defined).toEqual([]);
    expect(definedOn.get(`${SITE_URL}/#website`)).toEqual(['/']);
  });

  it('the home page defines the business with a logo, and a WebSite with the site name', async () => {
    const docs = jsonLd((await loadPage('/')).document);
    expect(docs.find((d) => d['@type'] === 'GeneralContractor')).toMatchObject({
      '@id': business,
      logo: { '@type': 'ImageObject', url: `${SITE_URL}/logo.png` },
    });
    expect(docs.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      '@id': `${SITE_URL}/#website`,
      name: 'Golden Triangle Concrete',
      url: `${SITE_URL}/`,
      publisher: { '@id': business },
    });
  });

  it.each(PRIMARY_PATHS.filter((p) => p !== '/'))('%s defines the business once and otherwise refers to it by @id', async (path) => {
    const docs = jsonLd((await loadPage(path)).document);
    expect(docs.filter((d) => d['@id'] === business)).toHaveLength(1);
    const refs = nodes(docs.filter((d) => d['@id'] !== business)).filter((n) => n['@id'] === business);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(Object.keys(ref)).toEqual(['@id']);
  });
});

describe('titles and headings', () => {
  it.each(PRIMARY_PATHS)('%s has a title of at most 60 characters', async (path) => {
    const title = (await loadPage(path)).document.querySelector('title')?.textContent ?? '';
    expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it.each(SERVICE_SLUGS)('/%s has an H1 naming the service as searchers type it', async (slug) => {
    const { document } = await loadPage(`/${slug}`);
    const h1 = texts(document, 'h1');
    expect(h1).toHaveLength(1);
    const name = texts(document, 'nav[aria-label="Breadcrumb"] [aria-current="page"]')[0] ?? '';
    const words = name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && w !== 'and');
    for (const word of [...words, 'concrete']) expect(h1[0]?.toLowerCase(), `${word} in "${h1[0]}"`).toContain(word);
  });

  it('the home H1 names the trade and Beaumont', async () => {
    const h1 = texts((await loadPage('/')).document, 'h1')[0] ?? '';
    expect(h1).toMatch(/concrete contractor/i);
    expect(h1).toContain('Beaumont');
  });
});

/** The links of a main-content section, as paths. */
const sectionLinks = (document: PageDocument, id: string) => hrefs(document, `main section#${id} a`);

describe('links where a visitor goes next', () => {
  it.each(SERVICE_SLUGS)('/%s links at least 3 related services and at least 4 towns', async (slug) => {
    const { document } = await loadPage(`/${slug}`);
    const related = sectionLinks(document, 'related-services');
    expect(related.length).toBeGreaterThanOrEqual(3);
    for (const href of related) expect(servicePaths.filter((p) => p !== `/${slug}`)).toContain(href);
    const towns = sectionLinks(document, 'service-areas');
    expect(towns.length).toBeGreaterThanOrEqual(4);
    for (const href of towns) expect(cityPaths).toContain(href);
  });

  it('relates stamped, sealing and patios, and repair, leveling and demolition', async () => {
    const related = async (slug: string) => sectionLinks((await loadPage(`/${slug}`)).document, 'related-services');
    expect(await related('stamped-concrete')).toEqual(expect.arrayContaining(['/concrete-sealing', '/concrete-patios']));
    expect(await related('concrete-sealing')).toContain('/stamped-concrete');
    expect(await related('concrete-repair-resurfacing')).toEqual(
      expect.arrayContaining(['/concrete-leveling-mudjacking', '/concrete-demolition-removal']),
    );
  });

  it.each([
    ['port-arthur', '/commercial-concrete'],
    ['port-neches', '/commercial-concrete'],
    ['nederland', '/commercial-concrete'],
    ['orange', '/commercial-concrete'],
    ['nome', '/concrete-slabs-foundations'],
    ['hamshire', '/concrete-slabs-foundations'],
    ['china', '/concrete-slabs-foundations'],
    ['beauxart-gardens', '/stamped-concrete'],
  ])('/%s-tx-concrete-contractors leads with %s and links all services', async (slug, first) => {
    const { document } = await loadPage(`/${slug}-tx-concrete-contractors`);
    const links = sectionLinks(document, 'services');
    expect(links[0]).toBe(first);
    expect(links).toContain('/services');
  });

  it('industrial towns reach Commercial Concrete', async () => {
    const towns = sectionLinks((await loadPage('/commercial-concrete')).document, 'service-areas');
    expect(towns).toEqual(
      expect.arrayContaining(['/port-arthur', '/port-neches', '/nederland', '/orange'].map((t) => `${t}-tx-concrete-contractors`)),
    );
  });

  it.each(CITY_SLUGS)('/%s-tx-concrete-contractors links the 3 nearest service areas', async (slug) => {
    const links = sectionLinks((await loadPage(`/${slug}-tx-concrete-contractors`)).document, 'nearby');
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBe(3);
    for (const href of links) expect(cityPaths.filter((p) => p !== `/${slug}-tx-concrete-contractors`)).toContain(href);
  });

  it('nearest means nearest: Nederland’s neighbours are Port Neches and Beauxart Gardens, Nome’s are China and Sour Lake', async () => {
    const nearby = async (slug: string) => sectionLinks((await loadPage(`/${slug}-tx-concrete-contractors`)).document, 'nearby');
    expect(await nearby('nederland')).toEqual(
      expect.arrayContaining(['/port-neches-tx-concrete-contractors', '/beauxart-gardens-tx-concrete-contractors']),
    );
    expect(await nearby('nome')).toEqual(expect.arrayContaining(['/china-tx-concrete-contractors', '/sour-lake-tx-concrete-contractors']));
  });

  it('the article links at least 3 of the services it discusses, with descriptive anchor text', async () => {
    const { document } = await loadPage('/blog/beaumont-driveway-cracking-concrete-damage-costs');
    const links = document.querySelectorAll('main article a').filter((a) => servicePaths.includes(a.getAttribute('href') ?? ''));
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBeGreaterThanOrEqual(3);
    for (const a of links) {
      const text = a.textContent.trim();
      expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(3);
      expect(text).not.toMatch(/^(learn more|click here|read more|here)$/i);
    }
  });

  it('a neighbourhood badge with a page of its own is a link; the others are plain labels without a link’s look', async () => {
    const { document } = await loadPage('/taylor-landing-tx-concrete-contractors');
    const badges = document.querySelectorAll('#areas ul[aria-label] > li');
    const linked = badges.filter((li) => li.querySelector('a'));
    expect(linked.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/port-arthur-tx-concrete-contractors', '/hamshire-tx-concrete-contractors']),
    );
    for (const li of badges.filter((li) => !li.querySelector('a'))) {
      const look = li.querySelector('span')?.getAttribute('class') ?? '';
      expect(look).not.toMatch(/underline|border|rounded-full|amber-9/);
    }
  });

  it.each(['/', '/about', '/services'])('the town list on %s links Port Arthur and Orange', async (path) => {
    const links = hrefs((await loadPage(path)).document, 'main ul[aria-label] a');
    expect(links).toEqual(expect.arrayContaining(['/port-arthur-tx-concrete-contractors', '/orange-tx-concrete-contractors']));
  });

  it('the relation table names only existing pages, and the check catches a wrong slug', () => {
    expect(Relations.safeParse(relations).error?.issues ?? []).toEqual([]);
    expect(checkRelations(relations, SERVICE_SLUGS, CITY_SLUGS)).toEqual([]);
    // Every post's links to services name existing services.
    for (const post of posts)
      for (const block of post.body)
        if (block.type === 'services') for (const item of block.items) expect(SERVICE_SLUGS).toContain(item.service);
    const broken = {
      ...relations,
      relatedServices: { ...relations.relatedServices, 'concrete-patios': ['concrete-patio', 'stamped-concrete', 'concrete-patios'] },
    };
    expect(checkRelations(broken, SERVICE_SLUGS, CITY_SLUGS)).toEqual([
      '"concrete-patios" relates to an unknown service "concrete-patio"',
      '"concrete-patios" relates to itself',
    ]);
  });
});

describe('accessible forms', () => {
  it.each(['/contact', '/quote'])('%s hides the asterisk of required labels from screen readers', async (path) => {
    const { document } = await loadPage(path);
    const required = document.querySelectorAll('form [required]');
    expect(required.length).toBeGreaterThan(0);
    for (const field of required) {
      const label = document.querySelector(`label[for="${field.getAttribute('id')}"]`);
      const marks = label?.querySelectorAll('[aria-hidden="true"]') ?? [];
      expect(marks.map((m) => m.textContent.trim())).toEqual(['*']);
      const spoken = (label?.childNodes ?? []).filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true'));
      expect(spoken.map((n) => n.textContent).join('')).not.toContain('*');
    }
  });
});
