import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Jwt } from 'hono/utils/jwt';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_COOKIE, LOCAL_AUDIENCE, LOCAL_ISSUER } from '../src/admin/access';
import { csvField, leadsCsv } from '../src/admin/csv';
import worker from '../src/index';
import type { CountedEvent, EventMessage } from '../src/insights/events';
import { escapeInvisible } from '../src/lib/display';
import type { Lead } from '../src/leads/store';
import { fetchWith, ORIGIN, requestWith } from './helpers';

/**
 * The contractor's leads page: /admin/leads behind Cloudflare Access, verified by the
 * Worker. The tests make their own RSA key pairs with WebCrypto and sign
 * tokens with Hono's JWT utilities. The team's JWKS is served through a spy
 * on `fetch` (the Worker's real fetch-and-cache path for
 * `<team>/cdn-cgi/access/certs`); local keys through `ACCESS_LOCAL_JWKS`.
 */

const TEAM = 'https://gtc-test.cloudflareaccess.com';
const AUD = 'a1b2c3d4e5f6-test-aud';
const ACCESS = { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };

/** An RS256 key pair as JWKs with `kid`. */
async function keyPair(kid: string) {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = async (key: CryptoKey) => ({ ...((await crypto.subtle.exportKey('jwk', key)) as JsonWebKey), kid, alg: 'RS256' });
  return { privateKey: await jwk(pair.privateKey), publicKey: await jwk(pair.publicKey) };
}

let team: Awaited<ReturnType<typeof keyPair>>;
let other: Awaited<ReturnType<typeof keyPair>>;
let local: Awaited<ReturnType<typeof keyPair>>;
beforeAll(async () => {
  [team, other, local] = await Promise.all([keyPair('team-1'), keyPair('team-1'), keyPair('local-1')]);
});

const now = () => Math.floor(Date.now() / 1000);
/** A token signed with `key`, valid for the test team unless `claims` say otherwise. */
const token = (key: JsonWebKey, claims: Record<string, unknown> = {}) =>
  Jwt.sign({ iss: TEAM, aud: [AUD], email: 'owner@goldentriangleconcrete.example', iat: now(), exp: now() + 600, ...claims }, key as never);

