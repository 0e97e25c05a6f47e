/**
 * The quote's Stripe calls (issue 40; the deposit of issue 38 §7), made with the official `stripe` SDK on its
 * fetch HTTP client and SubtleCrypto, for the site's Worker (src/quotes/stripe-client.ts) so that the site's
 * Worker does not carry the SDK. The secrets arrive in each request's body over the service binding and are
 * used for that call only: nothing is stored or logged.
 */
import Stripe from 'stripe';
import * as z from 'zod/mini';
import { BAD_SIGNATURE, CheckoutRequest, ExpireRequest, WebhookEventRequest } from '../../../src/quotes/stripe-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A client with `secretKey` on the fetch HTTP client, pointed at `apiBase` when given (host, port, protocol).
 * @throws when `apiBase` is not a URL (checked before by the request's schema)
 */
function stripeClient(secretKey: string, apiBase?: string) {
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

/** The body as JSON checked by `schema`, or a 400 answer saying why not. */
async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return new Response('the body is not JSON\n', { status: 400 });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return new Response(`the body is not a valid request: ${z.prettifyError(parsed.error)}\n`, { status: 400 });
  return parsed.data;
}

/**
 * `POST /checkout` with a {@link CheckoutRequest}: opens the Checkout Session. Answers `{ id, url }`; 400 for a
 * bad body; 502 `{ error }` when Stripe refuses, cannot be reached, or gives no URL.
 */
export async function checkout(request: Request): Promise<Response> {
  const body = await bodyOf(request, CheckoutRequest);
  if (body instanceof Response) return body;
  try {
    const session = await stripeClient(body.secretKey, body.apiBase).checkout.sessions.create(
      body.params as Stripe.Checkout.SessionCreateParams,
    );
    if (!session.url) return json({ error: `stripe_checkout_without_url ${session.id}` }, 502);
    return json({ id: session.id, url: session.url });
  } catch (error) {
    return json({ error: String(error) }, 502);
  }
}

/**
 * `POST /checkout-expire` with an {@link ExpireRequest}: expires the open Checkout Session (Stripe's
 * `checkout.sessions.expire`). Answers `{ expired: true }`; 400 for a bad body; 409 `{ error }` when Stripe refuses
 * with a request error (the session is already complete or expired); 502 `{ error }` when Stripe cannot be reached.
 */
export async function checkoutExpire(request: Request): Promise<Response> {
  const body = await bodyOf(request, ExpireRequest);
  if (body instanceof Response) return body;
  try {
    await stripeClient(body.secretKey, body.apiBase).checkout.sessions.expire(body.session);
    return json({ expired: true });
  } catch (error) {
    const refused = error instanceof Stripe.errors.StripeInvalidRequestError;
    return json({ error: String(error) }, refused ? 409 : 502);
  }
}

/**
 * `POST /webhook-event` with a {@link WebhookEventRequest}: the event, its signature verified by the SDK's
 * `constructEventAsync` (SubtleCrypto, five minutes' tolerance counted back from `receivedAt`). Answers the event as JSON; 400 for a bad body
 * (plain text) or, as JSON `{ error: "bad_signature" }`, a signature that does not match or is too old.
 */
export async function webhookEvent(request: Request): Promise<Response> {
  const body = await bodyOf(request, WebhookEventRequest);
  if (body instanceof Response) return body;
  try {
    const event = await stripeClient('sk_unused').webhooks.constructEventAsync(
      body.payload,
      body.signature,
      body.secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
      body.receivedAt,
    );
    return json(event);
  } catch {
    return json({ error: BAD_SIGNATURE }, 400);
  }
}
