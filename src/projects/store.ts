/**
 * The `jobs` and `job_photos` tables in D1 (migrations/0003_jobs.sql).
 * Times are ISO 8601 UTC strings. Every function throws what D1 throws.
 */
import type { JobFields, PhotoWords } from './fields';

/** A job's state: a draft is never public. */
export type JobStatus = 'draft' | 'published';

/** A photo of a job, as stored. */
export interface JobPhoto {
  id: number;
  job_id: number | null;
  position: number;
  /** "<random>-<hash>": its R2 keys and URL path (src/photos/variants.ts). */
  name: string;
  /** Displayed size of its largest variant, px. */
  width: number;
  height: number;
  /** Variant widths, ascending, px. */
  widths: number[];
  bytes: number;
  alt: string;
  alt_es: string | null;
  phase: 'before' | 'after' | null;
}

/** A job with its photos in order. */
export interface Job extends JobFields {
  id: number;
  status: JobStatus;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  photos: JobPhoto[];
}

interface JobRow extends Omit<Job, 'photos' | 'consent' | 'featured'> {
  consent: number;
  featured: number;
}
interface PhotoRow extends Omit<JobPhoto, 'widths'> {
  widths: string;
}

const toPhoto = (row: PhotoRow): JobPhoto => ({ ...row, widths: row.widths.split(',').map(Number) });

/**
 * Reads jobs and their photos in one round trip: a D1 batch of two statements,
 * `jobSql` (a SELECT of whole `jobs` rows) and the photos of the jobs it selects,
 * found by the same statement as a subquery, so no statement binds one
 * parameter per job (D1 binds at most 100 per statement). `extra` statements
 * ride in the same batch; their results follow.
 * @param binds the parameters of `jobSql`, bound to each statement that repeats it
 */
async function readJobs(
  db: D1Database,
  jobSql: string,
  binds: readonly (string | number)[],
  extra: D1PreparedStatement[] = [],
): Promise<{ jobs: Job[]; extra: D1Result[] }> {
  const [jobRows, photoRows, ...rest] = await db.batch([
    db.prepare(jobSql).bind(...binds),
    db.prepare(`SELECT * FROM job_photos WHERE job_id IN (SELECT id FROM (${jobSql})) ORDER BY position, id`).bind(...binds),
    ...extra,
  ]);
  const photosOf = new Map<number, JobPhoto[]>();
  for (const row of (photoRows?.results ?? []) as PhotoRow[]) {
    if (row.job_id === null) continue;
    const list = photosOf.get(row.job_id) ?? [];
    list.push(toPhoto(row));
    photosOf.set(row.job_id, list);
  }
  const jobs = ((jobRows?.results ?? []) as JobRow[]).map((row) => ({
    ...row,
    consent: row.consent === 1,
    featured: row.featured === 1,
    photos: photosOf.get(row.id) ?? [],
  }));
  return { jobs, extra: rest };
}

/** Which published jobs to list: all, or those of one service or town; newest first (month, then id). */
export interface JobFilter {
  service?: string;
  town?: string;
  /** true: only the jobs the contractor marked "featured" (home's first screen). */
  featured?: boolean;
  /** At most this many (all by default). */
  limit?: number;
  /** Skipping this many first (0 by default): a page of the gallery. */
  offset?: number;
}

/** The SELECT of the published jobs of `filter`, newest first, and its parameters. */
function publishedSql(filter: JobFilter): { sql: string; binds: (string | number)[] } {
  const where = ["status = 'published'"];
  const binds: (string | number)[] = [];
  if (filter.service) {
    where.push('service = ?');
    binds.push(filter.service);
  }
  if (filter.town) {
    where.push('town = ?');
    binds.push(filter.town);
  }
  if (filter.featured) where.push('featured = 1');
  // LIMIT -1: no limit (SQLite).
  binds.push(filter.limit ?? -1, filter.offset ?? 0);
  return { sql: `SELECT * FROM jobs WHERE ${where.join(' AND ')} ORDER BY month DESC, id DESC LIMIT ? OFFSET ?`, binds };
}

/** Published jobs, newest first, with their photos (one round trip to D1). */
export async function publishedJobs(db: D1Database, filter: JobFilter = {}): Promise<Job[]> {
  const { sql, binds } = publishedSql(filter);
  return (await readJobs(db, sql, binds)).jobs;
}

/** How many published jobs each service and town pair has. */
export interface JobCount {
  service: string;
  town: string;
  n: number;
}

/**
 * One page of published jobs (with their photos) and the count of every
 * published job by service and town (the gallery's filter links and page
 * count), in one round trip to D1.
 */
