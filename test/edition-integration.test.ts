import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedPages, provideEdition } from '../src/content/edition';
import english from '../src/content/en/edition';
import spanish from '../src/content/es/edition';
import { summariesOf } from '../src/content/index';
import assets from '../src/generated/assets.json';
import { ORIGIN, postForm, requestWith } from './helpers';

/**
 * Both editions as static assets, one per part a page needs (issue 40): the
 * Worker bundles only their summaries; a page's route loads the part it
 * renders (the single pages' copy, or its service, city or post) from the
 * asset `npm run build` wrote, once per isolate, and a lead post answered
 * with a page loads the copy after the lead was handled
 * (src/content/edition.ts). Each test starts like a new isolate: nothing
 * loaded.
 */

/** Forgets both editions, as a new isolate starts. */
const forgetBoth = () => {
  provideEdition('en', undefined);
  provideEdition('es', undefined);
};

/**
 * An ASSETS binding that records the content parts read (their path under the build's content directory, e.g.
 * "en/service/concrete-driveways.json") and answers 404 to those `fails` matches.
 */
function watchedAssets(fails: (part: string) => boolean = () => false) {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.startsWith(`${assets.content}/`)) {
        const part = url.pathname.slice(assets.content.length + 1);
        reads.push(part);
        if (fails(part)) return new Response('Not found', { status: 404 });
      }
      return env.ASSETS.fetch(input, init);
    },
  };
  return { ASSETS: fetcher as unknown as Fetcher, reads };
}

/** Reads a part from the built assets. */
async function part(name: string): Promise<unknown> {
  const res = await env.ASSETS.fetch(new URL(`${assets.content}/${name}`, 'https://assets.invalid'));
  expect(res.status, name).toBe(200);
  return res.json();
}

afterEach(forgetBoth);

