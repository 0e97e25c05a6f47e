import { describe, expect, it } from 'vitest';
import { invoiceSentText, receiptText, reminderText } from '../src/invoices/message-text';
import { nextReminder, type RemindedInvoice, reminderTimes, remindersDue } from '../src/invoices/reminders';
import type { Invoice, PaymentRow } from '../src/invoices/store';

/**
 * The invoice messages' pure rules (issue 47 item 4 and the receipt's words, items 3 and 7): the reminders' days at
 * 9:00 a.m. Central across both clock changes, never at 8:59, never a third, none for an invoice paid, void, off or
 * with a bank payment processing; and the texts: the absolute link, how to pay online or not, what a payment paid for.
 */

const unpaid = (dueOn: string, changes: Partial<RemindedInvoice> = {}): RemindedInvoice => ({
  status: 'sent',
  total_cents: 104_000,
  due_on: dueOn,
  reminders_off: 0,
  payments: [],
  ...changes,
});

/** Every reminder due over 40 days from `dueOn`, tried every 5 minutes: the first instant each kind was due. */
function remindersOver(invoice: RemindedInvoice) {
  const first = new Map<string, string>();
  const start = Date.parse(`${invoice.due_on}T00:00:00Z`);
  for (let at = start; at < start + 40 * 86_400_000; at += 5 * 60_000) {
    for (const kind of remindersDue(invoice, new Date(at))) if (!first.has(kind)) first.set(kind, new Date(at).toISOString());
  }
  return Object.fromEntries(first);
}

describe('the reminders’ days, 9 a.m. Central', () => {
  it('goes 3 and 10 days after the due day at 9:00 CDT and CST, across the autumn change of 2026-11-01', () => {
    // Due Monday 2026-10-26: +3 is Thursday 10-29 (CDT, UTC-5), +10 is Thursday 11-05 (CST, UTC-6).
    expect(remindersOver(unpaid('2026-10-26'))).toEqual({ reminder_1: '2026-10-29T14:00:00.000Z', reminder_2: '2026-11-05T15:00:00.000Z' });
    // Due 2026-10-29: +3 is the day of the change itself, 9:00 CST.
    expect(remindersOver(unpaid('2026-10-29'))).toEqual({ reminder_1: '2026-11-01T15:00:00.000Z', reminder_2: '2026-11-08T15:00:00.000Z' });
  });
  it('goes at 9:00 CDT across the spring change of 2027-03-14', () => {
    expect(remindersOver(unpaid('2027-03-11'))).toEqual({ reminder_1: '2027-03-14T14:00:00.000Z', reminder_2: '2027-03-21T14:00:00.000Z' });
    expect(remindersOver(unpaid('2027-03-04'))).toEqual({ reminder_1: '2027-03-07T15:00:00.000Z', reminder_2: '2027-03-14T14:00:00.000Z' });
  });
  it('is not due at 8:59 and is at 9:00', () => {
    const invoice = unpaid('2026-11-17');
    expect(remindersDue(invoice, new Date('2026-11-20T14:59:59Z'))).toEqual([]);
    expect(remindersDue(invoice, new Date('2026-11-20T15:00:00Z'))).toEqual(['reminder_1']);
    expect(remindersDue(invoice, new Date('2026-11-27T14:59:00Z'))).toEqual(['reminder_1']);
    expect(remindersDue(invoice, new Date('2026-11-27T15:00:00Z'))).toEqual(['reminder_2']);
  });
  it('never gives a third: nothing after the second’s 7 days, and only the two kinds ever', () => {
    const invoice = unpaid('2026-11-17');
    expect(Object.keys(remindersOver(invoice))).toEqual(['reminder_1', 'reminder_2']);
    expect(remindersDue(invoice, new Date('2026-12-04T15:00:00Z'))).toEqual([]);
    expect(remindersDue(invoice, new Date('2027-06-01T15:00:00Z'))).toEqual([]);
    expect(reminderTimes('2026-11-17').map((time) => time.kind)).toEqual(['reminder_1', 'reminder_2']);
  });
  it('gives none when paid, void, a draft, turned off, or with a bank payment processing; a failed payment counts for nothing', () => {
    const at = new Date('2026-11-20T15:00:00Z');
    const payment = { cents: 104_000, failed_at: null, processing: 0 as const };
    expect(remindersDue(unpaid('2026-11-17', { payments: [payment] }), at)).toEqual([]);
    expect(remindersDue(unpaid('2026-11-17', { status: 'void' }), at)).toEqual([]);
    expect(remindersDue(unpaid('2026-11-17', { status: 'draft' }), at)).toEqual([]);
    expect(remindersDue(unpaid('2026-11-17', { reminders_off: 1 }), at)).toEqual([]);
    expect(remindersDue(unpaid('2026-11-17', { payments: [{ cents: 50_000, failed_at: null, processing: 1 }] }), at)).toEqual([]);
    expect(remindersDue(unpaid('2026-11-17', { payments: [{ ...payment, failed_at: '2026-11-19T00:00:00Z' }] }), at)).toEqual([
      'reminder_1',
    ]);
    expect(remindersDue(unpaid('2026-11-17', { payments: [{ ...payment, cents: 4_000 }] }), at)).toEqual(['reminder_1']);
  });
  it('tells the contractor the next one: the first not recorded whose time has not passed', () => {
    const invoice = unpaid('2026-11-17');
    const now = new Date('2026-11-02T15:00:00Z');
    expect(nextReminder(invoice, new Set(), now)).toBe(Date.parse('2026-11-20T15:00:00Z'));
    expect(nextReminder(invoice, new Set(['reminder_1']), now)).toBe(Date.parse('2026-11-27T15:00:00Z'));
    expect(nextReminder(invoice, new Set(['reminder_1', 'reminder_2']), now)).toBeNull();
    expect(nextReminder({ ...invoice, reminders_off: 1 }, new Set(), now)).toBeNull();
  });
});

