import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { Layout } from './components/layout';
import type { AppEnv } from './env';
import assets from './generated/assets.json';
import { HeadTags } from './seo/head';
import type { PageMeta } from './seo/meta';
import { currentYear, today } from './lib/dates';
import { cachedPage, savePage } from './page-cache';

/**
 * The whole HTML document of a page: head tags, the hashed stylesheet and
 * hydration module (from the build manifest), and the page inside the shared
 * layout. The module script is `type="module"`, so it never blocks parsing;
 * there is no inline executable script.
 */
export function Document({ meta, siteUrl, children }: { meta: PageMeta; siteUrl: string; children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <HeadTags meta={meta} siteUrl={siteUrl} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
        <script type="module" src={assets.script} />
      </head>
      <body>
        <Layout year={currentYear()}>{children}</Layout>
      </body>
    </html>
  );
}

/**
 * `Cache-Control` of a page: browsers revalidate on each visit (a 304 when
 * the ETag still matches); a shared cache such as the edge may keep it for
 * 10 minutes (RFC 9111 §5.2.2.10 s-maxage). Pages change only with a deploy
 * or the date.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600';

/**
 * Answers a page as HTML rendered by React 19 inside the document (`Document`).
 *
 * A GET or HEAD answered 200 or 404 (the page of a route, the not-found
 * page) is the same for every visitor: it is rendered once, whole, with
 * React's `renderToString` (the same renderer as the stream, without a
 * TextEncoder call per chunk: the bytes are needed whole for the ETag
 * anyway, and the pages have no Suspense boundary to stream), and served
 * from the in-isolate page cache (src/page-cache.ts) with a strong
 * `ETag` and `Cache-Control: PAGE_CACHE_CONTROL`; the app's `etag()`
 * middleware answers a matching `If-None-Match` with 304. The cache key is
 * the route (the 404 page has one key for every unknown path, since it never
 * shows the path), and entries are tagged with today's date in the business
 * time zone. With the variable `PAGE_CACHE` set to "off", such pages are
 * rendered afresh each time (and still carry the ETag).
 *
 * Anything else (a form sent back with the visitor's values, a refused post)
 * is streamed as it renders, with no ETag and no caching.
 *
 * @param c the Hono context (its `SITE_URL` gives absolute URLs)
 * @param page the page component's element
 * @param meta head tags of the page
 * @param status HTTP status, 200 unless given (404 for the not-found page,
 *   422 for a form sent back with errors, 4xx for a refused form post)
 * @param options `cache: false` (issue 12) renders afresh and streams the
 *   page without ETag and with `Cache-Control: no-store`, for a page whose
 *   content depends on the query string (the calculator's result, a prefilled
 *   contact form), so it never lands in the page cache under the bare route
 * @throws whatever the page throws while the shell renders; the app's
 *   `onError` turns that into the 500 page
 */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactNode,
  meta: PageMeta,
  status: ContentfulStatusCode = 200,
  options: { cache?: boolean } = {},
): Promise<Response> {
  const tree = (
    <Document meta={meta} siteUrl={c.env.SITE_URL}>
      {page}
    </Document>
  );
  if (options.cache === false) return c.body(await renderStream(tree), status, { 'Content-Type': HTML, 'Cache-Control': 'no-store' });
  const shared = (c.req.method === 'GET' || c.req.method === 'HEAD') && (status === 200 || status === 404);
  // Route patterns of this app hold no parameters, so the pattern is the path itself; a pattern with one is not cached.
  const key = status === 404 ? 'not-found' : c.req.routePath;
  if (!shared || /[:*]/.test(key)) return c.body(await renderStream(tree), status, { 'Content-Type': HTML });

  const date = today().iso;
  let cached = cachedPage(key, date);
  if (!cached) {
    const html = DOCTYPE + renderToString(tree);
    cached = await savePage(key, date, encoder.encode(html), c.env.PAGE_CACHE !== 'off');
  }
  return c.body(cached.body, status, { 'Content-Type': HTML, ETag: cached.etag, 'Cache-Control': PAGE_CACHE_CONTROL });
}

const HTML = 'text/html; charset=utf-8';
/** What `renderToReadableStream` writes before a document rooted at <html>, and `renderToString` does not (HTML § 13.1.1). */
const DOCTYPE = '<!DOCTYPE html>';
const encoder = new TextEncoder();

/** A document element as React's HTML stream (errors while streaming are logged). */
function renderStream(tree: ReactNode) {
  return renderToReadableStream(tree, {
    onError(error) {
      console.error('Render error:', error);
    },
  });
}
