import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { provideEdition } from '../src/content/edition';
import { createProject, deleteProject } from '../src/projects/store';
import { projectSlug } from '../src/projects/present';
import { judgeLeadPhotos } from '../src/leads/photos';
import assets from '../src/generated/assets.json';
import { CITY_SLUGS, ORIGIN, type PageDocument, SPANISH_PATHS, loadPage, postForm, request, requestWith } from './helpers';
import { services } from '../src/content/index';
import esEdition from '../src/content/es/edition';
import { projectWords } from '../src/content/projects';
import { acknowledgementOf } from '../src/leads/acknowledge';
import { reviewMessage } from '../src/leads/review';
import { confirmationOf } from '../src/booking/emails';
import type { Booking } from '../src/booking/model';
import { extractText, getDocumentProxy } from 'unpdf';
import { getLead } from '../src/leads/store';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, sendQuote } from '../src/quotes/store';
import { QUOTE_WORDS } from '../src/content/quotes';

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
 * - The native editor's patterns (issue 28, section 4; glossary: src/content/es/README-translation.md), on every page
 *   above and on the pages a visitor meets when something goes wrong (a form sent back, a refused post, the 500 page,
 *   a project page and its 503): ranges written "de 4 a 8 horas", never "4-8"; no "consulta" for the free quote;
 *   "renovación de superficie", not "resanado"; no calque or regional word the editor struck; one term per thing
 *   (sección, canaleta, grosor, sobrecapa for an overlay); example.com; no English left; titles that name the
 *   business ("contratista de concreto") and are never stacked.
 */

