import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import type { Locale } from '../i18n';
import { limitBody } from '../lib/body-limit';
import { fromThisSite } from '../lib/posts';
import { renderError } from '../errors';

/** The token of a quote's page: 128 random bits as 32 hex digits. */
const TOKEN = ':token{[0-9a-f]{32}}';

/** Largest body of a customer's answer, in bytes: a name, a reason and 500 characters, urlencoded, with room. */
const ANSWER_BODY_BYTES = 8 * 1024;

/** Largest body of a Stripe webhook, in bytes: a Checkout Session event is a few KiB; room for Stripe's larger objects. */
const WEBHOOK_BODY_BYTES = 256 * 1024;

/** The page and its posts, loaded on first use (a page of the site never evaluates the quote code). */
const handlers = () => import('./handlers');

/**
 * The customer's quote pages in one edition (issue 38 §4-5), mounted at `/`
 * ('en') and `/es` ('es') by src/index.ts:
 * - `GET /quotes/<token>`: the quote (404 for a token no quote has), `no-store`, noindex (header and meta), in no sitemap;
 * - `GET /quotes/<token>.pdf`: the same as a PDF (signed once accepted), `no-store`, noindex;
 * - `GET /quotes/<token>/invoices/INV-<n>.pdf`: an invoice sent of that quote as a PDF (src/invoices/pdf-route.ts);
 * - `POST /quotes/<token>/accept` (`name`, `consent`), `/decline` (`reason`, `details`) and `/cancel` (`cancelName`, within
 *   the three business days after acceptance): from this site only (403), at most 8 KiB (413), readable (400), each
 *   refusal answered with the quote's page in the path's language, the reason above its forms (issue 49),
 *   bounded per client like the booking's posts (429), 422 with the page and the messages, else 303 back to the page;
 * - `POST /quotes/<token>/deposit` (issue 38 §7): the same checks, then 303 to Stripe Checkout for an accepted quote's
 *   unpaid deposit when Stripe is set up (src/quotes/deposit.ts), else 303 back to the page; 502 with the page when
 *   Stripe could not open Checkout.
 * - `POST /quotes/<token>/invoices/INV-<n>/pay` (issue 47 item 3): the same checks, then 303 to Stripe Checkout for the
 *   invoice's balance (src/invoices/pay-handler.tsx); 404 without Stripe or for an invoice not this quote's, 409 for
 *   one void, paid or with a bank transfer processing.
 */
export const quoteRoutes = (lang: Locale) =>
  new Hono<AppEnv>()
    .get('/quotes/:file{[0-9a-f]{32}\\.pdf}', async (c) => (await handlers()).quotePdfResponse(c, lang))
    .get(`/quotes/${TOKEN}`, async (c) => (await handlers()).quotePage(c, lang))
    // An invoice of the quote as a PDF (issue 47 item 3): src/invoices/pdf-route.ts.
    .get(`/quotes/${TOKEN}/invoices/:file{INV-[0-9]{1,9}\\.pdf}`, async (c) =>
      (await import('../invoices/pdf-route')).invoicePdfResponse(c, lang),
    )
    .post(
      `/quotes/${TOKEN}/:answer{accept|decline|cancel}`,
      fromThisSite(),
      limitBody(ANSWER_BODY_BYTES, async (c, status) => (await handlers()).refusedAnswer(c, lang, status)),
      async (c: Context<AppEnv>) =>
        (await handlers()).answerPost(c, lang, (c.req.param('answer') ?? 'decline') as 'accept' | 'decline' | 'cancel'),
    )
    .post(
      `/quotes/${TOKEN}/deposit`,
      fromThisSite(),
      limitBody(ANSWER_BODY_BYTES, async (c, status) => (await handlers()).refusedAnswer(c, lang, status)),
      async (c: Context<AppEnv>) => (await handlers()).depositPost(c, lang),
    )
    .post(
      `/quotes/${TOKEN}/invoices/:invoice{INV-[0-9]{1,9}}/pay`,
      fromThisSite(),
      limitBody(ANSWER_BODY_BYTES, async (c, status) => (await handlers()).refusedAnswer(c, lang, status)),
      async (c: Context<AppEnv>) => (await import('../invoices/pay-handler')).invoicePayPost(c, lang),
    )
    .onError(async (error, c) => {
      // Another site's form (403) or a body that cannot be read (400): the page in its language, with its forms.
      if (error instanceof HTTPException && (error.status === 403 || error.status === 400))
        return (await handlers()).refusedAnswer(c, lang, error.status);
      return renderError(error, c);
    });

/**
 * `POST /webhooks/stripe` (issue 38 §7; src/quotes/deposit.ts `stripeWebhook`,
 * whose signature check is made by the quote's side Worker): Stripe posts server to server, so no CSRF or
 * Origin check (the signature is verified instead); bodies over 256 KiB get
 * 413 before they are read. Mounted once, at `/`.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post(
  '/webhooks/stripe',
  limitBody(WEBHOOK_BODY_BYTES, (c, status) => {
    c.header('Cache-Control', 'no-store');
    return c.text(status === 413 ? 'Too large.' : 'The body could not be read.', status);
  }),
  async (c) => (await import('./deposit')).stripeWebhook(c),
);
