/**
 * What a request says about being counted, read by the beacon route and by
 * the lead routes (which count a form sent and keep a lead's source). The
 * user agent is read here only, never stored.
 */
import { isbot } from 'isbot';

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
