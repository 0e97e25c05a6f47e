/**
 * GET /admin/insights, loaded on its first request (a dynamic `import()`
 * from src/admin/routes.tsx), so neither the report's queries nor its page
 * are evaluated when the Worker starts.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { periodOf, readInsights, type InsightsReport } from '../insights/report';
import { logFailure } from '../lib/log';
import { AdminInsightsPage } from './pages/insights';
import { renderAdmin } from './layout';

/**
 * Answers the dashboard for `?days=7|30|90` (else 30) in the admin layout:
 * 200, or 503 with a notice when D1 cannot be read.
 */
export async function insightsPage(c: Context<AppEnv>): Promise<Response> {
  const days = periodOf(c.req.query('days'));
  let report: InsightsReport | null = null;
  try {
    report = await readInsights(c.env.DB, days);
  } catch (error) {
    logFailure('admin_insights_unreadable', error);
  }
  return renderAdmin(
    c,
    { title: 'Insights', current: '/admin/insights', status: report ? 200 : 503 },
    <AdminInsightsPage report={report} days={days} />,
  );
}
