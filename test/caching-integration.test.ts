import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../src/env';
import { calendarDay, dayLabel, yearIn } from '../src/lib/dates';
import { etagOf, type PageKey, pageCache, pageCacheKey } from '../src/page-cache';
import { ALIASES, ORIGIN, PRIMARY_PATHS, postForm, request, requestWith } from './helpers';

/**
 * HTML caching: every page carries a strong
 * ETag and a Cache-Control that lets a shared cache keep it; a matching
 * If-None-Match gets 304; the page cache is keyed by the route alone, so the
 * query string and request headers never change what a page's URL answers;
 * Privacy and Terms follow the date.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600';

describe('ETag and Cache-Control on pages', () => {
  it.each([...PRIMARY_PATHS])(
    '%s has a strong ETag, the HTML Cache-Control, and answers a matching If-None-Match with 304',
    async (path) => {
      const first = await request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      const html = await first.text();

      const again = await request(path);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe(html);

      const revalidated = await request(path, { headers: { 'If-None-Match': etag! } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(revalidated.headers.get('content-security-policy')).toContain("default-src 'none'");
    },
  );

  it('answers a stale or foreign ETag with the full page', async () => {
    const response = await request('/', { headers: { 'If-None-Match': '"stale-etag-from-an-old-deploy"' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
  });

  it('gives HEAD the same ETag and no body', async () => {
    const get = await request('/concrete-driveways');
    const head = await request('/concrete-driveways', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it.each(ALIASES.slice(0, 3))('serves the alias %s with the same bytes as its primary path %s', async (alias, primary) => {
    const [a, b] = await Promise.all([request(alias), request(primary)]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(await a.text()).toBe(await b.text());
  });
});

describe('the page cache cannot be poisoned', () => {
  it('ignores the query string and request headers: the page answers the same bytes before and after', async () => {
    const clean = await (await request('/contact')).text();
    const hostile = await request('/contact?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_source=x', {
      headers: { 'X-Forwarded-Host': 'evil.example', 'Accept-Language': 'fr', Cookie: 'a=b', 'User-Agent': '<script>' },
    });
    const hostileHtml = await hostile.text();
    expect(hostileHtml).toBe(clean);
    expect(hostileHtml).not.toContain('evil.example');
    expect(await (await request('/contact')).text()).toBe(clean);
  });

  it('keeps one 404 page for every unknown path, which never shows the path', async () => {
    const a = await request('/no-such-page-one');
    const b = await request('/no-such-page-two?q=%3Cb%3E');
    expect(a.status).toBe(404);
    expect(b.status).toBe(404);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    const html = await b.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).not.toContain('no-such-page-two');
    const conditional = await request('/no-such-page-three', { headers: { 'If-None-Match': a.headers.get('etag')! } });
    expect(conditional.status).toBe(404);
  });

  it('never caches a form sent back with the visitor’s values', async () => {
    const post = () => postForm('/quote', { firstName: 'Cachetest Visitor', phone: '12' }, { client: 'caching-test' });
    const refused = await post();
    expect(refused.status).toBe(422);
    expect(refused.headers.get('etag')).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain('Cachetest Visitor');
    expect(await (await request('/quote')).text()).not.toContain('Cachetest Visitor');
  });
});

describe('pages that show the date', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['/privacy', '/terms-of-service'])('%s is rendered again when the date changes in Beaumont', async (path) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:30:00-06:00'));
    const before = await request(path);
    const beforeHtml = await before.text();
    expect(beforeHtml).toContain('November 23, 2026');

    vi.setSystemTime(new Date('2026-11-24T00:30:00-06:00'));
    const after = await request(path);
    const afterHtml = await after.text();
    expect(afterHtml).toContain('November 24, 2026');
    expect(afterHtml).not.toContain('November 23, 2026');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});

/**
 * The page cache. `Server-Timing` tells what answered:
 * `render` when the page was rendered for this request, `cache;desc=memory`
 * (this isolate), `cache;desc=edge` (the location's Cache API, as a new
 * isolate finds it) or `cache;desc=revalidated` (a 304). Each test runs on a
 * calendar day of its own, so its keys are new whatever ran before.
 */
