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
 * The SQL of a lead at Quoted whose quote lapsed: its latest quote that is not a draft was sent and its last valid
 * day (`valid_until`, America/Chicago) is before ?1, unanswered (issue 44 §7).
 */
const LAPSED_SQL = `status = 'quoted' AND COALESCE((SELECT q.state = 'sent' AND q.valid_until < ?1 FROM quotes q
  WHERE q.lead_id = leads.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), 0) = 1`;

/**
 * The count and the dollars of every pipeline status (issue 37 §7: the top of /admin/leads), in one GROUP BY;
 * every status present (0 and $0 when none). Quoted leaves out a lead whose latest sent quote expired unanswered
 * by `now` (issue 44 §7: an expired quote is no open quote), its count and its dollars.
 * @param now the instant whose America/Chicago day the quotes' validity is read against
 * @throws what D1 throws
 */
export async function stageTotals(db: D1Database, now: Date): Promise<Record<PipelineStatus, StageTotal>> {
  const { results } = await db
    .prepare(
      `SELECT status, COUNT(*) AS n, COALESCE(SUM(COALESCE(won_cents, quoted_cents, 0)), 0) AS cents FROM leads
       WHERE NOT (${LAPSED_SQL}) GROUP BY status`,
    )
    .bind(dayIn(business.timeZone, now))
    .all<{ status: PipelineStatus; n: number; cents: number }>();
  const totals = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, { count: 0, cents: 0 }])) as Record<PipelineStatus, StageTotal>;
  for (const row of results) if (row.status in totals) totals[row.status] = { count: row.n, cents: row.cents };
  return totals;
}
