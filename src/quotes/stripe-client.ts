/**
 * The site Worker's side of the Stripe calls made by the side Worker `workers/pdf-stripe/` (issue 40; issue 45
 * item 3): its methods `openCheckout`, `expireCheckout` and `verifyWebhook`, called by name through the service
 * binding `PDF_STRIPE` and typed end to end by `Service<PdfStripe>` (the arguments and results:
 * src/quotes/pdf-stripe-types.ts). The `stripe` SDK (255 KiB) lives in that Worker only; the business logic (which
 * quote, the deposit recorded once, the lead's history, telling the contractor) stays in src/quotes/deposit.ts. The
 * Stripe secrets stay configured on the site's Worker and travel as arguments over the service binding, a call
 * inside Cloudflare that never leaves for the network; the side Worker stores nothing.
 */
import type StripeSdk from 'stripe';
import type { StripeAccess, UnixSeconds, WebhookVerdict } from './pdf-stripe-types';

/** The binding `PDF_STRIPE` (wrangler.toml `[[services]]`, `entrypoint = "PdfStripe"`). */
export type PdfStripeService = Env['PDF_STRIPE'];

/** The keys the Stripe calls need, from the site Worker's env. */
export interface StripeKeys {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

/** The secret key and, in tests, the stand-in's origin, as the side Worker takes them. */
const accessOf = (keys: StripeKeys): StripeAccess => ({
  secretKey: keys.STRIPE_SECRET_KEY ?? '',
  ...(keys.STRIPE_API_BASE && { apiBase: keys.STRIPE_API_BASE }),
});

/**
 * Whether both Stripe secrets are set, so the deposit and the invoices are paid through Checkout (without them the
 * pages say how to pay offline).
 */
export const stripeConfigured = (keys: Pick<StripeKeys, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): boolean =>
  Boolean(keys.STRIPE_SECRET_KEY && keys.STRIPE_WEBHOOK_SECRET);

/**
 * The language of Stripe's Checkout page for a quote or invoice in `lang` (issue 49, item 10): Latin American Spanish
 * (`es-419`, one of Checkout's `locale` values), which reads as the US Spanish of the site, not Spain's (`es`).
 */
export const checkoutLocale = (lang: 'en' | 'es'): 'en' | 'es-419' => (lang === 'es' ? 'es-419' : 'en');

/** A Checkout Session opened: its id ("cs_…") and its Checkout page. */
export interface OpenedSession {
  id: string;
  url: string;
}

/**
 * Opens a Checkout Session with `params`, through the side Worker's `openCheckout`.
 * @returns the session's id and its Checkout page's URL
 * @throws when the side Worker cannot be reached, or Stripe refused, failed or gave no URL (the reason and the SDK's
 *   message in the error's)
 */
export async function createCheckoutSession(
  service: PdfStripeService,
  keys: StripeKeys,
  params: StripeSdk.Checkout.SessionCreateParams,
): Promise<OpenedSession> {
  const opened = await service.openCheckout(accessOf(keys), params);
  if (!opened.ok) throw new Error(`stripe checkout ${opened.reason}: ${opened.detail.slice(0, 300)}`);
  return { id: opened.id, url: opened.url };
}

/**
 * Expires the open Checkout Session `session` (Stripe's `checkout.sessions.expire`), through the side Worker's
 * `expireCheckout`.
 * @returns true when Stripe expired it; false when Stripe refused (already completed or expired: nothing to pay)
 * @throws when the side Worker or Stripe cannot be reached
 */
export async function expireCheckoutSession(service: PdfStripeService, keys: StripeKeys, session: string): Promise<boolean> {
  const expired = await service.expireCheckout(accessOf(keys), session);
  if (expired.ok) return true;
  if (expired.reason === 'not_open') return false;
  throw new Error(`stripe checkout-expire ${expired.reason}: ${expired.detail.slice(0, 300)}`);
}

/**
 * The webhook's delivery checked by the side Worker's `verifyWebhook` (the SDK's `constructEventAsync`,
 * SubtleCrypto, `WEBHOOK_TOLERANCE_SECONDS` counted back from `receivedAtSeconds`, the site's `now` in seconds).
 * @returns the event, or why it is refused
 * @throws when the side Worker cannot be reached
 */
export function verifiedStripeEvent(
  service: PdfStripeService,
  keys: StripeKeys,
  payload: string,
  signatureHeader: string,
  receivedAtSeconds: UnixSeconds,
): Promise<WebhookVerdict> {
  return service.verifyWebhook(payload, signatureHeader, keys.STRIPE_WEBHOOK_SECRET ?? '', receivedAtSeconds);
}
