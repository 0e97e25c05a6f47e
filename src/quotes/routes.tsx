import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { limitBody } from '../lib/body-limit';
import { fromThisSite, refusedPost } from '../lib/posts';
import { renderError } from '../errors';

/** The token of a quote's page: 128 random bits as 32 hex digits. */
const TOKEN = ':token{[0-9a-f]{32}}';

/** Largest body of a customer's answer, in bytes: a name, a reason and 500 characters, urlencoded, with room. */
const ANSWER_BODY_BYTES = 8 * 1024;

/** The page and its posts, loaded on first use (a page of the site never evaluates the quote code). */
const handlers = () => import('./handlers');

/**
 * The customer's quote pages in one edition (issue 38 §4-5), mounted at `/`
 * ('en') and `/es` ('es') by src/index.ts:
 * - `GET /quotes/<token>`: the quote (404 for a token no quote has), `no-store`, noindex (header and meta), in no sitemap;
 * - `GET /quotes/<token>.pdf`: the same as a PDF (signed once accepted), `no-store`, noindex;
 * - `POST /quotes/<token>/accept` (`name`, `consent`), `/decline` (`reason`, `details`) and `/cancel` (`cancelName`, within
 *   the three business days after acceptance): from this site only (403),
 *   bounded per client like the booking's posts (429), 422 with the page and the messages, else 303 back to the page.
 */
export const quoteRoutes = (lang: 'en' | 'es') =>
  new Hono<AppEnv>()
    .get('/quotes/:file{[0-9a-f]{32}\\.pdf}', async (c) => (await handlers()).quotePdfResponse(c, lang))
    .get(`/quotes/${TOKEN}`, async (c) => (await handlers()).quotePage(c, lang))
    .post(
      `/quotes/${TOKEN}/:answer{accept|decline|cancel}`,
      fromThisSite(),
      limitBody(ANSWER_BODY_BYTES, (c, status) => c.text('The form could not be read.', status)),
      async (c: Context<AppEnv>) =>
        (await handlers()).answerPost(c, lang, (c.req.param('answer') ?? 'decline') as 'accept' | 'decline' | 'cancel'),
    )
    .onError((error, c) => {
      const refused = refusedPost(error, c);
      if (!refused) return renderError(error, c);
      refused.headers.set('Cache-Control', 'no-store');
      return refused;
    });
