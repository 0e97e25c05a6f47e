/**
 * A quote line's unit in words that agree with its quantity (issue 49), the one function the customer's page, the PDF
 * and the emails call: "1 pie cuadrado", "2 pies cuadrados", "120 pies lineales", "3 unidades", "suma global". The
 * words are content (src/content/quotes.ts `unitCount`); which form a number takes is Intl's plural rule for the
 * language (CLDR: in Spanish only exactly 1 is singular, so 1.5 and 0.5 are plural, as the RAE says).
 */
import { QUOTE_WORDS, type QuoteUnit } from '../content/quotes';
import type { Locale } from '../i18n';

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `locale` ("one", "other", "many"…), the rules made once per isolate and locale. */
function categoryOf(count: number, locale: string): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/**
 * The unit's words for a quantity, e.g. ('lf', 12000, 'es') → "pies lineales", ('sqft', 100, 'es') → "pie cuadrado",
 * ('each', 300, 'es') → "unidades", ('lump', 100, 'es') → "suma global"; English keeps its abbreviations
 * ("sq ft", "linear ft", "each", "lump sum"), which do not change with the number.
 * @param quantityHundredths the line's quantity in hundredths of the unit (1 = 100), as src/quotes/model.ts stores it
 */
export function unitLabel(unit: QuoteUnit, quantityHundredths: number, lang: Locale): string {
  const words = QUOTE_WORDS[lang];
  const [one, other] = words.unitCount[unit];
  return categoryOf(quantityHundredths / 100, words.locale) === 'one' ? one : other;
}

/** The label the contractor's form stores for a tax line left without one (src/quotes/model.ts `parseQuoteForm`). */
export const STORED_TAX_LABEL = 'Sales tax';

/**
 * A quote's tax label as its customer reads it: the default one (stored in English, "Sales tax") in the quote's
 * language ("Impuesto sobre las ventas"), any other label as the contractor typed it.
 * @param label the stored `tax_label` (null: none)
 */
export const taxLabelIn = (label: string | null, lang: Locale): string =>
  !label || label === STORED_TAX_LABEL ? QUOTE_WORDS[lang].defaultTaxLabel : label;
