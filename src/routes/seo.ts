import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env';
import { LANGUAGE_TAG, LOCALES, localizedPath } from '../i18n';
import { absoluteUrl } from '../seo/meta';
import { sitemapEntries } from '../seo/sitemap';

/**
 * Files for crawlers, served by the Worker so they always match the content:
 * `/robots.txt` (RFC 9309) allows every path and points to the sitemap;
 * `/sitemap.xml` (sitemaps.org protocol 0.9) lists the absolute canonical URL
 * of every indexable page in both editions (issue 15), built from SITE_URL,
 * each with its `xhtml:link` alternates: en-US, es-US and x-default
 * (English), as Google's sitemap hreflang format asks. Values are
 * XML-escaped by Hono's `html` template.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(c.env.SITE_URL, '/sitemap.xml')}\n`, 200, {
      'Cache-Control': 'public, max-age=3600',
    }),
  )
  .get('/sitemap.xml', async (c) => {
    const url = (path: string) => absoluteUrl(c.env.SITE_URL, path);
    const urls = LOCALES.flatMap((locale) =>
      sitemapEntries().map(
        ({ path, lastmod }) =>
          html`  <url>
    <loc>${url(localizedPath(locale, path))}</loc>${
      lastmod
        ? html`
    <lastmod>${lastmod}</lastmod>`
        : ''
    }${LOCALES.map(
      (l) => html`
    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[l]}" href="${url(localizedPath(l, path))}"/>`,
    )}
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>
  </url>
`,
      ),
    );
    const body = await html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}</urlset>
`;
    return c.body(body.toString(), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
