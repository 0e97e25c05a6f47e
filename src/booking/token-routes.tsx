/**
 * A booking's own page (issue 29, docs/booking.md): `GET /book/<token>`, its
 * calendar file `GET /book/<token>.ics`, and its Reschedule and Cancel posts
 * `POST /book/<token>` (see `routes.tsx` for every answer).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type BookResult, TOKEN_PATTERN } from './rules';
import type { DayWindows } from './model';
import { bookingWords } from '../content/booking';
import { type Locale, localizedPath } from '../i18n';
import { LANG_FIELD, langOf } from '../forms/fields';
import { BookingPage } from './pages/book';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, dayIn } from '../lib/zoned-time';
import { asDays, type BookContext, calendar, page, readForm, WEEK, weekOf, windowInstant, withinLimits } from './answers';

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

/** `GET /book/<token>.ics`: the booking's calendar file (RFC 5545, src/booking/ics.ts), "Add to calendar"; 404 for an unknown token. */
export async function icsGet(c: BookContext, locale: Locale, file: string) {
  const booking = await calendar(c.env).get(file.slice(0, -4));
  if (!booking) return c.notFound();
  const { bookingIcs } = await import('./ics');
  const { bookingEmailWords } = await import('../content/booking-emails');
  return c.body(await bookingIcs(c.env.SITE_URL, booking), 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${bookingEmailWords(locale).icsFile}"`,
    'Cache-Control': 'no-store',
  });
}

/** `GET /book/<token>`: the booking's own page; 404 for anything not a token or an unknown one. */
export async function tokenGet(c: BookContext, locale: Locale, token: string) {
  if (!TOKEN_PATTERN.test(token)) return c.notFound();
  const booking = await calendar(c.env).get(token);
  if (!booking) return c.notFound();
  return bookingAnswer(c, locale, 200, token, booking);
}

/**
 * `POST /book/<token>`: `action` cancel or reschedule (with `window`), bounded per client and per token (429, the
 * page with the phone number). A cancel tells the lead, the contractor and the customer once; a move sets the
 * lead's window at once and is told at most once per 15 minutes, the last move winning (src/booking/changes.ts).
 */
export async function tokenPost(c: BookContext) {
  const token = c.req.param('token') ?? '';
  if (!TOKEN_PATTERN.test(token)) return c.notFound();
  const body = await readForm(c);
  if (body instanceof Response) return body;
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
