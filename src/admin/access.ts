/**
 * Cloudflare Access for the contractor's pages (/admin/*):
 * the Worker itself verifies the `Cf-Access-Jwt-Assertion` JWT that Access
 * adds to each request it lets through, or else the same JWT in the
 * `CF_Authorization` cookie Access sets in the browser (Cloudflare's guide
 * accepts either; both are verified the same way), so the pages stay closed
 * even when Access is not in front (a workers.dev URL, a misconfigured
 * route): the token's presence proves nothing; its signature does.
 *
 * Verification (Cloudflare's "Validate JWTs" guide) with jose (`jwtVerify`,
 * WebCrypto), loaded on the first admin request only: RS256 only; the
 * signing key chosen by `kid` from the team's JWKS at
 * `<ACCESS_TEAM_DOMAIN>/cdn-cgi/access/certs` (jose's `createRemoteJWKSet`:
 * fetched with a timeout of `JWKS_TIMEOUT_MS`, kept 10 minutes, fetched again
 * for an unknown `kid` at most once a minute, since Access rotates its keys);
 * `iss` the team domain; `aud` holding the application's AUD tag
 * `ACCESS_AUD`; an `exp` required, and in the future.
 *
 * Local use: `npm run admin-token` makes a key pair, writes its public JWKS
 * to `.dev.vars` as `ACCESS_LOCAL_JWKS` and prints a token with issuer
 * `LOCAL_ISSUER` and audience `LOCAL_AUDIENCE` (with `--open`, a
 * `/admin/login` link that puts it in the cookie: `localLogin`). Those keys
 * are never read when `ENVIRONMENT` is "production".
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import type { AppEnv } from '../env';

/** The header Cloudflare Access adds to a request it lets through. */
export const ACCESS_HEADER = 'Cf-Access-Jwt-Assertion';
/** The cookie Cloudflare Access sets in the browser after sign-in, holding the same JWT. */
export const ACCESS_COOKIE = 'CF_Authorization';
/** Longest life of the cookie `localLogin` sets, in seconds (a local token's own life). */
export const LOCAL_COOKIE_MAX_AGE = 12 * 3600;
/** Issuer and audience of the tokens `npm run admin-token` signs. */
export const LOCAL_ISSUER = 'urn:golden-triangle:local-admin';
export const LOCAL_AUDIENCE = 'golden-triangle-admin-local';

/** How long the team's keys are kept, in ms. */
const JWKS_TTL_MS = 10 * 60_000;
/** Least time between two fetches for an unknown `kid`, in ms. */
const REFETCH_MS = 60_000;
/** Longest wait for the team's keys, in ms: past it the fetch is aborted and the request gets 403 (a stalled fetch would hold it). */
const JWKS_TIMEOUT_MS = 3_000;

/**
 * The parts of jose used here, loaded on the first token to verify (esbuild
 * keeps them in lazy initialisers: a public page never evaluates them), by
 * their own entry points so the rest of jose (JWE, key generation…) is not bundled.
 */
const jose = async () => {
  const [{ jwtVerify }, { createRemoteJWKSet }, { createLocalJWKSet }] = await Promise.all([
    import('jose/jwt/verify'),
    import('jose/jwks/remote'),
    import('jose/jwks/local'),
  ]);
  return { jwtVerify, createRemoteJWKSet, createLocalJWKSet };
};

/** The team's key set (jose's remote JWKS, which caches, times out and refetches), for the one team domain in use. */
let teamKeys: { domain: string; keys: JWTVerifyGetKey } | undefined;

/** The key set of the team at `domain`. */
async function accessKeys(domain: string): Promise<JWTVerifyGetKey> {
  if (teamKeys?.domain !== domain) {
    const { createRemoteJWKSet } = await jose();
    const keys = createRemoteJWKSet(new URL(`${domain}/cdn-cgi/access/certs`), {
      timeoutDuration: JWKS_TIMEOUT_MS,
      cacheMaxAge: JWKS_TTL_MS,
      cooldownDuration: REFETCH_MS,
    });
    teamKeys = { domain, keys };
  }
  return teamKeys.keys;
}

/** jose's codes for a token that is simply not valid (as opposed to keys that could not be fetched). */
const TOKEN_ERRORS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/**
 * Verifies `token` against `keys`, `iss` and `aud`, RS256 only, requiring an `exp`.
 * @returns the payload, or null for a token that is not valid
 * @throws when the keys cannot be had (timeout, network, a bad answer), so the caller can log it
 */
