import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { importJWK, jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import worker from '../src/index';
import type { LeadStoredMessage } from '../src/leads/followups';
import { MAX_SUBSCRIPTIONS, pushEndpointAllowed, sendPush } from '../src/push/send';
import type { Received } from './push-service';
import { fetchWith, localAdminAccess, ORIGIN, postForm } from './helpers';

/**
 * Web Push end to end (issue 31 §2): a Node server on 127.0.0.1 plays the push
 * service (test/push-service.ts); the browser's side (its P-256 key pair and
 * auth secret) is made here with WebCrypto, and the message is decrypted
 * here by the steps of RFC 8291 §3.3-3.4 (ECDH, HKDF, AES-128-GCM), checking
 * the Worker's library against the standard.
 */

const service = inject('pushService');
let access: Awaited<ReturnType<typeof localAdminAccess>>;
beforeAll(async () => {
  access = await localAdminAccess('push-1');
});
// Each test starts with no subscription: one test's browsers never receive another's pushes or count toward its cap.
afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare('DELETE FROM push_subscriptions').run();
});

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A browser's side of a subscription: its key pair, auth secret and the JSON it would post. */
async function browserSubscription(endpoint: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { pair, publicRaw, auth, json: { endpoint, expirationTime: null, keys: { p256dh: b64url(publicRaw), auth: b64url(auth) } } };
}

/** HKDF-SHA-256 (RFC 5869, extract then expand) of `ikm` with `salt` and `info`, `bytes` long. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
      key,
      bytes * 8,
    ),
  );
}

/** Decrypts an `aes128gcm` push message body for the subscriber (RFC 8291 §3.3-3.4, RFC 8188 §2): the plaintext. */
async function decrypt(body: Uint8Array, subscriber: Awaited<ReturnType<typeof browserSubscription>>) {
  const salt = body.slice(0, 16);
  const idlen = body[20]!;
  const asPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  const serverKey = await crypto.subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdh = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey } as EcdhKeyDeriveParams, subscriber.pair.privateKey, 256),
  );
  const ikm = await hkdf(subscriber.auth, ecdh, concat(utf8('WebPush: info\0'), subscriber.publicRaw, asPublic), 32);
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter (RFC 8188 §2)
  return new TextDecoder().decode(padded.slice(0, end));
}

/** What the test push service received at `path`. */
const receivedAt = async (path: string): Promise<Received[]> =>
  (await fetch(`${service}/received?path=${encodeURIComponent(path)}`)).json();

