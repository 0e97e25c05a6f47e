/**
 * /admin/insights, loaded on its first request (a dynamic `import()` from
 * src/admin/routes.tsx), so neither the report's queries nor its page are
 * evaluated when the Worker starts.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { periodOf, readInsights, windowOf } from '../insights/report';
import { readBounds } from '../insights/rollup';
import { MAX_SOURCE_LENGTH, readRevenue, saveSpend } from '../insights/revenue';
import { logFailure } from '../lib/log';
import { dollarsToCents } from '../lib/money';
import { readForm } from '../lib/posts';
import { AdminInsightsPage } from './pages/insights';
import type { SpendForm } from './pages/revenue';
import { renderAdmin } from './layout';

/**
 * Answers the dashboard for `?days=7|30|90|365|all` (else 30) in the admin layout:
 * 200 (422 with the spend form sent back), or 503 with a notice when D1
 * cannot be read. The revenue report and the traffic report (with the revenue's leads per landing page), each
 * one D1 batch, read at once.
 */
export async function insightsPage(c: Context<AppEnv>, { spendForm }: { spendForm?: SpendForm } = {}): Promise<Response> {
  const days = periodOf(c.req.query('days'));
  const now = new Date();
  // All time starts on the first lead's day; its window reads the days holding each rollup's figures, read here once
  // for both reports (one batch). A failure leaves `report` null (503 below).
  const bounds = days === 'all' ? await readBounds(c.env.DB).catch(() => null) : null;
  const firstDay = bounds?.leads?.first ?? null;
  // Both reports at once (their batches' round trips overlap): the revenue's funnels per landing page are the report's
  // leads per landing page, which the report awaits after its own batch (read once).
  const revenueRead = readRevenue(c.env.DB, windowOf(days, now, firstDay).length, now, bounds).catch((error: unknown) => {
    logFailure('admin_revenue_unreadable', error);
    return null;
  });
  const reportRead = readInsights(
    c.env.DB,
    days,
    now,
    firstDay,
    revenueRead.then((value) => value?.byLanding),
    bounds,
  ).catch((error: unknown) => {
    logFailure('admin_insights_unreadable', error);
    return null;
  });
  const [revenue, report] = await Promise.all([revenueRead, reportRead]);
  return renderAdmin(
    c,
    { title: 'Insights', current: '/admin/insights', status: report ? (spendForm ? 422 : 200) : 503 },
    <AdminInsightsPage report={report} days={days} revenue={revenue} spendForm={spendForm} saved={c.req.query('saved') === 'spend'} />,
  );
}

/** A source name as the funnel groups it: letters, digits, dots, dashes, underscores and spaces. */
const SOURCE_PATTERN = /^[\p{L}\p{N}._\- ]+$/u;

/**
 * `POST /admin/insights/spend`: stores the spend of a source for a month
 * (`source`, `month` "YYYY-MM", `amount` in dollars), then 303 back to the
 * dashboard; a refused post gets the dashboard with the form and its
 * messages (422).
 */
export async function spendPost(c: Context<AppEnv>): Promise<Response> {
  const body = await readForm(c);
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  const values = { source: text('source'), month: text('month'), amount: text('amount') };
  const errors: SpendForm['errors'] = {};
  if (!values.source || values.source.length > MAX_SOURCE_LENGTH || !SOURCE_PATTERN.test(values.source))
    errors.source = `Name the source as the table shows it, like google.com or facebook (at most ${MAX_SOURCE_LENGTH} characters).`;
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(values.month);
  if (!month || Number(month[1]) < 2000 || Number(month[1]) > 2100) errors.month = 'Choose a month, like 2026-11.';
  const amount = dollarsToCents(values.amount);
  if ('error' in amount) errors.amount = amount.error;
  if (Object.keys(errors).length > 0 || 'error' in amount) return insightsPage(c, { spendForm: { values, errors } });
  try {
    await saveSpend(c.env.DB, { source: values.source, month: values.month, cents: amount.cents }, new Date());
  } catch (error) {
    logFailure('spend_not_stored', error);
    return c.text('The database cannot be written right now. Go back and try again in a minute.', 503);
  }
  const days = periodOf(c.req.query('days'));
  return c.redirect(`/admin/insights?days=${days}&saved=spend#spend`, 303);
}
