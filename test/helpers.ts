import { exports } from 'cloudflare:workers';
import { parse, type HTMLElement } from 'node-html-parser';

/** Origin used for requests in tests; canonical URLs come from SITE_URL instead. */
export const ORIGIN = 'http://localhost:8787';
/** SITE_URL of wrangler.toml. */
export const SITE_URL = 'https://www.goldentriangleconcrete.example';

/** Sends a request for `path` to the Worker's fetch handler. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

/** Fetches `path` and parses the HTML into a DOM tree (node-html-parser). */
export async function loadPage(path: string, init?: RequestInit) {
  const response = await request(path, init);
  const html = await response.text();
  const document = parse(html, { comment: false });
  return { response, html, document };
}

export type PageDocument = HTMLElement;

/** The text content of every element matching `selector`, trimmed and with white space folded. */
export function texts(document: PageDocument, selector: string): string[] {
  return document.querySelectorAll(selector).map((el) => el.textContent.replace(/\s+/g, ' ').trim());
}

/** The `href` of every link matching `selector`. */
export function hrefs(document: PageDocument, selector: string): string[] {
  return document.querySelectorAll(selector).map((el) => el.getAttribute('href') ?? '');
}

/** The 15 service slugs of spec section 2, in the order of section 3. */
export const SERVICE_SLUGS = [
  'concrete-driveways', 'concrete-patios', 'concrete-slabs-foundations', 'concrete-sidewalks-walkways', 'stamped-concrete',
  'stained-concrete', 'polished-concrete', 'decorative-overlays-coatings', 'exposed-aggregate-concrete', 'concrete-sealing',
  'concrete-repair-resurfacing', 'commercial-concrete', 'concrete-demolition-removal', 'concrete-leveling-mudjacking', 'concrete-steps-stairs',
];

/** The 15 service-area slugs of spec section 3, in that order. */
export const CITY_SLUGS = [
  'lumberton', 'china', 'sour-lake', 'vidor', 'nome', 'bridge-city', 'port-neches', 'nederland', 'winnie', 'taylor-landing',
  'hamshire', 'beauxart-gardens', 'port-arthur', 'orange', 'silsbee',
];

/** The single pages of the route table. */
export const SINGLE_PAGES = ['/', '/about', '/contact', '/services', '/service-areas', '/quote', '/emergency', '/privacy', '/terms-of-service', '/blog'];
export const POST_PATHS = ['/blog/beaumont-driveway-cracking-concrete-damage-costs'];

/** Every primary path of the route table (spec section 2). */
export const PRIMARY_PATHS = [
  ...SINGLE_PAGES,
  ...SERVICE_SLUGS.map((s) => `/${s}`),
  ...CITY_SLUGS.map((c) => `/${c}-tx-concrete-contractors`),
  ...POST_PATHS,
];

/** Every alias and the primary path it serves. */
export const ALIASES: [alias: string, primary: string][] = [
  ...SERVICE_SLUGS.map((s): [string, string] => [`/services/${s}`, `/${s}`]),
  ...CITY_SLUGS.map((c): [string, string] => [`/locations/${c}-tx`, `/${c}-tx-concrete-contractors`]),
];
