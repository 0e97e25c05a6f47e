import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { ErrorDocument } from './pages/error-page';
import { UI } from './content/index';
import { localeOfPath, localizedPath } from './i18n';
import { NotFoundPage } from './pages/not-found';
import { cachedPage, type PageKey } from './page-cache';
import { renderPage } from './render';
import { renderToStream } from './lib/renderer';

/**
 * The 404 answer for any path outside the route table: the not-found page
 * with status 404, marked noindex, in the edition of the path ("/es" and
 * below get the Spanish page).
 * It never shows the path, so every unknown path of an edition shares its
 * one entry in the page cache ("/404", "/es/404"). Its language switcher
 * leads to the other edition's home page.
 */
export const renderNotFound: NotFoundHandler<AppEnv> = (c) => {
  const locale = localeOfPath(c.req.path);
  const { notFound } = UI[locale];
  const key: PageKey = { path: localizedPath(locale, '/404'), status: 404 };
  return cachedPage(c, key, () =>
    renderPage(
      c,
      <NotFoundPage />,
      {
        title: notFound.title,
        description: notFound.description,
        keywords: notFound.keywords,
        path: key.path,
        switchFrom: localizedPath(locale, '/'),
        noindex: true,
      },
      404,
    ),
  );
};

/**
 * The 500 answer when a page fails: the error is always logged; the page, in
 * the edition of the path, is titled 'Unexpected Application Error!' (in
 * Spanish 'Algo salió mal') and shows the error's message only when ENVIRONMENT is
 * "development" (`npm start`), never in production. If even that page fails,
 * a plain-text 500. An `HTTPException` with a 4xx status (thrown by Hono's
 * middleware, e.g. a malformed request) is the visitor's error, not ours: it
 * answers with that status and Hono's short plain-text message, unlogged.
 */
export const renderError: ErrorHandler<AppEnv> = async (error, c: Context<AppEnv>) => {
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) return error.getResponse();
  console.error('Unhandled error:', error);
  const message = c.env.ENVIRONMENT === 'development' ? (error.stack ?? error.message) : undefined;
  try {
    const stream = await renderToStream(<ErrorDocument message={message} locale={localeOfPath(c.req.path)} />);
    return c.body(stream, 500, { 'Content-Type': 'text/html; charset=utf-8' });
  } catch (fallbackError) {
    console.error('Error page failed:', fallbackError);
    return c.text('Unexpected Application Error!', 500);
  }
};

/**
 * The 405 answer for a known path asked with a method it does not take
 * (`methodNotAllowed` of hono/method-not-allowed, in src/index.ts and in the
 * admin area): plain text naming the methods, in the edition of the path
 * (issue 49: no English under /es), with an `Allow` header (RFC 9110 §15.5.6).
 * @param methods the methods the path takes
 */
export const renderMethodNotAllowed = (c: Context<AppEnv>, methods: string[]) =>
  c.text(UI[localeOfPath(c.req.path)].methodNotAllowed(methods.join(', ')), 405, { Allow: methods.join(', ') });
