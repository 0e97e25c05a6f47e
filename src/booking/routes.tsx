/**
 * The booking routes (issue 29, docs/booking.md): `GET /book` (and /es/book),
 * `POST /book`, a booking's own page `GET /book/<token>` and its Reschedule
 * and Cancel posts `POST /book/<token>`. Every answer is `no-store`:
 * availability and a booking change at any moment, so no page cache keeps them.
 * The calendar's Durable Object (src/booking/calendar.ts) is asked once per
 * answer for the week shown.
 *
 * Answers: 303 to the booking's page (booked, moved, cancelled); 200 "booked
 * already, check your email" for the same answers posted again (never the
 * first booking's page: issue 35); 422 the form back with every value (a
 * field refused, or a window never offered); 409 the window taken, marked,
 * with the next free windows, or the person's live bookings at their bound;
 * 404 an unknown token; 403 a post from another site; 413/415/400 a body too
 * large, not a form or unreadable; 429 too many posts (the booking's page: per
 * client and per token), as the page in its language with the phone number;
 * 503 when the lead could be neither stored, queued nor emailed (the window is
 * then released). Never a 5xx otherwise.
 */
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { ReactNode } from 'react';
import { type Booker, type BookingCalendar, type BookResult, LIVE_PER_CLIENT, plausibleStart } from './calendar';
import type { DayWindows, VisitDetails } from './model';
import { bookingWords } from '../content/booking';
import { loadEdition } from '../content/edition';
import { leadMessages } from '../content/form-messages';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { limitBody } from '../lib/body-limit';
import { boundParts } from '../lib/form-parts';
import { fromThisSite, mediaTypeOf, refererLocale } from '../lib/posts';
import { HONEYPOT_FIELD, LANG_FIELD, langOf, MAX_BODY_BYTES, MAX_FORM_PARTS, type Lang } from '../leads/fields';
import { BOOK_FIELDS, BookedAlready, BookingPage, BookPage, BookRefused, bookingTown, type BookValues } from './pages/book';
import { renderPage } from '../render';
import { renderError } from '../errors';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, dayIn } from '../lib/zoned-time';

type BookContext = Context<AppEnv>;

/** The days shown at once: a week. */
const WEEK = 7;
/** A token in a path: 22 base64url characters (128 bits). */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** An RFC 3339 timestamp with its offset (what a window's radio sends), e.g. "2026-12-03T09:00:00-06:00". */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

/** The calendar's Durable Object (one per calendar). */
const calendar = (env: Env) => {
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
async function withinLimits(c: BookContext, token?: string): Promise<boolean> {
  const { clientKey } = await import('../lib/client-key');
  const client = await clientKey(c.req.header('CF-Connecting-IP'));
  if (!(await c.env.LEAD_LIMITER.limit({ key: `booking-page:${client}` })).success) return false;
  if (!token) return true;
  const { sha256 } = await import('hono/utils/crypto');
  return (await c.env.LEAD_LIMITER.limit({ key: `booking-token:${await sha256(token)}` })).success;
}

/** The week asked by `?week=YYYY-MM-DD` (a real day, not before today, within 62 days), else today (America/Chicago). */
function weekOf(c: BookContext, now: number): string {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const asked = c.req.query('week');
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked) || Number.isNaN(Date.parse(`${asked}T00:00:00Z`))) return today;
  if (asked < today || asked > addDays(today, 62)) return today;
  return new Date(`${asked}T00:00:00Z`).toISOString().slice(0, 10) === asked ? asked : today;
}

