import { env } from 'cloudflare:workers';
import { type HTMLElement, parse } from 'node-html-parser';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { WorkerEnv } from '../src/env';
import { getLead } from '../src/leads/store';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { postForm, requestWith, SITE_URL } from './helpers';

/**
 * The homeowner's yes (issue 44 §1-5), in workerd: the first screen's one "Accept and sign" before the lines' terms
 * and notices, pointing at the signing form's name field; a refusal's summary first in the form, focused on load, its
 * links to the fields, the values kept; no "draft notice" line on the page; the three-day right in plain words above
 * the statute, before acceptance and, with a fixed `now`, as a day in words after it; accept and pay in one step (303
 * to the Stripe stand-in's Checkout URL, or back to the page when Checkout cannot open); what happens next on the
 * page and in the signed copy.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Saturday 2026-11-28, 11:30 in Beaumont (CST, UTC-6): the third business day after is Wednesday, December 2. */
const NOW = new Date('2026-11-28T17:30:00Z');
/** Stripe set up, its API played by the stand-in (test/stripe-service.ts). */
const STRIPE: Partial<WorkerEnv> = {
  STRIPE_SECRET_KEY: 'sk_test_page',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_page',
  STRIPE_API_BASE: inject('stripeService'),
};

/** A lead in `lang` and its quote ($5,200.00, a deposit of 25 % = $1,300.00 unless `deposit` is false), sent at NOW. */
async function sentQuote(lang: 'en' | 'es' = 'en', deposit = true) {
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
    depositKind: deposit ? 'percent' : 'none',
    deposit: deposit ? '25' : '',
    validDays: '30',
    terms: 'Balance when the work is done.',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  const quote = await createQuote(env.DB, stored, parsed.draft, NOW);
  expect(await sendQuote(env, quote, stored, NOW)).toBeNull();
  return quote.token;
}

const pageOf = async (path: string, vars: Partial<WorkerEnv> = {}) => {
  const response = await requestWith(vars, path);
  const text = await response.text();
  return { response, text, html: parse(text) };
};

/** Where `element` starts in the page's HTML (its outer HTML's first occurrence). */
const at = (text: string, element: HTMLElement | null) => {
  expect(element).not.toBeNull();
  return text.indexOf(element!.outerHTML.slice(0, 60));
};

describe('the first screen', () => {
  it('offers one "Accept and sign" right after the total, the deposit and the validity, before the terms and notices, pointing at the form', async () => {
    const token = await sentQuote();
    const { text, html } = await pageOf(`/quotes/${token}`);
    const summary = html.querySelector('[data-summary]')!;
    expect(summary.text).toContain('$5,200.00');
    expect(summary.text).toContain('Deposit: $1,300.00 (25% of the total)');
    expect(summary.text).toMatch(/Valid until: December 28, 2026/);
    const first = html.querySelectorAll('[data-first-screen] a');
    expect(first.map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Accept and sign', '#quote-name'],
      ['Decline this quote', '#decline'],
    ]);
    // The link's target is the signing form's first field; the decline form is there too.
    expect(html.querySelector('form#accept #quote-name')?.getAttribute('name')).toBe('name');
    expect(html.querySelector('form#decline')?.getAttribute('action')).toBe(`/quotes/${token}/decline`);
    const accept = at(text, first[0]!);
    expect(accept).toBeGreaterThan(at(text, summary));
    for (const later of ['#terms', '#notices', 'form#accept', 'form#decline'])
      expect(at(text, html.querySelector(later)), later).toBeGreaterThan(accept);
    // The disclosure is in the form, above the consent box, its full text in a <details>, and described by its line.
    const form = html.querySelector('form#accept')!;
    expect(at(text, form.querySelector('details'))).toBeLessThan(at(text, form.querySelector('#quote-consent')));
    expect(form.querySelector('details')?.text).toContain('a program that opens PDF files');
    expect(form.querySelector('#quote-consent')?.getAttribute('aria-describedby')).toBe('esign-line');
    expect(form.querySelector('button[type="submit"]')?.text).toBe('Accept and sign');

    // With Stripe set up and a deposit: "Accept and pay the deposit" (Spanish: "Firmar y pagar el anticipo").
    const paying = (await pageOf(`/es/quotes/${token}`, STRIPE)).html;
    expect(paying.querySelector('[data-first-screen] a')?.text).toBe('Firmar y pagar el anticipo');
    expect(paying.querySelector('form#accept button[type="submit"]')?.text).toBe('Firmar y pagar el anticipo');
    expect(paying.querySelector('form#accept')?.text).toContain('Después pagará el anticipo de $1,300.00');
    // Without a deposit, Stripe or not, it signs.
    const plain = (await pageOf(`/es/quotes/${await sentQuote('es', false)}`, STRIPE)).html;
    expect(plain.querySelector('[data-first-screen] a')?.text).toBe('Firmar y aceptar la cotización');
  });

  it('shows no "draft notice" line to the customer, in either language', async () => {
    const token = await sentQuote();
    const english = (await pageOf(`/quotes/${token}`)).html.querySelector('main')!.text;
    expect(english).not.toMatch(/draft notice|owner’s lawyer/i);
    const spanish = (await pageOf(`/es/quotes/${token}`)).html.querySelector('main')!.text;
    expect(spanish).not.toMatch(/borrador|abogado/i);
  });
});

