import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { DocumentShell } from './components/document-shell';
import { Layout } from './components/layout';
import { LocaleProvider, localeValue } from './components/locale-context';
import { business } from './content/business';
import { loadEdition } from './content/edition';
import type { AppEnv } from './env';
import assets from './generated/assets.json';
import { yearIn } from './lib/dates';
import { renderToStream } from './lib/renderer';
import { LANGUAGE_TAG, type Locale, localeOfPath } from './i18n';
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
  const locale = documentLocale(meta);
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
        <Layout year={yearIn(business.utcOffsetsHours.standard)}>{children}</Layout>
      </DocumentShell>
    </LocaleProvider>
  );
}

/** The edition of a document: `meta.locale`, else the edition of `meta.path`. */
const documentLocale = (meta: PageMeta): Locale => meta.locale ?? localeOfPath(meta.path);

/** Options of `renderPage`. */
export interface RenderOptions {
  /** false: the page depends on the request (a query it renders from): answered `no-store`, so no cache keeps it. */
  cache?: boolean;
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
 * @param options `cache: false` (issue 12) renders afresh and streams the
 *   page without ETag and with `Cache-Control: no-store`, for a page whose
 *   content depends on the query string (the calculator's result, a prefilled
 *   contact form), so it never lands in the page cache under the bare route
 * @throws whatever the page throws while the shell renders, or the
 *   Spanish edition's load fails (`loadEdition`); the app's `onError` turns
 *   that into the 500 page
 */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactNode,
  meta: PageMeta,
  status: ContentfulStatusCode = 200,
  options: RenderOptions = {},
): Promise<Response> {
  // The layout lists the edition's services and towns: a Spanish page needs the Spanish edition in the isolate.
  await loadEdition(c.env, documentLocale(meta));
  const stream = await renderToStream(
    <Document meta={meta} siteUrl={c.env.SITE_URL}>
      {page}
    </Document>,
    {
      onError(error) {
        console.error('Render error:', error);
      },
    },
  );
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=utf-8',
    ...(options.cache === false && { 'Cache-Control': 'no-store' }),
  });
}
