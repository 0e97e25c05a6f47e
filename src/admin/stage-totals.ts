import { business } from '../content/business';
import { PIPELINE_STATUSES, type PipelineStatus } from '../leads/stages';
import { dayIn } from '../lib/zoned-time';

/** How many leads stand at a status and their dollars (US cents). */
export interface StageTotal {
  count: number;
  /** The sum of their amounts: the job's price where won, else the quote; 0 for leads without either. */
  cents: number;
}

/**
 * The lapse day of lead `L` (an SQL expression over the columns `L.id`, `L.status`): for a lead at Quoted whose
 * latest quote that is not a draft was sent, that quote's last valid day (`valid_until`, America/Chicago), else ''.
 * The same expression as the triggers of migrations/0028_lead_stage_totals.sql.
 */
const lapseDayOf = (lead: string) => `CASE WHEN ${lead}.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent'
  THEN q.valid_until END FROM quotes q WHERE q.lead_id = ${lead}.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END`;

/**
 * The rollup's rows as the leads give them (one GROUP BY over every lead: reads the whole table). Used by
 * `rebuildStageTotals` and by the tests that compare the rollup with the rows.
 */
export const STAGE_TOTALS_FROM_ROWS = `SELECT ${lapseDayOf('leads')} AS lapse_day, status, COUNT(*) AS n,
  COALESCE(SUM(COALESCE(won_cents, quoted_cents, 0)), 0) AS cents FROM leads GROUP BY 1, 2`;

/**
 * The count and the dollars of every pipeline status (issue 37 §7: the top of /admin/leads); every status present
 * (0 and $0 when none). Quoted leaves out a lead whose latest sent quote expired unanswered by `now` (issue 44 §7:
 * an expired quote is no open quote), its count and its dollars.
 * Read from the rollup `lead_stage_totals` (migrations/0028_lead_stage_totals.sql, kept by triggers on leads and
 * quotes): the rows with lapse day '' (every status) and those whose quotes are still valid today, so the rows read
 * are the statuses plus the days an open quote still runs, whatever the number of leads (issue 48).
 * @param now the instant whose America/Chicago day the quotes' validity is read against
 * @throws what D1 throws
 */
export async function stageTotals(db: D1Database, now: Date): Promise<Record<PipelineStatus, StageTotal>> {
  const { results } = await db
    .prepare(
      `SELECT status, SUM(n) AS n, SUM(cents) AS cents FROM lead_stage_totals
       WHERE lapse_day = '' OR lapse_day >= ?1 GROUP BY status`,
    )
    .bind(dayIn(business.timeZone, now))
    .all<{ status: PipelineStatus; n: number; cents: number }>();
  const totals = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, { count: 0, cents: 0 }])) as Record<PipelineStatus, StageTotal>;
  for (const row of results) if (row.status in totals) totals[row.status] = { count: row.n, cents: row.cents };
  return totals;
}

/**
 * Fills `lead_stage_totals` again from the leads and their quotes (one batch: empty, then one INSERT … SELECT …
 * GROUP BY), for a repair by hand (`wrangler d1 execute`) or a test; reads every lead.
 * @throws what D1 throws
 */
export async function rebuildStageTotals(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM lead_stage_totals'),
    db.prepare(`INSERT INTO lead_stage_totals (lapse_day, status, n, cents) ${STAGE_TOTALS_FROM_ROWS}`),
  ]);
}