/** Every Spanish page: the 42 primary pages, the booking page, a calculator result, the thank-you pages and the 404. */
const PAGES = [
  ...SPANISH_PATHS,
  '/es/book',
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
    expect(PAGES).toHaveLength(47);
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

/**
 * A range written with a hyphen or dash between figures ("4-8 horas", "$3-8", "30-60%", "1/4-1/2"); phone numbers and
 * ISO dates are not ranges, and the copyright years ("© 2024–2026") keep the dash of the convention.
 */
const HYPHEN_RANGE = /(?<!©\s?)(?<![\p{L}\d/.,:$-])\$?\d[\d,]*(?:\.\d+)?(?:\/\d+)?\s?[-–]\s?\$?\d[\d,]*(?:\.\d+)?(?:\/\d+)?%?/gu;
const NOT_A_RANGE = /^(?:\d{3}-\d{3,4}|\d{4}-\d\d)/;

/** What the native editor struck, by pattern: each regular expression finds one phrasing that must not come back. */
const STRUCK: Record<string, RegExp[]> = {
  'a range with a hyphen (write "de 4 a 8")': [HYPHEN_RANGE],
  'the free quote called "consulta" (write "cotización")': [/(?<!\p{L})consultas?(?!\p{L})/giu],
  '"resanado" for resurfacing (write "renovación de superficie")': [/(?<!\p{L})resanad[oa]s?(?!\p{L})/giu],
  'a calque or a regional word': [
    /dentro de \d+ millas/giu,
    /nuestro patio/giu,
    /zonas? selectas?/giu,
    /entradas? cansadas?/giu,
    /galp[oó]n(?:es)?/giu,
    /langostinos?/giu,
    /Tri[aá]ngulo Dorado/giu,
    /Qué contamos/giu,
    /entradas de autos sencillos/giu,
    /de pueblo chico/giu,
  ],
  'a second term for one thing (sección, canaleta, grosor, sobrecapa)': [
    /(?<!\p{L})tramos?(?!\p{L})/giu,
    /canal[oó]n(?:es)?/giu,
    /(?<!\p{L})espesor(?!\p{L})/giu,
    /recubrimiento (?:estampado|decorativo|de resanado)/giu,
  ],
  'a real domain as the example e-mail (use example.com)': [/ejemplo\.com/giu],
  'English left in the Spanish edition': [
    /Unexpected Application Error|Something went wrong|Return to Home|cannot be shown|(?<!\p{L})photo(?!\p{L}|\.jpg)/giu,
  ],
};

/** Every struck phrasing in `texts`, as "pattern: match". */
function struckIn(texts: string[]): string[] {
  return Object.entries(STRUCK).flatMap(([pattern, expressions]) =>
    expressions
      .flatMap((re) =>
        texts.flatMap((t) => Array.from(t.matchAll(re), (m) => m[0]).filter((m) => re !== HYPHEN_RANGE || !NOT_A_RANGE.test(m))),
      )
      .map((m) => `${pattern}: ${m}`),
  );
}

/** Every struck phrasing of a rendered page: its title and text, the read attributes, the JSON-LD and the props. */
const struckOnPage = (document: PageDocument) => {
  const { text, attributes, jsonLd, props } = wordingOf(document);
  return struckIn([text, ...attributes, ...jsonLd, ...props]);
};

const titleOf = (document: PageDocument) => document.querySelector('title')?.textContent ?? '';

/** A title stacked on another page's title: a state prefix ("¡Gracias! ", "Error: ") or two colons. */
const stacked = (title: string) => /^(?:¡Gracias! |Error: )/.test(title) || (title.match(/:/g) ?? []).length > 1;

/** A published project, so the Spanish gallery and a project page exist while these tests run. */
let projectPath = '';
beforeAll(async () => {
  const id = await createProject(
    env.DB,
    {
      service: 'stamped-concrete',
      town: 'nederland',
      month: '2026-05',
      description: 'A stamped patio behind a house in Nederland, with a border and a sealed finish.',
      description_es: 'Un patio estampado detrás de una casa en Nederland, con borde y acabado sellado.',
      customer_name: null,
      customer_quote: null,
      consent: false,
      featured: false,
      cover_photo_id: null,
    },
    'published',
    [],
    new Date('2026-05-20T12:00:00Z'),
  );
  projectPath = `/es/projects/${projectSlug({ id, service: 'stamped-concrete', town: 'nederland', month: '2026-05' })}`;
  return async () => {
    await deleteProject(env.DB, id);
  };
});

describe('the native editor\u2019s patterns on every Spanish page', () => {
  it.each(PAGES)('%s: none of the struck phrasings in the title, text, attributes, JSON-LD or props', async (path) => {
    const { document } = await loadPage(path);
    expect(struckOnPage(document)).toEqual([]);
  });

  it('the project gallery and a project page: none of the struck phrasings', async () => {
    for (const path of ['/es/projects', projectPath]) {
      const { response, document } = await loadPage(path);
      expect(response.status, path).toBe(200);
      expect(struckOnPage(document), path).toEqual([]);
    }
  });

  it('the home page and every town page say what the business is: "contratista de concreto" in the title', async () => {
    for (const path of ['/es', ...CITY_SLUGS.map((c) => `/es/${c}-tx-concrete-contractors`)]) {
      const { document } = await loadPage(path);
      expect(titleOf(document), path).toMatch(/contratista de concreto/i);
    }
  });

  it('every Spanish page has a title of its own, none stacked on another', async () => {
    // The calculator with a result is the calculator page itself: its title is the page's.
    const pages = PAGES.filter((path) => !path.includes('?'));
    const titles = await Promise.all(pages.map(async (path) => titleOf((await loadPage(path)).document)));
    expect(titles.filter(stacked)).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a form sent back (422) and a refused post (415): own titles, Spanish words, example.com', async () => {
    const contactTitle = titleOf((await loadPage('/es/contact')).document).split(' | ')[0]!;
    const sentBack = await postForm('/contact', {
      name: 'Ana Pérez',
      phone: '123',
      email: 'ana@',
      service: '',
      address: '',
      message: 'Quiero una entrada nueva.',
      lang: 'es',
    });
    expect(sentBack.status).toBe(422);
    const invalid = parse(await sentBack.text());
    expect(invalid.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(invalid.querySelector('body')?.textContent).toContain('nombre@example.com');
    expect(titleOf(invalid)).not.toContain(contactTitle);
    expect(stacked(titleOf(invalid))).toBe(false);
    expect(struckOnPage(invalid)).toEqual([]);

    const refused = await requestWith({}, '/quote', {
      method: 'POST',
      body: 'x',
      headers: { Origin: ORIGIN, 'Content-Type': 'text/plain', Referer: `${ORIGIN}/es/quote` },
    });
    expect(refused.status).toBe(415);
    const refusal = parse(await refused.text());
    expect(refusal.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(stacked(titleOf(refusal))).toBe(false);
    expect(struckOnPage(refusal)).toEqual([]);
  });

  it('the thank-you pages have titles of their own, not "¡Gracias!" stacked on the form page\u2019s title', async () => {
    const titles: string[] = [];
    for (const form of ['contact', 'quote']) {
      const formTitle = titleOf((await loadPage(`/es/${form}`)).document).split(' | ')[0]!;
      const title = titleOf((await loadPage(`/es/${form}/thank-you`)).document);
      expect(title).not.toContain(formTitle);
      expect(stacked(title)).toBe(false);
      titles.push(title);
    }
    expect(titles[0]).not.toBe(titles[1]);
  });

  it('the 500 page of a Spanish path is in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    provideEdition('es', undefined);
    const brokenAssets = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return url.pathname.startsWith(`${assets.content}/es/`)
          ? new Response('Not found', { status: 404 })
          : env.ASSETS.fetch(input, init);
      },
    } as unknown as Fetcher;
    const failed = await requestWith({ ASSETS: brokenAssets, PAGE_CACHE: 'off' }, '/es/concrete-driveways');
    provideEdition('es', undefined);
    vi.restoreAllMocks();
    expect(failed.status).toBe(500);
    const page = parse(await failed.text());
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(page.querySelector('h1')?.textContent).toBe('Algo salió mal');
    expect(struckOnPage(page)).toEqual([]);
  });

  it('a project page that cannot be read (503) answers in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = {
      prepare: () => {
        throw new Error('D1 is down');
      },
    } as unknown as D1Database;
    const response = await requestWith({ DB: down, PAGE_CACHE: 'off' }, projectPath);
    vi.restoreAllMocks();
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toMatch(/^No podemos mostrar este proyecto/);
    expect(struckIn([text])).toEqual([]);
  });

  it('a refused photo without a name of its own is not called "photo" in Spanish', async () => {
    for (const name of ['photo.jpg', '']) {
      const judged = await judgeLeadPhotos([new File(['not an image'], name, { type: 'image/jpeg' })], env.IMAGES, 'es');
      expect('refused' in judged && judged.refused).toBe('Este archivo no es una foto JPEG, PNG o WebP.');
    }
    const named = await judgeLeadPhotos([new File(['not an image'], 'IMG_7.JPG', { type: 'image/jpeg' })], env.IMAGES, 'es');
    expect('refused' in named && named.refused).toBe('IMG_7.JPG: Este archivo no es una foto JPEG, PNG o WebP.');
  });

  it('the checks can fail: each struck phrasing is found, and phone numbers, dates and the right wording pass', () => {
    expect(
      struckIn([
        'Toma de 4-8 horas y ahorra 50-70%; cuesta $3-8 el pie; piedra de 1/4-1/2 de pulgada.',
        'Consulta gratis. El resanado dura.',
        'A menos de una hora de nuestro patio, dentro de 50 millas, en zonas selectas del Triángulo Dorado; una entrada cansada.',
        'Los tramos hundidos, los canalones, el espesor y un recubrimiento estampado.',
        'Escriba nombre@ejemplo.com. Unexpected Application Error! photo: Esta foto no se pudo leer.',
      ]),
    ).toEqual([
      'a range with a hyphen (write "de 4 a 8"): 4-8',
      'a range with a hyphen (write "de 4 a 8"): 50-70%',
      'a range with a hyphen (write "de 4 a 8"): $3-8',
      'a range with a hyphen (write "de 4 a 8"): 1/4-1/2',
      'the free quote called "consulta" (write "cotización"): Consulta',
      '"resanado" for resurfacing (write "renovación de superficie"): resanado',
      'a calque or a regional word: dentro de 50 millas',
      'a calque or a regional word: nuestro patio',
      'a calque or a regional word: zonas selectas',
      'a calque or a regional word: entrada cansada',
      'a calque or a regional word: Triángulo Dorado',
      'a second term for one thing (sección, canaleta, grosor, sobrecapa): tramos',
      'a second term for one thing (sección, canaleta, grosor, sobrecapa): canalones',
      'a second term for one thing (sección, canaleta, grosor, sobrecapa): espesor',
      'a second term for one thing (sección, canaleta, grosor, sobrecapa): recubrimiento estampado',
      'a real domain as the example e-mail (use example.com): ejemplo.com',
      'English left in the Spanish edition: Unexpected Application Error',
      'English left in the Spanish edition: photo',
    ]);
    expect(
      struckIn([
        'Llame al (409) 555-0123 o al 409-555-0188; publicado el 2024-08-01; abierto 08:00-17:00, 24/7.',
        'De 4 a 8 horas, entre un 50 y un 70%, de $3 a $8; lo consultamos con la ciudad; renovación de superficie; foto.jpg.',
      ]),
    ).toEqual([]);
    expect(stacked('¡Gracias! Contáctenos: cotización gratis | Golden Triangle Concrete')).toBe(true);
    expect(stacked('Error: Contáctenos: cotización gratis | Golden Triangle Concrete')).toBe(true);
    expect(stacked('Grietas en la entrada de autos en Beaumont: repare a tiempo')).toBe(false);
  });
});

