/**
 * Telling the homeowner about the job (issue 46 item 4): each message is a `job_messages` row
 * (migrations/0022_job_messages.sql) recorded before it is sent, claimed for the send and finished with once, so a
 * retry never sends it twice. Every send goes through `sendToCustomer` (src/leads/customer-email.ts) and its bounds,
 * each message under its own kind:
 * - 'scheduled' (`job_scheduled`) and 'moved' (`job_moved`) are owed: the homeowner signed for the work and a day
 *   they plan around changed, so they take the owed pool and are never dropped: held by a bound or failed, the row
 *   stays unsent and the cron sends it when due again (a minute past the next UTC hour, or after a back-off);
 * - 'reminder' (`job_reminder`) and 'on_my_way' (`job_on_my_way`) are courtesy: the stranger's pool, and a held one
 *   is not tried again (a reminder at midnight or "on my way" an hour late helps nobody).
 * A move waits 15 minutes from the first move of the job not yet told, so several moves make one message: each day
 * with its first old start and its last new one, the last reason winning (as booking moves do, src/booking/changes.ts).
 */
import type { CustomerEmailKind } from '../leads/customer-email';
import { sendToCustomer } from '../leads/customer-email';
import { logFailure } from '../lib/log';
import { dayIn } from '../lib/zoned-time';
import { BUSINESS_TIME_ZONE } from '../content/business';
import { workDaysIcs } from './ics';
import {
  type Homeowner,
  homeownerOf,
  type MovedDays,
  type MoveReasonValue,
  movedText,
  onMyWayText,
  reminderText,
  scheduledText,
} from './message-text';
import { jobMessageWords } from '../content/job-messages';
import { type Job, jobOfLead, type WorkDayRow } from './store';

/** The messages of a job. */
export type JobMessageKind = 'scheduled' | 'moved' | 'reminder' | 'on_my_way';

/** The customer email kind (and so the bounds) of each message. */
const BOUND: Record<JobMessageKind, CustomerEmailKind> = {
  scheduled: 'job_scheduled',
  moved: 'job_moved',
  reminder: 'job_reminder',
  on_my_way: 'job_on_my_way',
};
/** The messages a homeowner is owed: never dropped. */
const OWED: ReadonlySet<JobMessageKind> = new Set(['scheduled', 'moved']);

/** How long moves of one job gather before the one message goes: 15 minutes from the first. */
export const MOVE_WINDOW_MS = 15 * 60_000;
/** A claimed send older than this is taken as lost and may be claimed again. */
const LEASE_MS = 5 * 60_000;
/** "On my way" is worth sending for an hour after the tap. */
const ON_MY_WAY_FOR_MS = 3_600_000;

/** A stored message (`job_messages`). */
export interface JobMessageRow {
  id: number;
  job_id: number;
  kind: JobMessageKind;
  key: string;
  day_id: number | null;
  detail: string | null;
  created_at: string;
  due_at: string;
  expires_at: string | null;
  sent_at: string | null;
  attempts: number;
  outcome: string | null;
}

/** A move's detail: each day's first old start and last new one, and the last reason. */
interface MoveDetail {
  days: Record<string, { from: string; to: string }>;
  reason: MoveReasonValue;
}

/**
 * What trying a message did: 'sent'; 'queued' (owed, held or failed: the cron sends it when due again); 'held'
 * (courtesy, past a bound: not sent); 'no_address' (the lead gave no email); 'unchanged' (nothing left to tell: moves
 * that came back, a day done or gone); 'expired'; 'busy' (another send holds it, or it is not due).
 */
export type JobMessageOutcome = 'sent' | 'queued' | 'held' | 'no_address' | 'unchanged' | 'expired' | 'busy';

/** One minute past the next UTC hour after `now` (when the hourly budgets start again). */
const nextHour = (now: Date) => new Date((Math.floor(now.getTime() / 3_600_000) + 1) * 3_600_000 + 60_000);
/** The wait after `attempts` failed sends: 60 s doubling, at most an hour. */
const backoff = (attempts: number) => Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** The job of id `jobId` with its days, or null. */
async function jobById(db: D1Database, jobId: number): Promise<Job | null> {
  const row = await db.prepare('SELECT lead_id FROM lead_jobs WHERE id = ?1').bind(jobId).first<{ lead_id: number }>();
  return row ? jobOfLead(db, row.lead_id) : null;
}