const invoice = (changes: Partial<Invoice> = {}): Invoice => ({
  id: 7,
  number: 12,
  lead_id: 3,
  job_id: 2,
  quote_id: 5,
  milestone: 'pour',
  lines: [
    { description: 'When the pour day is done: 20 % of quote Q-5 ($5,200.00)', quantityHundredths: 100, unit: 'lump', unitCents: 104_000 },
  ],
  total_cents: 104_000,
  due_on: '2026-11-17',
  status: 'sent',
  created_at: '2026-11-02T15:00:00.000Z',
  sent_at: '2026-11-02T15:00:00.000Z',
  voided_at: null,
  checkout_session: null,
  checkout_url: null,
  checkout_expires_at: null,
  reminders_off: 0,
  payments: [],
  ...changes,
});
const payment = (changes: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 40,
  invoice_id: 7,
  cents: 100_000,
  paid_on: '2026-11-10',
  method: 'check',
  note: null,
  source: 'hand',
  recorded_at: '2026-11-10T15:00:00.000Z',
  failed_at: null,
  stripe_session: null,
  fee_cents: null,
  processing: 0,
  ...changes,
});
const context = (lang: 'en' | 'es', online = false) => ({
  quote: { token: 'tok123', lang, customer: 'Ana Ruiz', sent_to: 'ana@example.com', payment_schedule: null },
  siteUrl: 'https://goldentriangle.example',
  online,
});

describe('the texts', () => {
  it('emails the invoice with its amount, due day, absolute link and how to pay (offline words, or online without surcharge)', () => {
    const offline = invoiceSentText(context('en'), invoice());
    expect(offline.subject).toBe('Invoice INV-12 from Golden Triangle Concrete: $1,040.00 due November 17, 2026');
    expect(offline.text).toContain('https://goldentriangle.example/quotes/tok123#invoice-12');
    expect(offline.text).toContain('Pay by a check, cash or a bank transfer');
    expect(offline.text).toContain('held in trust for the workers and suppliers');
    const online = invoiceSentText(context('es', true), invoice());
    expect(online.subject).toBe('Factura INV-12 de Golden Triangle Concrete: $1,040.00, vence el 17 de noviembre de 2026');
    expect(online.text).toContain('https://goldentriangle.example/es/quotes/tok123#invoice-12');
    expect(online.text).toContain('No cobramos recargo por tarjeta');
  });
  it('gives a receipt the amount, day, method, what it paid for and the balance right after it; never "materials"', () => {
    const first = payment();
    const second = payment({ id: 41, cents: 4_000, source: 'stripe', method: 'transfer' });
    const paid = invoice({ payments: [first, second] });
    const receipt = receiptText(context('en'), paid, first);
    expect(receipt.subject).toBe('Receipt: $1,000.00 received for invoice INV-12');
    expect(receipt.text).toContain('We received your payment of $1,000.00 on November 10, 2026 (check).');
    expect(receipt.text).toContain('It pays the payment due when the pour day is done, invoice INV-12.');
    expect(receipt.text).toContain('Balance still due on INV-12: $40.00.');
    expect(receipt.text).not.toMatch(/buys?\b|pays? for (your |the )?materials|deposit/i);
    expect(receiptText(context('en'), paid, second).text).toContain('(bank transfer, online)');
    expect(receiptText(context('en'), paid, second).text).toContain('Invoice INV-12 is paid in full.');
  });
  it('says why a retainage was held, with the §53.255 words and the schedule’s days', () => {
    const retainage = invoice({ milestone: 'retainage' });
    const ctx = {
      ...context('es'),
      quote: {
        ...context('es').quote,
        payment_schedule: [
          { milestone: 'retainage' as const, cents: 52_000, share: { kind: 'percent' as const, value: 10 }, afterDays: 30 },
        ],
      },
    };
    const text = receiptText(ctx as never, retainage, payment({ cents: 52_000 })).text;
    expect(text).toContain('Este pago cubre la retención, factura INV-12.');
    expect(text).toContain('Usted retuvo este pago durante 30 días');
    expect(text).toContain('§53.255');
  });
  it('reminds politely with the amount still due and the link; the second says it is the last', () => {
    const partly = invoice({ payments: [payment()] });
    const first = reminderText(context('en'), partly, 'reminder_1');
    expect(first.subject).toBe('A reminder: invoice INV-12, $40.00 due');
    expect(first.text).toContain('was due on November 17, 2026. The amount still due is $40.00.');
    expect(first.text).toContain('https://goldentriangle.example/quotes/tok123#invoice-12');
    expect(first.text).not.toContain('last reminder');
    expect(reminderText(context('en'), partly, 'reminder_2').text).toContain('This is our last reminder');
  });
});
