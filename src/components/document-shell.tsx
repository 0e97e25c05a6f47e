import type { ReactNode } from 'react';
import assets from '../generated/assets.json';

/**
 * What every document's `<head>` holds: charset, viewport, theme colour,
 * then the document's own head tags (`children`), the favicon and the hashed
 * stylesheet from the build manifest. Rendered inside `<head>` by
 * `DocumentShell`, or alone as the head part of a page streamed by
 * `renderDocument` (src/lib/renderer.ts).
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0f172a" />
      {children}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.stylesheet} />
    </>
  );
}

/**
 * A whole `<html>` document in one React tree: `DocumentHead` with `head`,
 * then `children` in `<body>`. The standalone error document
 * (src/pages/error-page.tsx) renders in it; pages stream their head and body
 * as two parts (`renderDocument`), whose bytes equal this shell's.
 */
export function DocumentShell({ lang = 'en-US', head, children }: { lang?: string; head: ReactNode; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <DocumentHead>{head}</DocumentHead>
      </head>
      <body>{children}</body>
    </html>
  );
}