/** The message of `row` for `job` at `now`, or null when nothing is left to tell. */
async function compose(env: Pick<Env, 'SITE_URL'>, row: JobMessageRow, job: Job, who: Homeowner, now: Date) {
  const open = job.days.filter((day) => day.done_at === null);
  if (row.kind === 'scheduled') {
    const days = open.filter((day) => Date.parse(day.starts_at) > now.getTime());
    if (days.length === 0) return null;
    const ics = await workDaysIcs(env.SITE_URL, days, { town: who.town, lang: who.lang, now });
    const attachments: EmailAttachment[] = [
      {
        disposition: 'attachment',
        filename: jobMessageWords(who.lang).icsFile,
        type: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ];
    return { ...scheduledText(who, days), attachments };
  }
  if (row.kind === 'reminder') {
    const day = open.find((d) => d.id === row.day_id && `${d.id}@${d.local_date}` === row.key && d.kind === 'pour');
    return day && Date.parse(day.starts_at) > now.getTime() ? reminderText(who, day) : null;
  }
  if (row.kind === 'moved') {
    const detail = JSON.parse(row.detail ?? '{}') as MoveDetail;
    const moved: MovedDays = [];
    for (const day of open) {
      const change = detail.days?.[String(day.id)];
      if (change && change.from !== change.to) moved.push({ day, ...change });
    }
    return moved.length > 0 ? movedText(who, moved, detail.reason ?? { kind: 'other', text: null }) : null;
  }
  return onMyWayText(who);
}

/**
 * Tries message `row` at `now`, once: claims it (when due, unsent and not held by another send), sends it through
 * the bounds, and finishes it or, for an owed message held or failed, gives it back due again.
 * @returns what happened (`JobMessageOutcome`)
 * @throws what D1 throws at the claim; a failed send is logged (`job_message_failed`) and the row given back
 */
export async function deliver(env: Env, row: JobMessageRow, now: Date): Promise<JobMessageOutcome> {
  const at = now.toISOString();
  const claimed = await env.DB.prepare(
    `UPDATE job_messages SET claimed_at = ?2, attempts = attempts + 1 WHERE id = ?1 AND sent_at IS NULL AND due_at <= ?2
     AND (claimed_at IS NULL OR claimed_at < ?3) RETURNING *`,
  )
    .bind(row.id, at, new Date(now.getTime() - LEASE_MS).toISOString())
    .first<JobMessageRow>();
  if (!claimed) return 'busy';
  const finish = async (outcome: JobMessageOutcome) => {
    await env.DB.prepare('UPDATE job_messages SET sent_at = ?2, outcome = ?3, claimed_at = NULL WHERE id = ?1')
      .bind(claimed.id, at, outcome)
      .run();
    return outcome;
  };
  const again = async (outcome: string, due: Date) => {
    await env.DB.prepare('UPDATE job_messages SET claimed_at = NULL, outcome = ?2, due_at = ?3 WHERE id = ?1')
      .bind(claimed.id, outcome, due.toISOString())
      .run();
  };
  if (claimed.expires_at && claimed.expires_at <= at) return finish('expired');
  try {
    const job = await jobById(env.DB, claimed.job_id);
    const who = job ? await homeownerOf(env, job) : null;
    if (!job || !who) return finish('unchanged');
    const message = await compose(env, claimed, job, who, now);
    if (!message) return finish('unchanged');
    if (!who.to) return finish('no_address');
    const sent = await sendToCustomer(env, { to: who.to, ...message }, { kind: BOUND[claimed.kind], now });
    if (sent === 'sent') return finish('sent');
    if (!OWED.has(claimed.kind)) return finish('held');
    await again('held', nextHour(now));
    return 'queued';
  } catch (error) {
    logFailure('job_message_failed', error, { kind: claimed.kind, jobId: claimed.job_id });
    await again('failed', new Date(now.getTime() + backoff(claimed.attempts))).catch(() => undefined);
    return 'queued';
  }
}

/** Records message `kind` of `job` under `key` (once: null when that key was recorded before). */
export async function recordJobMessage(
  db: D1Database,
  job: Pick<Job, 'id'>,
  kind: JobMessageKind,
  key: string,
  {
    now,
    due = now,
    expires = null,
    dayId = null,
    detail = null,
  }: { now: Date; due?: Date; expires?: Date | null; dayId?: number | null; detail?: string | null },
): Promise<JobMessageRow | null> {
  return db
    .prepare(
      `INSERT INTO job_messages (job_id, kind, key, day_id, detail, created_at, updated_at, due_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7, ?8) ON CONFLICT (job_id, kind, key) DO NOTHING RETURNING *`,
    )
    .bind(job.id, kind, key, dayId, detail, now.toISOString(), due.toISOString(), expires?.toISOString() ?? null)
    .first<JobMessageRow>();
}

/**
 * "Your job is scheduled": the work days not done from `now` on, with their .ics, told at once (the contractor set
 * the days with "tell the customer").
 * @returns the outcome; 'sent' and 'queued' mean the customer will be told
 */
export async function tellScheduled(env: Env, job: Job, now: Date): Promise<JobMessageOutcome> {
  const row = await recordJobMessage(env.DB, job, 'scheduled', now.toISOString(), { now });
  return row ? deliver(env, row, now) : 'busy';
}

/**
 * Records that `day` of `job` moved from `from` to its new start at `now` (`work_days.moved_at`) and, with
 * `notify`, adds the move to the job's message waiting to be told (made now, due in 15 minutes, when none waits):
 * its first old start is kept, its new start and the reason replaced.
 * @returns when the message goes (ISO 8601 UTC), or null without `notify`
 */
export async function recordMove(
  env: Pick<Env, 'DB'>,
  job: Job,
  moved: Pick<WorkDayRow, 'id' | 'starts_at'>,
  from: string,
  { reason, notify, now }: { reason: MoveReasonValue; notify: boolean; now: Date },
): Promise<string | null> {
  await env.DB.prepare('UPDATE work_days SET moved_at = ?2 WHERE id = ?1').bind(moved.id, now.toISOString()).run();
  if (!notify) return null;
  const waiting = await env.DB.prepare(
    `SELECT * FROM job_messages WHERE job_id = ?1 AND kind = 'moved' AND sent_at IS NULL AND claimed_at IS NULL ORDER BY id LIMIT 1`,
  )
    .bind(job.id)
    .first<JobMessageRow>();
  const detail: MoveDetail = waiting ? (JSON.parse(waiting.detail ?? '{}') as MoveDetail) : { days: {}, reason };
  const key = String(moved.id);
  detail.days[key] = { from: detail.days[key]?.from ?? from, to: moved.starts_at };
  detail.reason = reason;
  if (waiting) {
    const kept = await env.DB.prepare(
      'UPDATE job_messages SET detail = ?2, updated_at = ?3 WHERE id = ?1 AND sent_at IS NULL AND claimed_at IS NULL RETURNING due_at',
    )
      .bind(waiting.id, JSON.stringify(detail), now.toISOString())
      .first<{ due_at: string }>();
    if (kept) return kept.due_at;
    detail.days = { [key]: { from, to: moved.starts_at } };
  }
  const due = new Date(now.getTime() + MOVE_WINDOW_MS);
  await recordJobMessage(env.DB, job, 'moved', `move@${now.toISOString()}`, { now, due, detail: JSON.stringify(detail) });
  return due.toISOString();
}

/** What a tap on "On my way" did: the outcome, or that it was sent (or tried) earlier today, with when. */
export type OnMyWayAnswer = { outcome: JobMessageOutcome } | { already: string; outcome: string | null } | { notToday: true };

/**
 * "On my way" for `job` at `now`: at most once a Central day per job, and only on a day holding one of its work
 * days not done.
 * @returns the outcome, or `already` with the first tap's time (ISO 8601 UTC), or `notToday`
 */
export async function sendOnMyWay(env: Env, job: Job, now: Date): Promise<OnMyWayAnswer> {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  if (!job.days.some((day) => day.local_date === today && day.done_at === null)) return { notToday: true };
  const row = await recordJobMessage(env.DB, job, 'on_my_way', today, { now, expires: new Date(now.getTime() + ON_MY_WAY_FOR_MS) });
  if (row) return { outcome: await deliver(env, row, now) };
  const earlier = await env.DB.prepare(`SELECT created_at, outcome FROM job_messages WHERE job_id = ?1 AND kind = 'on_my_way' AND key = ?2`)
    .bind(job.id, today)
    .first<{ created_at: string; outcome: string | null }>();
  return { already: earlier?.created_at ?? now.toISOString(), outcome: earlier?.outcome ?? null };
}

/** The messages due and not finished with at `now`, oldest first (at most `limit`). */
export async function dueJobMessages(db: D1Database, now: Date, limit = 50): Promise<JobMessageRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM job_messages WHERE sent_at IS NULL AND due_at <= ?1 ORDER BY due_at LIMIT ?2')
    .bind(now.toISOString(), limit)
    .all<JobMessageRow>();
  return results;
}
