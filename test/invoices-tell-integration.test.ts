import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnv } from '../src/env';
import { oweInvoiceSent, owePaymentReceipt, sendDueInvoiceMessages } from '../src/invoices/messages';
import { allowCustomerEmail } from '../src/leads/customer-email';
import { SITE_URL } from './helpers';
import { acceptedLead, emailsTo, NOW, owner, pourInvoice, watchEmails } from './invoices-tell-helpers';

/**
 * The homeowner's invoice messages through the Worker (issue 47 items 3's receipt, 4, 7), `now` fixed at Monday
 * 2026-11-02, 09:00 CST: "Send" emails the invoice once (amount, due day, link), a payment by hand is followed by one
 * receipt with the balance, the cron sends the first reminder at 9:00 Central 3 days after the due day and the
 * second 10 days after, once each, none for an invoice paid or turned off, and a message held by the per-recipient
 * bound is retried later, never dropped.
 */

const origin = new URL(SITE_URL).origin;
const workerEnv = env as unknown as WorkerEnv;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the cron's part at `at` and answers the messages sent to `to` meanwhile. */
async function cronAt(at: string, to: string) {
  const before = watchEmails().mock.calls.length;
  await sendDueInvoiceMessages(workerEnv, new Date(at));
  return emailsTo(to, before);
}

const leadPage = async (as: Awaited<ReturnType<typeof owner>>, leadId: number) => parse(await (await as(`/admin/leads/${leadId}`)).text());