describe('the page cache, rendered once per location', () => {
  afterEach(() => vi.useRealTimers());
  const onDay = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${iso}T12:00:00-06:00`));
  };
  const timing = (response: Response) => response.headers.get('server-timing') ?? '';

  it('streams a miss to the visitor (no Content-Length, rendered), then answers it from memory with the same bytes', async () => {
    onDay('2031-01-02');
    const miss = await requestWith({}, '/concrete-patios');
    expect(timing(miss)).toMatch(/^render;dur=[\d.]+, cache;desc=miss;dur=[\d.]+$/);
    expect(miss.headers.get('content-length')).toBeNull();
    const html = await miss.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
    const hit = await requestWith({}, '/concrete-patios');
    expect(timing(hit)).toBe('cache;desc=memory');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(await hit.text()).toBe(html);
  });

  it('gives an alias its primary page’s entry, and ignores the query string', async () => {
    onDay('2031-01-03');
    const alias = await requestWith({}, '/services/concrete-sealing?utm_source=flyer');
    expect(timing(alias)).toMatch(/^render/);
    const primary = await requestWith({}, '/concrete-sealing');
    expect(timing(primary)).toBe('cache;desc=memory');
    expect(primary.headers.get('etag')).toBe(alias.headers.get('etag'));
    const city = await requestWith({}, '/locations/winnie-tx');
    expect(timing(city)).toMatch(/^render/);
    expect(timing(await requestWith({}, '/winnie-tx-concrete-contractors?q=1'))).toBe('cache;desc=memory');
  });

  it('serves a new isolate from the Cache API without rendering', async () => {
    onDay('2031-01-04');
    const first = await requestWith({}, '/stained-concrete');
    const html = await first.text();
    expect(timing(first)).toMatch(/^render/);
    const fromEdge = await requestWith({ PAGE_CACHE: 'edge' }, '/stained-concrete');
    expect(timing(fromEdge)).toMatch(/^cache;desc=edge;dur=[\d.]+$/);
    expect(fromEdge.status).toBe(200);
    expect(fromEdge.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await fromEdge.text()).toBe(html);
    const notFound = await requestWith({}, '/no-such-page-edge');
    expect(timing(notFound)).toMatch(/^render/);
    const notFoundFromEdge = await requestWith({ PAGE_CACHE: 'edge' }, '/another-missing-page');
    expect(notFoundFromEdge.status).toBe(404);
    expect(timing(notFoundFromEdge)).toMatch(/^cache;desc=edge;dur=[\d.]+$/);
  });

  it('answers a matching If-None-Match with 304 and renders nothing, even with the cache off', async () => {
    onDay('2031-01-05');
    const first = await requestWith({}, '/concrete-steps-stairs');
    const etag = first.headers.get('etag')!;
    const revalidated = await requestWith({ PAGE_CACHE: 'off' }, '/concrete-steps-stairs', {
      headers: { 'If-None-Match': `"other", ${etag}` },
    });
    expect(revalidated.status).toBe(304);
    expect(timing(revalidated)).toBe('cache;desc=revalidated');
    expect(await revalidated.text()).toBe('');
    const fresh = await requestWith({ PAGE_CACHE: 'off' }, '/concrete-steps-stairs');
    expect(timing(fresh)).toMatch(/^render/);
    expect(fresh.headers.get('etag')).toBe(etag);
  });

  it('keeps pages for the year, and Privacy and Terms for the day, in Beaumont', async () => {
    onDay('2031-12-30');
    expect(timing(await requestWith({}, '/about'))).toMatch(/^render/);
    expect(timing(await requestWith({}, '/privacy'))).toMatch(/^render/);
    onDay('2031-12-31');
    expect(timing(await requestWith({}, '/about'))).toBe('cache;desc=memory');
    expect(timing(await requestWith({}, '/privacy'))).toMatch(/^render/);
    onDay('2032-01-01');
    expect(timing(await requestWith({}, '/about'))).toMatch(/^render/);
  });

  it('keys by the build version: another version is another key and ETag', async () => {
    const now = new Date('2031-02-01T12:00:00-06:00');
    const a = pageCacheKey({ path: '/concrete-driveways' }, 'aaaa', now);
    const b = pageCacheKey({ path: '/concrete-driveways' }, 'bbbb', now);
    expect(a).toBe('/concrete-driveways?v=aaaa&d=2031');
    expect(b).not.toBe(a);
    expect(await etagOf(b)).not.toBe(await etagOf(a));
    expect(pageCacheKey({ path: '/privacy', dated: true }, 'aaaa', now)).toBe('/privacy?v=aaaa&d=2031-02-01%2F2031-02-01');
  });
});

describe('what the page cache never keeps', () => {
  /** A one-route app behind `pageCache` whose handler answers as told, counting its runs. */
  function appAnswering(answer: (c: Context<AppEnv>) => Response, keyOf: () => PageKey | undefined = () => ({ path: '/probe' })) {
    let runs = 0;
    const app = new Hono<AppEnv>().all('/probe', pageCache(keyOf), (c) => {
      runs++;
      return answer(c);
    });
    const send = async (method = 'GET') => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${ORIGIN}/probe`, { method }), { ...env, PAGE_CACHE: 'on' }, ctx);
      await waitOnExecutionContext(ctx);
      await response.arrayBuffer();
      return response;
    };
    return { send, runs: () => runs };
  }
  const day = `${Math.random()}`;

  it.each([
    ['a Set-Cookie answer', (c: Context<AppEnv>) => c.html(`<p>${day}</p>`, 200, { 'Set-Cookie': 'a=b' })],
    ['a no-store answer', (c: Context<AppEnv>) => c.html(`<p>${day}</p>`, 200, { 'Cache-Control': 'no-store' })],
    ['a 422', (c: Context<AppEnv>) => c.html(`<p>${day}</p>`, 422)],
    ['a 500', (c: Context<AppEnv>) => c.html(`<p>${day}</p>`, 500)],
    ['a 301', (c: Context<AppEnv>) => c.redirect('/', 301)],
  ])('%s: rendered every time', async (_name, answer) => {
    const probe = appAnswering(answer, () => ({ path: `/probe-${_name}-${day}` }));
    await probe.send();
    await probe.send();
    expect(probe.runs()).toBe(2);
  });

  it('a POST: rendered every time', async () => {
    const probe = appAnswering(
      (c) => c.html('<p>posted</p>'),
      () => ({ path: `/probe-post-${day}` }),
    );
    await probe.send('POST');
    await probe.send('POST');
    expect(probe.runs()).toBe(2);
  });

  it('a route whose key function declines (a page rendered from its query): rendered every time', async () => {
    const probe = appAnswering(
      (c) => c.html('<p>from the query</p>'),
      () => undefined,
    );
    await probe.send();
    await probe.send();
    expect(probe.runs()).toBe(2);
  });

  it('the checks above can fail: a cacheable 200 runs once', async () => {
    const probe = appAnswering(
      (c) => c.html('<p>same for everyone</p>'),
      () => ({ path: `/probe-ok-${day}` }),
    );
    await probe.send();
    await probe.send();
    expect(probe.runs()).toBe(1);
  });
});

