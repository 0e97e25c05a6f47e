import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

/**
 * The quote-PDF Worker (workers/quote-pdf/, issue 40) as the site's Worker reaches it, through the service
 * binding QUOTE_PDF: a quote as JSON answers a PDF; anything else a clear refusal, never a 5xx. The PDF's
 * content is parsed back in test/quote-pdf-integration.test.ts. The same Worker makes the deposit's Stripe
 * calls (POST /checkout, POST /webhook-event); the deposit's whole path is in test/quote-deposit-integration.test.ts.
 */
describe('the quote-PDF Worker', () => {
  const quote = {
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
  };

  it('answers a PDF for a quote posted as JSON', async () => {
    const response = await env.QUOTE_PDF.fetch('https://quote-pdf.internal/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ quote, lang: 'es', period: null }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('refuses what is not a quote request: 400 for a bad body, 405 for another method', async () => {
    const post = (body: string) => env.QUOTE_PDF.fetch('https://quote-pdf.internal/', { method: 'POST', body });
    const notJson = await post('{');
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toContain('not JSON');
    const noLines = await post(JSON.stringify({ quote: { number: 7 }, lang: 'en', period: null }));
    expect(noLines.status).toBe(400);
    const badLang = await post(JSON.stringify({ quote, lang: 'fr', period: null }));
    expect(badLang.status).toBe(400);
    const get = await env.QUOTE_PDF.fetch('https://quote-pdf.internal/');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  describe('its Stripe endpoints', () => {
    const post = (path: string, body: string) => env.QUOTE_PDF.fetch(`https://quote-pdf.internal${path}`, { method: 'POST', body });
    const payload = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    /** Signed at 2026-11-27 17:30 UTC. */
    const SIGNED = 1_795_800_600;
    const NOW = SIGNED * 1000 + 60_000;
    const signed = (secret: string) =>
      new Stripe('sk_test_unused').webhooks.generateTestHeaderStringAsync({
        payload,
        secret,
        timestamp: SIGNED,
        cryptoProvider: Stripe.createSubtleCryptoProvider(),
      });
    const event = async (fields: { payload?: string; secret?: string; signedWith?: string; receivedAt?: number }) =>
      post(
        '/webhook-event',
        JSON.stringify({
          payload: fields.payload ?? payload,
          signature: await signed(fields.signedWith ?? 'whsec_a'),
          secret: fields.secret ?? 'whsec_a',
          receivedAt: fields.receivedAt ?? NOW,
        }),
      );

    it('answers a webhook event signed with the secret, and 400 "bad_signature" to one signed with another, changed, or too old', async () => {
      const good = await event({});
      expect(good.status).toBe(200);
      expect(await good.json()).toMatchObject({ id: 'evt_test_1', type: 'checkout.session.completed' });
      const forged = await event({ signedWith: 'whsec_b' });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ error: 'bad_signature' });
      expect((await event({ payload: payload.replace('evt_test_1', 'evt_test_2') })).status).toBe(400);
      // Stripe's tolerance: five minutes from the signature to its receipt.
      expect((await event({ receivedAt: SIGNED * 1000 + 299_000 })).status).toBe(200);
      expect((await event({ receivedAt: SIGNED * 1000 + 301_000 })).status).toBe(400);
    });

    it('refuses what is not their request: 400 for a bad body, 405 for another method, 404 for another path', async () => {
      for (const path of ['/checkout', '/webhook-event']) {
        const notJson = await post(path, '{');
        expect(notJson.status).toBe(400);
        expect(await notJson.text()).toContain('not JSON');
        expect((await post(path, JSON.stringify({ secretKey: '', payload: 1 }))).status).toBe(400);
        const get = await env.QUOTE_PDF.fetch(`https://quote-pdf.internal${path}`);
        expect(get.status).toBe(405);
        expect(get.headers.get('allow')).toBe('POST');
      }
      expect((await post('/checkout', JSON.stringify({ secretKey: 'sk_test_x', apiBase: 'not a url', params: {} }))).status).toBe(400);
      expect(
        (await post('/webhook-event', JSON.stringify({ payload: '{}', signature: 't=1,v1=00', secret: '', receivedAt: NOW }))).status,
      ).toBe(400);
      expect((await post('/webhook-event', JSON.stringify({ payload: '{}', signature: 't=1,v1=00', secret: 'whsec_a' }))).status).toBe(400);
      expect((await post('/refund', '{}')).status).toBe(404);
    });
  });
});
