/**
 * The site Worker's side of the quote-PDF Worker (issue 40, workers/quote-pdf/): the request it takes and the
 * call through the service binding `QUOTE_PDF`. pdf-lib lives in that Worker only, so the site's Worker does
 * not carry its 460 KiB. Used through `pdfOf` (kept in the Cache API) by the PDF route (src/quotes/handlers.tsx) and the signed copy (src/quotes/owed.ts).
 */
import { sha256 } from 'hono/utils/crypto';
import assets from '../generated/assets.json';
import type { Locale } from '../i18n';
import { cancellationPeriod } from './cooling-off';
import type { CancelPeriod } from './page';
import type { Quote } from './store';

/** What the quote-PDF Worker takes, as JSON: the quote's row, the PDF's language, the cancellation period once accepted. */
export interface QuotePdfRequest {
  quote: Quote;
  lang: Locale;
  period: CancelPeriod | null;
}

/** True when `body` has the shape of a {@link QuotePdfRequest} (a quote with its lines, a known language). */
export function isQuotePdfRequest(body: unknown): body is QuotePdfRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { quote, lang, period } = body as Record<string, unknown>;
  return (
    (lang === 'en' || lang === 'es') &&
    typeof quote === 'object' &&
    quote !== null &&
    Array.isArray((quote as Quote).lines) &&
    typeof (quote as Quote).number === 'number' &&
    (period === null || typeof period === 'object')
  );
}

/**
 * The PDF of `quote` in `lang`, made by the quote-PDF Worker.
 * @param service the binding `QUOTE_PDF` (wrangler.toml `[[services]]`)
 * @returns the PDF's bytes
 * @throws when the PDF Worker cannot be reached or answers other than 200
 */
export async function fetchQuotePdf(service: Fetcher, quote: Quote, lang: Locale, period: CancelPeriod | null): Promise<Uint8Array> {
  const request: QuotePdfRequest = { quote, lang, period };
  const response = await service.fetch('https://quote-pdf.internal/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 200) throw new Error(`quote PDF Worker answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return new Uint8Array(await response.arrayBuffer());
}

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
 * (issue 44 §4), else from the quote-PDF Worker (workers/quote-pdf/, through the service binding QUOTE_PDF), then
 * kept (30 days). Throws when that Worker fails; a cache failure is logged and the PDF made afresh.
 */
export async function pdfOf(env: Env, quote: Quote, lang: Locale, now: Date): Promise<Uint8Array> {
  const key = await pdfCacheKey(quote, lang);
  const cache = await caches.open(PDF_CACHE).catch(() => null);
  const kept = await cache?.match(key).catch(() => undefined);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const bytes = await fetchQuotePdf(env.QUOTE_PDF, quote, lang, quote.accepted_at ? cancellationPeriod(quote.accepted_at, now) : null);
  const stored = new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'max-age=2592000' },
  });
  await cache?.put(key, stored).catch((error: unknown) => console.error('quote_pdf_not_cached', String(error)));
  return bytes;
}
