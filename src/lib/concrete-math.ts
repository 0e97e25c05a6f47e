/**
 * The arithmetic of the concrete cost and volume calculator. Pure functions
 * of numbers, no dependencies, so the Worker and the calculator island share
 * them (the island adds at most a few KB to its page).
 *
 * Units: lengths in feet, areas in square feet, thickness in inches, volume
 * in cubic yards (1 cu yd = 27 cu ft), money in US dollars. The figures the
 * pages state too (the inputs' ranges, the waste allowance) are content's
 * (src/content/calculator-limits.ts).
 */
import { type InputProblem, LIMITS, type NumberField, type UnitPrice, WASTE_FACTOR } from '../content/calculator-limits';

/** Cubic feet in a cubic yard. */
export const CUBIC_FEET_PER_YARD = 27;

/** Rounds to `digits` decimals, halves away from zero (2.4691 → 2.47), correcting binary float error (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor);
}

/** Area in sq ft of a rectangle `length` × `width` ft. */
export function rectangleArea(length: number, width: number): number {
  return length * width;
}

/** Concrete volume in cubic yards of a slab of `area` sq ft and `thickness` in, unrounded. */
export function cubicYards(area: number, thickness: number): number {
  return (area * (thickness / 12)) / CUBIC_FEET_PER_YARD;
}

/** A volume with the waste allowance added (× 1.1), unrounded. */
export function withWaste(yards: number): number {
  return yards * (1 + WASTE_FACTOR);
}

/** What the calculator shows: area (sq ft, 1 decimal), volume and volume with waste (cu yd, 2 decimals) where poured, cost range (whole dollars). */
export interface Estimate {
  area?: number;
  yards?: number;
  yardsWithWaste?: number;
  cost: { low: number; high: number };
}

/**
 * The estimate of a project.
 * - `size`: `{ area }` in sq ft, or `{ steps }` for a price per step.
 * - `thickness`: inches, for poured concrete only (gives the volume).
 * - `price`: the at-a-glance price of the service (content module).
 * Cost = quantity × price, rounded to whole dollars; quantity is the area for
 * a price per sq ft, the number of steps for a price per step, 1 for a job.
 */
export function estimate(size: { area: number } | { steps: number }, price: UnitPrice, thickness?: number): Estimate {
  const quantity = price.unit === 'job' ? 1 : 'area' in size ? size.area : size.steps;
  const cost = { low: Math.round(quantity * price.low), high: Math.round(quantity * price.high) };
  if (!('area' in size)) return { cost };
  const result: Estimate = { area: roundTo(size.area, 1), cost };
  if (thickness !== undefined) {
    const yards = cubicYards(size.area, thickness);
    result.yards = roundTo(yards, 2);
    result.yardsWithWaste = roundTo(withWaste(yards), 2);
  }
  return result;
}

/** A plain decimal number without sign or exponent ("20", "4.5", ".5"), after removing thousands commas. */
export const NUMBER_PATTERN = /^\d*\.?\d+$/;

/**
 * Reads one typed value as a number within its `LIMITS`, bounds included
 * (decimal point, optional thousands commas as in "1,200"): the one reading
 * of the island's live result and of the Worker's query check
 * (calculator-model.ts).
 */
export function readNumber(field: NumberField, raw: string): number | InputProblem {
  const trimmed = raw.trim();
  if (trimmed === '') return 'required';
  const text = trimmed.replaceAll(',', '');
  if (!NUMBER_PATTERN.test(text)) return 'number';
  const value = Number(text);
  const { min, max } = LIMITS[field];
  return value >= min && value <= max ? value : 'range';
}
