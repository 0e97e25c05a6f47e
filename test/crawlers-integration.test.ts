import { HTMLElement, parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { ALIASES, PRIMARY_PATHS, POST_PATHS, SITE_URL, SPANISH_PATHS, loadPage, request, spanishPath } from './helpers';

/** The <loc>, <lastmod> and alternates (`[hreflang, href]` of each <xhtml:link>) of every <url> in the sitemap. */
async function sitemapUrls() {
  const response = await request('/sitemap.xml');
  const xml = await response.text();
  const document = parse(xml, { lowerCaseTagName: false });
  const urls = document.querySelectorAll('url').map((url) => ({
    loc: url.querySelector('loc')?.textContent ?? '',
    lastmod: url.querySelector('lastmod')?.textContent,
    alternates: url.childNodes
      .filter((node): node is HTMLElement => node instanceof HTMLElement && node.rawTagName === 'xhtml:link')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  }));
  return { response, xml, urls };
}

describe('/robots.txt (RFC 9309)', () => {
  it('allows crawling and points to the absolute sitemap URL', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });
});

describe('/sitemap.xml (sitemaps.org 0.9)', () => {
  it('is XML in the sitemap namespace', async () => {
    const { response, xml } = await sitemapUrls();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      ),
    ).toBe(true);
  });

  it('lists the absolute canonical URL of every primary path of the route table in both editions, once, and nothing else', async () => {
    const { urls } = await sitemapUrls();
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // The route table's pages, and the booking page of each edition (issue 29: rendered on request, never cached).
    const expected = [...PRIMARY_PATHS, ...SPANISH_PATHS, '/book', '/es/book'];
    expect([...locs].sort()).toEqual(expected.map((path) => new URL(path, SITE_URL).href).sort());
    expect(locs).toHaveLength(expected.length);
  });

  it('has no alias and no 404 path, and every URL is the canonical URL of a page that answers 200', async () => {
    const { urls } = await sitemapUrls();
    const aliasUrls = new Set(ALIASES.map(([alias]) => new URL(alias, SITE_URL).href));
    for (const { loc } of urls) {
      expect(aliasUrls.has(loc), loc).toBe(false);
      const path = new URL(loc).pathname;
      const { response, document } = await loadPage(path);
      expect(response.status, path).toBe(200);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toBe(loc);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '', path).not.toContain('noindex');
    }
  });

  it('gives each page, in either edition, its English and Spanish URLs as alternates and the English URL as x-default', async () => {
    const { urls } = await sitemapUrls();
    expect(urls.find((u) => u.loc === `${SITE_URL}/es/concrete-patios`)?.alternates).toEqual([
      ['en-US', `${SITE_URL}/concrete-patios`],
      ['es-US', `${SITE_URL}/es/concrete-patios`],
      ['x-default', `${SITE_URL}/concrete-patios`],
    ]);
    for (const path of PRIMARY_PATHS) {
      const en = new URL(path, SITE_URL).href;
      const es = new URL(spanishPath(path), SITE_URL).href;
      const alternates = [
        ['en-US', en],
        ['es-US', es],
        ['x-default', en],
      ];
      expect(urls.find((u) => u.loc === en)?.alternates, path).toEqual(alternates);
      expect(urls.find((u) => u.loc === es)?.alternates, spanishPath(path)).toEqual(alternates);
    }
  });

  it('gives lastmod only for the blog, as the date each post was published', async () => {
    const { urls } = await sitemapUrls();
    const dated = urls.filter((u) => u.lastmod !== undefined);
    const blogPaths = ['/blog', ...POST_PATHS];
    expect(dated.map((u) => new URL(u.loc).pathname).sort()).toEqual([...blogPaths, ...blogPaths.map(spanishPath)].sort());
    for (const path of [...POST_PATHS, ...POST_PATHS.map(spanishPath)]) {
      const { document } = await loadPage(path);
      const published = document.querySelector('article time')?.getAttribute('datetime');
      expect(urls.find((u) => u.loc === new URL(path, SITE_URL).href)?.lastmod).toBe(published);
    }
  });
});
