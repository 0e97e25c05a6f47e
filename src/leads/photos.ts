/**
 * Photos a visitor attaches to a contact or quote request, so the contractor
 * can price the job from them.
 *
 * They pass the same checks as the photos of finished jobs
 * (src/photos/check.ts: judged by their bytes, no polyglot, no bomb) with
 * the limits `LEAD_PHOTO_LIMITS`, at most `MAX_LEAD_PHOTOS` per lead. Only
 * re-encoded JPEG variants are kept, derived by the Images binding (metadata
 * dropped, orientation applied), in the private bucket `PHOTOS` under the
 * lead: `leads/<lead ref>/<name>/<width>.jpg`. The uploaded file itself, with
 * its EXIF and GPS, is never written. They are served only under /admin,
 * behind Access (src/admin/routes.tsx).
 *
 * A photo is tied to its lead by the lead's idempotency key: in the same post
 * (a form sent without JavaScript) or in a later upload carrying the key of
 * the island's form load, while the lead is fresh (`UPLOAD_WINDOW_MS`). A
 * daily cap on the bytes stored (`LEAD_PHOTO_BYTES_PER_DAY`) refuses photos
 * past it and never the lead. The cron deletes the photos of leads older
 * than `KEEP_MONTHS` months (`deleteExpiredLeadPhotos`).
 */
import { sha256 } from 'hono/utils/crypto';
import { checkPhoto, refusalMessage, type PhotoLimits } from '../photos/check';
import { contentHash, deletePrefix, deriveVariants, newPhotoName } from '../photos/variants';
import { leadMessages } from '../content/form-messages';
import { utcDay } from '../lib/dates';
import { logFailure } from '../lib/log';
import { type Lang, MAX_LEAD_PHOTO_BYTES, MAX_LEAD_PHOTOS } from '../forms/fields';
import { notifyLead } from './notify';
import { releaseNotification } from './store';

/** One attached photo: at most `MAX_LEAD_PHOTO_BYTES` (10 MB) and 40 megapixels (a phone's full-size photo is 12-48 MP). */
export const LEAD_PHOTO_LIMITS: PhotoLimits = { maxBytes: MAX_LEAD_PHOTO_BYTES, maxPixels: 40_000_000 };

/** Widths of a lead photo's variants, in px: the inbox's thumbnail (shown 96 px wide, sharp at 3x) and the full view. */
const LEAD_PHOTO_WIDTHS = [320, 1600] as const;

/** The cap on the bytes of lead photos stored per UTC day when `LEAD_PHOTO_BYTES_PER_DAY` is unset or not a positive number: 1 GB. */
const DEFAULT_BYTES_PER_DAY = 1_000_000_000;

/** How long after its lead a photo may still be attached by the island, in ms: an hour (a slow phone sends five photos in minutes). */
const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** How long a lead's photos are kept, in months (the privacy page says so). */
export const KEEP_MONTHS = 18;

