/**
 * The beacon counts' rollup (issue 48, migrations/0032_beacon_rollup.sql): /admin/insights reads the page views, taps,
 * editions, referrers, 404s and Web Vitals of a window, and the revenue report its calls, from `beacon_rollup`, one
 * row per unit of the window (`unitsOf`: years, months, thirds of a month, days at its edges) and dimension, each row
 * holding its keys' counts as one JSON object. So a window reads units × dimensions rows (about 25 × 13 at 365 days,
 * 13 at all time) whatever the traffic, where the raw rows (`event_counts`, `vital_buckets`) grow by hundreds a day.
 * Triggers keep the rollup on every insert and update of the raw rows; the cron prunes raw rows older than
 * `KEEP_DAYS` (`pruneBeaconRows`), and `rebuildBeaconRollup` recomputes it.
 */
import { business } from '../content/business';
import { unitsValues } from '../lib/rollup-units';
import { addDays, dayIn } from '../lib/zoned-time';

/** The kinds of `event_counts` read by the report per page (every one but 'missing'). */
export const PAGE_KINDS = ['view', 'tel', 'estimate', 'calc', 'lang', 'start', 'sent'] as const;

/** The rollup's dimensions: the kinds (key: the path), 'edition' and 'referrer' (of views), the Web Vitals metrics (key: "template bucket"). */
const DIMS = [...PAGE_KINDS, 'missing', 'edition', 'referrer', 'LCP', 'INP', 'CLS', 'TTFB'] as const;

/** A dimension of the rollup (`DIMS`). */
export type BeaconDim = (typeof DIMS)[number];

/** One row of the rollup as read: a unit, a dimension and its counts (a JSON object, key → count). */
export interface BeaconRollupRow {
  grain: string;
  period: string;
  dim: BeaconDim;
  counts: string;
}

/**
 * The SQL reading the rollup rows of some units ("<grain>:<period>", src/lib/rollup-units.ts) and dimensions: one
 * SEARCH of the primary key per unit and dimension, one row read each.
 * @throws RangeError on a unit or a dimension that is not one
 */
export function beaconRowsSql(units: readonly string[], dims: readonly BeaconDim[]): string {
  for (const dim of dims) if (!(DIMS as readonly string[]).includes(dim)) throw new RangeError(`not a beacon rollup dimension: ${dim}`);
  return `SELECT r.grain, r.period, r.dim, r.counts FROM (${unitsValues(units)}) u
  JOIN beacon_rollup r ON r.grain = u.column1 AND r.period = u.column2 WHERE r.dim IN (${dims.map((dim) => `'${dim}'`).join(', ')})`;
}

/**
 * Sums rows of the rollup by dimension and key (dim → key → count), as a `GROUP BY` over the raw rows of the same days
 * would; keys summing to 0 are left out, as no raw row is.
 */
export function sumBeaconRows(rows: readonly BeaconRollupRow[]): Map<BeaconDim, Map<string, number>> {
  const sums = new Map<BeaconDim, Map<string, number>>();
  for (const row of rows) {
    const byKey = sums.get(row.dim) ?? new Map<string, number>();
    sums.set(row.dim, byKey);
    for (const [key, n] of Object.entries(JSON.parse(row.counts) as Record<string, number>)) byKey.set(key, (byKey.get(key) ?? 0) + n);
  }
  for (const byKey of sums.values()) for (const [key, n] of byKey) if (n === 0) byKey.delete(key);
  return sums;
}

/** SQLite's order of TEXT (byte order; the same as JavaScript's for the ASCII keys stored). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The SQL of the first and last days holding beacon counts (the ends of the day grain of the primary key: two rows). */
export const BEACON_BOUNDS_SQL = `SELECT
  (SELECT period FROM beacon_rollup WHERE grain = 'd' ORDER BY grain, period LIMIT 1) AS first,
  (SELECT period FROM beacon_rollup WHERE grain = 'd' ORDER BY grain DESC, period DESC LIMIT 1) AS last`;

