import { describe, expect, it } from 'vitest';
import { balanceCents, invoiceNumberOf, invoiceState, parseHandPayment, parseInvoiceItem, paidCents } from '../src/invoices/model';
import { canonicalText, parseQuoteForm } from '../src/quotes/model';
import { readShare, scheduleOfForm, splitSchedule } from '../src/quotes/schedule';

/**
 * Getting paid's pure rules (issue 47), their numbers written out: a schedule's amounts sum to the total to the cent
 * (33/33/34 %, an odd total, amounts and percents together, "rest"), the deposit's own rounding kept, the balance
 * after partial and failed payments, an invoice's state at fixed instants (Central days), a payment by hand at each
 * bound, and the schedule in the content hash.
 */

const sum = (payments: { cents: number }[]) => payments.reduce((total, payment) => total + payment.cents, 0);
const percent = (value: number) => ({ kind: 'percent' as const, percent: value });

describe('splitSchedule', () => {
  it('33/33/34 % of $100.01: $33.00, $33.00, and the last takes the remainder, $34.01', () => {
    const split = splitSchedule(
      [
        { milestone: 'acceptance', share: percent(33) },
        { milestone: 'pour', share: percent(33) },
        { milestone: 'completion', share: percent(34) },
      ],
      10001,
    );
    expect(split).toMatchObject({ ok: true });
    if (!split.ok) return;
    expect(split.payments.map((payment) => payment.cents)).toEqual([3300, 3300, 3401]);
  });

  it('sums to the total to the cent for every 3-way split of odd totals', () => {
    for (const total of [1, 3, 99, 101, 12345, 1_000_001, 999_999_999])
      for (const [a, b] of [
        [1, 1],
        [33, 33],
        [25, 65],
        [49, 50],
        [10, 80],
      ] as const) {
        const split = splitSchedule(
          [
            { milestone: 'acceptance', share: percent(a) },
            { milestone: 'completion', share: percent(b) },
            { milestone: 'retainage', share: percent(100 - a - b) },
          ],
          total,
        );
        if (split.ok) expect(sum(split.payments)).toBe(total);
        else expect(split.error).toBe('A payment would be $0.00: the total is too small for this schedule.');
      }
  });

  it('25/65/10 of $12,000.00 is $3,000, $7,800, $1,200, the retainage due 30 days after completion', () => {
    const split = splitSchedule(
      [
        { milestone: 'acceptance', share: percent(25) },
        { milestone: 'completion', share: { kind: 'rest' } },
        { milestone: 'retainage', share: percent(10) },
      ],
      1_200_000,
    );
    expect(split).toEqual({
      ok: true,
      payments: [
        { milestone: 'acceptance', share: percent(25), cents: 300_000 },
        { milestone: 'completion', share: { kind: 'rest' }, cents: 780_000 },
        { milestone: 'retainage', share: percent(10), cents: 120_000, afterDays: 30 },
      ],
    });
  });

  it('takes amounts and percents together when they add up exactly, refuses them otherwise', () => {
    const mixed = splitSchedule(
      [
        { milestone: 'acceptance', share: { kind: 'amount', cents: 400_000 } },
        { milestone: 'pour', share: { kind: 'amount', cents: 400_000 } },
        { milestone: 'completion', share: percent(20) },
        { milestone: 'retainage', share: percent(10) },
      ],
      1_200_000 * 1 + 0,
    );
    expect(mixed).toEqual({
      ok: false,
      error: 'The payments add up to $11,600.00, not the total $12,000.00: make them add up to 100 %, or type "rest" for one.',
    });
    const exact = splitSchedule(
      [
        { milestone: 'acceptance', share: { kind: 'amount', cents: 400_000 } },
        { milestone: 'pour', share: { kind: 'amount', cents: 400_000 } },
        { milestone: 'completion', share: { kind: 'amount', cents: 280_000 } },
        { milestone: 'retainage', share: percent(10) },
      ],
      1_200_000,
    );
    expect(exact.ok && exact.payments.map((payment) => payment.cents)).toEqual([400_000, 400_000, 280_000, 120_000]);
  });

  it('refuses a schedule over the total, two "rest", and milestones out of order', () => {
    expect(
      splitSchedule(
        [
          { milestone: 'acceptance', share: percent(60) },
          { milestone: 'completion', share: { kind: 'rest' } },
          { milestone: 'retainage', share: percent(40) },
        ],
        10000,
      ),
    ).toEqual({ ok: false, error: 'The other payments add up to $100.00, leaving nothing of the total $100.00 for "the rest".' });
    expect(
      splitSchedule(
        [
          { milestone: 'pour', share: { kind: 'rest' } },
          { milestone: 'completion', share: { kind: 'rest' } },
        ],
        10000,
      ),
    ).toEqual({ ok: false, error: 'Only one payment can be "the rest".' });
    expect(
      splitSchedule(
        [
          { milestone: 'completion', share: percent(50) },
          { milestone: 'pour', share: percent(50) },
        ],
        10000,
      ),
    ).toEqual({ ok: false, error: 'Each milestone comes once, in order.' });
  });
});

