/**
 * What every POST route of the site checks first: where the post comes from
 * and what it is, in one place for the forms, the photo uploads, the admin
 * pages and the beacon.
 */
import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import type { AppEnv } from '../env';
import { type Locale, localeOfPath } from '../i18n';

/**
 * Hono's CSRF check (Origin, else `Sec-Fetch-Site`) accepting the request's
 * own origin and SITE_URL's; anything else is refused with Hono's 403
 * `HTTPException`, which each route answers in its own words.
 */
export const fromThisSite = () =>
  csrf({ origin: (origin, c: Context<AppEnv>) => origin === new URL(c.req.url).origin || origin === new URL(c.env.SITE_URL).origin });

/**
 * The essence of a Content-Type (RFC 9110 section 8.3.1): the part before any
 * parameter, lower-cased, with only HTTP's optional white space (space, tab)
 * trimmed, so "\x0Bapplication/x-www-form-urlencoded" is not a form.
 * @returns the media type, or undefined without a header
 */
export const mediaTypeOf = (header: string | undefined) =>
  header
    ?.split(';')[0]
    ?.replace(/^[ \t]+|[ \t]+$/g, '')
    .toLowerCase();

/**
 * The language of a post refused before its body (and its `lang` field) was read: 'es' when it came from a page
 * under /es/ (the Referer, which browsers send to the same origin), else 'en'.
 * @param referer the `Referer` header, if any
 */
export function refererLocale(referer: string | undefined): Locale {
  try {
    return referer ? localeOfPath(new URL(referer).pathname) : 'en';
  } catch {
    return 'en';
  }
}
