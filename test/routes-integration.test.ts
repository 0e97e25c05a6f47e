import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { cities, services } from '../src/content/index';
import { ALIASES, CITY_SLUGS, loadPage, PRIMARY_PATHS, request, SERVICE_SLUGS, SITE_URL, texts } from './helpers';

describe('route table', () => {
  it('the site has the 15 services and 15 service areas in their order, and 43 English pages in its sitemap (the cost calculator and /book included)', async () => {
    expect(services.map((service) => service.slug)).toEqual(SERVICE_SLUGS);
    expect(cities.map((city) => city.slug)).toEqual(CITY_SLUGS);
    expect([services.length, cities.length]).toEqual([15, 15]);
    const sitemap = parse(await (await request('/sitemap.xml')).text(), { lowerCaseTagName: false });
    const paths = sitemap.querySelectorAll('loc').map((loc) => new URL(loc.textContent).pathname);
    expect(paths.filter((path) => path !== '/es' && !path.startsWith('/es/'))).toHaveLength(43);
  });

  it.each(PRIMARY_PATHS)('GET %s answers 200 with an HTML page', async (path) => {
    const { response, document } = await loadPage(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it.each(ALIASES)('alias %s serves the page of %s with the same canonical URL', async (alias, primary) => {
    const [a, p] = await Promise.all([loadPage(alias), loadPage(primary)]);
    expect(a.response.status).toBe(200);
    expect(a.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${primary}`);
    expect(texts(a.document, 'h1')).toEqual(texts(p.document, 'h1'));
  });

  it.each([
    '/nope',
    '/services/nope',
    '/locations/nederland',
    '/nederland-tx',
    '/blog/nope',
    '/concrete-driveways/extra',
    '/locations/beaumont-tx',
  ])('unknown path %s answers 404 with the not-found page', async (path) => {
    const { response, document, html } = await loadPage(path);
    expect(response.status).toBe(404);
    expect(texts(document, 'h1')).toEqual(['404']);
    expect(html).toContain('Oops! Page not found');
    const home = document.querySelectorAll('main a').find((a) => a.textContent.trim() === 'Return to Home');
    expect(home?.getAttribute('href')).toBe('/');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('never writes the missing path into the 404 HTML', async () => {
    const { html } = await loadPage('/some-missing-page-xyz');
    expect(html).not.toContain('some-missing-page-xyz');
  });

  it.each(['/about/', '/concrete-driveways/', '/locations/nederland-tx/', '/blog/'])(
    '%s redirects 301 to the path without the slash',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location') ?? '').pathname).toBe(path.slice(0, -1));
    },
  );

  it('keeps the query string on the trailing-slash redirect and stays on the same origin', async () => {
    const response = await request('/about/?ref=ad');
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('http://localhost:8787');
    expect(location.pathname + location.search).toBe('/about?ref=ad');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await request('/concrete-driveways', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
    expect((await request('/nope', { method: 'HEAD' })).status).toBe(404);
  });

  it('streams the document from the first byte: doctype, then <html lang>', async () => {
    const response = await request('/');
    const text = await response.text();
    expect(text.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
  });
});
