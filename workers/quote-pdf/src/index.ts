/**
 * The quote-PDF Worker (issue 40): `POST /` with a {@link QuotePdfRequest} as JSON (the quote's row, the
 * language, the cancellation period once accepted) answers the PDF's bytes (`application/pdf`), made by
 * src/quotes/pdf.ts with pdf-lib. Reached only through the site Worker's service binding `QUOTE_PDF`
 * (src/quotes/pdf-client.ts); it has no route of its own. A request that is not a POST answers 405; a body
 * that is not a quote request answers 400 with a plain-text reason.
 */
import { quotePdf } from '../../../src/quotes/pdf';
import { isQuotePdfRequest } from '../../../src/quotes/pdf-client';

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('POST a quote as JSON\n', { status: 405, headers: { Allow: 'POST' } });
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return new Response('the body is not JSON\n', { status: 400 });
    }
    if (!isQuotePdfRequest(body)) return new Response('the body is not a quote PDF request\n', { status: 400 });
    const bytes = await quotePdf(body.quote, body.lang, body.period);
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
  },
} satisfies ExportedHandler;
