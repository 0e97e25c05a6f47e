/**
 * Fixed interface words of issue 12 (conversion): the sticky action bar, the
 * header's call label and emergency link, the at-a-glance block of a service
 * page, the units of its figures, the testimonials heading and the reviews
 * link. No business fact lives here (those come from business.ts), so an
 * island may import it without carrying the profile. A Spanish edition gives
 * the same shape under src/content/es/.
 */

/** Where every "Get Free Quote / Estimate / Consultation" button goes: the estimate form itself (issue 12, item 2). */
export const ESTIMATE_ANCHOR = 'estimate-form';
/** The contact page scrolled to its estimate form. */
export const estimateHref = `/contact#${ESTIMATE_ANCHOR}`;
/** The quote page scrolled to its form. */
export const quoteFormHref = `/quote#${ESTIMATE_ANCHOR}`;
/** The cost and volume calculator (issue 12, item 5). */
export const calculatorPath = '/concrete-cost-calculator';
/** The emergency page. */
export const emergencyPath = '/emergency';

export const ui = {
  /** Bottom action bar on phones and tablets. */
  actionBar: { label: 'Call or request a free estimate', call: 'Call', estimate: 'Free Estimate' },
  /** Header: the visible label beside the phone icon below 1024 px, and the emergency link. */
  header: { call: 'Call', emergency: '24/7 Emergency' },
  /** The at-a-glance block of a service page. */
  atGlance: {
    heading: 'At a Glance',
    price: 'Typical price',
    duration: 'How long the work takes',
    lifespan: 'How long it lasts',
    foot: 'Foot traffic after',
    vehicles: 'Vehicles after',
    typicalNote: 'Figures marked typical are usual Southeast Texas ranges; your free on-site estimate gives the exact price.',
    specNote: 'Your free on-site estimate gives the exact price.',
    typicalMark: 'typical',
    calculatorLink: 'Estimate your project with the cost calculator',
  },
  /** Testimonials section (renders only when reviews exist). */
  testimonials: { heading: 'What Our Customers Say', more: 'Read more reviews' },
} as const;

/** Units of a price, with the words after a range ("$3-8 per sq ft"). */
export const PRICE_UNITS = { sqft: 'per sq ft', step: 'per step', job: 'per job' } as const;
export type PriceUnit = keyof typeof PRICE_UNITS;

/** Units of a time span, singular and plural. */
export const TIME_UNITS = {
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  weeks: ['week', 'weeks'],
  years: ['year', 'years'],
} as const;
export type TimeUnit = keyof typeof TIME_UNITS;

/** Number formatting of the site's language (US formatting, also in US Spanish: content-rules.md rule 6). */
export const NUMBER_LOCALE = 'en-US';