/** An admin request from the site itself, signed in (local Access key, ENVIRONMENT development). */
const admin = (path: string, init: RequestInit = {}, vars: Partial<Env> = {}) =>
  fetchWith(
    { ...access.vars, ...vars },
    new Request(`${ORIGIN}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...access.owner, ...(init.headers as Record<string, string>) },
    }),
  );
const subscribe = (json: unknown) =>
  admin('/admin/push/subscriptions', { method: 'POST', body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } });

/** Posts a quote request and runs its follow-ups as the leads' queue consumer would: the lead's id. */
async function postLeadAndRunFollowups(fields: Record<string, string>) {
  const sent = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
  const posted = await postForm('/quote', fields, { vars: access.vars });
  expect(posted.status).toBe(303);
  const body = sent.mock.calls.map((call) => call[0] as LeadStoredMessage).find((message) => message.kind === 'lead_stored');
  expect(body).toBeDefined();
  const batch = createMessageBatch<LeadStoredMessage>('golden-triangle-leads', [
    { id: `m-${body!.leadId}`, timestamp: new Date(), attempts: 1, body: body! },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...access.vars }, ctx);
  expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: [`m-${body!.leadId}`], retryMessages: [] });
  return body!.leadId;
}

const quote = (overrides: Record<string, string> = {}) => ({
  firstName: 'Maria',
  lastName: 'Garcia',
  email: `push-${crypto.randomUUID()}@example.com`,
  phone: '',
  address: '',
  service: 'Driveway',
  description: 'A new driveway, about 600 square feet.',
  ...overrides,
});

describe('Web Push of a new lead', () => {
  it('reaches the push service encrypted aes128gcm with a VAPID header, and decrypts to a payload naming the lead', async () => {
    const path = `/push/ok-${crypto.randomUUID()}`;
    const subscriber = await browserSubscription(`${service}${path}`);
    expect((await subscribe(subscriber.json)).status).toBe(201);

    const started = Date.now();
    const leadId = await postLeadAndRunFollowups(quote());
    let received: Received[] = [];
    for (let i = 0; i < 100 && received.length === 0; i++) {
      received = await receivedAt(path);
      if (!received.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toHaveLength(1);
    const message = received[0]!;
    console.log(
      `push: lead posted to push service receipt ${message.at - started} ms (follow-up run at once; the queue's batching adds up to 5 s)`,
    );

    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const authorization = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(message.headers.authorization ?? '');
    expect(authorization).not.toBeNull();
    const [, jwt, k] = authorization!;
    expect(k).toBe(await (await admin('/admin/push/key')).text());
    const point = Buffer.from(k!, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, 'ES256');
    const { payload } = await jwtVerify(jwt!, key, { algorithms: ['ES256'], audience: service.replace('http:', 'https:') });
    expect(payload.sub).toMatch(/^mailto:/);
    expect(payload.exp! - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(24 * 3600);

    const note = JSON.parse(await decrypt(new Uint8Array(Buffer.from(message.body, 'base64')), subscriber));
    expect(note).toEqual({
      title: 'New estimate request',
      body: 'Maria G., Driveway',
      url: `/admin/leads/${leadId}`,
      tag: `lead-${leadId}`,
    });

    // The same message again (a retried delivery): nothing is pushed twice.
    const batch = createMessageBatch<LeadStoredMessage>('golden-triangle-leads', [
      { id: 'again', timestamp: new Date(), attempts: 2, body: { kind: 'lead_stored', leadId } },
    ]);
    // Awaited to its end, work left to waitUntil included: no sleep, nothing left running after the check.
    const ctx = createExecutionContext();
    const pushedAt = await env.DB.prepare('SELECT pushed_at FROM leads WHERE id = ?1').bind(leadId).first<{ pushed_at: string }>();
    expect(pushedAt?.pushed_at).toMatch(/^\d{4}-/);
    await worker.queue(batch, { ...env, ...access.vars }, ctx);
    await waitOnExecutionContext(ctx);
    expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: ['again'], retryMessages: [] });
    expect(await receivedAt(path)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT pushed_at FROM leads WHERE id = ?1').bind(leadId).first()).toEqual(pushedAt);
  });

  it('deletes a subscription whose push service answers 410, and keeps the lead', async () => {
    const path = `/push/gone-${crypto.randomUUID()}`;
    const subscriber = await browserSubscription(`${service}${path}`);
    expect((await subscribe(subscriber.json)).status).toBe(201);
    const count = () =>
      env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?1').bind(`${service}${path}`).first<{ n: number }>();
    expect((await count())?.n).toBe(1);
    const leadId = await postLeadAndRunFollowups(quote());
    expect(await receivedAt(path)).toHaveLength(1);
    expect((await count())?.n).toBe(0);
    expect(await env.DB.prepare('SELECT id FROM leads WHERE id = ?1').bind(leadId).first()).not.toBeNull();
  });
});

