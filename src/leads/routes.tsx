import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { business } from '../content/business';
import { loadContent } from '../content/edition';
import { leadMessages, type RefusalStatus } from '../content/form-messages';
import { pagesOf, UI } from '../content/index';
import type { AppEnv } from '../env';
import { limitBody } from '../lib/body-limit';
import { boundParts } from '../lib/form-parts';
import { fromThisSite, mediaTypeOf, refererLocale } from '../lib/posts';
import { type Locale, localizedPath } from '../i18n';
import { renderError } from '../errors';
import type { ContactFormView, RequestFormView } from '../forms/types';
import { isBot, optsOut } from '../insights/consent';
import type { PostedPhotos } from './accept';
import {
  CONTACT_FIELDS,
  FORM_ACTION,
  FORM_ANCHOR,
  HONEYPOT_FIELD,
  LANG_FIELD,
  langOf,
  MAX_BODY_BYTES,
  MAX_FORM_PARTS,
  MAX_UPLOAD_PARTS,
  MAX_LEAD_PHOTO_BYTES,
  MAX_MULTIPART_BYTES,
  PHOTO_COUNT_FIELD,
  PHOTO_UPLOAD_ACTION,
  PHOTOS_FIELD,
  MAX_LEAD_PHOTOS,
  QUOTE_FIELDS,
  THANK_YOU_PATH,
  thankYouPath,
  type FieldErrors,
  type Lang,
  type LeadAnswer,
  type LeadForm,
} from '../forms/fields';
import { ContactPage } from '../pages/contact';
import { FormRefusalPage } from '../pages/form-refusal';
import { RequestPage } from '../pages/request';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import type { PageMeta } from '../seo/meta';

type LeadContext = Context<AppEnv>;

/** True when the request asks for JSON (the islands send `Accept: application/json`); a browser's native post gets HTML. */
const wantsJson = (c: LeadContext) =>
  accepts(c, { header: 'Accept', supports: ['text/html', 'application/json'], default: 'text/html' }) === 'application/json';

/**
 * The language of a post: its `lang` field once the body
 * was read (Hono keeps the parsed form); before that (a 403, 413 or 415
 * refuses the body unread), 'es' when the post came from a page under /es/
 * (the Referer, which browsers send to the same origin), else 'en'.
 */
async function postLang(c: LeadContext, bodyRead: boolean): Promise<Lang> {
  if (bodyRead) return langOf((await c.req.formData()).get(LANG_FIELD));
  return refererLocale(c.req.header('Referer'));
}

/**
 * Answers a page of the lead routes in `lang`: the one place they load an
 * edition's copy (the contact and quote pages' words). A post's path is
 * English whatever page it came from. The copy is loaded only when a page is
 * answered, after the lead was handled, so a part that cannot be read never
 * costs a lead; then `build` makes the page and its head tags from it.
 */
async function leadPage(
  c: LeadContext,
  lang: Locale,
  status: ContentfulStatusCode,
  build: () => { page: ReactNode; meta: PageMeta },
): Promise<Response> {
  await loadContent(c.env, lang, ['pages']);
  const { page, meta } = build();
  return renderPage(c, page, meta, status);
}

/** A form page's state of its own: sent (thank-you), sent back invalid (422), or not taken (503). */
type FormPageState = Parameters<(typeof UI)['en']['thankYou']['title']>[0];

/**
 * Head tags of a form page in a state of its own, in an edition: noindex and
 * no canonical link, with the form page's breadcrumb trail, which
 * the page shows.
 */
function formMeta(form: LeadForm, state: FormPageState, locale: Locale = 'en'): PageMeta {
  const { contact, quotePage } = pagesOf(locale);
  const seo = form === 'contact' ? contact.seo : quotePage.seo;
  return {
    ...seo,
    title: UI[locale].thankYou.title(state, form, seo.title),
    path: localizedPath(locale, FORM_ACTION[form]),
    noindex: true,
    breadcrumbs: breadcrumbTrail({ path: FORM_ACTION[form] }, locale),
  };
}

