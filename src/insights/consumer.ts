/**
 * The consumer of `EVENT_QUEUE` (wrangler.toml): adds each delivered batch
 * of beacon events to the daily counts (`event_counts`) and the Web Vitals
 * histograms (`vital_buckets`) in one `db.batch`, one transaction.
 *
 * Idempotency: the queue delivers at least once, and a batch whose
 * transaction committed may still be delivered again (an ack lost). So each
 * message first claims its id in `counted_messages` with a token of this
 * delivery (`INSERT … ON CONFLICT DO NOTHING`), and its counts are added
 * only `WHERE` the row holds that token: a message counted before keeps its
 * old token, and adds nothing. Same-key events of one message are summed
 * first, so a message costs one statement per distinct row. Triggers of
 * migrations/0032 add each change to `beacon_rollup` in the same statement
 * (src/insights/beacon-rollup.ts: what the insights read).
 */
import { logFailure } from '../lib/log';
import type { CountedEvent, EventMessage } from './events';
import { projectOfPath } from './paths';
import { bucketOf } from './vitals';

/**
 * The path counted (?5): a project page's (?10 its slug, ?11 its project id) only when a published project has that slug,
 * else 'other'; any other path as it came (already a known page, src/insights/paths.ts). So the rows a visitor can
 * add are bounded by the site's pages, kinds, editions, devices and referrers per day.
 */
const PUBLISHED_OR_OTHER = `CASE WHEN ?10 IS NULL OR EXISTS (
  SELECT 1 FROM jobs WHERE id = ?11 AND status = 'published' AND service || '-' || town || '-' || month || '-' || id = ?10
) THEN ?5 ELSE 'other' END`;

/** The statements that add one message's events, guarded by its claim. */
function statementsOf(db: D1Database, id: string, claim: string, { day, events }: EventMessage, at: string): D1PreparedStatement[] {
  const counts = new Map<string, { e: CountedEvent; n: number }>();
  const vitals = new Map<string, { e: CountedEvent; bucket: number; n: number }>();
  for (const e of events) {
    if (e.kind === 'vital') {
      const bucket = e.metric && e.value !== undefined ? bucketOf(e.metric, e.value) : null;
      if (bucket === null) continue;
      const key = JSON.stringify([e.template, e.metric, e.device, bucket]);
      const row = vitals.get(key) ?? { e, bucket, n: 0 };
      row.n += 1;
      vitals.set(key, row);
    } else {
      const key = JSON.stringify([e.kind, e.path, e.edition, e.device, e.referrer]);
      const row = counts.get(key) ?? { e, n: 0 };
      row.n += 1;
      counts.set(key, row);
    }
  }
  const guard = 'EXISTS (SELECT 1 FROM counted_messages WHERE id = ?1 AND claim = ?2)';
  return [
    db.prepare('INSERT INTO counted_messages (id, claim, counted_at) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING').bind(id, claim, at),
    ...[...counts.values()].map(({ e, n }) =>
      db
        .prepare(
          `INSERT INTO event_counts (day, kind, path, edition, device, referrer, count)
           SELECT ?3, ?4, ${PUBLISHED_OR_OTHER}, ?6, ?7, ?8, ?9 WHERE ${guard}
           ON CONFLICT (day, kind, path, edition, device, referrer) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(
          id,
          claim,
          day,
          e.kind,
          e.path,
          e.edition,
          e.device,
          e.referrer,
          n,
          projectOfPath(e.path)?.slug ?? null,
          projectOfPath(e.path)?.id ?? null,
        ),
    ),
    ...[...vitals.values()].map(({ e, bucket, n }) =>
      db
        .prepare(
          `INSERT INTO vital_buckets (day, template, metric, device, bucket, count)
           SELECT ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${guard}
           ON CONFLICT (day, template, metric, device, bucket) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(id, claim, day, e.template, e.metric, e.device, bucket, n),
    ),
  ];
}

/**
 * Counts a delivered batch: one `db.batch` for all its messages, then acks
 * them all. If D1 fails, the whole batch is retried after 60 s (nothing of
 * it was written: a batch is one transaction).
 * @param now when the batch is counted (`counted_at` of its messages)
 */
export async function countEvents(batch: MessageBatch<EventMessage>, env: Pick<Env, 'DB'>, now = new Date()): Promise<void> {
  const claim = crypto.randomUUID();
  const at = now.toISOString();
  // A body not of this Worker's making (never expected) is acknowledged and not counted.
  const statements = batch.messages.flatMap((message) =>
    Array.isArray(message.body?.events) && typeof message.body.day === 'string'
      ? statementsOf(env.DB, message.id, claim, message.body, at)
      : [],
  );
  try {
    await env.DB.batch(statements);
    batch.ackAll();
  } catch (error) {
    logFailure('insights_count_failed', error, { messages: batch.messages.length });
    batch.retryAll({ delaySeconds: 60 });
  }
}

/** Deletes the ids of messages counted more than 15 days before `now` (a queue keeps a message at most 14 days); returns how many. */
export async function pruneCountedMessages(db: D1Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 15 * 86_400_000).toISOString();
  const result = await db.prepare('DELETE FROM counted_messages WHERE counted_at < ?1').bind(before).run();
  return result.meta.changes;
}
