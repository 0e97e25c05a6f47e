/**
 * The units of the rollups (issue 48: migrations/0029 lead_rollup, 0030 money_rollup): a window of America/Chicago
 * days cut into whole years, months and thirds of a month where they fit, and days at its edges. In src/lib/ so the
 * insights (src/insights/rollup.ts) and the money page (src/invoices/money.ts) cut windows the same way.
 */
import { addDays } from './zoned-time';

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

/** A unit as `unitsOf` writes it, or the all-time period "y:all". */
const UNIT = /^(y:(\d{4}|all)|m:\d{4}-\d{2}|w:\d{4}-\d{2}-[123]|d:\d{4}-\d{2}-\d{2})$/;

/**
 * The SQL `VALUES` list of units as (grain, period) rows (`column1`, `column2`), for a join that SEARCHes a rollup's
 * primary key once per unit. Written into the SQL, not bound: D1 counts every row of a `json_each` as a row read and
 * allows 100 bound values, and a unit is checked against its exact shape first. No units: one row that matches none.
 * @throws RangeError on a string that is not a unit
 */
export function unitsValues(units: readonly string[]): string {
  if (units.length === 0) return 'VALUES (NULL, NULL)';
  const rows = units.map((unit) => {
    if (!UNIT.test(unit)) throw new RangeError(`not a rollup unit: ${unit}`);
    return `('${unit[0]}', '${unit.slice(2)}')`;
  });
  return `VALUES ${rows.join(', ')}`;
}
