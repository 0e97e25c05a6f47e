/**
 * The site Worker's side of the quote-PDF Worker (issue 40, workers/quote-pdf/): the request it takes and the
 * call through the service binding `QUOTE_PDF`. pdf-lib lives in that Worker only, so the site's Worker does
 * not carry its 460 KiB. Used by the PDF route and the signed copy emailed on acceptance (src/quotes/handlers.tsx).
 */
import type { CancelPeriod } from './page';
import type { Quote } from './store';

/** What the quote-PDF Worker takes, as JSON: the quote's row, the PDF's language, the cancellation period once accepted. */
export interface QuotePdfRequest {
  quote: Quote;
  lang: 'en' | 'es';
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
export async function fetchQuotePdf(service: Fetcher, quote: Quote, lang: 'en' | 'es', period: CancelPeriod | null): Promise<Uint8Array> {
  const request: QuotePdfRequest = { quote, lang, period };
  const response = await service.fetch('https://quote-pdf.internal/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 200) throw new Error(`quote PDF Worker answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return new Uint8Array(await response.arrayBuffer());
}
