import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { QUOTE_WORDS } from '../src/content/quotes';
import type { WorkerEnv } from '../src/env';
import { PDFFont } from 'pdf-lib';
import { quotePdf } from '../src/quotes/pdf';
import { expireCheckout } from '../src/quotes/deposit';
import { noticesHash } from '../src/quotes/record';
import type { QuotePdfRequest } from '../src/quotes/pdf-stripe-types';
import { type Quote, quoteByToken } from '../src/quotes/store';
import { quoteListLine } from '../scripts/cli-output.mjs';
import { postForm, requestWith, SITE_URL, someClient, startOfRateWindow } from './helpers';
import { deliver, NOW, notesOf, paidEvent, paymentsApart, quoteFor, readPdf, STRIPE } from './quote-faults-helpers';

/**
 * The faults a probe found in the written quote (issue 44, items 4, 8 and 9), one `describe` each: the deposit
 * recorded only for the accepted quote's own amount, one open Checkout Session; the command lines' output; the
 * signature, consent and cancel name; `no-referrer` on every quote answer; linear line wrapping in the PDF; the
 * PDF's sizes, cache and bound; the record of what the signer was shown.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const stand = inject('stripeService');
/** A PDF asked by a client of its own (the PDF route is bounded per client). */
const getPdf = (path: string) => requestWith({}, path, { headers: { 'CF-Connecting-IP': someClient() } });
/** The text and runs of the PDF at `path`. */
const pdfAt = async (path: string) => readPdf(new Uint8Array(await (await getPdf(path)).arrayBuffer()));
/** The sessions the stand-in opened for this quote's page. */
const sessionsOf = async (quote: Quote) =>
  (await (await fetch(`${stand}/received?success_url=${encodeURIComponent(`${SITE_URL}/quotes/${quote.token}?deposit=done`)}`)).json()) as {
    id: string;
    fields: Record<string, string>;
  }[];

