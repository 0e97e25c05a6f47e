import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import Stripe from 'stripe';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, type Quote, quoteByToken, sendQuote } from '../src/quotes/store';
import { fetchWith, ORIGIN, postForm, requestWith, SITE_URL } from './helpers';
import type { SessionRequest } from './stripe-service';
import type { WorkerEnv } from '../src/env';

/**
 * A quote's deposit paid through Stripe Checkout (issue 38 §7): the page
 * offers "Pay the deposit" only with both Stripe secrets, on an accepted
 * quote with a deposit, and otherwise says how the deposit is paid; the post
 * opens a Checkout Session on a local stand-in for Stripe's API
 * (test/stripe-service.ts); the webhook takes only events signed with the
 * endpoint's secret (signed here by the SDK's own test header helper), marks
 * the deposit paid on the quote and in the lead's history once, however often
 * Stripe delivers the event, and tells the contractor. The customer's quote
 * page carries no phone action bar.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** 2026-11-27 11:30 in Beaumont (CST, UTC-6). */
const NOW = new Date('2026-11-27T17:30:00Z');
const SECRET = 'whsec_test_deposit';
/** Stripe set up, its API played by the stand-in. */
const STRIPE: Partial<WorkerEnv> = {
  STRIPE_SECRET_KEY: 'sk_test_deposit',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: inject('stripeService'),
};

/**
 * A lead in `lang` and its quote ($5,200.00, a deposit of 25 % = $1,300.00
 * unless `depositKind` is 'none'), sent at NOW and, unless `accept` is false, accepted.
 */
async function quoteFor({ lang = 'en', accept = true, depositKind = 'percent' } = {}): Promise<Quote> {
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
    depositKind,
    deposit: depositKind === 'none' ? '' : '25',
    validDays: '30',
    terms: '',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const quote = await createQuote(env.DB, stored, parsed.draft, NOW);
  expect(await sendQuote(env, quote, stored, NOW)).toBeNull();
  const sent = (await quoteByToken(env.DB, quote.token))!;
  if (accept) expect(await acceptQuote(env.DB, sent, 'Ana López', NOW)).toBe(true);
  return (await quoteByToken(env.DB, quote.token))!;
}

const pageOf = async (path: string, vars: Partial<WorkerEnv> = {}) => parse(await (await requestWith(vars, path)).text());

/** The sessions the stand-in was asked for with this success URL. */
const sessionsFor = async (successUrl: string): Promise<SessionRequest[]> =>
  (await fetch(`${inject('stripeService')}/received?success_url=${encodeURIComponent(successUrl)}`)).json();

