/**
 * An invoice paid online (issue 47 item 3): its balance through a Stripe Checkout Session offering a card and a US
 * bank account (ACH Direct Debit, `us_bank_account`), one session per invoice at a time (src/quotes/one-checkout.ts,
 * as the quote's deposit). The webhook that records the payment is src/invoices/webhook.ts.
 */
import type { WorkerEnv } from '../env';
import { CHECKOUT_OPEN_SECONDS, keepSessionOn, oneCheckoutSession } from '../quotes/one-checkout';
import { type Quote, quoteById, quotePath } from '../quotes/store';
import { checkoutLocale } from '../quotes/stripe-client';
import { balanceCents, invoiceName } from './model';
import { type Invoice, invoiceByNumber } from './store';

/** Why an invoice cannot be paid online: void, still a draft, paid in full, or a bank debit for it processing. */
export type PayRefusal = 'void' | 'draft' | 'paid' | 'processing';

/** Why `invoice` cannot be paid online now, or null when it can (sent, a balance, no bank debit processing). */
export function payRefusal(invoice: Pick<Invoice, 'status' | 'total_cents' | 'payments'>): PayRefusal | null {
  if (invoice.status === 'void') return 'void';
  if (invoice.status === 'draft') return 'draft';
  if (invoice.payments.some((payment) => payment.processing === 1 && !payment.failed_at)) return 'processing';
  return balanceCents(invoice.total_cents, invoice.payments) === 0 ? 'paid' : null;
}

/**
 * Whether `invoice`'s stored Checkout Session asks for a balance no longer owed: a payment recorded, or one failed,
 * since it was opened (its expiry less `CHECKOUT_OPEN_SECONDS`). Then it is replaced rather than reused.
 */
export function staleCheckout(invoice: Pick<Invoice, 'checkout_expires_at' | 'payments'>): boolean {
  const opened = Date.parse(invoice.checkout_expires_at ?? '') - CHECKOUT_OPEN_SECONDS * 1000;
  return invoice.payments.some((payment) => Date.parse(payment.recorded_at) > opened || Date.parse(payment.failed_at ?? '') > opened);
}

/** The customer's page of `quote` where `invoice` is shown, in the quote's language: "/es/quotes/<token>#invoice-12". */
export const invoicePagePath = (quote: Pick<Quote, 'token' | 'lang'>, invoice: Pick<Invoice, 'number'>): string =>
  `${quotePath(quote)}#invoice-${invoice.number}`;

/**
 * The Checkout page for `invoice`'s balance at `now`: the stored session's page while it stays open for five more
 * minutes and no payment was recorded since it was opened ({@link staleCheckout}), else a new Checkout Session: mode payment, `card` and `us_bank_account` (`allowed_payment_method_types`), one line "INV-12 — <the
 * milestone's or first line>" for the balance in US cents, metadata and the payment's metadata `{ invoice_id,
 * invoice_number, balance_cents }`, `client_reference_id` "invoice-<id>", back to the quote's page in its language
 * (`?paid=INV-12#invoice-12` on success), the address the quote was sent to prefilled, Stripe's page in the quote's
 * language, expiring an hour after `now`; stored on the invoice (`checkout_session`, `_url`, `_expires_at`) only
 * when no other request stored one meanwhile (the loser's session is expired; both get the same page).
 * @returns the page's URL, or why the invoice cannot be paid online ({@link payRefusal}; 'void' too when its quote is gone)
 * @throws when Stripe refused, failed or gave no URL, or what D1 throws
 */
export async function startInvoiceCheckout(
  env: WorkerEnv,
  invoice: Invoice,
  now: Date,
): Promise<{ url: string } | { refused: PayRefusal }> {
  const refused = payRefusal(invoice);
  if (refused) return { refused };
  const quote = await quoteById(env.DB, invoice.quote_id);
  if (!quote) return { refused: 'void' };
  const name = invoiceName(invoice);
  const balance = balanceCents(invoice.total_cents, invoice.payments);
  const page = new URL(quotePath(quote), env.SITE_URL).href;
  const metadata = { invoice_id: String(invoice.id), invoice_number: name, balance_cents: String(balance) };
  const what = invoice.lines[0]?.description ?? name;
  const url = await oneCheckoutSession(
    env,
    now,
    async () => {
      const stored = await invoiceByNumber(env.DB, invoice.number);
      return stored && { ...stored, stale: staleCheckout(stored) };
    },
    {
      mode: 'payment',
      // The SDK's API version names the list `allowed_payment_method_types` (a filter on the methods the account has on).
      allowed_payment_method_types: ['card', 'us_bank_account'],
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: balance, product_data: { name: `${name} — ${what}`.slice(0, 250) } },
        },
      ],
      success_url: `${page}?paid=${name}#invoice-${invoice.number}`,
      cancel_url: `${page}#invoice-${invoice.number}`,
      client_reference_id: `invoice-${invoice.id}`,
      metadata,
      payment_intent_data: { metadata, description: `${name}, lead #${invoice.lead_id}` },
      locale: checkoutLocale(quote.lang),
      ...(quote.sent_to && { customer_email: quote.sent_to }),
    },
    keepSessionOn(env.DB, 'invoices', invoice.id),
  );
  return { url };
}