/**
 * The native editor's third read (issue 39; glossary: src/content/es/README-translation.md, log:
 * docs/wording-changes/issue-39.md): the booking pages, the acknowledgement and the review request as sent,
 * the unsubscribe page, the gallery and project titles, and the patterns below on every Spanish page.
 */
const STRUCK_39: Record<string, RegExp[]> = {
  'a figure with "+" inside a sentence (write "más de 7 años")': [/(?<=\p{L}[ \t\u00a0]+)\d[\d,]*\+|\d[\d,]*\+(?=[ \t\u00a0]+\p{Ll})/gu],
  'a time-zone identifier (write "hora del centro")': [/America\/Chicago/gu],
  '"sitio" for a job site (write "obra"; a website is a "sitio web")': [/(?<!\p{L})sitio(?![ \t\u00a0]+web)(?!\p{L})/giu],
  'a second term for thickness (write "grosor")': [/(?<!\p{L})(?:de|qu[eé]|el|del|con) grueso(?!\p{L})/giu],
  'a calque': [
    /costa alta de Texas/giu,
    /probad[oa]s por tormentas/giu,
    /más alto y más seco/giu,
    /contestamos cada llamada/giu,
    /qué va a usar el piso/giu,
    /precio gratis/giu,
    /cotización gratis en su propiedad/giu,
    /(?:va|vamos) a su propiedad/giu,
  ],
  'a second term for a pickup (write "camioneta")': [/(?<!\p{L})trocas?(?!\p{L})/giu],
  '"Sobre …" as the about heading (write "Quiénes somos")': [/Sobre Golden Triangle/gu],
  'leísmo with a direct object (rephrase: "pasamos a su casa")': [/(?<!\p{L})le visit\p{L}*/giu],
  '"Hola" without a comma before the name (write "Hola, Ana:")': [/(?<!\p{L})Hola(?=[ \t\u00a0]+\p{Lu})/gu],
};

/** Every phrasing struck by the third read in `texts`, as "pattern: match". */
const struck39In = (texts: string[]) =>
  Object.entries(STRUCK_39).flatMap(([pattern, expressions]) =>
    expressions.flatMap((re) => texts.flatMap((t) => Array.from(t.matchAll(re), (m) => `${pattern}: ${m[0]}`))),
  );

