/**
 * The job after the yes in D1 (issue 46 items 1 and 2; tables `lead_jobs` and `work_days`,
 * migrations/0021_jobs.sql, named apart from the finished-work posts' `jobs` table: docs/jobs.md). A lead gets a
 * job once it is Won (by an accepted quote or by hand): the job is made when the contractor first schedules a day,
 * its scope the lead's accepted quote when it has one. Marking the last day done moves the lead to Done through
 * the pipeline (src/leads/pipeline.ts `applyStatusChange`), which is what the review request waits for
 * (src/leads/review.ts). Every write takes `now`.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import type { WorkDayKind } from '../content/jobs';
import { applyStatusChange } from '../leads/pipeline';
import { dayIn } from '../lib/zoned-time';
import { type WorkDay, jobState } from './model';

/** A stored work day (`work_days`). */
export interface WorkDayRow {
  id: number;
  job_id: number;
  /** ISO 8601 UTC, and its Central day "YYYY-MM-DD". */
  starts_at: string;
  local_date: string;
  hours: number;
  kind: WorkDayKind;
  crew: string | null;
  note: string | null;
  done_at: string | null;
  position: number;
}

/** A stored job (`lead_jobs`) with its days in time order. */
export interface Job {
  id: number;
  lead_id: number;
  quote_id: number | null;
  created_at: string;
  concrete_temp_f: number | null;
  notify_requested_at: string | null;
  days: WorkDayRow[];
}

/** The accepted quote a job's scope is: its id, and its customer page's token and language. */
export interface AcceptedQuote {
  id: number;
  token: string;
  lang: 'en' | 'es';
}

/** Why a lead cannot have a job (yet): no such lead, or not won (no accepted quote and not Won or Done). */
export type JobRefusal = 'no_lead' | 'not_won';

/** Lead `leadId`'s latest accepted quote, or null. */
export async function acceptedQuoteOf(db: D1Database, leadId: number): Promise<AcceptedQuote | null> {
  return db
    .prepare(`SELECT id, token, lang FROM quotes WHERE lead_id = ?1 AND state = 'accepted' ORDER BY id DESC LIMIT 1`)
    .bind(leadId)
    .first<AcceptedQuote>();
}

/**
 * Whether a lead may have a job: it has an accepted quote, or the contractor marked it Won (or Done) by hand.
 * @param lead the lead's status
 * @param accepted its accepted quote, if any
 */
export const mayHaveJob = (lead: { status: string }, accepted: AcceptedQuote | null): boolean =>
  accepted !== null || lead.status === 'won' || lead.status === 'done';

/** Lead `leadId`'s job with its days (time order), or null when none was made. */
export async function jobOfLead(db: D1Database, leadId: number): Promise<Job | null> {
  const job = await db.prepare('SELECT * FROM lead_jobs WHERE lead_id = ?1').bind(leadId).first<Omit<Job, 'days'>>();
  if (!job) return null;
  const { results } = await db
    .prepare('SELECT * FROM work_days WHERE job_id = ?1 ORDER BY starts_at, position, id')
    .bind(job.id)
    .all<WorkDayRow>();
  return { ...job, days: results };
}

/**
 * Why lead `leadId` cannot have a job, or null when it can (it has one, an accepted quote, or is Won or Done).
 * Reads only: nothing is made.
 */
export async function jobRefusal(db: D1Database, leadId: number): Promise<JobRefusal | null> {
  const lead = await db.prepare('SELECT status FROM leads WHERE id = ?1').bind(leadId).first<{ status: string }>();
  if (!lead) return 'no_lead';
  if (await db.prepare('SELECT 1 FROM lead_jobs WHERE lead_id = ?1').bind(leadId).first()) return null;
  return mayHaveJob(lead, await acceptedQuoteOf(db, leadId)) ? null : 'not_won';
}

/**
 * Lead `leadId`'s job, made at `now` when it has none, its scope the lead's accepted quote (or none for a lead
 * won by hand).
 * @returns the job, or why the lead cannot have one
 */
export async function jobForLead(db: D1Database, leadId: number, now: Date): Promise<{ job: Job } | { refused: JobRefusal }> {
  const existing = await jobOfLead(db, leadId);
  if (existing) return { job: existing };
  const refused = await jobRefusal(db, leadId);
  if (refused) return { refused };
  const accepted = await acceptedQuoteOf(db, leadId);
  await db
    .prepare('INSERT INTO lead_jobs (lead_id, quote_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (lead_id) DO NOTHING')
    .bind(leadId, accepted?.id ?? null, now.toISOString())
    .run();
  return { job: (await jobOfLead(db, leadId))! };
}

/**
 * Adds work days to a job in one batch; with `notify`, records when the contractor asked for the customer to be
 * told (`notify_requested_at`; the message itself is issue 46 item 4's).
 * @returns the job as stored after
 */
export async function addWorkDays(db: D1Database, job: Job, days: readonly WorkDay[], notify: boolean, now: Date): Promise<Job> {
  const first = job.days.reduce((max, day) => Math.max(max, day.position), -1) + 1;
  const statements = days.map((day, i) =>
    db
      .prepare(
        'INSERT INTO work_days (job_id, starts_at, local_date, hours, kind, crew, note, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)',
      )
      .bind(job.id, new Date(day.start).toISOString(), day.localDate, day.hours, day.kind, day.crew, day.note, first + i),
  );
  if (notify) statements.push(db.prepare('UPDATE lead_jobs SET notify_requested_at = ?2 WHERE id = ?1').bind(job.id, now.toISOString()));
  if (statements.length > 0) await db.batch(statements);
  return (await jobOfLead(db, job.lead_id))!;
}

