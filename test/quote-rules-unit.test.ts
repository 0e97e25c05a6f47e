import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_WORDS } from '../src/content/quotes';
import { parseAcceptance, parseDecline } from '../src/quotes/answer';
import { cancelDeadlineDay, isBusinessDay } from '../src/quotes/cooling-off';
import { type CanonicalQuote, contentHash, formValuesOf, parseQuoteForm, type QuoteFormValues, totalsOf } from '../src/quotes/model';

/**
 * The quote's rules stated with their numbers (issue 45, item 4): each test
 * here failed with one of the review's surviving mutations applied by hand
 * (the table: 2, 5–7, 10–11, 21, 23, 28) and passes without it. The
 * limits are written as literals (50 lines, 365 days, 100 characters), never
 * the constants they check.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A form of one line of `cents` (quantity 1), no tax, no deposit, valid 30 days, with `changes`. */
const form = (changes: Partial<QuoteFormValues> = {}, cents = '5200.00'): QuoteFormValues => ({
  lines: [{ description: 'Driveway', quantity: '1', unit: 'lump', price: cents }],
  taxLabel: '',
  tax: '',
  depositKind: 'none',
  deposit: '',
  validDays: '30',
  terms: '',
  ...changes,
});
const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ description: `Line ${i + 1}`, quantity: '1', unit: 'lump', price: '10' }));

describe('the percent deposit is rounded half up to the cent (mutation 2)', () => {
  it.each([
    // total (cents), percent, deposit (cents): where truncating would give one cent less
    [1050, 5, 53], // 52.5 → 53 (truncated: 52)
    [1049, 5, 52], // 52.45 → 52
    [999, 50, 500], // 499.5 → 500 (truncated: 499)
    [333, 30, 100], // 99.9 → 100 (truncated: 99)
    [520000, 25, 130000],
    [520000, 100, 520000],
  ])('%i cents at %i percent is a deposit of %i cents', (total, percent, deposit) => {
    const totals = totalsOf({
      lines: [{ description: 'Work', quantityHundredths: 100, unit: 'lump', unitCents: total }],
      tax: null,
      deposit: { kind: 'percent', percent },
    });
    expect(totals.totalCents).toBe(total);
    expect(totals.depositCents).toBe(deposit);
  });
});

describe('the form’s bounds, accepted at the bound and refused one past it (mutations 5, 6, 7)', () => {
  it.each([
    ['a deposit equal to the total', true, form({ depositKind: 'amount', deposit: '5200.00' })],
    ['a deposit one cent over the total', false, form({ depositKind: 'amount', deposit: '5200.01' })],
    ['a 100 % deposit', true, form({ depositKind: 'percent', deposit: '100' })],
    ['1 day’s validity', true, form({ validDays: '1' })],
    ['365 days’ validity', true, form({ validDays: '365' })],
    ['366 days’ validity', false, form({ validDays: '366' })],
    ['0 days’ validity', false, form({ validDays: '0' })],
    ['50 lines', true, form({ lines: lines(50) })],
    ['51 lines', false, form({ lines: lines(51) })],
  ])('%s: accepted %s', (_, accepted, values) => {
    expect(parseQuoteForm(values).ok).toBe(accepted);
  });

  it('says why at each refusal', () => {
    const over = parseQuoteForm(form({ depositKind: 'amount', deposit: '5200.01' }));
    expect(!over.ok && over.errors.deposit).toBe('The deposit cannot be more than the total, $5,200.00.');
    const long = parseQuoteForm(form({ validDays: '366' }));
    expect(!long.ok && long.errors.validDays).toBe('Enter the days the quote stays valid, from 1 to 365.');
    const many = parseQuoteForm(form({ lines: lines(51) }));
    expect(!many.ok && many.errors.lines).toBe('A quote holds at most 50 lines. Remove 1.');
  });
});

describe('a refused 60-line form comes back with its 60 lines (issue 45 bug: it came back with 51)', () => {
  it('reads every line typed, in order, and says 50 is the most', () => {
    const body = {
      description: lines(60).map((line) => line.description),
      quantity: lines(60).map(() => '1'),
      unit: lines(60).map(() => 'lump'),
      price: lines(60).map(() => '10'),
    };
    const values = formValuesOf(body);
    expect(values.lines).toHaveLength(60);
    expect(values.lines.at(-1)).toEqual({ description: 'Line 60', quantity: '1', unit: 'lump', price: '10' });
    const parsed = parseQuoteForm(values);
    expect(!parsed.ok && parsed.errors.lines).toBe('A quote holds at most 50 lines. Remove 10.');
  });

  it('reads at most 1,000 lines of a post, however many it names', () => {
    expect(formValuesOf({ description: Array.from({ length: 5000 }, (_, i) => `Line ${i}`) }).lines).toHaveLength(1000);
  });
});

