import type { ReactNode } from 'react';
import assets from '../generated/assets.json';

/**
 * The `<html>` element every document of the site shares: charset, viewport,
 * theme colour, favicon and the hashed stylesheet from the build manifest,
 * then the document's own head tags and body. The page document and the
 * standalone error document (src/pages/error-page.tsx) both render in it.
 */
export function DocumentShell({ lang = 'en-US', head, children }: { lang?: string; head: ReactNode; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {head}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.stylesheet} />
      </head>
      <body>{children}</body>
    </html>
  );
}
