/**
 * The side Worker's Stripe calls (issue 40; the deposit of issue 38 §7), made with the official `stripe` SDK on its
 * fetch HTTP client and SubtleCrypto, so that the site's Worker does not carry the SDK. The secrets arrive as
 * arguments of each call over the service binding and are used for that call only: nothing is stored or logged.
 * Failures come back as a discriminated union (src/quotes/pdf-stripe-types.ts), never thrown.
 */
import Stripe from 'stripe';
import {
  type ExpiredCheckout,
  type OpenedCheckout,
  type StripeAccess,
  type UnixSeconds,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
  type WebhookVerdict,
} from '../../../src/quotes/pdf-stripe-types';

/** A Checkout Session's parameters as the site builds them (src/quotes/deposit.ts `startCheckout`). */
export type CheckoutParams = Stripe.Checkout.SessionCreateParams;

/**
 * A client with `access.secretKey` on the fetch HTTP client, pointed at `access.apiBase` when given (host, port,
 * protocol).
 * @throws TypeError when `apiBase` is not a URL
 */
function stripeClient({ secretKey, apiBase }: StripeAccess) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? '80' : '443'),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** True for an error Stripe answered (its API said no), as against one of the network or of Stripe itself. */
const refusedByStripe = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError ||
  error instanceof Stripe.errors.StripeAuthenticationError ||
  error instanceof Stripe.errors.StripePermissionError;

/** Opens a Checkout Session with `params`: its id and page, or why not ({@link OpenedCheckout}). */
export async function openCheckout(access: StripeAccess, params: CheckoutParams): Promise<OpenedCheckout> {
  try {
    const session = await stripeClient(access).checkout.sessions.create(params);
    if (!session.url) return { ok: false, reason: 'no_url', detail: session.id };
    return { ok: true, id: session.id, url: session.url };
  } catch (error) {
    return { ok: false, reason: refusedByStripe(error) ? 'refused' : 'failed', detail: String(error) };
  }
}

/**
 * Expires the open Checkout Session `session` (Stripe's `checkout.sessions.expire`: it can no longer be paid), or
 * says why not ({@link ExpiredCheckout}: `not_open` when Stripe refuses with a request error).
 */
export async function expireCheckout(access: StripeAccess, session: string): Promise<ExpiredCheckout> {
  try {
    await stripeClient(access).checkout.sessions.expire(session);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Stripe.errors.StripeInvalidRequestError ? 'not_open' : 'failed', detail: String(error) };
  }
}

/** Stripe's `event` as the site reads it ({@link WebhookEvent}): its id and type, and the Checkout Session it is about. */
function eventOf(event: Stripe.Event): WebhookEvent {
  const object = event.data.object;
  if (object.object !== 'checkout.session') return { id: event.id, type: event.type, session: null };
  const { id, payment_status, amount_total, currency, metadata, payment_method_types } = object as Stripe.Checkout.Session;
  return {
    id: event.id,
    type: event.type,
    session: { id, payment_status, amount_total, currency, metadata, payment_method_types },
  };
}

/**
 * The webhook's event, its signature verified by the SDK's `constructEventAsync` (SubtleCrypto): first the
 * signature alone (tolerance 0: the SDK skips the age), then its age, at most {@link WEBHOOK_TOLERANCE_SECONDS}
 * before `receivedAtSeconds`. The SDK (stripe 23, `validateComputedSignature`) takes the instant received in
 * milliseconds and counts `floor(receivedAt / 1000) - t`, so the seconds are turned into milliseconds here, the one
 * place the two units meet.
 * @returns the event ({@link eventOf}), or why it is refused ({@link WebhookVerdict})
 */
export async function verifyWebhook(
  payload: string,
  signatureHeader: string,
  secret: string,
  receivedAtSeconds: UnixSeconds,
): Promise<WebhookVerdict> {
  const { webhooks } = stripeClient({ secretKey: 'sk_unused' });
  const crypto = Stripe.createSubtleCryptoProvider();
  let event: Stripe.Event;
  try {
    event = await webhooks.constructEventAsync(payload, signatureHeader, secret, 0, crypto);
  } catch (error) {
    return { ok: false, reason: error instanceof SyntaxError ? 'not_json' : 'bad_signature' };
  }
  try {
    await webhooks.constructEventAsync(payload, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS, crypto, receivedAtSeconds * 1000);
  } catch {
    return { ok: false, reason: 'too_old' };
  }
  return { ok: true, event: eventOf(event) };
}