/** Answers a page in an edition (loaded first: the posts' paths are English), never cached. */
async function page(c: BookContext, locale: Locale, status: ContentfulStatusCode, path: string, body: ReactNode, title: string) {
  await loadEdition(c.env, locale);
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

/** The booking form page: the week from `week`, the values and the messages, with paging links. */
async function bookForm(
  c: BookContext,
  locale: Locale,
  status: ContentfulStatusCode,
  {
    week,
    values,
    errors,
    taken,
    next,
    source,
  }: {
    week: string;
    values: BookValues;
    errors?: Partial<Record<keyof BookValues, string>>;
    taken?: string;
    next?: DayWindows[];
    /** The lead's source as hidden fields (issue 37 §5): from the request on GET, from the post on a refusal. */
    source?: Record<string, string>;
  },
) {
  const now = Date.now();
  const days = next ?? (await calendar(c.env).availability(week, WEEK, now));
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const base = localizedPath(locale, '/book');
  // The earlier week starts a week back, or today when that is sooner than a week back.
  const prev = week > today ? `${base}?week=${[addDays(week, -WEEK), today].sort()[1]}` : null;
  const later = addDays(week, WEEK) <= addDays(today, 62) ? `${base}?week=${addDays(week, WEEK)}` : null;
  const w = bookingWords(locale);
  return page(
    c,
    locale,
    status,
    '/book',
    <BookPage
      locale={locale}
      days={days}
      values={values}
      errors={errors}
      taken={taken}
      prev={next ? null : prev}
      next={next ? null : later}
      action="/book"
      source={source}
    />,
    taken ? w.takenTitle : status === 422 ? w.fixTitle : w.title,
  );
}

const EMPTY: BookValues = { name: '', phone: '', email: '', street: '', town: '', service: '', notes: '', window: '' };

/** The GET routes of an edition (mounted at "/" and "/es"). */
export const bookingPages = (locale: Locale) =>
  new Hono<AppEnv>()
    .get('/book', async (c) => {
      const prefill = Object.fromEntries(
        BOOK_FIELDS.map((f) => [f, (c.req.query(f === 'street' ? 'address' : f) ?? c.req.query(f) ?? '').slice(0, 200)]),
      );
      const { formSourceFields } = await import('../insights/source');
      const { optsOut } = await import('../insights/consent');
      const source = formSourceFields({
        url: c.req.url,
        referer: c.req.header('Referer'),
        origins: [new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin],
        optedOut: optsOut(c.req),
      });
      return bookForm(c, locale, 200, { week: weekOf(c, Date.now()), values: { ...EMPTY, ...prefill }, source });
    })
    // The booking's calendar file (RFC 5545, src/booking/ics.ts): "Add to calendar".
    .get('/book/:file{[A-Za-z0-9_-]{22}\\.ics}', async (c) => {
      const booking = await calendar(c.env).get(c.req.param('file').slice(0, -4));
      if (!booking) return c.notFound();
      const { bookingIcs } = await import('./ics');
      const { bookingEmailWords } = await import('../content/booking-emails');
      return c.body(await bookingIcs(c.env.SITE_URL, booking), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bookingEmailWords(locale).icsFile}"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/book/:token', async (c) => {
      const token = c.req.param('token');
      if (!TOKEN.test(token)) return c.notFound();
      const booking = await calendar(c.env).get(token);
      if (!booking) return c.notFound();
      return bookingAnswer(c, locale, 200, token, booking);
    });

/**
 * A booking's page with the free windows of the week asked by `?week=` (today's on a post's answer) to move to, and
 * the links to the earlier and later weeks (issue 37: later weeks reachable when rescheduling).
 */
async function bookingAnswer(
  c: BookContext,
  locale: Locale,
  status: ContentfulStatusCode,
  token: string,
  booking: import('./model').Booking,
  error?: string,
  next?: DayWindows[],
) {
  const now = Date.now();
  const week = c.req.method === 'GET' ? weekOf(c, now) : dayIn(BUSINESS_TIME_ZONE, now);
  const days = next ?? (await calendar(c.env).availability(week, WEEK, now));
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const base = localizedPath(locale, `/book/${token}`);
  const prev = !next && week > today ? `${base}?week=${[addDays(week, -WEEK), today].sort()[1]}#reschedule` : null;
  const later = !next && addDays(week, WEEK) <= addDays(today, 62) ? `${base}?week=${addDays(week, WEEK)}#reschedule` : null;
  const w = bookingWords(locale);
  return page(
    c,
    locale,
    status,
    `/book/${token}`,
    <BookingPage locale={locale} booking={booking} days={days} action={`/book/${token}`} error={error} prev={prev} next={later} />,
    booking.status === 'booked' ? w.confirmedTitle : w.cancelledTitle,
  );
}

/** The posted text fields of the booking form (a repeated or non-text field as ''). */
const valuesOf = (body: FormData): BookValues =>
  Object.fromEntries(
    [...BOOK_FIELDS, 'window'].map((f) => [
      f,
      typeof body.get(f) === 'string' && body.getAll(f).length === 1 ? (body.get(f) as string) : '',
    ]),
  ) as BookValues;

/** The days of a refused window's next free windows, grouped by day as the form shows them. */
const asDays = (next: BookResult extends infer R ? (R extends { ok: false; next: infer N } ? N : never) : never): DayWindows[] => {
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
function refuseEarly(c: BookContext, status: 400 | 403 | 413 | 415) {
  const lang = refererLocale(c.req.header('Referer'));
  const { heading, message } = leadMessages(lang).refusals[status];
  c.header('Cache-Control', 'no-store');
  return page(c, lang, status, '/book', <BookRefused locale={lang} heading={heading} message={message} />, heading);
}

/** Media type, origin, body and field bounds: the lead forms' checks, in the same order. */
const postChecks = [
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

/** Validates the visit's answers with the lead forms' rules (src/leads/validation.ts) and the booking's own. */
async function validateVisit(lang: Lang, values: BookValues) {
  const { validateLead } = await import('../leads/validation');
  const w = bookingWords(lang);
  const checked = validateLead('booking', lang, {
    name: values.name,
    phone: values.phone,
    email: values.email,
    service: values.service,
    address: values.street,
    message: values.notes,
  });
  const errors: Partial<Record<keyof BookValues, string>> = {};
  if ('errors' in checked) {
    const { address, message, ...rest } = checked.errors;
    Object.assign(errors, rest, address ? { street: address } : {}, message ? { notes: message } : {});
  }
  if (!values.street.trim()) errors.street = w.errors.street;
  const match = bookingTown(values.town);
  const town = match.kind === 'served' ? match.town : undefined;
  if (match.kind === 'empty') errors.town = w.errors.town;
  else if (!town) errors.town = w.errors.outside;
  const window = windowInstant(values.window, Date.now());
  if (!window) errors.window = w.errors.window;
  if (Object.keys(errors).length > 0 || 'errors' in checked || !town || !window) return { errors };
  return { input: checked.input, town, window };
}

/** `POST /book`: a booking (see the module's doc for the answers). */
async function bookPost(c: BookContext) {
  let body: FormData;
  try {
    body = await c.req.formData();
  } catch {
    return refuseEarly(c, 400);
  }
  const lang = langOf(body.get(LANG_FIELD));
  const values = valuesOf(body);
  const trap = body.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') {
    console.log('booking dropped: honeypot filled');
    return c.redirect(localizedPath(lang, '/book'), 303);
  }
  const now = new Date();
  const checked = await validateVisit(lang, values);
  const { clientKey } = await import('../lib/client-key');
  const limiter = 'errors' in checked ? c.env.LEAD_INVALID_LIMITER : c.env.LEAD_LIMITER;
  const week = dayIn(BUSINESS_TIME_ZONE, now);
  if (!(await limiter.limit({ key: await clientKey(c.req.header('CF-Connecting-IP')) })).success) {
    c.header('Retry-After', '60');
    return bookForm(c, lang, 429, { week, values, errors: { window: bookingWords(lang).errors.tooMany } });
  }
  const { postedSourceFields } = await import('../insights/source');
  if ('errors' in checked) return bookForm(c, lang, 422, { week, values, errors: checked.errors, source: postedSourceFields(body) });
  const { input, town, window } = checked;
  const { leadSourceOf } = await import('../insights/source');
  const { optsOut } = await import('../insights/consent');
  const source = leadSourceOf(Object.fromEntries(body.entries()), {
    referer: c.req.header('Referer'),
    origins: [new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin],
    mobileHint: c.req.header('Sec-CH-UA-Mobile'),
    optedOut: optsOut(c.req),
    lang,
  });
  const { idempotencyKeyOf } = await import('../leads/store');
  const record = { ...input, address: input.address, idempotencyKey: '', lang, source };
  const key = await idempotencyKeyOf('booking', { ...record, message: `${input.message}\n${window}` }, now);
  const details: VisitDetails = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    street: input.address,
    town,
    service: input.service,
    notes: input.message,
    lang,
  };
  const held = await calendar(c.env).book(details, window, key, now.getTime(), await bookerOf(c, input));
  if (!held.ok) {
    const w = bookingWords(lang);
    if (held.reason === 'limit') {
      console.log('booking refused: live bookings at their bound');
      return bookForm(c, lang, 409, { week, values: { ...values, window: '' }, errors: { window: w.errors.limit } });
    }
    if (held.reason === 'taken')
      return bookForm(c, lang, 409, {
        week,
        values: { ...values, window: '' },
        errors: { window: w.errors.taken },
        taken: values.window,
        next: asDays(held.next),
        source: postedSourceFields(body),
      });
    return bookForm(c, lang, 422, { week, values, errors: { window: w.errors.window } });
  }
  if (held.repeated) {
    // The same answers again (a second tap, or someone else who knows them): the booking's page is never revealed.
    return page(c, lang, 200, '/book', <BookedAlready locale={lang} />, bookingWords(lang).already.title);
  }
  const { booking } = held;
  const { commitBookingLead } = await import('../leads/accept');
  const outcome = await commitBookingLead(
    c.env,
    c.executionCtx,
    { ...record, idempotencyKey: key, visit: { town, start: booking.start, end: booking.end } },
    now,
  );
  if (outcome.kind === 'unavailable') {
    await calendar(c.env).release(booking.token);
    console.error(JSON.stringify({ event: 'booking_released', reason: 'lead neither stored, queued nor emailed' }));
    c.header('Retry-After', '120');
    return bookForm(c, lang, 503, { week, values, errors: { window: leadMessages(lang).refusals[503].message } });
  }
  console.log(`booking made (${lang}): lead ${outcome.kind}`);
  if (outcome.kind === 'accepted' && !outcome.created) {
    // The lead of these answers exists (its visit was cancelled, then booked again): it follows, and everyone is told.
    const { tellOfChange } = await import('./changes');
    c.executionCtx.waitUntil(tellOfChange(c.env, booking, { kind: 'rebooked' }, now));
  } else confirm(c, booking, 'booked', now);
  return c.redirect(localizedPath(lang, `/book/${booking.token}`), 303);
}

/** The booker's keyed hashes (src/lib/keyed-hash.ts): the phone (E.164), the email ('' for none), the client key. */
async function bookerOf(c: BookContext, input: { phone: string; email: string }): Promise<Booker> {
  const { keyedHash, normalEmail } = await import('../lib/keyed-hash');
  const { clientKey } = await import('../lib/client-key');
  return {
    phoneKey: await keyedHash(c.env.DB, 'phone', input.phone),
    emailKey: input.email ? await keyedHash(c.env.DB, 'email', normalEmail(input.email)) : '',
    clientKey: await clientKey(c.req.header('CF-Connecting-IP')),
    perClient: perClientBound(c.env.BOOKINGS_PER_CLIENT),
  };
}

/** The live bookings one client may hold: `BOOKINGS_PER_CLIENT` when a positive whole number, else `LIVE_PER_CLIENT` (3). */
const perClientBound = (raw: string | undefined) => (raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : LIVE_PER_CLIENT);

/**
 * Emails the customer the booking's confirmation of `kind` with its .ics
 * (src/booking/emails.ts) after the answer, when an email was given; a
 * failure is logged (`booking_confirmation_failed`), never the visitor's problem.
 */
function confirm(c: BookContext, booking: import('./model').Booking, kind: 'booked', now: Date) {
  if (!booking.email) return;
  c.executionCtx.waitUntil(
    import('./emails')
      .then(({ sendBookingConfirmation }) => sendBookingConfirmation(c.env, booking, kind, now))
      .catch((error: unknown) =>
        console.error(
          JSON.stringify({ event: 'booking_confirmation_failed', kind, reason: error instanceof Error ? error.message : String(error) }),
        ),
      ),
  );
}

/**
 * `POST /book/<token>`: `action` cancel or reschedule (with `window`), bounded per client and per token (429, the
 * page with the phone number). A cancel tells the lead, the contractor and the customer once; a move sets the
 * lead's window at once and is told at most once per 15 minutes, the last move winning (src/booking/changes.ts).
 */
async function tokenPost(c: BookContext) {
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return c.notFound();
  let body: FormData;
  try {
    body = await c.req.formData();
  } catch {
    return refuseEarly(c, 400);
  }
  const lang = langOf(body.get(LANG_FIELD));
  const cal = calendar(c.env);
  const now = new Date();
  const before = await cal.get(token);
  if (!before) return c.notFound();
  const w = bookingWords(lang);
  if (!(await withinLimits(c, token))) {
    c.header('Retry-After', '60');
    return bookingAnswer(c, lang, 429, token, before, w.errors.tooMany);
  }
  const here = localizedPath(lang, `/book/${token}`);
  if (body.get('action') === 'cancel') {
    const after = await cal.cancel(token, now.getTime());
    if (before.status === 'booked' && after) {
      const { tellOfChange } = await import('./changes');
      c.executionCtx.waitUntil(tellOfChange(c.env, after, { kind: 'cancelled' }, now));
    }
    return c.redirect(here, 303);
  }
  if (body.get('action') === 'reschedule') {
    const window = windowInstant(body.get('window'), now.getTime());
    const moved: BookResult = window ? await cal.reschedule(token, window, now.getTime()) : { ok: false, reason: 'not_offered', next: [] };
    if (moved.ok) {
      if (moved.booking.start !== before.start) {
        const { followOnLead, tellOfChange } = await import('./changes');
        const { notice } = moved;
        c.executionCtx.waitUntil(
          notice
            ? tellOfChange(c.env, moved.booking, { kind: 'moved', from: notice.from }, now)
            : followOnLead(c.env, moved.booking).catch(() => null),
        );
      }
      return c.redirect(here, 303);
    }
    if (moved.reason === 'not_found') return bookingAnswer(c, lang, 409, token, before);
    if (moved.reason === 'taken') return bookingAnswer(c, lang, 409, token, before, w.errors.taken, asDays(moved.next));
    return bookingAnswer(c, lang, 422, token, before, w.errors.window);
  }
  return bookingAnswer(c, lang, 422, token, before, w.errors.window);
}

/** The booking posts (English paths, the edition from the posted `lang`), with their own 403/400/413/415 pages. */
export const bookingPosts = new Hono<AppEnv>()
  .post('/book', ...postChecks, bookPost)
  .post('/book/:token', ...postChecks, tokenPost)
  .onError((error, c) => {
    if (error instanceof HTTPException && (error.status === 400 || error.status === 403 || error.status === 413)) {
      return refuseEarly(c, error.status);
    }
    return renderError(error, c);
  });
