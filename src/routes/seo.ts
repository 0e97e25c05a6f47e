import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env';
import { LANGUAGE_TAG, LOCALES, localizedPath } from '../i18n';
import { absoluteUrl } from '../seo/meta';
import { type SitemapEntry, sitemapEntries } from '../seo/sitemap';
import { pageProjects } from '../projects/public';

/**
 * The published projects as sitemap entries: the gallery (its lastmod the newest
 * change) and each project page, its lastmod the project's last change and its
 * photos as image entries (the largest JPEG variant; Google's image sitemap
 * extension). None when there is no published project or D1 cannot be read (logged).
 */
async function projectEntries(c: Context<AppEnv>): Promise<SitemapEntry[]> {
  const { projects } = await pageProjects(c, 'en', {});
  if (projects.length === 0) return [];
  const day = (iso: string) => iso.slice(0, 10);
  const newest =
    projects
      .map((project) => project.updatedAt)
      .sort()
      .at(-1) ?? '';
  return [
    { path: '/projects', lastmod: day(newest) },
    ...projects.map((project) => ({
      path: project.path,
      lastmod: day(project.updatedAt),
      images: project.photos.map((photo) => photo.src(photo.widths.at(-1) ?? photo.width, 'jpg')),
    })),
  ];
}

/**
 * Files for crawlers, served by the Worker so they always match the content:
 * `/robots.txt` (RFC 9309) allows every path and points to the sitemap;
 * `/sitemap.xml` (sitemaps.org protocol 0.9) lists the absolute canonical URL
 * of every indexable page in both editions, built from SITE_URL,
 * each with its `xhtml:link` alternates: en-US, es-US and x-default
 * (English), as Google's sitemap hreflang format asks. Published
 * projects add the gallery and their project pages, each with its photos as
 * `image:image` entries. Values are
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
    const projects = await projectEntries(c);
    const urls = LOCALES.flatMap((locale) =>
      [...sitemapEntries(), ...projects].map(
        ({ path, lastmod, images }) =>
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
    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>${(images ?? []).map(
      (image) => html`
    <image:image><image:loc>${url(image)}</image:loc></image:image>`,
    )}
  </url>
`,
      ),
    );
    const body = await html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${urls}</urlset>
`;
    return c.body(body.toString(), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
