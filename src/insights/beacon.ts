/**
 * What happens to a beacon once its headers passed (src/routes/insights.ts):
 * the body is read as the beacon script builds it (events.ts), every field
 * checked, and the events put on `EVENT_QUEUE` as one message and written to
 * Analytics Engine. Loaded with a dynamic `import()` on the first beacon, so
 * a page GET never evaluates it.
 */
import * as z from 'zod/mini';
import { clientKey } from '../lib/client-key';
import { business } from '../content/business';
import { logFailure } from '../lib/log';
import { writeEvents } from './analytics-engine';
import {
  BEACON_VERSION,
  type CountedEvent,
  DEVICES,
  type Device,
  EVENT_KINDS,
  type EventMessage,
  MAX_EVENTS,
  VITAL_METRICS,
} from './events';
import { editionOf, knownPath, missingPath, referrerDomain, templateOf } from './paths';
import { bucketOf } from './vitals';
import { dayIn } from '../lib/zoned-time';

/** The bindings the beacon uses. */
export type BeaconEnv = Pick<Env, 'EVENT_QUEUE' | 'BEACON_LIMITER'> & { EVENTS?: AnalyticsEngineDataset };

/** The beacon as the script builds it: unknown keys refused, strings bounded. */
const BeaconSchema = z.strictObject({
  v: z.literal(BEACON_VERSION),
  p: z.string().check(z.maxLength(200)),
  d: z.enum(DEVICES),
  r: z.string().check(z.maxLength(253)),
  e: z
    .array(
      z.strictObject({
        k: z.enum(EVENT_KINDS),
        m: z.optional(z.enum(VITAL_METRICS)),
        x: z.optional(z.number().check(z.gte(0), z.lte(600_000))),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_EVENTS)),
});

/**
 * The events of a beacon body, or null when it is not exactly what the
 * beacon script sends: JSON of the shape of events.ts, a path (a known
 * page's, else counted as 'other'; a 'missing' event alone keeps the path
 * asked for, sanitised), a domain for the referrer, a metric and
 * a value on each `vital` and on nothing else.
 */
export function parseBeacon(text: string): CountedEvent[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = BeaconSchema.safeParse(json);
  if (!parsed.success) return null;
  const { p, d, r, e } = parsed.data;
  const referrer = referrerDomain(r);
  if (referrer === null) return null;
  const missing = e.some((event) => event.k === 'missing');
  // A page path the site does not know (a gallery filter, a page added since) is counted as 'other'.
  const path = missing ? missingPath(p) : (knownPath(p) ?? (p.startsWith('/') ? 'other' : null));
  if (path === null || (missing && e.length > 1)) return null;
  const edition = editionOf(p);
  const template = missing ? 'missing' : templateOf(path);
  const events: CountedEvent[] = [];
  for (const { k, m, x } of e) {
    const isVital = k === 'vital';
    if (isVital !== (m !== undefined) || isVital !== (x !== undefined)) return null;
    if (isVital && bucketOf(m!, x!) === null) return null;
    events.push({
      kind: k,
      path,
      edition,
      device: d,
      referrer: k === 'view' ? referrer : '',
      template,
      ...(isVital ? { metric: m, value: x } : {}),
    });
  }
  return events;
}

/** What became of a beacon: counted (204), refused as malformed (400), or over the client's bound (429). */
export type BeaconOutcome = 204 | 400 | 429;

/**
 * Handles a beacon body: the client's bound first (`BEACON_LIMITER`, keyed
 * by `clientKey`, the forms' /64 keying; the key is never stored), then the
 * body (`parseBeacon`), then one queue message and the Analytics Engine
 * points. A queue that fails is logged; the beacon is still answered 204.
 * @param client the client's address (`CF-Connecting-IP`), used only for the limiter's key
 */
export async function handleBeacon(env: BeaconEnv, text: string, client: string | undefined, now = new Date()): Promise<BeaconOutcome> {
  if (!(await env.BEACON_LIMITER.limit({ key: await clientKey(client) })).success) return 429;
  const events = parseBeacon(text);
  if (!events) return 400;
  await enqueue(env, events, now);
  return 204;
}

/**
 * Counts a lead form sent (kind 'sent'): called by the lead route when a lead
 * was stored, with or without JavaScript. Never throws.
 * @param path the page the form was sent from (a known path), or null ("other"); `edition` the form's language
 */
export async function countSent(
  env: BeaconEnv,
  { path, edition, device }: { path: string | null; edition: 'en' | 'es'; device: Device },
  now = new Date(),
): Promise<void> {
  await enqueue(env, [{ kind: 'sent', path: path ?? 'other', edition, device, referrer: '', template: 'form' }], now);
}

/** Puts `events` on the queue as one message (a missing page's path as 'other') and writes them to Analytics Engine; logs a failure, never throws. */
async function enqueue(env: BeaconEnv, events: CountedEvent[], now: Date): Promise<void> {
  writeEvents(env.EVENTS, events);
  // The daily counts keep no path a visitor invents: a missing page is counted as 'other' there (issue 28);
  // the path asked for, sanitised, is kept in Analytics Engine only.
  const counted = events.map((event) => (event.kind === 'missing' ? { ...event, path: 'other' } : event));
  try {
    await env.EVENT_QUEUE.send({ day: dayIn(business.timeZone, now), events: counted } satisfies EventMessage, { contentType: 'json' });
  } catch (error) {
    logFailure('insights_queue_failed', error, { events: events.length });
  }
}
