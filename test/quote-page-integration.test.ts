import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { cancelDeadlineDay, cancellationPeriod, isBusinessDay } from '../src/quotes/cooling-off';
import { contentHash, parseQuoteForm, type QuoteFormValues } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { postForm, requestWith } from './helpers';

/**
 * Written quotes (issue 38), slice B: the customer's page in both editions,
 * accept and sign once (what is recorded, the lead won, the contractor told),
 * decline (the lead lost with the reason), expiry, a replaced version, and
 * the refusals (422 beside the field, 403 from another site, 404 for a wrong
 * token, 429 past the client's bound).
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** 2026-11-27 11:30 in Beaumont (CST, UTC-6). */
const NOW = new Date('2026-11-27T17:30:00Z');

/** Stores a lead and sends it a quote written at NOW (the admin form's own path: parse, store, send); returns the lead id and the token. */
async function sentQuote(
  lines: [string, string, string, string][] = [['Driveway, 4 in. reinforced', '650', 'sqft', '8']],
  extra: Partial<QuoteFormValues> = {},
) {
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, 'María Pérez', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', 'es', 'sent', ?1) RETURNING id`,
  )
    // An address of its own per quote: the customer emails are bounded per recipient (issue 35).
    .bind(NOW.toISOString(), crypto.randomUUID(), `maria-${crypto.randomUUID()}@example.com`)
    .first<{ id: number }>();
  const stored = (await getLead(env.DB, lead!.id))!;
  const parsed = parseQuoteForm({
    lines: lines.map(([description, quantity, unit, price]) => ({ description, quantity, unit, price })),
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Saldo al terminar.',
    ...extra,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const quote = await createQuote(env.DB, stored, parsed.draft, NOW);
  expect(await sendQuote(env, quote, stored, NOW)).toBeNull();
  return { leadId: lead!.id, token: quote.token, lead: stored, email: stored.email };
}

const page = async (path: string) => {
  const response = await requestWith({}, path);
  return { response, html: parse(await response.text()) };
};

describe("the customer's page", () => {
  it('shows the business, the customer, the address, the lines, the totals, the deposit, the validity and the terms, never stored or indexed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { token } = await sentQuote([
      ['Driveway, 4 in. reinforced', '650', 'sqft', '8'],
      ['Haul-off of the old slab', '1', 'lump', '400'],
    ]);
    const { response, html } = await page(`/quotes/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    const main = html.querySelector('main')!.text;
    for (const words of [
      'Golden Triangle Concrete',
      'María Pérez',
      '1200 Boston Ave, Beaumont',
      'Driveway, 4 in. reinforced',
      '650 sq ft × $8.00',
      '$5,200.00',
      'Haul-off of the old slab',
      '$5,600.00',
      'Deposit: $1,400.00 (25% of the total)',
      'Valid until: December 27, 2026',
      'Saldo al terminar.',
      'Before you sign electronically',
      'a paper copy',
      'withdraw it at any time',
      'a program that opens PDF files',
      '15 U.S.C. §7001(c)',
    ])
      expect(main).toContain(words);
    expect(html.querySelector('h1')?.text).toMatch(/^Quote Q-\d+$/);
    expect(html.querySelector(`form[action="/quotes/${token}/accept"]`)).not.toBeNull();

    const spanish = await page(`/es/quotes/${token}`);
    expect(spanish.response.status).toBe(200);
    expect(spanish.html.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(spanish.html.querySelector('h1')?.text).toMatch(/^Cotización Q-\d+$/);
    const spanishMain = spanish.html.querySelector('main')!.text;
    for (const words of [
      'Válida hasta: 27 de diciembre de 2026',
      'Anticipo: $1,400.00 (25% del total)',
      'Antes de firmar electrónicamente',
      '650 pies cuadrados × $8.00',
    ])
      expect(spanishMain).toContain(words);
    expect(spanish.html.querySelector(`form[action="/es/quotes/${token}/accept"] button`)?.text).toBe('Firmar y aceptar la cotización');

    const sitemap = await (await requestWith({}, '/sitemap.xml')).text();
    expect(sitemap).not.toContain('/quotes/');
  });

  it('answers 404 for a token no quote has', async () => {
    expect((await page(`/quotes/${'0'.repeat(32)}`)).response.status).toBe(404);
    expect((await page('/quotes/not-a-token')).response.status).toBe(404);
    expect((await postForm(`/quotes/${'0'.repeat(32)}/accept`, { name: 'A B', consent: 'yes' })).status).toBe(404);
  });
});

describe('accept and sign', () => {
  it('refuses without a name or the consent: 422, the values kept, each message beside its field', async () => {
    const { token } = await sentQuote();
    const response = await postForm(`/es/quotes/${token}/accept`, { name: '  ', consent: '' });
    expect(response.status).toBe(422);
    const html = parse(await response.text());
    expect(html.querySelector('#quote-name-error')?.text).toBe('Escriba su nombre completo para firmar.');
    expect(html.querySelector('#quote-consent-error')?.text).toBe(
      'Marque la casilla para confirmar que está de acuerdo en firmar electrónicamente.',
    );
    expect(html.querySelector('input[name="consent"]')?.getAttribute('aria-describedby')).toBe('esign-line quote-consent-error');
    const kept = parse(await (await postForm(`/quotes/${token}/accept`, { name: 'María Pérez' })).text());
    expect(kept.querySelector('input[name="name"]')?.getAttribute('value')).toBe('María Pérez');
    expect((await quoteByToken(env.DB, token))?.state).toBe('sent');
  });

  it('records the name, the time, the version, the hash and the address it was sent to, once; the lead is won; the contractor is told', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { leadId, token, email: address } = await sentQuote();
    const email = vi.spyOn(env.EMAIL, 'send');
    const client = '203.0.113.77';
    const accepted = await postForm(`/es/quotes/${token}/accept`, { name: 'María Pérez', consent: 'yes' }, { client });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe(`/es/quotes/${token}`);

    const quote = (await quoteByToken(env.DB, token))!;
    expect(quote).toMatchObject({
      state: 'accepted',
      accepted_name: 'María Pérez',
      accepted_at: NOW.toISOString(),
      version: 1,
      sent_to: address,
    });
    // The hash recorded is the SHA-256 of the content the customer read.
    expect(quote.content_hash).toBe(
      await contentHash({
        number: quote.number,
        version: 1,
        leadId,
        customer: 'María Pérez',
        address: '1200 Boston Ave, Beaumont',
        lang: 'es',
        lines: quote.lines,
        tax: null,
        subtotalCents: 520000,
        totalCents: 520000,
        depositCents: 130000,
        validUntil: '2026-12-27',
        terms: 'Saldo al terminar.',
        // The payment schedule is part of what the signature covers (issue 47): the default, 25 % / the rest / 10 %.
        schedule: [
          { milestone: 'acceptance', share: { kind: 'percent', percent: 25 }, cents: 130000 },
          { milestone: 'completion', share: { kind: 'rest' }, cents: 338000 },
          { milestone: 'retainage', share: { kind: 'percent', percent: 10 }, cents: 52000, afterDays: 30 },
        ],
      }),
    );
    // No IP address anywhere in the row.
    expect(JSON.stringify(quote)).not.toContain(client);

    const html = parse(await (await requestWith({}, `/es/quotes/${token}`)).text());
    expect(html.querySelector('[role="status"]')?.text).toBe(
      'Aceptada por María Pérez el 27 de noviembre de 2026 a las 11:30 a. m. (hora del centro).',
    );
    expect(html.querySelector('form[action$="/accept"]')).toBeNull();
    const english = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    expect(english.querySelector('[role="status"]')?.text).toBe('Accepted by María Pérez on November 27, 2026 at 11:30 AM (Central time).');

    const lead = await env.DB.prepare('SELECT status, won_cents FROM leads WHERE id = ?1').bind(leadId).first();
    expect(lead).toEqual({ status: 'won', won_cents: 520000 });
    expect(email).toHaveBeenCalledTimes(1);
    const notice = email.mock.calls[0]![0] as EmailMessageBuilder;
    expect(notice.subject).toBe(`Quote Q-${quote.number} accepted by María Pérez: $5,200.00`);

    // A second accept, even with another name, changes nothing.
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    expect((await postForm(`/quotes/${token}/accept`, { name: 'Someone Else', consent: 'yes' })).status).toBe(303);
    expect(await quoteByToken(env.DB, token)).toMatchObject({ accepted_name: 'María Pérez', accepted_at: NOW.toISOString() });
    expect(email).toHaveBeenCalledTimes(1);
    const history = await env.DB.prepare('SELECT status, amount_cents, note FROM lead_history WHERE lead_id = ?1 ORDER BY id')
      .bind(leadId)
      .all();
    expect(history.results.slice(1)).toEqual([
      { status: 'won', amount_cents: 520000, note: `Quote Q-${quote.number} v1 accepted by María Pérez` },
    ]);
  });

  it('refuses a post from another site (403) and past the client bound (429)', async () => {
    const { token } = await sentQuote();
    const foreign = await postForm(
      `/quotes/${token}/accept`,
      { name: 'María Pérez', consent: 'yes' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const limited = await postForm(
      `/quotes/${token}/accept`,
      { name: 'María Pérez', consent: 'yes' },
      { vars: { QUOTE_LIMITER: { limit: async () => ({ success: false }) } as RateLimit } },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(await limited.text()).toBe('Too many tries from your connection. Wait a minute and try again.');
    expect((await quoteByToken(env.DB, token))?.state).toBe('sent');
  });
});

describe('decline, expiry and a newer version', () => {
  it('declines with a reason: the lead is lost with it', async () => {
    const { leadId, token } = await sentQuote();
    const response = await postForm(`/quotes/${token}/decline`, { reason: 'price', details: 'Too much for us this year.' });
    expect(response.status).toBe(303);
    expect((await quoteByToken(env.DB, token))?.state).toBe('declined');
    const lead = await env.DB.prepare('SELECT status, lost_reason FROM leads WHERE id = ?1').bind(leadId).first();
    expect(lead).toEqual({ status: 'lost', lost_reason: 'price' });
    const note = await env.DB.prepare("SELECT note FROM lead_history WHERE lead_id = ?1 AND status = 'lost'").bind(leadId).first('note');
    expect(note).toMatch(/^Quote Q-\d+ v1 declined by the customer: Too much for us this year\.$/);
    const html = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    expect(html.querySelector('[role="status"]')?.text).toBe('You declined this quote. Thank you for letting us know.');
    // Accepting after declining changes nothing.
    await postForm(`/quotes/${token}/accept`, { name: 'María Pérez', consent: 'yes' });
    expect((await quoteByToken(env.DB, token))?.state).toBe('declined');
  });

  it('says when it has expired, with the phone, and takes no answer then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { token } = await sentQuote();
    // Valid until December 27 (Central): still open that evening, expired on the 28th.
    vi.setSystemTime(new Date('2026-12-28T05:30:00Z'));
    expect(parse(await (await requestWith({}, `/quotes/${token}`)).text()).querySelector('form[action$="/accept"]')).not.toBeNull();
    vi.setSystemTime(new Date('2026-12-28T06:30:00Z'));
    const html = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    expect(html.querySelector('[role="status"]')?.text).toBe('This quote has expired. For a current price, call us at (409) 555-0100');
    expect(html.querySelector('[role="status"] a')?.getAttribute('href')).toBe('tel:+14095550100');
    expect(html.querySelector('form[action$="/accept"]')).toBeNull();
    await postForm(`/quotes/${token}/accept`, { name: 'María Pérez', consent: 'yes' });
    expect((await quoteByToken(env.DB, token))?.state).toBe('sent');
  });

  it('a replaced version says so and links to the newer one', async () => {
    const first = await sentQuote();
    const second = parseQuoteForm({
      lines: [{ description: 'Driveway', quantity: '650', unit: 'sqft', price: '7.50' }],
      taxLabel: '',
      tax: '',
      depositKind: 'none',
      deposit: '',
      validDays: '30',
      terms: '',
    });
    if (!second.ok) throw new Error('refused');
    await sendQuote(env, await createQuote(env.DB, first.lead, second.draft, NOW), first.lead, NOW);
    const newer = await env.DB.prepare('SELECT token FROM quotes WHERE lead_id = ?1 AND version = 2')
      .bind(first.leadId)
      .first<{ token: string }>();
    const html = parse(await (await requestWith({}, `/es/quotes/${first.token}`)).text());
    expect(html.querySelector('[role="status"]')?.text).toContain('Esta cotización fue reemplazada por una versión más reciente.');
    expect(html.querySelector('[role="status"] a')?.getAttribute('href')).toBe(`/es/quotes/${newer!.token}`);
    expect(html.querySelector('form[action$="/accept"]')).toBeNull();
    await postForm(`/quotes/${first.token}/accept`, { name: 'María Pérez', consent: 'yes' });
    expect((await quoteByToken(env.DB, first.token))?.state).toBe('sent');
  });
});

describe('the notices and the three business days to cancel', () => {
  it('counts business days as 16 CFR 429.0 does: no Sundays, no federal holidays', () => {
    // Wednesday before Thanksgiving: Thursday 26 is a federal holiday, Sunday 29 is no business day.
    expect(cancelDeadlineDay('2026-11-25')).toBe('2026-11-30');
    expect(isBusinessDay('2026-11-26')).toBe(false);
    expect(isBusinessDay('2026-11-28')).toBe(true); // a Saturday is a business day
    expect(isBusinessDay('2026-11-29')).toBe(false);
    // Friday July 3: Independence Day on Saturday the 4th, then Sunday.
    expect(cancelDeadlineDay('2026-07-03')).toBe('2026-07-08');
    expect(cancelDeadlineDay('2026-12-07')).toBe('2026-12-10');
    // Open until midnight ending the last day, Central time (CST, UTC-6).
    expect(cancellationPeriod('2026-11-25T18:00:00Z', new Date('2026-12-01T05:59:59Z'))).toEqual({
      transactionDay: '2026-11-25',
      deadlineDay: '2026-11-30',
      open: true,
    });
    expect(cancellationPeriod('2026-11-25T18:00:00Z', new Date('2026-12-01T06:00:00Z')).open).toBe(false);
    // Accepted late on the 25th in Beaumont is still the 25th there, though the 26th in UTC.
    expect(cancellationPeriod('2026-11-26T05:30:00Z', new Date('2026-11-26T06:00:00Z')).transactionDay).toBe('2026-11-25');
  });

  it("shows the notices before acceptance, in the quote language, without the lawyer's draft marking (issue 44)", async () => {
    const { token } = await sentQuote();
    const english = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    const notices = english.querySelector('section[aria-labelledby="notices-heading"]')!;
    expect(notices.text).not.toContain('Draft notices');
    expect(notices.querySelector('[data-notice="cooling-off"]')?.text).toBe(
      'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the date of this transaction. See the notice of cancellation form in this quote for an explanation of this right.',
    );
    const form = notices.querySelector('[data-notice="cancellation"]')!.text;
    expect(form).toContain('Date of transaction: the day you accept this quote.');
    expect(form).toContain(
      'You may CANCEL this transaction, without any penalty or obligation, within THREE BUSINESS DAYS from the above date.',
    );
    expect(form).toContain(
      'to Golden Triangle Concrete, at 123 Main St, Beaumont, TX 77701, NOT LATER THAN MIDNIGHT OF the third business day after the day you accept.',
    );
    expect(form).toContain('I HEREBY CANCEL THIS TRANSACTION.');
    expect(notices.querySelector('[data-notice="disclosure"]')?.text).toContain(
      'you should reserve or cause your lender to reserve 10 percent',
    );
    expect(notices.querySelector('[data-notice="disclosure"]')?.text).toContain('Tex. Prop. Code §53.255(b).');
    expect(notices.querySelector('[data-notice="homestead"]')?.text).toContain('call us at (409) 555-0100');
    // The cooling-off statement stands beside the signature too.
    expect(english.querySelector('form[action$="/accept"]')?.text).toContain('You, the buyer, may cancel this transaction');

    const spanish = parse(await (await requestWith({}, `/es/quotes/${token}`)).text());
    const avisos = spanish.querySelector('section[aria-labelledby="notices-heading"]')!;
    expect(avisos.querySelector('h2')?.text).toBe('Avisos');
    expect(avisos.querySelector('[data-notice="cooling-off"]')?.text).toMatch(/^Usted, el comprador, puede cancelar esta transacción/);
    expect(avisos.querySelector('[data-notice="cancellation"]')?.text).toContain('POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.');
    expect(avisos.text).not.toContain('el abogado de la empresa debe confirmarlos');
  });

  it('cancels until midnight of the third business day, then no more; the lead goes back to Quoted with a note', async () => {
    const accepted = new Date('2026-11-25T18:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: accepted });
    const { leadId, token } = await sentQuote();
    expect((await postForm(`/quotes/${token}/accept`, { name: 'María Pérez', consent: 'yes' })).status).toBe(303);

    vi.setSystemTime(new Date('2026-12-01T05:59:00Z')); // 11:59 PM, Monday November 30, in Beaumont
    const open = parse(await (await requestWith({}, `/quotes/${token}`)).text());
    expect(open.querySelector('[data-notice="cancellation"]')?.text).toContain('Date of transaction: November 25, 2026');
    expect(open.querySelector('[data-notice="cancellation"]')?.text).toContain('NOT LATER THAN MIDNIGHT OF November 30, 2026.');
    expect(open.querySelector(`form[action="/quotes/${token}/cancel"]`)?.text).toContain(
      'until midnight of November 30, 2026 (Central time)',
    );
    const refused = await postForm(`/quotes/${token}/cancel`, { cancelName: '' });
    expect(refused.status).toBe(422);
    expect(parse(await refused.text()).querySelector('#quote-cancelName-error')?.text).toBe('Type your full name to cancel.');
    expect((await postForm(`/quotes/${token}/cancel`, { cancelName: 'María Pérez' })).status).toBe(303);
    expect((await quoteByToken(env.DB, token))?.state).toBe('cancelled');
    const lead = await env.DB.prepare('SELECT status FROM leads WHERE id = ?1').bind(leadId).first('status');
    expect(lead).toBe('quoted');
    const note = await env.DB.prepare('SELECT note FROM lead_history WHERE lead_id = ?1 ORDER BY id DESC').bind(leadId).first('note');
    expect(note).toMatch(/^Quote Q-\d+ v1 cancelled by María Pérez within the three-business-day period$/);
    expect(parse(await (await requestWith({}, `/quotes/${token}`)).text()).querySelector('[role="status"]')?.text).toBe(
      'You cancelled this agreement. Any payment you made will be returned within ten business days.',
    );
  });

  it('takes no cancellation after the deadline', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T18:00:00Z') });
    const { token } = await sentQuote();
    await postForm(`/quotes/${token}/accept`, { name: 'María Pérez', consent: 'yes' });
    vi.setSystemTime(new Date('2026-12-01T06:00:00Z')); // midnight: Tuesday December 1 begins in Beaumont
    expect(parse(await (await requestWith({}, `/quotes/${token}`)).text()).querySelector('form[action$="/cancel"]')).toBeNull();
    expect((await postForm(`/quotes/${token}/cancel`, { cancelName: 'María Pérez' })).status).toBe(303);
    expect((await quoteByToken(env.DB, token))?.state).toBe('accepted');
  });
});
