/**
 * US dollar amounts as people type them and as the admin shows them. Stored
 * as whole cents (integers), so sums are exact.
 */

/** The largest amount accepted, in US cents: $10,000,000. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/**
 * Reads a US dollar amount as typed: "1250", "1,250.50", "$1,250": a whole
 * number of cents, or a message. At most two decimals, never negative, at
 * most $10,000,000.
 */
export function dollarsToCents(text: string): { cents: number } | { error: string } {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '').trim();
  if (plain.startsWith('-')) return { error: 'The amount cannot be negative.' };
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return { error: 'Enter an amount in dollars, like 4,850 or 4850.00.' };
  const [whole = '0', fraction = ''] = plain.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { error: 'The amount can be at most $10,000,000.' };
  return { cents };
}

/** US cents in dollars for reading, e.g. 485000 → "$4,850" (cents shown only when there are some). */
export const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/**
 * US cents in dollars short enough for a narrow card: exact (`usd`) up to `maxChars` characters, else Intl's compact
 * notation ("$4.1M", "$344K"), so a figure is never cut or broken inside a number (issue 48, the leads' stage cards at
 * 390 px). Show the exact amount nearby or in the accessible name.
 * @param cents whole US cents
 * @param maxChars the most characters the exact form may take (8: "$344,000")
 */
export const usdShort = (cents: number, maxChars = 8): string => {
  const exact = usd(cents).replace(/\.00$/, '');
  if (exact.length <= maxChars) return exact;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(
    cents / 100,
  );
};
