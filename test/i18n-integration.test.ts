import { describe, expect, it } from 'vitest';
import { type PageDocument, PRIMARY_PATHS, SITE_URL, SPANISH_PATHS, hrefs, loadPage, request, spanishPath, texts } from './helpers';

/**
 * The Spanish (es-US) edition as a visitor and a search engine see it:
 * every English page has its Spanish pair under /es, the pair
 * links back (hreflang, the language switcher), `lang` is right, the text
 * is Spanish, unknown Spanish paths get the Spanish 404.
 */

const PAIRS = PRIMARY_PATHS.map((en) => [en, spanishPath(en)] as const);
const url = (path: string) => new URL(path, SITE_URL).href;

/** The `<link rel="alternate" hreflang>` of a page, as { hreflang: href }. */
function alternates(document: PageDocument): Record<string, string> {
  return Object.fromEntries(
    document.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
}

/** Common English words that are not Spanish words. */
const ENGLISH = new Set(
  'the and of to with for your our we you is are that this it be from by at will can an as was have has what which or on in into get more'.split(
    ' ',
  ),
);
/** Common Spanish words that are not English words. */
const SPANISH = new Set('el la los las de del y que en un una su sus por para con se es lo al más como le nos sin o'.split(' '));

/** Words of a text, lower case, letters only. */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];

/** Sentences of eight words or more that read as English: more English stop words than Spanish ones, and at least two. */
function englishSentences(text: string): string[] {
  const segmenter = new Intl.Segmenter('es', { granularity: 'sentence' });
  return Array.from(segmenter.segment(text), (s) => s.segment.replace(/\s+/g, ' ').trim()).filter((sentence) => {
    const words = wordsOf(sentence);
    if (words.length < 8) return false;
    const en = words.filter((w) => ENGLISH.has(w)).length;
    const es = words.filter((w) => SPANISH.has(w)).length;
    return en >= 2 && en > es;
  });
}

/** The visible text of a page's body: every text node outside scripts, one line per block. */
function bodyText(document: PageDocument): string {
  const body = document.querySelector('body');
  for (const script of body?.querySelectorAll('script') ?? []) script.remove();
  return (body?.structuredText ?? '').replace(/[ \t]+/g, ' ');
}

describe('every English page has its Spanish pair', () => {
  it('lists 42 pairs, the Spanish path being /es plus the English path', () => {
    expect(SPANISH_PATHS).toHaveLength(42);
    expect(SPANISH_PATHS).toContain('/es/concrete-cost-calculator');
    expect(SPANISH_PATHS).toContain('/es');
    expect(SPANISH_PATHS).toContain('/es/concrete-driveways');
    expect(SPANISH_PATHS).toContain('/es/lumberton-tx-concrete-contractors');
  });

  it.each(PAIRS)(
    '%s and %s: both 200, lang en-US and es-US, each canonical itself, hreflang reciprocal with x-default English',
    async (en, es) => {
      const english = await loadPage(en);
      const spanish = await loadPage(es);
      expect(english.response.status, en).toBe(200);
      expect(spanish.response.status, es).toBe(200);
      expect(english.document.querySelector('html')?.getAttribute('lang')).toBe('en-US');
      expect(spanish.document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
      expect(english.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(en));
      expect(spanish.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url(es));
      const expected = { 'en-US': url(en), 'es-US': url(es), 'x-default': url(en) };
      expect(alternates(english.document)).toEqual(expected);
      expect(alternates(spanish.document)).toEqual(expected);
      expect(spanish.document.querySelector('title')?.textContent).not.toBe(english.document.querySelector('title')?.textContent);
    },
  );

  it.each(PAIRS)(
    '%s and %s: the language switcher of the header and of the phone menu leads to the pair, in its language',
    async (en, es) => {
      for (const [from, to, lang, label] of [
        [en, es, 'es-US', 'Español'],
        [es, en, 'en-US', 'English'],
      ] as const) {
        const { document } = await loadPage(from);
        const header = document.querySelector('header')!;
        const switchers = header.querySelectorAll('a[hreflang]');
        expect(switchers, from).toHaveLength(2);
        for (const link of switchers) {
          expect(link.getAttribute('href'), from).toBe(to);
          expect(link.getAttribute('hreflang')).toBe(lang);
          expect(link.getAttribute('lang')).toBe(lang);
          expect(link.textContent.trim()).toBe(label);
        }
      }
    },
  );

  it('the English aliases stay English: /es/services/* and /es/locations/* are not routed', async () => {
    expect((await request('/services/concrete-driveways')).status).toBe(200);
    expect((await request('/es/services/concrete-driveways')).status).toBe(404);
    expect((await request('/es/locations/lumberton-tx')).status).toBe(404);
  });

  it('/es/ redirects to /es (301)', async () => {
    const response = await request('/es/');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', 'http://x').pathname).toBe('/es');
  });

  it('each edition has its own page cache entry: different ETags for / and /es', async () => {
    const [en, es] = await Promise.all([request('/'), request('/es')]);
    expect(en.headers.get('etag')).toBeTruthy();
    expect(es.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });
});

describe('the Spanish text is Spanish', () => {
  it.each(SPANISH_PATHS)(
    '%s: no sentence of 8 words or more reads as English, and Spanish stop words outnumber English ones',
    async (path) => {
      const { document } = await loadPage(path);
      const text = bodyText(document);
      expect(englishSentences(text)).toEqual([]);
      const words = wordsOf(text);
      const es = words.filter((w) => SPANISH.has(w)).length;
      const en = words.filter((w) => ENGLISH.has(w)).length;
      expect(es / words.length, path).toBeGreaterThan(0.15);
      expect(en / words.length, path).toBeLessThan(0.02);
    },
  );

  it('the check can fail: the English home page is flagged', async () => {
    const { document } = await loadPage('/');
    expect(englishSentences(bodyText(document)).length).toBeGreaterThan(5);
  });

  it('the head is Spanish: og:locale es_US with en_US as alternate, JSON-LD inLanguage es-US, alt text in Spanish', async () => {
    const { document } = await loadPage('/es/concrete-driveways');
    const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:locale')).toBe('es_US');
    expect(meta('og:locale:alternate')).toBe('en_US');
    expect(meta('og:url')).toBe(url('/es/concrete-driveways'));
    expect(meta('og:image:alt')).toContain('contratista de concreto');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/concreto/);
    const docs = document.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent));
    expect(docs.find((d) => d['@type'] === 'FAQPage')?.inLanguage).toBe('es-US');
    expect(docs.find((d) => d['@type'] === 'WebPage')?.inLanguage).toBe('es-US');
    expect(docs.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement[0]).toMatchObject({ name: 'Inicio', item: url('/es') });
    const english = await loadPage('/concrete-driveways');
    expect(english.document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });

  it('links inside the Spanish edition stay in it: header, footer and page links go to /es paths', async () => {
    const { document } = await loadPage('/es/lumberton-tx-concrete-contractors');
    const internal = hrefs(document, 'a[href^="/"]:not([hreflang])');
    expect(internal.length).toBeGreaterThan(40);
    expect(internal.filter((href) => href !== '/es' && !href.startsWith('/es/'))).toEqual([]);
    expect(texts(document, 'h1')).toEqual(['Contratista de concreto en Lumberton, TX']);
  });

  it('hours are worded for es-US by Intl on the Spanish contact page', async () => {
    const { document } = await loadPage('/es/contact');
    const hours = texts(document, 'dl dt');
    expect(hours).toEqual(['Lunes a viernes', 'Sábado', 'Domingo']);
    expect(texts(document, 'dl dd')[0]).toMatch(/^8:00\sa\.\sm\.\s–\s5:00\sp\.\sm\.$|^8:00\sa\.m\.\s–\s5:00\sp\.m\.$/);
    expect(texts(document, 'dl dd')[2]).toBe('Cerrado (solo emergencias)');
  });
});