/** A photo that passed the checks: its bytes and displayed size in px (orientation applied). */
export interface AcceptedLeadPhoto {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

/** A row of `lead_photos` (migrations/0005_lead_photos.sql). */
export interface LeadPhotoRow {
  lead_key: string;
  name: string;
  width: number;
  height: number;
  widths: string;
  bytes: number;
  created_at: string;
}

/** The name the form islands give every scaled photo they send (src/islands/lead-photos.tsx): not the visitor's. */
const UNNAMED_PHOTO = 'photo.jpg';

/**
 * Judges the photos of one post: their count first (at most `MAX_LEAD_PHOTOS`,
 * before any file is read), then each by its size and bytes, one at a time.
 * @returns the accepted photos, or the message for the first refused one
 *   ("<file name>: <why>", in `lang`), which the form shows beside its photo field; a file without a name of its own
 *   (none, or the islands' "photo.jpg") is not named, so no English word reaches a Spanish message
 */
export async function judgeLeadPhotos(
  files: File[],
  images: ImagesBinding,
  lang: Lang,
): Promise<{ photos: AcceptedLeadPhoto[] } | { refused: string }> {
  if (files.length > MAX_LEAD_PHOTOS) return { refused: leadMessages(lang).photos.tooMany };
  const photos: AcceptedLeadPhoto[] = [];
  for (const file of files) {
    if (file.size > LEAD_PHOTO_LIMITS.maxBytes)
      return { refused: `${file.name || 'photo'}: ${refusalMessage('too-large', LEAD_PHOTO_LIMITS, lang)}` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const verdict = await checkPhoto(bytes, images, LEAD_PHOTO_LIMITS);
    if (!verdict.ok) {
      const why = refusalMessage(verdict.reason, LEAD_PHOTO_LIMITS, lang);
      return { refused: file.name && file.name !== UNNAMED_PHOTO ? `${file.name}: ${why}` : why };
    }
    photos.push({ bytes, width: verdict.width, height: verdict.height });
  }
  return { photos };
}

/** The folder of one lead photo in R2: `leads/`, the first 16 hex digits of the SHA-256 of the lead's idempotency key, the photo's name. */
const photoFolder = async (key: string, name: string) => `leads/${(await sha256(key))?.slice(0, 16)}/${name}/`;

/** The R2 key of one variant of a lead photo. */
export const leadVariantKey = async (key: string, name: string, width: number) => `${await photoFolder(key, name)}${width}.jpg`;

/**
 * Writes the variants of accepted photos into R2 under the lead `key`: JPEG
 * at `LEAD_PHOTO_WIDTHS`, no wider than each photo.
 * @returns their rows, to insert in D1 (`insertLeadPhotos`) now or, when D1 is down, from the queue
 * @throws what R2 or the Images binding throws, after deleting every file this call wrote
 */
export async function keepPhotoFiles(
  env: Pick<Env, 'PHOTOS' | 'IMAGES'>,
  key: string,
  photos: AcceptedLeadPhoto[],
  now: Date,
): Promise<LeadPhotoRow[]> {
  const rows: LeadPhotoRow[] = [];
  const folders: string[] = [];
  try {
    for (const photo of photos) {
      const name = newPhotoName(await contentHash(photo.bytes));
      const folder = await photoFolder(key, name);
      folders.push(folder);
      const derived = await deriveVariants(env, photo.bytes, photo, {
        widths: LEAD_PHOTO_WIDTHS,
        formats: [{ type: 'image/jpeg', ext: 'jpg' }],
        key: (width) => `${folder}${width}.jpg`,
      });
      rows.push({
        lead_key: key,
        name,
        width: derived.width,
        height: derived.height,
        widths: derived.widths.join(','),
        bytes: derived.bytes,
        created_at: now.toISOString(),
      });
    }
    return rows;
  } catch (error) {
    await Promise.allSettled(folders.map((folder) => deletePrefix(env.PHOTOS, folder)));
    throw error;
  }
}

/**
 * The INSERT of one photo row, made only while its lead holds fewer than
 * `MAX_LEAD_PHOTOS` (one statement, so two uploads at once cannot pass
 * five) and skipped for a name stored already (a queue message delivered twice).
 */
const insertRow = (db: D1Database, row: LeadPhotoRow) =>
  db
    .prepare(
      `INSERT INTO lead_photos (lead_key, name, width, height, widths, bytes, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE (SELECT COUNT(*) FROM lead_photos WHERE lead_key = ?1) < ?8
       ON CONFLICT (name) DO NOTHING`,
    )
    .bind(row.lead_key, row.name, row.width, row.height, row.widths, row.bytes, row.created_at, MAX_LEAD_PHOTOS);

/** Inserts photo rows in one batch (one transaction). @throws what D1 throws */
export async function insertLeadPhotos(db: D1Database, rows: LeadPhotoRow[]): Promise<void> {
  if (rows.length > 0) await db.batch(rows.map((row) => insertRow(db, row)));
}

/** The daily cap on stored lead photo bytes (`LEAD_PHOTO_BYTES_PER_DAY`, default 1 GB). */
export const bytesPerDay = (env: Pick<Env, 'LEAD_PHOTO_BYTES_PER_DAY'>) => {
  const cap = Number(env.LEAD_PHOTO_BYTES_PER_DAY);
  return Number.isFinite(cap) && cap > 0 ? cap : DEFAULT_BYTES_PER_DAY;
};

/**
 * true when storing `adding` more bytes stays within today's cap (UTC day).
 * @throws what D1 throws
 */
export async function withinDailyCap(env: Pick<Env, 'DB' | 'LEAD_PHOTO_BYTES_PER_DAY'>, adding: number, now: Date): Promise<boolean> {
  const stored = await env.DB.prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM lead_photos WHERE created_at >= ?1')
    .bind(`${utcDay(now)}T00:00:00.000Z`)
    .first<number>('n');
  return (stored ?? 0) + adding <= bytesPerDay(env);
}

/**
 * Keeps the photos of a post without JavaScript with its lead, stored just now
 * under `key`: within the daily cap, files then rows. Never throws.
 * @returns true when every photo was kept; false when none was (cap reached, R2 or D1 failed; nothing half-written stays)
 */
export async function attachPostedPhotos(
  env: Pick<Env, 'DB' | 'PHOTOS' | 'IMAGES' | 'LEAD_PHOTO_BYTES_PER_DAY'>,
  key: string,
  photos: AcceptedLeadPhoto[],
  now: Date,
): Promise<boolean> {
  let rows: LeadPhotoRow[] = [];
  try {
    const adding = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
    if (!(await withinDailyCap(env, adding, now))) {
      console.warn(`lead photos not kept: the daily cap of ${bytesPerDay(env)} bytes is reached`);
      return false;
    }
    rows = await keepPhotoFiles(env, key, photos, now);
    await insertLeadPhotos(env.DB, rows);
    return true;
  } catch (error) {
    logFailure('lead_photos_not_kept', error, { photos: photos.length });
    await deletePhotoRowsFiles(env.PHOTOS, rows);
    return false;
  }
}

/** What a later upload needs to know of the lead it names. */
export interface UploadTarget {
  id: number;
  photos: number;
  expected: number;
}

/**
 * The lead a photo upload names by its key, if it may still take a photo:
 * stored less than an hour before `now`.
 * @returns the lead's id, its photos so far and the photos its browser announced, or null when there is no such fresh lead
 * @throws what D1 throws
 */
export async function uploadTarget(db: D1Database, key: string, now: Date): Promise<UploadTarget | null> {
  return db
    .prepare(
      `SELECT id, photos_expected AS expected, (SELECT COUNT(*) FROM lead_photos WHERE lead_key = ?1) AS photos
       FROM leads WHERE idempotency_key = ?1 AND created_at >= ?2`,
    )
    .bind(key, new Date(now.getTime() - UPLOAD_WINDOW_MS).toISOString())
    .first<UploadTarget>();
}

/** Deletes the files of photo rows (when their insert failed). Never throws. */
export async function deletePhotoRowsFiles(bucket: R2Bucket, rows: LeadPhotoRow[]): Promise<void> {
  await Promise.allSettled(rows.map(async (row) => deletePrefix(bucket, await photoFolder(row.lead_key, row.name))));
}

/**
 * The photos of the leads with keys `keys`, oldest first per lead.
 * @throws what D1 throws
 */
export async function photosOfLeads(db: D1Database, keys: string[]): Promise<Map<string, LeadPhotoRow[]>> {
  const byLead = new Map<string, LeadPhotoRow[]>();
  if (keys.length === 0) return byLead;
  const { results } = await db
    .prepare('SELECT * FROM lead_photos WHERE lead_key IN (SELECT value FROM json_each(?1)) ORDER BY id')
    .bind(JSON.stringify(keys))
    .all<LeadPhotoRow>();
  for (const row of results) byLead.set(row.lead_key, [...(byLead.get(row.lead_key) ?? []), row]);
  return byLead;
}

/** The row of the lead photo named `name`, or null. @throws what D1 throws */
export const leadPhotoNamed = (db: D1Database, name: string) =>
  db.prepare('SELECT * FROM lead_photos WHERE name = ?1').bind(name).first<LeadPhotoRow>();

/** Photo rows one cron run deletes at most. */
const EXPIRY_BATCH = 200;

/**
 * Deletes the photos of leads received more than `KEEP_MONTHS` months before
 * `now` (at most 200 per run, the next run goes on): their files, then their
 * rows. Run by the cron trigger; a failure is logged and tried again next run.
 * @returns how many photos were deleted
 */
export async function deleteExpiredLeadPhotos(env: Pick<Env, 'DB' | 'PHOTOS'>, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - KEEP_MONTHS);
  try {
    const { results } = await env.DB.prepare(
      `SELECT p.* FROM lead_photos p JOIN leads l ON l.idempotency_key = p.lead_key
       WHERE l.created_at < ?1 ORDER BY p.id LIMIT ?2`,
    )
      .bind(cutoff.toISOString(), EXPIRY_BATCH)
      .all<LeadPhotoRow>();
    for (const row of results) await deletePrefix(env.PHOTOS, await photoFolder(row.lead_key, row.name));
    if (results.length > 0) {
      await env.DB.prepare('DELETE FROM lead_photos WHERE name IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify(results.map((row) => row.name)))
        .run();
    }
    return results.length;
  } catch (error) {
    logFailure('expired_lead_photos_not_deleted', error);
    return 0;
  }
}

/** An idempotency key the island makes (a UUID): only these may take later uploads, since a post without JavaScript has a key derived from its answers. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Takes one photo the island sends after its lead (`POST /lead-photos`):
 * the lead must be fresh (`uploadTarget`) and hold fewer than five photos,
 * the photo must pass the checks and the daily cap; then its variants go to
 * R2 and its row to D1. When the lead's announced photos are all in, its
 * email is sent at once (after the answer). Never throws.
 * @param key the posted `key` field: the lead's idempotency key
 * @param file the posted `photo` field
 * @returns the status and, unless 201, the message (in `lang`) for the visitor
 */
export async function acceptUploadedPhoto(
  env: Pick<
    Env,
    | 'DB'
    | 'PHOTOS'
    | 'IMAGES'
    | 'LEAD_PHOTO_BYTES_PER_DAY'
    | 'EMAIL'
    | 'LEADS_FROM'
    | 'LEADS_ALERT_TO'
    | 'LEADS_EMAILS_PER_HOUR'
    | 'SITE_URL'
  >,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  key: unknown,
  file: unknown,
  lang: Lang,
  now = new Date(),
): Promise<{ status: 201 | 422 | 503; error?: string }> {
  const words = leadMessages(lang).photos;
  if (typeof key !== 'string' || !UUID.test(key)) return { status: 422, error: words.noLead };
  if (!(file instanceof File)) return { status: 422, error: refusalMessage('empty', LEAD_PHOTO_LIMITS, lang) };
  let target: UploadTarget | null;
  try {
    target = await uploadTarget(env.DB, key, now);
  } catch (error) {
    logFailure('lead_photo_not_kept', error);
    return { status: 503, error: words.notKept };
  }
  if (!target) return { status: 422, error: words.noLead };
  if (target.photos >= MAX_LEAD_PHOTOS) return { status: 422, error: words.tooMany };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await checkPhoto(bytes, env.IMAGES, LEAD_PHOTO_LIMITS);
  if (!verdict.ok) return { status: 422, error: refusalMessage(verdict.reason, LEAD_PHOTO_LIMITS, lang) };
  let rows: LeadPhotoRow[] = [];
  try {
    if (!(await withinDailyCap(env, bytes.length, now))) {
      console.warn(`lead ${target.id}: photo not kept, the daily cap of ${bytesPerDay(env)} bytes is reached`);
      return { status: 503, error: words.notKept };
    }
    rows = await keepPhotoFiles(env, key, [{ bytes, width: verdict.width, height: verdict.height }], now);
    const [row] = rows as [LeadPhotoRow];
    if ((await insertRow(env.DB, row).run()).meta.changes === 0) {
      await deletePhotoRowsFiles(env.PHOTOS, rows);
      return { status: 422, error: words.tooMany };
    }
  } catch (error) {
    logFailure('lead_photo_not_kept', error, { leadId: target.id });
    await deletePhotoRowsFiles(env.PHOTOS, rows);
    return { status: 503, error: words.notKept };
  }
  console.log(`lead ${target.id}: photo ${target.photos + 1} kept`);
  if (target.photos + 1 >= target.expected) {
    ctx.waitUntil(
      releaseNotification(env.DB, target.id, now)
        .then(() => notifyLead(env, target.id, now))
        .catch((error: unknown) => logFailure('lead_notify_state_lost', error, { leadId: target.id })),
    );
  }
  return { status: 201 };
}
