/**
 * Web Push to the contractor's phones (issue 31 §2): RFC 8030 delivery,
 * RFC 8291 `aes128gcm` encryption and RFC 8292 VAPID, by the kept library
 * `@block65/webcrypto-web-push` (WebCrypto, runs on Workers), loaded on
 * first use. The subscriptions live in D1 (`push_subscriptions`,
 * migrations/0012_push_subscriptions.sql).
 *
 * Keys: the Worker's secrets `VAPID_PUBLIC_KEY` (base64url of the 65-byte
 * uncompressed P-256 point) and `VAPID_PRIVATE_KEY` (base64url of the
 * private scalar `d`), and `VAPID_SUBJECT` (a `mailto:`), made by
 * `npm run vapid-keys` (docs/admin-and-access.md), typed in `Secrets` (src/env.ts).
 */
import type { WorkerEnv } from '../env';
import { logEvent, logFailure } from '../lib/log';
import { firstName, oneLine } from '../lib/display';

/** Most subscriptions kept (a contractor's phones and browsers): a post past it is refused with 409. */
export const MAX_SUBSCRIPTIONS = 20;
/** Longest endpoint URL accepted, in characters (real ones are under 600). */
export const MAX_ENDPOINT = 1000;
/** Longest wait for a push service's answer, in ms. */
const PUSH_TIMEOUT_MS = 5_000;

/**
 * The push services' hosts accepted in production, https only (issue 31 §2: the
 * Worker must not be made to post elsewhere). Sources, each vendor's own:
 * - Chrome, Edge on Android, Samsung Internet, Opera: Firebase Cloud
 *   Messaging, `https://fcm.googleapis.com/fcm/send/…` (web.dev, "The Web
 *   Push Protocol");
 * - Firefox: Mozilla autopush, `https://updates.push.services.mozilla.com/wpush/…`
 *   (Mozilla's autopush documentation);
 * - Safari (macOS 13+, iOS/iPadOS 16.4+ home-screen apps): Apple Push
 *   Notification service, `https://web.push.apple.com/…`; Apple's "Sending
 *   web push notifications in web apps and browsers" asks servers to allow `*.push.apple.com`;
 * - Edge on Windows: Windows Push Notification Services, `https://*.notify.windows.com/…`
 *   (Microsoft's WNS overview).
 * An entry starting with a dot matches that domain's subdomains.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];
/** Hosts of a local push service accepted over `http` outside production only (tests play the push service there). */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * Whether the Worker may post to `endpoint`: in production an `https` URL on a
 * `PUSH_SERVICE_HOSTS` host, default port, no user info; elsewhere also
 * `http://127.0.0.1:*` and `http://localhost:*`.
 * @param environment the `ENVIRONMENT` variable ("production" or "development")
 */
export function pushEndpointAllowed(endpoint: string, environment: string): boolean {
  if (!URL.canParse(endpoint) || endpoint.length > MAX_ENDPOINT) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (environment !== 'production' && url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) && url.hostname.length > host.length : url.hostname === host,
  );
}

/** A stored subscription (a row of `push_subscriptions`). */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a notification carries: only what the lock screen and the tap need (client/admin/sw/sw.ts shows it). */
export interface PushNote {
  title: string;
  body: string;
  /** The admin page a tap opens (a path under /admin/). */
  url: string;
  /** Same tag, one notification: a second push of the same lead replaces the first. */
  tag: string;
}

/** The outcome of one push: delivered (2xx), gone (404/410: the row deleted), or failed (logged). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Encrypts `note` for `subscription` and posts it to its push service
 * (TTL one day, urgency high). A 404 or 410 deletes the subscription
 * (RFC 8030 §7.3: it has expired); a redirect is never followed and
 * fails; any other failure is logged as `push_failed` and not retried.
 * Never throws.
 *
 * The library signs only `https` endpoints; a local `http` test endpoint
 * (allowed outside production only) is signed for its `https` twin, so the
 * JWT's `aud` is `https://127.0.0.1:<port>`.
 */
