import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isBot, optsOut } from '../insights/consent';
import { BEACON_PATH, MAX_BEACON_BYTES } from '../insights/events';
import { limitBody } from '../lib/body-limit';
import { mediaTypeOf } from '../lib/posts';

/** An empty answer no cache keeps. */
const empty = (status: 204 | 400 | 429) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...(status === 429 ? { 'Retry-After': '60' } : {}) } });

/**
 * `POST /insights/beacon`, the cookieless counts (docs/insights.md).
 * In order: a robot's user agent, `Sec-GPC: 1` or `DNT: 1` → 204, nothing
 * counted; a `Content-Type` other than what `navigator.sendBeacon` sends
 * for a string (`text/plain`), or a cross-site `Sec-Fetch-Site` → 400; more
 * than `MAX_BEACON_BYTES` or a body cut off → 400; then `handleBeacon`
 * (loaded on the first beacon): 429 past the client's bound, 400 for a body
 * that is not the beacon script's, else 204 and the events queued. Every
 * answer is empty and `no-store`; none sets a cookie.
 */
export const insightsRoutes = new Hono<AppEnv>().post(
  BEACON_PATH,
  async (c, next) => {
    if (isBot(c.req.header('User-Agent')) || optsOut(c.req)) return empty(204);
    const type = mediaTypeOf(c.req.header('Content-Type'));
    const site = c.req.header('Sec-Fetch-Site');
    if (type !== 'text/plain' || (site !== undefined && site !== 'same-origin')) return empty(400);
    await next();
  },
  limitBody(MAX_BEACON_BYTES, () => empty(400)),
  async (c) => {
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return empty(400);
    }
    const { handleBeacon } = await import('../insights/beacon');
    return empty(await handleBeacon(c.env, text, c.req.header('CF-Connecting-IP')));
  },
);
