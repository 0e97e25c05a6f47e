/**
 * What a request says about being counted, read by the beacon route and by
 * the lead routes (which count a form sent and keep a lead's source). The
 * user agent is read here only, never stored.
 */

/** User agents that announce a robot: answered 204 and dropped, so a bot is never told. */
const BOT = /bot|crawler|spider|crawling|headless/i;

/** True when the request asks not to be tracked: Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`). */
export const optsOut = (headers: { header(name: string): string | undefined }) =>
  headers.header('Sec-GPC')?.trim() === '1' || headers.header('DNT')?.trim() === '1';

/** A robot's user agent (`BOT`). The user agent is read here only, never stored. */
export const isBot = (userAgent: string | undefined) => BOT.test(userAgent ?? '');
