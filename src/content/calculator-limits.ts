/**
 * The calculator's figures that its words state too (issue 36: content is
 * data, and a fact on two pages comes from one place): the waste allowance,
 * each input's accepted range, a price per unit, and why a value is refused.
 * Imports nothing, so the calculator island (through src/lib/concrete-math.ts)
 * and both editions' words (calculator.ts, es/calculator.ts) read it without
 * carrying the rest of the content.
 */

/** Extra concrete ordered for waste, spillage and an uneven base: 10%. */
export const WASTE_FACTOR = 0.1;

/**
 * Accepted range of each input, inclusive. Sizes a homeowner or a small
 * commercial job can have: sides up to 500 ft, an area up to 100,000 sq ft,
 * slabs 2 to 12 inches thick (overlays are thinner and priced per sq ft, not
 * by volume), up to 30 steps.
 */
export const LIMITS = {
  length: { min: 1, max: 500 },
  width: { min: 1, max: 500 },
  area: { min: 1, max: 100_000 },
  thickness: { min: 2, max: 12 },
  steps: { min: 1, max: 30 },
} as const;

export type NumberField = keyof typeof LIMITS;

/** A price per unit: dollars `low` to `high` per sq ft or per step. */
export interface UnitPrice {
  low: number;
  high: number;
  unit: 'sqft' | 'step' | 'job';
}

/** Why a value was refused: missing, not a number, or outside `LIMITS`. */
export type InputProblem = 'required' | 'number' | 'range';
