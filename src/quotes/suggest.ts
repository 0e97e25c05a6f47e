/**
 * Suggested lines of a quote (issue 38 §1): the price ranges a service's page
 * already publishes (its at-a-glance `price`, src/content/services/), the one
 * source of those figures. A suggestion starts at the published low figure and
 * names the published range beside it; it never makes up a price.
 */
import { services } from '../content/index';
import type { PriceRange } from '../content/schema';
import type { QuoteUnit } from '../content/quotes';
import { formatPrice } from '../lib/figures';

/** A suggested line: what it adds to the form, and the published range it comes from, in words. */
export interface SuggestedLine {
  description: string;
  unit: QuoteUnit;
  /** US cents per unit: the published range's low figure. */
  unitCents: number;
  /** The published range as the service page writes it, e.g. "$10-25 per sq ft". */
  published: string;
}

/** A published price unit as a quote's unit: per sq ft → sq ft, per step → each, per job → lump sum. */
const UNIT_OF: Record<PriceRange['unit'], QuoteUnit> = { sqft: 'sqft', step: 'each', job: 'lump' };

/**
 * The suggested lines for a lead's service (the service's English name, as
 * the lead forms store it): one per published price range, labelled with the
 * range's own label when it has one; none for an unknown or empty service.
 */
export function suggestedLines(service: string): SuggestedLine[] {
  const found = services.find((candidate) => candidate.name === service.trim());
  if (!found) return [];
  return (found.atGlance?.price ?? []).map((price) => ({
    description: price.label ? `${found.name}: ${price.label}` : found.name,
    unit: UNIT_OF[price.unit],
    unitCents: Math.round(price.low * 100),
    published: formatPrice(price),
  }));
}
