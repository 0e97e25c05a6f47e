/**
 * Suggested lines of a quote (issue 38 §1, issue 44 §6): every price range a
 * service's page publishes (its at-a-glance `price`, src/content/services/,
 * the one source of those figures), then the service's usual extras
 * (tear-out, a sealed finish, haul-off; src/content/quote-suggestions.ts)
 * at the price the site publishes for that work, or with no price where it
 * publishes none. A suggestion starts at the published low figure and names
 * the published range beside it; it never makes up a price. Descriptions are
 * in the lead's language (the Spanish edition's service names and labels).
 */
import { services, summariesOf } from '../content/index';
import type { PriceRange } from '../content/schema';
import type { QuoteUnit } from '../content/quotes';
import { QUOTE_EXTRAS, SERVICE_EXTRAS } from '../content/quote-suggestions';
import type { Locale } from '../i18n';
import { formatPrice } from '../lib/figures';

/** A suggested line: what it adds to the form, and the published range it comes from, in words. */
export interface SuggestedLine {
  /** The line's description in the lead's language. */
  description: string;
  unit: QuoteUnit;
  /** US cents per unit: the published range's low figure; null where the site publishes no price (the contractor types it). */
  unitCents: number | null;
  /** The published range as the service page writes it (English, for the contractor), e.g. "$10-25 per sq ft"; null for none. */
  published: string | null;
}

/** A published price unit as a quote's unit: per sq ft → sq ft, per step → each, per job → lump sum. */
const UNIT_OF: Record<PriceRange['unit'], QuoteUnit> = { sqft: 'sqft', step: 'each', job: 'lump' };

/** A published range as a suggestion. */
const fromRange = (description: string, price: PriceRange): SuggestedLine => ({
  description,
  unit: UNIT_OF[price.unit],
  unitCents: Math.round(price.low * 100),
  published: formatPrice(price),
});

/**
 * The suggested lines for a lead's service (the service's English name, as
 * the lead forms store it) in language `lang`: one per published price range
 * of the service (labelled with the range's own label when it has one), then
 * one per usual extra of the service, each at every range the site publishes
 * for that work (or one line with no price where it publishes none). None for
 * an unknown or empty service.
 */
export function suggestedLines(service: string, lang: Locale = 'en'): SuggestedLine[] {
  const index = services.findIndex((candidate) => candidate.name === service.trim());
  const found = services[index];
  if (!found) return [];
  const edition = summariesOf(lang).services;
  /** The service of slug `slug` in the lead's language (its English summary for the prices). */
  const named = (slug: string) => {
    const english = services.find((candidate) => candidate.slug === slug);
    const local = edition.find((candidate) => candidate.slug === slug);
    return { name: local?.name ?? english?.name ?? '', english: english?.atGlance?.price ?? [], local: local?.atGlance?.price ?? [] };
  };
  const own = named(found.slug);
  const lines = own.english.map((price, i) => {
    // A Spanish lead never gets the English label of a range (issue 49: no English under /es); the edition has them all.
    const label = lang === 'en' ? price.label : own.local[i]?.label;
    return fromRange(label ? `${own.name}: ${label}` : own.name, price);
  });
  for (const key of SERVICE_EXTRAS[found.slug] ?? []) {
    const extra = QUOTE_EXTRAS[key];
    const description = extra.description[lang];
    const prices = extra.priceOf ? named(extra.priceOf).english : [];
    if (prices.length === 0) lines.push({ description, unit: 'lump', unitCents: null, published: null });
    else for (const price of prices) lines.push(fromRange(description, price));
  }
  return lines;
}
