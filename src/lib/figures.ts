import type { PriceRange, TimeSpan } from '../content/schema';
import { NUMBER_LOCALE, PRICE_UNITS, TIME_UNITS } from '../content/ui';

/**
 * Words for the at-a-glance figures (issue 12, item 4), written the way the
 * service texts write them so a page never shows one figure two ways:
 * "$3-8 per sq ft", "$150-400 per step", "24-48 hours", "7 days", "20+ years".
 * Numbers are formatted with Intl for the site's locale.
 */
const number = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });

/** A price range per unit, e.g. "$3-8 per sq ft". */
export function formatPrice(price: Pick<PriceRange, 'low' | 'high' | 'unit'>): string {
  return `$${number.format(price.low)}-${number.format(price.high)} ${PRICE_UNITS[price.unit]}`;
}

/** A span of time, e.g. "24-48 hours", "7 days" (no `high`: "7 days"), or "20+ years" when `orMore`. */
export function formatSpan(span: Pick<TimeSpan, 'low' | 'high' | 'unit'>, { orMore = false } = {}): string {
  const [one, many] = TIME_UNITS[span.unit];
  if (span.high !== undefined) return `${number.format(span.low)}-${number.format(span.high)} ${many}`;
  return `${number.format(span.low)}${orMore ? '+' : ''} ${span.low === 1 && !orMore ? one : many}`;
}
