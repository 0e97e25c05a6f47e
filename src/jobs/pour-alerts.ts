/**
 * Telling the contractor about a pour's weather (issue 46 item 5). Once an hour the cron (src/index.ts `scheduled`)
 * reads the forecast of every pour day not done within the forecast's reach (src/jobs/pour-forecast.ts) and keeps
 * each day's verdict in `pour_verdicts` (migrations/0023_pour_verdicts.sql), which the admin's first screen reads.
 * For a pour starting within the next 36 hours, the first CAUTION or HOLD, and every change after one (to the
 * other, or back to GO), sends the contractor ONE push (every subscribed phone) and ONE email, with a link to the
 * lead's job page to move it. Nothing goes to the homeowner (they hear of a move when the contractor moves the day).
 *
 * UNKNOWN (NWS failed, or the forecast does not cover the hours) sends nothing and leaves the told verdict as it
 * was: it is a read that failed, not news about the weather, and a failing NWS would otherwise send a message an
 * hour; the failure is logged once per town, and the first screen and the calendar say "forecast not available".
 * A day moved since it was told is a new pour (its told verdict forgotten).
 */
import { business } from '../content/business';
import { POUR_ALERT_WORDS } from '../content/pour-alerts';
import type { WorkerEnv } from '../env';
import { logEvent } from '../lib/log';
import { pushToAll, shortName } from '../push/send';
import type { Verdict } from '../weather/verdict';
import { checkPours, type PourCheck, pourDaysBetween, pourLine, FORECAST_REACH_HOURS, weekdayOf } from './pour-forecast';
import { startInWords } from './words';

/** How far ahead a pour is told, hours (the "every pour in the next 36 hours": the evening before and more). */
export const TELL_WITHIN_HOURS = 36;
const HOUR_MS = 3_600_000;

/** The least time between two hourly checks, minutes (under 60: a cron run a little early still counts). */
export const CHECK_EVERY_MINUTES = 55;

/**
 * Claims the hourly check for the 5-minute cron's run at `now`: true when the last check (`pour_check_runs`) is
 * 55 minutes old or more, or there was none; the claim is one conditional write, so two runs at once get one true.
 * A stored time rather than "the run at minute 0": the check runs once an hour whatever minute the cron first runs
 * at (a deploy, `wrangler dev --test-scheduled`), and an hour's run that did not happen is made up five minutes later.
 * NWS asks for reads at most hourly (its rate limits are unpublished).
 */
