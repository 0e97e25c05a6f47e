/**
 * The side Worker `golden-triangle-pdf-stripe` (issue 40; an RPC entrypoint since issue 45 item 3): it holds the
 * heavy libraries the site's Worker must not carry, pdf-lib for the quote's PDF and the `stripe` SDK for the
 * deposit's Checkout Session and the webhook's signature (invoices' PDFs and their payments come next). The site's
 * Worker reaches the class {@link PdfStripe} through its service binding `PDF_STRIPE` (wrangler.toml
 * `entrypoint = "PdfStripe"`) and calls its methods by name, typed by `Service<PdfStripe>`
 * (worker-configuration.d.ts); the arguments and results are src/quotes/pdf-stripe-types.ts. It has no HTTP
 * surface: `fetch`, the binding's and the default export's, answers 404 to anything.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { quotePdf } from '../../../src/quotes/pdf';
import { invoicePdf } from '../../../src/invoices/pdf';
import type { InvoicePdfRequest } from '../../../src/invoices/pdf-types';
import type {
  ExpiredCheckout,
  OpenedCheckout,
  QuotePdfRequest,
  StripeAccess,
  UnixSeconds,
  WebhookVerdict,
} from '../../../src/quotes/pdf-stripe-types';
import { type CheckoutParams, expireCheckout, openCheckout, verifyWebhook } from './stripe';

/** No HTTP surface: 404 to any method and path (the methods of {@link PdfStripe} are the only way in). */
const notFound = () => new Response('not found\n', { status: 404 });

/** The side Worker's methods, called over the service binding `PDF_STRIPE`. It has no binding of its own. */
export class PdfStripe extends WorkerEntrypoint<Record<string, never>> {
  /** `env.PDF_STRIPE.fetch(…)`: 404, as the default export. */
  override fetch(): Response {
    return notFound();
  }

  /**
   * The quote's PDF in `request.lang` (src/quotes/pdf.ts), with the cancellation period once accepted.
   * @returns the PDF's bytes
   */
  quotePdf(request: QuotePdfRequest): Promise<Uint8Array> {
    return quotePdf(request.quote, request.lang, request.period);
  }

  /**
   * An invoice's PDF in `request.lang` (src/invoices/pdf.ts, issue 47 item 3).
   * @returns the PDF's bytes
   */
  invoicePdf(request: InvoicePdfRequest): Promise<Uint8Array> {
    return invoicePdf(request);
  }

  /** Opens a deposit's Checkout Session with `params` (./stripe.ts `openCheckout`). */
  openCheckout(access: StripeAccess, params: CheckoutParams): Promise<OpenedCheckout> {
    return openCheckout(access, params);
  }

  /** Expires the open Checkout Session `session` (./stripe.ts `expireCheckout`). */
  expireCheckout(access: StripeAccess, session: string): Promise<ExpiredCheckout> {
    return expireCheckout(access, session);
  }

  /**
   * Checks a webhook's delivery (./stripe.ts `verifyWebhook`): `payload` the raw body, `signatureHeader` its
   * `Stripe-Signature`, `secret` the endpoint's signing secret, `receivedAtSeconds` when the site's Worker received it.
   */
  verifyWebhook(payload: string, signatureHeader: string, secret: string, receivedAtSeconds: UnixSeconds): Promise<WebhookVerdict> {
    return verifyWebhook(payload, signatureHeader, secret, receivedAtSeconds);
  }
}

export default { fetch: notFound } satisfies ExportedHandler;
