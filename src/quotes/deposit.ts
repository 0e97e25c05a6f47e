/**
 * A quote's deposit paid online (issue 38 §7), through Stripe Checkout. The
 * two calls of the official `stripe` SDK (opening a Checkout Session,
 * verifying a webhook's signature) are made by the side Worker
 * (workers/pdf-stripe/, issue 40) through the service binding `PDF_STRIPE`
 * (src/quotes/stripe-client.ts), so the site's Worker does not carry the
 * SDK; everything else is here. Without `STRIPE_SECRET_KEY` and
 * `STRIPE_WEBHOOK_SECRET`, nothing here runs: the page says how the deposit
 * is paid (src/content/quotes.ts `pay.offline`, the words of the default
 * terms).
 *
 * The webhook (`POST /webhooks/stripe`) handles `checkout.session.completed`
 * and `checkout.session.async_payment_succeeded` with `payment_status`
 * "paid": the quote named by the session's metadata (set by us when the
 * session was made, never typed by a visitor) gets its deposit marked paid,
 * once; the lead gets the history note "Deposit $520.00 paid (Stripe) for
 * quote Q-12 v1"; the contractor a push and an email, the homeowner a receipt (src/quotes/owed.ts `tellDepositPaid`). A second delivery of
 * an event (Stripe retries) changes nothing: its id is in `stripe_events`
 * (migrations/0016_quote_deposits.sql).
 */
import type { Context } from 'hono';
import { QUOTE_WORDS } from '../content/quotes';
import type { AppEnv, WorkerEnv } from '../env';
import { dollars, quoteName } from './model';
import { type Quote, quoteById, quotePath } from './store';
import { unixSeconds, type WebhookVerdict } from './pdf-stripe-types';
import { checkoutLocale, expireCheckoutSession, stripeConfigured, verifiedStripeEvent } from './stripe-client';
import { keepSessionOn, oneCheckoutSession } from './one-checkout';
import { tellDepositPaid } from './owed';
import { tellContractor } from './notify';

/** The event types that can say a Checkout Session was paid (card payments: the first; delayed methods: the second). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * The Checkout page of an accepted `quote`'s deposit (issue 38 §7; issue 44, fault 1: one open session per quote,
 * src/quotes/one-checkout.ts): the stored session's page while it stays open for 5 more minutes (no call to Stripe),
 * else a new Checkout Session: mode payment, one line (the deposit in US cents, "Deposit for quote Q-12" in the
 * quote's language), back to the quote's page in its language (on success with `?deposit=done`), the quote's id and
 * version as metadata and `client_reference_id`, the address the quote was sent to prefilled, expiring
 * `CHECKOUT_OPEN_SECONDS` after `now`; its id, page and expiry are stored on the quote. When another request
 * stored a session meanwhile, that one is used and this one expired.
 * @returns the Checkout page's URL
 * @throws when Stripe refused, the network failed, or Stripe gave no URL (the side Worker's `openCheckout`), or what D1 throws
 */
export async function startCheckout(env: WorkerEnv, quote: Quote, now = new Date()): Promise<string> {
  const page = new URL(quotePath(quote), env.SITE_URL).href;
  const metadata = { quote_id: String(quote.id), quote_version: String(quote.version), lead_id: String(quote.lead_id) };
  return oneCheckoutSession(
    env,
    now,
    () => quoteById(env.DB, quote.id),
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: quote.deposit_cents,
            product_data: { name: QUOTE_WORDS[quote.lang].page.pay.item(quoteName(quote)) },
          },
        },
      ],
      success_url: `${page}?deposit=done`,
      cancel_url: page,
      client_reference_id: `quote-${quote.id}-v${quote.version}`,
      metadata,
      payment_intent_data: { metadata, description: `${quoteName(quote)} v${quote.version} deposit, lead #${quote.lead_id}` },
      locale: checkoutLocale(quote.lang),
      ...(quote.sent_to && { customer_email: quote.sent_to }),
    },
    keepSessionOn(env.DB, 'quotes', quote.id),
  );
}

/**
 * Expires `quote`'s open Checkout Session through the side Worker (Stripe's `checkout.sessions.expire`), so it can
 * no longer be paid, and clears the stored session (issue 44, fault 1; called when the quote is cancelled). Nothing
 * to do without a stored session or without Stripe. Never throws: a failure is logged (a payment made anyway is
 * recorded apart for a refund by the webhook).
 */
export async function expireCheckout(env: WorkerEnv, quote: Pick<Quote, 'id' | 'checkout_session'>): Promise<void> {
  if (!quote.checkout_session || !stripeConfigured(env)) return;
  try {
    const expired = await expireCheckoutSession(env.PDF_STRIPE, env, quote.checkout_session);
    await env.DB.prepare(
      'UPDATE quotes SET checkout_session = NULL, checkout_url = NULL, checkout_expires_at = NULL WHERE id = ?1 AND checkout_session = ?2',
    )
      .bind(quote.id, quote.checkout_session)
      .run();
    console.log(`quote ${quote.id}: checkout ${quote.checkout_session} ${expired ? 'expired' : 'already closed'}`);
  } catch (error) {
    console.error('stripe_checkout_not_expired', quote.checkout_session, String(error));
  }
}

