/**
 * The usual extras of a quote per service (issue 44 §6), in both editions:
 * tear-out of the old concrete, a sealed finish, hauling the debris off. An
 * extra's price is the price a service page publishes for that work (its
 * at-a-glance range, src/content/services/), named by the service's slug;
 * `null` where the site publishes none (the contractor types his own).
 * Spanish follows src/content/es/README-translation.md (demolición y retiro,
 * sellado, escombros).
 */
import type { Locale } from '../i18n';

/** An extra of a quote: its words per language, and the service whose published price it takes (null: none published). */
export interface QuoteExtra {
  key: 'tearOut' | 'seal' | 'haulOff';
  /** The line's description as the customer reads it, per language. */
  description: Record<Locale, string>;
  /** The slug of the service whose published price range is this work's; null when the site publishes no price for it. */
  priceOf: string | null;
}

/** The extras the site knows, once each. */
export const QUOTE_EXTRAS: Record<QuoteExtra['key'], QuoteExtra> = {
  tearOut: {
    key: 'tearOut',
    description: { en: 'Tear out and remove the old concrete', es: 'Demolición y retiro del concreto viejo' },
    priceOf: 'concrete-demolition-removal',
  },
  seal: {
    key: 'seal',
    description: { en: 'Seal the finished surface', es: 'Sellado de la superficie terminada' },
    priceOf: 'concrete-sealing',
  },
  haulOff: {
    key: 'haulOff',
    description: { en: 'Haul off the debris', es: 'Acarreo de escombros' },
    priceOf: null,
  },
};

/** A new pour: the old concrete may come out first, the new one is sealed, the debris hauled off. */
const NEW_POUR: readonly QuoteExtra['key'][] = ['tearOut', 'seal', 'haulOff'];

/** The usual extras of each service, by slug (a service not listed has none). */
export const SERVICE_EXTRAS: Readonly<Record<string, readonly QuoteExtra['key'][]>> = {
  'concrete-driveways': NEW_POUR,
  'concrete-patios': NEW_POUR,
  'concrete-sidewalks-walkways': NEW_POUR,
  'concrete-slabs-foundations': ['tearOut', 'haulOff'],
  'concrete-steps-stairs': ['tearOut', 'haulOff'],
  'stamped-concrete': NEW_POUR,
  'exposed-aggregate-concrete': NEW_POUR,
  'commercial-concrete': NEW_POUR,
  'stained-concrete': ['seal'],
  'decorative-overlays-coatings': ['seal'],
  'concrete-repair-resurfacing': ['seal', 'haulOff'],
};
