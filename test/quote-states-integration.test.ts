import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../src/env';
import { sendToCustomer } from '../src/leads/customer-email';
import { getLead } from '../src/leads/store';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import worker from '../src/index';
import { localAdminAccess, ORIGIN, postForm, requestWith } from './helpers';

/**
 * A quote's states told to both sides (issue 44 item 5, faults 3 and 4): what
 * the homeowner is owed is never dropped (its own budget; held, it waits in
 * the owed queue and goes after the hour turns); only a sent version replaces
 * another and no draft is shown; the first view, a decline, a cancel (with
 * the refund deadline) and a deposit paid told to the contractor; the
 * reminders sent by the cron and stopped from the admin.
 */

/** The pushes to the contractor's phone: a subscription stored here, its push service played by a spy on `fetch`. */
const pushes: string[] = [];
beforeEach(async () => {
  pushes.length = 0;
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const p256dh = Buffer.from(new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer)).toString('base64url');
  const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
  await env.DB.prepare('DELETE FROM push_subscriptions').run();
  await env.DB.prepare('INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(endpoint, p256dh, Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url'), new Date().toISOString())
    .run();
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== endpoint) return real(input, init);
    pushes.push(url);
    return new Response(null, { status: 201 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Stores a lead (Spanish unless told) and sends it a quote written at `now`: the lead, the quote and its address. */
async function sentQuote(now: Date, { lang = 'es', vars = {} as Partial<WorkerEnv> } = {}) {
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at)
     VALUES (?1, 'quote', ?2, 'María Pérez', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', ?4, 'sent', ?1) RETURNING id`,
  )
    .bind(now.toISOString(), crypto.randomUUID(), `maria-${crypto.randomUUID()}@example.com`, lang)
    .first<{ id: number }>();
  const stored = (await getLead(env.DB, lead!.id))!;
  const quote = await createQuote(env.DB, stored, draft('8'), now);
  expect(await sendQuote({ ...env, ...vars }, quote, stored, now)).toBeNull();
  return { lead: stored, quote: (await quoteByToken(env.DB, quote.token))! };
}

/** A quote form's draft: one driveway line at `price` a square foot, a 25 % deposit, 30 days. */
function draft(price: string) {
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway, 4 in. reinforced', quantity: '650', unit: 'sqft', price }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Saldo al terminar.',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.draft;
}

const contractorMail = () => vi.spyOn(env.EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
const customerMail = () => vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
const subjects = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => (call[0] as EmailMessageBuilder).subject);
const page = async (path: string, headers: Record<string, string> = { 'User-Agent': BROWSER }) => {
  const response = await requestWith({}, path, { headers });
  return { status: response.status, html: parse(await response.text()) };
};

describe('fault 3: what the homeowner is owed is never dropped', () => {
  it('contact posts filling the hourly budget do not hold the signed copy', async () => {
    const now = new Date('2026-11-27T17:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const vars = { CUSTOMER_EMAILS_PER_HOUR: '3' };
    const mail = customerMail();
    const { quote } = await sentQuote(now, { vars });
    // Strangers' contact posts, each naming another address, and their acknowledgements: the hour is full.
    const queued = vi.spyOn(env.LEAD_QUEUE, 'send').mockResolvedValue(undefined as never);
    for (let n = 0; n < 6; n++) {
      const fields = {
        name: `Sender ${n}`,
        phone: '(409) 555-0142',
        email: `flood-${n}-${crypto.randomUUID()}@example.com`,
        service: 'Stamped Concrete',
        address: '55 Calder Ave, Beaumont, TX',
        message: `Request ${n}`,
      };
      expect((await postForm('/contact', fields, { client: `2001:db8:44:${n}::1`, vars })).status).toBe(303);
    }
    const { acknowledgeLead } = await import('../src/leads/acknowledge');
    const stored = queued.mock.calls
      .map(([body]) => body as { kind: string; leadId: number })
      .filter((body) => body.kind === 'lead_stored');
    for (const { leadId } of stored) await acknowledgeLead({ ...env, ...vars } as Env, leadId, now);
    expect(stored).toHaveLength(6);
    expect(mail.mock.calls.length).toBe(3); // the quote's link and two acknowledgements: the stranger pool's three
    mail.mockClear();
    const accepted = await postForm(`/es/quotes/${quote.token}/accept`, { name: 'María Pérez', consent: 'yes' }, { vars });
    expect(accepted.status).toBe(303);
    expect(subjects(mail)).toEqual([`Su cotización firmada Q-${quote.number} de Golden Triangle Concrete`]);
    const signed = mail.mock.calls[0]![0] as EmailMessageBuilder & { attachments: { type: string }[] };
    expect(signed.attachments[0]?.type).toBe('application/pdf');
  });

  it('held by its own budget, the signed copy waits in the owed queue and goes once after the hour turns', async () => {
    const now = new Date('2026-11-27T18:40:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const queued: { body: unknown; options: unknown }[] = [];
    const queue = { send: async (body: unknown, options: unknown) => void queued.push({ body, options }) } as unknown as Queue;
    const vars = { CUSTOMER_EMAILS_PER_HOUR: '1', CUSTOMER_OWED_QUEUE: queue };
    const mail = customerMail();
    const first = await sentQuote(now, { vars: { CUSTOMER_EMAILS_PER_HOUR: '100' } });
    const second = await sentQuote(now, { vars: { CUSTOMER_EMAILS_PER_HOUR: '100' } });
    mail.mockClear();
    await postForm(`/quotes/${first.quote.token}/accept`, { name: 'María Pérez', consent: 'yes' }, { vars });
    await postForm(`/quotes/${second.quote.token}/accept`, { name: 'María Pérez', consent: 'yes' }, { vars });
    // The first signed copy took the owed hour; the second is held, recorded and queued for a minute past 19:00.
    expect(mail).toHaveBeenCalledTimes(1);
    expect(queued).toEqual([{ body: { owed: 'quote_signed', quoteId: second.quote.id }, options: { delaySeconds: 20 * 60 + 60 } }]);
    const row = await env.DB.prepare('SELECT sent_at, last_outcome FROM owed_messages WHERE quote_id = ?1').bind(second.quote.id).first();
    expect(row).toEqual({ sent_at: null, last_outcome: 'held' });

    const deliver = async (attempts: number) => {
      const batch = createMessageBatch('golden-triangle-customer-owed', [
        { id: 'o1', timestamp: new Date(), attempts, body: queued[0]!.body },
      ]);
      const ctx = createExecutionContext();
      await worker.queue(batch as never, { ...env, ...vars } as never, ctx);
      await waitOnExecutionContext(ctx);
      return getQueueResult(batch, ctx);
    };
    // Still the same hour: retried after the hour, nothing sent.
    vi.setSystemTime(new Date('2026-11-27T18:59:30Z'));
    expect(await deliver(1)).toMatchObject({ retryMessages: [{ msgId: 'o1' }], explicitAcks: [] });
    expect(mail).toHaveBeenCalledTimes(1);
    // The hour turned: sent with its PDF rebuilt, acked; a repeated delivery sends nothing more.
    vi.setSystemTime(new Date('2026-11-27T19:01:00Z'));
    expect(await deliver(2)).toMatchObject({ explicitAcks: ['o1'], retryMessages: [] });
    expect(subjects(mail)).toEqual([
      `Su cotización firmada Q-${first.quote.number} de Golden Triangle Concrete`,
      `Su cotización firmada Q-${second.quote.number} de Golden Triangle Concrete`,
    ]);
    expect((mail.mock.calls[1]![0] as { to: string }).to).toBe(second.lead.email);
    expect(await deliver(3)).toMatchObject({ explicitAcks: ['o1'] });
    expect(mail).toHaveBeenCalledTimes(2);
  });

  it('the cron queues again an owed message left unsent and untried for three hours (a lost queue send)', async () => {
    customerMail();
    const { quote } = await sentQuote(new Date());
    await env.DB.prepare("INSERT INTO owed_messages (quote_id, kind, created_at) VALUES (?1, 'deposit_receipt', '2026-11-20T10:00:00Z')")
      .bind(quote.id)
      .run();
    const sent: unknown[] = [];
    const queue = { sendBatch: async (messages: unknown[]) => void sent.push(...messages) } as unknown as Queue;
    const ctx = createExecutionContext();
    const at = Date.parse('2026-11-20T14:00:00Z');
    await worker.scheduled(
      { scheduledTime: at, cron: '*/5 * * * *', noRetry() {} } as ScheduledController,
      { ...env, CUSTOMER_OWED_QUEUE: queue } as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(sent).toContainEqual({ body: { owed: 'deposit_receipt', quoteId: quote.id } });
  });

  it('a send the site hour refused does not use up the recipient day', async () => {
    const now = new Date('2026-11-27T20:10:00Z');
    const vars = { ...env, CUSTOMER_EMAILS_PER_HOUR: '1' };
    customerMail();
    const to = `day-${crypto.randomUUID()}@example.com`;
    const send = (kind: 'acknowledgement' | 'booking', address: string, at: Date) =>
      sendToCustomer(vars, { to: address, subject: 's', text: 't' }, { kind, now: at });
    expect(await send('acknowledgement', `other-${crypto.randomUUID()}@example.com`, now)).toBe('sent');
    expect(await send('booking', to, now)).toBe('held');
    // The next hour: the recipient still has all three of the day's emails.
    const later = (minutes: number) => new Date(Date.parse('2026-11-27T21:00:00Z') + minutes * 3_600_000);
    for (const hour of [0, 1, 2]) expect(await send('booking', to, later(hour))).toBe('sent');
    expect(await send('booking', to, later(3))).toBe('held');
  });
});

describe('fault 4: only a sent version replaces another, and no draft is shown', () => {
  it('saving a draft leaves the sent version open; sending it replaces the sent one, which links to it', async () => {
    const now = new Date('2026-11-27T17:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    customerMail();
    const { lead, quote: v1 } = await sentQuote(now, { lang: 'en' });
    const v2 = await createQuote(env.DB, lead, draft('7.50'), now);
    const first = await page(`/quotes/${v1.token}`);
    expect(first.status).toBe(200);
    expect(first.html.querySelector('form[action$="/accept"]')).not.toBeNull();
    expect(first.html.toString()).not.toContain(v2.token);
    // The draft's page and PDF are the 404 page.
    expect((await page(`/quotes/${v2.token}`)).status).toBe(404);
    expect((await requestWith({}, `/quotes/${v2.token}.pdf`)).status).toBe(404);

    // Sent: v1 says replaced and links to v2; a later draft v3 is never linked.
    expect(await sendQuote(env, v2, lead, now)).toBeNull();
    const v3 = await createQuote(env.DB, lead, draft('7'), now);
    const replaced = await page(`/quotes/${v1.token}`);
    expect(replaced.html.querySelector('[role="status"]')?.text).toContain('replaced');
    expect(replaced.html.querySelector('[role="status"] a')?.getAttribute('href')).toBe(`/quotes/${v2.token}`);
    expect(replaced.html.toString()).not.toContain(v3.token);
    expect(replaced.html.querySelector('form[action$="/accept"]')).toBeNull();
    expect((await page(`/quotes/${v2.token}`)).html.querySelector('form[action$="/accept"]')).not.toBeNull();
    // v3 sent: both earlier versions link to it, the current one.
    expect(await sendQuote(env, v3, lead, now)).toBeNull();
    for (const token of [v1.token, v2.token])
      expect((await page(`/quotes/${token}`)).html.querySelector('[role="status"] a')?.getAttribute('href')).toBe(`/quotes/${v3.token}`);
  });

  it('the sent version can be accepted while a draft waits', async () => {
    customerMail();
    const { lead, quote: v1 } = await sentQuote(new Date());
    await createQuote(env.DB, lead, draft('7.50'), new Date());
    expect((await postForm(`/quotes/${v1.token}/accept`, { name: 'María Pérez', consent: 'yes' })).status).toBe(303);
    expect((await quoteByToken(env.DB, v1.token))?.state).toBe('accepted');
  });
});

describe('the contractor told at every state', () => {
  it('the first open by a person marks it viewed and pushes once, no email; a robot, a HEAD or no browser do not', async () => {
    const now = new Date('2026-11-27T17:30:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    customerMail();
    const { quote } = await sentQuote(now);
    const email = vi.spyOn(env.EMAIL, 'send');
    await page(`/quotes/${quote.token}`, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page(`/quotes/${quote.token}`, {});
    await requestWith({}, `/quotes/${quote.token}`, { method: 'HEAD', headers: { 'User-Agent': BROWSER } });
    expect((await quoteByToken(env.DB, quote.token))?.viewed_at).toBeNull();
    await page(`/es/quotes/${quote.token}`);
    vi.setSystemTime(new Date(now.getTime() + 3_600_000));
    await page(`/quotes/${quote.token}`);
    expect((await quoteByToken(env.DB, quote.token))?.viewed_at).toBe(now.toISOString());
    expect(pushes).toHaveLength(1);
    expect(email).not.toHaveBeenCalled();
  });

  it('a decline tells the reason and the words, by push and email', async () => {
    customerMail();
    const { quote } = await sentQuote(new Date());
    const email = vi.spyOn(env.EMAIL, 'send');
    await postForm(`/quotes/${quote.token}/decline`, { reason: 'price', details: 'Too much for us this year.' });
    const notice = email.mock.calls[0]![0] as EmailMessageBuilder;
    expect(notice.subject).toBe(`Quote Q-${quote.number} declined by María Pérez: Price`);
    expect(notice.text).toContain('In their words: Too much for us this year.');
    expect(pushes).toHaveLength(1);
  });

  it('a cancel after a deposit tells the contractor the refund deadline and owes the homeowner the confirmation', async () => {
    // Accepted Friday November 27; cancelled Monday November 30: ten business days later is Friday December 11.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T17:30:00Z') });
    const mail = customerMail();
    const email = contractorMail();
    const { quote } = await sentQuote(new Date());
    await postForm(`/es/quotes/${quote.token}/accept`, { name: 'María Pérez', consent: 'yes' });
    await env.DB.prepare("UPDATE quotes SET deposit_paid_at = '2026-11-27T18:00:00Z', deposit_paid_cents = 130000 WHERE id = ?1")
      .bind(quote.id)
      .run();
    vi.setSystemTime(new Date('2026-11-30T16:00:00Z'));
    email.mockClear();
    mail.mockClear();
    pushes.length = 0;
    expect((await postForm(`/es/quotes/${quote.token}/cancel`, { cancelName: 'María Pérez' })).status).toBe(303);
    const notice = email.mock.calls[0]![0] as EmailMessageBuilder;
    expect(notice.subject).toBe(`Quote Q-${quote.number} cancelled by María Pérez`);
    expect(notice.text).toContain('Refund $1,300.00 by Friday, December 11');
    expect(pushes).toHaveLength(1);
    const confirmation = mail.mock.calls[0]![0] as EmailMessageBuilder;
    expect(confirmation.subject).toBe(`Confirmamos la cancelación de su cotización Q-${quote.number}`);
    expect(confirmation.text).toContain('Le devolveremos su anticipo de $1,300.00 a más tardar el viernes, 11 de diciembre');
  });

  it('a deposit paid tells the contractor and owes the homeowner a receipt', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T17:30:00Z') });
    const mail = customerMail();
    const email = contractorMail();
    const { quote } = await sentQuote(new Date(), { lang: 'en' });
    await env.DB.prepare(
      "UPDATE quotes SET state = 'accepted', accepted_at = ?2, deposit_paid_at = ?2, deposit_paid_cents = 130000 WHERE id = ?1",
    )
      .bind(quote.id, new Date().toISOString())
      .run();
    mail.mockClear();
    const { tellDepositPaid } = await import('../src/quotes/owed');
    await tellDepositPaid(env, (await quoteByToken(env.DB, quote.token))!, 130000, new Date());
    expect((email.mock.calls[0]![0] as EmailMessageBuilder).subject).toBe(`Deposit paid: Q-${quote.number}, $1,300.00 by María Pérez`);
    const receipt = mail.mock.calls[0]![0] as EmailMessageBuilder;
    expect(receipt.subject).toBe(`Receipt: deposit of $1,300.00 for quote Q-${quote.number}`);
    expect(receipt.text).toContain('Quote total: $5,200.00. Balance after the deposit: $3,900.00');
    // Owed once: a second call sends nothing.
    await tellDepositPaid(env, (await quoteByToken(env.DB, quote.token))!, 130000, new Date());
    expect(mail).toHaveBeenCalledTimes(1);
  });
});

describe('follow-up reminders', () => {
  const cron = async (at: Date, vars: Partial<WorkerEnv> = {}) => {
    const ctx = createExecutionContext();
    await worker.scheduled(
      { scheduledTime: at.getTime(), cron: '*/5 * * * *', noRetry() {} } as ScheduledController,
      { ...env, ...vars } as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  };
  const reminders = (spy: ReturnType<typeof customerMail>, token: string) =>
    spy.mock.calls.map((call) => call[0] as EmailMessageBuilder).filter((message) => String(message.text).includes(token));

  it('day 3 one reminder, two days before expiry the second, never a third; stopped from the admin, none after', async () => {
    // Sent Wednesday October 28, 2026 at 10:00 Central (CDT); the clocks fall back on Sunday November 1.
    const sent = new Date('2026-10-28T15:00:00Z');
    const mail = customerMail();
    const { quote, lead } = await sentQuote(sent, { lang: 'en' });
    mail.mockClear();
    await cron(new Date('2026-10-30T16:00:00Z')); // day 2
    expect(reminders(mail, quote.token)).toHaveLength(0);
    await cron(new Date('2026-10-31T13:00:00Z')); // day 3, 08:00 Central: before the day's window
    expect(reminders(mail, quote.token)).toHaveLength(0);
    await cron(new Date('2026-10-31T14:00:00Z')); // day 3, 09:00 Central
    await cron(new Date('2026-10-31T14:05:00Z'));
    await cron(new Date('2026-11-02T16:00:00Z'));
    expect(reminders(mail, quote.token).map((message) => message.subject)).toEqual([
      `A reminder: your quote Q-${quote.number} from Golden Triangle Concrete`,
    ]);
    // Valid until November 27: the second on November 25, in the day (09:00 CST is 15:00 UTC).
    await cron(new Date('2026-11-25T14:30:00Z'));
    expect(reminders(mail, quote.token)).toHaveLength(1);
    await cron(new Date('2026-11-25T15:00:00Z'));
    await cron(new Date('2026-11-26T15:00:00Z'));
    const both = reminders(mail, quote.token);
    expect(both.map((message) => message.subject)).toEqual([
      `A reminder: your quote Q-${quote.number} from Golden Triangle Concrete`,
      `Your quote Q-${quote.number} expires on November 27, 2026`,
    ]);
    expect(both[1]?.text).toContain(`/quotes/${quote.token}`);
    expect(await env.DB.prepare('SELECT reminders_sent FROM quotes WHERE id = ?1').bind(quote.id).first('reminders_sent')).toBe(2);

    // Another quote, stopped from the admin before its third day: no reminder.
    const other = await sentQuote(sent, { lang: 'en' });
    mail.mockClear();
    const { vars, owner } = await localAdminAccess('states-1');
    const stopPath = `/admin/leads/${other.lead.id}/quotes/${other.quote.id}/reminders/stop`;
    const foreign = await requestWith(vars, stopPath, { method: 'POST', headers: { ...owner, Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const stopped = await requestWith(vars, stopPath, { method: 'POST', headers: { ...owner, Origin: ORIGIN } });
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('Location')).toBe(`/admin/leads/${other.lead.id}#quote-${other.quote.id}`);
    expect(
      (await requestWith(vars, `/admin/leads/${lead.id}/quotes/${other.quote.id}/reminders/stop`, { method: 'POST', headers: owner }))
        .status,
    ).toBe(404);
    await cron(new Date('2026-10-31T15:00:00Z'));
    expect(reminders(mail, other.quote.token)).toHaveLength(0);
  });

  it('none after an answer', async () => {
    const sent = new Date('2026-10-28T15:00:00Z');
    const mail = customerMail();
    const declined = await sentQuote(sent, { lang: 'en' });
    mail.mockClear();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-29T15:00:00Z') });
    await postForm(`/quotes/${declined.quote.token}/decline`, { reason: 'timing', details: '' });
    await cron(new Date('2026-10-31T16:00:00Z'));
    expect(reminders(mail, declined.quote.token)).toHaveLength(0);
  });
});
