import type { ReactNode } from 'react';

type Server = typeof import('react-dom/server');
/** The options of React's `renderToReadableStream`. */
type RenderOptions = Parameters<Server['renderToReadableStream']>[1];

let server: Promise<Server> | undefined;

/**
 * Renders `tree` with React 19's `renderToReadableStream` (the Worker's
 * `react-dom/server`, src/lib/react-dom-server-stream.cjs), which is loaded on
 * an isolate's first render, not at its start: a page the cache
 * holds, most requests of a new isolate, never evaluates React's server
 * renderer. Concurrent first renders share one load.
 *
 * @param tree the document to render
 * @param options React's render options (the site passes `onError`, which logs errors of the shell and below)
 * @returns the HTML stream, resolved once the shell is rendered
 * @throws whatever the shell throws while it renders
 */
export async function renderToStream(tree: ReactNode, options?: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  server ??= import('react-dom/server');
  const { renderToReadableStream } = await server;
  return renderToReadableStream(tree, options);
}

/** A document in two parts: the `<html lang>` value, what goes in `<head>`, what goes in `<body>`. */
export interface DocumentParts {
  /** BCP 47 language tag of `<html lang>`, e.g. "en-US" (a fixed value of the site, never a visitor's input). */
  lang: string;
  head: ReactNode;
  body: ReactNode;
}

const encoder = new TextEncoder();

/** Resolves after the event loop's next turn, so I/O already queued (the answer's first bytes) goes out first. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Streams an HTML document whose head leaves before its body is rendered
 * (early flush): the `<head>` part is rendered first, and the answer starts
 * with it, so a browser fetches the stylesheet and the hydration module
 * while the Worker renders the body. The body is rendered when the reader
 * asks for more, after the head has been handed over.
 *
 * The bytes are those of React rendering `<html lang><head>{head}</head>
 * <body>{body}</body></html>` as one tree (test/document-stream-integration.test.tsx):
 * React writes a document's head tags in tree order, and the site has no
 * Suspense boundary, so each part is written as one shell.
 *
 * Measured under `wrangler dev`: a never-rendered page's first
 * byte comes about 10 ms sooner, its last byte no later. The CPU of a render
 * is unchanged, but under many concurrent fresh renders in one isolate (the
 * warm bench's 10 connections, page cache off) about 10-20% fewer complete
 * a second; a page renders once per location, so that case is rare.
 *
 * @returns the HTML stream, resolved once the head is rendered
 * @throws whatever the head throws while it renders. An error while the body
 *   renders (after the status has been sent) errors the stream: the answer
 *   ends incomplete instead of passing for a whole page, and no cache keeps it.
 */
export async function renderDocument({ lang, head, body }: DocumentParts, options?: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const headHtml = await new Response(await renderToStream(head, options)).text();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`<!DOCTYPE html><html lang="${lang}"><head>${headHtml}</head><body>`));
      },
      async pull(controller) {
        if (!reader) {
          await nextTurn();
          reader = (await renderToStream(body, options)).getReader();
        }
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        controller.enqueue(encoder.encode('</body></html>'));
        controller.close();
      },
      cancel(reason) {
        return reader?.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