/**
 * Days of raw rows kept: longer than the longest window but all time (365 days), with the queue's 14 days of late
 * deliveries to spare; so every window but all time can still be checked against the raw rows, and the rebuild
 * recomputes those days from them. Older days live on in the rollup only (without the device split).
 */
export const KEEP_DAYS = 400;

/** The first day ("YYYY-MM-DD", the business's day) whose raw rows are kept at `now`. */
export const keptFrom = (now: Date) => addDays(dayIn(business.timeZone, now), -KEEP_DAYS);

/**
 * Deletes raw beacon rows (`event_counts`, `vital_buckets`) of days before `keptFrom(now)`, at most `limit` rows of each
 * table per run, oldest first (the cron runs every 5 minutes); the rollup keeps their counts (no trigger on delete).
 * @returns how many rows were deleted
 * @throws what D1 throws
 */
export async function pruneBeaconRows(db: D1Database, now: Date, limit = 2_000): Promise<number> {
  const before = keptFrom(now);
  const [events, vitals] = await db.batch([
    db
      .prepare(
        `DELETE FROM event_counts WHERE (day, kind, path, edition, device, referrer) IN
         (SELECT day, kind, path, edition, device, referrer FROM event_counts WHERE day < ?1 ORDER BY day LIMIT ?2)`,
      )
      .bind(before, limit),
    db
      .prepare(
        `DELETE FROM vital_buckets WHERE (day, template, metric, device, bucket) IN
         (SELECT day, template, metric, device, bucket FROM vital_buckets WHERE day < ?1 ORDER BY day LIMIT ?2)`,
      )
      .bind(before, limit),
  ]);
  return (events?.meta.changes ?? 0) + (vitals?.meta.changes ?? 0);
}

/** The coarser grains a day adds to: (grain, whole) with whole = 1 for the all-time period. */
const COARSER = `SELECT 'w' AS grain, 0 AS whole UNION ALL SELECT 'm', 0 UNION ALL SELECT 'y', 0 UNION ALL SELECT 'y', 1`;

/** The period of grain `c.grain` (all time when `c.whole`) holding the day `d.period`, in SQL (the migration's units). */
const PERIOD_OF_DAY = `CASE WHEN c.whole THEN 'all' WHEN c.grain = 'w' THEN substr(d.period, 1, 8) || CASE WHEN substr(d.period, 9, 2) <= '10' THEN '1'
    WHEN substr(d.period, 9, 2) <= '20' THEN '2' ELSE '3' END WHEN c.grain = 'm' THEN substr(d.period, 1, 7) ELSE substr(d.period, 1, 4) END`;

/**
 * Recomputes the rollup (a repair, not for a page: it reads every raw row kept and every day of the rollup): the days
 * from `keptFrom(now)` on from the raw rows (the view beacon_rollup_fresh, migrations/0032), older days as they are
 * (their raw rows may be pruned), then every third, month, year and all time as the sum of its days; in one batch.
 * @throws what D1 throws
 */
export async function rebuildBeaconRollup(db: D1Database, now: Date): Promise<void> {
  const from = keptFrom(now);
  await db.batch([
    db.prepare(`DELETE FROM beacon_rollup WHERE grain = 'd' AND period >= ?1`).bind(from),
    db
      .prepare(
        `INSERT INTO beacon_rollup (grain, period, dim, counts) SELECT grain, period, dim, counts FROM beacon_rollup_fresh
         WHERE grain = 'd' AND period >= ?1`,
      )
      .bind(from),
    db.prepare(`DELETE FROM beacon_rollup WHERE grain <> 'd'`),
    db.prepare(
      `INSERT INTO beacon_rollup (grain, period, dim, counts)
       SELECT grain, period, dim, json_group_object(key, n) FROM (
         SELECT c.grain, ${PERIOD_OF_DAY} AS period, d.dim, j.key, SUM(j.value) AS n
         FROM beacon_rollup d, json_each(d.counts) j, (${COARSER}) c
         WHERE d.grain = 'd' GROUP BY 1, 2, 3, 4 HAVING SUM(j.value) <> 0)
       GROUP BY grain, period, dim`,
    ),
  ]);
}
