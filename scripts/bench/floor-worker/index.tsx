import { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server';

/**
 * The floor Worker: a Hono app whose one route streams a trivial React 19
 * document with `renderToReadableStream`. Its startup and first-request times
 * are what the site's own Worker is measured against (`npm run bench`).
 */
const app = new Hono();

app.get('/', async (c) => {
  const stream = await renderToReadableStream(
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
    </html>,
  );
  return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8' });
});

export default app;
