/**
 * The projects in D1: the tables keep their first names, `jobs` and `job_photos`
 * (with `job_id`; migrations/0003_jobs.sql), since renaming a table needs a
 * migration; in code they are projects (issue 45: *job* is the work after the yes).
 * Times are ISO 8601 UTC strings. Every function throws what D1 throws.
 */
import type { ProjectFields, PhotoWords } from './fields';

/** A project's state: a draft is never public. */
export type ProjectStatus = 'draft' | 'published';

/** A photo of a project, as stored. */
export interface ProjectPhoto {
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

/** A project with its photos in order. */
export interface Project extends ProjectFields {
  id: number;
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  photos: ProjectPhoto[];
}

interface ProjectRow extends Omit<Project, 'photos' | 'consent' | 'featured'> {
  consent: number;
  featured: number;
}
interface PhotoRow extends Omit<ProjectPhoto, 'widths'> {
  widths: string;
}

const toPhoto = (row: PhotoRow): ProjectPhoto => ({ ...row, widths: row.widths.split(',').map(Number) });

/**
 * Reads projects and their photos in one round trip: a D1 batch of two statements,
 * `projectSql` (a SELECT of whole `projects` rows) and the photos of the projects it selects,
 * found by the same statement as a subquery, so no statement binds one
 * parameter per project (D1 binds at most 100 per statement). `extra` statements
 * ride in the same batch; their results follow.
 * @param binds the parameters of `projectSql`, bound to each statement that repeats it
 */
async function readProjects(
  db: D1Database,
  projectSql: string,
  binds: readonly (string | number)[],
  extra: D1PreparedStatement[] = [],
): Promise<{ projects: Project[]; extra: D1Result[] }> {
  const [projectRows, photoRows, ...rest] = await db.batch([
    db.prepare(projectSql).bind(...binds),
    db.prepare(`SELECT * FROM job_photos WHERE job_id IN (SELECT id FROM (${projectSql})) ORDER BY position, id`).bind(...binds),
    ...extra,
  ]);
  const photosOf = new Map<number, ProjectPhoto[]>();
  for (const row of (photoRows?.results ?? []) as PhotoRow[]) {
    if (row.job_id === null) continue;
    const list = photosOf.get(row.job_id) ?? [];
    list.push(toPhoto(row));
    photosOf.set(row.job_id, list);
  }
  const projects = ((projectRows?.results ?? []) as ProjectRow[]).map((row) => ({
    ...row,
    consent: row.consent === 1,
    featured: row.featured === 1,
    photos: photosOf.get(row.id) ?? [],
  }));
  return { projects, extra: rest };
}

/** Which published projects to list: all, or those of one service or town; newest first (month, then id). */
export interface ProjectFilter {
  service?: string;
  town?: string;
  /** true: only the projects the contractor marked "featured" (home's first screen). */
  featured?: boolean;
  /** At most this many (all by default). */
  limit?: number;
  /** Skipping this many first (0 by default): a page of the gallery. */
  offset?: number;
}

/** The SELECT of the published projects of `filter`, newest first, and its parameters. */
function publishedSql(filter: ProjectFilter): { sql: string; binds: (string | number)[] } {
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

/** Published projects, newest first, with their photos (one round trip to D1). */
export async function publishedProjects(db: D1Database, filter: ProjectFilter = {}): Promise<Project[]> {
  const { sql, binds } = publishedSql(filter);
  return (await readProjects(db, sql, binds)).projects;
}

/** How many published projects each service and town pair has. */
export interface ProjectCount {
  service: string;
  town: string;
  n: number;
}

/**
 * One page of published projects (with their photos) and the count of every
 * published project by service and town (the gallery's filter links and page
 * count), in one round trip to D1.
 */
export async function publishedPage(db: D1Database, filter: ProjectFilter): Promise<{ projects: Project[]; counts: ProjectCount[] }> {
  const { sql, binds } = publishedSql(filter);
  const counts = db.prepare(
    "SELECT service, town, COUNT(*) AS n FROM jobs WHERE status = 'published' GROUP BY service, town ORDER BY service, town",
  );
  const { projects, extra } = await readProjects(db, sql, binds, [counts]);
  return { projects, counts: (extra[0]?.results ?? []) as ProjectCount[] };
}

/** Every project, drafts too, newest change first (the admin list), with their photos (one round trip to D1). */
export async function allProjects(db: D1Database): Promise<Project[]> {
  return (await readProjects(db, 'SELECT * FROM jobs ORDER BY updated_at DESC, id DESC', [])).projects;
}

/** One project by id, or null. */
export async function findProject(db: D1Database, id: number): Promise<Project | null> {
  return (await readProjects(db, 'SELECT * FROM jobs WHERE id = ?', [id])).projects[0] ?? null;
}

/** A photo waiting for its project (uploaded before the project was saved). */
export interface NewPhoto {
  name: string;
  width: number;
  height: number;
  widths: number[];
  bytes: number;
}

/**
 * Records an uploaded photo that has no project yet; returns its id.
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
export async function photoByKey(db: D1Database, idempotencyKey: string): Promise<ProjectPhoto | null> {
  const row = await db.prepare('SELECT * FROM job_photos WHERE idempotency_key = ?').bind(idempotencyKey).first<PhotoRow>();
  return row ? toPhoto(row) : null;
}

/** The project a post with this idempotency key created (migrations/0011), with its photos, or null. */
export async function projectByKey(db: D1Database, idempotencyKey: string): Promise<Project | null> {
  return (await readProjects(db, 'SELECT * FROM jobs WHERE idempotency_key = ?', [idempotencyKey])).projects[0] ?? null;
}

/** Photos by id that are free to attach to `projectId`: pending ones, or ones already on that project (the ids bound as one JSON array). */
export async function attachablePhotos(db: D1Database, ids: number[], projectId: number | null): Promise<ProjectPhoto[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare('SELECT * FROM job_photos WHERE id IN (SELECT value FROM json_each(?1)) AND (job_id IS NULL OR job_id = ?2)')
    .bind(JSON.stringify(ids), projectId ?? -1)
    .all<PhotoRow>();
  return results.map(toPhoto);
}

/** One photo of a project post, in its order: its id and words. */
export type PhotoPlacement = PhotoWords & { id: number };

/** The statements that give a project exactly `photos` (in order) and detach the rest, which are returned for deletion. */
async function placePhotos(db: D1Database, projectId: number, photos: PhotoPlacement[]) {
  const keep = photos.map((p) => p.id);
  const { results: dropped } = await db
    .prepare('SELECT * FROM job_photos WHERE job_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))')
    .bind(projectId, JSON.stringify(keep))
    .all<PhotoRow>();
  const statements = [
    ...photos.map((p, position) =>
      db
        .prepare(
          'UPDATE job_photos SET job_id = ?, position = ?, alt = ?, alt_es = ?, phase = ? WHERE id = ? AND (job_id IS NULL OR job_id = ?)',
        )
        .bind(projectId, position, p.alt, p.alt_es, p.phase, p.id, projectId),
    ),
    ...dropped.map((p) => db.prepare('DELETE FROM job_photos WHERE id = ?').bind(p.id)),
  ];
  return { statements, dropped: dropped.map((p) => p.name) };
}

/**
 * A project's fields as bound to its columns, in the order service, town, month, description, description_es, customer_name,
 * customer_quote, consent, featured, cover_photo_id.
 */
const fieldValues = (fields: ProjectFields) =>
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
 * Stores a new project with its photos (already uploaded, pending) in one batch.
 * @param idempotencyKey the post's key (a UUID, migrations/0011), or null
 * @param idempotencyBody the SHA-256 (hex) of the post's canonical body, kept with the key (migrations/0014), or null
 * @returns the project's id
 * @throws what D1 throws, a UNIQUE constraint failure included when a project already has that key (see `projectByKey`)
 */
export async function createProject(
  db: D1Database,
  fields: ProjectFields,
  status: ProjectStatus,
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
  if (!row) throw new Error('D1 returned no id for the new project');
  const { statements } = await placePhotos(db, row.id, photos);
  if (statements.length) await db.batch(statements);
  return row.id;
}

/**
 * Replaces a project's fields and photos in one batch.
 * @returns the names of the photos it no longer has (their files are to be deleted), or null when there is no such project
 */
export async function updateProject(
  db: D1Database,
  id: number,
  fields: ProjectFields,
  status: ProjectStatus,
  photos: PhotoPlacement[],
  now: Date,
): Promise<string[] | null> {
  const existing = await findProject(db, id);
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

/** Publishes or unpublishes a project; false when there is no such project (or, to publish, it has no photo). */
export async function setProjectStatus(db: D1Database, id: number, status: ProjectStatus, now: Date): Promise<boolean> {
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
 * Deletes a project and its photo rows.
 * @returns the names of its photos (their files are to be deleted), or null when there is no such project
 */
export async function deleteProject(db: D1Database, id: number): Promise<string[] | null> {
  const project = await findProject(db, id);
  if (!project) return null;
  await db.batch([db.prepare('DELETE FROM job_photos WHERE job_id = ?').bind(id), db.prepare('DELETE FROM jobs WHERE id = ?').bind(id)]);
  return project.photos.map((p) => p.name);
}

/** Deletes one pending photo's row (a photo that has no project); returns its name, or null. */
export async function deletePendingPhoto(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare('DELETE FROM job_photos WHERE id = ? AND job_id IS NULL RETURNING name').bind(id).first<{ name: string }>();
  return row?.name ?? null;
}

/** Deletes the rows of photos left without a project since before `before`; returns their names. */
export async function deleteStalePendingPhotos(db: D1Database, before: Date): Promise<string[]> {
  const { results } = await db
    .prepare('DELETE FROM job_photos WHERE job_id IS NULL AND created_at < ? RETURNING name')
    .bind(before.toISOString())
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** How many projects are published (kept with the content version, so every page knows whether to link the gallery). */
export async function countPublishedProjects(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM jobs WHERE status = 'published'`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether a photo of this name belongs to a published project (what /media serves). */
export async function isPublishedPhoto(db: D1Database, name: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM job_photos p JOIN jobs j ON j.id = p.job_id WHERE p.name = ? AND j.status = 'published'`)
    .bind(name)
    .first<{ ok: number }>();
  return row !== null;
}