/** Why a paid session was recorded apart (migrations/0018_quote_payments.sql). */
export type PaymentFlag = 'mismatch' | 'second' | 'not_accepted';

/** What recording a paid session did: the deposit marked paid, nothing (a repeat, or the same session again), or recorded apart. */
export type DepositOutcome = 'paid' | 'duplicate' | 'same_session' | PaymentFlag;

/** A paid Checkout Session as the webhook read it. */
export interface SessionPayment {
  sessionId: string;
  cents: number;
  currency: string;
  /** The session's metadata names this quote's version (the quote's id found it). */
  versionMatches: boolean;
}

/** What a paid session's amount is, in words: "$1,300.00", or "12.34 EUR" in another currency. */
const paidText = (payment: Pick<SessionPayment, 'cents' | 'currency'>) =>
  payment.currency === 'usd' ? dollars(payment.cents) : `${(payment.cents / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;

/** Why a payment recorded apart needs a refund, in the contractor's words (the push, the email, the lead's history). */
export function refundReason(flag: PaymentFlag, quote: Pick<Quote, 'state' | 'deposit_cents'>): string {
  if (flag === 'second') return 'the deposit was already paid';
  if (flag === 'not_accepted') return `the quote is ${quote.state === 'sent' || quote.state === 'draft' ? 'not accepted' : quote.state}`;
  return `it is not the deposit due (${dollars(quote.deposit_cents)} USD for this version)`;
}

/**
 * Records that Checkout Session `payment.sessionId` paid for quote `quote` at `now`, as event `eventId`, in one
 * batch (one transaction; every rule is in SQL, so a cancel or a payment between reading and writing cannot slip
 * through): the event's id (a second delivery stops here); the deposit on the quote when the quote is accepted,
 * its deposit unpaid, the amount equal to `deposit_cents`, the currency usd and the session this quote's version's;
 * else, unless the deposit was paid by this same session, a row of `quote_payments` with its flag (not accepted
 * first, then a second payment, else a mismatch); and the lead's history note of either.
 * @returns 'paid' when this call marked the deposit paid; 'duplicate' for an event already handled; 'same_session'
 *   for another event of the session that paid; else the flag it was recorded apart with
 * @throws what D1 throws (the webhook then answers 500 and Stripe retries)
 */
export async function recordDepositPaid(
  db: D1Database,
  event: { id: string; type: string },
  quote: Pick<Quote, 'id' | 'number' | 'version' | 'deposit_cents'>,
  payment: SessionPayment,
  now: Date,
): Promise<DepositOutcome> {
  const at = now.toISOString();
  const claim = crypto.randomUUID();
  const claimed = 'EXISTS (SELECT 1 FROM stripe_events WHERE id = ?1 AND claim = ?2)';
  const matches = payment.currency === 'usd' && payment.versionMatches && payment.cents === quote.deposit_cents ? 1 : 0;
  const note = `Deposit ${dollars(payment.cents)} paid (Stripe) for quote ${quoteName(quote)} v${quote.version}`;
  const apart = `Payment of ${paidText(payment)} (Stripe) for quote ${quoteName(quote)} v${quote.version} needs a refund: `;
  const results = await db.batch([
    db
      .prepare('INSERT INTO stripe_events (id, type, received_at, claim) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO NOTHING')
      .bind(event.id, event.type, at, claim),
    db
      .prepare(
        `UPDATE quotes SET deposit_paid_at = ?3, deposit_paid_cents = ?5, deposit_checkout = ?6
         WHERE id = ?4 AND deposit_paid_at IS NULL AND state = 'accepted' AND ?7 = 1 AND ${claimed}`,
      )
      .bind(event.id, claim, at, quote.id, payment.cents, payment.sessionId, matches),
    db
      .prepare(
        `INSERT INTO lead_history (lead_id, at, kind, status, note)
         SELECT leads.id, ?3, 'note', leads.status, ?5 FROM quotes JOIN leads ON leads.id = quotes.lead_id
         WHERE quotes.id = ?4 AND quotes.deposit_paid_at = ?3 AND quotes.deposit_checkout = ?6 AND ${claimed}`,
      )
      .bind(event.id, claim, at, quote.id, note, payment.sessionId),
    db
      .prepare(
        `INSERT INTO quote_payments (quote_id, session, event_id, cents, currency, flag, at)
         SELECT id, ?6, ?1, ?5, ?7, CASE WHEN state <> 'accepted' THEN 'not_accepted' WHEN deposit_paid_at IS NOT NULL THEN 'second' ELSE 'mismatch' END, ?3
         FROM quotes WHERE id = ?4 AND deposit_checkout IS NOT ?6 AND ${claimed}
         ON CONFLICT (session) DO NOTHING`,
      )
      .bind(event.id, claim, at, quote.id, payment.cents, payment.sessionId, payment.currency),
    db
      .prepare(
        `INSERT INTO lead_history (lead_id, at, kind, status, note)
         SELECT leads.id, ?3, 'note', leads.status, ?5 || CASE quote_payments.flag WHEN 'second' THEN ?7
           WHEN 'not_accepted' THEN 'the quote is ' || CASE WHEN quotes.state IN ('sent', 'draft') THEN 'not accepted' ELSE quotes.state END
           ELSE ?8 END
         FROM quote_payments JOIN quotes ON quotes.id = quote_payments.quote_id JOIN leads ON leads.id = quotes.lead_id
         WHERE quote_payments.session = ?6 AND quote_payments.event_id = ?1 AND quotes.id = ?4 AND ${claimed}`,
      )
      .bind(
        event.id,
        claim,
        at,
        quote.id,
        apart,
        payment.sessionId,
        refundReason('second', { state: 'accepted', deposit_cents: quote.deposit_cents }),
        refundReason('mismatch', { state: 'accepted', deposit_cents: quote.deposit_cents }),
      ),
    db.prepare('SELECT flag FROM quote_payments WHERE session = ?1 AND event_id = ?2').bind(payment.sessionId, event.id),
  ]);
  const [stored, marked, , , , flagged] = results;
  if ((stored?.meta.changes ?? 0) === 0) return 'duplicate';
  if ((marked?.meta.changes ?? 0) > 0) return 'paid';
  const flag = (flagged?.results[0] as { flag?: PaymentFlag } | undefined)?.flag;
  return flag ?? 'same_session';
}

/** The webhook's 400 answer to Stripe, per reason the side Worker gives (Stripe's dashboard shows it). */
const WEBHOOK_REFUSED: Record<Extract<WebhookVerdict, { ok: false }>['reason'], string> = {
  bad_signature: 'The signature does not match.',
  too_old: 'The signature is more than five minutes old.',
  not_json: 'The body is not JSON.',
};

/**
 * `POST /webhooks/stripe`: Stripe's events, server to server (no CSRF
 * check; the signature is the check). 404 while Stripe is not set up; 400
 * for a missing or bad `Stripe-Signature`, one too old or a body that is not
 * JSON (verified in the side Worker by the SDK's `constructEventAsync`, five
 * minutes' tolerance counted in seconds, `WEBHOOK_REFUSED`); 200 for
 * an event it ignores, a repeat, or one it handled. A paid session marks its
 * quote's deposit paid (`recordDepositPaid`) and tells the contractor after
 * the answer leaves (`waitUntil`).
 */
export async function stripeWebhook(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (!stripeConfigured(c.env)) return c.text('Not found.', 404);
  const signature = c.req.header('Stripe-Signature');
  const body = await c.req.text();
  if (!signature) return c.text('No Stripe-Signature header.', 400);
  const now = new Date();
  const verdict = await verifiedStripeEvent(c.env.PDF_STRIPE, c.env, body, signature, unixSeconds(now));
  if (!verdict.ok) return c.text(WEBHOOK_REFUSED[verdict.reason], 400);
  const { event } = verdict;
  // An invoice's payment (issue 47 item 3): its own flow, src/invoices/webhook.ts.
  if (event.session?.metadata?.invoice_id) return (await import('../invoices/webhook')).invoiceWebhook(c, event, now);
  if (!PAID_EVENTS.has(event.type)) return c.json({ received: true, handled: false });
  const { session } = event;
  if (session?.payment_status !== 'paid') return c.json({ received: true, handled: false });
  const quote = await quoteById(c.env.DB, Number(session.metadata?.quote_id));
  if (!quote) {
    console.error('stripe_deposit_unknown_quote', event.id, session.id);
    return c.json({ received: true, handled: false });
  }
  const payment: SessionPayment = {
    sessionId: session.id,
    cents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toLowerCase(),
    versionMatches: String(quote.version) === session.metadata?.quote_version,
  };
  const outcome = await recordDepositPaid(c.env.DB, event, quote, payment, now);
  console.log(`lead ${quote.lead_id}: deposit of ${quoteName(quote)} v${quote.version} ${outcome} (${event.id})`);
  if (outcome === 'paid') c.executionCtx.waitUntil(tellDepositPaid(c.env, quote, payment.cents, now));
  else if (outcome === 'mismatch' || outcome === 'second' || outcome === 'not_accepted')
    c.executionCtx.waitUntil(
      tellContractor(c.env, quote, { kind: 'refund_needed', paid: paidText(payment), why: refundReason(outcome, quote) }),
    );
  return c.json({ received: true, handled: outcome === 'paid' });
}
