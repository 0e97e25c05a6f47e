/**
 * The units of the at-a-glance figures, the bottom layer of the content: the
 * schema (schema.ts) validates a figure's unit against these keys, and the
 * English words (ui.ts) print them. Both import from here, neither from the
 * other's module.
 */

/** Units of a price, with the words after a range ("$3-8 per sq ft"). */
export const PRICE_UNITS = { sqft: 'per sq ft', step: 'per step', job: 'per job' } as const;

/** Units of a time span, singular and plural. */
export const TIME_UNITS = {
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  weeks: ['week', 'weeks'],
  years: ['year', 'years'],
} as const;

/** A price unit's key ("sqft", "step", "job"). */
export type PriceUnit = keyof typeof PRICE_UNITS;

/** A time unit's key ("hours", "days", "weeks", "years"). */
export type TimeUnit = keyof typeof TIME_UNITS;