/** A signed quote's canonical content. */
const base: CanonicalQuote = {
  number: 12,
  version: 1,
  leadId: 7,
  customer: 'Ana López',
  address: '1200 Boston Ave, Beaumont',
  lang: 'en',
  lines: [{ description: 'Driveway', quantityHundredths: 65000, unit: 'sqft', unitCents: 800 }],
  tax: { label: 'Sales tax', cents: 1234 },
  subtotalCents: 520000,
  totalCents: 521234,
  depositCents: 130000,
  validUntil: '2026-12-27',
  terms: 'Balance when done.',
};

describe('every signed field is in the content hash (mutations 10, 11)', () => {
  const changes: [string, Partial<CanonicalQuote>][] = [
    ['the number', { number: 13 }],
    ['the version', { version: 2 }],
    ['the lead', { leadId: 8 }],
    ['the customer', { customer: 'Ana Lopez' }],
    ['the address', { address: '1201 Boston Ave, Beaumont' }],
    ['the language', { lang: 'es' }],
    ['a line’s description', { lines: [{ ...base.lines[0]!, description: 'Patio' }] }],
    ['a line’s quantity', { lines: [{ ...base.lines[0]!, quantityHundredths: 65001 }] }],
    ['a line’s unit', { lines: [{ ...base.lines[0]!, unit: 'cy' }] }],
    ['a line’s unit price', { lines: [{ ...base.lines[0]!, unitCents: 801 }] }],
    ['a second line', { lines: [...base.lines, ...base.lines] }],
    ['the tax label', { tax: { label: 'Tax', cents: 1234 } }],
    ['the tax amount', { tax: { label: 'Sales tax', cents: 1235 } }],
    ['the tax to none', { tax: null }],
    ['the subtotal', { subtotalCents: 520001 }],
    ['the total', { totalCents: 521235 }],
    ['the deposit', { depositCents: 130001 }],
    ['the valid-until', { validUntil: '2026-12-28' }],
    ['the terms', { terms: 'Balance in 30 days.' }],
  ];
  it.each(changes)('changing %s changes the hash', async (_, change) => {
    const hash = await contentHash(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await contentHash({ ...base, ...change })).not.toBe(hash);
  });

  it('the same content gives the same hash', async () => {
    expect(await contentHash({ ...base, lines: [{ ...base.lines[0]! }] })).toBe(await contentHash(base));
  });
});

describe('the answers as posted (mutations 21, 23)', () => {
  it('a signer’s name of 100 characters signs; 101 is refused with the message', () => {
    expect(parseAcceptance({ name: `A${'n'.repeat(99)}`, consent: 'yes' }, 'en')).toEqual({ ok: true, name: `A${'n'.repeat(99)}` });
    const long = parseAcceptance({ name: `A${'n'.repeat(100)}`, consent: 'yes' }, 'en');
    expect(long).toEqual({ ok: false, errors: { name: QUOTE_WORDS.en.page.accept.nameTooLong } });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason not in the list', { reason: 'cheaper' }],
  ])('a decline with %s is recorded as "not a fit", never as "price"', (_, fields) => {
    expect(parseDecline(fields, 'en')).toEqual({ ok: true, reason: 'not_a_fit', details: '' });
  });

  it('a decline naming the price is recorded as price', () => {
    expect(parseDecline({ reason: 'price' }, 'en')).toMatchObject({ ok: true, reason: 'price' });
  });
});

describe('the business days are those of the day’s own year (mutation 28), asked in 2026', () => {
  it.each([
    ['2027-01-01', false], // New Year's Day 2027, a Friday
    ['2027-01-18', false], // Martin Luther King Jr. Day 2027
    ['2027-12-31', true], // a Friday: New Year's Day 2028 is taken on the Saturday it falls on, not here
    ['2028-01-01', false], // New Year's Day 2028, a Saturday
    ['2028-07-04', false], // Independence Day 2028, a Tuesday
    ['2028-07-05', true],
    ['2028-01-02', false], // a Sunday
  ])('%s is a business day: %s', (day, business) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T17:30:00Z') });
    expect(isBusinessDay(day)).toBe(business);
  });

  it('an acceptance on Thursday 2027-12-30 may be cancelled until Tuesday 2028-01-04 (New Year’s Day and a Sunday skipped)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T17:30:00Z') });
    expect(cancelDeadlineDay('2027-12-30')).toBe('2028-01-04');
  });
});
