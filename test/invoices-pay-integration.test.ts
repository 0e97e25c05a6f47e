import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordPayment, voidInvoice } from '../src/invoices/store';
import { localAdminAccess, requestWith, SITE_URL } from './helpers';
import {
  deliver,
  expired,
  invoiceEvent,
  invoiceOnPage,
  NOW,
  notesOf,
  paymentsOf,
  pageOf,
  payPost,
  sentInvoice,
  sessionsFor,
} from './invoices-pay-helpers';

/**
 * An invoice paid online (issue 47 item 3) through the Worker, `now` fixed at Monday 2026-11-02, 09:00 CST: the
 * "Pay $X online" button only with Stripe set up and something to pay; Checkout asked for with a card and a US bank
 * account, the balance in cents and the invoice's metadata, one session per invoice under two clicks at once; the
 * webhook (events signed with the SDK's test helper) for a card, a bank debit processing then succeeded or failed
 * (the balance back, the contractor told), a replay, an unknown invoice, and an amount the invoice can no longer take.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The receipts owed for `invoiceId`'s payments (invoice_messages). */
const receiptsOf = async (invoiceId: number) =>
  (
    await env.DB.prepare("SELECT kind FROM invoice_messages WHERE invoice_id = ?1 AND kind = 'payment_receipt'")
      .bind(invoiceId)
      .all<{ kind: string }>()
  ).results;

describe('the Pay button and the route', () => {
  it('offers "Pay $2,340.00 online" with the card-fee note in both editions, only with Stripe set up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const en = await invoiceOnPage(`/quotes/${quote.token}`, invoice.number);
    expect(en.button).toBe('Pay $2,340.00 online');
    expect(en.action).toBe(`/quotes/${quote.token}/invoices/INV-${invoice.number}/pay`);
    expect(en.text).toContain(
      'We add no fee for paying by card (Texas Business & Commerce Code, ch. 604A); a bank transfer costs us less, if it suits you.',
    );
    const es = await invoiceOnPage(`/es/quotes/${quote.token}`, invoice.number);
    expect(es.button).toBe('Pagar $2,340.00 en línea');
    expect(es.action).toBe(`/es/quotes/${quote.token}/invoices/INV-${invoice.number}/pay`);
    expect(es.text).toContain('No cobramos ningún recargo por pagar con tarjeta (Código de Negocios y Comercio de Texas, cap. 604A)');
    // Without Stripe: no button, the page says how to pay by hand, and the route is not there.
    const offline = await invoiceOnPage(`/quotes/${quote.token}`, invoice.number, {});
    expect(offline.button).toBeNull();
    expect(offline.text).toContain('Pay by a check, cash or a bank transfer');
    expect((await payPost(quote, invoice, { vars: {} })).status).toBe(404);
  });

  it('refuses a void invoice, one paid in full (409, why), a wrong token or another quote’s invoice (404); no button then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const other = await sentInvoice();
    expect((await payPost({ ...quote, token: 'f'.repeat(32) }, invoice)).status).toBe(404);
    expect((await payPost(quote, other.invoice)).status).toBe(404);
    // Paid in full by hand: no button, and the post says so.
    await recordPayment(env.DB, invoice.id, { cents: invoice.total_cents, paidOn: '2026-11-02', method: 'check', note: null }, NOW);
    expect((await invoiceOnPage(`/quotes/${quote.token}`, invoice.number)).button).toBeNull();
    const paid = await payPost(quote, invoice);
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain('It is paid in full: nothing is owed on it.');
    // Void: the same, in Spanish.
    expect(await voidInvoice(env.DB, other.invoice.id, NOW)).toBe(true);
    const refused = await payPost(other.quote, other.invoice, { lang: 'es' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Fue anulada: no se debe nada.');
    expect(await sessionsFor(`${SITE_URL}/quotes/${quote.token}?paid=INV-${invoice.number}#invoice-${invoice.number}`)).toEqual([]);
  });
});