export async function sendPush(env: WorkerEnv, subscription: StoredSubscription, note: PushNote): Promise<PushOutcome> {
  try {
    if (!pushEndpointAllowed(subscription.endpoint, env.ENVIRONMENT)) throw new Error('endpoint not allowed');
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
    if (!publicKey || !privateKey || !subject) throw new Error('VAPID keys not configured');
    const { buildPushPayload } = await import('@block65/webcrypto-web-push');
    const signedFor = subscription.endpoint.replace(/^http:/, 'https:');
    const payload = await buildPushPayload(
      { data: JSON.stringify(note), options: { ttl: 24 * 3600, urgency: 'high' } },
      { endpoint: signedFor, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      { subject, publicKey, privateKey },
    );
    // Never followed: a push service that redirects would carry the message to any host (issue 35); a 3xx fails.
    const response = await fetch(subscription.endpoint, { ...payload, redirect: 'manual', signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) {
      await env.DB.prepare('DELETE FROM push_subscriptions WHERE id = ?1').bind(subscription.id).run();
      logEvent('push_subscription_gone', { id: subscription.id, status: response.status });
      return 'gone';
    }
    throw new Error(`push service answered ${response.status}`);
  } catch (error) {
    logFailure('push_failed', error, { subscription: subscription.id });
    return 'failed';
  }
}

/** Sends `note` to every stored subscription (at most `MAX_SUBSCRIPTIONS`), in parallel; the outcomes in the rows' order. */
export async function pushToAll(env: WorkerEnv, note: PushNote): Promise<PushOutcome[]> {
  const { results } = await env.DB.prepare('SELECT id, endpoint, p256dh, auth FROM push_subscriptions ORDER BY id LIMIT ?1')
    .bind(MAX_SUBSCRIPTIONS)
    .all<StoredSubscription>();
  return Promise.all(results.map((subscription) => sendPush(env, subscription, note)));
}

/**
 * "Maria G." from "Maria Garcia": the first name (`firstName`) and the last word's initial when it is a letter (a
 * single name as is). A name whose first word is not a plain name ("J.R. Smith") comes on one line as typed, at
 * most 40 characters (`oneLine`).
 */
export function shortName(name: string): string {
  const first = firstName(name);
  if (!first) return oneLine(name, 40);
  const words = name.trim().split(/\s+/);
  const initial = words.length > 1 ? [...(words.at(-1) ?? '')][0] : undefined;
  return initial && /\p{L}/u.test(initial) ? `${first} ${initial.toUpperCase()}.` : first;
}

const TITLES: Record<string, string> = { quote: 'New estimate request', booking: 'New booking', contact: 'New message' };

/** The notification of a lead: "New estimate request" (the /quote form, stored as `quote`) / "Maria G., Nederland, Driveways", opening its page. */
export function leadNote(lead: { id: number; form: string; name: string; town: string; service: string }): PushNote {
  const body = [shortName(lead.name), lead.town.trim(), lead.service.trim().slice(0, 60)].filter(Boolean).join(', ');
  return { title: TITLES[lead.form] ?? 'New request', body, url: `/admin/leads/${lead.id}`, tag: `lead-${lead.id}` };
}

/**
 * The follow-up of src/leads/followups.ts: tells every subscribed phone of
 * lead `leadId`, once. The lead is claimed first (`pushed_at` set where it
 * is NULL), so a retried or repeated message pushes nothing a second time;
 * a dead endpoint or a push service's error never makes it throw. Throws
 * only what D1 throws (then the message is retried and the claim decides).
 */
export async function pushLead(env: WorkerEnv, leadId: number, now: Date): Promise<void> {
  const claim = await env.DB.prepare('UPDATE leads SET pushed_at = ?1 WHERE id = ?2 AND pushed_at IS NULL')
    .bind(now.toISOString(), leadId)
    .run();
  if (!claim.meta.changes) return;
  const lead = await env.DB.prepare('SELECT id, form, name, town, service FROM leads WHERE id = ?1')
    .bind(leadId)
    .first<{ id: number; form: string; name: string; town: string; service: string }>();
  if (!lead) return;
  const outcomes = await pushToAll(env, leadNote(lead));
  logEvent('lead_pushed', { leadId, sent: outcomes.filter((o) => o === 'sent').length, of: outcomes.length });
}
