/**
 * The cron's part of the homeowner's messages (issue 46 item 4), every 5 minutes from src/index.ts `scheduled`:
 * records the reminder of each pour day whose evening before has come (18:00 Central the day before, read through
 * Intl, so it holds across the clock changes), then sends every job message due: those reminders, moves whose 15
 * minutes have passed, and owed messages held or failed earlier (src/jobs/messages.ts).
 *
 * A pour's reminder goes once per pour day and date (its row's key "<day id>@<Central day>"), from 18:00 until
 * 21:00 the evening before and never after the day's start; not for a day marked done, nor for a day moved after its
 * reminder was due (the move's own message tells the homeowner).
 */
import { logFailure } from '../lib/log';
import { eveningBeforeDay } from './ics';
import { deliver, dueJobMessages, type JobMessageOutcome, recordJobMessage } from './messages';

/** How long after 18:00 the evening before a reminder may still go: until 21:00. */
const REMINDER_FOR_MS = 3 * 3_600_000;

/** A pour day the cron may remind of. */
interface PourDay {
  id: number;
  job_id: number;
  starts_at: string;
  local_date: string;
  moved_at: string | null;
}

/**
 * Records the reminders due at `now`: each pour day not done starting within the next 36 hours whose 18:00 the
 * evening before has come, that was not moved after that time, and has no reminder for its date yet.
 * @returns how many were recorded
 */
export async function recordDuePourReminders(db: D1Database, now: Date): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT id, job_id, starts_at, local_date, moved_at FROM work_days
       WHERE kind = 'pour' AND done_at IS NULL AND starts_at > ?1 AND starts_at <= ?2 ORDER BY starts_at LIMIT 200`,
    )
    .bind(now.toISOString(), new Date(now.getTime() + 36 * 3_600_000).toISOString())
    .all<PourDay>();
  let recorded = 0;
  for (const day of results) {
    const due = eveningBeforeDay(day.starts_at);
    const until = Math.min(due + REMINDER_FOR_MS, Date.parse(day.starts_at));
    if (now.getTime() < due || now.getTime() >= until) continue;
    if (day.moved_at !== null && Date.parse(day.moved_at) >= due) continue;
    const row = await recordJobMessage(db, { id: day.job_id }, 'reminder', `${day.id}@${day.local_date}`, {
      now,
      due: new Date(due),
      expires: new Date(until),
      dayId: day.id,
    });
    if (row) recorded++;
  }
  return recorded;
}

/**
 * The cron's call at `now`: records the pour reminders due (`recordDuePourReminders`) and tries every job message
 * due (at most 50 a run). Never throws: a failure is logged (`job_messages_failed`).
 * @returns the count of each outcome, e.g. { sent: 2, queued: 1 }
 */
export async function sendDueJobMessages(env: Env, now: Date): Promise<Partial<Record<JobMessageOutcome, number>>> {
  const counts: Partial<Record<JobMessageOutcome, number>> = {};
  try {
    await recordDuePourReminders(env.DB, now);
    for (const row of await dueJobMessages(env.DB, now)) {
      const outcome = await deliver(env, row, now);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
  } catch (error) {
    logFailure('job_messages_failed', error);
  }
  return counts;
}
