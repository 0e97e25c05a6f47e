import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
// React's edge build as published, and the Worker's production renderer derived from it by `npm run build`.
// @ts-expect-error CommonJS module without types
import * as published from '../node_modules/react-dom/cjs/react-dom-server.edge.production.js';
// @ts-expect-error CommonJS module without types (written by `npm run build`)
import * as derived from '../src/generated/react-dom-server.edge.production.cjs';

/**
 * The Worker's production renderer (scripts/react-server-edge.mjs)
 * is React's edge build with string chunks encoded straight into React's
 * 4,096-byte output views. Run here in workerd, where it ships: text of one-
 * to four-byte UTF-8 characters in runs of many lengths, which views end inside of, must
 * come out as the bytes React's published edge build gives, never a character
 * split or lost at a view's end. Every page of the site is compared the same
 * way in test/e2e/renderer.e2e.test.ts.
 */
type Renderer = { renderToReadableStream: (tree: ReactNode) => Promise<ReadableStream<Uint8Array>> };

/** The bytes a renderer gives for a tree, and the chunks they came in. */
async function render(renderer: Renderer, tree: ReactNode): Promise<{ bytes: Uint8Array; chunks: number }> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await renderer.renderToReadableStream(tree)) chunks.push(chunk);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, chunks: chunks.length };
}

describe('the production renderer', () => {
  it('splits no character across its 4,096-byte views and loses none, whatever the mix of one- to four-byte characters', async () => {
    // Text of 1-, 2-, 3- and 4-byte UTF-8 characters in runs of many lengths, so views end inside each kind;
    // the last text is longer than a view's third, which React hands over whole.
    const texts = Array.from({ length: 64 }, (_, i) => `${'a'.repeat(i)}ñ€😀${'concreto ñandú '.repeat(i % 7)}`);
    const tree = createElement(
      'main',
      null,
      texts.map((text, i) => createElement('p', { key: i, title: text }, text, '🧱'.repeat(i % 5))),
      createElement('pre', null, 'Ñ'.repeat(5000)),
    );
    const [ours, theirs] = [await render(derived, tree), await render(published, tree)];
    expect(ours.chunks).toBeGreaterThan(2);
    expect(ours.bytes).toEqual(theirs.bytes);
  });
});
