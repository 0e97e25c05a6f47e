/**
 * The leads' rollup (issue 48, migrations/0029_lead_rollup.sql): the insights read a window of America/Chicago days
 * as a few hundred rollup rows instead of every lead of it. A window is cut into whole years, months and thirds of a
 * month where they fit, and days at its edges (`unitsOf`); each unit's rows hold, per dimension ('all', 'source',
 * 'landing', 'utm', 'contact') and key, how many leads came in, how many reached a visit and a quote, how many are
 * won and their dollars. Triggers on `leads` and `lead_history` keep the rows in the same statement as each write;
 * `rebuildLeadRollup` fills them from the rows again. Since migrations/0030 the year grain also holds the period
 * "all" (every lead), which a window holding every day with leads reads alone (`unitsWithin`).
 */
import { unitsOf, unitsValues } from '../lib/rollup-units';
import { BEACON_BOUNDS_SQL } from './beacon-rollup';

export { thirdOf, unitsOf } from '../lib/rollup-units';

/** A dimension of the rollup (see the migration for each key). */
export type RollupDim = 'all' | 'source' | 'landing' | 'utm' | 'contact';

/** One rollup row: a unit of a window (`grain` + `period`), a dimension and its key, and the counts. */
export interface RollupRow {
  grain: 'y' | 'm' | 'w' | 'd';
  period: string;
  dim: RollupDim;
  key: string;
  leads: number;
  visits: number;
  quoted: number;
  won: number;
  won_cents: number;
}

const DIMS: readonly RollupDim[] = ['all', 'source', 'landing', 'utm', 'contact'];

/**
 * The SQL reading the rollup rows of a list of units ("<grain>:<period>") and dimensions: one SEARCH of the primary
 * key per unit (src/lib/rollup-units.ts `unitsValues`), only the rows read counted by D1.
 * @throws RangeError on a unit or a dimension that is not one
 */
export function rollupRowsSql(units: readonly string[], dims: readonly RollupDim[]): string {
  for (const dim of dims) if (!DIMS.includes(dim)) throw new RangeError(`not a rollup dimension: ${dim}`);
  return `SELECT r.grain, r.period, r.dim, r.key, r.leads, r.visits, r.quoted, r.won, r.won_cents
  FROM (${unitsValues(units)}) u JOIN lead_rollup r ON r.grain = u.column1 AND r.period = u.column2
  WHERE r.dim IN (${dims.map((dim) => `'${dim}'`).join(', ')}) AND r.leads <> 0`;
}

/** The first and last Central days ("YYYY-MM-DD") holding rows of a rollup, or null when it holds none. */
export type DataBounds = { first: string; last: string } | null;

/**
 * The units of the days `from` to `to` as `unitsOf` cuts them, first clipped to the days holding rows (`bounds`; no
 * clipping when undefined): none when the window misses them all, and the one all-time period "y:all" (issue 48,
 * migrations/0030) when `whole` and the window holds every day with rows, so all time reads one unit, not twenty
 * years of them. Exact either way: no row lies outside `bounds`.
 */
export function unitsWithin(
  from: string,
  to: string,
  bounds: DataBounds | undefined,
  { largest = 'y', whole = true }: { largest?: 'y' | 'm' | 'w' | 'd'; whole?: boolean } = {},
): string[] {
  if (bounds === undefined) return unitsOf(from, to, largest);
  if (bounds === null) return [];
  const start = from > bounds.first ? from : bounds.first;
  const end = to < bounds.last ? to : bounds.last;
  if (start > end) return [];
  if (whole && largest === 'y' && start === bounds.first && end === bounds.last) return ['y:all'];
  return unitsOf(start, end, largest);
}

/**
 * A statement reading the rollup rows of the days `from` to `to` for some dimensions (one SEARCH of the primary key
 * per unit); `bounds` (`readBounds`) clips the window and, when no `largest` grain is asked (a chart's bars), lets a
 * window holding every lead read the all-time period.
 */
export function rollupStatement(
  db: D1Database,
  from: string,
  to: string,
  dims: readonly RollupDim[],
  largest?: 'y' | 'm' | 'w' | 'd',
  bounds?: DataBounds,
) {
  const units = unitsWithin(from, to, bounds, { largest, whole: largest === undefined });
  return db.prepare(rollupRowsSql(units, dims));
}

/** Windows longer than this many days read the rollups' bounds first (`readBounds`): all time, a long past period. */
export const BOUNDED_AFTER_DAYS = 400;

/**
 * The SQL of the first and last Central days with leads (lead_rollup) and with collected money (money_rollup): four
 * reads of the primary keys' ends (a few dozen rows).
 */
export const BOUNDS_SQL = `SELECT
  (SELECT period FROM lead_rollup WHERE grain = 'd' AND dim = 'all' AND leads > 0 ORDER BY grain, period LIMIT 1) AS lead_first,
  (SELECT period FROM lead_rollup WHERE grain = 'd' AND dim = 'all' AND leads > 0 ORDER BY grain DESC, period DESC LIMIT 1) AS lead_last,
  (SELECT period FROM money_rollup WHERE grain = 'd' AND (cents <> 0 OR jobs <> 0) ORDER BY grain, period LIMIT 1) AS money_first,
  (SELECT period FROM money_rollup WHERE grain = 'd' AND (cents <> 0 OR jobs <> 0) ORDER BY grain DESC, period DESC LIMIT 1) AS money_last`;

