/**
 * The Stripe webhook's part for an invoice paid online (issue 47 item 3): a Checkout Session whose metadata names an
 * invoice (`invoice_id`, set by src/invoices/checkout.ts, never typed by a visitor), dispatched here by
 * src/quotes/deposit.ts `stripeWebhook` once the signature is verified.
 *
 * - `checkout.session.completed`, payment_status 'paid' (a card): a payment, source 'stripe', method 'card', on the
 *   Central day, then the receipt owed (`owePaymentReceipt`).
 * - `checkout.session.completed`, 'unpaid', with `us_bank_account` offered (the session names the methods offered,
 *   not the one chosen; of ours only the bank debit completes unpaid): a payment with `processing` = 1, method
 *   'transfer'. It holds the balance (no second payment) but is not collected money.
 * - `checkout.session.async_payment_succeeded`: processing 0, paid on that day, then the receipt.
 * - `checkout.session.async_payment_failed`: `failed_at` set, processing 0 (the balance is owed again), the
 *   contractor told (push and email) and the lead's history noted.
 * - `checkout.session.expired`: the invoice's stored session forgotten.
 *
 * Events may come in any order: a success or a failure with no payment recorded yet records it in that state, and a
 * later `completed` finds the session recorded and changes nothing. A second delivery of an event changes nothing
 * (its id in `stripe_events`, claimed in the same batch), nor does another event of a recorded session (the unique
 * `stripe_session`).
 *
 * An amount that the invoice cannot take when the event arrives (more than its balance: paid meanwhile by hand;
 * a void invoice; not US dollars) is recorded APART, in `quote_payments` (flag 'mismatch', as a deposit paid twice),
 * the invoice unchanged, and the contractor told to refund it. Why apart rather than capped: one Stripe charge stays
 * one row whose gross matches Stripe's payout (the bookkeeper's CSV), the hand payment already recorded stays true,
 * and the whole charge is refunded in one step; a capped row would understate what Stripe took. Stripe's fee is not
 * read (it needs the balance transaction, one more API call): `fee_cents` stays NULL.
 */
import type { Context } from 'hono';
import { business } from '../content/business';
import { CONTRACTOR_PAY_WORDS as WORDS } from '../content/invoice-pay';
import type { AppEnv, WorkerEnv } from '../env';
import { oneLine } from '../lib/display';
import { dayIn } from '../lib/zoned-time';
import { dollars } from '../quotes/model';
import { tellContractor } from '../quotes/notify';
import type { WebhookEvent } from '../quotes/pdf-stripe-types';
import { quoteById } from '../quotes/store';
import { owePaymentReceipt } from './messages';
import { balanceCents, invoiceName, invoiceNumberOf } from './model';
import { type Invoice, invoiceByNumber } from './store';

/** What an event asks of an invoice's payment. */
type Step = 'paid' | 'processing' | 'succeeded' | 'failed';

/** What recording the event did. */
export type InvoiceOutcome = 'duplicate' | 'recorded' | 'processing' | 'succeeded' | 'failed' | 'apart' | 'nothing';

/** The step an event of a Checkout Session asks for, or null for one that records nothing. */
export function stepOf(event: WebhookEvent): Step | null {
  const session = event.session;
  if (!session) return null;
  if (event.type === 'checkout.session.async_payment_succeeded') return 'succeeded';
  if (event.type === 'checkout.session.async_payment_failed') return 'failed';
  if (event.type !== 'checkout.session.completed') return null;
  if (session.payment_status === 'paid') return 'paid';
  if (session.payment_status === 'unpaid' && (session.payment_method_types ?? []).includes('us_bank_account')) return 'processing';
  return null;
}

/**
 * Records `step` of Checkout Session `session` on `invoice` at `now`, as event `eventId`, in one batch (one
 * transaction; every bound in SQL): the event claimed (a second delivery stops there); for a success, the
 * processing payment marked collected; a payment inserted unless the session has one, taken only when the invoice
 * is sent (not void), the currency US dollars and the amount no more than the balance at that instant; else, for
 * money received, a row of `quote_payments` to refund; for a failure, the payment marked failed (or recorded failed).
 * @returns what it did, and the payment's id when one was recorded or changed
 * @throws what D1 throws (the webhook then answers 500 and Stripe retries)
 */