describe('the invoice emailed on "Send"', () => {
  it('emails it once from the command line’s route, with the amount, the due day and the link; the lead’s page says so', async () => {
    const as = await owner();
    const { lead, quote, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    const sent = emailsTo(email);
    expect(sent).toHaveLength(2); // the quote's link, then the invoice
    sent.shift();
    expect(sent[0]!.subject).toBe(`Invoice ${invoice.number} from Golden Triangle Concrete: $1,040.00 due November 17, 2026`);
    expect(sent[0]!.text).toContain('Amount due: $1,040.00, by November 17, 2026.');
    expect(sent[0]!.text).toContain(`${origin}/quotes/${quote.token}#${invoice.number.replace('INV-', 'invoice-')}`);
    expect(sent[0]!.text).toContain('Pay by a check, cash or a bank transfer');
    // A second "Send" of the same invoice sends nothing more.
    expect((await as(`/admin/leads/${lead.id}/invoices/${invoice.id}/send`, { form: {} })).status).toBe(303);
    expect(emailsTo(email)).toHaveLength(2);
    const page = await leadPage(as, lead.id);
    expect(page.querySelector(`#invoice-${invoice.id} [data-told]`)?.text).toContain('Emailed to the homeowner Nov 2, 2026, 9:00');
    expect(page.querySelector('#money')?.text).not.toContain('not emailed yet');
  });
  it('emails a draft sent from the lead’s page, in the quote’s language', async () => {
    const as = await owner();
    const { lead, quote, email } = await acceptedLead(as, 'es');
    const invoice = await pourInvoice(as, lead.id, { send: false });
    const before = watchEmails().mock.calls.length;
    expect(emailsTo(email, before)).toHaveLength(0);
    expect((await as(`/admin/leads/${lead.id}/invoices/${invoice.id}/send`, { form: {} })).status).toBe(303);
    const sent = emailsTo(email, before);
    expect(sent.map((message) => message.subject)).toEqual([
      `Factura ${invoice.number} de Golden Triangle Concrete: $1,040.00, vence el 17 de noviembre de 2026`,
    ]);
    expect(sent[0]!.text).toContain(`${origin}/es/quotes/${quote.token}#invoice-`);
  });
});

describe('the receipt after a payment', () => {
  it('follows each payment by hand (the form, the command line) once, with the balance left and what it paid for', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    const before = watchEmails().mock.calls.length;
    const paid = await as(`/admin/invoices/${invoice.number}/payments`, { form: { amount: '1,000', date: '', method: 'check', note: '' } });
    expect(paid.status).toBe(303);
    let sent = emailsTo(email, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Receipt: $1,000.00 received for invoice ${invoice.number}`);
    expect(sent[0]!.text).toContain('We received your payment of $1,000.00 on November 2, 2026 (check).');
    expect(sent[0]!.text).toContain('It pays the payment due when the pour day is done');
    expect(sent[0]!.text).toContain(`Balance still due on ${invoice.number}: $40.00.`);
    expect(sent[0]!.text).toContain('held in trust for the workers and suppliers');
    const rest = await as(`/admin/invoices/${invoice.number}/payments`, {
      form: { amount: '40', date: '', method: 'cash', note: '' },
      json: true,
    });
    expect(rest.status).toBe(201);
    sent = emailsTo(email, before);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain(`Invoice ${invoice.number} is paid in full.`);
    // Owed again (a webhook delivered twice calls it again): nothing more is sent.
    const { results } = await env.DB.prepare('SELECT id FROM invoice_payments WHERE invoice_id = ?1')
      .bind(invoice.id)
      .all<{ id: number }>();
    for (const { id } of results) await owePaymentReceipt(workerEnv, id, NOW);
    expect(await oweInvoiceSent(workerEnv, invoice.id, NOW)).toBe('busy');
    expect(emailsTo(email, before)).toHaveLength(2);
    // A refused payment sends nothing.
    expect(
      (await as(`/admin/invoices/${invoice.number}/payments`, { form: { amount: '5', date: '', method: 'cash', note: '' }, json: true }))
        .status,
    ).toBe(422);
    expect(emailsTo(email, before)).toHaveLength(2);
  });
});

describe('the reminders, through the cron', () => {
  it('sends the first at 9:00 Central on the due day + 3 (not 8:59), once, the second on day + 10, never a third', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    expect((await leadPage(as, lead.id)).querySelector(`#invoice-${invoice.id} [data-reminders]`)?.text).toBe(
      'Reminders: on (next: November 20, 9 a.m.)',
    );
    expect(await cronAt('2026-11-20T14:59:00Z', email)).toEqual([]);
    const first = await cronAt('2026-11-20T15:00:00Z', email);
    expect(first.map((message) => message.subject)).toEqual([`A reminder: invoice ${invoice.number}, $1,040.00 due`]);
    expect(first[0]!.text).toContain('The amount still due is $1,040.00.');
    expect(first[0]!.text).toContain(`${origin}/quotes/`);
    expect(await cronAt('2026-11-20T15:05:00Z', email)).toEqual([]);
    expect(await cronAt('2026-11-24T15:00:00Z', email)).toEqual([]);
    const second = await cronAt('2026-11-27T15:00:00Z', email);
    expect(second).toHaveLength(1);
    expect(second[0]!.text).toContain('This is our last reminder');
    expect(await cronAt('2026-11-27T15:05:00Z', email)).toEqual([]);
    expect(await cronAt('2026-12-04T15:00:00Z', email)).toEqual([]);
    const kinds = await env.DB.prepare('SELECT kind FROM invoice_messages WHERE invoice_id = ?1 ORDER BY id').bind(invoice.id).all();
    expect(kinds.results.map((row) => row.kind)).toEqual(['invoice_sent', 'reminder_1', 'reminder_2']);
  });
  it('sends none for an invoice paid, nor for one whose reminders were turned off, and shows off and on', async () => {
    const as = await owner();
    const paid = await acceptedLead(as);
    const paidInvoice = await pourInvoice(as, paid.lead.id);
    expect(
      (await as(`/admin/invoices/${paidInvoice.number}/payments`, { form: { amount: '1040', date: '', method: 'check', note: '' } }))
        .status,
    ).toBe(303);
    const off = await acceptedLead(as);
    const offInvoice = await pourInvoice(as, off.lead.id);
    expect((await as(`/admin/leads/${off.lead.id}/invoices/${offInvoice.id}/reminders`, { form: { reminders: 'off' } })).status).toBe(303);
    expect((await leadPage(as, off.lead.id)).querySelector(`#invoice-${offInvoice.id} [data-reminders]`)?.text).toBe('Reminders: off');
    expect(await cronAt('2026-11-20T15:00:00Z', paid.email)).toEqual([]);
    expect(await cronAt('2026-11-20T15:10:00Z', off.email)).toEqual([]);
    expect(await cronAt('2026-11-27T15:00:00Z', off.email)).toEqual([]);
    // Turned on again: the page shows the next one, and it goes on its day.
    const later = await owner(new Date('2026-11-28T15:00:00Z'));
    expect((await later(`/admin/leads/${off.lead.id}/invoices/${offInvoice.id}/reminders`, { form: { reminders: 'on' } })).status).toBe(
      303,
    );
    expect((await leadPage(later, off.lead.id)).querySelector(`#invoice-${offInvoice.id} [data-reminders]`)?.text).toBe(
      'Reminders: on (next: November 27, 9 a.m.)',
    );
    expect(await cronAt('2026-11-28T15:05:00Z', off.email)).toHaveLength(1);
  });
  it('reads the invoices to remind through an index, not a scan', async () => {
    const plan = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT id FROM invoices WHERE status = 'sent' AND reminders_off = 0 AND due_on BETWEEN ?1 AND ?2 ORDER BY due_on`,
    )
      .bind('2026-11-01', '2026-11-20')
      .all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(' ')).toMatch(/SEARCH invoices USING (COVERING )?INDEX invoices_remind/);
  });
});

describe('bounded per recipient, never dropped', () => {
  it('holds a receipt past the recipient’s owed bound for the day and sends it the next day through the cron', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    // The recipient's owed emails for the day run out (10 a Central day).
    while (await allowCustomerEmail(workerEnv, email, 'payment_receipt', NOW));
    const before = watchEmails().mock.calls.length;
    expect(
      (await as(`/admin/invoices/${invoice.number}/payments`, { form: { amount: '500', date: '', method: 'check', note: '' } })).status,
    ).toBe(303);
    expect(emailsTo(email, before)).toEqual([]);
    const row = await env.DB.prepare(
      `SELECT sent_at, last_outcome, attempts FROM invoice_messages WHERE invoice_id = ?1 AND kind = 'payment_receipt'`,
    )
      .bind(invoice.id)
      .first();
    expect(row).toEqual({ sent_at: null, last_outcome: 'held', attempts: 1 });
    expect(await cronAt('2026-11-02T15:10:00Z', email)).toEqual([]);
    expect(await cronAt('2026-11-02T16:05:00Z', email)).toEqual([]);
    const next = await cronAt('2026-11-03T15:00:00Z', email);
    expect(next.map((message) => message.subject)).toEqual([`Receipt: $500.00 received for invoice ${invoice.number}`]);
    expect(await cronAt('2026-11-03T16:05:00Z', email)).toEqual([]);
  });
  it('drops a held reminder once the invoice is paid: the retry sends the receipt alone', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    const at = new Date('2026-11-20T15:00:00Z');
    while (await allowCustomerEmail(workerEnv, email, 'invoice_reminder', at));
    expect(await cronAt(at.toISOString(), email)).toEqual([]);
    const later = await owner(new Date('2026-11-20T18:00:00Z'));
    expect(
      (await later(`/admin/invoices/${invoice.number}/payments`, { form: { amount: '1040', date: '', method: 'check', note: '' } })).status,
    ).toBe(303);
    const next = await cronAt('2026-11-21T15:00:00Z', email);
    expect(next.map((message) => message.subject)).toEqual([`Receipt: $1,040.00 received for invoice ${invoice.number}`]);
    const rows = await env.DB.prepare('SELECT kind, last_outcome FROM invoice_messages WHERE invoice_id = ?1 ORDER BY id')
      .bind(invoice.id)
      .all();
    expect(rows.results).toEqual([
      { kind: 'invoice_sent', last_outcome: 'sent' },
      { kind: 'reminder_1', last_outcome: 'gone' },
      { kind: 'payment_receipt', last_outcome: 'sent' },
    ]);
  });
  it('sends a message whose send was lost with its isolate once its 5-minute claim has passed, and only then', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id, { send: false });
    // Sent and claimed at 15:00, then the isolate went away: no outcome, not finished.
    await env.DB.batch([
      env.DB.prepare(`UPDATE invoices SET status = 'sent', sent_at = ?2 WHERE id = ?1`).bind(invoice.id, NOW.toISOString()),
      env.DB.prepare(
        `INSERT INTO invoice_messages (invoice_id, kind, payment_id, created_at, attempts, tried_at) VALUES (?1, 'invoice_sent', 0, ?2, 1, ?2)`,
      ).bind(invoice.id, NOW.toISOString()),
    ]);
    expect(await cronAt('2026-11-02T15:04:00Z', email)).toEqual([]);
    expect((await cronAt('2026-11-02T15:06:00Z', email)).map((message) => message.subject)).toEqual([
      `Invoice ${invoice.number} from Golden Triangle Concrete: $1,040.00 due November 17, 2026`,
    ]);
    expect(await cronAt('2026-11-02T15:20:00Z', email)).toEqual([]);
  });
  it('waits with the receipt of a bank debit processing: sent once it succeeded, never when it failed (the pay part’s calls)', async () => {
    const as = await owner();
    const { lead, email } = await acceptedLead(as);
    const invoice = await pourInvoice(as, lead.id);
    const debit = (cents: number) =>
      env.DB.prepare(
        `INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, source, recorded_at, stripe_session, processing)
         VALUES (?1, ?2, '2026-11-02', 'transfer', 'stripe', ?3, ?4, 1) RETURNING id`,
      )
        .bind(invoice.id, cents, NOW.toISOString(), `cs_test_${crypto.randomUUID()}`)
        .first<{ id: number }>();
    const succeeds = (await debit(60_000))!;
    const fails = (await debit(44_000))!;
    const before = watchEmails().mock.calls.length;
    await owePaymentReceipt(workerEnv, succeeds.id, NOW);
    await owePaymentReceipt(workerEnv, fails.id, NOW);
    expect(emailsTo(email, before)).toEqual([]);
    // Three days later the first debit succeeded (and the pay part owes its receipt again), the second failed.
    const later = new Date('2026-11-05T15:00:00Z');
    await env.DB.batch([
      env.DB.prepare('UPDATE invoice_payments SET processing = 0 WHERE id = ?1').bind(succeeds.id),
      env.DB.prepare('UPDATE invoice_payments SET failed_at = ?2 WHERE id = ?1').bind(fails.id, later.toISOString()),
    ]);
    await owePaymentReceipt(workerEnv, succeeds.id, later);
    const sent = emailsTo(email, before);
    expect(sent.map((message) => message.subject)).toEqual([`Receipt: $600.00 received for invoice ${invoice.number}`]);
    expect(sent[0]!.text).toContain('(bank transfer, online)');
    expect(await cronAt('2026-11-05T16:05:00Z', email)).toEqual([]);
    const rows = await env.DB.prepare(
      `SELECT payment_id, last_outcome FROM invoice_messages WHERE invoice_id = ?1 AND kind = 'payment_receipt' ORDER BY payment_id`,
    )
      .bind(invoice.id)
      .all();
    expect(rows.results).toEqual([
      { payment_id: succeeds.id, last_outcome: 'sent' },
      { payment_id: fails.id, last_outcome: 'gone' },
    ]);
  });
});
