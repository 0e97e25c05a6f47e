import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities, HOME_TOWN_SLUG, services } from '../src/content/index';
import assets from '../src/generated/assets.json';
import { bumpContentVersion } from '../src/lib/content-version';
import { pageCacheKey } from '../src/page-cache';
import { localAdminAccess, requestWith, SITE_URL } from './helpers';

/**
 * Projects at scale (issue 28): with 250 published projects in D1, well past D1's 100
 * bound parameters per statement, the gallery pages at 24 with rel prev/next
 * links, the sitemap lists every project page in both editions, a town page
 * shows its newest projects and /admin/projects lists them all. Then invented project
 * URLs: they share the 404 page's one cache entry and never push real pages
 * out of the isolate's memory. The projects are seeded straight into D1 here
 * (fixtures live with the tests, never in the content).
 */

const PROJECTS = 250;
/** The first 60 projects are in Nederland (a town filter with three pages); the rest spread over every service and town. */
const NEDERLAND_FIRST = 60;
const TOWNS = [HOME_TOWN_SLUG, ...cities.map((c) => c.slug)];
const PAGE = 24;

let owner: Record<string, string>;
/** The seeded projects' project paths (English), newest first as the gallery lists them. */
let paths: string[] = [];

const call = (path: string, init: RequestInit = {}, more: Partial<Env> = {}) =>
  requestWith({ ENVIRONMENT: 'development', ACCESS_LOCAL_JWKS: jwks, ...more }, path, init);
const page = async (path: string) => {
  const response = await call(path);
  const html = await response.text();
  return { response, html, document: parse(html) };
};
let jwks = '';

beforeAll(async () => {
  ({ jwks, owner } = await localAdminAccess('local-scale'));

  const at = new Date().toISOString();
  const projects = Array.from({ length: PROJECTS }, (_, i) => ({
    service: i < NEDERLAND_FIRST ? 'stamped-concrete' : (services[i % services.length]?.slug ?? ''),
    town: i < NEDERLAND_FIRST ? 'nederland' : (TOWNS[i % TOWNS.length] ?? ''),
    // Twelve months of 2025: the gallery's order (month, then id, newest first) is not the order of the ids.
    month: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
  }));
  await env.DB.batch(
    projects.map((project) =>
      env.DB.prepare(
        `INSERT INTO jobs (status, service, town, month, description, consent, created_at, updated_at, published_at)
         VALUES ('published', ?, ?, ?, 'A finished concrete project seeded by the scale test.', 0, ?, ?, ?)`,
      ).bind(project.service, project.town, project.month, at, at, at),
    ),
  );
  const { results } = await env.DB.prepare(
    "SELECT id, service, town, month FROM jobs WHERE status = 'published' ORDER BY month DESC, id DESC",
  ).all<{ id: number; service: string; town: string; month: string }>();
  await env.DB.batch(
    results.map((project) =>
      env.DB.prepare(
        `INSERT INTO job_photos (job_id, position, name, width, height, widths, bytes, alt, created_at)
         VALUES (?, 0, ?, 1600, 1200, '480,960,1600', 1000, 'A finished slab', ?)`,
      ).bind(project.id, `scale${String(project.id).padStart(4, '0')}-0000000000000000`, at),
    ),
  );
  paths = results.map((project) => `/projects/${project.service}-${project.town}-${project.month}-${project.id}`);
  await bumpContentVersion(env.SITE_STATE, results.length);
});

/** The project links of a gallery page's grid. */
const cards = (document: ReturnType<typeof parse>) =>
  document
    .querySelectorAll('section[aria-labelledby="gallery-heading"] ul.grid > li a[href*="/projects/"]')
    .map((a) => a.getAttribute('href'));
const headLink = (document: ReturnType<typeof parse>, rel: string) =>
  document.querySelector(`head link[rel="${rel}"]`)?.getAttribute('href');

