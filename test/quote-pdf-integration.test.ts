import { env } from 'cloudflare:workers';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { postForm, requestWith } from './helpers';

/**
 * Written quotes (issue 38), slice D: the PDF at /quotes/<token>.pdf parsed
 * back with unpdf (PDF.js): letter size, the customer, every line, the total,
 * the notices, Spanish accents; once signed, the signature block and the
 * audit page, and the signed copy emailed to the customer.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const NOW = new Date('2026-11-25T18:00:00Z');

async function sentQuote(lang: 'en' | 'es') {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, 'José Muñoz', '+14095550123', ?4, 'Concrete Patios', '45 Calder Ave', 'Beaumont', 'A patio.', ?3, 'sent', ?1) RETURNING id`,
  )
    // An address of its own per quote: the customer emails are bounded per recipient (issue 35).
    .bind(NOW.toISOString(), crypto.randomUUID(), lang, `jose-${crypto.randomUUID()}@example.com`)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const lines = Array.from({ length: 24 }, (_, i) => ({
    description: i === 0 ? 'Patio de concreto estampado, diseño “pizarra” — 4 pulgadas 😀' : `Line ${i + 1}: forms, rebar and pour`,
    quantity: '12.5',
    unit: i % 2 ? 'cy' : 'sqft',
    price: '10.00',
  }));
  const parsed = parseQuoteForm({
    lines,
    taxLabel: 'Sales tax',
    tax: '12.34',
    depositKind: 'amount',
    deposit: '500',
    validDays: '30',
    terms: 'Balance when done.',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const quote = await createQuote(env.DB, lead, parsed.draft, NOW);
  await sendQuote(env, quote, lead, NOW);
  return { token: quote.token, email: lead.email };
}

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const first = await pdf.getPage(1);
  return { totalPages, pages: text as string[], size: first.view };
}

describe('the PDF', () => {
  it('is letter size, with the customer, every line, the totals and the notices, in the page language', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { token } = await sentQuote('es');
    const response = await requestWith({}, `/es/quotes/${token}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const { pages, totalPages, size } = await textOf(new Uint8Array(await response.arrayBuffer()));
    expect(size).toEqual([0, 0, 612, 792]);
    expect(totalPages).toBeGreaterThan(1);
    const all = pages.join('\n');
    for (const words of [
      'Golden Triangle Concrete',
      'Cotización Q-',
      'Preparada para: José Muñoz',
      'Dirección de la propiedad: 45 Calder Ave, Beaumont',
      // Wrapped in its cell; the emoji WinAnsi lacks is drawn as "?".
      'Patio de concreto estampado, diseño “pizarra” — 4\npulgadas ?',
      'Line 24: forms, rebar and pour',
      // 12.5 of a unit: plural, as Spanish writes every quantity but exactly 1 (src/quotes/units.ts).
      'yardas cúbicas',
      'pies cuadrados',
      '$125.00',
      'Subtotal',
      '$3,000.00',
      // The default tax label ("Sales tax", as the contractor's form stores it) in the quote's language.
      'Impuesto sobre las ventas',
      '$3,012.34',
      'Anticipo',
      '$500.00',
      'Válida hasta: 25 de diciembre de 2026',
      'Usted, el comprador, puede cancelar esta transacción',
      'AVISO DE CANCELACIÓN',
      'POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.',
      'Tex. Prop. Code §53.255(b).',
      'Tex. Prop. Code §41.007',
    ])
      expect(all).toContain(words);
    // Every one of the 24 lines is there, once.
    for (let i = 2; i <= 24; i++) expect(all.split(`Line ${i}: forms, rebar and pour`)).toHaveLength(2);
    expect(all).not.toContain('Registro de la firma');

    const english = await textOf(new Uint8Array(await (await requestWith({}, `/quotes/${token}.pdf`)).arrayBuffer()));
    expect(english.pages.join('\n')).toContain('NOTICE OF CANCELLATION');
    expect((await requestWith({}, `/quotes/${'0'.repeat(32)}.pdf`)).status).toBe(404);
  });

  it('once signed: the signature block, the audit page, and the signed copy emailed to the customer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { token, email } = await sentQuote('es');
    const customer = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    customer.mockClear(); // the quote's own email went out above
    expect((await postForm(`/es/quotes/${token}/accept`, { name: 'José Muñoz', consent: 'yes' })).status).toBe(303);
    const quote = (await quoteByToken(env.DB, token))!;

    expect(customer).toHaveBeenCalledTimes(1);
    const message = customer.mock.calls[0]![0] as EmailMessageBuilder & { attachments: EmailAttachment[] };
    expect(message.to).toBe(email);
    expect(message.subject).toBe(`Su cotización firmada Q-${quote.number} de Golden Triangle Concrete`);
    expect(message.text).toContain('Hola, José:');
    expect(message.attachments[0]).toMatchObject({ type: 'application/pdf', filename: `cotizacion-Q-${quote.number}-v1-firmada.pdf` });

    const { pages } = await textOf(message.attachments[0]!.content as Uint8Array);
    const all = pages.join('\n');
    expect(all).toContain('Aceptada por José Muñoz el 25 de noviembre de 2026 a las 12:00 p. m. (hora del centro).');
    expect(all).toContain('Fecha de la transacción: 25 de noviembre de 2026');
    expect(all).toContain('A MÁS TARDAR A LA MEDIANOCHE DEL 30 de noviembre de 2026.');
    const auditPage = pages.at(-1)!;
    for (const words of [
      'Registro de la firma',
      'José Muñoz',
      '2026-11-25T18:00:00.000Z',
      quote.content_hash,
      email,
      `Q-${quote.number}, Versión 1`,
    ])
      expect(auditPage).toContain(words);
  });
});
