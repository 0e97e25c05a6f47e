/** The client's bound on a customer's posts (the quote's answers, its deposit, an invoice's payment) and the quote's PDF. */
import type { Context } from 'hono';
import { QUOTE_WORDS } from '../content/quotes';
import type { AppEnv } from '../env';
import type { Locale } from '../i18n';
import { clientKey } from '../lib/client-key';

/**
 * The client's bound on the quote's posts and PDF (QUOTE_LIMITER, keyed
 * `<prefix>:<clientKey>`, so the answers' bound and the PDF's count apart;
 * the limit itself is in wrangler.toml): null to go on, or the 429 to answer,
 * never stored (Cache-Control: no-store), Retry-After 60 seconds, the page's
 * "too many" words in `lang`.
 */
export async function overLimit(c: Context<AppEnv>, prefix: 'quote' | 'pdf', lang: Locale): Promise<Response | null> {
  const { success } = await c.env.QUOTE_LIMITER.limit({ key: `${prefix}:${await clientKey(c.req.header('CF-Connecting-IP'))}` });
  if (success) return null;
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', '60');
  return c.text(QUOTE_WORDS[lang].page.tooMany, 429);
}
