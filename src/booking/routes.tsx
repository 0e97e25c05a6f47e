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
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import type { Locale } from '../i18n';
import { renderError } from '../errors';
import { postChecks, refuseEarly } from './answers';
import { bookGet, bookPost } from './book-routes';
import { icsGet, tokenGet, tokenPost } from './token-routes';

/** The GET routes of an edition (mounted at "/" and "/es"). */
export const bookingPages = (locale: Locale) =>
  new Hono<AppEnv>()
    .get('/book', (c) => bookGet(c, locale))
    .get('/book/:file{[A-Za-z0-9_-]{22}\\.ics}', (c) => icsGet(c, locale, c.req.param('file')))
    .get('/book/:token', (c) => tokenGet(c, locale, c.req.param('token')));

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