export async function publishedPage(db: D1Database, filter: JobFilter): Promise<{ jobs: Job[]; counts: JobCount[] }> {
  const { sql, binds } = publishedSql(filter);
  const counts = db.prepare(
    "SELECT service, town, COUNT(*) AS n FROM jobs WHERE status = 'published' GROUP BY service, town ORDER BY service, town",
  );
  const { jobs, extra } = await readJobs(db, sql, binds, [counts]);
  return { jobs, counts: (extra[0]?.results ?? []) as JobCount[] };
}

/** Every job, drafts too, newest change first (the admin list), with their photos (one round trip to D1). */
export async function allJobs(db: D1Database): Promise<Job[]> {
  return (await readJobs(db, 'SELECT * FROM jobs ORDER BY updated_at DESC, id DESC', [])).jobs;
}

/** One job by id, or null. */
export async function findJob(db: D1Database, id: number): Promise<Job | null> {
  return (await readJobs(db, 'SELECT * FROM jobs WHERE id = ?', [id])).jobs[0] ?? null;
}

/** A photo waiting for its job (uploaded before the job was saved). */
export interface NewPhoto {
  name: string;
  width: number;
  height: number;
  widths: number[];
  bytes: number;
}

/**
 * Records an uploaded photo that has no job yet; returns its id.
 * @param idempotencyKey the upload's key (a UUID, migrations/0011), or null
 * @param idempotencyBody the SHA-256 (hex) of the upload's bytes, kept with the key (migrations/0014), or null
 * @throws what D1 throws, a UNIQUE constraint failure included when a photo already has that key (see `photoByKey`)
 */
export async function insertPendingPhoto(
  db: D1Database,
  photo: NewPhoto,
  now: Date,
  idempotencyKey: string | null = null,
  idempotencyBody: string | null = null,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO job_photos (name, width, height, widths, bytes, created_at, idempotency_key, idempotency_body)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(photo.name, photo.width, photo.height, photo.widths.join(','), photo.bytes, now.toISOString(), idempotencyKey, idempotencyBody)
    .first<{ id: number }>();
  if (!row) throw new Error('D1 returned no id for the new photo');
  return row.id;
}

/**
 * The SHA-256 (hex) of the body an idempotency key was first used with (migrations/0014), '' for a row stored
 * before bodies were kept, or null when no row has the key.
 */
