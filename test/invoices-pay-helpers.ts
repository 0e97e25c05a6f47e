import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import Stripe from 'stripe';
import { expect, inject, vi } from 'vitest';
import type { WorkerEnv } from '../src/env';
import { createInvoice, type Invoice, invoiceByNumber, sendInvoice } from '../src/invoices/store';
import { jobForLead } from '../src/jobs/store';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, type Quote, quoteByToken, sendQuote } from '../src/quotes/store';
import { fetchWith, ORIGIN, postForm, requestWith } from './helpers';
import type { SessionRequest } from './stripe-service';

/**
 * The fixtures of test/invoices-pay-integration.test.ts (issue 47 item 3): a job whose invoice is sent, Stripe set
 * up against the stand-in (test/stripe-service.ts), events for an invoice's Checkout Session signed with the SDK's
 * own test helper, and what the customer's page and D1 then say.
 */

/** Monday 2026-11-02, 09:00 in Beaumont (CST, UTC-6). */
export const NOW = new Date('2026-11-02T15:00:00Z');
export const SECRET = 'whsec_test_invoice';
/** Stripe set up, its API played by the stand-in. */
export const STRIPE: Partial<WorkerEnv> = {
  STRIPE_SECRET_KEY: 'sk_test_invoice',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: inject('stripeService'),
};

/**
 * A lead in `lang` whose $5,200.00 quote (25 % deposit, 20 % pour, the rest on completion, 10 % retainage) was sent
 * and accepted at NOW, with its job, and the completion's invoice ($2,340.00) sent.
 */
export async function sentInvoice(lang: 'en' | 'es' = 'en'): Promise<{ quote: Quote; invoice: Invoice }> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'Ana Ruiz', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', ?4, 'sent', ?1, 'new') RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `ana-${crypto.randomUUID()}@example.com`, lang)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Terms.',
    schedule: { pour: '20%', completion: 'rest', retainage: '10%' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, NOW);
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  expect(await sendQuote(env, draft, lead, NOW)).toBeNull();
  const quote = (await quoteByToken(env.DB, draft.token))!;
  expect(await acceptQuote(env.DB, quote, 'Ana Ruiz', NOW)).toBe(true);
  expect('job' in (await jobForLead(env.DB, lead.id, NOW))).toBe(true);
  const made = await createInvoice(env.DB, lead.id, { milestone: 'completion' }, NOW);
  if (!('invoice' in made)) throw new Error(JSON.stringify(made));
  expect(await sendInvoice(env.DB, made.invoice.id, NOW)).toBe(true);
  return { quote: (await quoteByToken(env.DB, quote.token))!, invoice: (await invoiceByNumber(env.DB, made.invoice.number))! };
}

/** The customer's page at `path`, parsed. */
export const pageOf = async (path: string, vars: Partial<WorkerEnv> = STRIPE) => parse(await (await requestWith(vars, path)).text());

/** Posts the invoice's "Pay" form of `quote`'s page (the edition of `lang`). */
export const payPost = (quote: Quote, invoice: Pick<Invoice, 'number'>, { lang = quote.lang, vars = STRIPE } = {}) =>
  postForm(`${lang === 'es' ? '/es' : ''}/quotes/${quote.token}/invoices/INV-${invoice.number}/pay`, {}, { vars });

/** The sessions the stand-in was asked for with this success URL. */
export const sessionsFor = async (successUrl: string): Promise<SessionRequest[]> =>
  (await fetch(`${inject('stripeService')}/received?success_url=${encodeURIComponent(successUrl)}`)).json();

/** Whether the stand-in expired session `id`. */
export const expired = async (id: string): Promise<boolean> =>
  ((await (await fetch(`${inject('stripeService')}/expired?id=${id}`)).json()) as { expired: boolean }).expired;

/**
 * An event of `invoice`'s Checkout Session `session` as Stripe sends it (the fields the Worker reads): `type`, the
 * payment status ('paid' for a card; 'unpaid' for a bank debit at completion), `cents` (the balance by default).
 */
export function invoiceEvent(
  invoice: Pick<Invoice, 'id' | 'number' | 'total_cents'>,
  {
    type = 'checkout.session.completed',
    status = 'paid',
    session = `cs_test_inv_${invoice.id}`,
    cents = invoice.total_cents,
    id = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    metadata = { invoice_id: String(invoice.id), invoice_number: `INV-${invoice.number}`, balance_cents: String(cents) },
  }: { type?: string; status?: string; session?: string; cents?: number; id?: string; metadata?: Record<string, string> } = {},
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: status,
        payment_method_types: ['card', 'us_bank_account'],
        amount_total: cents,
        currency: 'usd',
        client_reference_id: `invoice-${invoice.id}`,
        metadata,
      },
    },
  });
}

/** Posts `payload` to the webhook as Stripe does, signed with the endpoint's secret by the SDK's test header helper. */
export async function deliver(payload: string): Promise<{ status: number; body: unknown }> {
  const header = await new Stripe('sk_test_invoice').webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  const response = await fetchWith(
    STRIPE,
    new Request(`${ORIGIN}/webhooks/stripe`, {
      method: 'POST',
      body: payload,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0' },
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** The invoice's payments as stored. */
export const paymentsOf = async (invoiceId: number) =>
  (
    await env.DB.prepare(
      'SELECT cents, paid_on, method, source, stripe_session, processing, failed_at, fee_cents FROM invoice_payments WHERE invoice_id = ?1 ORDER BY id',
    )
      .bind(invoiceId)
      .all()
  ).results;

/** The lead's history notes. */
export const notesOf = async (leadId: number) =>
  (await env.DB.prepare('SELECT note FROM lead_history WHERE lead_id = ?1 ORDER BY id').bind(leadId).all<{ note: string | null }>()).results
    .map((row) => row.note)
    .filter(Boolean);

/** What the page says of invoice `number`: its state, the payments' lines, the status and the Pay form's button. */
export async function invoiceOnPage(path: string, number: number, vars: Partial<WorkerEnv> = STRIPE) {
  const article = (await pageOf(path, vars)).querySelector(`#invoice-${number}`);
  return {
    state: article?.querySelector('h3 span:last-child')?.text ?? null,
    lines: article?.querySelectorAll('[data-payment]').map((line) => line.text) ?? [],
    status: article?.querySelector('[role="status"]')?.text ?? null,
    button: article?.querySelector('form[method="post"] button')?.text ?? null,
    action: article?.querySelector('form[method="post"]')?.getAttribute('action') ?? null,
    text: article?.text ?? '',
  };
}