/**
 * Renders the contact or quote page of an edition (English unless given)
 * with its form in state `view`: a post sent back is answered in the
 * language of the form that was posted.
 */
async function renderFormPage(
  c: LeadContext,
  form: LeadForm,
  view: ContactFormView & RequestFormView,
  state: FormPageState,
  status: 200 | 422 | 503,
  locale: Locale = 'en',
) {
  return leadPage(c, locale, status, () => ({
    page: form === 'contact' ? <ContactPage form={view as ContactFormView} /> : <RequestPage form={view as RequestFormView} />,
    meta: formMeta(form, state, locale),
  }));
}

/** The visitor's values of `form`'s own text fields in a read form (React escapes them when rendered). */
async function postedValues(c: LeadContext, form: LeadForm): Promise<Record<string, string>> {
  const body = await c.req.formData();
  const fields: readonly string[] = form === 'contact' ? CONTACT_FIELDS : QUOTE_FIELDS;
  return Object.fromEntries(fields.map((f) => [f, typeof body.get(f) === 'string' ? (body.get(f) as string) : '']));
}

/**
 * The answer to an accepted post (a real lead and a filled honeypot alike, so
 * bots cannot tell them apart): JSON `{ ok: true }` (201 when stored now, 200
 * when already stored) or a 303 to the thank-you page of the form's language,
 * scrolled to the form's heading.
 */
function accepted(c: LeadContext, form: LeadForm, lang: Lang, created: boolean, photosKept = true) {
  if (wantsJson(c)) return c.json({ ok: true, ...(photosKept ? {} : { photosKept }) } satisfies LeadAnswer, created ? 201 : 200);
  return c.redirect(`${thankYouPath(form, lang)}${photosKept ? '' : `?${PHOTOS_NOT_KEPT}`}#${FORM_ANCHOR}`, 303);
}

/** The query of a thank-you page whose lead was kept without its photos (the daily cap, R2 failing): the page says so. */
const PHOTOS_NOT_KEPT = 'photos=not-kept';

/**
 * The answer to a refused post (`leadMessages(lang).refusals`): JSON
 * `{ error }` or the refusal page in the post's language, with the status; a
 * 429 also says `Retry-After: 60`.
 */
function refuse(c: LeadContext, form: LeadForm, status: Exclude<RefusalStatus, 503>, lang: Lang) {
  const words = leadMessages(lang);
  const { heading, message } = words.refusals[status];
  if (status === 429) c.header('Retry-After', '60');
  if (wantsJson(c)) return c.json({ error: message } satisfies LeadAnswer, status);
  return leadPage(c, lang, status, () => ({
    page: <FormRefusalPage form={form} heading={heading} message={message} backToForm={words.backToForm} call={words.call} />,
    meta: {
      title: `${heading} | ${business.name}`,
      description: message,
      keywords: [],
      path: localizedPath(lang, FORM_ACTION[form]),
      noindex: true,
    },
  }));
}

/** Refuses with the language known so far (the body read or not). */
const refuseEarly = async (c: LeadContext, form: LeadForm, status: Exclude<RefusalStatus, 503>, bodyRead = false) =>
  refuse(c, form, status, await postLang(c, bodyRead));

/**
 * The answer to a post that failed validation (422, RFC 9110 section
 * 15.5.21): JSON `{ errors }`, or the form page again with the visitor's
 * values and a message beside each field.
 */
async function sendBack(c: LeadContext, form: LeadForm, errors: FieldErrors) {
  if (wantsJson(c)) return c.json({ errors } satisfies LeadAnswer, 422);
  const values = await postedValues(c, form);
  return renderFormPage(c, form, { values, errors } as ContactFormView & RequestFormView, 'invalid', 422, await postLang(c, true));
}

/**
 * Neither the database nor the email took the lead: 503
 * with `Retry-After: 120` and the phone number; JSON `{ error }` (the island
 * keeps the visitor's values), or the form again with the values and the
 * message above it.
 */
