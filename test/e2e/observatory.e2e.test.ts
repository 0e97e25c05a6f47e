/**
 * Grades the served headers with the MDN HTTP Observatory's own grader
 * (@mdn/mdn-http-observatory): its `scan()` runs all ten of its tests and its
 * scoring, but instead of its network retriever (which needs the internet and
 * HTTPS) it receives what `wrangler dev` actually served for the page and
 * for the CORS preflight. The HTTP-to-HTTPS redirect is the edge's job
 * (Cloudflare's "Always Use HTTPS"), so the redirect chain given to the
 * grader is http → 301 → https on the public origin. The empty HSTS preload
 * list the grader reads is written by the global set-up.
 */
import { describe, expect, it, vi } from 'vitest';
import assets from '../../src/generated/assets.json';
import { baseUrl } from './browser';

const PUBLIC_ORIGIN = 'https://www.goldentriangleconcrete.example';
/** The grader's package, installed by the global set-up into tools/observatory. */
const PACKAGE = '../../tools/observatory/node_modules/@mdn/mdn-http-observatory';
/**
 * The grader's own axios (its `AxiosHeaders` is what the grader reads). Imported by a
 * non-literal specifier, like the grader itself, because the type check runs before the
 * set-up installs tools/observatory.
 */
const AXIOS = '../../tools/observatory/node_modules/axios/index.js';

/** What the grader's `scan()` returns (src/scanner/index.js of the package). */
interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, { result: string; pass: boolean; scoreModifier: number }>;
}

/** One served answer in the shape of the grader's retriever (axios-like headers). */
async function served(path: string, init: RequestInit = {}) {
  const { AxiosHeaders } = (await import(AXIOS)) as { AxiosHeaders: new (init?: Record<string, string>) => unknown };
  const response = await fetch(baseUrl() + path, { redirect: 'manual', ...init });
  const data = await response.text();
  return {
    headers: new AxiosHeaders(Object.fromEntries(response.headers)),
    request: { headers: new AxiosHeaders() },
    status: response.status,
    statusText: response.statusText,
    verified: true,
    data,
    config: { headers: new AxiosHeaders() },
  };
}

vi.mock('../../tools/observatory/node_modules/@mdn/mdn-http-observatory/src/retriever/retriever.js', async () => {
  const { Requests } = await import(`${PACKAGE}/src/types.js`);
  const { Session } = await import(`${PACKAGE}/src/retriever/session.js`);
  const { parseHttpEquivHeaders } = await import(`${PACKAGE}/src/retriever/utils.js`);
  const { CONFIG } = await import(`${PACKAGE}/src/config.js`);
  return {
    /** Replaces the network retriever: `hostname` is the path to grade on the local site. */
    async retrieve(path: string) {
      const requests = new Requests(new URL(PUBLIC_ORIGIN).hostname);
      const page = await served(path);
      const url = new URL(path, PUBLIC_ORIGIN);
      requests.session = new Session(url);
      requests.resources.path = page.data;
      requests.responses.auto = { ...page, httpEquiv: parseHttpEquivHeaders(page.data, url.href) };
      requests.responses.https = requests.responses.auto;
      requests.responses.http = { ...page, status: 301 };
      const redirects = [
        { url: new URL(path, PUBLIC_ORIGIN.replace('https:', 'http:')), status: 301 },
        { url, status: 200 },
      ];
      requests.responses.httpRedirects = redirects;
      requests.responses.httpsRedirects = redirects.slice(1);
      requests.responses.cors = await served(path, {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Method': 'GET', Origin: CONFIG.retriever.corsOrigin },
      });
      return requests;
    },
  };
});

describe('MDN HTTP Observatory grade of the served headers', () => {
  it.each([
    '/',
    '/contact',
    '/concrete-driveways',
    '/nederland-tx-concrete-contractors',
    '/blog/beaumont-driveway-cracking-concrete-damage-costs',
  ])('%s earns A+', async (path) => {
    const { scan } = (await import(`${PACKAGE}/src/index.js`)) as { scan: (hostname: string) => Promise<ScanResult> };
    const result = await scan(path);
    const failed = Object.entries(result.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result}`);
    console.log(
      `Observatory ${path}: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed` +
        Object.entries(result.tests)
          .map(([name, test]) => `\n  ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`)
          .join(''),
    );
    expect(failed).toEqual([]);
    expect(result.scan.grade).toBe('A+');
  });
});

describe('static files answered by Workers Static Assets (dist/_headers)', () => {
  // The hydration module: the file the admin links (the public pages carry the same code inline).
  it.each(['/favicon.svg', '/og-image.png', 'the hydration module', 'the stylesheet'])(
    '%s carries the same security headers as a page',
    async (file) => {
      const pageHeaders = (await fetch(`${baseUrl()}/`)).headers;
      const html = await (await fetch(`${baseUrl()}/`)).text();
      const path =
        file === 'the hydration module'
          ? assets.script
          : file === 'the stylesheet'
            ? html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!
            : file;
      const response = await fetch(baseUrl() + path);
      expect(response.status).toBe(200);
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'x-frame-options',
      ]) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(pageHeaders.get(name));
        expect(response.headers.get(name), name).not.toBeNull();
      }
    },
  );
});
