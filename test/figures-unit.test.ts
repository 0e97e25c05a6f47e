import { afterEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_LOCALE } from '../src/content/ui';
import { number } from '../src/lib/figures';
import { requestWith } from './helpers';

/**
 * The at-a-glance figures are written as Intl writes them in US
 * English, and a service page's first render does not wait for ICU's number
 * data: whole numbers 0–999 are their digits; anything else goes
 * through Intl.NumberFormat.
 */
describe('figures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes every whole number from 0 to 999 exactly as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
    for (let n = 0; n < 1000; n++) expect(number.format(n)).toBe(intl.format(n));
  });

  it('groups and rounds other numbers through Intl', () => {
    expect(number.format(1000)).toBe('1,000');
    expect(number.format(12_500)).toBe('12,500');
    expect(number.format(2.5)).toBe('2.5');
    expect(number.format(1.236)).toBe('1.24');
    expect(number.format(-4)).toBe('-4');
  });

  it('renders service pages, English and Spanish, without formatting a number through Intl', async () => {
    // `format` is a getter on the prototype: any use of a formatter, made now or earlier, reads it.
    const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as { readonly format: unknown }, 'format', 'get');
    for (const path of ['/concrete-driveways', '/commercial-concrete', '/es/concrete-steps-stairs']) {
      const res = await requestWith({ PAGE_CACHE: 'off' }, path);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/\$\d+-\d+ per |De \$\d+ a \$\d+ por /);
    }
    expect(format).not.toHaveBeenCalled();
  });
});