async function unavailable(c: LeadContext, form: LeadForm, lang: Lang) {
  const { message } = leadMessages(lang).refusals[503];
  c.header('Retry-After', '120');
  if (wantsJson(c)) return c.json({ error: message } satisfies LeadAnswer, 503);
  const values = await postedValues(c, form);
  return renderFormPage(c, form, { values, notice: message } as ContactFormView & RequestFormView, 'unavailable', 503, lang);
}

/** The thank-you pages of an edition (`THANK_YOU_PATH`, mounted at "/" or "/es"): each form page in its sent state, titled with the edition's prefix. */
const thankYouPages = (locale: Locale) =>
  new Hono<AppEnv>()
    .get(THANK_YOU_PATH.contact, (c) => renderFormPage(c, 'contact', sentView(c, locale), 'sent', 200, locale))
    .get(THANK_YOU_PATH.quote, (c) => renderFormPage(c, 'quote', sentView(c, locale), 'sent', 200, locale));

/** The thank-you state, with the notice that the photos were not kept when the redirect said so (`PHOTOS_NOT_KEPT`). */
const sentView = (c: LeadContext, locale: Locale) =>
  new URL(c.req.url).search === `?${PHOTOS_NOT_KEPT}`
    ? { sent: true as const, photosNotice: leadMessages(locale).photos.notKept }
    : { sent: true as const };

/** Post answers hold what the visitor typed: never stored by a cache. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

/** The media types of an HTML form post; anything else gets 415. */
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * At most `MAX_BODY_BYTES` for a urlencoded post and `MAX_MULTIPART_BYTES`
 * for a multipart one, which may carry photos, and at most `MAX_FORM_PARTS`
 * fields, counted in the bytes before any parse (else 413), and 400 when the
 * body breaks off while it is read (`limitBody`, `boundParts`).
 */
function withinLimit(form: LeadForm) {
  const refuser = (c: Context<AppEnv>, status: 400 | 413) => {
    if (status === 400) console.log(`lead refused (${form}): body cut off`);
    return refuseEarly(c as LeadContext, form, status);
  };
  const text = limitBody(MAX_BODY_BYTES, refuser);
  const multipart = limitBody(MAX_MULTIPART_BYTES, refuser);
  const parts = boundParts(MAX_FORM_PARTS, (c, status) => {
    console.log(`lead refused (${form}): ${status === 413 ? `over ${MAX_FORM_PARTS} fields` : 'body cut off'}`);
    return refuseEarly(c as LeadContext, form, status);
  });
  return createMiddleware<AppEnv>((c, next) =>
    (mediaTypeOf(c.req.header('Content-Type')) === 'multipart/form-data' ? multipart : text)(c, async () => {
      // A refusal's answer is taken from c.res, where Hono's compose puts a middleware's returned Response.
      const refused = await parts(c, next);
      if (refused) c.res = refused;
    }),
  );
}

/**
 * The photos of a post (the files of `PHOTOS_FIELD`, without the empty part
 * a file input with nothing chosen sends): none, the accepted ones, or the
 * message for the first refused one (`judgeLeadPhotos`), and how many the island announced
 * it will send after the lead (`PHOTO_COUNT_FIELD`, 0-5).
 */
async function photosOf(c: LeadContext, body: FormData, lang: Lang): Promise<PostedPhotos> {
  const announced = Number(body.get(PHOTO_COUNT_FIELD));
  const expected = Number.isInteger(announced) && announced > 0 ? Math.min(announced, MAX_LEAD_PHOTOS) : 0;
  const files = body
    .getAll(PHOTOS_FIELD)
    .filter((value): value is File => typeof value !== 'string' && (value.name !== '' || value.size > 0));
  if (files.length === 0) return { expected };
  const { judgeLeadPhotos } = await import('./photos');
  const judged = await judgeLeadPhotos(files, c.env.IMAGES, lang);
  if ('refused' in judged) console.log(`lead refused: photo (${judged.refused.length} characters of message)`);
  return { ...judged, expected };
}

/**
 * The answers of a read form in one pass (a field sent more than once as the
 * array of its values, which validation refuses), without the photo fields.
 */
