import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from './env';
import { ErrorDocument } from './pages/error-page';
import { business } from './content/business';
import { NotFoundPage } from './pages/not-found';
import { cachedPage, type PageKey } from './page-cache';
import { renderPage } from './render';

/** The page cache key every unknown path shares. */
const NOT_FOUND: PageKey = { path: '/404', status: 404 };

/**
 * The 404 answer for any path outside the route table (spec section 8,
 * "Unmatched path"): the not-found page with status 404, marked noindex.
 * It never shows the path, so every unknown path shares its one entry in the
 * page cache.
 */
export const renderNotFound: NotFoundHandler<AppEnv> = (c) =>
  cachedPage(c, NOT_FOUND, () =>
    renderPage(
      c,
      <NotFoundPage />,
      {
        title: `Page Not Found | ${business.name}`,
        description:
          'The page you are looking for does not exist. Find concrete services, service areas and free estimates from the home page.',
        keywords: ['page not found'],
        path: '/404',
        noindex: true,
      },
      404,
    ),
  );

/**
 * The 500 answer when a page fails (spec section 8, "Router failure";
 * GUIDE.md): the error is always logged; the page is titled 'Unexpected
 * Application Error!' and shows the error's message only when ENVIRONMENT is
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
    const stream = await renderToReadableStream(<ErrorDocument message={message} />);
    return c.body(stream, 500, { 'Content-Type': 'text/html; charset=utf-8' });
  } catch (fallbackError) {
    console.error('Error page failed:', fallbackError);
    return c.text('Unexpected Application Error!', 500);
  }
};
