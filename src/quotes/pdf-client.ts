/**
 * The site Worker's side of the quote's PDF (issue 40; issue 45 item 3): pdf-lib lives in the side Worker
 * `workers/pdf-stripe/` only, so the site's Worker does not carry its 460 KiB; its method `quotePdf` is called by
 * name through the service binding `PDF_STRIPE` (typed by `Service<PdfStripe>`). Used through `pdfOf` (kept in the
 * Cache API) by the PDF route (src/quotes/handlers.tsx) and the signed copy (src/quotes/owed.ts).
 */
import { sha256 } from 'hono/utils/crypto';
import assets from '../generated/assets.json';
import type { Locale } from '../i18n';
import { cancellationPeriod } from './cooling-off';
import type { Quote } from './store';

/** The Cache API cache of the quotes' PDFs (a named cache, its own key space). */
const PDF_CACHE = 'quote-pdf';

/**
 * The cache key of `quote`'s PDF in `lang`: a URL built from the build's version (the words the PDF prints), the
 * content hash, the version, the state, the language and the SHA-256 of the signed record (who, when, the consent
 * and notices hash, the address the link went to), so a PDF is made once per version, state and language and a
 * new signature, cancel or deploy makes a new one.
 */
async function pdfCacheKey(quote: Quote, lang: Locale): Promise<Request> {
  const record = await sha256(
    JSON.stringify([
      quote.accepted_name,
      quote.accepted_at,
      quote.signed_consent,
      quote.signed_notices_hash,
      quote.sent_to,
      quote.deposit_percent,
    ]),
  );
  return new Request(`https://quote-pdf.cache/${assets.version}/${quote.content_hash}/v${quote.version}/${quote.state}/${lang}/${record}`);
}

/**
 * The PDF of `quote` in `lang`, with its cancellation period once accepted: from the Cache API when made before
 * (issue 44 §4), else from the side Worker's `quotePdf` (workers/pdf-stripe/, through the service binding PDF_STRIPE),
 * then kept (30 days). Throws when that Worker fails; a cache failure is logged and the PDF made afresh.
 */
export async function pdfOf(env: Env, quote: Quote, lang: Locale, now: Date): Promise<Uint8Array> {
  const key = await pdfCacheKey(quote, lang);
  const cache = await caches.open(PDF_CACHE).catch(() => null);
  const kept = await cache?.match(key).catch(() => undefined);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const period = quote.accepted_at ? cancellationPeriod(quote.accepted_at, now) : null;
  const bytes = await env.PDF_STRIPE.quotePdf({ quote, lang, period });
  const stored = new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'max-age=2592000' },
  });
  await cache?.put(key, stored).catch((error: unknown) => console.error('quote_pdf_not_cached', String(error)));
  return bytes;
}
