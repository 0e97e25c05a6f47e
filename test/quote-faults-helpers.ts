import { env } from 'cloudflare:workers';
import { extractText, getDocumentProxy } from 'unpdf';
import Stripe from 'stripe';
import { expect, inject, vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, type Quote, quoteByToken, sendQuote } from '../src/quotes/store';
import type { WorkerEnv } from '../src/env';
import { fetchWith, ORIGIN } from './helpers';

/**
 * The quotes, the Stripe events and the PDF reading of test/quote-faults-integration.test.ts (issue 44's faults).
 */

/** 2026-11-27 11:30 in Beaumont (CST, UTC-6), a Friday. */
export const NOW = new Date('2026-11-27T17:30:00Z');
const SECRET = 'whsec_test_faults';
/** Stripe set up, its API played by the stand-in (test/stripe-service.ts). */
export const STRIPE: Partial<WorkerEnv> = {
  STRIPE_SECRET_KEY: 'sk_test_faults',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: inject('stripeService'),
};

/**
 * A lead in `lang` and its quote ($5,200.00, a deposit of 25 % = $1,300.00), sent at NOW and, with `accept`,
 * accepted by "Ana López"; `terms` as given.
 */
export async function quoteFor({ lang = 'en', accept = true, terms = '' } = {}): Promise<Quote> {
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, 'Ana López', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', ?4, 'sent', ?1) RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `ana-${crypto.randomUUID()}@example.com`, lang)
    .first<{ id: number }>();
  const stored = (await getLead(env.DB, lead!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway, 4 in. reinforced', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const quote = await createQuote(env.DB, stored, parsed.draft, NOW);
  expect(await sendQuote(env, quote, stored, NOW)).toBeNull();
  const sent = (await quoteByToken(env.DB, quote.token))!;
  if (accept) expect(await acceptQuote(env.DB, sent, 'Ana López', NOW)).toBe(true);
  return (await quoteByToken(env.DB, quote.token))!;
}

/** A `checkout.session.completed` event for `quote`'s deposit as Stripe sends it, with `session` fields changed. */
export function paidEvent(quote: Quote, session: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(NOW.getTime() / 1000),
    data: {
      object: {
        id: `cs_test_paid_${crypto.randomUUID().slice(0, 8)}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: quote.deposit_cents,
        currency: 'usd',
        metadata: { quote_id: String(quote.id), quote_version: String(quote.version), lead_id: String(quote.lead_id) },
        ...session,
      },
    },
  });
}

/** Posts `payload` to the webhook as Stripe does, signed by the SDK's test header helper. */
export async function deliver(payload: string) {
  const header = await new Stripe('sk_test_faults').webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return fetchWith(
    STRIPE,
    new Request(`${ORIGIN}/webhooks/stripe`, {
      method: 'POST',
      body: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    }),
  );
}

/** The rows recorded apart for `quoteId`. */
export const paymentsApart = async (quoteId: number) =>
  (await env.DB.prepare('SELECT session, cents, currency, flag FROM quote_payments WHERE quote_id = ?1 ORDER BY id').bind(quoteId).all())
    .results;

/** The lead's history notes. */
export const notesOf = async (leadId: number) =>
  (await env.DB.prepare('SELECT note FROM lead_history WHERE lead_id = ?1 ORDER BY id').bind(leadId).all<{ note: string }>()).results.map(
    (row) => row.note,
  );

/** One run of text in a PDF: its string, its font size (points) and its width (points). */
export interface PdfRun {
  text: string;
  size: number;
  width: number;
}

/** The text of a PDF (unpdf, PDF.js), all pages joined, and every run of text with its size and width. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; runs: PdfRun[] }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  const runs: PdfRun[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        runs.push({ text: item.str, size: Math.hypot(item.transform[0], item.transform[1]), width: item.width });
  }
  return { text: text as string, runs };
}
