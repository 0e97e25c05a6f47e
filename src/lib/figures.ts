import type { PriceRange, TimeSpan } from '../content/schema';
import { NUMBER_LOCALE, ui } from '../content/ui';
import { fillRange } from './range';

/*
 * Words for the at-a-glance figures, written the way the
 * service texts write them so a page never shows one figure two ways:
 * "$3-8 per sq ft", "$150-400 per step", "24-48 hours", "7 days", "20+ years".
 * Numbers are in US formatting in both editions. `units` are the edition's
 * words (`ui.units`), English unless given.
 */

/** Intl's formatter, made on first need: a new isolate's startup loads no Intl data. */
let formatter: Intl.NumberFormat | undefined;
/**
 * Formats a figure as Intl does for US English (grouping, up to 2 decimals).
 * A whole number from 0 to 999 has no grouping and no decimals, so its
 * digits are Intl's answer; only other numbers reach Intl. Every at-a-glance
 * figure of the content is such a number, so a service page's first render
 * on a new isolate loads no ICU number data: measured, the first
 * `Intl.NumberFormat` costs a cold render about 25 ms.
 * test/figures-unit.test.ts checks the shortcut against Intl for 0–999.
 */
export const number = {
  format: (n: number): string => {
    if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
    formatter ??= new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
    return formatter.format(n);
  },
};

/** The words of the units, as in `ui.units`, with the edition's way of writing a range (`range`, `priceRange`). */
export type UnitWords = {
  price: Record<PriceRange['unit'], string>;
  time: Record<TimeSpan['unit'], readonly [string, string]>;
  range: string;
  priceRange: string;
  /** A figure read as "at least": "{n}+" in English, "Más de {n}" in Spanish (never "20+ años" in a Spanish text). */
  orMore: string;
};

/** A price range per unit, e.g. "$3-8 per sq ft" (English) or "De $3 a $8 por pie cuadrado" (Spanish). */
export function formatPrice(price: Pick<PriceRange, 'low' | 'high' | 'unit'>, units: UnitWords = ui.units): string {
  return `${fillRange(units.priceRange, number.format(price.low), number.format(price.high))} ${units.price[price.unit]}`;
}

/** A span of time, e.g. "24-48 hours" ("De 24 a 48 horas" in Spanish), "7 days" (no `high`), or "20+ years" ("Más de 20 años") when `orMore`. */
export function formatSpan(span: Pick<TimeSpan, 'low' | 'high' | 'unit'>, { orMore = false } = {}, units: UnitWords = ui.units): string {
  const [one, many] = units.time[span.unit];
  if (span.high !== undefined) return `${fillRange(units.range, number.format(span.low), number.format(span.high))} ${many}`;
  if (orMore) return `${units.orMore.replace('{n}', number.format(span.low))} ${many}`;
  return `${number.format(span.low)} ${span.low === 1 ? one : many}`;
}
