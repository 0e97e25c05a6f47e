/**
 * The `leads` table in D1 (migrations/): storing a lead once per idempotency
 * key, the bookkeeping of its email notification, and what the contractor's
 * leads page reads and marks.
 * Times are ISO 8601 UTC strings ("2026-11-21T18:05:00.000Z"), which sort
 * as they compare. Every function throws what D1 throws (a failed query).
 */
import { sha256 } from 'hono/utils/crypto';
import { utcDay } from '../lib/dates';
import type { LeadSource } from '../insights/source';
import type { LostReason, PipelineStatus } from './stages';
import { LEAD_COLUMNS, type Lang, type LeadAnswers, type StoredForm } from '../forms/fields';

/**
 * Notification state of a lead: 'pending' until the email is sent, 'sent',
 * 'failed' after the last attempt, or 'capped' (not emailed: the hourly cap
 * on notification emails was reached; the lead is listed on /admin/leads).
 */
export type NotifyStatus = 'pending' | 'sent' | 'failed' | 'capped';

/** A row of `leads`: the answers (`LEAD_COLUMNS`) and the bookkeeping. */
export interface Lead extends LeadAnswers {
  id: number;
  created_at: string;
  form: StoredForm;
  idempotency_key: string;
  lang: Lang;
  notify_status: NotifyStatus;
  notify_attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  notified_at: string | null;
  handled_at: string | null;
  stored_late: number;
  photos_expected: number;
  /** Where the lead came from (migrations/0004_insights.sql); NULL, shown "unknown", for older leads or an opted-out visitor. */
  source_landing: string | null;
  source_page: string | null;
  source_referrer: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_edition: string | null;
  source_device: string | null;
  /** The job's town, asked apart from the street by the booking form ('' when not asked; migrations/0007_lead_pipeline.sql). */
  town: string;
  /** Where the sale stands (`PIPELINE_STATUSES`); leads stored before the pipeline are 'new', or 'contacted' when marked handled. */
  status: PipelineStatus;
  /** When `status` last changed (ISO 8601 UTC), NULL while still 'new' as stored. */
  status_at: string | null;
  /** The first move out of 'new', or the first call or text logged (ISO 8601 UTC). */
  first_contact_at: string | null;
  /** The amounts quoted and won, in US cents. */
  quoted_cents: number | null;
  won_cents: number | null;
  /** A booked visit's arrival window, UTC instants (migrations/0013_booking.sql); NULL for the other forms. */
  visit_start?: string | null;
  visit_end?: string | null;
  /** Why a lost lead was lost (`LOST_REASONS`), else NULL. */
  lost_reason: LostReason | null;
  /** The day to follow the lead up (YYYY-MM-DD, America/Chicago), else NULL. */
  follow_up_on: string | null;
  /** When the acknowledgement email went to the customer (migrations/0008_lead_acknowledgement.sql), else NULL. */
  ack_sent_at: string | null;
  ack_claimed_at: string | null;
  /** The review request (migrations/0010_review_requests.sql): its unsubscribe token, claim, and when it and its reminder went out. */
  review_token: string | null;
  review_claimed_at: string | null;
  review_sent_at: string | null;
  review_reminded_at: string | null;
}

/**
 * What is stored of a lead: its answers, the idempotency key ('' for "make
 * one"), the form's language, where it came from (`source`; none: all
 * unknown) and how many photos the island will send after it
 * (`photosExpected`, 0 when none or without JavaScript).
 */
export type LeadRecord = LeadAnswers & {
  idempotencyKey: string;
  lang: Lang;
  source?: LeadSource;
  photosExpected?: number;
  visit?: BookedVisit;
};

/** A booking's lead extras (issue 29): the town, and the window's start and end (ISO UTC); stored with status 'visit_booked'. */
export interface BookedVisit {
  town: string;
  start: string;
  end: string;
}

/** How long a new lead's email waits for the photos its island announced, in ms: two minutes (the last photo to arrive sends it sooner). */
export const PHOTO_WAIT_MS = 2 * 60_000;