describe('fault 1: a deposit is recorded only for an accepted quote, its own amount, once; one open Checkout Session', () => {
  // The file's first test starts the Worker and the quote's side Worker cold: a minute of room on a loaded machine.
  it('records a payment for a cancelled quote apart, never paid, and tells the contractor it needs a refund', {
    timeout: 60_000,
  }, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    expect((await postForm(`/quotes/${quote.token}/cancel`, { cancelName: 'Ana López' }, { vars: STRIPE })).status).toBe(303);
    const email = vi.spyOn(env.EMAIL, 'send');
    const response = await deliver(paidEvent(quote, { id: 'cs_test_after_cancel' }));
    expect(await response.json()).toEqual({ received: true, handled: false });
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({ state: 'cancelled', deposit_paid_at: null });
    expect(await paymentsApart(quote.id)).toEqual([
      { session: 'cs_test_after_cancel', cents: 130000, currency: 'usd', flag: 'not_accepted' },
    ]);
    const line = `Payment of $1,300.00 for Q-${quote.number} needs a refund: the quote is cancelled`;
    expect((email.mock.calls[0]![0] as EmailMessageBuilder).subject).toBe(line);
    expect(await notesOf(quote.lead_id)).toContain(
      `Payment of $1,300.00 (Stripe) for quote Q-${quote.number} v1 needs a refund: the quote is cancelled`,
    );
  });

  it('records apart a wrong amount, a wrong currency or another version, and a second payment', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const email = vi.spyOn(env.EMAIL, 'send');
    await deliver(paidEvent(quote, { id: 'cs_test_one_cent', amount_total: 1 }));
    await deliver(paidEvent(quote, { id: 'cs_test_euros', currency: 'eur' }));
    await deliver(paidEvent(quote, { id: 'cs_test_v9', metadata: { quote_id: String(quote.id), quote_version: '9' } }));
    expect((await quoteByToken(env.DB, quote.token))?.deposit_paid_at).toBeNull();
    expect(email.mock.calls.map(([message]) => (message as EmailMessageBuilder).subject)).toEqual([
      `Payment of $0.01 for Q-${quote.number} needs a refund: it is not the deposit due ($1,300.00 USD for this version)`,
      `Payment of 1300.00 EUR for Q-${quote.number} needs a refund: it is not the deposit due ($1,300.00 USD for this version)`,
      `Payment of $1,300.00 for Q-${quote.number} needs a refund: it is not the deposit due ($1,300.00 USD for this version)`,
    ]);
    // The right payment marks it paid; a second one is recorded apart; the same session's next event changes nothing.
    const right = paidEvent(quote, { id: 'cs_test_right' });
    expect(await (await deliver(right)).json()).toEqual({ received: true, handled: true });
    await deliver(paidEvent(quote, { id: 'cs_test_again' }));
    await deliver(paidEvent(quote, { id: 'cs_test_right' }));
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({ deposit_paid_cents: 130000, deposit_checkout: 'cs_test_right' });
    expect((await paymentsApart(quote.id)).map((row) => `${row.session} ${row.flag}`)).toEqual([
      'cs_test_one_cent mismatch',
      'cs_test_euros mismatch',
      'cs_test_v9 mismatch',
      'cs_test_again second',
    ]);
    expect((email.mock.calls.at(-1)![0] as EmailMessageBuilder).subject).toBe(
      `Payment of $1,300.00 for Q-${quote.number} needs a refund: the deposit was already paid`,
    );
    expect(email).toHaveBeenCalledTimes(5);
  });

  it('records apart a payment for a declined quote', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    expect((await postForm(`/quotes/${quote.token}/decline`, { reason: 'price' })).status).toBe(303);
    await deliver(paidEvent(quote, { id: 'cs_test_declined' }));
    expect((await quoteByToken(env.DB, quote.token))?.deposit_paid_at).toBeNull();
    expect((await paymentsApart(quote.id))[0]).toMatchObject({ flag: 'not_accepted' });
  });

  it('reuses the open Checkout Session, opens a new one after it expires, and expires it when the quote is cancelled', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    const first = await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE });
    const again = await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE });
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'));
    const [session, ...more] = await sessionsOf(quote);
    expect(more).toEqual([]);
    expect(session!.fields.expires_at).toBe(String(NOW.getTime() / 1000 + 3600));
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({
      checkout_session: session!.id,
      checkout_url: first.headers.get('Location'),
      checkout_expires_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
    });
    // An hour later Stripe has closed it: a new one.
    vi.setSystemTime(new Date(NOW.getTime() + 3_600_000));
    const later = await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE });
    const sessions = await sessionsOf(quote);
    expect(sessions).toHaveLength(2);
    expect(later.headers.get('Location')).toBe(`https://checkout.stripe.com/c/pay/${sessions[1]!.id}`);
    // The cancel closes the open session at Stripe and forgets it.
    expect((await postForm(`/quotes/${quote.token}/cancel`, { cancelName: 'ana  LÓPEZ' }, { vars: STRIPE })).status).toBe(303);
    expect(await (await fetch(`${stand}/expired?id=${sessions[1]!.id}`)).json()).toEqual({ expired: true });
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({ state: 'cancelled', checkout_session: null, checkout_url: null });
  });
  it('forgets a session Stripe already closed when expiring it, and the side Worker says a bad session is not open', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    await postForm(`/quotes/${quote.token}/deposit`, {}, { vars: STRIPE });
    const [session] = await sessionsOf(quote);
    await expireCheckout({ ...env, ...STRIPE }, { id: quote.id, checkout_session: session!.id });
    // A second time: Stripe answers that it is not open; nothing throws, and the quote holds no session.
    await expireCheckout({ ...env, ...STRIPE }, { id: quote.id, checkout_session: session!.id });
    expect((await quoteByToken(env.DB, quote.token))?.checkout_session).toBeNull();
    const bad = await env.PDF_STRIPE.expireCheckout({ secretKey: 'sk_test_x', apiBase: STRIPE.STRIPE_API_BASE }, 'not a session');
    expect(bad).toMatchObject({ ok: false, reason: 'not_open' });
  });
});

describe('fault 2: the command lines write control characters out', () => {
  it('prints a signer’s escape sequences, OSC 52 and BEL as text in `npm run quotes -- list`', () => {
    const name = 'Ana\u001b[2J\u001b]52;c;ZXZpbA==\u0007 López\u202e\u0085';
    const line = quoteListLine({
      number: 'Q-12',
      version: 1,
      lead: 7,
      state: 'accepted',
      acceptedBy: name,
      total: '$5,200.00',
      validUntil: '2026-12-27',
      url: `${SITE_URL}/quotes/${'a'.repeat(32)}`,
    });
    expect(line).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(line).toContain('accepted by Ana[U+001B][2J[U+001B]]52;c;ZXZpbA==[U+0007] López[U+202E][U+0085]');
  });
});

