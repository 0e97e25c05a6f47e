import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { sha256 } from 'hono/utils/crypto';
import { business } from '../content/business';
import { REFUSALS, type RefusalStatus } from '../content/form-messages';
import { contact, quotePage } from '../content/pages';
import type { AppEnv } from '../env';
import { renderError } from '../errors';
import {
  CONTACT_FIELDS,
  FORM_ACTION,
  FORM_ANCHOR,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  QUOTE_FIELDS,
  THANK_YOU_PATH,
  type FieldErrors,
  type LeadAnswer,
  type LeadForm,
} from '../leads/fields';
import { notifyLead } from '../leads/notify';
import { idempotencyKeyOf, storeLead } from '../leads/store';
import { contactSchema, fieldErrors, quoteSchema, type LeadInput } from '../leads/validation';
import { ContactPage, type ContactFormView } from '../pages/contact';
import { FormRefusalPage } from '../pages/form-refusal';
import { QuotePage, type QuoteFormView } from '../pages/quote';
import { renderPage } from '../render';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import type { PageMeta } from '../seo/meta';

type LeadContext = Context<AppEnv>;

/** True when the request asks for JSON (the islands send `Accept: application/json`); a browser's native post gets HTML. */
const wantsJson = (c: LeadContext) =>
  accepts(c, { header: 'Accept', supports: ['text/html', 'application/json'], default: 'text/html' }) === 'application/json';

/** Head tags of a form page in a state of its own: noindex and no canonical link (issue 13), with the form page's breadcrumb trail, which the page shows. */
function formMeta(form: LeadForm, titlePrefix: string): PageMeta {
  const seo = form === 'contact' ? contact.seo : quotePage.seo;
  return {
    ...seo,
    title: `${titlePrefix}${seo.title}`,
    path: FORM_ACTION[form],
    noindex: true,
    breadcrumbs: breadcrumbTrail({ path: FORM_ACTION[form] }),
  };
}

/** Renders the contact or quote page with its form in state `view`. */
function renderFormPage(c: LeadContext, form: LeadForm, view: ContactFormView & QuoteFormView, titlePrefix: string, status: 200 | 422) {
  const page = form === 'contact' ? <ContactPage form={view as ContactFormView} /> : <QuotePage form={view as QuoteFormView} />;
  return renderPage(c, page, formMeta(form, titlePrefix), status);
}

/** The answer to an accepted post: JSON `{ ok: true }` (201 when stored now, 200 when already stored or dropped) or a 303 to the thank-you page, scrolled to the form's heading. */
function accepted(c: LeadContext, form: LeadForm, created: boolean) {
  if (wantsJson(c)) return c.json({ ok: true } satisfies LeadAnswer, created ? 201 : 200);
  return c.redirect(`${THANK_YOU_PATH[form]}#${FORM_ANCHOR}`, 303);
}

/** The answer to a refused post (`REFUSALS`): JSON `{ error }` or the refusal page, with the status; a 429 also says `Retry-After: 60`. */
function refuse(c: LeadContext, form: LeadForm, status: RefusalStatus) {
  const { heading, message } = REFUSALS[status];
  if (status === 429) c.header('Retry-After', '60');
  if (wantsJson(c)) return c.json({ error: message } satisfies LeadAnswer, status);
  const meta: PageMeta = {
    title: `${heading} | ${business.name}`,
    description: message,
    keywords: [],
    path: FORM_ACTION[form],
    noindex: true,
  };
  return renderPage(c, <FormRefusalPage form={form} heading={heading} message={message} />, meta, status);
}

/**
 * The answer to a post that failed validation (422, RFC 9110 section
 * 15.5.21): JSON `{ errors }`, or the form page again with the visitor's
 * values (only the form's own text fields; React escapes them) and a message
 * beside each field. Logs the failed field names only.
 */
function sendBack(c: LeadContext, form: LeadForm, raw: Record<string, unknown>, errors: FieldErrors) {
  console.log(`lead refused (${form}): invalid ${Object.keys(errors).join(', ')}`);
  if (wantsJson(c)) return c.json({ errors } satisfies LeadAnswer, 422);
  const fields: readonly string[] = form === 'contact' ? CONTACT_FIELDS : QUOTE_FIELDS;
  const values = Object.fromEntries(fields.map((f) => [f, typeof raw[f] === 'string' ? raw[f] : '']));
  return renderFormPage(c, form, { values, errors } as ContactFormView & QuoteFormView, 'Error: ', 422);
}

/**
 * Commits the lead (once per idempotency key) and only then starts the
 * notification email, after the answer (`waitUntil`): the visitor never
 * waits for the mail, and a failed mail is retried by the cron trigger.
 */