/** The `source_*` values of a record, in column order (`SOURCE_COLUMNS`). */
const sourceValues = (source: LeadSource | undefined) =>
  [
    source?.landing,
    source?.page,
    source?.referrer,
    source?.utmSource,
    source?.utmMedium,
    source?.utmCampaign,
    source?.edition,
    source?.device,
  ].map((value) => value ?? null);
/** The lead source columns, in the order of `sourceValues`. */
const SOURCE_COLUMNS = [
  'source_landing',
  'source_page',
  'source_referrer',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
  'source_edition',
  'source_device',
] as const;

/**
 * The idempotency key of a lead. With JavaScript the island sends a random
 * UUID made once per form load, used as is. Without JavaScript nothing in the
 * (cacheable) page can carry one, so the key is the SHA-256 (hex) of the form
 * name, the UTC day and the normalised answers (trimmed, phone in E.164,
 * email in lower case): posting the same answers twice on the same day stores
 * one lead.
 */
export async function idempotencyKeyOf(form: StoredForm, input: LeadRecord, now: Date): Promise<string> {
  if (input.idempotencyKey) return input.idempotencyKey;
  const answers = LEAD_COLUMNS.map((column) => (column === 'email' ? input.email.toLowerCase() : input[column]));
  return `sha256:${await sha256(JSON.stringify([form, utcDay(now), ...answers]))}`;
}

/** How a lead reaches the table: at the request (`late` false), or later from the queue after D1 failed, maybe already emailed. */
export interface StoreOptions {
  /** Stored by the queue consumer, not by the request (column `stored_late`). */
  late?: boolean;
  /** When the notification email already went out (from the request, while D1 was down): stored as 'sent'. */
  emailedAt?: Date | null;
}

/**
 * Commits a lead: `INSERT … ON CONFLICT(idempotency_key) DO NOTHING`, then
 * reads the id of the row holding the key. Returns `{ id, created }`, where
 * `created` is false when a lead with the same key was already stored (a
 * double click, a retried request, a queued copy); nothing is written then.
 * The new lead's notification is due at once (`next_attempt_at` = `receivedAt`),
 * or after `PHOTO_WAIT_MS` when its island announced photos, unless
 * `emailedAt` says it was sent already.
 * @param receivedAt when the request came in (kept as `created_at`, also for a lead stored late)
 */
export async function storeLead(
  db: D1Database,
  form: StoredForm,
  input: LeadRecord,
  key: string,
  receivedAt: Date,
  { late = false, emailedAt = null }: StoreOptions = {},
): Promise<{ id: number; created: boolean }> {
  const at = receivedAt.toISOString();
  const columns = LEAD_COLUMNS.join(', ');
  const answers = LEAD_COLUMNS.map((_, i) => `?${i + 10}`).join(', ');
  const sources = SOURCE_COLUMNS.map((_, i) => `?${i + 10 + LEAD_COLUMNS.length}`).join(', ');
  const expected = Math.max(0, Math.min(5, input.photosExpected ?? 0));
  const inserted = await db
    .prepare(
      `INSERT INTO leads (created_at, form, idempotency_key, lang, stored_late, notify_status, notified_at, photos_expected, next_attempt_at, ${columns}, ${SOURCE_COLUMNS.join(', ')}, town, status, visit_start, visit_end)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ${answers}, ${sources}, ?24, ?25, ?26, ?27)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(
      at,
      form,
      key,
      input.lang,
      late ? 1 : 0,
      emailedAt ? 'sent' : 'pending',
      emailedAt?.toISOString() ?? null,
      expected,
      expected > 0 ? new Date(receivedAt.getTime() + PHOTO_WAIT_MS).toISOString() : at,
      ...LEAD_COLUMNS.map((column) => input[column]),
      ...sourceValues(input.source),
      input.visit?.town ?? '',
      input.visit ? 'visit_booked' : 'new',
      input.visit?.start ?? null,
      input.visit?.end ?? null,
    )
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.prepare('SELECT id FROM leads WHERE idempotency_key = ?1').bind(key).first<{ id: number }>();
  if (!existing) throw new Error('lead insert reported a conflict but no row holds the key');
  return { id: existing.id, created: false };
}

/**
 * Claims the notification of lead `id` if it is pending and due at `now`:
 * counts the attempt and moves `next_attempt_at` to `leaseUntil`, so no
 * other run (the request's own, a cron run) sends it meanwhile. The update
 * is one statement, so two runs cannot both claim it. Returns the claimed
 * row, or null when the lead is sent, given up, not due or claimed already.
 */
export async function claimNotification(db: D1Database, id: number, now: Date, leaseUntil: Date): Promise<Lead | null> {
  return db
    .prepare(
      `UPDATE leads SET notify_attempts = notify_attempts + 1, next_attempt_at = ?3
       WHERE id = ?1 AND notify_status = 'pending' AND next_attempt_at <= ?2
       RETURNING *`,
    )
    .bind(id, now.toISOString(), leaseUntil.toISOString())
    .first<Lead>();
}

/**
 * Makes lead `id`'s pending notification due at `now`: its last announced
 * photo arrived, so the email need not wait any longer.
 */
export async function releaseNotification(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE leads SET next_attempt_at = ?2 WHERE id = ?1 AND notify_status = 'pending' AND notify_attempts = 0`)
    .bind(id, now.toISOString())
    .run();
}