/** The third read's struck phrasings on a rendered page: title, text, read attributes, JSON-LD and props. */
const struck39OnPage = (document: PageDocument) => {
  const { text, attributes, jsonLd, props } = wordingOf(document);
  return struck39In([text, ...attributes, ...jsonLd, ...props]);
};

/** The Spanish service names, in the English order. */
const spanishServiceNames = () => esEdition.services.map((s) => s.name);

/** A window of the third week shown on /es/book that no other test of this file takes (the last ones first). */
const bookable: string[] = [];
async function freeWindow(): Promise<string> {
  if (bookable.length === 0) {
    const week = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const { document } = await loadPage(`/es/book?week=${week}`);
    bookable.push(...document.querySelectorAll('input[type=radio][name=window]:not([disabled])').map((r) => r.getAttribute('value') ?? ''));
  }
  const window = bookable.pop();
  if (!window) throw new Error('no window left');
  return window;
}

const spanishVisit = (window: string, email = '') => ({
  name: 'Ana María Pérez',
  phone: '409-555-0142',
  email,
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: services[0]?.name ?? '',
  notes: 'La entrada tiene una grieta junto al garaje.',
  lang: 'es',
  window,
});

describe('the native editor\u2019s third read (issue 39)', () => {
  it.each(PAGES)('%s: none of the phrasings struck by the third read', async (path) => {
    const { document } = await loadPage(path);
    expect(struck39OnPage(document)).toEqual([]);
  });

  it('the gallery, a project page and the unsubscribe page: none of the struck phrasings', async () => {
    for (const path of ['/es/projects', projectPath, '/es/reviews/unsubscribe?token=not-a-token']) {
      const { document } = await loadPage(path);
      expect(struck39OnPage(document), path).toEqual([]);
      expect(struckOnPage(document), path).toEqual([]);
    }
  });

  it('every town page\u2019s h1 is singular like its title: "Contratista de concreto en …"', async () => {
    for (const slug of CITY_SLUGS) {
      const { document } = await loadPage(`/es/${slug}-tx-concrete-contractors`);
      expect(document.querySelector('h1')?.textContent.trim(), slug).toMatch(/^Contratista de concreto en /);
    }
  });

  it('the about page\u2019s h1 says "Quiénes somos"', async () => {
    const { document } = await loadPage('/es/about');
    expect(document.querySelector('h1')?.textContent.trim()).toBe('Quiénes somos');
  });

  it('a project\u2019s title is at most 70 characters, for every service, town and the longest month', async () => {
    const { document } = await loadPage(projectPath);
    expect(titleOf(document).length).toBeLessThanOrEqual(70);
    const towns = [...esEdition.cities.map((c) => c.name), 'Beaumont'];
    const long = spanishServiceNames().flatMap((service) =>
      towns.map((town) => projectWords.es.title(service, town, 'septiembre de 2026')).filter((title) => title.length > 70),
    );
    expect(long).toEqual([]);
  });

  it('/es/book shows Spanish service names over the English values the server stores', async () => {
    const { document } = await loadPage('/es/book');
    const options = document.querySelectorAll('#book-service option').filter((o) => o.getAttribute('value'));
    expect(options.map((o) => o.textContent.trim())).toEqual(spanishServiceNames());
    expect(options.map((o) => o.getAttribute('value'))).toEqual(services.map((s) => s.name));
    expect(document.querySelector('h1')?.textContent).toBe('Agende una visita para su cotización gratis');
  });

  it('a booking sent back (422), a window just taken (409) and a cancelled visit have titles of their own', async () => {
    const normal = titleOf((await loadPage('/es/book')).document);
    const sentBack = await postForm('/book', { ...spanishVisit(await freeWindow()), street: '' });
    expect(sentBack.status).toBe(422);
    const sentBackPage = parse(await sentBack.text());
    expect(titleOf(sentBackPage)).toMatch(/^Revise los datos de su visita \| /);

    const window = await freeWindow();
    const booked = await postForm('/book', spanishVisit(window));
    expect(booked.status).toBe(303);
    const token = (booked.headers.get('Location') ?? '').split('/').pop() ?? '';
    const taken = await postForm('/book', { ...spanishVisit(window), name: 'Luis Gómez' });
    expect(taken.status).toBe(409);
    const takenPage = parse(await taken.text());
    expect(titleOf(takenPage)).toMatch(/^Ese horario ya se ocupó \| /);

    const visit = await loadPage(`/es/book/${token}`);
    expect(titleOf(visit.document)).toMatch(/^Su visita está agendada \| /);
    expect((await postForm(`/book/${token}`, { action: 'cancel', lang: 'es' })).status).toBe(303);
    const cancelled = await loadPage(`/es/book/${token}`);
    expect(titleOf(cancelled.document)).toMatch(/^Su visita está cancelada \| /);
    expect(cancelled.document.querySelector('h1')?.textContent).not.toMatch(/agendada|reservada/);

    const titles = [normal, titleOf(sentBackPage), titleOf(takenPage), titleOf(visit.document), titleOf(cancelled.document)];
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of [sentBackPage, takenPage, visit.document, cancelled.document]) {
      expect(struck39OnPage(page)).toEqual([]);
      expect(struckOnPage(page)).toEqual([]);
    }
  });

  it('the acknowledgement as sent in Spanish: "Hola, Ana:", the office hours in "hora del centro", no "America/Chicago"', () => {
    const { subject, text } = acknowledgementOf('Ana María Pérez', 'es');
    expect(subject).toBe('Recibimos su solicitud – Golden Triangle Concrete');
    expect(text.split('\n')[0]).toBe('Hola, Ana:');
    expect(text).toContain('Horario de oficina (hora del centro):');
    expect(text).toContain('le llamaremos en un plazo de 24 horas');
    expect(text).not.toContain('en su propiedad');
    expect(struck39In([subject, text])).toEqual([]);
    expect(struckIn([subject, text])).toEqual([]);
  });

  it('the four booking emails as sent in Spanish: "Hola, Dana:", the visit booked (not the quote), no struck phrasing', () => {
    const booking: Booking = {
      token: 'Zm9vYmFyYmF6cXV4cXV1eA',
      start: '2026-12-03T15:00:00.000Z',
      end: '2026-12-03T17:00:00.000Z',
      status: 'booked',
      sequence: 0,
      leadKey: 'key-1',
      createdAt: '2026-11-26T20:00:00.000Z',
      updatedAt: '2026-11-26T20:00:00.000Z',
      remindedFor: null,
      name: 'Dana Ruiz',
      phone: '+14095550142',
      email: 'dana@example.com',
      street: '1450 Calder Ave',
      town: 'Beaumont',
      service: 'Concrete Driveways',
      notes: '',
      lang: 'es',
    };
    for (const kind of ['booked', 'moved', 'cancelled', 'reminder'] as const) {
      const { subject, text } = confirmationOf(ORIGIN, booking, kind);
      expect(text.split('\n')[0], kind).toBe('Hola, Dana:');
      expect(subject, kind).toMatch(/^Su visita para la cotización|^Recordatorio: su visita/);
      expect(struck39In([subject, text]), kind).toEqual([]);
      expect(struckIn([subject, text]), kind).toEqual([]);
    }
    expect(confirmationOf(ORIGIN, { ...booking, status: 'cancelled' }, 'cancelled').text).not.toMatch(/quedó libre|va adjunta/);
  });

  it('the .ics of a Spanish visit: Spanish summary and description, a Spanish file name on the page and its download', async () => {
    const window = await freeWindow();
    const booked = await postForm('/book', spanishVisit(window));
    const location = booked.headers.get('Location') ?? '';
    const token = location.split('/').pop() ?? '';
    const ics = await request(`/es/book/${token}.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('Content-Disposition')).toBe('attachment; filename="visita-cotizacion.ics"');
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    const summary = /^SUMMARY:(.*)$/m.exec(text)?.[1] ?? '';
    const description = (/^DESCRIPTION:(.*)$/m.exec(text)?.[1] ?? '').replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
    expect(summary).toBe('Visita para su cotización gratis – Golden Triangle Concrete');
    expect(struck39In([summary, description])).toEqual([]);
    expect(struckIn([summary, description])).toEqual([]);
    const { document } = await loadPage(`/es/book/${token}`);
    expect(document.querySelector('a[download]')?.getAttribute('download')).toBe('visita-cotizacion.ics');
  });

  it('the review request and its reminder as sent in Spanish', () => {
    for (const reminder of [false, true]) {
      const { subject, text } = reviewMessage('Ana María Pérez', 'es', {
        reviewUrl: 'https://g.page/r/example/review',
        unsubscribeUrl: `${ORIGIN}/es/reviews/unsubscribe?token=t`,
        reminder,
      });
      expect(text.split('\n')[0]).toBe('Hola, Ana:');
      expect(struck39In([subject, text])).toEqual([]);
      expect(struckIn([subject, text])).toEqual([]);
    }
  });

  it('the checks can fail: each phrasing struck by the third read is found, and the right wording passes', () => {
    expect(
      struck39In([
        'Trabajamos desde hace 7+ años y 500+ proyectos terminados.',
        'Horario de oficina (America/Chicago):',
        'Recorremos el sitio con usted; pulgadas de grueso; ¿Qué grueso debe tener?',
        'En la costa alta de Texas, calles probadas por tormentas: construya más alto y más seco.',
        'Sobre Golden Triangle Concrete. Un recordatorio: le visitamos mañana.',
        'Hola Ana:',
        'Una troca con remolque.',
      ]),
    ).toEqual([
      'a figure with "+" inside a sentence (write "más de 7 años"): 7+',
      'a figure with "+" inside a sentence (write "más de 7 años"): 500+',
      'a time-zone identifier (write "hora del centro"): America/Chicago',
      '"sitio" for a job site (write "obra"; a website is a "sitio web"): sitio',
      'a second term for thickness (write "grosor"): de grueso',
      'a second term for thickness (write "grosor"): Qué grueso',
      'a calque: costa alta de Texas',
      'a calque: probadas por tormentas',
      'a calque: más alto y más seco',
      'a second term for a pickup (write "camioneta"): troca',
      '"Sobre …" as the about heading (write "Quiénes somos"): Sobre Golden Triangle',
      'leísmo with a direct object (rephrase: "pasamos a su casa"): le visitamos',
      '"Hola" without a comma before the name (write "Hola, Ana:"): Hola',
    ]);
    expect(
      struck39In([
        'Trabajamos desde hace más de 7 años.\n500+\nClientes satisfechos\n7+',
        'Horario de oficina (hora del centro): este sitio web; un escobillado grueso; colamos más grueso.',
        'Hola, Ana: pasamos a su casa mañana.',
      ]),
    ).toEqual([]);
  });
});

/**
 * The quote in Spanish (issue 49; glossary: src/content/es/README-translation.md, log: docs/wording-changes/issue-49.md):
 * the phrasings the native editor struck, on every Spanish page, the quote's page (open, refused, accepted), both
 * quote emails as sent and the PDF's text parsed back.
 */
const STRUCK_49: Record<string, RegExp[]> = {
  '"depósito" for the deposit (write "anticipo")': [/dep[oó]sito/giu],
  '"reservar" for booking a visit (write "agendar")': [
    /reserv\p{L}*[ \t\u00a0]+(?:una[ \t\u00a0]+|la[ \t\u00a0]+|su[ \t\u00a0]+)?(?:visita|inspecci[oó]n|cotizaci[oó]n)/giu,
  ],
  'mail said as "correo" (write "por correo postal")': [
    /env[ií]e (?:por correo|el aviso(?: de cancelaci[oó]n)? por correo)(?![ \t\u00a0]+postal)/giu,
  ],
  'a unit that does not agree with its quantity': [
    /(?<![\d.,])(?:[02-9]|\d{2,}|\d+\.\d+)[ \t\u00a0]+(?:pie cuadrado|pie lineal|yarda c[uú]bica|unidad)(?!\p{L})/gu,
    /(?<![\d.,])1[ \t\u00a0]+(?:pies cuadrados|pies lineales|yardas c[uú]bicas|unidades)(?!\p{L})/gu,
    /(?<!\p{L})c\/u(?!\p{L})/gu,
    /(?<!\p{L})(?:lote|precio global)(?!\p{L})/giu,
  ],
  'a greeting with an empty name (write "Hola:")': [/Hola,[ \t\u00a0]*:/gu],
  '"Centro" capitalised in "hora del centro"': [/hora del Centro/gu],
  'a date in short form in prose (write "el 27 de noviembre de 2026 a las 11:30 a. m.")': [
    /(?<!\p{L})\d{1,2} (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}/giu,
    /\d{4}, \d{1,2}:\d{2}/gu,
  ],
  'a role word that clashes with the notices': [
    /(?<!\p{L})multa(?!\p{L})/giu,
    /terminaci[oó]n final/giu,
    /obligad[oa]:/giu,
    /sigue obligad/giu,
    /abogado del due[nñ]o/giu,
  ],
  'a calque left from the earlier reads': [
    /Enfoque en su satisfacci[oó]n/gu,
    /que est[aá]n fallando/gu,
    /guardadas de nuevo/gu,
    /el sitio web que lo (?:envi[oó]|refiri[oó])/gu,
    /y las llamadas en horario de oficina, en un plazo de/gu,
    /solo sube una superficie acabada/gu,
    /con desnivel para drenar/gu,
    /autos de concreto/giu,
    /\(es decir, poco m[aá]s de 90/gu,
    /de un 30 a un 60% menos que reemplazar, y dura/gu,
    /Ahorra del 50/gu,
    /en los a[nñ]os 1800/gu,
    /Se est[aá] instalando en una casa/gu,
    /Entradas familiares/gu,
    /es dram[aá]tico/gu,
    /un ahorro de 50 a 70%/gu,
    /Direcci[oó]n de la obra/gu,
    /alguien acaba de tomar ese horario/gu,
    /Qu[eé] esperar/gu,
    /Dejar de recibir correos de rese[nñ]as/gu,
    /Su solicitud de concreto/gu,
    /, trabajo terminado/gu,
    /Escribir su nombre es su firma/gu,
  ],
  'English left under /es': [/Sales tax/gu, /Method Not Allowed/gu, /could not be read/gu, /Forbidden/gu, /Too large/gu],
};

/** Every phrasing struck by issue 49's read in `texts`, as "pattern: match". */
const struck49In = (texts: string[]) =>
  Object.entries(STRUCK_49).flatMap(([pattern, expressions]) =>
    expressions.flatMap((re) => texts.flatMap((t) => Array.from(t.matchAll(re), (m) => `${pattern}: ${m[0]}`))),
  );

/** Issue 49's struck phrasings on a rendered page: title, text, read attributes, JSON-LD and props. */
const struck49OnPage = (document: PageDocument) => {
  const { text, attributes, jsonLd, props } = wordingOf(document);
  return struck49In([text, ...attributes, ...jsonLd, ...props]);
};

/** 2026-11-27 11:30 in Beaumont (CST, UTC-6), a Friday. */
const QUOTE_NOW = new Date('2026-11-27T17:30:00Z');

/** Lines in every unit, at 1 and more: each must read in agreement ("1 pie cuadrado", "120 pies lineales"). */
const UNIT_LINES = [
  { description: 'Losa del cuarto de lavado', quantity: '1', unit: 'sqft', price: '8', reads: '1 pie cuadrado × $8.00' },
  { description: 'Banqueta lateral', quantity: '2', unit: 'sqft', price: '8', reads: '2 pies cuadrados × $8.00' },
  { description: 'Orilla de la entrada', quantity: '120', unit: 'lf', price: '12', reads: '120 pies lineales × $12.00' },
  { description: 'Remate de la orilla', quantity: '1', unit: 'lf', price: '12', reads: '1 pie lineal × $12.00' },
  { description: 'Relleno', quantity: '1.5', unit: 'cy', price: '100', reads: '1.5 yardas cúbicas × $100.00' },
  { description: 'Escalones', quantity: '3', unit: 'each', price: '150', reads: '3 unidades × $150.00' },
  { description: 'Descanso', quantity: '1', unit: 'each', price: '150', reads: '1 unidad × $150.00' },
  { description: 'Acarreo de escombros', quantity: '1', unit: 'lump', price: '400', reads: '1 suma global × $400.00' },
] as const;

/** A Spanish lead named `name` and its quote in every unit, a tax left unnamed and a 25 % deposit, sent at QUOTE_NOW. */
async function spanishQuote(name: string) {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', ?4, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'Una entrada.', 'es', 'sent', ?1) RETURNING id`,
  )
    .bind(QUOTE_NOW.toISOString(), crypto.randomUUID(), name, `es49-${crypto.randomUUID()}@example.com`)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: UNIT_LINES.map(({ description, quantity, unit, price }) => ({ description, quantity, unit, price })),
    taxLabel: '',
    tax: '12.34',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: QUOTE_WORDS.es.terms.join('\n\n'),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const mail = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  mail.mockClear();
  const quote = await createQuote(env.DB, lead, parsed.draft, QUOTE_NOW);
  expect(await sendQuote(env, quote, lead, QUOTE_NOW)).toBeNull();
  const sent = mail.mock.calls[0]![0] as unknown as { subject: string; text: string };
  return { token: quote.token, number: quote.number, sent, mail };
}

/** The text of a PDF's pages, parsed back with unpdf (PDF.js). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return text as string[];
}

describe('the quote in Spanish (issue 49)', () => {
  it.each(PAGES)('%s: none of the phrasings struck by issue 49', async (path) => {
    const { document } = await loadPage(path);
    expect(struck49OnPage(document)).toEqual([]);
  });

  it('the quote\u2019s email as sent: "Hola:" without a plain first name, "Hola, Ana:" with one, no struck phrasing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: QUOTE_NOW });
    try {
      const { sent } = await spanishQuote('J. Pérez');
      expect(sent.text.split('\n')[0]).toBe('Hola:');
      expect(sent.text).toContain('Válida hasta el 27 de diciembre de 2026.');
      expect(struck49In([sent.subject, sent.text])).toEqual([]);
      expect(struckIn([sent.subject, sent.text])).toEqual([]);
      const named = await spanishQuote('Ana López');
      expect(named.sent.text.split('\n')[0]).toBe('Hola, Ana:');
      console.log(`=== i49-quote-email.txt\nSubject: ${sent.subject}\n\n${sent.text}\n=== end`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the quote\u2019s page, open then accepted, and the signed copy with its PDF: anticipo, units that agree, long dates', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: QUOTE_NOW });
    try {
      const { token, mail } = await spanishQuote('J. Pérez');
      const open = (await loadPage(`/es/quotes/${token}`)).document;
      const lines = open
        .querySelectorAll('table')[0]!
        .querySelectorAll('tbody td span')
        .map((span) => span.text);
      expect(lines).toEqual(UNIT_LINES.map((line) => line.reads));
      const openText = open.text;
      expect(openText).toContain('Impuesto sobre las ventas');
      expect(openText).toContain('Anticipo: $659.59 (25% del total)');
      expect(open.querySelector('form#accept button[type="submit"]')?.text).toBe('Firmar y aceptar la cotización');
      expect(struck49OnPage(open)).toEqual([]);

      mail.mockClear();
      expect((await postForm(`/es/quotes/${token}/accept`, { name: 'J. Pérez', consent: 'yes' })).status).toBe(303);
      const accepted = (await loadPage(`/es/quotes/${token}`)).document;
      expect(accepted.querySelector('[role="status"]')?.text).toBe(
        'Aceptada por J. Pérez el 27 de noviembre de 2026 a las 11:30 a. m. (hora del centro).',
      );
      expect(struck49OnPage(accepted)).toEqual([]);

      expect(mail).toHaveBeenCalledTimes(1);
      const signed = mail.mock.calls[0]![0] as unknown as { subject: string; text: string; attachments: { content: Uint8Array }[] };
      expect(signed.text.split('\n')[0]).toBe('Hola:');
      expect(signed.text).toContain('El anticipo de $');
      expect(signed.text).toContain('o envíe por correo postal el aviso de cancelación que viene en el PDF.');
      expect(struck49In([signed.subject, signed.text])).toEqual([]);
      expect(struckIn([signed.subject, signed.text])).toEqual([]);

      const pages = await pdfPages(signed.attachments[0]!.content);
      const pdf = pages.join('\n');
      for (const words of [
        'pie cuadrado',
        'pies cuadrados',
        'pies lineales',
        'pie lineal',
        'yardas cúbicas',
        'unidades',
        'unidad',
        'suma global',
      ])
        expect(pdf).toContain(words);
      expect(pdf).toContain('Impuesto sobre las ventas');
      expect(pdf).toContain('Anticipo (25% del total)');
      expect(pdf).toContain('envíe por correo postal o entregue');
      expect(pdf).toContain('Aceptada por J. Pérez el 27 de noviembre de 2026 a las 11:30 a. m. (hora del centro).');
      expect(struck49In([pdf])).toEqual([]);
      console.log(`=== i49-signed-email.txt\nSubject: ${signed.subject}\n\n${signed.text}\n=== end`);
      console.log(`=== i49-pdf-page1.txt\n${pages[0]}\n=== end`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no English plain text under /es/quotes: 403, 413 and 400 answer with the page and its forms, 405 in Spanish', async () => {
    const { token } = await spanishQuote('Ana López');
    const refusals = [
      [403, await postForm(`/es/quotes/${token}/accept`, { name: 'Ana López' }, { headers: { Origin: 'https://evil.example' } })],
      [413, await postForm(`/es/quotes/${token}/decline`, { details: 'x'.repeat(9000) })],
      [400, await postForm(`/es/quotes/${token}/accept`, 'name=Ana' as never, { headers: { 'Content-Type': 'multipart/form-data' } })],
    ] as const;
    for (const [status, response] of refusals) {
      expect(response.status, String(status)).toBe(status);
      expect(response.headers.get('Content-Type'), String(status)).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control'), String(status)).toBe('no-store');
      const document = parse(await response.text());
      expect(document.querySelector('html')?.getAttribute('lang'), String(status)).toBe('es-US');
      expect(document.querySelector('[data-refused]')?.text, String(status)).toContain(QUOTE_WORDS.es.page.refused[status]);
      expect(document.querySelector(`form[action="/es/quotes/${token}/accept"]`), String(status)).not.toBeNull();
      expect(struck49OnPage(document), String(status)).toEqual([]);
    }
    const english = await postForm(`/quotes/${token}/accept`, { name: 'Ana López' }, { headers: { Origin: 'https://evil.example' } });
    expect(parse(await english.text()).querySelector('[data-refused]')?.text).toContain(QUOTE_WORDS.en.page.refused[403]);
    const wrongMethod = await request(`/es/quotes/${token}/accept`);
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.text()).toBe('Esta dirección web no acepta ese tipo de solicitud; solo acepta POST.');
    expect(await (await request(`/quotes/${token}/accept`)).text()).toBe('Method Not Allowed. This address accepts POST.');
  });

  it('the checks can fail: each phrasing struck by issue 49 is found, and the right wording passes', () => {
    expect(
      struck49In([
        'Depósito de $1,300.00; Aceptar y pagar el depósito. LlamarReservar visita; Reserve una inspección gratis.',
        'Use el formulario o envíe el aviso por correo.',
        '120 pie lineal × $12.00; 1 unidades; 2 c/u; 1 lote; precio global.',
        'Hola,:',
        'Aceptada por Ana el 27 nov 2026, 11:30 a.m. (hora del Centro).',
        'sin ninguna multa; después de la terminación final; el abogado del dueño.',
        'Entradas de autos de concreto. Sales tax. Method Not Allowed.',
      ]),
    ).toEqual([
      '"depósito" for the deposit (write "anticipo"): Depósito',
      '"depósito" for the deposit (write "anticipo"): depósito',
      '"reservar" for booking a visit (write "agendar"): Reservar visita',
      '"reservar" for booking a visit (write "agendar"): Reserve una inspección',
      'mail said as "correo" (write "por correo postal"): envíe el aviso por correo',
      'a unit that does not agree with its quantity: 120 pie lineal',
      'a unit that does not agree with its quantity: 1 unidades',
      'a unit that does not agree with its quantity: c/u',
      'a unit that does not agree with its quantity: lote',
      'a unit that does not agree with its quantity: precio global',
      'a greeting with an empty name (write "Hola:"): Hola,:',
      '"Centro" capitalised in "hora del centro": hora del Centro',
      'a date in short form in prose (write "el 27 de noviembre de 2026 a las 11:30 a. m."): 27 nov 2026',
      'a date in short form in prose (write "el 27 de noviembre de 2026 a las 11:30 a. m."): 2026, 11:30',
      'a role word that clashes with the notices: multa',
      'a role word that clashes with the notices: terminación final',
      'a role word that clashes with the notices: abogado del dueño',
      'a calque left from the earlier reads: autos de concreto',
      'English left under /es: Sales tax',
      'English left under /es: Method Not Allowed',
    ]);
    expect(
      struck49In([
        'Anticipo de $1,300.00. Agendar visita. Envíe el aviso de cancelación por correo postal.',
        '120 pies lineales × $12.00; 1 pie lineal; 1.5 yardas cúbicas; 3 unidades; 1 suma global.',
        'Hola:\nAceptada por Ana el 27 de noviembre de 2026 a las 11:30 a. m. (hora del centro).',
        'Todos los derechos reservados. Debe reservar el 10 por ciento. Reserva Nacional Big Thicket.',
      ]),
    ).toEqual([]);
  });
});