/**
 * Moves a job's day to a new start (its hours, kind, crew and note kept), with `notify` recorded as `addWorkDays`
 * does. A day already done is not moved.
 * @param which the day's id, or its Central day "YYYY-MM-DD" (the earliest day of the job not done on that date)
 * @returns the day as moved, or null when the job has no such day not done
 */
export async function moveWorkDay(
  db: D1Database,
  job: Job,
  which: number | string,
  to: { start: number; localDate: string },
  notify: boolean,
  now: Date,
): Promise<WorkDayRow | null> {
  const day = job.days.find((d) => d.done_at === null && (typeof which === 'number' ? d.id === which : d.local_date === which));
  if (!day) return null;
  const statements = [
    db
      .prepare('UPDATE work_days SET starts_at = ?2, local_date = ?3 WHERE id = ?1 AND done_at IS NULL RETURNING *')
      .bind(day.id, new Date(to.start).toISOString(), to.localDate),
  ];
  if (notify) statements.push(db.prepare('UPDATE lead_jobs SET notify_requested_at = ?2 WHERE id = ?1').bind(job.id, now.toISOString()));
  const [moved] = await db.batch<WorkDayRow>(statements);
  return moved?.results[0] ?? null;
}

/**
 * Marks a job's day done at `now` (once: a day already done keeps its time). When that leaves no day undone, the
 * lead moves to Done through the pipeline (a history row "Job done: every work day marked done"), unless it is
 * Done already; the review request follows from the cron (src/leads/review.ts).
 * @returns the job's state after, or null when the job has no such day
 */
export async function markWorkDayDone(db: D1Database, job: Job, dayId: number, now: Date): Promise<ReturnType<typeof jobState> | null> {
  if (!job.days.some((day) => day.id === dayId)) return null;
  await db.prepare('UPDATE work_days SET done_at = COALESCE(done_at, ?2) WHERE id = ?1').bind(dayId, now.toISOString()).run();
  const after = (await jobOfLead(db, job.lead_id))!;
  const state = jobState(after.days);
  if (state === 'done') {
    const lead = await db.prepare('SELECT status FROM leads WHERE id = ?1').bind(job.lead_id).first<{ status: string }>();
    if (lead && lead.status !== 'done')
      await applyStatusChange(
        db,
        job.lead_id,
        { status: 'done', amountCents: null, lostReason: null, note: 'Job done: every work day marked done' },
        now,
      );
  }
  return state;
}

/**
 * The Central days "YYYY-MM-DD" holding a work day from today on (any job's), for the next free morning.
 * @param now the instant "today" is read at
 */
export async function bookedDates(db: D1Database, now: Date): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT local_date FROM work_days WHERE local_date >= ?1 ORDER BY local_date LIMIT 400')
    .bind(dayIn(BUSINESS_TIME_ZONE, now))
    .all<{ local_date: string }>();
  return results.map((row) => row.local_date);
}

/** A work day with its lead's name and town (the calendar's and the command line's rows). */
export type WorkDayOfLead = WorkDayRow & { lead_id: number; name: string; town: string };

/**
 * The work days starting in [from, to) (ISO 8601 UTC), in time order, with their leads (at most 500): what
 * /admin/calendar and the cron read (issue 46 items 2 and 5).
 */
export async function workDaysBetween(db: D1Database, from: string, to: string): Promise<WorkDayOfLead[]> {
  const { results } = await db
    .prepare(
      `SELECT work_days.*, lead_jobs.lead_id, leads.name, leads.town FROM work_days
       JOIN lead_jobs ON lead_jobs.id = work_days.job_id JOIN leads ON leads.id = lead_jobs.lead_id
       WHERE work_days.starts_at >= ?1 AND work_days.starts_at < ?2 ORDER BY work_days.starts_at LIMIT 500`,
    )
    .bind(from, to)
    .all<WorkDayOfLead>();
  return results;
}

/** A job in the list: its lead, its state's inputs and its first pour. */
export interface JobSummary {
  lead_id: number;
  name: string;
  town: string;
  address: string;
  days: number;
  done: number;
  /** The first pour day's start not done (ISO 8601 UTC), or null. */
  pour_at: string | null;
  /** The first day's start not done, or null. */
  next_at: string | null;
}

/**
 * The jobs list (at most 200): every job with a day left to do, the soonest next day first, then the jobs with nothing
 * left (finished, or no day planned), newest first. Read from the open days' partial index (migration 0031) and the
 * newest 200 jobs, so the rows read follow the open work, not every job ever booked (issue 48).
 */
export async function listJobs(db: D1Database): Promise<JobSummary[]> {
  const { results } = await db
    .prepare(
      `WITH picked (id) AS (
         SELECT job_id FROM work_days WHERE done_at IS NULL
         UNION SELECT id FROM (SELECT id FROM lead_jobs ORDER BY id DESC LIMIT 200)
       )
       SELECT lead_jobs.lead_id, leads.name, leads.town, leads.address,
         (SELECT COUNT(*) FROM work_days w WHERE w.job_id = lead_jobs.id) AS days,
         (SELECT COUNT(*) FROM work_days w WHERE w.job_id = lead_jobs.id AND w.done_at IS NOT NULL) AS done,
         (SELECT MIN(starts_at) FROM work_days w WHERE w.job_id = lead_jobs.id AND w.kind = 'pour' AND w.done_at IS NULL) AS pour_at,
         (SELECT MIN(starts_at) FROM work_days w WHERE w.job_id = lead_jobs.id AND w.done_at IS NULL) AS next_at
       FROM picked JOIN lead_jobs ON lead_jobs.id = picked.id JOIN leads ON leads.id = lead_jobs.lead_id
       ORDER BY next_at IS NULL, next_at, lead_jobs.id DESC LIMIT 200`,
    )
    .all<JobSummary>();
  return results;
}
