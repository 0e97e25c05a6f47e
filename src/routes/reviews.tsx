import { Hono, type Context } from 'hono';
import { REVIEW_REQUEST } from '../content/review-request';
import type { AppEnv } from '../env';
import type { Lang } from '../forms/fields';
import { limitBody } from '../lib/body-limit';
import { UnsubscribePage } from '../pages/review-unsubscribe';
import { renderPage } from '../render';

/** The page in `lang`, noindex, never cached (it depends on the token). */
const page = (c: Context<AppEnv>, lang: Lang, state: 'ask' | 'done' | 'missing', token: string) =>
  renderPage(
    c,
    <UnsubscribePage lang={lang} state={state} token={token} />,
    {
      title: REVIEW_REQUEST[lang].unsubscribe.title,
      description: REVIEW_REQUEST[lang].unsubscribe.ask,
      keywords: [],
      path: `${lang === 'es' ? '/es' : ''}/reviews/unsubscribe`,
      noindex: true,
    },
    state === 'missing' ? 404 : 200,
    { cache: false },
  );

/**
 * The review request's unsubscribe link, in one edition (issue 30 §7):
 * `GET /reviews/unsubscribe?token=…` asks (a link checker's visit changes
 * nothing), `POST` unsubscribes at once: the page's button, or a mail app's
 * one-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`), which
 * comes from the mail provider, so this post takes no same-site check: the
 * token (128 random bits) is what authorises it, and all it can do is stop
 * emails. A wrong token gets 404 with words.
 */
export const reviewRoutes = (lang: Lang) =>
  new Hono<AppEnv>()
    .get('/reviews/unsubscribe', async (c) => {
      const token = c.req.query('token') ?? '';
      const { reviewTokenLang } = await import('../leads/review');
      return page(c, lang, (await reviewTokenLang(c.env.DB, token)) ? 'ask' : 'missing', token);
    })
    .post(
      '/reviews/unsubscribe',
      limitBody(1024, (c, status) => c.text('Bad request', status)),
      async (c) => {
        const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const token = typeof body.token === 'string' ? body.token : (c.req.query('token') ?? '');
        const { unsubscribeReviews } = await import('../leads/review');
        const found = await unsubscribeReviews(c.env.DB, token, new Date());
        if (found) console.log('review emails: an address unsubscribed');
        return page(c, lang, found ? 'done' : 'missing', token);
      },
    );
