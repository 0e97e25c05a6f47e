/**
 * A quote's deposit paid online (issue 38 §7), through Stripe Checkout. The
 * two calls of the official `stripe` SDK (opening a Checkout Session,
 * verifying a webhook's signature) are made by the quote's side Worker
 * (workers/quote-pdf/, issue 40) through the service binding `QUOTE_PDF`
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
import type StripeSdk from 'stripe';
import { QUOTE_WORDS } from '../content/quotes';
import type { AppEnv, WorkerEnv } from '../env';
import { dollars } from './model';
import { type Quote, quoteById, quoteName, quotePath } from './store';
import { createCheckoutSession, verifiedStripeEvent } from './stripe-client';
import { tellDepositPaid } from './owed';

/** Whether both Stripe secrets are set, so the deposit is paid through Checkout. */
export const stripeConfigured = (env: Pick<WorkerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>): boolean =>
  Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

/** The event types that can say a Checkout Session was paid (card payments: the first; delayed methods: the second). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Opens a Checkout Session for the deposit of an accepted `quote`: mode
 * payment, one line (the deposit in US cents, "Deposit for quote Q-12" in
 * the quote's language), back to the quote's page in its language (on
 * success with `?deposit=done`), the quote's id and version as metadata and
 * `client_reference_id`, the address the quote was sent to prefilled.
 * @returns the Checkout page's URL
 * @throws when Stripe refused, the network failed, or Stripe gave no URL (the side Worker's 502)
 */
export async function startCheckout(env: WorkerEnv, quote: Quote): Promise<string> {
  const page = new URL(quotePath(quote), env.SITE_URL).href;
  const metadata = { quote_id: String(quote.id), quote_version: String(quote.version), lead_id: String(quote.lead_id) };
  return createCheckoutSession(env.QUOTE_PDF, env, {
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
    locale: quote.lang,
    ...(quote.sent_to && { customer_email: quote.sent_to }),
  });
}

/** What recording a paid session did. */
export type DepositOutcome = 'paid' | 'duplicate' | 'already_paid';

/**
 * Records that Checkout Session `sessionId` paid `cents` for quote `quote` at
 * `now`, as event `eventId`, in one batch (one transaction): the event's id
 * (a second delivery stops here), the deposit on the quote (once), and the
 * lead's history note.
 * @returns 'paid' when this call marked the deposit paid; 'duplicate' for an event already handled; 'already_paid' when an earlier event paid it
 * @throws what D1 throws (the webhook then answers 500 and Stripe retries)
 */
export async function recordDepositPaid(
  db: D1Database,
  event: { id: string; type: string },
  quote: Pick<Quote, 'id' | 'number' | 'version'>,
  payment: { sessionId: string; cents: number },
  now: Date,
): Promise<DepositOutcome> {
  const at = now.toISOString();
  const claim = crypto.randomUUID();
  const claimed = 'EXISTS (SELECT 1 FROM stripe_events WHERE id = ?1 AND claim = ?2)';
  const note = `Deposit ${dollars(payment.cents)} paid (Stripe) for quote ${quoteName(quote)} v${quote.version}`;
  const [stored, marked] = await db.batch([
    db
      .prepare('INSERT INTO stripe_events (id, type, received_at, claim) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO NOTHING')
      .bind(event.id, event.type, at, claim),
    db
      .prepare(
        `UPDATE quotes SET deposit_paid_at = ?3, deposit_paid_cents = ?5, deposit_checkout = ?6
         WHERE id = ?4 AND deposit_paid_at IS NULL AND ${claimed}`,
      )
      .bind(event.id, claim, at, quote.id, payment.cents, payment.sessionId),
    db
      .prepare(
        `INSERT INTO lead_history (lead_id, at, kind, status, note)
         SELECT leads.id, ?3, 'note', leads.status, ?5 FROM quotes JOIN leads ON leads.id = quotes.lead_id
         WHERE quotes.id = ?4 AND quotes.deposit_paid_at = ?3 AND quotes.deposit_checkout = ?6 AND ${claimed}`,
      )
      .bind(event.id, claim, at, quote.id, note, payment.sessionId),
  ]);
  if ((stored?.meta.changes ?? 0) === 0) return 'duplicate';
  return (marked?.meta.changes ?? 0) > 0 ? 'paid' : 'already_paid';
}

/**
 * `POST /webhooks/stripe`: Stripe's events, server to server (no CSRF
 * check; the signature is the check). 404 while Stripe is not set up; 400
 * for a missing or bad `Stripe-Signature` (verified in the side Worker by
 * the SDK's `constructEventAsync`, five minutes' tolerance); 200 for
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
  const event = await verifiedStripeEvent(c.env.QUOTE_PDF, c.env, body, signature, now);
  if (!event) return c.text('The signature does not match.', 400);
  if (!PAID_EVENTS.has(event.type)) return c.json({ received: true, handled: false });
  const session = event.data.object as StripeSdk.Checkout.Session;
  if (session.payment_status !== 'paid') return c.json({ received: true, handled: false });
  const quote = await quoteById(c.env.DB, Number(session.metadata?.quote_id));
  if (!quote || String(quote.version) !== session.metadata?.quote_version || session.currency !== 'usd') {
    console.error('stripe_deposit_unknown_quote', event.id, session.id);
    return c.json({ received: true, handled: false });
  }
  const cents = session.amount_total ?? 0;
  const outcome = await recordDepositPaid(c.env.DB, event, quote, { sessionId: session.id, cents }, now);
  console.log(`lead ${quote.lead_id}: deposit of ${quoteName(quote)} v${quote.version} ${outcome} (${event.id})`);
  if (outcome === 'paid') c.executionCtx.waitUntil(tellDepositPaid(c.env, quote, cents, now));
  return c.json({ received: true, handled: outcome === 'paid' });
}