export async function recordInvoiceEvent(
  db: D1Database,
  event: { id: string; type: string },
  invoice: Pick<Invoice, 'id'>,
  step: Step,
  session: { id: string; cents: number; currency: string },
  now: Date,
): Promise<{ outcome: InvoiceOutcome; paymentId: number | null }> {
  const at = now.toISOString();
  const claim = crypto.randomUUID();
  const claimed = 'EXISTS (SELECT 1 FROM stripe_events WHERE id = ?1 AND claim = ?2)';
  const none =
    'NOT EXISTS (SELECT 1 FROM invoice_payments WHERE stripe_session = ?6) AND NOT EXISTS (SELECT 1 FROM quote_payments WHERE session = ?6)';
  const usd = session.currency === 'usd' ? 1 : 0;
  const args = [event.id, claim, at, invoice.id, session.cents, session.id, usd, dayIn(business.timeZone, now)] as const;
  const method = step === 'paid' ? 'card' : 'transfer';
  const change =
    step === 'failed'
      ? `UPDATE invoice_payments SET failed_at = ?3, processing = 0 WHERE stripe_session = ?6 AND failed_at IS NULL AND ${claimed}`
      : `UPDATE invoice_payments SET processing = 0, paid_on = ?8 WHERE stripe_session = ?6 AND processing = 1 AND failed_at IS NULL
           AND ?9 = 'succeeded' AND ${claimed}`;
  const insert =
    step === 'failed'
      ? `INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, source, recorded_at, stripe_session, processing, failed_at)
         SELECT ?4, ?5, ?8, 'transfer', 'stripe', ?3, ?6, 0, ?3 FROM invoices WHERE id = ?4 AND ?5 > 0 AND ${none} AND ${claimed}`
      : `INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, source, recorded_at, stripe_session, processing)
         SELECT ?4, ?5, ?8, ?9, 'stripe', ?3, ?6, ?10 FROM invoices
         WHERE id = ?4 AND status = 'sent' AND ?7 = 1 AND ?5 > 0
           AND total_cents - (SELECT COALESCE(SUM(cents), 0) FROM invoice_payments WHERE invoice_id = ?4 AND failed_at IS NULL) >= ?5
           AND ${none} AND ${claimed}`;
  const results = await db.batch([
    db
      .prepare('INSERT INTO stripe_events (id, type, received_at, claim) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO NOTHING')
      .bind(event.id, event.type, at, claim),
    db.prepare(change).bind(...(step === 'failed' ? args.slice(0, 6) : [...args, step])),
    db.prepare(insert).bind(...args, ...(step === 'failed' ? [] : [method, step === 'processing' ? 1 : 0])),
    db
      .prepare(
        `INSERT INTO quote_payments (quote_id, session, event_id, cents, currency, flag, at)
         SELECT quote_id, ?6, ?1, ?5, ?9, 'mismatch', ?3 FROM invoices
         WHERE id = ?4 AND ?5 > 0 AND ?10 <> 'failed' AND ${none} AND ${claimed}`,
      )
      .bind(...args, session.currency || '?', step),
    db.prepare('SELECT id FROM invoice_payments WHERE stripe_session = ?1').bind(session.id),
    // The session is complete: never offered again.
    db
      .prepare(
        'UPDATE invoices SET checkout_session = NULL, checkout_url = NULL, checkout_expires_at = NULL WHERE id = ?1 AND checkout_session = ?2',
      )
      .bind(invoice.id, session.id),
  ]);
  const [stored, changed, inserted, apart, payment] = results;
  const paymentId = (payment?.results[0] as { id?: number } | undefined)?.id ?? null;
  if ((stored?.meta.changes ?? 0) === 0) return { outcome: 'duplicate', paymentId: null };
  if ((changed?.meta.changes ?? 0) > 0) return { outcome: step === 'failed' ? 'failed' : 'succeeded', paymentId };
  if ((inserted?.meta.changes ?? 0) > 0)
    return { outcome: step === 'failed' ? 'nothing' : step === 'processing' ? 'processing' : 'recorded', paymentId };
  if ((apart?.meta.changes ?? 0) > 0) return { outcome: 'apart', paymentId: null };
  return { outcome: 'nothing', paymentId };
}

/** Why a payment went apart, in the contractor's words, from the invoice as it stands now. */
function apartWhy(invoice: Invoice | null, currency: string): string {
  if (currency !== 'usd') return WORDS.why.currency;
  if (!invoice || invoice.status === 'void') return WORDS.why.void;
  return WORDS.why.over(dollars(balanceCents(invoice.total_cents, invoice.payments)));
}