describe('a refused acceptance', () => {
  it('answers 422 with a summary first in the form, focused on load, linking each message to its field, the values kept', async () => {
    const token = await sentQuote('es');
    const response = await postForm(`/es/quotes/${token}/accept`, { name: '  ', consent: '' });
    expect(response.status).toBe(422);
    const html = parse(await response.text());
    const form = html.querySelector('form#accept')!;
    const summary = form.childNodes.find((node) => node.nodeType === 1) as HTMLElement;
    expect(summary.getAttribute('data-error-summary')).toBe('');
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect(summary.querySelector('h3')?.text).toBe('Por favor, corrija lo siguiente:');
    expect(summary.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Escriba su nombre completo para firmar.', '#quote-name'],
      ['Marque la casilla para confirmar que está de acuerdo en firmar electrónicamente.', '#quote-consent'],
    ]);
    expect(html.querySelector('#quote-consent')?.getAttribute('aria-describedby')).toBe('esign-line quote-consent-error');

    const kept = parse(await (await postForm(`/quotes/${token}/accept`, { name: 'Ana López' })).text());
    expect(kept.querySelector('#quote-name')?.getAttribute('value')).toBe('Ana López');
    expect(kept.querySelectorAll('[data-error-summary] a').map((a) => a.getAttribute('href'))).toEqual(['#quote-consent']);
    expect((await quoteByToken(env.DB, token))?.state).toBe('sent');
    // A page without errors has no summary.
    expect((await pageOf(`/quotes/${token}`)).html.querySelector('[data-error-summary]')).toBeNull();
  });
});

describe('the three-day right in plain words, and what happens next', () => {
  it('says it above the statute before accepting, then as the last day in words with who calls and the deposit', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const token = await sentQuote();
    const before = await pageOf(`/quotes/${token}`);
    const plain = before.html.querySelector('#notices [data-plain="cancel"]')!;
    expect(plain.text).toBe('You can cancel within three business days after you accept. Use the form on this page or mail the notice.');
    expect(at(before.text, plain)).toBeLessThan(at(before.text, before.html.querySelector('[data-notice="cooling-off"]')));
    expect(plain.classList.contains('font-bold')).toBe(false);
    expect(before.html.querySelector('form#accept [data-plain="cancel-before"]')?.text).toBe(plain.text);
    // The statute's statement stays verbatim, in bold.
    expect(before.html.querySelector('[data-notice="cooling-off"]')?.classList.contains('font-bold')).toBe(true);

    const customer = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    customer.mockClear();
    const accepted = await postForm(`/quotes/${token}/accept`, { name: 'Ana López', consent: 'yes' });
    expect([accepted.status, accepted.headers.get('Location')]).toEqual([303, `/quotes/${token}`]);

    const after = (await pageOf(`/quotes/${token}`)).html;
    const cancel = 'You can cancel until midnight on Wednesday, December 2. Use the form below or mail the notice.';
    expect(after.querySelector('#notices [data-plain="cancel"]')?.text).toBe(cancel);
    const next = after.querySelector('[data-next]')!;
    expect(next.querySelector('h2')?.text).toBe('What happens next');
    expect(next.text).toContain('Pay the deposit when the work is scheduled. We accept cash, check, and major credit cards.');
    expect(next.text).toContain('Golden Triangle Concrete will call you from (409) 555-0100 within one business day to schedule the work.');
    expect(next.querySelector('[data-plain="cancel-next"] a')?.getAttribute('href')).toBe('#cancel');
    expect(next.querySelector('[data-plain="cancel-next"]')?.text).toBe(cancel);
    expect(after.querySelector('form#cancel')?.getAttribute('action')).toBe(`/quotes/${token}/cancel`);
    const spanish = (await pageOf(`/es/quotes/${token}`)).html;
    expect(spanish.querySelector('#notices [data-plain="cancel"]')?.text).toBe(
      'Puede cancelar hasta la medianoche del miércoles 2 de diciembre. Use el formulario de abajo o envíe el aviso de cancelación por correo postal.',
    );

    // The signed copy says the same next steps.
    expect(customer).toHaveBeenCalledTimes(1);
    const text = (customer.mock.calls[0]![0] as EmailMessageBuilder).text ?? '';
    const link = new URL(`/quotes/${token}`, SITE_URL).href;
    expect(text).toContain(
      [
        'What happens next:',
        '- Golden Triangle Concrete will call you from (409) 555-0100 within one business day to schedule the work.',
        '- Pay the deposit of $1,300.00 when the work is scheduled. We accept cash, check, and major credit cards.',
        `- You can cancel until midnight on Wednesday, December 2. Use the form on your quote’s page (${link}) or mail the notice in the PDF.`,
      ].join('\n'),
    );
  });
});

