import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editionOf, provideEdition } from '../src/content/edition';
import english from '../src/content/en/edition';
import spanish from '../src/content/es/edition';
import assets from '../src/generated/assets.json';
import { ORIGIN, postForm, requestWith } from './helpers';

/**
 * Both editions as static assets (issue 40): the Worker bundles only their
 * summaries; a page's GET, and a lead post answered with a page, loads the
 * edition of its language from the asset `npm run build` wrote, once per
 * isolate (`withEdition`, src/index.ts). Each test starts like a new isolate:
 * nothing loaded.
 */

/** Forgets both editions, as a new isolate starts. */
const forgetBoth = () => {
  provideEdition('en', undefined);
  provideEdition('es', undefined);
};

/**
 * An ASSETS binding that records the reads of an edition's asset (Spanish unless given) and, with `fail`, answers
 * them 404.
 */
function watchedAssets(fail = false, locale: 'en' | 'es' = 'es') {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === assets.editions[locale]) {
        reads.push(url.pathname);
        if (fail) return new Response('Not found', { status: 404 });
      }
      return env.ASSETS.fetch(input, init);
    },
  };
  return { ASSETS: fetcher as unknown as Fetcher, reads };
}

afterEach(forgetBoth);

describe('the Spanish edition, loaded from its asset', () => {
  it('holds exactly what src/content/es/edition.ts defines (the build is not stale)', async () => {
    const res = await env.ASSETS.fetch(new URL(assets.editions.es, 'https://assets.invalid'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(spanish)));
  });

  it('is read once for the first Spanish pages of an isolate, even when they arrive together', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets();
    const answers = await Promise.all(
      ['/es', '/es/concrete-driveways', '/es/lumberton-tx-concrete-contractors'].map((path) =>
        requestWith({ ASSETS, PAGE_CACHE: 'off' }, path),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await answers[1]!.text()).toContain('Entradas de autos de concreto');
    expect(reads).toHaveLength(1);
    const again = await requestWith({ ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-patios');
    expect(again.status).toBe(200);
    expect(reads).toHaveLength(1);
  });

  it('is never read for English pages', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets();
    for (const path of ['/', '/concrete-driveways', '/lumberton-tx-concrete-contractors', '/blog', '/no-such-page']) {
      const res = await requestWith({ ASSETS, PAGE_CACHE: 'off' }, path);
      expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
    }
    expect(reads).toEqual([]);
    expect(() => editionOf('es')).toThrow(/not loaded/);
  });

  it('is not read for a Spanish page the location cache holds: the Worker entry answers it before the app loads', async () => {
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

  it('loads for every path under /es: the Spanish 404 page and the Spanish thank-you page', async () => {
    forgetBoth();
    const notFound = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/es/no-existe');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('lang="es-US"');
    forgetBoth();
    const thanks = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/es/contact/thank-you');
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('lang="es-US"');
  });

  it('loads for a Spanish lead post answered with a page, on its English path: sent back, or refused before its body is read', async () => {
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

  it('when its asset cannot be read, answers the error page without details, and the next request loads it', async () => {
    forgetBoth();
    const broken = watchedAssets(true);
    const failed = await requestWith({ ASSETS: broken.ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(body).toContain('Algo salió mal');
    expect(body).not.toContain('edition-es-');
    const working = watchedAssets();
    const next = await requestWith({ ASSETS: working.ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    expect(next.status).toBe(200);
    expect(working.reads).toHaveLength(1);
  });
});

describe('the English edition, loaded from its asset (issue 40)', () => {
  it('holds exactly what src/content/en/edition.ts defines (the build is not stale)', async () => {
    const res = await env.ASSETS.fetch(new URL(assets.editions.en, 'https://assets.invalid'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(english)));
  });

  it('is read once for the first English pages of an isolate, even when they arrive together, and never for Spanish ones', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets(false, 'en');
    const answers = await Promise.all(
      ['/', '/concrete-driveways', '/lumberton-tx-concrete-contractors', '/blog', '/no-such-page'].map((path) =>
        requestWith({ ASSETS, PAGE_CACHE: 'off' }, path),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 404]);
    expect(await answers[1]!.text()).toContain('Concrete Driveways');
    expect(reads).toHaveLength(1);
    forgetBoth();
    const spanishOnly = watchedAssets(false, 'en');
    expect((await requestWith({ ASSETS: spanishOnly.ASSETS, PAGE_CACHE: 'off' }, '/es/concrete-patios')).status).toBe(200);
    expect(spanishOnly.reads).toEqual([]);
  });

  it('is not read by the sitemap, robots.txt or the admin, which read the bundled summaries', async () => {
    forgetBoth();
    const { ASSETS, reads } = watchedAssets(true, 'en');
    const sitemap = await requestWith({ ASSETS }, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/concrete-driveways</loc>');
    expect((await requestWith({ ASSETS }, '/robots.txt')).status).toBe(200);
    expect((await requestWith({ ASSETS }, '/admin')).status).toBeLessThan(500);
    expect(reads).toEqual([]);
    expect(() => editionOf('en')).toThrow(/not loaded/);
  });

  it('never costs a lead: with its asset unreadable an English post is still accepted, and its thank-you page waits for the asset', async () => {
    forgetBoth();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = watchedAssets(true, 'en');
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
    const row = await env.DB.prepare('SELECT name FROM leads WHERE name = ?').bind(name).first();
    expect(row).toEqual({ name });
    const thanks = await requestWith({ ASSETS: broken.ASSETS, PAGE_CACHE: 'off' }, '/contact/thank-you');
    expect(thanks.status).toBe(500);
    const body = await thanks.text();
    expect(body).toContain('Unexpected Application Error!');
    expect(body).not.toContain('edition-en-');
    expect(body).toContain('href="tel:');
    vi.restoreAllMocks();
    const working = watchedAssets(false, 'en');
    expect((await requestWith({ ASSETS: working.ASSETS, PAGE_CACHE: 'off' }, '/contact/thank-you')).status).toBe(200);
    expect(working.reads).toHaveLength(1);
  });
});