describe('fault 5: a signature needs a letter, the consent its value, a cancel the signer’s name', () => {
  it('refuses an invisible name and a consent that is not the checkbox’s value, in the quote’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    const page = parse(await (await requestWith({}, `/quotes/${quote.token}`)).text());
    const consent = page.querySelector('form[action$="/accept"] input[name="consent"]')!.getAttribute('value')!;
    for (const [path, name, given, message] of [
      [`/quotes/${quote.token}`, '\u200b', consent, 'Type your full name to sign.'],
      [`/es/quotes/${quote.token}`, ' \u200b\u2060\ufeff ', consent, 'Escriba su nombre completo para firmar.'],
      [`/quotes/${quote.token}`, 'Ana López', 'on', 'Check the box to agree to sign electronically.'],
    ] as const) {
      const refused = await postForm(`${path}/accept`, { name, consent: given });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain(message);
    }
    expect((await quoteByToken(env.DB, quote.token))?.state).toBe('sent');
    expect((await postForm(`/quotes/${quote.token}/accept`, { name: 'Ana\u200b López', consent })).status).toBe(303);
    expect(await quoteByToken(env.DB, quote.token)).toMatchObject({ state: 'accepted', accepted_name: 'Ana López' });
  });

  it('refuses a cancel in another name, in the quote’s language, and takes the signer’s name however it is typed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    for (const [path, message] of [
      [`/quotes/${quote.token}`, 'Type the name you signed this quote with: this name does not match the signature.'],
      [`/es/quotes/${quote.token}`, 'Escriba el nombre con el que firmó esta cotización: este nombre no coincide con la firma.'],
    ]) {
      const refused = await postForm(`${path}/cancel`, { cancelName: 'Mallory <b>Smith</b>' });
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).not.toContain('<b>Smith</b>');
    }
    expect((await quoteByToken(env.DB, quote.token))?.state).toBe('accepted');
    // NFKC, case and spaces do not matter: full-width letters, capitals, doubled spaces.
    expect((await postForm(`/quotes/${quote.token}/cancel`, { cancelName: '  ＡＮＡ   lópez ' })).status).toBe(303);
    expect((await quoteByToken(env.DB, quote.token))?.state).toBe('cancelled');
  });
});

describe('fault 6: every quote answer sends no referrer', () => {
  it('carries Referrer-Policy: no-referrer on the page, 422, 303, 502, 429, the PDF and the 404 under /quotes/', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    const accepted = await quoteFor();
    const policy = (response: Response) => `${response.status} ${response.headers.get('Referrer-Policy')}`;
    expect(policy(await requestWith({}, `/quotes/${quote.token}`))).toBe('200 no-referrer');
    expect(policy(await requestWith({}, `/es/quotes/${quote.token}`))).toBe('200 no-referrer');
    expect(policy(await postForm(`/quotes/${quote.token}/accept`, { name: '' }))).toBe('422 no-referrer');
    expect(policy(await postForm(`/quotes/${quote.token}/decline`, {}))).toBe('303 no-referrer');
    expect(
      policy(await postForm(`/quotes/${accepted.token}/deposit`, {}, { vars: { ...STRIPE, STRIPE_SECRET_KEY: 'sk_test_refused' } })),
    ).toBe('502 no-referrer');
    expect(policy(await getPdf(`/quotes/${accepted.token}.pdf`))).toBe('200 no-referrer');
    for (const path of [`/quotes/${'0'.repeat(32)}`, `/es/quotes/${'0'.repeat(32)}.pdf`, '/quotes/not-a-token'])
      expect(policy(await requestWith({}, path))).toBe('404 no-referrer');
    await startOfRateWindow();
    const client = someClient();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await postForm(`/quotes/${accepted.token}/decline`, {}, { client });
    expect(policy(last!)).toBe('429 no-referrer');
    // Elsewhere the site's policy holds.
    expect(policy(await requestWith({}, '/'))).toBe('200 strict-origin-when-cross-origin');
  });
});

/** Times one PDF of terms of `n` characters with no space, made by the side Worker. */
async function pdfOfTerms(n: number) {
  const quote = await quoteFor({ terms: 'x'.repeat(n) });
  const started = Date.now();
  const response = await getPdf(`/quotes/${quote.token}.pdf`);
  return { response, ms: Date.now() - started };
}

describe('fault 7: the PDF wraps long text in linear time', () => {
  it('measures each character of an unbroken word a bounded number of times, however long the word', async () => {
    const quote = await quoteFor();
    const measured = vi.spyOn(PDFFont.prototype, 'widthOfTextAtSize');
    const callsFor = async (n: number) => {
      measured.mockClear();
      await quotePdf({ ...quote, terms: 'x'.repeat(n) }, 'en', null);
      return measured.mock.calls.length;
    };
    const base = await callsFor(0);
    for (const n of [500, 4000]) {
      const calls = (await callsFor(n)) - base;
      console.log(`terms of ${n} unbroken characters: ${calls} widths measured`);
      expect(calls).toBeLessThanOrEqual(4 * n);
    }
  });

  it('makes a PDF of 4,000 unbroken characters of terms, each line inside the column, no character lost', { timeout: 60_000 }, async () => {
    for (const n of [500, 1000, 2000]) console.log(`PDF with ${n} unbroken characters of terms: ${(await pdfOfTerms(n)).ms} ms`);
    const { response, ms } = await pdfOfTerms(4000);
    console.log(`PDF with 4000 unbroken characters of terms: ${ms} ms`);
    expect(response.status).toBe(200);
    const { runs } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    const terms = runs.filter((run) => /^x+$/.test(run.text));
    expect(terms.map((run) => run.text).join('')).toBe('x'.repeat(4000));
    for (const run of terms) expect(run.width).toBeLessThanOrEqual(612 - 2 * 54 + 0.01);
    expect(terms.length).toBeGreaterThan(20);
  });
});