function fieldsOf(body: FormData): Record<string, unknown> {
  const fields = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [name, value] of body.entries()) {
    if (name === PHOTOS_FIELD || name === PHOTO_COUNT_FIELD) continue;
    const had = fields.get(name);
    fields.set(name, had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value]);
  }
  return Object.fromEntries(fields);
}

/**
 * The lead route chain of `form`, the same for both forms.
 * In order: a media type a form sends (else 415, checked before CSRF), Hono's
 * CSRF check (Origin or Sec-Fetch-Site; the request's own origin and
 * SITE_URL's are accepted; else 403), the body and field bounds (else 413,
 * `withinLimit`), a readable form (else 400, also for a body cut off
 * mid-stream), the honeypot (filled: answered exactly as an accepted lead,
 * nothing stored), then the lead itself (`handleLeadPost`, loaded on the
 * first post with a dynamic import; its photos judged only past the rate
 * limit): 422, 429, 201/200/303 or 503. A lead
 * is stored with its source (src/insights/source.ts), and a new one is
 * counted as a form sent (kind 'sent', src/insights/beacon.ts).
 */
function leadPost(form: LeadForm) {
  return [
    noStore,
    createMiddleware<AppEnv>(async (c, next) => {
      const mediaType = mediaTypeOf(c.req.header('Content-Type'));
      if (!mediaType || !FORM_MEDIA_TYPES.includes(mediaType)) return refuseEarly(c, form, 415);
      await next();
    }),
    fromThisSite(),
    withinLimit(form),
    async (c: LeadContext) => {
      let body: FormData;
      try {
        body = await c.req.formData();
      } catch {
        return refuseEarly(c, form, 400);
      }
      const lang = langOf(body.get(LANG_FIELD));
      const trap = body.get(HONEYPOT_FIELD);
      if (typeof trap === 'string' && trap.trim() !== '') {
        console.log(`lead dropped (${form}): honeypot filled`);
        return accepted(c, form, lang, true);
      }
      const { handleLeadPost } = await import('./accept');
      const fields = fieldsOf(body);
      const { leadSourceOf } = await import('../insights/source');
      const optedOut = optsOut(c.req);
      const source = leadSourceOf(fields, {
        referer: c.req.header('Referer'),
        origins: [new URL(c.req.url).origin, new URL(c.env.SITE_URL).origin],
        mobileHint: c.req.header('Sec-CH-UA-Mobile'),
        optedOut,
        lang,
      });
      const photos = () => photosOf(c, body, lang);
      const outcome = await handleLeadPost(c.env, c.executionCtx, form, lang, fields, c.req.header('CF-Connecting-IP'), { photos, source });
      // A form sent, counted with or without JavaScript; not for a visitor who opted out or a robot.
      if (outcome.kind === 'accepted' && outcome.created && !optedOut && !isBot(c.req.header('User-Agent'))) {
        const { countSent } = await import('../insights/beacon');
        c.executionCtx.waitUntil(countSent(c.env, { path: source.page, edition: lang, device: source.device ?? 'unknown' }));
      }
      switch (outcome.kind) {
        case 'invalid':
          return sendBack(c, form, outcome.errors);
        case 'limited':
          console.log(`lead refused (${form}): rate limit`);
          return refuse(c, form, 429, lang);
        case 'unavailable':
          return unavailable(c, form, lang);
        case 'accepted':
          return accepted(c, form, lang, outcome.created, outcome.photosKept);
      }
    },
  ] as const;
}

/** The largest photo upload body: one photo at its limit (10 MB) and the key and language fields. */
const MAX_UPLOAD_BYTES = MAX_LEAD_PHOTO_BYTES + 64 * 1024;

/**
 * `POST /lead-photos`: one photo the island sends after its lead was
 * accepted, with the lead's idempotency key (JSON answers only, in the posted
 * `lang`): 201 kept; 413 too large; 400 unreadable or cut off; 403 another
 * origin; 415 not multipart; 422 refused (its bytes, a sixth photo, no fresh
 * lead with that key); 429 past 20 uploads a minute from one client
 * (`LEAD_INVALID_LIMITER`); 503 not kept (the daily cap, R2 or D1 failing).
 * The lead itself is never touched by a refused photo.
 */