describe('a push service that redirects (issue 35)', () => {
  it('is never followed: the send counts as failed and the redirect’s target receives nothing', async () => {
    const name = crypto.randomUUID();
    const subscriber = await browserSubscription(`${service}/push/redirect-${name}`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await sendPush(
      { ...env, ...access.vars } as Env,
      { id: -1, endpoint: subscriber.json.endpoint, p256dh: subscriber.json.keys.p256dh, auth: subscriber.json.keys.auth },
      { title: 'New booking', body: 'Dana R.', url: '/admin/leads', tag: 'lead-0' },
    );
    expect(outcome).toBe('failed');
    expect(await receivedAt(`/push/redirect-${name}`)).toHaveLength(1);
    expect(await receivedAt(`/push/ok-${name}-landed`)).toHaveLength(0);
  });
});

describe('the subscription routes', () => {
  it('refuse an http endpoint in production and take it only outside production', async () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9999/push/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:9999/push/x', 'development')).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://evil.example/push.apple.com', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://push.apple.com.evil.example/x', 'production')).toBe(false);
    // A host that merely ends in the same letters is not a subdomain of push.apple.com.
    expect(pushEndpointAllowed('https://evilpush.apple.com/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://push.apple.com/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://eu.notify.windows.com/x', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://evilnotify.windows.com/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/fcm/send/abc', 'production')).toBe(false);
    // Through the route: an Access token verified in production (the team's JWKS served to the Worker's fetch).
    const team = 'https://gtc-push.cloudflareaccess.com';
    const pair = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair;
    const publicJwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid: 'push-team', alg: 'RS256' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ keys: [publicJwk] }));
    const { SignJWT } = await import('jose');
    const token = await new SignJWT({ email: 'owner@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'push-team' })
      .setIssuer(team)
      .setAudience('push-aud')
      .setExpirationTime('10m')
      .sign(pair.privateKey);
    const production = { ENVIRONMENT: 'production', ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: 'push-aud' };
    const post = async (endpoint: string) =>
      fetchWith(
        production,
        new Request(`${ORIGIN}/admin/push/subscriptions`, {
          method: 'POST',
          headers: { 'Cf-Access-Jwt-Assertion': token, Origin: ORIGIN, 'Content-Type': 'application/json' },
          body: JSON.stringify((await browserSubscription(endpoint)).json),
        }),
      );
    const refused = await post(`${service}/push/ok-production`);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/not a browser push service/);
    expect(
      await env.DB.prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?1').bind(`${service}/push/ok-production`).first(),
    ).toBeNull();
    expect((await post(`https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`)).status).toBe(201);
  });

  it(`keep at most ${MAX_SUBSCRIPTIONS} browsers: the next one is 409 and not stored; a known one may renew its keys`, async () => {
    const endpoints = Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, (_, i) => `${service}/push/cap-${i}-${crypto.randomUUID()}`);
    const subscribers = await Promise.all(endpoints.map((endpoint) => browserSubscription(endpoint)));
    for (const subscriber of subscribers.slice(0, MAX_SUBSCRIPTIONS)) expect((await subscribe(subscriber.json)).status).toBe(201);
    const over = await subscribe(subscribers[MAX_SUBSCRIPTIONS]!.json);
    expect(over.status).toBe(409);
    expect(await over.text()).toContain('At most 20 phones and browsers');
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first<{ n: number }>())?.n;
    expect(await count()).toBe(20);
    const renewed = await browserSubscription(endpoints[0]!);
    expect((await subscribe(renewed.json)).status).toBe(201);
    expect(await count()).toBe(20);
  });

  it('answer 403 without Access and to another site, and delete by endpoint', async () => {
    const subscriber = await browserSubscription(`${service}/push/ok-${crypto.randomUUID()}`);
    const body = JSON.stringify(subscriber.json);
    const json = { 'Content-Type': 'application/json', Origin: ORIGIN };
    const anonymous = await fetchWith(
      access.vars,
      new Request(`${ORIGIN}/admin/push/subscriptions`, { method: 'POST', headers: json, body }),
    );
    expect(anonymous.status).toBe(403);
    const crossSite = { ...json, Origin: 'https://evil.example' };
    expect((await admin('/admin/push/subscriptions', { method: 'POST', headers: crossSite, body })).status).toBe(403);
    expect((await admin('/admin/push/subscriptions', { method: 'DELETE', headers: crossSite, body })).status).toBe(403);
    const noOrigin = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Origin: '' };
    expect((await admin('/admin/push/subscriptions', { method: 'POST', headers: noOrigin, body })).status).toBe(403);
    expect(await env.DB.prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?1').bind(subscriber.json.endpoint).first()).toBeNull();

    expect((await subscribe({ endpoint: subscriber.json.endpoint, keys: { p256dh: 'short', auth: 'x' } })).status).toBe(422);
    const post = (headers: Record<string, string>, payload: string) =>
      admin('/admin/push/subscriptions', { method: 'POST', headers, body: payload });
    expect((await post({ 'Content-Type': 'text/plain' }, body)).status).toBe(415);
    expect((await post({ 'Content-Type': 'application/json' }, '{"endpoint":')).status).toBe(400);
    const huge = await post({ 'Content-Type': 'application/json' }, JSON.stringify({ ...subscriber.json, pad: 'x'.repeat(5000) }));
    expect(huge.status).toBe(413);
    expect(await huge.text()).not.toContain('xxxx');
    expect((await subscribe(subscriber.json)).status).toBe(201);
    const removed = await admin('/admin/push/subscriptions', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body });
    expect(removed.status).toBe(204);
    expect(await env.DB.prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?1').bind(subscriber.json.endpoint).first()).toBeNull();
  });
});
