import { PIPELINE_STATUSES, type PipelineStatus } from '../leads/stages';

/** How many leads stand at a status and their dollars (US cents). */
export interface StageTotal {
  count: number;
  /** The sum of their amounts: the job's price where won, else the quote; 0 for leads without either. */
  cents: number;
}

/**
 * The count and the dollars of every pipeline status (issue 37 §7: the top of /admin/leads), in one GROUP BY;
 * every status present (0 and $0 when none).
 * @throws what D1 throws
 */
export async function stageTotals(db: D1Database): Promise<Record<PipelineStatus, StageTotal>> {
  const { results } = await db
    .prepare('SELECT status, COUNT(*) AS n, COALESCE(SUM(COALESCE(won_cents, quoted_cents, 0)), 0) AS cents FROM leads GROUP BY status')
    .all<{ status: PipelineStatus; n: number; cents: number }>();
  const totals = Object.fromEntries(PIPELINE_STATUSES.map((s) => [s, { count: 0, cents: 0 }])) as Record<PipelineStatus, StageTotal>;
  for (const row of results) if (row.status in totals) totals[row.status] = { count: row.n, cents: row.cents };
  return totals;
}