const photoUpload = [
  noStore,
  createMiddleware<AppEnv>(async (c, next) => {
    if (mediaTypeOf(c.req.header('Content-Type')) !== 'multipart/form-data')
      return c.json({ error: leadMessages(await postLang(c, false)).refusals[415].message } satisfies LeadAnswer, 415);
    await next();
  }),
  fromThisSite(),
  limitBody(MAX_UPLOAD_BYTES, async (c, status) => {
    const lang = await postLang(c as LeadContext, false);
    if (status === 400) return c.json({ error: leadMessages(lang).photos.unreadable } satisfies LeadAnswer, 400);
    const [{ LEAD_PHOTO_LIMITS }, { refusalMessage }] = await Promise.all([import('./photos'), import('../photos/check')]);
    return c.json({ error: refusalMessage('too-large', LEAD_PHOTO_LIMITS, lang) } satisfies LeadAnswer, 413);
  }),
  boundParts(MAX_UPLOAD_PARTS, async (c, status) => {
    const lang = await postLang(c as LeadContext, false);
    return c.json(
      { error: status === 413 ? leadMessages(lang).refusals[413].message : leadMessages(lang).photos.unreadable } satisfies LeadAnswer,
      status,
    );
  }),
  async (c: LeadContext) => {
    let body: FormData;
    try {
      body = await c.req.formData();
    } catch {
      return c.json({ error: leadMessages(await postLang(c, false)).photos.unreadable } satisfies LeadAnswer, 400);
    }
    const [{ acceptUploadedPhoto }, { clientKey }] = await Promise.all([import('./photos'), import('../lib/client-key')]);
    const lang = langOf(body.get(LANG_FIELD));
    // Every upload counts against the client's allowance of refused posts (20 a minute, the /64 keying of the forms):
    // five photos and their retries pass, a flood of files does not reach the photo checks.
    if (!(await c.env.LEAD_INVALID_LIMITER.limit({ key: await clientKey(c.req.header('CF-Connecting-IP')) })).success) {
      c.header('Retry-After', '60');
      return c.json({ error: leadMessages(lang).refusals[429].message } satisfies LeadAnswer, 429);
    }
    const { status, error } = await acceptUploadedPhoto(c.env, c.executionCtx, body.get('key'), body.get('photo'), lang);
    return c.json((error ? { error } : { ok: true }) satisfies LeadAnswer, status);
  },
] as const;

/**
 * The lead routes: `POST /contact` and `POST /quote` take
 * the forms, native or sent by the islands (`leadPost`); `GET
 * /contact/thank-you` and `GET /quote/thank-you` are the thank-you states,
 * the same for everyone (noindex, canonical the form page). Refusals are 4xx
 * answers in the posted form's language; the only 5xx is the 503 when the
 * lead could be neither stored nor emailed.
 */
export const leadRoutes = thankYouPages('en')
  .post(FORM_ACTION.contact, ...leadPost('contact'))
  .post(FORM_ACTION.quote, ...leadPost('quote'))
  .post(PHOTO_UPLOAD_ACTION, ...photoUpload)
  .onError((error, c) => {
    if (c.req.path === PHOTO_UPLOAD_ACTION && error instanceof HTTPException && error.status === 403)
      return c.json({ error: leadMessages('en').refusals[403].message } satisfies LeadAnswer, 403);
    const form: LeadForm = c.req.path.startsWith(FORM_ACTION.quote) ? 'quote' : 'contact';
    // Hono's csrf() refuses with 403, its form reader with 400: answer those in words.
    if (error instanceof HTTPException && (error.status === 400 || error.status === 403 || error.status === 413))
      return refuseEarly(c, form, error.status);
    return renderError(error, c);
  });

/**
 * The Spanish thank-you pages, mounted under /es:
 * `GET /es/contact/thank-you` and `GET /es/quote/thank-you`, the same states
 * as the English ones in Spanish words (noindex, canonical the Spanish form
 * page). A post without JavaScript from a Spanish form is redirected here by
 * the form routes once they read the form's `lang` field.
 */
export const spanishLeadRoutes = thankYouPages('es');
