/**
 * The booking form's routes (issue 29, docs/booking.md): `GET /book` and
 * `POST /book` (see `routes.tsx` for every answer). A booking is held in the
 * calendar's Durable Object first, then its lead is committed; the window is
 * released when the lead can be neither stored, queued nor emailed (503).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Booker, LIVE_PER_CLIENT } from './rules';
import type { DayWindows, VisitDetails } from './model';
import { bookingWords } from '../content/booking';
import { leadMessages } from '../content/form-messages';
import { type Locale, localizedPath } from '../i18n';
import { HONEYPOT_FIELD, LANG_FIELD, langOf, type Lang } from '../forms/fields';
import { BOOK_FIELDS, BookedAlready, BookPage, bookingTown, type BookValues } from './pages/book';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { addDays, dayIn } from '../lib/zoned-time';
import { logFailure } from '../lib/log';
import { asDays, type BookContext, calendar, page, readForm, WEEK, weekOf, windowInstant } from './answers';

/** The booking form page: the week from `week`, the values and the messages, with paging links. */
export async function bookForm(
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

/** The form's values before anything is typed. */
const EMPTY: BookValues = { name: '', phone: '', email: '', street: '', town: '', service: '', notes: '', window: '' };

/** `GET /book` (and /es/book): the form, prefilled from the query (`address` fills the street), with the lead's source as hidden fields. */
export async function bookGet(c: BookContext, locale: Locale) {
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
}

/** The posted text fields of the booking form (a repeated or non-text field as ''). */
const valuesOf = (body: FormData): BookValues =>
  Object.fromEntries(
    [...BOOK_FIELDS, 'window'].map((f) => [
      f,
      typeof body.get(f) === 'string' && body.getAll(f).length === 1 ? (body.get(f) as string) : '',
    ]),
  ) as BookValues;

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
export async function bookPost(c: BookContext) {
  const body = await readForm(c);
  if (body instanceof Response) return body;
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
  /** 503 with the form's values and the phone, to retry in 2 minutes: nothing could be held or kept. */
  const unavailable = () => {
    c.header('Retry-After', '120');
    return bookForm(c, lang, 503, { week, values, errors: { window: leadMessages(lang).refusals[503].message } });
  };
  let booker: Booker;
  try {
    booker = await bookerOf(c, input);
  } catch (error) {
    // The site's hashing key is read from D1 (site_keys) once per isolate: with D1 down in a new isolate nothing can be
    // held or kept, so the visitor gets the same 503 as a lead that cannot be kept, with the form's values and the phone.
    logFailure('booking_refused_no_site_key', error);
    return unavailable();
  }
  const held = await calendar(c.env).book(details, window, key, now.getTime(), booker);
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
    logFailure('booking_released', 'lead neither stored, queued nor emailed');
    return unavailable();
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