describe('the calendar without Intl (src/lib/dates.ts)', () => {
  const chicago = (iso: string) => calendarDay('America/Chicago', new Date(iso));
  it.each([
    '2026-12-31T23:30:00-06:00',
    '2027-01-01T00:30:00-06:00',
    '2027-01-01T05:59:00Z',
    '2027-01-01T06:00:00Z',
    '2026-07-04T12:00:00Z',
  ])('yearIn(−6) agrees with Intl on %s', (iso) => {
    expect(yearIn(-6, new Date(iso))).toBe(chicago(iso).year);
  });

  it('dayLabel changes whenever the date in Beaumont changes, in daylight and in standard time', () => {
    // Every 15 minutes across both daylight-saving switches of 2026: a new Beaumont date always brings a new label.
    let changes = 0;
    for (const start of ['2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z']) {
      let previous = { day: '', label: '' };
      for (let t = Date.parse(start); t < Date.parse(start) + 4 * 86_400_000; t += 900_000) {
        const now = new Date(t);
        const current = { day: chicago(now.toISOString()).iso, label: dayLabel([-5, -6], now) };
        if (previous.day && current.day !== previous.day) {
          changes++;
          expect(current.label, now.toISOString()).not.toBe(previous.label);
        }
        previous = current;
      }
    }
    expect(changes).toBe(8);
  });
});