/** A `checkout.session.completed` event for `quote`'s deposit, as Stripe sends it (the fields the Worker reads). */
function paidEvent(quote: Quote, id = `evt_${crypto.randomUUID().replaceAll('-', '')}`, type = 'checkout.session.completed') {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(NOW.getTime() / 1000),
    data: {
      object: {
        id: `cs_test_${quote.id}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: quote.deposit_cents,
        currency: 'usd',
        client_reference_id: `quote-${quote.id}-v${quote.version}`,
        metadata: { quote_id: String(quote.id), quote_version: String(quote.version), lead_id: String(quote.lead_id) },
      },
    },
  });
}

/** Posts `payload` to the webhook as Stripe does (JSON, no Origin), signed with `secret` by the SDK's test header helper. */
async function deliver(
  payload: string,
  { secret = SECRET, vars = STRIPE, signature }: { secret?: string; vars?: Partial<WorkerEnv>; signature?: string } = {},
) {
  const header =
    signature ??
    (await new Stripe('sk_test_deposit').webhooks.generateTestHeaderStringAsync({
      payload,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    }));
  return fetchWith(
    vars,
    new Request(`${ORIGIN}/webhooks/stripe`, {
      method: 'POST',
      body: payload,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0' },
    }),
  );
}

const historyOf = async (leadId: number) =>
  (await env.DB.prepare('SELECT note FROM lead_history WHERE lead_id = ?1 ORDER BY id').bind(leadId).all<{ note: string | null }>())
    .results;

describe("the deposit on the customer's page", () => {
  it('offers "Pay the deposit" only with both Stripe secrets, on an accepted quote with a deposit', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const accepted = await quoteFor();
    const withStripe = await pageOf(`/quotes/${accepted.token}`, STRIPE);
    const form = withStripe.querySelector(`form[action="/quotes/${accepted.token}/deposit"]`);
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('button')?.text).toBe('Pay the deposit');
    expect(withStripe.querySelector('#deposit-heading')?.text).toBe('The deposit: $1,300.00');
    expect(withStripe.querySelector('main')!.text).toContain('You pay by card on Stripe’s secure checkout page');
    const spanish = await pageOf(`/es/quotes/${accepted.token}`, STRIPE);
    expect(spanish.querySelector(`form[action="/es/quotes/${accepted.token}/deposit"] button`)?.text).toBe('Pagar el anticipo');
    expect(spanish.querySelector('#deposit-heading')?.text).toBe('El anticipo: $1,300.00');

    // One secret alone is not enough: the page says how the deposit is paid instead, in the terms' words.
    for (const vars of [{}, { STRIPE_SECRET_KEY: 'sk_test_deposit' }, { STRIPE_WEBHOOK_SECRET: SECRET }]) {
      const page = await pageOf(`/quotes/${accepted.token}`, vars);
      expect(page.querySelector('form[action$="/deposit"]')).toBeNull();
      expect(page.querySelector('[data-deposit="offline"]')?.text).toBe(
        'Pay the deposit when the work is scheduled. We accept cash, check, and major credit cards.',
      );
    }
    expect((await pageOf(`/es/quotes/${accepted.token}`)).querySelector('[data-deposit="offline"]')?.text).toBe(
      'El anticipo se paga al programar el trabajo. Aceptamos efectivo, cheque y las principales tarjetas de crédito.',
    );
    // The same words as the default terms' payment paragraph (one source).
    expect((await pageOf(`/quotes/${accepted.token}`)).querySelector('main')!.text).toContain(
      'We accept cash, check, and major credit cards.',
    );

    // Not yet accepted: no button (the offline words without Stripe); no deposit: neither.
    const open = await quoteFor({ accept: false });
    expect((await pageOf(`/quotes/${open.token}`, STRIPE)).querySelector('[data-deposit]')).toBeNull();
    expect((await pageOf(`/quotes/${open.token}`)).querySelector('[data-deposit="offline"]')).not.toBeNull();
    const none = await quoteFor({ depositKind: 'none' });
    expect((await pageOf(`/quotes/${none.token}`, STRIPE)).querySelector('[data-deposit]')).toBeNull();
    expect((await pageOf(`/quotes/${none.token}`)).querySelector('[data-deposit]')).toBeNull();
  });

  it('carries no phone action bar (Call, Book a visit), in either edition', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    for (const path of [`/quotes/${quote.token}`, `/es/quotes/${quote.token}`]) {
      const page = await pageOf(path);
      expect(page.querySelector('h1')?.text).toMatch(/^(Quote|Cotización) Q-\d+$/);
      expect(page.querySelector('[data-action-bar]')).toBeNull();
      expect(page.querySelector('a[data-book-link]')).toBeNull();
    }
    // Other pages keep it.
    expect((await pageOf('/es')).querySelector('[data-action-bar] a[data-book-link]')?.text).toBe('Agendar visita');
  });
});

describe('paying the deposit through Stripe Checkout', () => {
  it('opens a Checkout Session for the deposit and sends the customer to it (303)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const response = await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE });
    expect(response.status).toBe(303);
    const page = `${SITE_URL}/quotes/${quote.token}`;
    const [session, ...more] = await sessionsFor(`${page}?deposit=done`);
    expect(more).toEqual([]);
    expect(response.headers.get('Location')).toBe(`https://checkout.stripe.com/c/pay/${session!.id}`);
    expect(session!.authorization).toBe('Bearer sk_test_deposit');
    expect(session!.fields).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '130000',
      'line_items[0][price_data][product_data][name]': `Deposit for quote Q-${quote.number}`,
      success_url: `${page}?deposit=done`,
      cancel_url: page,
      client_reference_id: `quote-${quote.id}-v1`,
      'metadata[quote_id]': String(quote.id),
      'metadata[quote_version]': '1',
      customer_email: quote.sent_to,
      locale: 'en',
    });
    expect(session!.fields['line_items[1][quantity]']).toBeUndefined();

    // A Spanish quote: its words and its page, whichever edition the button was pressed on.
    const spanish = await quoteFor({ lang: 'es' });
    expect((await postForm(`/quotes/${spanish.token}/deposit`, {}, { vars: STRIPE })).status).toBe(303);
    const [es] = await sessionsFor(`${SITE_URL}/es/quotes/${spanish.token}?deposit=done`);
    expect(es?.fields['line_items[0][price_data][product_data][name]']).toBe(`Anticipo de la cotización Q-${spanish.number}`);
    expect(es?.fields.cancel_url).toBe(`${SITE_URL}/es/quotes/${spanish.token}`);
    // Checkout in Latin American Spanish, as the site writes (issue 49), not Spain's.
    expect(es?.fields.locale).toBe('es-419');

    // Back from Checkout before the webhook: the page says the payment is being confirmed and offers no second payment.
    const back = await pageOf(`/quotes/${quote.token}?deposit=done`, STRIPE);
    expect(back.querySelector('[data-deposit] [role="status"]')?.text).toContain('We are confirming your payment');
    expect(back.querySelector('[data-deposit] form')).toBeNull();
  });

  it('sends the customer back to the page when there is nothing to pay, refuses other sites, and says when Stripe fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const open = await quoteFor({ accept: false });
    const accepted = await quoteFor();
    for (const [quote, vars] of [
      [open, STRIPE],
      [accepted, {}],
    ] as const) {
      const response = await postForm(`/quotes/${quote.token}/deposit`, {}, { vars });
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(`/quotes/${quote.token}`);
      expect(await sessionsFor(`${SITE_URL}/quotes/${quote.token}?deposit=done`)).toEqual([]);
    }
    expect(
      (await postForm(`/quotes/${accepted.token}/deposit`, {}, { vars: STRIPE, headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403);
    expect((await postForm(`/quotes/${'0'.repeat(32)}/deposit`, {}, { vars: STRIPE })).status).toBe(404);

    const refused = await postForm(
      `/es/quotes/${accepted.token}/deposit`,
      {},
      { vars: { ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_refused' } },
    );
    expect(refused.status).toBe(502);
    const page = parse(await refused.text());
    expect(page.querySelector('[data-deposit] [role="alert"]')?.text).toContain('No se pudo abrir la página de pago');
  });
});

describe('the Stripe webhook', () => {
  it('answers 404 while Stripe is not set up, 400 to a missing or bad signature, and changes nothing then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const payload = paidEvent(quote);
    expect((await deliver(payload, { vars: {} })).status).toBe(404);
    const forged = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('The signature does not match.');
    // A good signature of another body.
    const header = await new Stripe('sk_test_deposit').webhooks.generateTestHeaderStringAsync({
      payload: paidEvent(quote, 'evt_other'),
      secret: SECRET,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    expect((await deliver(payload, { signature: header })).status).toBe(400);
    expect((await deliver(payload, { signature: '' })).status).toBe(400);
    expect((await quoteByToken(env.DB, quote.token))?.deposit_paid_at).toBeNull();
    const tooLarge = await deliver(`{"pad":"${'x'.repeat(300 * 1024)}"}`);
    expect(tooLarge.status).toBe(413);
  });

  it('marks the deposit paid on the quote and in the lead history once, tells the contractor, and ignores a repeat', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const email = vi.spyOn(env.EMAIL, 'send');
    const payload = paidEvent(quote);
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, handled: true });
    const paid = await quoteByToken(env.DB, quote.token);
    expect(paid).toMatchObject({ deposit_paid_at: NOW.toISOString(), deposit_paid_cents: 130000, deposit_checkout: `cs_test_${quote.id}` });
    const note = `Deposit $1,300.00 paid (Stripe) for quote Q-${quote.number} v1`;
    expect((await historyOf(quote.lead_id)).filter((row) => row.note === note)).toHaveLength(1);
    expect(email).toHaveBeenCalledTimes(1);
    expect((email.mock.calls[0]![0] as EmailMessageBuilder).subject).toBe(`Deposit paid: Q-${quote.number}, $1,300.00 by Ana López`);
    const lead = await env.DB.prepare('SELECT status, won_cents FROM leads WHERE id = ?1').bind(quote.lead_id).first();
    expect(lead).toEqual({ status: 'won', won_cents: 520000 });

    // Stripe delivers the same event again, later: 200, and nothing changes.
    vi.setSystemTime(new Date(NOW.getTime() + 120_000));
    const history = await historyOf(quote.lead_id);
    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, handled: false });
    expect(await historyOf(quote.lead_id)).toEqual(history);
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({ deposit_paid_at: NOW.toISOString() });
    expect(email).toHaveBeenCalledTimes(1);
    // Another event for the same payment (delayed methods): the deposit is paid once.
    expect((await deliver(paidEvent(quote, undefined, 'checkout.session.async_payment_succeeded'))).status).toBe(200);
    expect(await historyOf(quote.lead_id)).toEqual(history);

    // The page says it is paid, in both editions, and offers no button.
    const page = await pageOf(`/quotes/${quote.token}`, STRIPE);
    expect(page.querySelector('[data-deposit="paid"]')?.text).toBe(
      'Deposit of $1,300.00 paid on November 27, 2026 at 11:30 AM (Central time). Thank you.',
    );
    expect(page.querySelector('form[action$="/deposit"]')).toBeNull();
    expect((await pageOf(`/es/quotes/${quote.token}`)).querySelector('[data-deposit="paid"]')?.text).toBe(
      'Anticipo de $1,300.00 pagado el 27 de noviembre de 2026 a las 11:30 a. m. (hora del centro). Gracias.',
    );
    // And the post sends the customer back to the page.
    expect((await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE })).headers.get('Location')).toBe(`/quotes/${quote.token}`);
  });

  it('answers 200 to the events it ignores and to an unpaid session, changing nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const ignored = await deliver(
      JSON.stringify({ id: 'evt_ignored', object: 'event', type: 'payment_intent.created', data: { object: {} } }),
    );
    expect(ignored.status).toBe(200);
    const unpaid = JSON.parse(paidEvent(quote));
    unpaid.data.object.payment_status = 'unpaid';
    expect((await deliver(JSON.stringify(unpaid))).status).toBe(200);
    const unknown = JSON.parse(paidEvent(quote));
    unknown.data.object.metadata.quote_id = '999999';
    expect((await deliver(JSON.stringify(unknown))).status).toBe(200);
    expect((await quoteByToken(env.DB, quote.token))?.deposit_paid_at).toBeNull();
    // A GET is not a webhook.
    expect((await requestWith(STRIPE, '/webhooks/stripe')).status).toBe(405);
  });
});
