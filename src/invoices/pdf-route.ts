/**
 * `GET /quotes/<token>/invoices/INV-<n>.pdf` (issue 47 item 3; `/es/…` the Spanish edition, as the quote's PDF):
 * an invoice of that quote as a PDF, made by the side Worker's `invoicePdf` (src/invoices/pdf.ts) through the
 * service binding PDF_STRIPE. Only an invoice sent and billing that quote: the 404 page for a draft, a void one,
 * another quote's, or a token no quote has. Bounded per client with the quote's PDF (QUOTE_LIMITER, key
 * `pdf:<client>`: 429 with `Retry-After`). Never cached (its payments and state change): `no-store`, noindex. Loaded
 * on first use by src/quotes/routes.tsx.
 */
import type { Context } from 'hono';
import { QUOTE_WORDS } from '../content/quotes';
import type { AppEnv } from '../env';
import { renderNotFound } from '../errors';
import type { Locale } from '../i18n';
import { clientKey } from '../lib/client-key';
import { quoteByToken } from '../quotes/store';
import { invoiceName, invoiceNumberOf } from './model';
import { invoiceByNumber } from './store';

/** The invoice's PDF in `lang`, or the 404 page, or 429 past the client's bound. */
export async function invoicePdfResponse(c: Context<AppEnv>, lang: Locale): Promise<Response> {
  const number = invoiceNumberOf((c.req.param('file') ?? '').replace(/\.pdf$/, ''));
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  const invoice = quote && number !== null ? await invoiceByNumber(c.env.DB, number) : null;
  if (!quote || !invoice || invoice.quote_id !== quote.id || invoice.status !== 'sent') return renderNotFound(c);
  c.header('Cache-Control', 'no-store');
  const { success } = await c.env.QUOTE_LIMITER.limit({ key: `pdf:${await clientKey(c.req.header('CF-Connecting-IP'))}` });
  if (!success) {
    c.header('Retry-After', '60');
    return c.text(QUOTE_WORDS[lang].page.tooMany, 429);
  }
  const bytes = await c.env.PDF_STRIPE.invoicePdf({
    invoice,
    quote: { number: quote.number, customer: quote.customer, address: quote.address },
    lang,
    now: new Date(),
  });
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${invoiceName(invoice)}.pdf"`,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
}
