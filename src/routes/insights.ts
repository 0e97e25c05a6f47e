import { Hono } from 'hono';
import { isbot } from 'isbot';
import type { AppEnv } from '../env';
import { BEACON_PATH, MAX_BEACON_BYTES } from '../insights/events';
import { limitBody } from '../lib/body-limit';
import { mediaTypeOf } from '../lib/posts';

/** True when the request asks not to be tracked: Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`). */
export const optsOut = (headers: { header(name: string): string | undefined }) =>
  headers.header('Sec-GPC')?.trim() === '1' || headers.header('DNT')?.trim() === '1';

/**
 * A robot's user agent, by the `isbot` library's maintained pattern (crawlers, link previews such as
 * facebookexternalhit, Google-InspectionTool, Chrome-Lighthouse, Slurp, curl, python-requests; not a phone named
 * "Cubot"): its beacons are answered 204 and dropped, so a bot is never told. The user agent is read here only,
 * never stored.
 * @param userAgent the `User-Agent` header, if any
 * @returns true for a robot
 */
export const isBot = (userAgent: string | undefined) => isbot(userAgent);

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
