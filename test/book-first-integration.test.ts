import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { leadSource, sourceInWords } from '../src/admin/lead-source';
import { formSourceFields } from '../src/insights/source';
import type { Lead } from '../src/leads/store';
import { ORIGIN, postForm, request } from './helpers';

/**
 * Issue 37, the homeowner's side, through the Worker: the links to /book on the first screens' heroes, towns as
 * people write them, the error summary, a booking's source without JavaScript, later weeks and the one-question
 * cancel on a booking's page, and the referrers in words on the admin's lead pages.
 */

/** The radio values (RFC 3339 starts) a page offers. */
async function offered(path: string): Promise<string[]> {
  return parse(await (await request(path)).text())
    .querySelectorAll('input[type=radio][name=window]:not([disabled])')
    .map((radio) => radio.getAttribute('value') as string);
}

/** A window no other test of this file takes (the windows of the three weeks from today, handed out once each). */
let pool: string[] = [];
async function takeWindow(): Promise<string> {
  if (pool.length === 0) {
    const today = new Date().toISOString().slice(0, 10);
    const weeks = [0, 7, 14].map((d) => new Date(Date.parse(`${today}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10));
    for (const week of weeks) pool.push(...(await offered(`/book?week=${week}`)));
    pool = [...new Set(pool)];
  }
  const window = pool.pop();
  if (!window) throw new Error('no window left');
  return window;
}

/** A visit's answers; each with a phone of its own, since a phone holds at most two live bookings. */
let phones = 10;
const visit = (window: string, overrides: Record<string, string> = {}) => ({
  name: 'Dana Ruiz',
  phone: `409-555-01${phones++}`,
  email: '',
  street: '1450 Calder Ave',
  town: 'Beaumont',
  service: '',
  notes: '',
  lang: 'en',
  window,
  ...overrides,
});

/** The stored lead of the booking at `window`. */
const leadAt = (window: string) =>
  env.DB.prepare(`SELECT * FROM leads WHERE form = 'booking' AND visit_start = ?1`).bind(new Date(window).toISOString()).first<Lead>();

describe('Book a visit on the first screen', () => {
  it.each([
    ['/', '/book'],
    ['/es', '/es/book'],
    ['/nederland-tx-concrete-contractors', '/book'],
    ['/es/nederland-tx-concrete-contractors', '/es/book'],
    ['/concrete-driveways', '/book'],
    ['/es/concrete-driveways', '/es/book'],
  ])("%s: the hero's first button and the action bar's second link go to %s", async (path, book) => {
    const page = parse(await (await request(path)).text());
    const hero = page.querySelectorAll('main section').find((section) => section.querySelector('h1'));
    expect(hero?.querySelector('a')?.getAttribute('href')).toBe(book);
    expect(page.querySelectorAll('nav[data-action-bar] a').map((a) => a.getAttribute('href'))).toEqual(['tel:+14095550100', book]);
    // The quote form stays one tap away from the hero.
    expect(hero?.querySelector('a[href$="#estimate-form"]')).not.toBeNull();
  });
});

describe('towns as people write them', () => {
  it.each([
    ['Nederland, TX', 'Nederland'],
    ['Nederland TX 77627', 'Nederland'],
    ['groves', 'Groves'],
    ['77619', 'Groves'],
  ])('"%s" books a visit in %s', async (typed, town) => {
    const window = await takeWindow();
    const response = await postForm('/book', visit(window, { town: typed }));
    expect(response.status).toBe(303);
    expect(await leadAt(window)).toMatchObject({ town });
  });

  it.each([
    ['en', 'Houston, TX 77002', 'We do not visit that town for online bookings. Call us at (409) 555-0100'],
    ['es', 'Lake Charles', 'Por ahora no agendamos visitas en línea en esa ciudad. Llámenos al (409) 555-0100'],
  ])('(%s) "%s" gets 422: a summary that takes focus at the top, the message and a Call link', async (lang, typed, words) => {
    const response = await postForm('/book', visit(await takeWindow(), { town: typed, lang }));
    expect(response.status).toBe(422);
    const page = parse(await response.text());
    const summary = page.querySelector('form [data-error-summary]');
    expect(summary?.getAttribute('autofocus')).toBe('');
    expect(summary?.getAttribute('tabindex')).toBe('-1');
    expect(summary?.querySelector('a[href="#book-town"]')?.text).toContain(words);
    expect(summary?.querySelector('a[href^="tel:"]')).not.toBeNull();
    // The summary comes before the windows.
    expect(page.querySelector('form')?.innerHTML.indexOf('data-error-summary')).toBeLessThan(
      page.querySelector('form')!.innerHTML.indexOf('id="windows"'),
    );
    expect(page.querySelector('#book-town-error')?.text).toContain(words);
    expect(page.querySelector('#book-town')?.getAttribute('value')).toBe(typed);
    expect(page.querySelector('#book-town')?.getAttribute('list')).toBe('served-towns');
    expect(page.querySelectorAll('#served-towns option').map((o) => o.getAttribute('value'))).toContain('Groves');
  });
});

describe("a booking's source without JavaScript", () => {
  it('/book writes the page the visitor came from, the UTM values and the referrer as hidden fields', async () => {
    const hidden = async (path: string, headers: Record<string, string> = {}) =>
      Object.fromEntries(
        parse(await (await request(path, { headers })).text())
          .querySelectorAll('form input[type=hidden]')
          .map((input) => [input.getAttribute('name'), input.getAttribute('value')])
          .filter(([name]) => /^(src_|utm_)/.test(name ?? '')),
      );
    expect(await hidden('/book', { Referer: `${ORIGIN}/nederland-tx-concrete-contractors?utm_source=gbp&utm_medium=organic` })).toEqual({
      src_page: '/book',
      src_landing: '/nederland-tx-concrete-contractors',
      src_ref: 'unknown',
      utm_source: 'gbp',
      utm_medium: 'organic',
    });
    expect(await hidden('/es/book?utm_source=facebook&utm_campaign=fall')).toEqual({
      src_page: '/es/book',
      src_landing: '/es/book',
      src_ref: 'direct',
      utm_source: 'facebook',
      utm_campaign: 'fall',
    });
    expect(await hidden('/book', { Referer: 'https://www.google.com/' })).toEqual({
      src_page: '/book',
      src_landing: '/book',
      src_ref: 'www.google.com',
    });
    expect(await hidden('/book', { 'Sec-GPC': '1', Referer: 'https://www.google.com/' })).toEqual({});
  });

  it('the posted fields are the lead’s source, and a refused post keeps them', async () => {
    const source = { src_page: '/book', src_landing: '/nederland-tx-concrete-contractors', src_ref: 'unknown', utm_source: 'gbp' };
    const refused = await postForm('/book', visit(await takeWindow(), { ...source, town: 'Dallas' }));
    expect(refused.status).toBe(422);
    const kept = parse(await refused.text());
    expect(kept.querySelector('input[name=src_landing]')?.getAttribute('value')).toBe('/nederland-tx-concrete-contractors');
    expect(kept.querySelector('input[name=utm_source]')?.getAttribute('value')).toBe('gbp');
    const window = await takeWindow();
    expect((await postForm('/book', visit(window, source))).status).toBe(303);
    expect(await leadAt(window)).toMatchObject({
      source_landing: '/nederland-tx-concrete-contractors',
      source_page: '/book',
      source_referrer: 'unknown',
      source_utm_source: 'gbp',
    });
  });

  it('formSourceFields ignores a Referer of another site posing as this one, and bad UTM characters', () => {
    expect(
      formSourceFields({
        url: `${ORIGIN}/book?utm_source=<script>`,
        referer: 'https://evil.example/nederland-tx-concrete-contractors',
        origins: [ORIGIN],
        optedOut: false,
      }),
    ).toEqual({ src_page: '/book', src_landing: '/book', src_ref: 'evil.example', utm_source: 'script' });
  });
});

describe("a booking's own page", () => {
  it('shows the week asked by ?week= with links to the earlier and later weeks, no action bar, and a cancel that asks first', async () => {
    const window = await takeWindow();
    const location = (await postForm('/book', visit(window))).headers.get('Location') as string;
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    const page = parse(await (await request(`${location}?week=${later}`)).text());
    const days = page
      .querySelectorAll('#reschedule ~ form input[name=window]')
      .map((r) => (r.getAttribute('value') as string).slice(0, 10));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day >= later).toBe(true);
    const links = page.querySelectorAll('main nav a').map((a) => a.getAttribute('href'));
    expect(links.some((href) => href?.startsWith(`${location}?week=`) && href.endsWith('#reschedule'))).toBe(true);
    expect(links.filter((href) => href?.includes('?week=')).length).toBe(2);
    // The booking pages are marked so the stylesheet hides the action bar there.
    expect(page.querySelector('main [data-booking]')).not.toBeNull();
    expect(parse(await (await request('/book')).text()).querySelector('main [data-booking]')).not.toBeNull();
    // Cancel asks once: the button that cancels is inside a <details> opened by "Cancel the visit".
    const details = page.querySelector('main details');
    expect(details?.querySelector('summary')?.text).toBe('Cancel the visit');
    expect(details?.querySelector('form input[name=action]')?.getAttribute('value')).toBe('cancel');
    expect(details?.querySelector('form button[type=submit]')?.text).toBe('Yes, cancel the visit');
    const es = parse(await (await request(`/es${location}`)).text());
    expect(es.querySelector('main details summary')?.text).toBe('Cancelar la visita');
    expect(es.querySelector('main details form button')?.text).toBe('Sí, cancelar la visita');
    expect(es.querySelectorAll('main nav a').some((a) => a.text.includes('Semana siguiente'))).toBe(true);
  });
});

describe('referrers in words (/admin/leads, a lead page)', () => {
  it('"direct" and "unknown" are written in words', () => {
    const base = { source_page: '/book', source_landing: '/nederland-tx-concrete-contractors' };
    expect(sourceInWords({ ...base, source_referrer: 'direct' })).toBe('Direct visit, landed on the Nederland page');
    expect(sourceInWords({ ...base, source_referrer: 'unknown' })).toBe('Source not known, landed on the Nederland page');
    expect(leadSource({ ...base, source_referrer: 'direct' })).toContainEqual(['Referrer', 'Direct visit']);
    expect(leadSource({ ...base, source_referrer: 'unknown' })).toContainEqual(['Referrer', 'Source not known']);
    expect(leadSource({ ...base, source_referrer: 'www.google.com' })).toContainEqual(['Referrer', 'www.google.com']);
  });
});
