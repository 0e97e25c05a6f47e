import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
// The site's Worker with the admin Worker in process (test/worker-with-admin.ts says why).
import worker from './worker-with-admin';
import type { WorkerEnv } from '../src/env';
import { Jwt } from 'hono/utils/jwt';
import { parse, type HTMLElement } from 'node-html-parser';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../src/admin/access';

/** Origin used for requests in tests; canonical URLs come from SITE_URL instead. */
export const ORIGIN = 'http://localhost:8787';
/** SITE_URL of wrangler.toml, the origin of every canonical URL. */
export const SITE_URL = env.SITE_URL;

/** Sends a request for `path` to the Worker's fetch handler. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

/**
 * Hands `request` to the Worker's fetch handler with some bindings and variables of wrangler.toml changed by
 * `vars` (the handler gets `{ ...env, ...vars }`), and waits for the work the answer left running (`waitUntil`:
 * filling the cache, the lead email) before returning.
 */
export async function fetchWith(vars: Partial<WorkerEnv>, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Sends a request for `path` to the Worker with some variables of wrangler.toml changed, e.g.
 * `{ PAGE_CACHE: 'off' }` to render afresh, or `'edge'` to see only the Cache API as a new isolate does;
 * waits for the work the answer left running (`fetchWith`).
 */
export function requestWith(vars: Partial<WorkerEnv>, path: string, init?: RequestInit): Promise<Response> {
  return fetchWith(vars, new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));
}

/** A client address of its own for each call (`CF-Connecting-IP`), so the rate limit of one test never reaches another. */
export const someClient = () => `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;

/** Options of `postForm`. */
export interface PostOptions {
  /** Ask for JSON, as the islands do, instead of a browser's HTML. */
  json?: boolean;
  /** The client address (`CF-Connecting-IP`); a fresh one by default. */
  client?: string;
  headers?: Record<string, string>;
  /** Bindings and variables to change for this request (`fetchWith`). */
  vars?: Partial<WorkerEnv>;
}

/**
 * Posts `fields` like a form on this site (Origin set): urlencoded, or multipart when given a `FormData` (a form
 * with a file field), as a browser's native post or, with `json`, like the islands, straight to the Worker's fetch
 * handler, then waits for what it left running (`fetchWith`).
 */
export function postForm(
  path: string,
  fields: Record<string, string> | URLSearchParams | FormData,
  { json = false, client = someClient(), headers = {}, vars = {} }: PostOptions = {},
): Promise<Response> {
  return fetchWith(
    vars,
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: fields instanceof URLSearchParams || fields instanceof FormData ? fields : new URLSearchParams(fields),
      headers: {
        Origin: ORIGIN,
        Accept: json ? 'application/json' : 'text/html,application/xhtml+xml,*/*;q=0.8',
        'CF-Connecting-IP': client,
        ...headers,
      },
    }),
  );
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

export { ALIASES, CITY_SLUGS, POST_PATHS, PRIMARY_PATHS, SERVICE_SLUGS, SINGLE_PAGES, SPANISH_PATHS, spanishPath } from './routes';

/**
 * Waits until the next minute of the wall clock when less than `marginMs` of the current one is left. The local rate
 * limiter counts posts in fixed 60 s windows aligned to the clock (Miniflare's RateLimiterObject: `epoch =
 * floor(now / 60 s)`), so a test that needs six posts to land in one window must not start just before a boundary,
 * or the sixth is counted in a fresh window and allowed.
 */
export async function startOfRateWindow(marginMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/**
 * A local Access key pair for the admin tests: the public key as `ACCESS_LOCAL_JWKS` (with `ENVIRONMENT`
 * development, where the Worker reads local keys: src/admin/access.ts) and a token signed by the private key, valid
 * one hour, for the owner's requests.
 * @param kid the key id, one per test file
 * @returns `vars` for the Worker's env, `jwks` (the JSON alone) and `owner`, the headers of an admin request from
 *   the site itself (`Cf-Access-Jwt-Assertion`, `Origin`)
 */
export async function localAdminAccess(kid: string): Promise<{ vars: Partial<Env>; jwks: string; owner: Record<string, string> }> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = async (key: CryptoKey) => ({ ...((await crypto.subtle.exportKey('jwk', key)) as JsonWebKey), kid, alg: 'RS256' });
  const jwks = JSON.stringify({ keys: [await jwk(pair.publicKey)] });
  const now = Math.floor(Date.now() / 1000);
  const token = await Jwt.sign(
    { iss: LOCAL_ISSUER, aud: LOCAL_AUDIENCE, email: 'crew@goldentriangleconcrete.example', iat: now, exp: now + 3600 },
    (await jwk(pair.privateKey)) as never,
  );
  return {
    vars: { ENVIRONMENT: 'development', ACCESS_LOCAL_JWKS: jwks },
    jwks,
    owner: { 'Cf-Access-Jwt-Assertion': token, Origin: ORIGIN },
  };
}
