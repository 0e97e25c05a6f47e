import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Layout } from './components/layout';
import { business } from './content/business';
import type { AppEnv } from './env';
import assets from './generated/assets.json';
import { HeadTags } from './seo/head';
import type { PageMeta } from './seo/meta';

/** The current calendar year in the business time zone (America/Chicago), for the copyright line. */
export function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: business.timeZone, year: 'numeric' }).format(now));
}

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
 * Streams a page as an HTML response with React 19's `renderToReadableStream`.
 * @param c the Hono context (its `SITE_URL` gives absolute URLs)
 * @param page the page component's element
 * @param meta head tags of the page
 * @param status HTTP status, 200 unless given (404 for the not-found page,
 *   422 for a form sent back with errors, 4xx for a refused form post)
 * @throws whatever the page throws while the shell renders; the app's
 *   `onError` turns that into the 500 page
 */
export async function renderPage(c: Context<AppEnv>, page: ReactNode, meta: PageMeta, status: ContentfulStatusCode = 200): Promise<Response> {
  const stream = await renderToReadableStream(
    <Document meta={meta} siteUrl={c.env.SITE_URL}>
      {page}
    </Document>,
    {
      onError(error) {
        console.error('Render error:', error);
      },
    },
  );
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8' });
}
