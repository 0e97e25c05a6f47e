/**
 * What every POST route of the site checks first: where the post comes from
 * and what it is, in one place for the forms, the photo uploads, the admin
 * pages and the beacon.
 */
import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { BodyData, ParseBodyOptions } from 'hono/utils/body';
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

/**
 * The fields of a form post (Hono's `parseBody`, urlencoded or multipart), or a 400 `HTTPException` when the body
 * cannot be read (a multipart body that breaks off, a missing boundary), which `onRefusedPost` answers in words:
 * what a client sent never makes a 500.
 * @param options `parseBody`'s, e.g. `{ all: true }` for repeated fields as arrays
 * @throws HTTPException 400 when the body cannot be parsed
 */
export async function readForm<Options extends Partial<ParseBodyOptions> = Partial<ParseBodyOptions>>(
  c: Context,
  options?: Options,
): Promise<BodyData<Options>> {
  try {
    return await c.req.parseBody<Options, BodyData<Options>>(options);
  } catch (cause) {
    throw new HTTPException(400, { message: 'The form could not be read.', cause });
  }
}

/**
 * The answer in words to a post Hono refused before its handler ran: 403 from `fromThisSite` (another site's
 * form), 400 from its body readers (a body that cannot be read as a form). Used as the `onError` of the admin's
 * sub-apps (the leads, calendar, projects and quotes routes) and by the customer's quote routes.
 * @returns the plain-text answer, or undefined for any other error (the caller passes it on)
 */
export function refusedPost(error: Error, c: Context): Response | undefined {
  if (!(error instanceof HTTPException) || (error.status !== 403 && error.status !== 400)) return undefined;
  return c.text(
    error.status === 403 ? 'Forbidden: this form must be sent from the site itself.' : 'The form could not be read. Try again.',
    error.status,
  );
}

/**
 * An `onError` for a sub-app of posts: a refused post answered in words (`refusedPost`); anything else thrown on to
 * the app's own error handler (the 500 page).
 * @throws `error` when it is not a refused post
 */
export function onRefusedPost(error: Error, c: Context): Response {
  const answer = refusedPost(error, c);
  if (answer) return answer;
  throw error;
}
