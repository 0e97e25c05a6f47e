/**
 * Cloudflare Access for the contractor's pages (/admin/*):
 * the Worker itself verifies the `Cf-Access-Jwt-Assertion` JWT that Access
 * adds to each request it lets through, or else the same JWT in the
 * `CF_Authorization` cookie Access sets in the browser (Cloudflare's guide
 * accepts either; both are verified the same way), so the pages stay closed
 * even when Access is not in front (a workers.dev URL, a misconfigured
 * route): the token's presence proves nothing; its signature does.
 *
 * Verification (Cloudflare's "Validate JWTs" guide) with Hono's JWT utilities
 * (`verifyWithJwks`, WebCrypto): RS256 only; the signing key chosen by `kid`
 * from the team's JWKS at `<ACCESS_TEAM_DOMAIN>/cdn-cgi/access/certs`
 * (fetched once, kept 10 minutes, fetched again for an unknown `kid` at most
 * once a minute, since Access rotates its keys); `iss` the team domain; `aud`
 * holding the application's AUD tag `ACCESS_AUD`; an `exp` in the future
 * (required: Hono only checks it when present).
 *
 * Local use: `npm run admin-token` makes a key pair, writes its public JWKS
 * to `.dev.vars` as `ACCESS_LOCAL_JWKS` and prints a token with issuer
 * `LOCAL_ISSUER` and audience `LOCAL_AUDIENCE` (with `--open`, a
 * `/admin/login` link that puts it in the cookie: `localLogin`). Those keys
 * are never read when `ENVIRONMENT` is "production".
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { Jwt } from 'hono/utils/jwt';
import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';
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

let teamKeys: { domain: string; keys: HonoJsonWebKey[]; fetchedAt: number } | undefined;

/** The team's public keys, from the cache or fetched (`fresh`: the token named a key not in the cache). */
async function accessKeys(domain: string, fresh: boolean): Promise<HonoJsonWebKey[]> {
  const now = Date.now();
  const cached = teamKeys?.domain === domain ? teamKeys : undefined;
  if (cached && now - cached.fetchedAt < (fresh ? REFETCH_MS : JWKS_TTL_MS)) return cached.keys;
  const response = await fetch(`${domain}/cdn-cgi/access/certs`);
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const { keys } = (await response.json()) as { keys?: HonoJsonWebKey[] };
  if (!Array.isArray(keys)) throw new Error('Access certs hold no keys');
  teamKeys = { domain, keys, fetchedAt: now };
  return keys;
}

/** The `kid` of a token's header, or undefined when it is not a readable JWT. */
function kidOf(token: string): string | undefined {
  try {
    const { kid } = Jwt.decode(token).header as { kid?: unknown };
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies `token` against `keys`, `iss` and `aud`, requiring an `exp`; the payload, or null. */
async function verified(token: string, keys: HonoJsonWebKey[], iss: string, aud: string) {
  try {
    const payload = await Jwt.verifyWithJwks(token, { keys, allowedAlgorithms: ['RS256'], verification: { iss, aud } });
    return typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
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
      let keys = await accessKeys(domain, false);
      const kid = kidOf(token);
      if (kid && !keys.some((key) => key.kid === kid)) keys = await accessKeys(domain, true);
      const payload = await verified(token, keys, domain, env.ACCESS_AUD);
      if (payload) return String(payload.email ?? payload.sub ?? 'Access user');
    } catch (error) {
      // Written out, not through lib/log: `npm run admin-token` imports this module in Node, which needs file extensions.
      console.error(JSON.stringify({ event: 'access_keys_unavailable', reason: error instanceof Error ? error.message : String(error) }));
    }
  }
  const local = await verifyLocal(token, env);
  return local ? String(local.email ?? local.sub ?? 'local admin') : null;
}

/** The payload of a token signed by a local key (`ACCESS_LOCAL_JWKS`), or null; null without reading the keys in production. */
async function verifyLocal(token: string, env: Pick<Env, 'ACCESS_LOCAL_JWKS' | 'ENVIRONMENT'>) {
  if (env.ENVIRONMENT === 'production' || !env.ACCESS_LOCAL_JWKS) return null;
  let keys: HonoJsonWebKey[] = [];
  try {
    keys = (JSON.parse(env.ACCESS_LOCAL_JWKS) as { keys: HonoJsonWebKey[] }).keys;
  } catch {
    return null;
  }
  return verified(token, keys, LOCAL_ISSUER, LOCAL_AUDIENCE);
}

/**
 * Middleware: lets a request through only with a valid Access token
 * (`verifyAccess`) in the `Cf-Access-Jwt-Assertion` header or, failing
 * that, in the `CF_Authorization` cookie; anything else gets 403 with a
 * short plain-text answer.
 */
export const requireAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = (await verifyAccess(c.req.header(ACCESS_HEADER), c.env)) ?? (await verifyAccess(getCookie(c, ACCESS_COOKIE), c.env));
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