describe(`${PROJECTS} published projects`, () => {
  it('are paged in the gallery at 24, every project once, with rel prev/next links in the head and on the page', async () => {
    expect(paths).toHaveLength(PROJECTS);
    const pages = Math.ceil(PROJECTS / PAGE);
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const path = n === 1 ? '/projects' : `/projects?page=${n}`;
      const { response, document } = await page(path);
      expect(response.status, path).toBe(200);
      const shown = cards(document);
      expect(shown.length, path).toBe(n < pages ? PAGE : PROJECTS - PAGE * (pages - 1));
      seen.push(...(shown as string[]));
      expect(headLink(document, 'canonical')).toBe(`${SITE_URL}${path}`);
      expect(headLink(document, 'prev')).toBe(n === 1 ? undefined : `${SITE_URL}${n === 2 ? '/projects' : `/projects?page=${n - 1}`}`);
      expect(headLink(document, 'next')).toBe(n === pages ? undefined : `${SITE_URL}/projects?page=${n + 1}`);
      // The same links on the page, for people: plain links.
      expect(document.querySelector('main a[rel="next"]')?.getAttribute('href')).toBe(n === pages ? undefined : `/projects?page=${n + 1}`);
      expect(document.querySelector('main a[rel="prev"]') !== null).toBe(n > 1);
      expect(document.querySelector('main')?.text).toContain(`Page ${n} of ${pages}`);
    }
    expect(seen).toEqual(paths);
    // A page past the last is the one 404 page, with its ETag: never stored under a gallery page's key.
    const notFound = (await call('/no-such-page-at-all')).headers.get('etag');
    for (let i = 0; i < 2; i++) expect((await call(`/projects?page=${pages + 1}`)).headers.get('etag')).toBe(notFound);
    for (const path of [
      `/projects?page=${pages + 1}`,
      '/projects?page=1',
      '/projects?page=02',
      '/projects?page=-1',
      '/projects?page=2&page=3',
    ])
      expect((await call(path)).status, path).toBe(404);
  });

  it('are paged in the Spanish gallery and in a filtered gallery alike', async () => {
    const spanish = await page('/es/projects?page=2');
    expect(spanish.response.status).toBe(200);
    expect(cards(spanish.document)).toEqual(paths.slice(PAGE, 2 * PAGE).map((p) => `/es${p}`));
    expect(headLink(spanish.document, 'prev')).toBe(`${SITE_URL}/es/projects`);
    expect(headLink(spanish.document, 'next')).toBe(`${SITE_URL}/es/projects?page=3`);
    expect(spanish.document.querySelector('main a[rel="next"]')?.text).toBe('Proyectos anteriores');

    const nederland = paths.filter((p) => p.includes('-nederland-'));
    expect(nederland.length).toBeGreaterThan(2 * PAGE);
    const second = await page('/projects?town=nederland&page=2');
    expect(second.response.status).toBe(200);
    expect(cards(second.document)).toEqual(nederland.slice(PAGE, 2 * PAGE));
    expect(headLink(second.document, 'prev')).toBe(`${SITE_URL}/projects?town=nederland`);
    expect(headLink(second.document, 'next')).toBe(`${SITE_URL}/projects?town=nederland&page=3`);
    // The filter links name every town and service that has a project, whatever the page.
    // (folded in the filters' <details>, issue 37)
    expect(second.document.querySelectorAll('nav[aria-label="Filter"] details a[href^="/projects?town="]').length).toBe(TOWNS.length);
    expect((await call(`/projects?town=nederland&page=${Math.ceil(nederland.length / PAGE) + 1}`)).status).toBe(404);
  });

  it('are every one in the sitemap, in both editions', async () => {
    const response = await call('/sitemap.xml');
    expect(response.status).toBe(200);
    const sitemap = await response.text();
    for (const path of paths) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
      expect(sitemap).toContain(`<loc>${SITE_URL}/es${path}</loc>`);
    }
    expect(sitemap.match(/<loc>[^<]+\/projects\/[^<]+<\/loc>/g)).toHaveLength(2 * PROJECTS);
  });

  it('show on a town page: its three newest', async () => {
    const town = await page('/nederland-tx-concrete-contractors');
    expect(town.response.status).toBe(200);
    const shown = town.document.querySelectorAll('#recent-work ul.grid > li a[href*="/projects/"]').map((a) => a.getAttribute('href'));
    expect(shown).toEqual(paths.filter((p) => p.includes('-nederland-')).slice(0, 3));
  });

  it('are all listed at /admin/projects, as a page and as JSON', async () => {
    const html = await call('/admin/projects', { headers: owner });
    expect(html.status).toBe(200);
    expect(parse(await html.text()).querySelectorAll('li[id^="project-"]')).toHaveLength(PROJECTS);
    const json = await call('/admin/projects', { headers: { ...owner, Accept: 'application/json' } });
    expect(json.status).toBe(200);
    const { projects } = (await json.json()) as { projects: { path: string; photos: number }[] };
    expect(projects.map((j) => j.path).sort()).toEqual([...paths].sort());
    expect(projects.every((j) => j.photos === 1)).toBe(true);
  });
});

describe('invented project URLs (issue 28, section 6)', () => {
  const invented = (n: number) => `/projects/driveway-orange-2020-01-${900000 + n}`;

  it('answer the one 404 page, with its ETag, and never 304', async () => {
    const notFound = await call('/no-such-page-at-all');
    expect(notFound.status).toBe(404);
    const etag = notFound.headers.get('etag');
    expect(etag).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const response = await call(invented(1));
      expect(response.status).toBe(404);
      expect(response.headers.get('etag')).toBe(etag);
    }
    const conditional = await call(invented(1), { headers: { 'If-None-Match': etag ?? '' } });
    expect(conditional.status).toBe(404);
    expect(await conditional.text()).toContain('</html>');
  });

  it('do not clear the memory layer: 400 of them leave a real page in memory', async () => {
    expect((await call('/about')).status).toBe(200);
    expect((await call('/about')).headers.get('server-timing')).toBe('cache;desc=memory');
    for (let n = 0; n < 400; n++) expect((await call(invented(n))).status).toBe(404);
    expect((await call('/about')).headers.get('server-timing')).toBe('cache;desc=memory');
    // Nor does the location's Cache API hold an entry under an invented page's key.
    const key = pageCacheKey({ path: invented(1) }, assets.version, new Date());
    expect(await (await caches.open('pages')).match(`${SITE_URL}${key}`)).toBeUndefined();
  });
});