describe('Checkout for an invoice', () => {
  it('asks for a card and a US bank account, the balance in cents, the invoice metadata, back to the page in Spanish', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice('es');
    // $340.00 paid by hand already: the balance is $2,000.00.
    await recordPayment(env.DB, invoice.id, { cents: 34_000, paidOn: '2026-11-02', method: 'cash', note: null }, NOW);
    const response = await payPost(quote, invoice);
    expect(response.status).toBe(303);
    const page = `${SITE_URL}/es/quotes/${quote.token}`;
    const [asked, ...more] = await sessionsFor(`${page}?paid=INV-${invoice.number}#invoice-${invoice.number}`);
    expect(more).toEqual([]);
    expect(response.headers.get('Location')).toBe(`https://checkout.stripe.com/c/pay/${asked!.id}`);
    expect(asked!.fields).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      'line_items[0][price_data][unit_amount]': '200000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': `INV-${invoice.number} — Al terminar el trabajo: 45% de la cotización Q-${quote.number} ($5,200.00)`,
      'metadata[invoice_id]': String(invoice.id),
      'metadata[invoice_number]': `INV-${invoice.number}`,
      'metadata[balance_cents]': '200000',
      client_reference_id: `invoice-${invoice.id}`,
      cancel_url: `${page}#invoice-${invoice.number}`,
      locale: 'es-419',
      customer_email: quote.sent_to!,
      expires_at: String(NOW.getTime() / 1000 + 3600),
    });
    expect(
      await env.DB.prepare('SELECT checkout_session, checkout_expires_at FROM invoices WHERE id = ?1').bind(invoice.id).first(),
    ).toEqual({
      checkout_session: asked!.id,
      checkout_expires_at: '2026-11-02T16:00:00.000Z',
    });
    // A second click while it is open: the same page, no new session.
    expect((await payPost(quote, invoice)).headers.get('Location')).toBe(response.headers.get('Location'));
    expect(await sessionsFor(`${page}?paid=INV-${invoice.number}#invoice-${invoice.number}`)).toHaveLength(1);
    // A minute later $100.00 more is paid by hand: the open session asks too much, so the next click replaces it.
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    await recordPayment(env.DB, invoice.id, { cents: 10_000, paidOn: '2026-11-02', method: 'cash', note: null }, new Date());
    const replaced = await payPost(quote, invoice);
    const sessions = await sessionsFor(`${page}?paid=INV-${invoice.number}#invoice-${invoice.number}`);
    expect(sessions.map((session) => session.fields['line_items[0][price_data][unit_amount]'])).toEqual(['200000', '190000']);
    expect(replaced.headers.get('Location')).toBe(`https://checkout.stripe.com/c/pay/${sessions[1]!.id}`);
    expect(await expired(asked!.id)).toBe(true);
  });

  it('makes one session per invoice when two clicks come at once: both go to the same page, the other session expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const [one, two] = await Promise.all([payPost(quote, invoice), payPost(quote, invoice)]);
    expect([one!.status, two!.status]).toEqual([303, 303]);
    expect(one!.headers.get('Location')).toBe(two!.headers.get('Location'));
    const asked = await sessionsFor(`${SITE_URL}/quotes/${quote.token}?paid=INV-${invoice.number}#invoice-${invoice.number}`);
    expect(asked).toHaveLength(2);
    const kept = (await env.DB.prepare('SELECT checkout_session FROM invoices WHERE id = ?1')
      .bind(invoice.id)
      .first<{ checkout_session: string }>())!.checkout_session;
    expect(one!.headers.get('Location')).toBe(`https://checkout.stripe.com/c/pay/${kept}`);
    const loser = asked.find((session) => session.id !== kept)!;
    expect([await expired(kept), await expired(loser.id)]).toEqual([false, true]);
  });
});

