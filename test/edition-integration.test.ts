import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { provideEdition, spanishEdition } from '../src/content/edition';
import spanish from '../src/content/es/edition';
import assets from '../src/generated/assets.json';
import { ORIGIN, postForm, requestWith } from './helpers';

/**
 * The Spanish edition as a static asset: the Worker bundles only
 * the English content; every request under /es, and a lead post answered in
 * Spanish, loads the Spanish edition from the asset `npm run build` wrote,
 * once per isolate (`withSpanishEdition`, src/index.ts). Each test starts like
 * a new isolate: nothing loaded.
 */

/** An ASSETS binding that records the reads of the Spanish edition's asset and, with `fail`, answers them 404. */
function watchedAssets(fail = false) {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === assets.editions.es) {
        reads.push(url.pathname);
        if (fail) return new Response('Not found', { status: 404 });
      }
      return env.ASSETS.fetch(input, init);
    },
  };
  return { ASSETS: fetcher as unknown as Fetcher, reads };
}

afterEach(() => provideEdition(undefined));

describe('the Spanish edition, loaded from its asset', () => {
  it('holds exactly what src/content/es/edition.ts defines (the build is not stale)', async () => {
    const res = await env.ASSETS.fetch(new URL(assets.editions.es, 'https://assets.invalid'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(spanish)));
  });

  it('is read once for the first Spanish pages of an isolate, even when they arrive together', async () => {
    provideEdition(undefined);
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
    provideEdition(undefined);
    const { ASSETS, reads } = watchedAssets();
    for (const path of ['/', '/concrete-driveways', '/lumberton-tx-concrete-contractors', '/blog', '/no-such-page']) {
      const res = await requestWith({ ASSETS, PAGE_CACHE: 'off' }, path);
      expect(res.status).toBe(path === '/no-such-page' ? 404 : 200);
    }
    expect(reads).toEqual([]);
    expect(() => spanishEdition()).toThrow(/not loaded/);
  });

  it('is not read for a Spanish page the location cache holds: the Worker entry answers it before the app loads', async () => {
    const first = await requestWith({ PAGE_CACHE: 'edge' }, '/es/concrete-sealing');
    expect(first.status).toBe(200);
    const html = await first.text();
    provideEdition(undefined);
    const { ASSETS, reads } = watchedAssets();
    const cached = await requestWith({ ASSETS, PAGE_CACHE: 'edge' }, '/es/concrete-sealing');
    expect(cached.headers.get('server-timing')).toMatch(/^cache;desc=edge;dur=[\d.]+$/);
    expect(await cached.text()).toBe(html);
    expect(reads).toHaveLength(0);
  });

  it('loads for every path under /es: the Spanish 404 page and the Spanish thank-you page', async () => {
    provideEdition(undefined);
    const notFound = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/es/no-existe');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('lang="es-US"');
    provideEdition(undefined);
    const thanks = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/es/contact/thank-you');
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('lang="es-US"');
  });

  it('loads for a Spanish lead post answered with a page, on its English path: sent back, or refused before its body is read', async () => {
    provideEdition(undefined);
    const sentBack = await postForm('/contact', { lang: 'es', name: '' }, { vars: { ...watchedAssets(), PAGE_CACHE: 'off' } });
    expect(sentBack.status).toBe(422);
    expect(await sentBack.text()).toContain('lang="es-US"');
    provideEdition(undefined);
    const refused = await requestWith({ ...watchedAssets(), PAGE_CACHE: 'off' }, '/quote', {
      method: 'POST',
      body: 'x',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', Referer: `${ORIGIN}/es/quote` },
    });
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain('lang="es-US"');
  });

  it('when its asset cannot be read, answers the error page without details, and the next request loads it', async () => {
    provideEdition(undefined);
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