describe('item 4: the PDF is readable, never marked draft, made once per version, state and language, and bounded', () => {
  it('sets every text at 10 pt or more but the page numbers, with no draft-notice line, in both languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ terms: 'Balance when done.' });
    for (const path of [`/quotes/${quote.token}.pdf`, `/es/quotes/${quote.token}.pdf`]) {
      const { text, runs } = await pdfAt(path);
      const small = runs.filter((run) => run.size < 10 && !/^(Page|Página) \d+ (of|de) \d+$/.test(run.text));
      expect(small).toEqual([]);
      expect(text).not.toMatch(/draft|borrador|lawyer|abogado/i);
    }
  });

  it('calls the PDF Worker once per version, state and language, and answers 429 past the client’s bound', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    let calls = 0;
    // The binding with its quotePdf counted (the one method the PDF route calls).
    const counted: Partial<WorkerEnv> = {
      PDF_STRIPE: {
        quotePdf: (request: QuotePdfRequest) => {
          calls++;
          return env.PDF_STRIPE.quotePdf(request);
        },
      } as WorkerEnv['PDF_STRIPE'],
    };
    const get = (path: string) => requestWith(counted, path, { headers: { 'CF-Connecting-IP': someClient() } });
    const first = new Uint8Array(await (await get(`/quotes/${quote.token}.pdf`)).arrayBuffer());
    const second = new Uint8Array(await (await get(`/quotes/${quote.token}.pdf`)).arrayBuffer());
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    await get(`/es/quotes/${quote.token}.pdf`);
    expect(calls).toBe(2);
    expect((await postForm(`/quotes/${quote.token}/accept`, { name: 'Ana López', consent: 'yes' })).status).toBe(303);
    // The signed copy emailed at acceptance made the signed PDF (another key: the state and the record); the GET reuses it.
    const signed = await readPdf(new Uint8Array(await (await get(`/quotes/${quote.token}.pdf`)).arrayBuffer()));
    expect(signed.text).toContain('Signature audit');
    expect(calls).toBe(2);

    await startOfRateWindow();
    const client = someClient();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await requestWith(counted, `/quotes/${quote.token}.pdf`, { headers: { 'CF-Connecting-IP': client } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('Retry-After')).toBe('60');
    expect(calls).toBe(2);
  });
});

describe('item 9: the signed record keeps what the signer was shown', () => {
  it('stores the consent sentence and the notices’ hash, and the audit page prints them after the words change', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor({ accept: false });
    const accept = QUOTE_WORDS.en.page.accept as { consent: string };
    const today = accept.consent;
    const signedWords = 'I have read the older notice, I agree to sign electronically, and I accept this quote.';
    const shownHash = await (async () => {
      accept.consent = signedWords;
      try {
        expect((await postForm(`/quotes/${quote.token}/accept`, { name: 'Ana López', consent: 'yes' })).status).toBe(303);
        return noticesHash('en');
      } finally {
        accept.consent = today;
      }
    })();
    expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await noticesHash('en')).not.toBe(shownHash);
    const stored = await quoteByToken(env.DB, quote.token);
    expect(stored).toMatchObject({ signed_consent: signedWords, signed_notices_hash: shownHash });

    const { text } = await pdfAt(`/quotes/${quote.token}.pdf`);
    const audit = text.slice(text.indexOf('Signature audit')).replaceAll(/\s+/g, ' ');
    expect(audit).toContain(`The signer checked: “${signedWords}”`);
    expect(audit).not.toContain(today);
    expect(audit).toContain(`SHA-256 of the consent, disclosure and notices as shown ${shownHash}`);
  });

  it('prints today’s consent sentence, marked not recorded, for an acceptance made before the record was kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const quote = await quoteFor();
    await env.DB.prepare('UPDATE quotes SET signed_consent = NULL, signed_notices_hash = NULL WHERE id = ?1').bind(quote.id).run();
    const { text } = await pdfAt(`/quotes/${quote.token}.pdf`);
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      `The signer checked: “${QUOTE_WORDS.en.page.accept.consent}” (consent wording not recorded: today’s wording shown)`,
    );
  });
});