async function acceptLead(c: LeadContext, form: LeadForm, input: LeadInput) {
  const now = new Date();
  const key = await idempotencyKeyOf(form, input, now);
  const { id, created } = await storeLead(c.env.DB, form, input, key, now);
  console.log(`lead ${id} (${form}): ${created ? 'stored' : 'already stored, not stored again'}`);
  if (created) {
    c.executionCtx.waitUntil(
      notifyLead(c.env, id, now).catch((error: unknown) => console.error(`lead ${id} (${form}): notification state not saved`, error)),
    );
  }
  return accepted(c, form, created);
}

/** Post answers hold what the visitor typed: never stored by a cache. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

/** Hono's CSRF check (Origin or Sec-Fetch-Site): the request's own origin and SITE_URL's origin are accepted. */
const sameSite = csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || origin === new URL(c.env.SITE_URL).origin });

/** The media types of an HTML form post; anything else gets 415. */
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The checks before a lead form's body is read, in order: a media type a
 * form sends (else 415), at most 16 KB (else 413, Hono's bodyLimit), at most
 * 5 posts per minute per client (else 429, the `LEAD_LIMITER` Rate Limiting
 * binding keyed by a SHA-256 of CF-Connecting-IP), a readable form (else
 * 400), and the honeypot (filled: answered as accepted, nothing stored).
 */
function guards(form: LeadForm) {
  return [
    createMiddleware<AppEnv>(async (c, next) => {
      const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
      if (!mediaType || !FORM_MEDIA_TYPES.includes(mediaType)) return refuse(c, form, 415);
      await next();
    }),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c as LeadContext, form, 413) }),
    createMiddleware<AppEnv>(async (c, next) => {
      const client = c.req.header('CF-Connecting-IP') ?? 'unknown';
      const { success } = await c.env.LEAD_LIMITER.limit({ key: `lead:${await sha256(client)}` });
      if (!success) {
        console.log(`lead refused (${form}): rate limit`);
        return refuse(c, form, 429);
      }
      await next();
    }),
    createMiddleware<AppEnv>(async (c, next) => {
      let body: FormData;
      try {
        body = await c.req.formData();
      } catch {
        return refuse(c, form, 400);
      }
      const trap = body.get(HONEYPOT_FIELD);
      if (typeof trap === 'string' && trap.trim() !== '') {
        console.log(`lead dropped (${form}): honeypot filled`);
        return accepted(c, form, false);
      }
      await next();
    }),
  ] as const;
}

/**
 * The lead routes (issue 7): `POST /contact` and `POST /quote` take the
 * forms, native or sent by the islands; `GET /contact/thank-you` and
 * `GET /quote/thank-you` are the thank-you states, the same for everyone
 * (noindex, canonical the form page). A post is checked by CSRF, media type,
 * size, rate, honeypot, then validated with zod; a valid lead is stored and
 * answered with 303 to the thank-you page (or JSON for the islands).
 * Refusals are plain-English 4xx answers, never a 5xx.
 */
export const leadRoutes = new Hono<AppEnv>()
  .get(THANK_YOU_PATH.contact, (c) => renderFormPage(c, 'contact', { sent: true }, 'Thank You: ', 200))
  .get(THANK_YOU_PATH.quote, (c) => renderFormPage(c, 'quote', { sent: true }, 'Thank You: ', 200))
  .post(
    FORM_ACTION.contact,
    noStore,
    sameSite,
    ...guards('contact'),
    zValidator('form', contactSchema, (result, c) => {
      if (!result.success)
        return sendBack(c as LeadContext, 'contact', result.data as unknown as Record<string, unknown>, fieldErrors(result.error));
    }),
    (c) => acceptLead(c, 'contact', c.req.valid('form')),
  )
  .post(
    FORM_ACTION.quote,
    noStore,
    sameSite,
    ...guards('quote'),
    zValidator('form', quoteSchema, (result, c) => {
      if (!result.success)
        return sendBack(c as LeadContext, 'quote', result.data as unknown as Record<string, unknown>, fieldErrors(result.error));
    }),
    (c) => acceptLead(c, 'quote', c.req.valid('form')),
  )
  .onError((error, c) => {
    const form: LeadForm = c.req.path.startsWith(FORM_ACTION.quote) ? 'quote' : 'contact';
    // Hono's csrf() refuses with 403, its form reader with 400: answer those in words.
    if (error instanceof HTTPException && (error.status === 400 || error.status === 403 || error.status === 413))
      return refuse(c, form, error.status);
    return renderError(error, c);
  });