/** Serves the team's JWKS to the Worker's fetch. */
const serveJwks = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${TEAM}/cdn-cgi/access/certs`) return Response.json({ keys: [team.publicKey] });
    return new Response('not found', { status: 404 });
  });

const asOwner = async (claims: Record<string, unknown> = {}, key = team.privateKey) => ({
  'Cf-Access-Jwt-Assertion': await token(key, claims),
});

/** Stores a lead straight into D1 and returns its id. */
async function seed(fields: Partial<Lead>) {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'contact', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?1) RETURNING id`,
  )
    .bind(
      new Date().toISOString(),
      crypto.randomUUID(),
      fields.name ?? 'Ann Admin',
      fields.phone ?? '+14095550111',
      fields.email ?? '',
      fields.message ?? 'Patio',
      fields.lang ?? 'en',
      fields.notify_status ?? 'sent',
    )
    .first<{ id: number }>();
  return row!.id;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Cloudflare Access on /admin/leads', () => {
  it('a valid team token opens the page: no-store, noindex (header and meta), the leads listed', async () => {
    serveJwks();
    const id = await seed({ name: `Visible ${crypto.randomUUID().slice(0, 6)}` });
    const response = await requestWith(ACCESS, '/admin/leads', { headers: await asOwner() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const document = parse(await response.text());
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('h1')?.textContent).toBe('Leads');
    // A compact row: the name, the kind of request (no service given), the status and the next step, a link to the lead.
    const row = document.getElementById(`lead-${id}`);
    expect(row?.textContent).toMatch(/^Visible \w+\d+ minContact requestNewNext: Contacted$/);
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`/admin/leads/${id}`);
  });

  it.each([
    ['no token', async () => ({})],
    ['a header that is not a JWT', async () => ({ 'Cf-Access-Jwt-Assertion': 'present' })],
    ['another audience', () => asOwner({ aud: ['someone-else'] })],
    ['another issuer', () => asOwner({ iss: 'https://evil.cloudflareaccess.com' })],
    ['an expired token', () => asOwner({ exp: now() - 5 })],
    ['a token without exp', () => asOwner({ exp: undefined })],
    ['a token signed by another key with the same kid', () => asOwner({}, other.privateKey)],
  ])('refuses %s with 403', async (_, headers) => {
    serveJwks();
    const response = await requestWith(ACCESS, '/admin/leads', { headers: await headers() });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<h1>Leads');
  });

  it('a local key opens the page in development and is refused in production', async () => {
    const localToken = { 'Cf-Access-Jwt-Assertion': await token(local.privateKey, { iss: LOCAL_ISSUER, aud: [LOCAL_AUDIENCE] }) };
    const vars = { ACCESS_LOCAL_JWKS: JSON.stringify({ keys: [local.publicKey] }) };
    expect((await requestWith({ ...vars, ENVIRONMENT: 'development' }, '/admin/leads', { headers: localToken })).status).toBe(200);
    expect((await requestWith({ ...vars, ENVIRONMENT: 'production' }, '/admin/leads', { headers: localToken })).status).toBe(403);
  });

  it('after Access rotates its keys, a token of the new key opens the page at once; unknown kids fetch the keys at most once a minute', async () => {
    // A team of its own: the Worker caches one team's keys, so this test starts with none cached.
    const rotating = 'https://gtc-rotation.cloudflareaccess.com';
    const vars = { ACCESS_TEAM_DOMAIN: rotating, ACCESS_AUD: AUD };
    const [first, second, stranger] = await Promise.all([keyPair('first-1'), keyPair('second-1'), keyPair('stranger-1')]);
    let published = [first.publicKey];
    const certs = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      return url === `${rotating}/cdn-cgi/access/certs` ? Response.json({ keys: published }) : new Response('not found', { status: 404 });
    });
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    /** The status of /admin/leads for a token of `key` from this team. */
    const statusWith = async (key: JsonWebKey) =>
      (await requestWith(vars, '/admin/leads', { headers: { 'Cf-Access-Jwt-Assertion': await token(key, { iss: rotating }) } })).status;

    expect(await statusWith(first.privateKey)).toBe(200);
    expect(certs).toHaveBeenCalledTimes(1);
    // Access publishes a second key and signs with it, 2 minutes later (the first set is kept 10 minutes).
    published = [first.publicKey, second.publicKey];
    clock += 120_000;
    expect(await statusWith(second.privateKey)).toBe(200);
    expect(certs).toHaveBeenCalledTimes(2);
    // A flood of tokens naming a key Access never published, within the minute: refused, no more fetches.
    for (let i = 0; i < 5; i++) expect(await statusWith(stranger.privateKey)).toBe(403);
    expect(certs).toHaveBeenCalledTimes(2);
    // A minute after the last fetch, an unknown kid fetches again, once.
    clock += 61_000;
    expect(await statusWith(stranger.privateKey)).toBe(403);
    expect(await statusWith(stranger.privateKey)).toBe(403);
    expect(certs).toHaveBeenCalledTimes(3);
  });

  it('gives up on a key fetch that hangs (aborted by its timeout): 403 and an access_keys_unavailable line, not a request held open', async () => {
    const stalled = 'https://gtc-stalled.cloudflareaccess.com';
    const certs = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await requestWith({ ACCESS_TEAM_DOMAIN: stalled, ACCESS_AUD: AUD }, '/admin/leads', {
      headers: { 'Cf-Access-Jwt-Assertion': await token(team.privateKey, { iss: stalled }) },
    });
    expect(response.status).toBe(403);
    expect(certs).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('"event":"access_keys_unavailable"'));
  });

  it('is never served from the page cache: a lead stored after a first view shows on the second', async () => {
    serveJwks();
    await requestWith(ACCESS, '/admin/leads', { headers: await asOwner() });
    const id = await seed({ name: 'Arrived Later' });
    const again = await requestWith(ACCESS, '/admin/leads', { headers: await asOwner() });
    expect(parse(await again.text()).getElementById(`lead-${id}`)).not.toBeNull();
  });
});

