import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALIASES, ORIGIN, PRIMARY_PATHS, request } from './helpers';

/**
 * HTML caching (issue "Performance", item 4): every page carries a strong
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
    const post = () =>
      request('/quote', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': 'caching-test' },
        body: new URLSearchParams({ firstName: 'Cachetest Visitor', phone: '12' }),
      });
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
