/**
 * Page discovery shared by `npm run load` and `npm run bench`: reads a
 * running site over HTTP, never the sources.
 * `findPages(origin)` resolves to { source, paths }: the paths of
 * `/sitemap.xml` when the site serves one, otherwise a breadth-first crawl
 * of same-origin links from `/`. `jsonLdTypes(html)` lists the schema.org
 * `@type` values of a page's JSON-LD blocks (a service page has "Service").
 */
import { parse } from 'node-html-parser';

/** The pages of the site: the sitemap's paths if it serves one, else a breadth-first crawl of same-origin links from `/`. */
export async function findPages(origin) {
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  if (sitemap.ok && /xml/.test(sitemap.headers.get('content-type') ?? '')) {
    const paths = parse(await sitemap.text())
      .querySelectorAll('loc')
      .map((loc) => new URL(loc.textContent.trim()).pathname);
    if (paths.length) return { source: '/sitemap.xml', paths };
  }
  const seen = new Set(['/']);
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift();
    const response = await fetch(origin + path, { redirect: 'manual' });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    for (const link of parse(await response.text()).querySelectorAll('a[href]')) {
      const url = new URL(link.getAttribute('href'), origin + path);
      if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname) || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      queue.push(url.pathname);
    }
  }
  return { source: 'a crawl from /', paths: [...seen] };
}

/** schema.org @type values of a page's JSON-LD blocks. */
export function jsonLdTypes(html) {
  return parse(html)
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script) => [JSON.parse(script.textContent)].flat().flatMap((item) => [item['@type']].flat()));
}
