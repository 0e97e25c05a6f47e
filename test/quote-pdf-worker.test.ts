import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * The quote-PDF Worker (workers/quote-pdf/, issue 40) as the site's Worker reaches it, through the service
 * binding QUOTE_PDF: a quote as JSON answers a PDF; anything else a clear refusal, never a 5xx. The PDF's
 * content is parsed back in test/quote-pdf-integration.test.ts.
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
});