export async function keyBody(db: D1Database, table: 'jobs' | 'job_photos', idempotencyKey: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT COALESCE(idempotency_body, '') AS body FROM ${table} WHERE idempotency_key = ?`)
    .bind(idempotencyKey)
    .first<{ body: string }>();
  return row?.body ?? null;
}

/** The photo an upload with this idempotency key stored (migrations/0011), or null. */
export async function photoByKey(db: D1Database, idempotencyKey: string): Promise<JobPhoto | null> {
  const row = await db.prepare('SELECT * FROM job_photos WHERE idempotency_key = ?').bind(idempotencyKey).first<PhotoRow>();
  return row ? toPhoto(row) : null;
}

/** The job a post with this idempotency key created (migrations/0011), with its photos, or null. */
export async function jobByKey(db: D1Database, idempotencyKey: string): Promise<Job | null> {
  return (await readJobs(db, 'SELECT * FROM jobs WHERE idempotency_key = ?', [idempotencyKey])).jobs[0] ?? null;
}

/** Photos by id that are free to attach to `jobId`: pending ones, or ones already on that job (the ids bound as one JSON array). */
export async function attachablePhotos(db: D1Database, ids: number[], jobId: number | null): Promise<JobPhoto[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare('SELECT * FROM job_photos WHERE id IN (SELECT value FROM json_each(?1)) AND (job_id IS NULL OR job_id = ?2)')
    .bind(JSON.stringify(ids), jobId ?? -1)
    .all<PhotoRow>();
  return results.map(toPhoto);
}

/** One photo of a job post, in its order: its id and words. */
export type PhotoPlacement = PhotoWords & { id: number };

/** The statements that give a job exactly `photos` (in order) and detach the rest, which are returned for deletion. */
async function placePhotos(db: D1Database, jobId: number, photos: PhotoPlacement[]) {
  const keep = photos.map((p) => p.id);
  const { results: dropped } = await db
    .prepare('SELECT * FROM job_photos WHERE job_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))')
    .bind(jobId, JSON.stringify(keep))
    .all<PhotoRow>();
  const statements = [
    ...photos.map((p, position) =>
      db
        .prepare(
          'UPDATE job_photos SET job_id = ?, position = ?, alt = ?, alt_es = ?, phase = ? WHERE id = ? AND (job_id IS NULL OR job_id = ?)',
        )
        .bind(jobId, position, p.alt, p.alt_es, p.phase, p.id, jobId),
    ),
    ...dropped.map((p) => db.prepare('DELETE FROM job_photos WHERE id = ?').bind(p.id)),
  ];
  return { statements, dropped: dropped.map((p) => p.name) };
}

/**
 * A job's fields as bound to its columns, in the order service, town, month, description, description_es, customer_name,
 * customer_quote, consent, featured, cover_photo_id.
 */
const fieldValues = (fields: JobFields) =>
  [
    fields.service,
    fields.town,
    fields.month,
    fields.description,
    fields.description_es,
    fields.customer_name,
    fields.customer_quote,
    fields.consent ? 1 : 0,
    fields.featured ? 1 : 0,
    fields.cover_photo_id,
  ] as const;

/**
 * Stores a new job with its photos (already uploaded, pending) in one batch.
 * @param idempotencyKey the post's key (a UUID, migrations/0011), or null
 * @param idempotencyBody the SHA-256 (hex) of the post's canonical body, kept with the key (migrations/0014), or null
 * @returns the job's id
 * @throws what D1 throws, a UNIQUE constraint failure included when a job already has that key (see `jobByKey`)
 */
export async function createJob(
  db: D1Database,
  fields: JobFields,
  status: JobStatus,
  photos: PhotoPlacement[],
  now: Date,
  idempotencyKey: string | null = null,
  idempotencyBody: string | null = null,
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO jobs (status, service, town, month, description, description_es, customer_name, customer_quote, consent, featured,
       cover_photo_id, created_at, updated_at, published_at, idempotency_key, idempotency_body)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(status, ...fieldValues(fields), at, at, status === 'published' ? at : null, idempotencyKey, idempotencyBody)
    .first<{ id: number }>();
  if (!row) throw new Error('D1 returned no id for the new job');
  const { statements } = await placePhotos(db, row.id, photos);
  if (statements.length) await db.batch(statements);
  return row.id;
}

/**
 * Replaces a job's fields and photos in one batch.
 * @returns the names of the photos it no longer has (their files are to be deleted), or null when there is no such job
 */
export async function updateJob(
  db: D1Database,
  id: number,
  fields: JobFields,
  status: JobStatus,
  photos: PhotoPlacement[],
  now: Date,
): Promise<string[] | null> {
  const existing = await findJob(db, id);
  if (!existing) return null;
  const at = now.toISOString();
  const { statements, dropped } = await placePhotos(db, id, photos);
  await db.batch([
    db
      .prepare(
        `UPDATE jobs SET status = ?, service = ?, town = ?, month = ?, description = ?, description_es = ?, customer_name = ?,
         customer_quote = ?, consent = ?, featured = ?, cover_photo_id = ?, updated_at = ?, published_at = ? WHERE id = ?`,
      )
      .bind(status, ...fieldValues(fields), at, status === 'published' ? (existing.published_at ?? at) : null, id),
    ...statements,
  ]);
  return dropped;
}

/** Publishes or unpublishes a job; false when there is no such job (or, to publish, it has no photo). */
export async function setJobStatus(db: D1Database, id: number, status: JobStatus, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await (status === 'published'
    ? db
        .prepare(
          `UPDATE jobs SET status = 'published', updated_at = ?, published_at = COALESCE(published_at, ?) WHERE id = ?
             AND EXISTS (SELECT 1 FROM job_photos WHERE job_id = jobs.id)`,
        )
        .bind(at, at, id)
    : db.prepare(`UPDATE jobs SET status = 'draft', updated_at = ?, published_at = NULL WHERE id = ?`).bind(at, id)
  ).run();
  return result.meta.changes > 0;
}

/**
 * Deletes a job and its photo rows.
 * @returns the names of its photos (their files are to be deleted), or null when there is no such job
 */
export async function deleteJob(db: D1Database, id: number): Promise<string[] | null> {
  const job = await findJob(db, id);
  if (!job) return null;
  await db.batch([db.prepare('DELETE FROM job_photos WHERE job_id = ?').bind(id), db.prepare('DELETE FROM jobs WHERE id = ?').bind(id)]);
  return job.photos.map((p) => p.name);
}

/** Deletes one pending photo's row (a photo that has no job); returns its name, or null. */
export async function deletePendingPhoto(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare('DELETE FROM job_photos WHERE id = ? AND job_id IS NULL RETURNING name').bind(id).first<{ name: string }>();
  return row?.name ?? null;
}

/** Deletes the rows of photos left without a job since before `before`; returns their names. */
export async function deleteStalePendingPhotos(db: D1Database, before: Date): Promise<string[]> {
  const { results } = await db
    .prepare('DELETE FROM job_photos WHERE job_id IS NULL AND created_at < ? RETURNING name')
    .bind(before.toISOString())
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** How many jobs are published (kept with the content version, so every page knows whether to link the gallery). */
export async function countPublishedJobs(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE status = 'published'`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether a photo of this name belongs to a published job (what /media serves). */
export async function isPublishedPhoto(db: D1Database, name: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM job_photos p JOIN jobs j ON j.id = p.job_id WHERE p.name = ? AND j.status = 'published'`)
    .bind(name)
    .first<{ ok: number }>();
  return row !== null;
}