/** Notes `note` in lead `leadId`'s history at `now`. */
const noteHistory = (db: D1Database, leadId: number, note: string, now: Date) =>
  db
    .prepare(`INSERT INTO lead_history (lead_id, at, kind, status, note) SELECT id, ?2, 'note', status, ?3 FROM leads WHERE id = ?1`)
    .bind(leadId, now.toISOString(), note)
    .run();

/**
 * The webhook's answer to a verified `event` about a Checkout Session of an invoice, received at `now`: 200 always
 * (an unknown invoice, an event that records nothing, a repeat, a payment put apart: a business refusal is no
 * failure to Stripe); `handled` says whether the invoice changed. The receipt, the contractor's push and email go
 * after the answer (`waitUntil`); the lead's history note follows the batch.
 */
export async function invoiceWebhook(c: Context<AppEnv>, event: WebhookEvent, now: Date): Promise<Response> {
  const session = event.session;
  if (!session) return c.json({ received: true, handled: false });
  const number = invoiceNumberOf(session.metadata?.invoice_number ?? '');
  const found = number ? await invoiceByNumber(c.env.DB, number) : null;
  const invoice = found && String(found.id) === session.metadata?.invoice_id ? found : null;
  if (!invoice) {
    console.error('stripe_invoice_unknown', event.id, session.id);
    return c.json({ received: true, handled: false });
  }
  if (event.type === 'checkout.session.expired') {
    await c.env.DB.prepare(
      'UPDATE invoices SET checkout_session = NULL, checkout_url = NULL, checkout_expires_at = NULL WHERE id = ?1 AND checkout_session = ?2',
    )
      .bind(invoice.id, session.id)
      .run();
    return c.json({ received: true, handled: false });
  }
  const step = stepOf(event);
  if (!step) return c.json({ received: true, handled: false });
  const paid = { id: session.id, cents: session.amount_total ?? 0, currency: (session.currency ?? '').toLowerCase() };
  const { outcome, paymentId } = await recordInvoiceEvent(c.env.DB, event, invoice, step, paid, now);
  const name = invoiceName(invoice);
  console.log(`lead ${invoice.lead_id}: ${name} ${step} ${outcome} (${event.id})`);
  await tellOf(c, invoice, outcome, paymentId, paid, now);
  return c.json({ received: true, handled: outcome !== 'duplicate' && outcome !== 'nothing' });
}

/** The history note, the receipt and the contractor's message that follow `outcome` on `invoice`. */
async function tellOf(
  c: Context<AppEnv>,
  invoice: Invoice,
  outcome: InvoiceOutcome,
  paymentId: number | null,
  paid: { cents: number; currency: string },
  now: Date,
): Promise<void> {
  const env: WorkerEnv = c.env;
  const name = invoiceName(invoice);
  const amount = paid.currency === 'usd' ? dollars(paid.cents) : `${(paid.cents / 100).toFixed(2)} ${paid.currency.toUpperCase()}`;
  const note =
    outcome === 'recorded'
      ? WORDS.paid(amount, name)
      : outcome === 'processing'
        ? WORDS.processing(amount, name)
        : outcome === 'succeeded'
          ? WORDS.succeeded(amount, name)
          : null;
  if (note) await noteHistory(env.DB, invoice.lead_id, note, now);
  if ((outcome === 'recorded' || outcome === 'succeeded') && paymentId !== null)
    c.executionCtx.waitUntil(owePaymentReceipt(env, paymentId, now));
  if (outcome !== 'failed' && outcome !== 'apart') return;
  const quote = await quoteById(env.DB, invoice.quote_id);
  if (!quote) return;
  const customer = oneLine(quote.customer, 100);
  if (outcome === 'failed') {
    const line = WORDS.failed(amount, name, customer);
    await noteHistory(env.DB, invoice.lead_id, line, now);
    c.executionCtx.waitUntil(
      tellContractor(env, quote, { kind: 'invoice_payment', title: WORDS.failedTitle(name), line, lines: [`${line}.`] }),
    );
    return;
  }
  const line = WORDS.apart(amount, name, apartWhy(await invoiceByNumber(env.DB, invoice.number), paid.currency));
  await noteHistory(env.DB, invoice.lead_id, line, now);
  c.executionCtx.waitUntil(
    tellContractor(env, quote, {
      kind: 'invoice_payment',
      title: WORDS.apartTitle(name),
      line,
      lines: [`${line}.`, WORDS.apartDetail(customer, invoice.lead_id)],
    }),
  );
}
