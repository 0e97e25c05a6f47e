/**
 * The deposit's kind read from what the contractor typed (issue 44 §6), so a
 * deposit typed with the radio left on "None" is never dropped. The rule,
 * stated beside the field (`DEPOSIT_RULE`) and applied the same way by the
 * server (src/admin/quote-routes.tsx) and, while typing, by the admin's
 * script (client/admin/quote-form.ts):
 * - a "%" anywhere ("30%", "30 %") → a percent, whatever the radio says;
 * - a "$" anywhere ("$500") → dollars, whatever the radio says;
 * - otherwise, with "Percent" or "Dollars" chosen, the radio decides;
 * - otherwise (radio on "None" or none sent): a bare whole number from 1 to
 *   100 ("30") → a percent; any other amount ("500", "500.00", "30.00") → dollars.
 * An empty field keeps the radio's choice.
 */

/** The rule in the contractor's words, shown under the deposit field. */
export const DEPOSIT_RULE = 'Type 30% (or a whole number up to 100) for a percent, $500 or 500.00 for dollars: the choice above follows.';

/** A deposit's kind as the form posts it. */
export type DepositKind = 'none' | 'percent' | 'amount';

/**
 * The kind and the figure of a deposit as typed.
 * @param kind the radio's value as posted ('none', 'percent', 'amount', or anything else: read as none)
 * @param typed the deposit field as typed
 * @returns the kind to validate against, and the figure without its "%" (a "$" stays: the dollar reader takes it)
 */
export function depositAsTyped(kind: string, typed: string): { kind: DepositKind; deposit: string } {
  const text = typed.trim();
  if (!text) return { kind: kind === 'percent' || kind === 'amount' ? kind : 'none', deposit: '' };
  if (text.includes('%')) return { kind: 'percent', deposit: text.replaceAll('%', '').trim() };
  if (text.includes('$')) return { kind: 'amount', deposit: text };
  if (kind === 'percent' || kind === 'amount') return { kind, deposit: text };
  const whole = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return { kind: whole >= 1 && whole <= 100 ? 'percent' : 'amount', deposit: text };
}
