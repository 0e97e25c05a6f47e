/**
 * What the contact and quote forms send and the rules the server holds them
 * to.
 * Shared by the Worker (validation, storage) and the form islands (field
 * names, `maxLength`, the answer shapes), so it imports nothing heavy: no zod,
 * no phone library. The schemas live in `validation.ts`.
 */

/** The two lead forms. */
export type LeadForm = 'contact' | 'quote';
/** Every kind of stored lead: the two forms and a booked visit (issue 29, src/booking/routes.tsx). */
export type StoredForm = LeadForm | 'booking';

/** The languages a form can be posted in: the hidden field `lang`; anything else is read as 'en'. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
/** The hidden field naming the language of the page the form was posted from. */
export const LANG_FIELD = 'lang';
/** The mark on a lead whose visitor posted the Spanish form (email, leads page, `npm run leads`), so the right person calls back. */
export const SPANISH_MARK = 'Spanish-speaking visitor';
/** A posted `lang` value as a language: 'es' or, for anything else (missing, repeated, unknown), 'en'. */
export const langOf = (value: unknown): Lang => (value === 'es' ? 'es' : 'en');

/**
 * The visitor's answers as every layer holds them (the `leads` columns, the
 * validated input, the email, the leads page, the CSV, the tests), written
 * once: a quote's first and last names are joined into `name` and its
 * description is the `message`.
 */
export const LEAD_COLUMNS = ['name', 'phone', 'email', 'service', 'address', 'message'] as const;
export type LeadColumn = (typeof LEAD_COLUMNS)[number];
/** The answers of one lead, normalised (trimmed, phone in E.164). */
export type LeadAnswers = Record<LeadColumn, string>;

/** The contact form's fields, in form order. */
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'service', 'address', 'message'] as const;
/** The quote form's fields, in form order. */
export const QUOTE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'service', 'description'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type QuoteField = (typeof QUOTE_FIELDS)[number];
/** The contact form's values: all strings, initially empty. */
export type ContactValues = Record<ContactField, string>;
/** The quote form's values: all strings, initially empty. */
export type QuoteValues = Record<QuoteField, string>;
/** One plain-English message per field that failed, e.g. `{ phone: 'Enter a US phone number, like (409) 555-0123.' }`. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', service: '', address: '', message: '' };
export const EMPTY_QUOTE: QuoteValues = { firstName: '', lastName: '', email: '', phone: '', address: '', service: '', description: '' };

/**
 * Longest accepted value of each field, in characters (after trimming). The
 * email bound is the longest address SMTP carries (RFC 5321, 4.5.3.1.3); the
 * others leave room for any real answer while keeping a request far below
 * the 16 KB body limit.
 */
export const MAX_LENGTH = {
  name: 100,
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 30,
  address: 200,
  service: 100,
  message: 4000,
  description: 4000,
} as const satisfies Record<ContactField | QuoteField, number>;

/**
 * Largest request body the form routes read: 64 KiB. A
 * 4,000-character message in any script urlencoded is at most 36,000 bytes
 * (3 UTF-8 bytes per BMP character, each sent as %XX), plus at most about
 * 6 KB for the other fields at their longest; a larger body gets 413.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Largest multipart body a form post may have: 30 MB, the photos a visitor
 * sends without JavaScript (each at most 10 MB, `LEAD_PHOTO_LIMITS`) with the
 * answers. A urlencoded post keeps `MAX_BODY_BYTES`.
 */
export const MAX_MULTIPART_BYTES = 30 * 1024 * 1024;

/**
 * Most fields a form post may have, files included: 40. The quote form
 * sends at most 25 (its 7 answers, `lang`, the honeypot, the idempotency
 * key, the photo count, 7 source fields, 5 photos); a post with more is
 * refused with 413 before it is parsed (src/lib/form-parts.ts), since the
 * work on a parsed form grows with its fields (issue 28: 20,000 fields took
 * 4.9 s).
 */
export const MAX_FORM_PARTS = 40;
/** Most fields a photo upload (`PHOTO_UPLOAD_ACTION`: `key`, `lang`, `photo`) may have. */
export const MAX_UPLOAD_PARTS = 8;

/** The photo field of both forms: "Photos of the area (up to 5)", `accept="image/*"`, multiple. */
export const PHOTOS_FIELD = 'photos';
/** At most this many photos per lead. */
export const MAX_LEAD_PHOTOS = 5;
/** Largest photo attached to a lead, in bytes: 10 MB (a phone's full-size photo is 2-6 MB; the island sends 2,560 px copies). */
export const MAX_LEAD_PHOTO_BYTES = 10 * 1024 * 1024;
/** The hidden field in which the island announces how many photos it will send after the lead (0-5). */
export const PHOTO_COUNT_FIELD = 'photoCount';
/**
 * Where the island sends each photo after the lead was accepted: a multipart
 * post of `key` (the lead's idempotency key), `lang` and `photo`, answered
 * with `LeadAnswer` JSON.
 */
export const PHOTO_UPLOAD_ACTION = '/lead-photos';

/** The honeypot: a field people never see or fill. A request that fills it is answered as a success and dropped. */
export const HONEYPOT_FIELD = 'website';
/** The hidden field carrying the island's idempotency key (a random UUID made once per form load). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/** Where each form posts. */
export const FORM_ACTION: Record<LeadForm, string> = { contact: '/contact', quote: '/quote' };
/**
 * The id of the heading above each form. A native post and the thank-you
 * redirect carry it as the URL fragment, so the browser shows the errors or
 * the thank-you without the visitor scrolling (the fragment never reaches the
 * server, so pages stay cacheable by path).
 */
export const FORM_ANCHOR = 'form-heading';

/** The thank-you state of each form, its own GET path (the answer to a post without JavaScript is a 303 there). */
export const THANK_YOU_PATH: Record<LeadForm, string> = { contact: '/contact/thank-you', quote: '/quote/thank-you' };

/**
 * Where a post without JavaScript is sent after it was accepted: the form's
 * thank-you page in the language of the posted form ("/contact/thank-you",
 * "/es/contact/thank-you"). The only place that builds it.
 */
export const thankYouPath = (form: LeadForm, lang: Lang): string => `${lang === 'es' ? '/es' : ''}${THANK_YOU_PATH[form]}`;

/**
 * The JSON answers of `POST /contact` and `POST /quote` to a request sent with
 * `Accept: application/json` (the islands): `{ ok: true }` (201 stored, 200
 * already stored or dropped), `{ errors }` (422, one message per field) or
 * `{ error }` (403, 413, 415, 429, 400, 503: one message for the whole request).
 * `photosKept: false` says the lead was kept without the photos of its post.
 */
export type LeadAnswer = { ok: true; photosKept?: false } | { errors: FieldErrors } | { error: string };
