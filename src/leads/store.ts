/**
 * The `leads` table in D1 (migrations/0001_create_leads.sql): storing a lead
 * once per idempotency key, and the bookkeeping of its email notification.
 * Times are ISO 8601 UTC strings ("2026-11-21T18:05:00.000Z"), which sort
 * as they compare. Every function throws what D1 throws (a failed query).
 */
import { sha256 } from 'hono/utils/crypto';
import type { LeadForm } from './fields';
import type { LeadInput } from './validation';

/** Notification state of a lead: 'pending' until the email is sent, 'sent', or 'failed' after the last attempt. */
export type NotifyStatus = 'pending' | 'sent' | 'failed';

/** A row of `leads`. */
export interface Lead {
  id: number;
  created_at: string;
  form: LeadForm;
  idempotency_key: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  address: string;
  message: string;
  notify_status: NotifyStatus;
  notify_attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  notified_at: string | null;
}

/** The calendar day of `now` in UTC, "YYYY-MM-DD" (`Date#toISOString`). */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The idempotency key of a lead. With JavaScript the island sends a random
 * UUID made once per form load, used as is. Without JavaScript nothing in the
 * (cacheable) page can carry one, so the key is the SHA-256 (hex) of the form
 * name, the UTC day and the normalised answers (trimmed, phone in E.164,
 * email in lower case): posting the same answers twice on the same day stores
 * one lead.
 */
export async function idempotencyKeyOf(form: LeadForm, input: LeadInput, now: Date): Promise<string> {
  if (input.idempotencyKey) return input.idempotencyKey;
  const answers = [input.name, input.phone, input.email.toLowerCase(), input.service, input.address, input.message];
  return `sha256:${await sha256(JSON.stringify([form, utcDay(now), ...answers]))}`;
}

/**
 * Commits a lead: `INSERT … ON CONFLICT(idempotency_key) DO NOTHING`, then
 * reads the id of the row holding the key. Returns `{ id, created }`, where
 * `created` is false when a lead with the same key was already stored (a
 * double click, a retried request); nothing is written then. The new lead's
 * notification is due at once (`next_attempt_at` = `now`).
 */
export async function storeLead(
  db: D1Database,
  form: LeadForm,
  input: LeadInput,
  key: string,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const at = now.toISOString();
  const inserted = await db
    .prepare(
      `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, message, next_attempt_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?1)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(at, form, key, input.name, input.phone, input.email, input.service, input.address, input.message)
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