/** How many photos are kept with the lead whose idempotency key is `key`. */
export async function countLeadPhotos(db: D1Database, key: string): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM lead_photos WHERE lead_key = ?1').bind(key).first<number>('n')) ?? 0;
}

/** Marks lead `id`'s notification sent at `now`. */
export async function recordSent(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE leads SET notify_status = 'sent', notified_at = ?2, last_error = NULL WHERE id = ?1`)
    .bind(id, now.toISOString())
    .run();
}

/**
 * Records a failed notification attempt of lead `id`: the error text (at
 * most 500 characters) and either the next attempt time (`retryAt`, status
 * stays 'pending') or, when `retryAt` is null, status 'failed'.
 */
export async function recordFailure(db: D1Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .prepare(`UPDATE leads SET notify_status = ?2, next_attempt_at = COALESCE(?3, next_attempt_at), last_error = ?4 WHERE id = ?1`)
    .bind(id, retryAt ? 'pending' : 'failed', retryAt?.toISOString() ?? null, error.slice(0, 500))
    .run();
}

/** Ids of up to `limit` leads whose notification is pending and due at `now`, oldest first. */
export async function dueNotifications(db: D1Database, now: Date, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT id FROM leads WHERE notify_status = 'pending' AND next_attempt_at <= ?1 ORDER BY id LIMIT ?2`)
    .bind(now.toISOString(), limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** Marks lead `id`'s notification 'capped': not emailed because the hourly cap was reached (it stays listed). */
export async function recordCapped(db: D1Database, id: number): Promise<void> {
  await db.prepare(`UPDATE leads SET notify_status = 'capped', last_error = 'hourly email cap reached' WHERE id = ?1`).bind(id).run();
}

/** How many notification emails were sent in the hour before `now` (the site-wide cap counts them). */
export async function emailsSentSince(db: D1Database, since: Date): Promise<number> {
  const count = await db
    .prepare(`SELECT COUNT(*) AS n FROM leads WHERE notify_status = 'sent' AND notified_at > ?1`)
    .bind(since.toISOString())
    .first<number>('n');
  return count ?? 0;
}

/** A lead's photos counted by the index lead_photos_lead (one probe, one row read), as the SQL column `photo_count`. */
export const PHOTO_COUNT_SQL = '(SELECT COUNT(*) FROM lead_photos p WHERE p.lead_key = leads.idempotency_key) AS photo_count';

/** Lead `id` with the number of its photos, or null when there is none. */
export async function getLead(db: D1Database, id: number): Promise<(Lead & { photo_count: number }) | null> {
  return db.prepare(`SELECT leads.*, ${PHOTO_COUNT_SQL} FROM leads WHERE id = ?1`).bind(id).first<Lead & { photo_count: number }>();
}

/** Kept for the admin pages' imports (src/admin/pages/), which move to ./stages after the other issue-36 changes merge. */
