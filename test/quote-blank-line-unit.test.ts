import { describe, expect, it } from 'vitest';
import { blankLine, parseQuoteForm, type QuoteFormValues } from '../src/quotes/model';

/**
 * The one blank-line rule of the contractor's quote form (src/quotes/model.ts `blankLine`): a line is skipped only
 * when its description, quantity and price are all empty or white space (the unit's select always holds one); a
 * line with any of the three typed is the contractor's, and is refused for what it lacks, never dropped.
 */

const line = (description: string, quantity: string, price: string) => ({ description, quantity, unit: 'sqft', price });
const form = (lines: QuoteFormValues['lines']): QuoteFormValues => ({
  lines,
  taxLabel: '',
  tax: '',
  depositKind: 'none',
  deposit: '',
  validDays: '30',
  terms: '',
});

describe('a blank line of the quote form', () => {
  it.each([
    ['nothing typed', true, line('', '', '')],
    ['white space only', true, line('  ', '\t', ' ')],
    ['a description alone', false, line('Driveway', '', '')],
    ['a quantity alone', false, line('', '600', '')],
    ['a price alone', false, line('', '', '12.50')],
  ])('%s: blank is %s', (_, blank, typed) => {
    expect(blankLine(typed)).toBe(blank);
  });

  it('is skipped by the parse, while a line with only a price is refused for its description', () => {
    const parsed = parseQuoteForm(form([line('Driveway, 4 in.', '600', '12.50'), line('', '', ''), line('', '', '40')]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors)).toEqual(['line-2-description', 'line-2-quantity']);
  });
});
