import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { DocumentHead } from './components/document-shell';
import { Layout } from './components/layout';
import { LocaleProvider, localeValue } from './components/locale-context';
import { business } from './content/business';
import type { AppEnv } from './env';
import inlineScript from './generated/inline-script.json';
import { yearIn } from './lib/dates';
import { type DocumentParts, renderDocument } from './lib/renderer';
import { LANGUAGE_TAG, type Locale, localeOfPath } from './i18n';
import { HeadTags } from './components/head';
import { contentVersion, hasPublishedProjects } from './lib/content-version';
import type { PageMeta } from './seo/meta';

/**
 * The HTML document of a page in its two parts (`renderDocument`): the head
 * (head tags and the hydration entry, inside `DocumentHead`) and the body (the
 * page inside the shared layout). The entry is inline (`type="module"`, so it
 * runs after parsing and never blocks it): a file would cost a slow phone a
 * request on a connection of its own before the first paint, which Lighthouse's
 * simulation counts in the LCP (issue 48). The build writes it with its hash
 * (src/generated/inline-script.json), which the CSP allows (src/security.ts).
 * The page's edition (`meta.locale`, else the edition of
 * `meta.path`) sets `<html lang>` and reaches every server component through
 * `LocaleProvider`. The layout shows `meta.breadcrumbs`, the trail
 * the head writes as JSON-LD, above the page, and the phone action bar unless `meta.actionBar` is false.
 *
 * @param projects whether a project is published: the header, the phone menu and the footer then link the gallery
 * @returns `{ lang, head, body }`: the `<html lang>` tag and the two trees
 */
export function documentParts({
  meta,
  siteUrl,
  children,
  projects = false,
}: {
  meta: PageMeta;
  siteUrl: string;
  children: ReactNode;
  projects?: boolean;
}): DocumentParts {
  const locale = documentLocale(meta);
  const context = localeValue(locale, meta.switchFrom ?? meta.path, projects);
  return {
    lang: LANGUAGE_TAG[locale],
    head: (
      <LocaleProvider value={context}>
        <DocumentHead>
          <HeadTags meta={meta} siteUrl={siteUrl} />
          {/* The build's own code, checked there for "</script" and "<!--", allowed by its hash in the CSP. */}
          <script type="module" dangerouslySetInnerHTML={{ __html: inlineScript.code }} />
        </DocumentHead>
      </LocaleProvider>
    ),
    body: (
      <LocaleProvider value={context}>
        <Layout year={yearIn(business.utcOffsetsHours.standard)} breadcrumbs={meta.breadcrumbs} actionBar={meta.actionBar !== false}>
          {children}
        </Layout>
      </LocaleProvider>
    ),
  };
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
 * (`renderDocument` of src/lib/renderer.ts): the answer starts with the whole
 * `<head>`, so the browser fetches the stylesheet and the hydration module
 * while the Worker renders the body. Page routes run behind the page cache
 * (`pageCache` of src/page-cache.ts), which adds the ETag and
 * Cache-Control and tees this stream into the cache; anything else (a form
 * sent back with the visitor's values, a refused post) is streamed as it is.
 *
 * @param c the Hono context (its `SITE_URL` gives absolute URLs)
 * @param page the page component's element
 * @param meta head tags of the page
 * @param status HTTP status, 200 unless given (404 for the not-found page,
 *   422 for a form sent back with errors, 4xx for a refused form post)
 * @param options `cache: false` renders afresh and streams the
 *   page without ETag and with `Cache-Control: no-store`, for a page whose
 *   content depends on the query string (the calculator's result, a prefilled
 *   contact form), so it never lands in the page cache under the bare route
 * @throws whatever the head throws while it renders; the app's `onError`
 *   turns that into the 500 page. A page's data is built by its route before this is
 *   called, so a failure there is a 500 too; a failure inside the body's
 *   render comes after the status has left and ends the answer incomplete
 *   (every page of both editions renders in the tests)
 */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactNode,
  meta: PageMeta,
  status: ContentfulStatusCode = 200,
  options: RenderOptions = {},
): Promise<Response> {
  // Whether to link the gallery: from the content version, which the page cache has just read (kept in the isolate).
  const projects = hasPublishedProjects(await contentVersion(c.env.SITE_STATE));
  const stream = await renderDocument(documentParts({ meta, siteUrl: c.env.SITE_URL, children: page, projects }), {
    onError(error) {
      console.error('Render error:', error);
    },
  });
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=utf-8',
    ...(options.cache === false && { 'Cache-Control': 'no-store' }),
  });
}
