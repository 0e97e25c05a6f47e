import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { answerFromPageCache, cachedPageKey } from '../src/cached-pages';
import { cities, posts, services } from '../src/content/index';
import assets from '../src/generated/assets.json';
import slugs from '../src/generated/slugs.json';
import app from '../src/index';
import { contentVersion } from '../src/lib/content-version';
import { etagOf, pageCacheKey } from '../src/page-key';
import { ALIASES, ORIGIN, PRIMARY_PATHS, request, SPANISH_PATHS } from './helpers';

/**
 * The Worker's entry answers a cached page before the app loads (src/worker.ts, issue 40). Its table of cached
 * pages (src/cached-pages.ts) must give each page the key the page's route gives the page cache, or a new isolate
 * would miss pages the location holds (or, worse, answer one page with another's copy).
 */

/** The app's own answer (src/index.ts, without the entry in front), after its cache writes. */
async function fromApp(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The ETag of the entry's key for `path`, as the page cache derives it (key, build, calendar, content version). */
async function entryEtag(path: string): Promise<string | undefined> {
  const key = cachedPageKey(new URL(path, ORIGIN));
  if (!key) return undefined;
  return etagOf(`${pageCacheKey(key, assets.version, new Date())}&c=${await contentVersion(env.SITE_STATE)}`);
}

// First in the file: the other tests render every page.
describe('a page never rendered', () => {
  it('misses a page never rendered, and the Worker then renders it', async () => {
    const path = '/es/concrete-steps-stairs';
    expect(await answerFromPageCache(new Request(`${ORIGIN}${path}`), { ...env, PAGE_CACHE: 'edge' })).toBeUndefined();
    const rendered = await request(path);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('server-timing')).toMatch(/^render;dur=/);
    expect(rendered.headers.get('etag')).toBe(await entryEtag(path));
  });
});

describe("the entry's table of cached pages", () => {
  it('lists the slugs of the content index, in its order', () => {
    expect(slugs.services).toEqual(services.map((s) => s.slug));
    expect(slugs.cities).toEqual(cities.map((c) => c.slug));
    expect(slugs.posts).toEqual(posts.map((p) => p.slug));
  });

  it.each([...PRIMARY_PATHS, ...SPANISH_PATHS, ...ALIASES.map(([alias]) => alias)])(
    '%s has the key its route gives the page cache',
    async (path) => {
      const answer = await fromApp(path);
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      expect(answer.headers.get('etag')).toBe(await entryEtag(path));
    },
  );

  it('leaves to the app what it cannot key: a query the page renders from, projects, unknown paths, other methods', async () => {
    expect(cachedPageKey(new URL('/contact?service=concrete-driveways', ORIGIN))).toBeUndefined();
    expect(cachedPageKey(new URL('/concrete-cost-calculator?project=driveway', ORIGIN))).toBeUndefined();
    expect(cachedPageKey(new URL('/projects', ORIGIN))).toBeUndefined();
    expect(cachedPageKey(new URL('/about/', ORIGIN))).toBeUndefined();
    expect(cachedPageKey(new URL('/no-such-page', ORIGIN))).toBeUndefined();
    // A query that changes nothing keeps the page's key, as its route ignores it.
    expect(cachedPageKey(new URL('/about?utm_source=x', ORIGIN))).toEqual(cachedPageKey(new URL('/about', ORIGIN)));
    expect(await answerFromPageCache(new Request(`${ORIGIN}/about`, { method: 'POST' }), env)).toBeUndefined();
  });
});

describe('a cached page answered by the entry alone', () => {
  it.each(['/concrete-driveways', '/es/about', '/locations/vidor-tx', '/privacy'])(
    '%s: the same bytes and headers as the app, a 304 for its ETag, no body for HEAD',
    async (path) => {
      // A fresh request renders through the Worker and fills both layers.
      const rendered = await request(path);
      const html = await rendered.text();
      const viaApp = await fromApp(path);
      await viaApp.arrayBuffer();

      const hit = await answerFromPageCache(new Request(`${ORIGIN}${path}`), env);
      expect(hit?.status).toBe(200);
      expect(await hit?.text()).toBe(html);
      const headers = (r: Response) => [...r.headers].filter(([name]) => name !== 'server-timing');
      expect(headers(hit!)).toEqual(headers(viaApp));
      expect(hit?.headers.get('server-timing')).toBe('cache;desc=memory');

      const etag = hit!.headers.get('etag')!;
      const revalidated = await answerFromPageCache(new Request(`${ORIGIN}${path}`, { headers: { 'If-None-Match': etag } }), env);
      expect(revalidated?.status).toBe(304);
      expect(revalidated?.headers.get('content-security-policy')).toContain("default-src 'none'");

      const head = await answerFromPageCache(new Request(`${ORIGIN}${path}`, { method: 'HEAD' }), env);
      expect(head?.status).toBe(200);
      expect(head?.body).toBeNull();
      expect(head?.headers.get('etag')).toBe(etag);
    },
  );

  it("answers from the location's Cache API what this isolate never kept (a new isolate's hit)", async () => {
    const path = '/concrete-patios';
    await fromApp(path).then((r) => r.arrayBuffer());
    // PAGE_CACHE=edge: the memory layer is not read, as on a new isolate.
    const hit = await answerFromPageCache(new Request(`${ORIGIN}${path}`), { ...env, PAGE_CACHE: 'edge' });
    expect(hit?.status).toBe(200);
    expect(hit?.headers.get('server-timing')).toMatch(/^cache;desc=edge;dur=/);
    expect(await hit?.text()).toContain('</html>');
  });
});
