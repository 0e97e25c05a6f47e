import type { ReactNode } from 'react';

type Server = typeof import('react-dom/server');
/** The options of React's `renderToReadableStream`. */
type RenderOptions = Parameters<Server['renderToReadableStream']>[1];

let server: Promise<Server> | undefined;

/**
 * Renders `tree` with React 19's `renderToReadableStream` (the Worker's
 * `react-dom/server`, src/lib/react-dom-server-stream.cjs), which is loaded on
 * an isolate's first render, not at its start (issue 11): a page the cache
 * holds, most requests of a new isolate, never evaluates React's server
 * renderer. Concurrent first renders share one load.
 *
 * @param tree the document to render
 * @param options React's render options (the site passes `onError`, which logs errors of the shell and below)
 * @returns the HTML stream, resolved once the shell is rendered
 * @throws whatever the shell throws while it renders
 */
export async function renderToStream(tree: ReactNode, options?: RenderOptions): Promise<ReadableStream> {
  server ??= import('react-dom/server');
  const { renderToReadableStream } = await server;
  return renderToReadableStream(tree, options);
}