describe('accept and pay in one step', () => {
  it('with Stripe set up, a successful acceptance answers 303 straight to Checkout; the quote page allows that redirect', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const token = await sentQuote();
    const customer = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    customer.mockClear();
    const response = await postForm(`/quotes/${token}/accept`, { name: 'Ana López', consent: 'yes' }, { vars: STRIPE });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const quote = (await quoteByToken(env.DB, token))!;
    expect(quote.state).toBe('accepted');
    const page = new URL(`/quotes/${token}`, SITE_URL).href;
    const sessions = await (
      await fetch(`${inject('stripeService')}/received?success_url=${encodeURIComponent(`${page}?deposit=done`)}`)
    ).json();
    expect(sessions).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ 'line_items[0][price_data][unit_amount]': '130000' }) }),
    ]);
    // The signed copy tells how to pay online.
    expect((customer.mock.calls[0]![0] as EmailMessageBuilder).text).toContain(
      `- The deposit is $1,300.00. If you have not paid it yet, pay it on your quote’s page: ${page}`,
    );
    // The page's form-action lets the browser follow the 303 to Checkout; other pages keep 'self' alone.
    const csp = (await requestWith(STRIPE, `/quotes/${token}`)).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`form-action 'self' https://checkout.stripe.com ${new URL(inject('stripeService')).origin};`);
    expect((await requestWith({}, `/es/quotes/${token}`)).headers.get('Content-Security-Policy')).toContain(
      "form-action 'self' https://checkout.stripe.com;",
    );
    expect((await requestWith({}, '/contact')).headers.get('Content-Security-Policy')).toContain("form-action 'self';");
    // Coming back from Checkout: "we are confirming".
    const back = (await pageOf(`/quotes/${token}?deposit=done`, STRIPE)).html;
    expect(back.querySelector('[data-next] [data-deposit="stripe"]')?.text).toContain('We are confirming your payment');
  });

  it('when Checkout cannot open, the acceptance stands and the page says so, with "Pay the deposit" and the phone', async () => {
    const token = await sentQuote('es');
    const refused = { ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_refused' };
    const response = await postForm(`/es/quotes/${token}/accept`, { name: 'Ana López', consent: 'yes' }, { vars: refused });
    expect([response.status, response.headers.get('Location')]).toEqual([303, `/es/quotes/${token}?deposit=failed`]);
    expect((await quoteByToken(env.DB, token))?.state).toBe('accepted');
    const deposit = (await pageOf(`/es/quotes/${token}?deposit=failed`, refused)).html.querySelector(
      '[data-next] [data-deposit="stripe"]',
    )!;
    expect(deposit.querySelector('[role="alert"]')?.text).toBe(
      'Su aceptación quedó registrada. No se pudo abrir la página de pago del anticipo: intente de nuevo abajo o llámenos al (409) 555-0100',
    );
    expect(deposit.querySelector(`form[action="/es/quotes/${token}/deposit"] button`)?.text).toBe('Pagar el anticipo');
  });

  it('without Stripe, or without a deposit, the acceptance comes back to the page', async () => {
    const token = await sentQuote('en', false);
    const response = await postForm(`/quotes/${token}/accept`, { name: 'Ana López', consent: 'yes' }, { vars: STRIPE });
    expect([response.status, response.headers.get('Location')]).toEqual([303, `/quotes/${token}`]);
    const next = (await pageOf(`/quotes/${token}`, STRIPE)).html.querySelector('[data-next]')!;
    expect(next.querySelector('[data-deposit]')).toBeNull();
    expect(next.text).toContain('will call you from (409) 555-0100 within one business day');
  });
});