describe("each edition's parts, static assets (issue 40)", () => {
  it.each([
    ['en', english],
    ['es', spanish],
  ] as const)('hold exactly what src/content/%s/edition.ts defines (the build is not stale)', async (locale, edition) => {
    const plain = JSON.parse(JSON.stringify(edition));
    expect(await part(`${locale}/pages.json`)).toEqual(plain.pages);
    for (const service of plain.services) expect(await part(`${locale}/service/${service.slug}.json`)).toEqual(service);
    for (const city of plain.cities) expect(await part(`${locale}/city/${city.slug}.json`)).toEqual(city);
    for (const post of plain.posts) expect(await part(`${locale}/post/${post.slug}.json`)).toEqual(post);
  });

  it.each([
    ['en', english],
    ['es', spanish],
  ] as const)("the bundled %s summaries are the modules' own fields, in their order (the build is not stale)", (locale, edition) => {
    const index = summariesOf(locale);
    expect(index.services).toEqual(
      edition.services.map(({ slug, name, icon, category, summary, popular, atGlance }) => ({
        slug,
        name,
        icon,
        category,
        summary,
        ...(popular === undefined ? {} : { popular }),
        // Both carry the figures at a glance (the same prices; the Spanish labels name a Spanish lead's suggested lines, issue 44).
        atGlance: JSON.parse(JSON.stringify(atGlance)),
      })),
    );
    expect(index.cities).toEqual(edition.cities.map(({ slug, name, county, emphasis }) => ({ slug, name, county, emphasis })));
    expect(index.posts.map((p) => [p.slug, p.title, p.excerpt, p.publishedDate, p.services])).toEqual(
      edition.posts.map((p) => [
        p.slug,
        p.title,
        p.excerpt,
        p.publishedDate,
        [...new Set(p.body.flatMap((b) => (b.type === 'services' ? b.items.map((i) => i.service) : [])))],
      ]),
    );
    expect(index.paths.home).toBe(edition.pages.home.path);
    expect(index.paths.terms).toBe(edition.pages.legal.terms.path);
  });

  it('a first render reads only the part it shows, once, even when its requests arrive together', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets();
    const paths = ['/concrete-driveways', '/concrete-driveways', '/services/concrete-driveways', '/', '/about'];
    const answers = await Promise.all(paths.map((path) => requestWith({ ASSETS, PAGE_CACHE: 'off' }, path)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[0]!.text()).toContain('Concrete Driveways');
    expect(reads.sort()).toEqual(['en/pages.json', 'en/service/concrete-driveways.json']);
    for (const path of ['/lumberton-tx-concrete-contractors', '/blog/beaumont-driveway-cracking-concrete-damage-costs', '/blog'])
      expect((await requestWith({ ASSETS, PAGE_CACHE: 'off' }, path)).status).toBe(200);
    expect(reads.slice(2)).toEqual(['en/city/lumberton.json', 'en/post/beaumont-driveway-cracking-concrete-damage-costs.json']);
  });

  it('Spanish pages read Spanish parts, English pages English ones', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets();
    const spanishPage = await requestWith({ ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    expect(spanishPage.status).toBe(200);
    expect(await spanishPage.text()).toContain('Entradas de concreto para autos');
    expect((await requestWith({ ASSETS, PAGE_CACHE: 'off' }, '/es')).status).toBe(200);
    expect(reads).toEqual(['es/service/concrete-driveways.json', 'es/pages.json']);
    expect(() => loadedPages('en')).toThrow(/not loaded/);
  });

  it('are read by no page that does not show them: the 404 pages, the sitemap, robots.txt, /book and the admin', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets(() => true);
    const notFound = await requestWith({ ASSETS, PAGE_CACHE: 'off' }, '/es/no-existe');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('lang="es-US"');
    expect((await requestWith({ ASSETS, PAGE_CACHE: 'off' }, '/no-such-page')).status).toBe(404);
    const sitemap = await requestWith({ ASSETS }, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/concrete-driveways</loc>');
    expect((await requestWith({ ASSETS }, '/robots.txt')).status).toBe(200);
    expect((await requestWith({ ASSETS }, '/book')).status).toBe(200);
    expect((await requestWith({ ASSETS }, '/admin')).status).toBeLessThan(500);
    expect(reads).toEqual([]);
  });

  it('are not read for a page the location cache holds: the Worker entry answers it before the app loads', async () => {
    const first = await requestWith({ PAGE_CACHE: 'edge' }, '/es/concrete-sealing');
    expect(first.status).toBe(200);
    const html = await first.text();
    forgetBoth();
    const { ASSETS, reads } = watchedAssets();
    const cached = await requestWith({ ASSETS, PAGE_CACHE: 'edge' }, '/es/concrete-sealing');
    expect(cached.headers.get('server-timing')).toMatch(/^cache;desc=edge;dur=[\d.]+$/);
    expect(await cached.text()).toBe(html);
    expect(reads).toHaveLength(0);
  });

  it('load the copy of a Spanish thank-you page, and of a Spanish lead post answered with a page on its English path: sent back, or refused before its body is read', async () => {
    forgetBoth();
    const thanks = watchedAssets();
    const thankYou = await requestWith({ ASSETS: thanks.ASSETS, PAGE_CACHE: 'off' }, '/es/contact/thank-you');
    expect(thankYou.status).toBe(200);
    expect(await thankYou.text()).toContain('lang="es-US"');
    expect(thanks.reads).toEqual(['es/pages.json']);
    forgetBoth();
    const sentBack = await postForm('/contact', { lang: 'es', name: '' }, { vars: { ...watchedAssets(), PAGE_CACHE: 'off' } });
    expect(sentBack.status).toBe(422);
    expect(await sentBack.text()).toContain('lang="es-US"');
    forgetBoth();
    const refused = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/quote', {
      method: 'POST',
      body: 'x',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', Referer: `${ORIGIN}/es/quote` },
    });
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain('lang="es-US"');
  });

  it('when a part cannot be read, answer the error page without details, and the next request loads it', async () => {
    forgetBoth();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = watchedAssets((name) => name.startsWith('es/service/'));
    const failed = await requestWith({ ASSETS: broken.ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(body).toContain('Algo salió mal');
    expect(body).not.toContain(assets.content);
    vi.restoreAllMocks();
    const working = watchedAssets();
    const next = await requestWith({ ASSETS: working.ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    expect(next.status).toBe(200);
    expect(working.reads).toEqual(['es/service/concrete-driveways.json']);
  });

  it('never cost a lead: with every part unreadable an English post is still accepted, and its thank-you page waits for the copy', async () => {
    forgetBoth();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = watchedAssets(() => true);
    const name = `Edition Test ${crypto.randomUUID().slice(0, 8)}`;
    const posted = await postForm(
      '/contact',
      {
        name,
        email: 'edition-test@example.com',
        phone: '(409) 555-0142',
        service: 'Concrete Driveways',
        message: 'A new driveway, about 600 square feet.',
      },
      { vars: { ASSETS: broken.ASSETS, PAGE_CACHE: 'off' } },
    );
    expect(posted.status).toBe(303);
    expect(broken.reads).toEqual([]);
    const row = await env.DB.prepare('SELECT name FROM leads WHERE name = ?').bind(name).first();
    expect(row).toEqual({ name });
    const thanks = await requestWith({ ASSETS: broken.ASSETS, PAGE_CACHE: 'off' }, '/contact/thank-you');
    expect(thanks.status).toBe(500);
    const body = await thanks.text();
    expect(body).toContain('Unexpected Application Error!');
    expect(body).toContain('href="tel:');
    vi.restoreAllMocks();
    const working = watchedAssets();
    expect((await requestWith({ ASSETS: working.ASSETS, PAGE_CACHE: 'off' }, '/contact/thank-you')).status).toBe(200);
    expect(working.reads).toEqual(['en/pages.json']);
  });
});
