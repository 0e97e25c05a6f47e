/**
 * The site Worker's side of the Stripe calls made by the quote's side Worker (issue 40, workers/quote-pdf/):
 * the requests it takes, checked with zod/mini on arrival there, and the calls through the service binding
 * `QUOTE_PDF`. The `stripe` SDK (255 KiB) lives in that Worker only; the business logic (which quote, the
 * deposit recorded once, the lead's history, telling the contractor) stays in src/quotes/deposit.ts. The
 * Stripe secrets stay configured on the site's Worker and travel in these requests' bodies only over the
 * service binding, a call inside Cloudflare that never leaves for the network; the side Worker stores nothing.
 */
import type StripeSdk from 'stripe';
import * as z from 'zod/mini';

/** Where the side Worker's Stripe endpoints live (a service binding takes any URL; only the path is read). */
const BASE = 'https://quote-pdf.internal';

/**
 * `POST /checkout`: the secret key, `STRIPE_API_BASE` when set (tests: a stand-in for Stripe's API), and the
 * Checkout Session's parameters as the site builds them (src/quotes/deposit.ts `startCheckout`).
 */
export const CheckoutRequest = z.object({
  secretKey: z.string().check(z.minLength(1)),
  apiBase: z.optional(z.url()),
  params: z.record(z.string(), z.unknown()),
});

/**
 * `POST /checkout-expire`: the secret key, `STRIPE_API_BASE` when set, and the Checkout Session to expire (Stripe's
 * `checkout.sessions.expire`: an open session can no longer be paid; issue 44, fault 1).
 */
export const ExpireRequest = z.object({
  secretKey: z.string().check(z.minLength(1)),
  apiBase: z.optional(z.url()),
  session: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,250}$/)),
});

/**
 * `POST /webhook-event`: the webhook's raw body, its `Stripe-Signature` header, the endpoint's secret, and when
 * the site's Worker received it (ms since the epoch: the signature's age is counted from there, so the rule takes
 * the site's `now`).
 */
export const WebhookEventRequest = z.object({
  payload: z.string(),
  signature: z.string().check(z.minLength(1)),
  secret: z.string().check(z.minLength(1)),
  receivedAt: z.number().check(z.int(), z.positive()),
});

/** The `error` of the side Worker's 400 JSON answer when a webhook's signature does not match. */
export const BAD_SIGNATURE = 'bad_signature';

/** The keys the Stripe calls need, from the site Worker's env. */
export interface StripeKeys {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
}

const post = (service: Fetcher, path: string, body: unknown) =>
  service.fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A Checkout Session opened: its id ("cs_…") and its Checkout page. */
export interface OpenedSession {
  id: string;
  url: string;
}

/**
 * Opens a Checkout Session with `params`, through the side Worker's `POST /checkout`.
 * @param service the binding `QUOTE_PDF` (wrangler.toml `[[services]]`)
 * @returns the session's id and its Checkout page's URL
 * @throws when the side Worker cannot be reached or answers other than 200 (Stripe refused, the network failed,
 *   no URL given; its JSON `error` in the message)
 */
export async function createCheckoutSession(
  service: Fetcher,
  keys: StripeKeys,
  params: StripeSdk.Checkout.SessionCreateParams,
): Promise<OpenedSession> {
  const request: z.infer<typeof CheckoutRequest> = {
    secretKey: keys.STRIPE_SECRET_KEY ?? '',
    ...(keys.STRIPE_API_BASE && { apiBase: keys.STRIPE_API_BASE }),
    params: params as Record<string, unknown>,
  };
  const response = await post(service, '/checkout', request);
  if (response.status !== 200) throw new Error(`stripe checkout answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as OpenedSession;
}

/**
 * Expires the open Checkout Session `session` (Stripe's `checkout.sessions.expire`), through the side Worker's
 * `POST /checkout-expire`.
 * @param service the binding `QUOTE_PDF`
 * @returns true when Stripe expired it; false when Stripe refused (already completed or expired: nothing to pay)
 * @throws when the side Worker cannot be reached or answers other than 200 or 409
 */
export async function expireCheckoutSession(service: Fetcher, keys: StripeKeys, session: string): Promise<boolean> {
  const request: z.infer<typeof ExpireRequest> = {
    secretKey: keys.STRIPE_SECRET_KEY ?? '',
    ...(keys.STRIPE_API_BASE && { apiBase: keys.STRIPE_API_BASE }),
    session,
  };
  const response = await post(service, '/checkout-expire', request);
  if (response.status === 409) return false;
  if (response.status !== 200)
    throw new Error(`stripe checkout-expire answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return true;
}

/**
 * The webhook's event, its signature verified by the side Worker's `POST /webhook-event` (the SDK's
 * `constructEventAsync`, SubtleCrypto, five minutes' tolerance counted back from `now`).
 * @param service the binding `QUOTE_PDF`
 * @returns the event, or null when the signature does not match `payload` and the webhook secret
 * @throws when the side Worker cannot be reached, refuses the request, or answers other than 200 or 400
 */
export async function verifiedStripeEvent(
  service: Fetcher,
  keys: StripeKeys,
  payload: string,
  signature: string,
  now: Date,
): Promise<StripeSdk.Event | null> {
  const request: z.infer<typeof WebhookEventRequest> = {
    payload,
    signature,
    secret: keys.STRIPE_WEBHOOK_SECRET ?? '',
    receivedAt: now.getTime(),
  };
  const response = await post(service, '/webhook-event', request);
  if (response.status === 400 && response.headers.get('Content-Type')?.startsWith('application/json')) {
    const { error } = (await response.json()) as { error?: string };
    if (error === BAD_SIGNATURE) return null;
    throw new Error(`stripe webhook-event refused the request: ${error}`);
  }
  if (response.status !== 200)
    throw new Error(`stripe webhook-event answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as StripeSdk.Event;
}
