/**
 * What the booking routes share (issue 29, issue 36): the calendar's Durable
 * Object, the week shown, a posted window read as an instant, the per-client
 * and per-token bounds, a page answered in its edition, and the posts' checks
 * and early refusals (media type, origin, body and field bounds, an unreadable
 * form). The routes are `book-routes.tsx` (the /book form) and
 * `token-routes.tsx` (a booking's own page), wired in `routes.tsx`.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import type { ReactNode } from 'react';
import type { BookingCalendar } from './calendar';
import { type BookResult, plausibleStart } from './rules';
import type { DayWindows } from './model';
import { bookingWords } from '../content/booking';
import { leadMessages } from '../content/form-messages';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { limitBody } from '../lib/body-limit';
import { boundParts } from '../lib/form-parts';
import { fromThisSite, mediaTypeOf, refererLocale } from '../lib/posts';
import { MAX_BODY_BYTES, MAX_FORM_PARTS } from '../forms/fields';
import { BookRefused } from './pages/book';
import { renderPage } from '../render';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, dayIn } from '../lib/zoned-time';

export type BookContext = Context<AppEnv>;

/** The days shown at once: a week. */
export const WEEK = 7;
/** An RFC 3339 timestamp with its offset (what a window's radio sends), e.g. "2026-12-03T09:00:00-06:00". */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

/** The calendar's Durable Object (one per calendar). */
export const calendar = (env: Env) => {
  const namespace = env.BOOKING_CALENDAR as DurableObjectNamespace<BookingCalendar>;
  return namespace.get(namespace.idFromName('main'));
};

/**
 * A posted window as an ISO UTC instant, or null for anything not an RFC 3339 timestamp with an offset, or not
 * after `now` and within the furthest any calendar offers (`plausibleStart`: so the year 0999 or 9999 never
 * reaches the calendar).
 * @param now ms since the epoch
 */
export function windowInstant(value: unknown, now: number): string | null {
  if (typeof value !== 'string' || !RFC3339.test(value)) return null;
  const at = Date.parse(value);
  return plausibleStart(at, now) ? new Date(at).toISOString() : null;
}

/**
 * Counts a post against the per-client bound (`LEAD_LIMITER`, 5 a minute, keyed by the client key under its own
 * prefix) and, for a booking's page, against the per-token bound (the token's SHA-256, never the token). False when
 * either bound is reached.
 */
export async function withinLimits(c: BookContext, token?: string): Promise<boolean> {
  const { clientKey } = await import('../lib/client-key');
  const client = await clientKey(c.req.header('CF-Connecting-IP'));
  if (!(await c.env.LEAD_LIMITER.limit({ key: `booking-page:${client}` })).success) return false;
  if (!token) return true;
  const { sha256 } = await import('hono/utils/crypto');
  return (await c.env.LEAD_LIMITER.limit({ key: `booking-token:${await sha256(token)}` })).success;
}

/** The week asked by `?week=YYYY-MM-DD` (a real day, not before today, within 62 days), else today (America/Chicago). */
export function weekOf(c: BookContext, now: number): string {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const asked = c.req.query('week');
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked) || Number.isNaN(Date.parse(`${asked}T00:00:00Z`))) return today;
  if (asked < today || asked > addDays(today, 62)) return today;
  return new Date(`${asked}T00:00:00Z`).toISOString().slice(0, 10) === asked ? asked : today;
}

/** Answers a page in an edition (its words are bundled: it loads no content), never cached. */
export async function page(c: BookContext, locale: Locale, status: ContentfulStatusCode, path: string, body: ReactNode, title: string) {
  const w = bookingWords(locale);
  return renderPage(
    c,
    body,
    {
      title: `${title} | Golden Triangle Concrete`,
      description: w.description,
      keywords: [],
      path: localizedPath(locale, path),
      noindex: path !== '/book' || status !== 200,
    },
    status,
    { cache: false },
  );
}

/** The days of a refused window's next free windows, grouped by day as the form shows them. */
export const asDays = (next: BookResult extends infer R ? (R extends { ok: false; next: infer N } ? N : never) : never): DayWindows[] => {
  const byDay = new Map<string, DayWindows>();
  for (const window of next) {
    const day = dayIn(BUSINESS_TIME_ZONE, Date.parse(window.start));
    const entry = byDay.get(day) ?? { day, blocked: false, windows: [] };
    entry.windows.push(window);
    byDay.set(day, entry);
  }
  return [...byDay.values()];
};

/**
 * A booking post refused before its body was read (415, 403, 413, 400): the refusal page in the referring page's
 * language (issue 39: no English plain text under /es), never cached.
 */
export function refuseEarly(c: BookContext, status: 400 | 403 | 413 | 415) {
  const lang = refererLocale(c.req.header('Referer'));
  const { heading, message } = leadMessages(lang).refusals[status];
  c.header('Cache-Control', 'no-store');
  return page(c, lang, status, '/book', <BookRefused locale={lang} heading={heading} message={message} />, heading);
}

/** Media type, origin, body and field bounds: the lead forms' checks, in the same order. */
export const postChecks = [
  createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const mediaType = mediaTypeOf(c.req.header('Content-Type'));
    if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data') return refuseEarly(c, 415);
    await next();
  }),
  fromThisSite(),
  limitBody(MAX_BODY_BYTES, (c, status) => refuseEarly(c, status)),
  boundParts(MAX_FORM_PARTS, (c, status) => refuseEarly(c, status)),
] as const;

/** The posted form, or the 400 refusal page (`refuseEarly`) when the body cannot be read as one: both posts read it here. */
export async function readForm(c: BookContext): Promise<FormData | Response> {
  try {
    return await c.req.formData();
  } catch {
    return refuseEarly(c, 400);
  }
}
