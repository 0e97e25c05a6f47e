/**
 * The leads' rollup (issue 48, migrations/0029_lead_rollup.sql): the insights read a window of America/Chicago days
 * as a few hundred rollup rows instead of every lead of it. A window is cut into whole years, months and thirds of a
 * month where they fit, and days at its edges (`unitsOf`); each unit's rows hold, per dimension ('all', 'source',
 * 'landing', 'utm', 'contact') and key, how many leads came in, how many reached a visit and a quote, how many are
 * won and their dollars. Triggers on `leads` and `lead_history` keep the rows in the same statement as each write;
 * `rebuildLeadRollup` fills them from the rows again.
 */
import { addDays } from '../lib/zoned-time';

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

/** The last day of a month "YYYY-MM" ("YYYY-MM-DD"). */
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The third of a month a day falls in: "YYYY-MM-1" (days 1-10), "-2" (11-20), "-3" (21 to the end). */
export const thirdOf = (day: string) => {
  const date = Number(day.slice(8, 10));
  return `${day.slice(0, 8)}${date <= 10 ? 1 : date <= 20 ? 2 : 3}`;
};

/**
 * Cuts the days `from` to `to` (inclusive, "YYYY-MM-DD") into rollup units, oldest first: a whole year where one
 * fits, else a whole month, else a whole third of a month, else a day. `largest` caps the grain (a chart by month
 * takes no years). An empty list when `from` is after `to`.
 * @returns units as "<grain>:<period>", e.g. "y:2025", "m:2026-03", "w:2026-03-2", "d:2026-03-09"
 */
export function unitsOf(from: string, to: string, largest: 'y' | 'm' | 'w' | 'd' = 'y'): string[] {
  const order = ['d', 'w', 'm', 'y'];
  const allowed = (grain: string) => order.indexOf(grain) <= order.indexOf(largest);
  const units: string[] = [];
  let day = from;
  while (day <= to) {
    const yearEnd = `${day.slice(0, 4)}-12-31`;
    const third = thirdOf(day);
    const thirdEnd = third.endsWith('3') ? monthEnd(day.slice(0, 7)) : `${day.slice(0, 8)}${third.endsWith('1') ? '10' : '20'}`;
    const month = day.slice(0, 7);
    let [unit, end] = [`d:${day}`, day];
    if (allowed('y') && day.endsWith('-01-01') && yearEnd <= to) [unit, end] = [`y:${day.slice(0, 4)}`, yearEnd];
    else if (allowed('m') && day.endsWith('-01') && monthEnd(month) <= to) [unit, end] = [`m:${month}`, monthEnd(month)];
    else if (allowed('w') && /-(01|11|21)$/.test(day) && thirdEnd <= to) [unit, end] = [`w:${third}`, thirdEnd];
    units.push(unit);
    day = addDays(end, 1);
  }
  return units;
}

/** The SQL reading the rollup rows of a list of units (?1, a JSON array of "<grain>:<period>") and dimensions (?2). */
export const ROLLUP_ROWS_SQL = `SELECT r.grain, r.period, r.dim, r.key, r.leads, r.visits, r.quoted, r.won, r.won_cents
  FROM json_each(?1) u JOIN lead_rollup r ON r.grain = substr(u.value, 1, 1) AND r.period = substr(u.value, 3)
  WHERE r.dim IN (SELECT value FROM json_each(?2)) AND r.leads <> 0`;

/**
 * A statement reading the rollup rows of the days `from` to `to` for some dimensions (one SEARCH of the primary key
 * per unit).
 */
export function rollupStatement(db: D1Database, from: string, to: string, dims: readonly RollupDim[], largest?: 'y' | 'm' | 'w' | 'd') {
  return db.prepare(ROLLUP_ROWS_SQL).bind(JSON.stringify(unitsOf(from, to, largest)), JSON.stringify(dims));
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
