import inlineScript from '../src/generated/inline-script.json';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cityPath, servicePath } from '../src/content/index';
import english from '../src/content/en/edition';
import { provideEdition } from '../src/content/edition';
import { cities, services } from '../src/content/en/index';
import { renderDocument, renderToStream, type DocumentParts } from '../src/lib/renderer';
import { CityPage } from '../src/pages/city-page';
import { ServicePage } from '../src/pages/service-page';
import { documentParts } from '../src/render';
import type { PageMeta } from '../src/seo/meta';
import { requestWith, SITE_URL } from './helpers';

/**
 * A page's head leaves before its body renders (early flush), so a
 * browser fetches the stylesheet and the hydration module while the Worker
 * renders the body; the bytes are those of one whole-document render.
 */

const decoder = new TextDecoder();

/** The bytes React writes for the parts as one `<html>` tree, as text. */
async function wholeDocument({ lang, head, body }: DocumentParts): Promise<string> {
  const stream = await renderToStream(
    <html lang={lang}>
      <head>{head}</head>
      <body>{body}</body>
    </html>,
  );
  return new Response(stream).text();
}

/** Set by `Body` when React renders it. */
let bodyRendered = false;
/** A body that records that it was rendered. */
function Body() {
  bodyRendered = true;
  return <main>Body</main>;
}
/** A body that fails while it renders. */
function Broken(): never {
  throw new Error('broken body');
}

/** The parts of a page's document with head tags from the page's SEO copy and its path. */
const pageParts = (seo: Omit<PageMeta, 'path'>, path: string, children: ReactNode) =>
  documentParts({ meta: { ...seo, path }, siteUrl: SITE_URL, children });

// The English edition from its modules, not its asset, so the Worker renders the very objects a test breaks, and the
// pages rendered here without a request read it.
beforeAll(() => provideEdition('en', english));

const [driveways] = services;
const [lumberton] = cities;

describe('renderDocument', () => {
  it.each([
    ['a service page', () => pageParts(driveways!.seo, servicePath(driveways!), <ServicePage service={driveways!} />)],
    ['a city page', () => pageParts(lumberton!.seo, cityPath(lumberton!), <CityPage city={lumberton!} />)],
  ])('writes %s exactly as React writes the whole document', async (_, parts) => {
    const expected = await wholeDocument(parts());
    expect(expected).toMatch(/^<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"\/>/);
    expect(await new Response(await renderDocument(parts())).text()).toBe(expected);
  });

  it('keeps the order React gives head tags it hoists (title, meta, link) among the others', async () => {
    const parts: DocumentParts = {
      lang: 'es-US',
      head: (
        <>
          <script type="application/ld+json">{'{}'}</script>
          <title>T</title>
          <link rel="stylesheet" href="/a.css" />
          <meta name="description" content="d" />
          <link rel="canonical" href="https://example.com/" />
          <script type="module" src="/m.js" />
        </>
      ),
      body: (
        <main>
          <p>Body</p>
        </main>
      ),
    };
    expect(await new Response(await renderDocument(parts)).text()).toBe(await wholeDocument(parts));
  });

  it('hands over the whole head before it renders the body', async () => {
    bodyRendered = false;
    const reader = (await renderDocument({ lang: 'en-US', head: <title>T</title>, body: <Body /> })).getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toBe('<!DOCTYPE html><html lang="en-US"><head><title>T</title></head><body>');
    expect(bodyRendered).toBe(false);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(bodyRendered).toBe(true);
    expect(rest).toBe('<main>Body</main></body></html>');
  });

  it('renders the body on a later turn of the event loop, so the head is written out first even when a reader asks at once', async () => {
    bodyRendered = false;
    // As the page cache's copy does: a branch of a tee that reads on as soon as the head is there.
    const [visitor, copy] = (await renderDocument({ lang: 'en-US', head: <title>T</title>, body: <Body /> })).tee();
    const reader = copy.getReader();
    await reader.read();
    const next = reader.read();
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(bodyRendered).toBe(false);
    await next;
    expect(bodyRendered).toBe(true);
    await visitor.cancel();
  });

  it('errors the stream when the body fails after the head has left', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stream = await renderDocument({ lang: 'en-US', head: <title>T</title>, body: <Broken /> }, { onError: (e) => console.error(e) });
    await expect(new Response(stream).text()).rejects.toThrow('broken body');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('a page answered by the Worker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts with its whole head: the first chunk ends at <body>, links the stylesheet and holds the hydration entry', async () => {
    const response = await requestWith({ PAGE_CACHE: 'off' }, '/concrete-driveways');
    const reader = response.body!.getReader();
    const first = decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(response.status).toBe(200);
    expect(first).toMatch(/^<!DOCTYPE html><html lang="en-US"><head>.*<\/head><body>$/s);
    expect(first).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"\/>/);
    expect(first).toContain(`<script type="module">${inlineScript.code}</script>`);
    expect(first).not.toMatch(/<script[^>]* src=/);
    expect(first).not.toContain('<main');
  });

  it('is never kept when its body fails to render: the answer ends incomplete, and the next request renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A day no other test uses, so the page's cache key is new to both layers whatever ran before.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2032-03-04T12:00:00-06:00'));
    const patios = services.find((s) => s.slug === 'concrete-patios')!;
    const original = patios.closing;
    Object.defineProperty(patios, 'closing', {
      configurable: true,
      get() {
        throw new Error('broken closing section');
      },
    });
    try {
      const response = await requestWith({ PAGE_CACHE: 'on' }, '/concrete-patios');
      expect(response.status).toBe(200);
      expect(response.headers.get('Server-Timing')).toMatch(/^render;/);
      await expect(response.text()).rejects.toThrow();
    } finally {
      Object.defineProperty(patios, 'closing', { configurable: true, writable: true, value: original });
    }
    const again = await requestWith({ PAGE_CACHE: 'on' }, '/concrete-patios');
    expect(again.headers.get('Server-Timing')).toMatch(/^render;/);
    expect(await again.text()).toContain('</html>');
  });
});