export async function claimHourlyCheck(db: D1Database, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO pour_check_runs (name, ran_at) VALUES ('hourly', ?1)
       ON CONFLICT (name) DO UPDATE SET ran_at = excluded.ran_at WHERE pour_check_runs.ran_at <= ?2
       RETURNING ran_at`,
    )
    .bind(now.toISOString(), new Date(now.getTime() - CHECK_EVERY_MINUTES * 60_000).toISOString())
    .first();
  return row !== null;
}

/** The verdicts told: a first CAUTION or HOLD, a change between them, and GO after either. */
export function shouldTell(verdict: Verdict, told: Verdict | null): boolean {
  if (verdict === 'CAUTION' || verdict === 'HOLD') return verdict !== told;
  return verdict === 'GO' && (told === 'CAUTION' || told === 'HOLD');
}

/** The email and push of a pour's verdict: the subject, the text, the push's title and body, the job page's path. */
export function pourMessage(check: PourCheck, told: Verdict | null, siteUrl: string) {
  const words = POUR_ALERT_WORDS.en;
  const line = pourLine(check, told);
  const path = `/admin/leads/${check.day.lead_id}/job`;
  const name = shortName(check.day.name);
  return {
    path,
    subject: words.subject(check.verdict, weekdayOf(check.day.local_date), check.town, name),
    text: [
      line,
      '',
      `${check.day.name}, ${startInWords(check.day.starts_at)}`,
      ...(check.words.length > 1 ? ['', ...check.words.map((w) => `- ${w}`)] : []),
      '',
      words.move(new URL(path, siteUrl).href),
      words.nothingSent,
    ].join('\n'),
    push: { title: words.pushTitle(check.verdict), body: `${line} (${name})`, url: path, tag: `pour-${check.day.id}` },
  };
}

/** Stores a day's verdict; a day moved since forgets its told verdict. Returns the told verdict kept. */
async function storeVerdict(db: D1Database, check: PourCheck, now: Date): Promise<Verdict | null> {
  const row = await db
    .prepare(
      `INSERT INTO pour_verdicts (work_day_id, starts_at, verdict, line, checked_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (work_day_id) DO UPDATE SET verdict = excluded.verdict, line = excluded.line, checked_at = excluded.checked_at,
         told_verdict = CASE WHEN pour_verdicts.starts_at = excluded.starts_at THEN pour_verdicts.told_verdict END,
         told_at = CASE WHEN pour_verdicts.starts_at = excluded.starts_at THEN pour_verdicts.told_at END,
         starts_at = excluded.starts_at
       RETURNING told_verdict`,
    )
    .bind(check.day.id, check.day.starts_at, check.verdict, check.line, now.toISOString())
    .first<{ told_verdict: Verdict | null }>();
  return row?.told_verdict ?? null;
}

/**
 * Tells the contractor a pour's verdict once: the told verdict is claimed first (a conditional UPDATE), so two runs
 * at once send one message. Never throws for the push or the email (each failure is logged: `pour_alert_failed`).
 * @returns whether this run claimed and sent it
 */
async function tell(env: WorkerEnv, check: PourCheck, told: Verdict | null, now: Date): Promise<boolean> {
  const claim = await env.DB.prepare(
    'UPDATE pour_verdicts SET told_verdict = ?2, told_at = ?3 WHERE work_day_id = ?1 AND told_verdict IS ?4 AND starts_at = ?5',
  )
    .bind(check.day.id, check.verdict, now.toISOString(), told, check.day.starts_at)
    .run();
  if (!claim.meta.changes) return false;
  const message = pourMessage(check, told, env.SITE_URL);
  const results = await Promise.allSettled([
    pushToAll(env, message.push),
    env.EMAIL.send({
      from: { name: `${business.name} website`, email: env.LEADS_FROM },
      to: business.email,
      subject: message.subject,
      text: message.text,
    }),
  ]);
  for (const result of results)
    if (result.status === 'rejected') logEvent('pour_alert_failed', { dayId: check.day.id, reason: String(result.reason) }, 'error');
  logEvent('pour_alert_sent', { dayId: check.day.id, leadId: check.day.lead_id, verdict: check.verdict, was: told });
  return true;
}

/**
 * The hourly check (issue 46 item 5): reads the forecast of every pour day not done starting from `now` within the
 * forecast's reach, stores each verdict, and tells the contractor of those starting within 36 hours whose verdict
 * is news (`shouldTell`). Never throws for NWS (UNKNOWN), the push or the email; throws only what D1 throws.
 * @returns how many pour days were read and how many messages (push and email) were sent
 */
export async function checkPourForecasts(env: WorkerEnv, now: Date): Promise<{ checked: number; told: number }> {
  const from = now.toISOString();
  const days = await pourDaysBetween(env.DB, from, new Date(now.getTime() + FORECAST_REACH_HOURS * HOUR_MS).toISOString());
  const checks = await checkPours(env, days, now);
  const tellBefore = now.getTime() + TELL_WITHIN_HOURS * HOUR_MS;
  let told = 0;
  for (const check of checks) {
    const before = await storeVerdict(env.DB, check, now);
    if (Date.parse(check.day.starts_at) > tellBefore || !shouldTell(check.verdict, before)) continue;
    if (await tell(env, check, before, now)) told++;
  }
  return { checked: checks.length, told };
}

/** A stored verdict of a pour day not done, for the admin's first screen. */
export interface StoredVerdict {
  work_day_id: number;
  lead_id: number;
  name: string;
  starts_at: string;
  verdict: Verdict;
  line: string;
  checked_at: string;
}

/**
 * The stored verdicts that are not GO of the pour days not done from `now` on, still for the day's current start
 * (a day moved since its last check is left out until the next), in time order (at most 20).
 */
export async function poursNotGo(db: D1Database, now: Date): Promise<StoredVerdict[]> {
  const { results } = await db
    .prepare(
      `SELECT pour_verdicts.work_day_id, lead_jobs.lead_id, leads.name, work_days.starts_at, pour_verdicts.verdict,
         pour_verdicts.line, pour_verdicts.checked_at
       FROM pour_verdicts JOIN work_days ON work_days.id = pour_verdicts.work_day_id
       JOIN lead_jobs ON lead_jobs.id = work_days.job_id JOIN leads ON leads.id = lead_jobs.lead_id
       WHERE work_days.done_at IS NULL AND work_days.kind = 'pour' AND work_days.starts_at >= ?1
         AND pour_verdicts.starts_at = work_days.starts_at AND pour_verdicts.verdict <> 'GO'
       ORDER BY work_days.starts_at LIMIT 20`,
    )
    .bind(now.toISOString())
    .all<StoredVerdict>();
  return results;
}
