/**
 * The quote's side Worker (issue 40), holding the quote's heavy libraries so the site's Worker does not: the
 * PDF (pdf-lib) and Stripe (the `stripe` SDK). Reached only through the site Worker's service binding
 * `QUOTE_PDF`; it has no route of its own. Its folder keeps the name quote-pdf.
 * - `POST /` with a `QuotePdfRequest` as JSON (the quote's row, the language, the cancellation period once
 *   accepted) answers the PDF's bytes (`application/pdf`), made by src/quotes/pdf.ts (src/quotes/pdf-client.ts).
 * - `POST /checkout` opens a deposit's Checkout Session; `POST /checkout-expire` expires one; `POST /webhook-event` verifies a webhook's signature
 *   (./stripe.ts; src/quotes/stripe-client.ts).
 * A request that is not a POST answers 405; another path 404; a body that is not the path's request answers 400
 * with a plain-text reason.
 */
import { quotePdf } from '../../../src/quotes/pdf';
import { isQuotePdfRequest } from '../../../src/quotes/pdf-client';
import { checkout, checkoutExpire, webhookEvent } from './stripe';

/** `POST /`: the quote's PDF. */
async function pdf(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return new Response('the body is not JSON\n', { status: 400 });
  }
  if (!isQuotePdfRequest(body)) return new Response('the body is not a quote PDF request\n', { status: 400 });
  const bytes = await quotePdf(body.quote, body.lang, body.period);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
}

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  '/': pdf,
  '/checkout': checkout,
  '/checkout-expire': checkoutExpire,
  '/webhook-event': webhookEvent,
};

export default {
  async fetch(request: Request): Promise<Response> {
    const route = ROUTES[new URL(request.url).pathname];
    if (!route) return new Response('not found\n', { status: 404 });
    if (request.method !== 'POST') return new Response('POST a request as JSON\n', { status: 405, headers: { Allow: 'POST' } });
    return route(request);
  },
} satisfies ExportedHandler;