async function verified(token: string, keys: JWTVerifyGetKey, iss: string, aud: string): Promise<JWTPayload | null> {
  const { jwtVerify } = await jose();
  try {
    const { payload } = await jwtVerify(token, keys, { algorithms: ['RS256'], issuer: iss, audience: aud, requiredClaims: ['exp'] });
    return payload;
  } catch (error) {
    if (TOKEN_ERRORS.has((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
}

/**
 * Who the token says the visitor is (its `email` claim, or its `sub`), or
 * null when the token is not valid for this site: a bad signature, another
 * audience or issuer, expired, no token, or a local key in production.
 */
export async function verifyAccess(
  token: string | undefined,
  env: Pick<Env, 'ACCESS_TEAM_DOMAIN' | 'ACCESS_AUD' | 'ACCESS_LOCAL_JWKS' | 'ENVIRONMENT'>,
) {
  if (!token) return null;
  const domain = env.ACCESS_TEAM_DOMAIN.replace(/\/+$/, '');
  if (domain.startsWith('https://') && env.ACCESS_AUD) {
    try {
      const payload = await verified(token, await accessKeys(domain), domain, env.ACCESS_AUD);
      if (payload) return String(payload.email ?? payload.sub ?? 'Access user');
    } catch (error) {
      // Written out, not through lib/log: `npm run admin-token` imports this module in Node, which needs file extensions.
      console.error(JSON.stringify({ event: 'access_keys_unavailable', reason: error instanceof Error ? error.message : String(error) }));
    }
  }
  const local = await verifyLocal(token, env);
  return local ? String(local.email ?? local.sub ?? 'local admin') : null;
}

/**
 * The local key set, for the one `ACCESS_LOCAL_JWKS` text in use: kept per isolate, since jose's local key set
 * imports each key (WebCrypto `importKey`) once and keeps it, which a set made again per request would redo every
 * time (issue 48: the admin's first byte). Only the parsed, imported keys are kept: every token is still verified
 * (signature, `iss`, `aud`, `exp`) on every request.
 */
let localKeys: { jwks: string; keys: JWTVerifyGetKey } | undefined;

/** The payload of a token signed by a local key (`ACCESS_LOCAL_JWKS`), or null; null without reading the keys in production. */
async function verifyLocal(token: string, env: Pick<Env, 'ACCESS_LOCAL_JWKS' | 'ENVIRONMENT'>): Promise<JWTPayload | null> {
  if (env.ENVIRONMENT === 'production' || !env.ACCESS_LOCAL_JWKS) return null;
  try {
    if (localKeys?.jwks !== env.ACCESS_LOCAL_JWKS) {
      const { createLocalJWKSet } = await jose();
      localKeys = { jwks: env.ACCESS_LOCAL_JWKS, keys: createLocalJWKSet(JSON.parse(env.ACCESS_LOCAL_JWKS)) };
    }
    return await verified(token, localKeys.keys, LOCAL_ISSUER, LOCAL_AUDIENCE);
  } catch {
    return null;
  }
}

/**
 * Middleware: lets a request through only with a valid Access token
 * (`verifyAccess`) in the `Cf-Access-Jwt-Assertion` header or, failing
 * that, in the `CF_Authorization` cookie; anything else gets 403 with a
 * short plain-text answer.
 */
export const requireAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  const user = (await verifyAccess(c.req.header(ACCESS_HEADER), c.env)) ?? (await verifyAccess(getCookie(c, ACCESS_COOKIE), c.env));
  // Its share of the first byte, beside the meter's `d1` and `app` (src/lib/d1-meter.ts `addTiming`; issue 48).
  c.header('Server-Timing', `access;dur=${Date.now() - started}`, { append: true });
  if (!user) {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.text('Forbidden. This page is for the site owner, signed in through Cloudflare Access.', 403);
  }
  await next();
};

/**
 * `GET /admin/login?token=…` (the link `npm run admin-token -- --open`
 * prints): opens the admin in a plain browser on the local `npm start`. Only
 * when `ENVIRONMENT` is not "production" and the token verifies against the
 * local keys, it stores the token in the `CF_Authorization` cookie (HttpOnly,
 * Secure over https, SameSite=Lax, Path=/admin, for at most 12 hours and
 * never past the token's `exp`) and answers 303 to /admin/leads, where
 * `requireAccess` verifies the cookie like any other. Another token gets 403
 * and no cookie; in production the route does not exist (404) and no local
 * key is read.
 */
export async function localLogin(c: Context<AppEnv>) {
  if (c.env.ENVIRONMENT === 'production') return c.notFound();
  const token = c.req.query('token') ?? '';
  const payload = token ? await verifyLocal(token, c.env) : null;
  if (!payload)
    return c.text(
      'Forbidden. This link holds no valid local admin token: run `npm run admin-token -- --open` again (after its first run, restart `npm start` once).',
      403,
    );
  const left = Number(payload.exp) - Math.floor(Date.now() / 1000);
  setCookie(c, ACCESS_COOKIE, token, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/admin',
    maxAge: Math.min(LOCAL_COOKIE_MAX_AGE, left),
  });
  return c.redirect('/admin/leads', 303);
}
