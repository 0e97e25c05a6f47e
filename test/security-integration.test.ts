import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../src/content/en/index';
import english from '../src/content/en/edition';
import { provideEdition } from '../src/content/edition';
import inlineScript from '../src/generated/inline-script.json';
import { PRIMARY_PATHS, request, requestWith } from './helpers';

// The English edition from its modules, not its asset, so the Worker renders the very objects a test breaks.
beforeAll(() => provideEdition('en', english));

/**
 * The exact security headers every answer of the Worker must carry, written
 * out in full so a weakened value fails here even if the MDN HTTP Observatory
 * grader (test/e2e/observatory.e2e.test.ts) would still pass it.
 */
const EXPECTED_HEADERS: Record<string, string> = {
  'content-security-policy': `default-src 'none'; script-src 'self' '${inlineScript.hash}'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** Asserts the full set of security headers on one response. */
function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  expect(response.headers.get('x-powered-by')).toBeNull();
}

describe('security headers on every kind of answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(PRIMARY_PATHS)('page %s', async (path) => {
    expectSecurityHeaders(await request(path));
  });

  it.each<[name: string, path: string, status: number, method?: string]>([
    ['the 404 page', '/no-such-page', 404],
    ['a trailing-slash redirect', '/about/', 301],
    ['a 405', '/about', 405, 'DELETE'],
    ['HEAD', '/contact', 200, 'HEAD'],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
  ])('%s', async (_name, path, status, method = 'GET') => {
    const response = await request(path, { method });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const driveways = services[0]!;
    const original = driveways.faqs;
    Object.defineProperty(driveways, 'faqs', {
      configurable: true,
      get: () => {
        throw new Error('broken');
      },
    });
    try {
      const response = await requestWith({ PAGE_CACHE: 'off' }, '/concrete-driveways');
      expect(response.status).toBe(500);
      expectSecurityHeaders(response);
    } finally {
      Object.defineProperty(driveways, 'faqs', { configurable: true, writable: true, value: original });
    }
  });

  it('pages carry one inline executable script, the hydration entry, whose SHA-256 their own CSP allows, and no inline style: no unsafe-inline', async () => {
    for (const path of ['/', '/contact', '/concrete-driveways', '/es/concrete-driveways', '/no-such-page']) {
      const response = await request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).not.toContain('unsafe-inline');
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const executable = scripts.filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!));
      expect(
        executable.map(([, attributes]) => attributes),
        path,
      ).toEqual([' type="module"']);
      // The hash of the bytes as served, computed here (CSP3 §8.4: base64 of the SHA-256 of the element's text).
      const bytes = new TextEncoder().encode(executable[0]![2]!);
      const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))));
      expect(
        csp.split('; ').find((directive) => directive.startsWith('script-src ')),
        path,
      ).toBe(`script-src 'self' 'sha256-${digest}'`);
      expect(html).not.toMatch(/\sstyle="/);
      expect(html).not.toMatch(/\son[a-z]+="/);
    }
  });
});

describe('methods (RFC 9110 §15.5.6)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s on a page is 405 with Allow: GET, HEAD', async (method) => {
    for (const path of [
      '/',
      '/about',
      '/concrete-driveways',
      '/services/concrete-driveways',
      '/nederland-tx-concrete-contractors',
      '/blog',
      '/sitemap.xml',
    ]) {
      const response = await request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
      expect(await response.text()).toBe('Method Not Allowed. This address accepts GET, HEAD.');
    }
  });

  it.each(['/contact', '/quote'])('%s also takes POST, where its form posts, and nothing else', async (path) => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it.each(['/contact/thank-you', '/quote/thank-you'])('%s takes GET and HEAD only', async (path) => {
    const response = await request(path, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('an unknown path stays 404 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await request('/no-such-page', { method });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
    }
  });

  it('HEAD on a page answers 200 with the GET headers and no body', async () => {
    const response = await request('/about', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});
