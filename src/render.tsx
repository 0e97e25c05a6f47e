import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { DocumentShell } from './components/document-shell';
import { Layout } from './components/layout';
import { LocaleProvider, localeValue } from './components/locale-context';
import { business } from './content/business';
import type { AppEnv } from './env';
import assets from './generated/assets.json';
import { calendarDay } from './lib/dates';
import { LANGUAGE_TAG, localeOfPath } from './i18n';
import { HeadTags } from './seo/head';
import type { PageMeta } from './seo/meta';

/**
 * The whole HTML document of a page: head tags, the hydration module (from
 * the build manifest) and the page inside the shared layout. The module
 * script is `type="module"`, so it never blocks parsing; there is no inline
 * executable script. The page's edition (`meta.locale`, else the edition of
 * `meta.path`) sets `<html lang>` and reaches every server component through
 * `LocaleProvider` (issue 15).
 */
export function Document({ meta, siteUrl, children }: { meta: PageMeta; siteUrl: string; children: ReactNode }) {
  const locale = meta.locale ?? localeOfPath(meta.path);
  return (
    <LocaleProvider value={localeValue(locale, meta.switchFrom ?? meta.path)}>
      <DocumentShell
        lang={LANGUAGE_TAG[locale]}
        head={
          <>
            <HeadTags meta={meta} siteUrl={siteUrl} />
            <script type="module" src={assets.script} />
          </>
        }
      >
        <Layout year={calendarDay(business.timeZone).year}>{children}</Layout>
      </DocumentShell>
    </LocaleProvider>
  );
}

/**
 * Answers a page as HTML streamed by React 19's `renderToReadableStream`
 * inside the document (`Document`): the first bytes leave as soon as the
 * shell is rendered. Page routes run behind the page cache
 * (`pageCache` of src/page-cache.ts), which adds the ETag and
 * Cache-Control and tees this stream into the cache; anything else (a form
 * sent back with the visitor's values, a refused post) is streamed as it is.
 *
 * @param c the Hono context (its `SITE_URL` gives absolute URLs)
 * @param page the page component's element
 * @param meta head tags of the page
 * @param status HTTP status, 200 unless given (404 for the not-found page,
 *   422 for a form sent back with errors, 4xx for a refused form post)
 * @throws whatever the page throws while the shell renders; the app's
 *   `onError` turns that into the 500 page
 */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactNode,
  meta: PageMeta,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
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