/** The days holding each rollup's figures: leads and collected money (`BOUNDS_SQL`), beacon counts (`BEACON_BOUNDS_SQL`). */
export interface AllBounds {
  leads: DataBounds;
  money: DataBounds;
  beacon: DataBounds;
}

/**
 * The bounds of every rollup a long window reads, in one D1 batch (one round trip): the insights page reads them
 * once and hands them to `readRevenue` and `readInsights` (issue 48: they each read them before).
 * @throws what D1 throws
 */
export async function readBounds(db: D1Database): Promise<AllBounds> {
  const [data, beacon] = await db.batch([db.prepare(BOUNDS_SQL), db.prepare(BEACON_BOUNDS_SQL)]);
  const row = data?.results[0] as Record<'lead_first' | 'lead_last' | 'money_first' | 'money_last', string | null> | undefined;
  const ends = beacon?.results[0] as { first: string | null; last: string | null } | undefined;
  const pair = (first: string | null | undefined, last: string | null | undefined) => (first && last ? { first, last } : null);
  return {
    leads: pair(row?.lead_first, row?.lead_last),
    money: pair(row?.money_first, row?.money_last),
    beacon: pair(ends?.first, ends?.last),
  };
}

/** The first Central day with a lead, "YYYY-MM-DD", or null with none (one row of the primary key). */
export const FIRST_DAY_SQL = `SELECT period FROM lead_rollup WHERE grain = 'd' AND dim = 'all' AND leads > 0 ORDER BY grain, period LIMIT 1`;

/** Sums rows by dimension and key: dim → key → counts. */
export function sumRows(rows: readonly RollupRow[]): Map<RollupDim, Map<string, Omit<RollupRow, 'grain' | 'period' | 'dim' | 'key'>>> {
  const sums = new Map<RollupDim, Map<string, Omit<RollupRow, 'grain' | 'period' | 'dim' | 'key'>>>();
  for (const row of rows) {
    const byKey = sums.get(row.dim) ?? new Map();
    sums.set(row.dim, byKey);
    const sum = byKey.get(row.key) ?? { leads: 0, visits: 0, quoted: 0, won: 0, won_cents: 0 };
    sum.leads += row.leads;
    sum.visits += row.visits;
    sum.quoted += row.quoted;
    sum.won += row.won;
    sum.won_cents += row.won_cents;
    byKey.set(row.key, sum);
  }
  return sums;
}

/**
 * The median minutes to first contact from the 'contact' rows: the bucket (quarter hour under 2 h, hour under 48 h,
 * day beyond; its lower bound, in minutes) of the middle request (the lower of the middle two for an even count),
 * or null when none was contacted.
 */
export function medianOfBuckets(buckets: ReadonlyMap<string, { leads: number }>): number | null {
  const sorted = [...buckets]
    .filter(([key]) => key !== 'waiting')
    .map(([key, { leads }]) => [Number(key), leads] as const)
    .sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((sum, [, leads]) => sum + leads, 0);
  if (count === 0) return null;
  let seen = 0;
  for (const [minutes, leads] of sorted) {
    seen += leads;
    if (seen >= Math.ceil(count / 2)) return minutes;
  }
  return null;
}

/** The rollup's rows recomputed from the leads (the migration's GROUP BY), every row. */
export const ROLLUP_FROM_ROWS_SQL = `SELECT grain, period, dim, key, COUNT(*) AS leads, SUM(visit) AS visits, SUM(quoted) AS quoted,
  SUM(won) AS won, SUM(cents) AS won_cents FROM lead_rollup_parts GROUP BY grain, period, dim, key`;

/**
 * Fills the rollup from the leads again (after a bulk import, or to repair it): empties it and inserts the GROUP BY
 * of every lead's parts, in one batch. Reads every lead: for a repair, not for a page.
 * @throws what D1 throws
 */
export async function rebuildLeadRollup(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM lead_rollup'),
    db.prepare(`INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents) ${ROLLUP_FROM_ROWS_SQL}`),
  ]);
}

/** The money rollup's rows recomputed from the payments, deposits and leads (migrations/0030's view), every row. */
export const MONEY_ROLLUP_FROM_ROWS_SQL = 'SELECT grain, period, source, cents, jobs FROM money_rollup_fresh';

/**
 * Fills the money rollup (collected cents and jobs paid per period and source, migrations/0030) from the rows again,
 * in one batch. Reads every collected payment and deposit: for a repair, not for a page.
 * @throws what D1 throws
 */
export async function rebuildMoneyRollup(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM money_rollup'),
    db.prepare(`INSERT INTO money_rollup (grain, period, source, cents, jobs) ${MONEY_ROLLUP_FROM_ROWS_SQL}`),
  ]);
}
