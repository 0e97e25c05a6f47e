import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The floor Worker: a Hono app whose one route streams a trivial React 19
 * document with `renderToReadableStream`. Its startup and first-request times
 * are what the site's own Worker is measured against (`npm run bench`).
 *
 * `/cached` answers the same page from the location's Cache API as the
 * site's page cache does (a named cache, the copy read whole), rendering and
 * storing it when the cache has none: the least a Worker does to answer a
 * cached page, which the bench times on a new isolate beside the site's.
 */
const app = new Hono();

const HTML = 'text/html; charset=utf-8';

/** The trivial document. */
const page = () => (
  <html lang="en-US">
    <head>
      <meta charSet="utf-8" />
      <title>Floor</title>
    </head>
    <body>
      <main>
        <h1>Floor Worker</h1>
        <p>The least a Hono and React server-rendering Worker can do.</p>
      </main>
    </body>
  </html>
);

app.get('/', async (c) => c.body(await renderToReadableStream(page()), 200, { 'Content-Type': HTML }));

app.get('/cached', async (c) => {
  const cache = await caches.open('pages');
  const key = 'https://floor.example/cached';
  const hit = await cache.match(key);
  if (hit) return new Response(await hit.arrayBuffer(), { headers: { 'Content-Type': HTML, 'Server-Timing': 'cache;desc=edge' } });
  const body = await new Response(await renderToReadableStream(page())).arrayBuffer();
  const stored = new Response(body, {
    headers: { 'Content-Type': HTML, 'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=600' },
  });
  c.executionCtx.waitUntil(cache.put(key, stored));
  return new Response(body, { headers: { 'Content-Type': HTML } });
});

export default app;
