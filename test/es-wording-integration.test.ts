import { describe, expect, it } from 'vitest';
import { type PageDocument, SPANISH_PATHS, loadPage } from './helpers';

/**
 * The Spanish edition as a native es-US editor reads it, on the rendered pages: every Spanish page, its visible text,
 * the attributes people and machines read (alt, aria-label, title, placeholder, meta content), the JSON-LD and the
 * props handed to the islands.
 *
 * - "a el" and "de el" before a lower-case word contract in Spanish ("al sureste", "del concreto"). A template such as
 *   `servimos a ${region}` with a region that carries its article breaks this. Proper names stay exempt: "de El Paso".
 * - The free quote has one name in the edition, "cotización" (glossary: src/content/es/README-translation.md).
 *   "Presupuesto", the other word for it, appears nowhere on a rendered Spanish page: not in a button, link, heading,
 *   title or description (checked on its own for a clear message), nor in the text, attributes, JSON-LD or props.
 */

/** Every Spanish page: the 42 primary pages, a calculator result, the thank-you pages and the 404. */
const PAGES = [
  ...SPANISH_PATHS,
  '/es/concrete-cost-calculator?project=driveway&length=20&width=10&area=&thickness=4&steps=',
  '/es/contact/thank-you',
  '/es/quote/thank-you',
  '/es/no-such-page',
];

/** Attributes whose values are read by people (alt, aria-label, title, placeholder) or by machines (meta content). */
const ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder', 'content'];

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The words of a rendered page, each with where it was found. */
interface Wording {
  /** The title and the visible text of the body, one line per block. */
  text: string;
  /** "attribute: value" for each read attribute. */
  attributes: string[];
  /** The strings of the JSON-LD documents. */
  jsonLd: string[];
  /** The strings of the islands' props (data-props), rendered on the client. */
  props: string[];
}

function wordingOf(document: PageDocument): Wording {
  const attributes = ATTRIBUTES.flatMap((name) =>
    document.querySelectorAll(`[${name}]`).map((el) => `${name}: ${el.getAttribute(name) ?? ''}`),
  ).filter((entry) => !entry.startsWith('content: ') || !/^content: (https?:|\/|[\d#]|width=)/.test(entry));
  const jsonLd = document.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => strings(JSON.parse(s.textContent)));
  const props = document.querySelectorAll('[data-props]').flatMap((el) => strings(JSON.parse(el.getAttribute('data-props') ?? '{}')));
  const title = document.querySelector('title')?.textContent ?? '';
  const body = document.querySelector('body')?.clone() as PageDocument | undefined;
  for (const script of body?.querySelectorAll('script, style, template') ?? []) script.remove();
  const text = `${title}\n${(body?.structuredText ?? '').replace(/[ \t]+/g, ' ')}`;
  return { text, attributes, jsonLd, props };
}

/** "a el" or "de el" before a lower-case word: Spanish contracts them to "al" and "del". "de El Paso" is a name. */
const UNCONTRACTED = /(?<!\p{L})(?:[aA]|[dD]e)[ \t\u00a0]+el[ \t\u00a0]+\p{Ll}\p{L}*/gu;
const uncontracted = (text: string) => Array.from(text.matchAll(UNCONTRACTED), (m) => m[0]);

/** Every place of a page's wording that reads "a el …" or "de el …". */
function uncontractedIn(wording: Wording): string[] {
  return [
    ...uncontracted(wording.text).map((m) => `text: ${m}`),
    ...wording.attributes.flatMap((a) => uncontracted(a).map((m) => `${a.split(':')[0]}: ${m}`)),
    ...wording.jsonLd.flatMap((s) => uncontracted(s).map((m) => `JSON-LD: ${m}`)),
    ...wording.props.flatMap((s) => uncontracted(s).map((m) => `props: ${m}`)),
  ];
}

/** The short texts that name an action or a section: buttons, links, headings, the title, descriptions, labels. */
function callsAndHeadings(document: PageDocument): string[] {
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim();
  return [
    ...document
      .querySelectorAll('button, a, h1, h2, h3, h4, h5, h6, title, summary, legend, label, option')
      .map((el) => fold(el.textContent)),
    ...document.querySelectorAll('meta[content]').map((el) => el.getAttribute('content') ?? ''),
    ...document.querySelectorAll('[aria-label]').map((el) => el.getAttribute('aria-label') ?? ''),
  ];
}

/** Every "presupuesto(s)" in the texts, with the word before it: the edition names the free quote "cotización" only. */
const otherQuoteWord = (texts: string[]) => texts.flatMap((t) => Array.from(t.matchAll(/(?:\p{L}+\s+)?presupuest\p{L}*/giu), (m) => m[0]));

describe('Spanish grammar on every rendered Spanish page', () => {
  it('covers every Spanish page', () => {
    expect(PAGES).toHaveLength(46);
  });

  it.each(PAGES)('%s: no "a el" or "de el" before a lower-case word, in text, attributes, JSON-LD or island props', async (path) => {
    const { response, document } = await loadPage(path);
    expect([200, 404]).toContain(response.status);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(uncontractedIn(wordingOf(document))).toEqual([]);
  });

  it.each(PAGES)(
    '%s: the free quote is a "cotización": no "presupuesto" in buttons, links, headings, titles or descriptions, nor anywhere else',
    async (path) => {
      const { document } = await loadPage(path);
      expect(otherQuoteWord(callsAndHeadings(document))).toEqual([]);
      const { text, attributes, jsonLd, props } = wordingOf(document);
      expect(otherQuoteWord([text, ...attributes, ...jsonLd, ...props])).toEqual([]);
    },
  );

  it('the checks can fail: they flag the uncontracted article and the other word for the quote, and exempt proper names', () => {
    const wording: Wording = {
      text: 'Con orgullo servimos a el sureste de Texas.\nVenimos de El Paso y de el Vidor de antes no.',
      attributes: ['alt: Losa de el patio', 'aria-label: Ir a El Paso'],
      jsonLd: ['Servicio a el condado de Orange'],
      props: ['Gracias de el equipo'],
    };
    expect(uncontractedIn(wording)).toEqual(['text: a el sureste', 'alt: de el patio', 'JSON-LD: a el condado', 'props: de el equipo']);
    expect(
      uncontractedIn({
        text: 'Servimos al sureste de Texas, de El Paso a El Campo; a él le gusta.',
        attributes: [],
        jsonLd: [],
        props: [],
      }),
    ).toEqual([]);
    expect(otherQuoteWord(['Presupuesto gratis', 'Pida su cotización gratis', 'Le damos un presupuesto por escrito.'])).toEqual([
      'Presupuesto',
      'un presupuesto',
    ]);
  });
});
