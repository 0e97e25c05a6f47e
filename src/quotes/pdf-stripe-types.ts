/**
 * What the site's Worker and the side Worker `workers/pdf-stripe/` (issue 45 item 3: the entrypoint `PdfStripe`,
 * reached through the service binding `PDF_STRIPE`) pass each other: the arguments and results of its methods.
 * A leaf: only type imports and two constants, so the side Worker's bundle takes no D1, pipeline or store code from
 * here (`node scripts/worker-size.mjs --check` proves it). The calls are typed end to end by `Service<PdfStripe>`
 * (worker-configuration.d.ts); nothing is parsed by hand on either side.
 */
import type StripeSdk from 'stripe';
import type { Locale } from '../i18n';
import type { CancelPeriod } from './page-types';
import type { Quote } from './store';

/** The quote's PDF: the quote's row, the PDF's language, and the cancellation period once accepted. */
export interface QuotePdfRequest {
  quote: Quote;
  lang: Locale;
  period: CancelPeriod | null;
}

/**
 * Stripe's API as the site's Worker is configured for it: the secret key (`STRIPE_SECRET_KEY`) and, in tests only,
 * `STRIPE_API_BASE` (the origin of a stand-in for Stripe's API). Sent with each call over the binding; never stored.
 */
export interface StripeAccess {
  secretKey: string;
  apiBase?: string;
}

/**
 * A Checkout Session opened: its id ("cs_…") and its Checkout page; or why not: `refused` when Stripe answered with
 * an error (a bad key, a bad parameter), `failed` when it could not be reached or failed itself, `no_url` when it gave
 * no page. `detail` is the SDK's message, for the log.
 */
export type OpenedCheckout = { ok: true; id: string; url: string } | { ok: false; reason: 'refused' | 'failed' | 'no_url'; detail: string };

/**
 * A Checkout Session expired (Stripe's `checkout.sessions.expire`); or why not: `not_open` when Stripe refused it (the
 * session is already complete or expired), `failed` when Stripe could not be reached. `detail` is for the log.
 */
export type ExpiredCheckout = { ok: true } | { ok: false; reason: 'not_open' | 'failed'; detail: string };

/**
 * A webhook's event as the site reads it (the side Worker converts Stripe's event at this one boundary: the SDK's
 * `Stripe.Event` is not serializable over RPC): its id and type, and for a Checkout Session's event the session's id,
 * payment status, amount in cents, currency, metadata and the payment methods it offered (`us_bank_account` among
 * them tells an invoice's webhook that an unpaid completed session is a bank debit processing; issue 47 item 3)
 * (null for another object).
 */
export type WebhookEvent = Pick<StripeSdk.Event, 'id' | 'type'> & {
  session: Pick<
    StripeSdk.Checkout.Session,
    'id' | 'payment_status' | 'amount_total' | 'currency' | 'metadata' | 'payment_method_types'
  > | null;
};

/**
 * A webhook's delivery checked: the event when its `Stripe-Signature` matches the payload and the endpoint's secret
 * and was made at most `WEBHOOK_TOLERANCE_SECONDS` before it was received; else `bad_signature` (no signature made
 * with the secret matches, or the header is not one), `too_old` (it matches but is older), `not_json` (it matches, but
 * the payload is not JSON).
 */
export type WebhookVerdict = { ok: true; event: WebhookEvent } | { ok: false; reason: 'bad_signature' | 'too_old' | 'not_json' };

/**
 * An instant in whole seconds since the Unix epoch: the unit of the signature's `t=` and of its tolerance
 * (docs.stripe.com/webhooks/signature). Branded so that milliseconds (`Date.getTime()`) do not type-check where
 * seconds are meant (issue 45, mutation 37); made only by {@link unixSeconds}.
 */
export type UnixSeconds = number & { readonly unit: 'seconds since the epoch' };

/** `instant` in whole seconds since the Unix epoch (rounded down, as Stripe counts a signature's age). */
export const unixSeconds = (instant: Date): UnixSeconds => Math.floor(instant.getTime() / 1000) as UnixSeconds;

/** How old a webhook's signature may be when it is received, in seconds: Stripe's default tolerance (five minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