describe('readShare and the quote form', () => {
  it('reads 65%, a bare 65, $500, 500 (dollars: over 100), rest; refuses 0%, 101%, $0, three decimals, negatives', () => {
    expect(readShare('65%')).toEqual(percent(65));
    expect(readShare(' 65 ')).toEqual(percent(65));
    expect(readShare('$500')).toEqual({ kind: 'amount', cents: 50000 });
    expect(readShare('500')).toEqual({ kind: 'amount', cents: 50000 });
    expect(readShare('1,250.50')).toEqual({ kind: 'amount', cents: 125050 });
    expect(readShare('Rest')).toEqual({ kind: 'rest' });
    expect(readShare('')).toBeNull();
    expect(readShare('0%')).toEqual({ error: 'A percent is a whole number from 1 to 100, like 65%.' });
    expect(readShare('101%')).toEqual({ error: 'A percent is a whole number from 1 to 100, like 65%.' });
    expect(readShare('$0')).toEqual({ error: 'A payment cannot be $0: leave the field blank for none.' });
    expect(readShare('12.345')).toMatchObject({ error: expect.stringContaining('Enter an amount in dollars') });
    expect(readShare('-5')).toMatchObject({ error: expect.stringContaining('cannot be negative') });
  });

  it('keeps a percent deposit rounded half up ($10.50 × 5 % = $0.53) and gives the cent to "the rest"', () => {
    const schedule = scheduleOfForm(percent(5), 53, { pour: '', completion: 'rest', retainage: '10%' }, 1050);
    expect(schedule.ok && schedule.payments.map((payment) => payment.cents)).toEqual([53, 892, 105]);
  });

  it('a quote written with no schedule fields gets the default: the deposit, the rest on completion, 10 % retainage', () => {
    const parsed = parseQuoteForm({
      lines: [{ description: 'Driveway', quantity: '1', unit: 'lump', price: '12000' }],
      taxLabel: '',
      tax: '',
      depositKind: 'percent',
      deposit: '25',
      validDays: '30',
      terms: '',
    });
    expect(parsed.ok && parsed.draft.schedule.map((payment) => [payment.milestone, payment.cents])).toEqual([
      ['acceptance', 300_000],
      ['completion', 780_000],
      ['retainage', 120_000],
    ]);
  });

  it('without schedule fields, a deposit the default has no room for: the rest on completion, or the deposit alone', () => {
    const schedule = (deposit: string) => {
      const parsed = parseQuoteForm({
        lines: [{ description: 'Driveway', quantity: '1', unit: 'lump', price: '1000' }],
        taxLabel: '',
        tax: '',
        depositKind: 'percent',
        deposit,
        validDays: '30',
        terms: '',
      });
      return parsed.ok ? parsed.draft.schedule.map((payment) => [payment.milestone, payment.cents]) : parsed.errors;
    };
    expect(schedule('95')).toEqual([
      ['acceptance', 95_000],
      ['completion', 5_000],
    ]);
    expect(schedule('100')).toEqual([['acceptance', 100_000]]);
  });

  it('refuses a schedule that does not add up, beside its field', () => {
    const parsed = parseQuoteForm({
      lines: [{ description: 'Driveway', quantity: '1', unit: 'lump', price: '12000' }],
      taxLabel: '',
      tax: '',
      depositKind: 'percent',
      deposit: '30',
      validDays: '30',
      terms: '',
      schedule: { pour: '', completion: '65%', retainage: '10%' },
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        schedule: 'The payments add up to $12,600.00, not the total $12,000.00: make them add up to 100 %, or type "rest" for one.',
      },
    });
  });

  it('the schedule is in the content hash: one cent moved changes the canonical text', () => {
    const base = {
      number: 1,
      version: 1,
      leadId: 1,
      customer: 'A',
      address: '',
      lang: 'en' as const,
      lines: [],
      tax: null,
      subtotalCents: 100,
      totalCents: 100,
      depositCents: 0,
      validUntil: '2026-12-01',
      terms: '',
    };
    const one = canonicalText({ ...base, schedule: [{ milestone: 'completion', share: { kind: 'rest' }, cents: 100 }] });
    const other = canonicalText({
      ...base,
      schedule: [
        { milestone: 'completion', share: { kind: 'rest' }, cents: 99 },
        { milestone: 'retainage', share: { kind: 'amount', cents: 1 }, cents: 1, afterDays: 30 },
      ],
    });
    expect(one).not.toBe(other);
    expect(canonicalText(base)).not.toContain('schedule');
  });
});