describe('the Spanish 404', () => {
  it.each(['/es/no-such-page', '/es/concrete-driveway', '/es/blog/nope'])('%s: 404, lang es-US, Spanish words, noindex', async (path) => {
    const { response, document } = await loadPage(path);
    expect(response.status).toBe(404);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(document.querySelector('title')?.textContent).toContain('Página no encontrada');
    expect(document.querySelector('main')?.textContent).toContain('No encontramos esta página');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    expect(hrefs(document, 'header a[hreflang]')).toEqual(['/', '/']);
  });

  it('an unknown English path still gets the English 404', async () => {
    const { response, document } = await loadPage('/no-such-page');
    expect(response.status).toBe(404);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('en-US');
    expect(document.querySelector('main')?.textContent).toContain('Oops! Page not found');
  });
});

describe('Spanish forms', () => {
  it('the Spanish contact form has Spanish labels, a Spanish placeholder, the hidden lang=es and posts to /contact', async () => {
    const { document } = await loadPage('/es/contact');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/contact#form-heading');
    expect(texts(form, 'label').slice(0, 3)).toEqual(['Nombre completo *', 'Teléfono *', 'Correo electrónico *']);
    expect(form.querySelector('textarea')?.getAttribute('placeholder')).toMatch(/^p\. ej\. /);
    expect(form.querySelector('input[name="lang"]')?.getAttribute('value')).toBe('es');
    expect(form.querySelector('button[type="submit"]')?.textContent.trim()).toBe('Enviar mi solicitud');
    const props = JSON.parse(document.querySelector('[data-island="ContactForm"]')?.getAttribute('data-props') ?? '{}');
    // The thank-you panel's heading (no alert, issue 37).
    expect(props.messages.thankYou.heading).toBe('¡Gracias por escribirnos! Nos comunicaremos con usted en un plazo de 24 horas.');
    expect(props.messages.success).toBeUndefined();
  });

  it('the English forms post lang=en', async () => {
    for (const path of ['/contact', '/quote']) {
      const { document } = await loadPage(path);
      expect(document.querySelector('form input[name="lang"]')?.getAttribute('value'), path).toBe('en');
    }
  });

  it('the Spanish quote form has Spanish labels and the hidden lang=es', async () => {
    const { document } = await loadPage('/es/quote');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/quote#form-heading');
    expect(texts(form, 'label')[0]).toBe('Nombre *');
    expect(form.querySelector('input[name="lang"]')?.getAttribute('value')).toBe('es');
    expect(form.querySelector('button[type="submit"]')?.textContent.trim()).toBe('Enviar solicitud de cotización');
  });

  it.each([
    ['/es/contact/thank-you', '/es/contact'],
    ['/es/quote/thank-you', '/es/quote'],
  ])('%s: the Spanish thank-you page, noindex without a canonical link, back to %s', async (path, form) => {
    const { response, document } = await loadPage(path);
    expect(response.status).toBe(200);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toContain('¡Gracias por escribirnos!');
    // The thank-you panel offers the visit in the edition (issue 29), and the way back to the form.
    expect(hrefs(document, '[role="status"] a[href^="/"]')).toEqual(['/es/book', form]);
    expect(hrefs(document, 'header a[hreflang]')[0]).toBe(form.slice(3));
  });
});
