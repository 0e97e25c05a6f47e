import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import type { UnixSeconds } from '../src/quotes/pdf-stripe-types';
import type { Quote } from '../src/quotes/store';

/**
 * The side Worker (workers/pdf-stripe/, issue 40; an RPC entrypoint since issue 45 item 3) as the site's Worker
 * reaches it: the methods of its class `PdfStripe` through the service binding PDF_STRIPE, typed end to end. The
 * PDF's content is parsed back in test/quote-pdf-integration.test.ts; the deposit's whole path is in
 * test/quote-deposit-integration.test.ts, the signature's age through the site's own route in
 * test/quote-rules-integration.test.ts.
 */
describe('the side Worker PdfStripe', () => {
  const quote: Quote = {
    id: 1,
    number: 7,
    version: 1,
    lead_id: 1,
    token: '0123456789abcdef0123456789abcdef',
    customer: 'Ana Pérez',
    address: '12 Pine St, Beaumont, TX',
    lang: 'es',
    lines: [{ description: 'Entrada de concreto', quantityHundredths: 100, unit: 'sqft', unitCents: 1_000 }],
    subtotal_cents: 1_000,
    tax_label: null,
    tax_cents: 0,
    total_cents: 1_000,
    deposit_percent: null,
    deposit_cents: 0,
    valid_until: '2026-12-25',
    terms: '',
    content_hash: 'abc',
    created_at: '2026-11-25T18:00:00.000Z',
    state: 'sent',
    sent_at: null,
    sent_to: null,
    replaced_by: null,
    accepted_name: null,
    accepted_at: null,
    declined_at: null,
    decline_reason: null,
    cancelled_at: null,
    deposit_paid_at: null,
    deposit_paid_cents: null,
    deposit_checkout: null,
    viewed_at: null,
    signed_consent: null,
    signed_notices_hash: null,
    checkout_session: null,
    checkout_url: null,
    checkout_expires_at: null,
    reminders_sent: 0,
    last_reminded_at: null,
    reminders_stopped: 0,
  };

  it('answers the PDF of a quote by its method quotePdf', async () => {
    const bytes = await env.PDF_STRIPE.quotePdf({ quote, lang: 'es', period: null });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('has no HTTP surface: its fetch answers 404 to any method and path', async () => {
    for (const [path, method] of [
      ['/', 'POST'],
      ['/', 'GET'],
      ['/checkout', 'POST'],
      ['/webhook-event', 'POST'],
    ] as const) {
      const response = await env.PDF_STRIPE.fetch(`https://pdf-stripe.internal${path}`, { method, body: method === 'POST' ? '{}' : null });
      expect(response.status).toBe(404);
    }
  });

  describe('its Stripe methods', () => {
    const payload = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    /** Signed at 2026-11-27 17:30 UTC, in seconds since the epoch. */
    const SIGNED = 1_795_800_600;
    const signed = (secret: string, body = payload) =>
      new Stripe('sk_test_unused').webhooks.generateTestHeaderStringAsync({
        payload: body,
        secret,
        timestamp: SIGNED,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
    const verify = async (fields: { payload?: string; secret?: string; signedWith?: string; receivedAtSeconds?: number }) =>
      env.PDF_STRIPE.verifyWebhook(
        fields.payload ?? payload,
        await signed(fields.signedWith ?? 'whsec_a', fields.payload ?? payload),
        fields.secret ?? 'whsec_a',
        (fields.receivedAtSeconds ?? SIGNED + 60) as UnixSeconds,
      );

    it('verifies a webhook signed with the secret; says bad_signature to one signed with another or changed', async () => {
      const good = await verify({});
      expect(good).toEqual({ ok: true, event: { id: 'evt_test_1', type: 'checkout.session.completed', session: null } });
      // A Checkout Session's event: the session's facts the site reads, nothing else.
      const session = {
        id: 'cs_test_9',
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 130000,
        currency: 'usd',
        metadata: { quote_id: '4' },
        customer_email: 'ana@example.com',
      };
      const paid = JSON.stringify({ id: 'evt_test_3', object: 'event', type: 'checkout.session.completed', data: { object: session } });
      expect(await verify({ payload: paid })).toEqual({
        ok: true,
        event: {
          id: 'evt_test_3',
          type: 'checkout.session.completed',
          session: { id: 'cs_test_9', payment_status: 'paid', amount_total: 130000, currency: 'usd', metadata: { quote_id: '4' } },
        },
      });
      expect(await verify({ signedWith: 'whsec_b' })).toEqual({ ok: false, reason: 'bad_signature' });
      const changed = payload.replace('evt_test_1', 'evt_test_2');
      expect(await env.PDF_STRIPE.verifyWebhook(changed, await signed('whsec_a'), 'whsec_a', (SIGNED + 60) as UnixSeconds)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
      expect(await env.PDF_STRIPE.verifyWebhook(payload, 't=1,v1=00', 'whsec_a', (SIGNED + 60) as UnixSeconds)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
      expect(await verify({ payload: 'not json' })).toEqual({ ok: false, reason: 'not_json' });
    });

    it('counts the signature’s age in seconds: 299 s old is taken, 301 s old is too_old, milliseconds are too_old', async () => {
      expect((await verify({ receivedAtSeconds: SIGNED + 299 })).ok).toBe(true);
      expect(await verify({ receivedAtSeconds: SIGNED + 301 })).toEqual({ ok: false, reason: 'too_old' });
      // The instant in milliseconds where seconds are meant (it type-checks only through the cast).
      expect(await verify({ receivedAtSeconds: (SIGNED + 60) * 1000 })).toEqual({ ok: false, reason: 'too_old' });
    });

    it('opens and expires a Checkout Session, and says why not when Stripe refuses', async () => {
      const access = { secretKey: 'sk_test_side', apiBase: inject('stripeService') };
      const opened = await env.PDF_STRIPE.openCheckout(access, {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Deposit' } } }],
        success_url: 'https://goldentriangleconcrete.example/quotes/x',
      });
      expect(opened).toMatchObject({ ok: true, id: expect.stringMatching(/^cs_/), url: expect.stringMatching(/^https:\/\//) });
      if (!opened.ok) return;
      expect(await env.PDF_STRIPE.expireCheckout(access, opened.id)).toEqual({ ok: true });
      expect(await env.PDF_STRIPE.expireCheckout(access, opened.id)).toMatchObject({ ok: false, reason: 'not_open' });
      const refused = await env.PDF_STRIPE.openCheckout({ ...access, secretKey: 'sk_test_refused' }, { mode: 'payment' });
      expect(refused).toMatchObject({ ok: false, reason: 'refused' });
      // Nothing listens on port 9: Stripe cannot be reached.
      const unreachable = await env.PDF_STRIPE.openCheckout({ ...access, apiBase: 'http://127.0.0.1:9' }, { mode: 'payment' });
      expect(unreachable).toMatchObject({ ok: false, reason: 'failed' });
    });
  });
});