describe('invoices: balance, state, payments by hand', () => {
  const invoice = { number: 7, status: 'sent' as const, total_cents: 780_000, due_on: '2026-12-14' };

  it('counts payments not failed: $7,800 less $3,000 and a failed $4,800 leaves $4,800', () => {
    const payments = [
      { cents: 300_000, failed_at: null },
      { cents: 480_000, failed_at: '2026-12-05T15:00:00Z' },
    ];
    expect(paidCents(payments)).toBe(300_000);
    expect(balanceCents(780_000, payments)).toBe(480_000);
  });

  it('is sent, partly paid, overdue from the Central day after its due day, paid; draft and void as stored', () => {
    // 2026-12-15T05:59Z is still Dec 14 in Beaumont (CST); 06:00Z is Dec 15.
    const lastMinute = new Date('2026-12-15T05:59:00Z');
    const nextDay = new Date('2026-12-15T06:00:00Z');
    expect(invoiceState(invoice, [], lastMinute)).toBe('sent');
    expect(invoiceState(invoice, [{ cents: 100, failed_at: null }], lastMinute)).toBe('partly paid');
    expect(invoiceState(invoice, [{ cents: 100, failed_at: null }], nextDay)).toBe('overdue');
    expect(invoiceState(invoice, [{ cents: 780_000, failed_at: null }], nextDay)).toBe('paid');
    expect(invoiceState(invoice, [{ cents: 780_000, failed_at: 'x' }], nextDay)).toBe('overdue');
    expect(invoiceState({ ...invoice, status: 'draft' }, [], nextDay)).toBe('draft');
    expect(invoiceState({ ...invoice, status: 'void' }, [], nextDay)).toBe('void');
  });

  it('takes a payment of exactly the balance and refuses one cent over, zero, negative, three decimals, a void invoice', () => {
    const now = new Date('2026-12-10T18:00:00Z');
    const typed = { amount: '7,800.00', date: '2026-12-10', method: 'check', note: ' check  1042 ' };
    expect(parseHandPayment(typed, invoice, [], now)).toEqual({
      ok: true,
      payment: { cents: 780_000, paidOn: '2026-12-10', method: 'check', note: 'check 1042' },
    });
    const errorOf = (amount: string, status: 'sent' | 'void' = 'sent') => {
      const read = parseHandPayment({ ...typed, amount }, { ...invoice, status }, [], now);
      return read.ok ? null : read.errors;
    };
    expect(errorOf('7800.01')).toEqual({ amount: '$7,800.01 is more than the balance of INV-7, $7,800.00.' });
    expect(errorOf('0')).toEqual({ amount: 'A payment must be more than $0.00.' });
    expect(errorOf('-5')).toEqual({ amount: 'A payment cannot be negative.' });
    expect(errorOf('10.005')).toEqual({ amount: 'Enter an amount in dollars, like 4,850 or 4850.00. At most two decimals.' });
    expect(errorOf('100', 'void')).toEqual({ invoice: 'INV-7 is void: no payment can be recorded on it.' });
  });

  it('refuses a day after today (Central), an unknown method, and nothing owed', () => {
    const now = new Date('2026-12-11T05:00:00Z'); // still Dec 10 in Beaumont
    const read = parseHandPayment({ amount: '10', date: '2026-12-11', method: 'bitcoin', note: '' }, invoice, [], now);
    expect(read).toEqual({
      ok: false,
      errors: {
        date: 'The day it was paid cannot be after today, 2026-12-10.',
        method: 'Choose how it was paid: check, cash, transfer or card.',
      },
    });
    expect(
      parseHandPayment({ amount: '10', date: '', method: 'cash', note: '' }, invoice, [{ cents: 780_000, failed_at: null }], now),
    ).toEqual({
      ok: false,
      errors: { invoice: 'INV-7 is paid in full: nothing is owed on it.' },
    });
  });

  it('reads an item by hand and an invoice number', () => {
    expect(parseInvoiceItem({ description: 'Extra steps', quantity: '2', unit: 'each', price: '450.50' })).toEqual({
      ok: true,
      line: { description: 'Extra steps', quantityHundredths: 200, unit: 'each', unitCents: 45050 },
    });
    expect(parseInvoiceItem({ description: 'Extra', quantity: '1', unit: 'each', price: '-450' })).toEqual({
      ok: false,
      error: 'The price of "Extra" cannot be negative.',
    });
    expect(invoiceNumberOf('INV-12')).toBe(12);
    expect(invoiceNumberOf('12')).toBe(12);
    expect(invoiceNumberOf('INV-x')).toBeNull();
  });
});