describe('the webhook for an invoice', () => {
  it('records a card payment once, and the page says Paid; a replay or a later event changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const payload = invoiceEvent(invoice);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, handled: true } });
    const stored = [
      {
        cents: 234_000,
        paid_on: '2026-11-02',
        method: 'card',
        source: 'stripe',
        stripe_session: `cs_test_inv_${invoice.id}`,
        processing: 0,
        failed_at: null,
        fee_cents: null,
      },
    ];
    expect(await paymentsOf(invoice.id)).toEqual(stored);
    expect(await notesOf(quote.lead_id)).toContain(`Payment of $2,340.00 for INV-${invoice.number} received (Stripe, card)`);
    // The receipt the homeowner is owed (src/invoices/messages.ts), recorded once.
    expect(await receiptsOf(invoice.id)).toEqual([{ kind: 'payment_receipt' }]);
    const back = await invoiceOnPage(`/es/quotes/${quote.token}?paid=INV-${invoice.number}`, invoice.number);
    expect(back).toMatchObject({ state: 'Pagada', status: 'Gracias: recibimos su pago con tarjeta.', button: null });

    const notes = await notesOf(quote.lead_id);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, handled: false } });
    expect(await deliver(invoiceEvent(invoice, { type: 'checkout.session.async_payment_succeeded' }))).toEqual({
      status: 200,
      body: { received: true, handled: false },
    });
    expect(await paymentsOf(invoice.id)).toEqual(stored);
    expect(await notesOf(quote.lead_id)).toEqual(notes);
    expect(await receiptsOf(invoice.id)).toEqual([{ kind: 'payment_receipt' }]);
  });

  it('holds the balance while a bank transfer is processing (not collected), then records it paid when it succeeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const session = `cs_test_ach_${invoice.id}`;
    expect((await deliver(invoiceEvent(invoice, { status: 'unpaid', session }))).status).toBe(200);
    expect(await paymentsOf(invoice.id)).toMatchObject([{ cents: 234_000, method: 'transfer', processing: 1, failed_at: null }]);
    const processing = await invoiceOnPage(`/quotes/${quote.token}?paid=INV-${invoice.number}`, invoice.number);
    expect(processing).toMatchObject({
      state: 'Processing',
      lines: ['Bank transfer of $2,340.00 processing since November 2, 2026'],
      status: 'Thank you: your bank transfer is processing; it takes up to 4 business days.',
      button: null,
    });
    const again = await payPost(quote, invoice);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('A bank transfer for it is processing.');
    // The lead's page tells the contractor it is a Stripe bank transfer still processing.
    const admin = await localAdminAccess('invoices-pay');
    const lead = await (await requestWith(admin.vars, `/admin/leads/${quote.lead_id}`, { headers: admin.owner })).text();
    expect(parse(lead).querySelector(`#invoice-${invoice.id} ul li`)?.text).toBe(
      '$2,340.00 on 2026-11-02 by bank transfer (Stripe, processing)',
    );

    vi.setSystemTime(new Date('2026-11-05T16:00:00Z'));
    expect(await deliver(invoiceEvent(invoice, { type: 'checkout.session.async_payment_succeeded', session }))).toEqual({
      status: 200,
      body: { received: true, handled: true },
    });
    expect(await paymentsOf(invoice.id)).toMatchObject([{ cents: 234_000, method: 'transfer', processing: 0, paid_on: '2026-11-05' }]);
    expect(await receiptsOf(invoice.id)).toEqual([{ kind: 'payment_receipt' }]);
    expect(await invoiceOnPage(`/quotes/${quote.token}`, invoice.number)).toMatchObject({ state: 'Paid', lines: [], button: null });
    expect(await notesOf(quote.lead_id)).toEqual(
      expect.arrayContaining([
        `Bank transfer of $2,340.00 for INV-${invoice.number} processing (Stripe)`,
        `Bank transfer of $2,340.00 for INV-${invoice.number} received (Stripe)`,
      ]),
    );
  });

  it('puts the balance back when a bank transfer fails, tells the contractor by email, and offers Pay again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const email = vi.spyOn(env.EMAIL, 'send');
    const session = `cs_test_fail_${invoice.id}`;
    await deliver(invoiceEvent(invoice, { status: 'unpaid', session }));
    vi.setSystemTime(new Date('2026-11-06T16:00:00Z'));
    expect(await deliver(invoiceEvent(invoice, { type: 'checkout.session.async_payment_failed', status: 'unpaid', session }))).toEqual({
      status: 200,
      body: { received: true, handled: true },
    });
    expect(await paymentsOf(invoice.id)).toMatchObject([{ processing: 0, failed_at: '2026-11-06T16:00:00.000Z' }]);
    const line = `Bank payment of $2,340.00 for INV-${invoice.number} (Ana Ruiz) failed; the balance is owed again`;
    expect(email).toHaveBeenCalledTimes(1);
    expect((email.mock.calls[0]![0] as EmailMessageBuilder).subject).toBe(line);
    expect(await notesOf(quote.lead_id)).toContain(line);
    expect(await invoiceOnPage(`/quotes/${quote.token}`, invoice.number)).toMatchObject({
      state: 'Due',
      lines: ['Bank transfer of $2,340.00 of November 2, 2026 failed: the balance is owed again'],
      button: 'Pay $2,340.00 online',
    });
  });

  it('answers 200 to an unknown invoice and changes nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { invoice } = await sentInvoice();
    const unknown = { invoice_id: '99999999', invoice_number: 'INV-99999999', balance_cents: '100' };
    expect(await deliver(invoiceEvent(invoice, { metadata: unknown }))).toEqual({ status: 200, body: { received: true, handled: false } });
    // The number of one invoice with the id of another: not trusted either.
    const mixed = { invoice_id: String(invoice.id + 1), invoice_number: `INV-${invoice.number}`, balance_cents: '100' };
    expect((await deliver(invoiceEvent(invoice, { metadata: mixed }))).status).toBe(200);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('records apart, for a refund, a card payment over the balance left after a hand payment, and tells the contractor', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { quote, invoice } = await sentInvoice();
    const email = vi.spyOn(env.EMAIL, 'send');
    await recordPayment(env.DB, invoice.id, { cents: 100_000, paidOn: '2026-11-02', method: 'check', note: null }, NOW);
    const session = `cs_test_over_${invoice.id}`;
    expect(await deliver(invoiceEvent(invoice, { session }))).toEqual({ status: 200, body: { received: true, handled: true } });
    expect(await paymentsOf(invoice.id)).toMatchObject([{ cents: 100_000, method: 'check', source: 'hand' }]);
    expect(await env.DB.prepare('SELECT quote_id, cents, flag FROM quote_payments WHERE session = ?1').bind(session).first()).toEqual({
      quote_id: quote.id,
      cents: 234_000,
      flag: 'mismatch',
    });
    const line = `Payment of $2,340.00 (Stripe) for INV-${invoice.number} needs a refund: it is more than the balance owed when it arrived ($1,340.00): paid meanwhile another way`;
    expect((email.mock.calls[0]![0] as EmailMessageBuilder).subject).toBe(line);
    expect(await notesOf(quote.lead_id)).toContain(line);
    expect((await pageOf(`/quotes/${quote.token}`)).querySelector(`#invoice-${invoice.number} h3 span:last-child`)?.text).toBe(
      'Partly paid',
    );
  });
});