/** The Cookie header that carries a token signed with `key` as Access's CF_Authorization cookie. */
const cookieOf = async (claims: Record<string, unknown> = {}, key = team.privateKey) => ({
  Cookie: `theme=dark; ${ACCESS_COOKIE}=${await token(key, claims)}`,
});

describe('the admin area, loaded on the first /admin request', () => {
  it('answers a method a path does not take with 405 and Allow, as the site does', async () => {
    serveJwks();
    const response = await requestWith(ACCESS, '/admin/leads', {
      method: 'PUT',
      headers: { ...(await asOwner()), 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers an unknown admin path with the 404 page, no-store and noindex', async () => {
    serveJwks();
    const response = await requestWith(ACCESS, '/admin/nowhere', { headers: await asOwner() });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(parse(await response.text()).querySelector('h1')?.textContent).toBeTruthy();
  });
});

describe('the CF_Authorization cookie Access sets in the browser', () => {
  it('a valid team token in the cookie opens the page', async () => {
    serveJwks();
    const response = await requestWith(ACCESS, '/admin/leads', { headers: await cookieOf() });
    expect(response.status).toBe(200);
    expect(parse(await response.text()).querySelector('h1')?.textContent).toBe('Leads');
  });

  it.each([
    ['an expired token', () => cookieOf({ exp: now() - 5 })],
    ['another audience', () => cookieOf({ aud: ['someone-else'] })],
    ['another issuer', () => cookieOf({ iss: 'https://evil.cloudflareaccess.com' })],
    ['a forged signature (another key with the same kid)', () => cookieOf({}, other.privateKey)],
    ['a cookie of another name', async () => ({ Cookie: `CF_Authorization_x=${await token(team.privateKey)}` })],
  ])('refuses %s in the cookie with 403', async (_, headers) => {
    serveJwks();
    const response = await requestWith(ACCESS, '/admin/leads', { headers: await headers() });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('<h1>Leads');
  });
});

/** The variables of `npm start` with the local public key. */
const localVars = () => ({ ACCESS_LOCAL_JWKS: JSON.stringify({ keys: [local.publicKey] }), ENVIRONMENT: 'development' });
/** A token as `npm run admin-token` signs it (12 hours), unless `claims` or `key` say otherwise. */
const localToken = (claims: Record<string, unknown> = {}, key = local.privateKey) =>
  token(key, { iss: LOCAL_ISSUER, aud: [LOCAL_AUDIENCE], exp: now() + 12 * 3600, ...claims });

describe('/admin/login: a local token into the cookie, for a plain browser', () => {
  it('sets the cookie (HttpOnly, SameSite=Lax, Path=/admin, at most 12 h) and sends the browser to the leads, which open with it', async () => {
    const response = await requestWith(localVars(), `/admin/login?token=${await localToken()}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/leads');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${ACCESS_COOKIE}=[\\w.-]+;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/admin');
    expect(cookie).not.toContain('Secure'); // http://localhost
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(11 * 3600);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(12 * 3600);
    const page = await requestWith(localVars(), '/admin/leads', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
  });

  it('marks the cookie Secure over https and never lets it outlive the token', async () => {
    const response = await fetchWith(
      localVars(),
      new Request(`https://localhost:8787/admin/login?token=${await localToken({ exp: now() + 600 })}`, { redirect: 'manual' }),
    );
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('Secure');
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(600);
  });

  it.each([
    ['no token', async () => ''],
    ['a token that is not a JWT', async () => 'present'],
    ['an expired local token', () => localToken({ exp: now() - 5 })],
    ['a token signed by another key', () => localToken({}, team.privateKey)],
    ['a token for the team, not the local audience', () => token(local.privateKey)],
  ])('refuses %s with 403 and sets no cookie', async (_, make) => {
    const response = await requestWith(localVars(), `/admin/login?token=${await make()}`);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('does not exist in production (404, no cookie), even with a valid local token', async () => {
    const response = await requestWith({ ...localVars(), ENVIRONMENT: 'production' }, `/admin/login?token=${await localToken()}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the leads page', () => {
  it('lists a lead whose email failed first, marks Spanish-speaking visitors, and escapes hidden characters', async () => {
    serveJwks();
    const failed = await seed({ name: 'Needs \u202Ecall\u202C Back', notify_status: 'failed' });
    const spanish = await seed({ name: 'María García', lang: 'es' });
    const document = parse(await (await requestWith(ACCESS, '/admin/leads', { headers: await asOwner() })).text());
    const cards = document.querySelectorAll('li[id^=lead-]');
    expect(cards[0]?.id).toBe(`lead-${failed}`);
    expect(cards[0]?.textContent).toContain('Email failed');
    expect(cards[0]?.textContent).toContain('Needs [U+202E]call[U+202C] Back');
    expect(document.getElementById(`lead-${spanish}`)?.textContent).toContain('Spanish-speaking visitor');
  });

  it('searches by name, phone digits or email', async () => {
    serveJwks();
    const tag = crypto.randomUUID().slice(0, 8);
    const long = `searchable.customer.${tag}@southeast-texas-construction.example.com`;
    const id = await seed({ name: `Searchable ${tag}`, phone: '+14095550199', email: long });
    // A whole long address too: D1 refuses a LIKE pattern over 50 bytes, so the search must not build one.
    for (const q of [tag, `customer.${tag}@southeast`, '409 555 0199', long, `SEARCHABLE ${tag}`]) {
      const response = await requestWith(ACCESS, `/admin/leads?q=${encodeURIComponent(q)}`, { headers: await asOwner() });
      expect(response.status, q).toBe(200);
      const document = parse(await response.text());
      expect(document.getElementById(`lead-${id}`), q).not.toBeNull();
    }
    // Nothing typed is a wildcard: % and _ match only themselves; words with digits are not a phone number (the
    // seeded phone holds 0199).
    for (const q of [`nobody-${tag}`, 'nobody-0199', '%', '_']) {
      const none = parse(await (await requestWith(ACCESS, `/admin/leads?q=${encodeURIComponent(q)}`, { headers: await asOwner() })).text());
      expect(none.querySelectorAll('li[id^=lead-]'), q).toHaveLength(0);
    }
  });

  it("moves a lead's status with a same-origin POST; a cross-site POST gets 403", async () => {
    serveJwks();
    const id = await seed({ name: 'To Contact' });
    const headers = { ...(await asOwner()), 'Content-Type': 'application/x-www-form-urlencoded' };
    const cross = await requestWith(ACCESS, `/admin/leads/${id}/status`, {
      method: 'POST',
      body: 'status=contacted',
      headers: { ...headers, Origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const ok = await requestWith(ACCESS, `/admin/leads/${id}/status`, {
      method: 'POST',
      body: 'status=contacted',
      headers: { ...headers, Origin: ORIGIN },
    });
    expect([ok.status, ok.headers.get('location')]).toEqual([303, `/admin/leads/${id}?saved=status&status=contacted#status-form`]);
    const row = await env.DB.prepare('SELECT status, first_contact_at FROM leads WHERE id = ?1').bind(id).first<Lead>();
    expect(row?.status).toBe('contacted');
    expect(row?.first_contact_at).toMatch(/^\d{4}-/);
    const page = parse(await (await requestWith(ACCESS, '/admin/leads', { headers: await asOwner() })).text());
    expect(page.getElementById(`lead-${id}`)?.textContent).toContain('Contacted');
  });
});

describe('CSV export', () => {
  it('/admin/leads.csv is RFC 4180 with formula cells neutralised', async () => {
    serveJwks();
    const tag = crypto.randomUUID().slice(0, 8);
    await seed({ name: `=HYPERLINK("http://evil.example","${tag}")`, message: '@SUM(1+1)\nline "two"' });
    const response = await requestWith(ACCESS, `/admin/leads.csv?q=${tag}`, { headers: await asOwner() });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^"id","received \(UTC\)","form","language","name"/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(text).toContain(`"'@SUM(1+1)\nline ""two"""`);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('neutralises every formula start and leaves other cells alone', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'plain', '1-2'].map(csvField)).toEqual([
      `"'=1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@x"`,
      `"'\tx"`,
      `"'\rx"`,
      '"plain"',
      '"1-2"',
    ]);
    expect(leadsCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('escapeInvisible', () => {
  it('writes out CR, bidi overrides, line separators and other controls, keeps LF only when asked', () => {
    expect(escapeInvisible('a\rb\u202Ec\u2028d\u2029e\u0007f\u200Fg')).toBe('a[U+000D]b[U+202E]c[U+2028]d[U+2029]e[U+0007]f[U+200F]g');
    expect(escapeInvisible('one\ntwo', { keepNewlines: true })).toBe('one\ntwo');
    expect(escapeInvisible('one\ntwo')).toBe('one[U+000A]two');
    expect(escapeInvisible('👨‍👩‍👧 María')).toBe('👨‍👩‍👧 María');
  });
});

describe('/admin/insights and the lead source on /admin/leads', () => {
  it('is behind Access like the leads', async () => {
    serveJwks();
    expect((await requestWith(ACCESS, '/admin/insights', {})).status).toBe(403);
  });

  it('shows the period, leads per day, leads by landing page and source, per-page counts, the 404s and rated p75s', async () => {
    serveJwks();
    // A fixed clock for the page (its "today"), so the test never flips at a UTC midnight.
    const now = new Date('2026-03-10T12:00:00.000Z');
    const today = '2026-03-10';
    const leadId = await seed({ name: 'Source Lead' });
    await env.DB.prepare(
      `UPDATE leads SET created_at = ?2, source_landing = '/concrete-driveways', source_page = '/contact', source_referrer = 'google.com',
       source_utm_source = 'gbp', source_utm_medium = 'organic', source_utm_campaign = 'fall', source_edition = 'en', source_device = 'phone' WHERE id = ?1`,
    )
      .bind(leadId, now.toISOString())
      .run();
    // The counts come in as the beacon queues them and the consumer adds them (src/insights/consumer.ts).
    const event = (kind: CountedEvent['kind'], path: string, template: string, extra: Partial<CountedEvent> = {}): CountedEvent => ({
      kind,
      path,
      edition: 'en',
      device: 'phone',
      referrer: '',
      template,
      ...extra,
    });
    const times = (n: number, e: CountedEvent) => Array.from({ length: n }, () => e);
    const events = [
      ...times(40, event('view', '/concrete-driveways', 'service', { referrer: 'google.com' })),
      ...times(3, event('tel', '/concrete-driveways', 'service')),
      ...times(5, event('estimate', '/concrete-driveways', 'service')),
      ...times(4, event('start', '/contact', 'contact')),
      ...times(2, event('sent', '/contact', 'form')),
      event('missing', 'other', 'missing'),
      ...times(3, event('vital', '/concrete-driveways', 'service', { metric: 'LCP', value: 2050 })),
      event('vital', '/concrete-driveways', 'service', { metric: 'LCP', value: 4150 }),
      ...times(4, event('vital', '/concrete-driveways', 'service', { metric: 'INP', value: 305 })),
      ...times(4, event('vital', '/concrete-driveways', 'service', { metric: 'CLS', value: 0.302 })),
    ];
    const batch = createMessageBatch<EventMessage>('golden-triangle-events', [
      { id: `dash-${crypto.randomUUID()}`, timestamp: now, attempts: 1, body: { day: today, events } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ ackAll: true });

    vi.useFakeTimers({ toFake: ['Date'], now });
    const response = await asOwner()
      .then((headers) => requestWith(ACCESS, '/admin/insights?days=7', { headers }))
      .finally(() => vi.useRealTimers());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const document = parse(await response.text());
    expect(document.querySelector('h1')?.textContent).toBe('Insights');
    expect(document.querySelector('a[aria-current="page"][href="/admin/insights?days=7"]')?.textContent).toBe('Last 7 days');
    expect(document.querySelector('a[aria-current="page"][href="/admin/insights"]')?.textContent).toBe('Insights');
    expect(document.querySelectorAll('svg[role="img"] rect')).toHaveLength(7);
    const table = (caption: string) =>
      document
        .querySelectorAll('table')
        .find((t) => t.querySelector('caption')?.textContent === caption)!
        .querySelectorAll('tbody tr')
        .map((tr) => tr.querySelectorAll('th, td').map((cell) => cell.textContent.trim()));
    // Pages by their names, the path under each.
    expect(table('Leads by landing page')).toContainEqual(['Concrete Driveways/concrete-driveways', '1', '40', '2.5 %']);
    expect(table('Leads by source')).toContainEqual(['gbp', 'organic', 'fall', '1']);
    expect(table('Page views and actions per page')).toContainEqual([
      'Concrete Driveways/concrete-driveways',
      '40',
      '3',
      '5',
      '0',
      '0',
      '0',
      '1',
      '2.5 %',
    ]);
    expect(table('Page views and actions per page')).toContainEqual(['Contact/contact', '0', '0', '0', '0', '4', '2', '0', '–']);
    expect(table('Pages not found')).toContainEqual(['other', '1']);
    expect(table('Views by referring site')).toContainEqual(['google.com', '40']);
    // p75 of 4 LCP loads (3 at 2.0–2.1 s, 1 at 4.1–4.2 s) is the 3rd: 2.1 s, good; INP 310 ms; CLS 0.305.
    expect(table('Web Vitals p75 per template')).toContainEqual([
      'service',
      '2.1 s · good',
      '310 ms · needs improvement',
      '0.305 · poor',
      '4',
    ]);
  });

  it('shows and exports each lead\'s source, "unknown" for a lead without one', async () => {
    serveJwks();
    const tag = crypto.randomUUID().slice(0, 8);
    const id = await seed({ name: `Old ${tag}` });
    const page = parse(await (await requestWith(ACCESS, `/admin/leads?q=${tag}`, { headers: await asOwner() })).text());
    // The inbox lists it (its row is short: issue 37 §7); the lead's page says the source in words and gives each field.
    expect(page.getElementById(`lead-${id}`)).not.toBeNull();
    const own = parse(await (await requestWith(ACCESS, `/admin/leads/${id}`, { headers: await asOwner() })).text());
    expect(own.textContent).toMatch(/Where it came from\s*Unknown/);
    expect(own.textContent).toContain('Landing page: unknown · Sent from: unknown · Referrer: unknown');
    const csv = await (await requestWith(ACCESS, `/admin/leads.csv?q=${tag}`, { headers: await asOwner() })).text();
    const [header, row] = csv.split('\r\n');
    expect(header).toContain('"Landing page","Sent from","Referrer","utm_source","utm_medium","utm_campaign","Edition","Device"');
    expect(row).toMatch(/"unknown","unknown","unknown","unknown","unknown","unknown","unknown","unknown"$/);
  });
});
