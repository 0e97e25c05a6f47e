/**
 * Web Vitals as histograms (table `vital_buckets`): each value is kept only
 * as the bucket it falls in, and the 75th percentile is read back from the
 * bucket counts.
 *
 * Bucket precision (every threshold of Google's is a bucket edge, so the
 * rating of a p75 is exact):
 * - LCP, INP, TTFB in ms: 10 ms wide below 1 s, 100 ms below 10 s, 1 s above,
 *   values over 60 s counted as 60 s;
 * - CLS, stored in thousandths: 0.005 wide below 1, 0.1 above, capped at 10.
 * A p75 is reported as the upper edge of the bucket that holds it, so it is
 * never better than the true value by more than one bucket width.
 *
 * Thresholds: web.dev "Web Vitals" (LCP ≤ 2.5 s good, ≤ 4 s needs
 * improvement; INP ≤ 200 ms, ≤ 500 ms; CLS ≤ 0.1, ≤ 0.25; TTFB ≤ 0.8 s, ≤ 1.8 s).
 */
import type { VitalMetric } from './events';

/** The stored unit per metric unit: CLS in thousandths, the others in ms. */
const SCALE: Record<VitalMetric, number> = { LCP: 1, INP: 1, TTFB: 1, CLS: 1000 };

/** The width of the bucket whose lower edge is `edge`, in stored units. */
function widthAt(metric: VitalMetric, edge: number): number {
  if (metric === 'CLS') return edge < 1000 ? 5 : 100;
  return edge < 1000 ? 10 : edge < 10_000 ? 100 : 1000;
}

/**
 * The bucket (its lower edge, in stored units) of a value, or null for a
 * value that is not a finite number ≥ 0.
 * @param value ms for LCP, INP, TTFB; the unitless score for CLS
 */
export function bucketOf(metric: VitalMetric, value: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const cap = metric === 'CLS' ? 10_000 : 60_000;
  const v = Math.min(value * SCALE[metric], cap);
  const width = widthAt(metric, Math.floor(v));
  return Math.floor(v / width) * width;
}

/**
 * The 75th percentile of a histogram: the upper edge of the bucket holding
 * the value ranked at 75 % (nearest rank), in the metric's unit (ms, or the
 * CLS score); null when it is empty.
 * @param rows bucket lower edges (stored units) and their counts, any order
 */
export function p75(metric: VitalMetric, rows: readonly { bucket: number; count: number }[]): number | null {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const row of [...rows].sort((a, b) => a.bucket - b.bucket)) {
    seen += row.count;
    if (seen >= rank) return (row.bucket + widthAt(metric, row.bucket)) / SCALE[metric];
  }
  return null;
}

/** Google's rating of a value. */
export type Rating = 'good' | 'needs improvement' | 'poor';

/** The upper bounds of "good" and "needs improvement" per metric, in the metric's unit (web.dev). */
export const THRESHOLDS: Record<VitalMetric, readonly [good: number, needsImprovement: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** The rating of `value` (ms, or the CLS score) against `THRESHOLDS`. */
export function ratingOf(metric: VitalMetric, value: number): Rating {
  const [good, ni] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= ni ? 'needs improvement' : 'poor';
}
