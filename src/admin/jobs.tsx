/**
 * What the contractor's job routes do (src/admin/job-routes.tsx): loaded on
 * the first admin request, so a public page never evaluates the photo checks,
 * the job forms or their validation.
 */
import type { Context } from 'hono';
import { renderAdmin } from './layout';
import { cities, services, HOME_TOWN_SLUG } from '../content/index';
import { business, BUSINESS_TIME_ZONE } from '../content/business';
import type { AppEnv } from '../env';
import type { JobFormProps, JobFormValues, StoredPhoto } from './islands/job-form';
import { MAX_JOB_PHOTOS, fieldErrors, idempotencyKeySchema, jobFieldsSchema, photoWordsSchema } from '../jobs/fields';
import { type AcceptedPhoto, JOB_PHOTO_LIMITS, type RefusedPhoto, checkPhoto, refusalMessage } from '../photos/check';
import { contentHash, deletePhotoFiles, newPhotoName, storePhoto } from '../photos/variants';
import { coverOf, serviceName, showJob, townName, variantPath } from '../jobs/present';
import {
  type Job,
  type JobStatus,
  type PhotoPlacement,
  allJobs,
  attachablePhotos,
  countPublishedJobs,
  createJob,
  deleteJob,
  deletePendingPhoto,
  findJob,
  insertPendingPhoto,
  jobByKey,
  keyBody,
  photoByKey,
  setJobStatus,
  updateJob,
} from '../jobs/store';
import { bumpContentVersion } from '../lib/content-version';
import { AdminJobFormPage, AdminJobsPage } from './pages/jobs';
import { serveVariant } from '../photos/serve';
import { logFailure } from '../lib/log';

type AdminContext = Context<AppEnv>;

/** true when the client asked for JSON (the form island, `npm run jobs`). */
const wantsJson = (c: AdminContext) => (c.req.header('Accept') ?? '').includes('application/json');

/** A plain answer in words, or JSON `{ error }` for a client that asked for JSON. */
export const refusal = (c: AdminContext, status: 400 | 404 | 413 | 415 | 422 | 503, error: string) =>
  wantsJson(c) ? c.json({ error }, status) : c.text(error, status);

/** The form's choices: the 15 services, and Beaumont with the 15 service areas. */
const serviceChoices = () => services.map((s) => ({ value: s.slug, label: s.name }));
const townChoices = () => [{ value: HOME_TOWN_SLUG, label: business.homeCity }, ...cities.map((c) => ({ value: c.slug, label: c.name }))];

/** The thumbnail URL of a stored photo for the admin pages (drafts too): its smallest JPEG. */
const adminThumb = (photo: { name: string; widths: number[] }) => `/admin${variantPath(photo.name, photo.widths[0] ?? 480, 'jpg')}`;

/** The suggested alt text of a job's photos: "Stamped Concrete in Nederland". */
const altSuggestion = (service: string, town: string) => `${serviceName(service, 'en')} in ${townName(town, 'en')}`;

/**
 * This month in Beaumont ("YYYY-MM", America/Chicago), the new job form's default month (issue 31 §4): read with
 * Intl.DateTimeFormat (no hand-made date arithmetic).
 */
export function monthInBeaumont(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The new job form's values: empty, the month this month. */
const emptyValues = (now: Date): JobFormValues => ({
  service: '',
  town: '',
  month: monthInBeaumont(now),
  description: '',
  description_es: '',
  customer_name: '',
  customer_quote: '',
  consent: false,
  featured: false,
  cover_photo_id: '',
});

/** A stored job's values for the form. */
const valuesOf = (job: Job): JobFormValues => ({
  service: job.service,
  town: job.town,
  month: job.month,
  description: job.description,
  description_es: job.description_es ?? '',
  customer_name: job.customer_name ?? '',
  customer_quote: job.customer_quote ?? '',
  consent: job.consent,
  featured: job.featured,
  cover_photo_id: job.cover_photo_id === null ? '' : String(job.cover_photo_id),
});

const storedPhotos = (job: Job | null): StoredPhoto[] =>
  (job?.photos ?? []).map((p) => ({ id: p.id, thumb: adminThumb(p), alt: p.alt, altEs: p.alt_es ?? '', phase: p.phase ?? '' }));

/** Renders the job form page. */
function formPage(
  c: AdminContext,
  job: Job | null,
  values: JobFormValues,
  errors: Record<string, string>,
  photos: StoredPhoto[],
  status: 200 | 422 = 200,
) {
  const form: JobFormProps = {
    action: job ? `/admin/jobs/${job.id}` : '/admin/jobs',
    services: serviceChoices(),
    towns: townChoices(),
    maxMonth: new Date().toISOString().slice(0, 7),
    values,
    photos,
    errors,
    published: job?.status === 'published',
  };
  const heading = job ? `Edit job #${job.id}` : 'Post a finished job';
  return renderAdmin(
    c,
    { title: heading, current: job ? '/admin/jobs' : '/admin/jobs/new', status },
    <AdminJobFormPage heading={heading} form={form} />,
  );
}

/** The values of a body as strings (a repeated field: its first value). */
const text = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
};
/** Every value of a repeated field. */
const all = (body: Record<string, unknown>, name: string): unknown[] => {
  const value = body[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/**
 * Tells the pages that the jobs changed, with the count of published jobs (whether the menus link the gallery);
 * a D1 or KV failure is logged (the change shows when the isolates' versions expire).
 */
async function contentChanged(c: AdminContext) {
  try {
    await bumpContentVersion(c.env.SITE_STATE, await countPublishedJobs(c.env.DB));
  } catch (error) {
    logFailure('content_version_unwritable', error);
  }
}

/** Deletes photos' files after the answer (a failure is logged; the files are unreachable without their rows). */
function deleteFilesLater(c: AdminContext, names: string[]) {
  if (names.length === 0) return;
  c.executionCtx.waitUntil(
    Promise.all(names.map((name) => deletePhotoFiles(c.env.PHOTOS, name))).catch((error) =>
      logFailure('photo_files_not_deleted', error, { names }),
    ),
  );
}

/** The refusal of an idempotency key sent again with another body. */
const KEY_REUSED = 'This post reuses the key of another one with different contents. Nothing was saved: delete it and post the job again.';

/**
 * The SHA-256 (hex) of a post's body as an idempotency key's check compares it: every field but the key, in name
 * order, text as is and a file by its name, type and size.
 */
async function bodyHashOf(body: Record<string, string | File | (string | File)[]>): Promise<string> {
  const part = (value: string | File) => (typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`);
  const fields = Object.keys(body)
    .filter((name) => name !== 'idempotency_key')
    .sort()
    .map((name) => [name, ([] as (string | File)[]).concat(body[name] ?? []).map(part)]);
  const { sha256 } = await import('hono/utils/crypto');
  return (await sha256(JSON.stringify(fields))) ?? '';
}

/** A photo stored from a post: its row's id, its name and the widths of its variants. */
interface Stored {
  id: number;
  name: string;
  widths: number[];
}

/** An uploaded file, read once, and what `checkPhoto` said of its bytes. */
interface Judged {
  bytes: Uint8Array<ArrayBuffer>;
  verdict: AcceptedPhoto | RefusedPhoto;
}

/** Judges one uploaded file by its bytes (`checkPhoto`), reading them only when its size is within the limit. */
async function judge(c: AdminContext, file: File): Promise<Judged> {
  if (file.size > JOB_PHOTO_LIMITS.maxBytes) return { bytes: new Uint8Array(0), verdict: { ok: false, reason: 'too-large' } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, verdict: await checkPhoto(bytes, c.env.IMAGES, JOB_PHOTO_LIMITS) };
}

/** Forgets photos stored from a post that is refused or failed: their rows and files (failures ignored: the cron deletes pending rows' files). */
const forgetStored = (c: AdminContext, stored: Stored[]) =>
  Promise.all(
    stored.map(async (p) => {
      await deletePendingPhoto(c.env.DB, p.id).catch(() => null);
      await deletePhotoFiles(c.env.PHOTOS, p.name).catch(() => {});
    }),
  );

/**
 * Stores an accepted photo and its variants, and records it as a photo waiting for its job.
 * @throws what R2, the Images binding or D1 throw (the files written are deleted first)
 */
async function keepPhoto(
  c: AdminContext,
  bytes: Uint8Array<ArrayBuffer>,
  photo: AcceptedPhoto,
  key: string | null = null,
): Promise<Stored> {
  const hash = await contentHash(bytes);
  const name = newPhotoName(hash);
  try {
    const derived = await storePhoto(c.env, name, bytes, photo);
    const id = await insertPendingPhoto(c.env.DB, { name, ...derived, bytes: bytes.length }, new Date(), key, key ? hash : null);
    return { id, name, widths: derived.widths };
  } catch (error) {
    await deletePhotoFiles(c.env.PHOTOS, name).catch(() => {});
    throw error;
  }
}

/**
 * Saves a job from a post of the job form (new when `job` is null), with or
 * without JavaScript, or from `npm run jobs -- add`:
 * fields and photo words checked (422 with every message, nothing stored);
 * new files (`photos`, without JavaScript) counted first (more than
 * `MAX_JOB_PHOTOS` in all: 422 before any file is read), then read, judged
 * by their bytes and stored one at a time (a refused file: 422 naming each
 * refused file, and whatever this post stored is deleted); then the job
 * written in one D1 batch.
 * A new job's post may carry an `idempotency_key` (a UUID, the outbox's): when a job was already created with it
 * and the same body (`bodyHash`), the post answers with that job, as the first post did, and stores nothing (a
 * retry after a dropped answer); with another body it is 422 (issue 35: the outbox keeps that entry, refused).
 * Answers 303 to /admin/jobs, or JSON `{ id, status, path, next }`; a malformed key is 400.
 */
async function saveJob(c: AdminContext, job: Job | null): Promise<Response> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return refusal(c, 400, 'The form could not be read. Try again.');
  }
  const keyCheck = idempotencyKeySchema.safeParse(text(body, 'idempotency_key'));
  if (!keyCheck.success) return refusal(c, 400, 'The form could not be read (a bad idempotency key). Reload the page and try again.');
  // Only a new job is keyed: an edit posted twice writes the same values twice.
  const key = job ? null : keyCheck.data || null;
  const bodyHash = key ? await bodyHashOf(body) : null;
  if (key) {
    const first = await jobByKey(c.env.DB, key);
    const firstBody = first ? await keyBody(c.env.DB, 'jobs', key) : null;
    if (first && firstBody && firstBody !== bodyHash) return refusal(c, 422, KEY_REUSED);
    if (first) return savedAnswer(c, first, 201);
  }
  const now = new Date();
  const intent: JobStatus = text(body, 'intent') === 'publish' ? 'published' : 'draft';
  const values: JobFormValues = {
    service: text(body, 'service'),
    town: text(body, 'town'),
    month: text(body, 'month'),
    description: text(body, 'description'),
    description_es: text(body, 'description_es'),
    customer_name: text(body, 'customer_name'),
    customer_quote: text(body, 'customer_quote'),
    consent: ['on', 'true', '1', 'yes'].includes(text(body, 'consent')),
    featured: ['on', 'true', '1', 'yes'].includes(text(body, 'featured')),
    cover_photo_id: text(body, 'cover_photo_id'),
  };
  const errors: Record<string, string> = {};
  const checked = jobFieldsSchema(now).safeParse(values);
  if (!checked.success) Object.assign(errors, fieldErrors(checked.error));

  const removed = new Set(all(body, 'remove').map(Number));
  const ids = [...new Set(all(body, 'photo_id').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0 && !removed.has(id));
  const files = all(body, 'photos').filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''));
  const suggestion = checked.success ? altSuggestion(checked.data.service, checked.data.town) : '';
  const placements: PhotoPlacement[] = [];
  for (const id of ids) {
    const words = photoWordsSchema.safeParse({
      alt: text(body, `alt_${id}`) || suggestion,
      alt_es: text(body, `alt_es_${id}`),
      phase: text(body, `phase_${id}`),
    });
    if (words.success) placements.push({ id, ...words.data });
    else errors[`alt_${id}`] = fieldErrors(words.error).alt ?? fieldErrors(words.error).phase ?? 'Check this photo’s words.';
  }
  const count = ids.length + files.length;
  // Over the cap the post is refused before any query or any file is judged: no work grows with what was sent.
  const tooMany = count > MAX_JOB_PHOTOS;
  const known = tooMany ? [] : await attachablePhotos(c.env.DB, ids, job?.id ?? null);
  // The cover is one of the photos the job keeps; a removed one falls back to the default (the first "after" photo).
  if (checked.success && checked.data.cover_photo_id !== null && !ids.includes(checked.data.cover_photo_id)) {
    checked.data.cover_photo_id = null;
  }
  if (!tooMany && known.length !== ids.length)
    errors.photos = 'A photo of this post was not found (uploaded more than a day ago?). Add it again.';
  if (tooMany) errors.photos = `A job holds at most ${MAX_JOB_PHOTOS} photos; this post has ${count}.`;
  if (intent === 'published' && count === 0) errors.photos = 'Add at least one photo to publish the job.';

  // The caps come first: past them, no file is read. Then each file is read, judged and stored on its own, its bytes
  // dropped before the next (one photo in memory at a time, besides the post). Once anything is refused, the files
  // left are still judged, to name each refused one, and nothing more is stored; what was stored is forgotten below.
  const stored: Stored[] = [];
  if (!tooMany) {
    for (const [i, file] of files.entries()) {
      const { bytes, verdict } = await judge(c, file);
      if (!verdict.ok) {
        errors[`photo-${i + 1}`] = `${file.name || `Photo ${i + 1}`}: ${refusalMessage(verdict.reason, JOB_PHOTO_LIMITS)}`;
        continue;
      }
      if (Object.keys(errors).length > 0 || !checked.success) continue;
      try {
        stored.push(await keepPhoto(c, bytes, verdict));
      } catch (error) {
        logFailure('job_photos_not_stored', error);
        await forgetStored(c, stored);
        return refusal(c, 503, 'The photos could not be stored right now. Nothing was saved; try again in a minute.');
      }
    }
  }
  const photoErrors = Object.entries(errors).filter(([k]) => k.startsWith('photo-'));
  if (photoErrors.length > 0 && !errors.photos) errors.photos = photoErrors.map(([, m]) => m).join(' ');

  if (Object.keys(errors).length > 0 || !checked.success) {
    await forgetStored(c, stored);
    if (wantsJson(c)) return c.json({ errors }, 422);
    const photos = storedPhotos(job).filter((p) => ids.includes(p.id));
    return formPage(c, job, values, errors, photos, 422);
  }

  // Photos posted without JavaScript get the suggested alt text; the job's edit page changes it.
  for (const photo of stored) placements.push({ id: photo.id, alt: suggestion, alt_es: null, phase: null });

  let id: number;
  let dropped: string[] = [];
  try {
    if (job) {
      dropped = (await updateJob(c.env.DB, job.id, checked.data, intent, placements, now)) ?? [];
      id = job.id;
    } else id = await createJob(c.env.DB, checked.data, intent, placements, now, key, bodyHash);
  } catch (error) {
    // Two posts of one key at once: the second meets the first's row (UNIQUE) and answers with it.
    const first = key ? await jobByKey(c.env.DB, key).catch(() => null) : null;
    if (first) return savedAnswer(c, first, 201);
    logFailure('job_not_saved', error);
    return refusal(c, 503, 'The job could not be saved right now. Try again in a minute.');
  }
  await contentChanged(c);
  deleteFilesLater(c, dropped);
  console.log(`job ${id}: saved (${intent})`);
  const saved = await findJob(c.env.DB, id);
  if (!saved) return refusal(c, 503, 'The job could not be read back right now. Reload the job list.');
  return savedAnswer(c, saved, job ? 200 : 201);
}

/**
 * The answer to a saved job post: JSON `{ id, status, path, next, photos }` (path: its public page; next: the list,
 * where a post without JavaScript goes: 303 with `?published=` or `?drafted=`).
 */
function savedAnswer(c: AdminContext, job: Job, status: 200 | 201): Response {
  const key = job.status === 'published' ? 'published' : 'drafted';
  const next = `/admin/jobs?${key}=${job.id}#job-${job.id}`;
  if (wantsJson(c))
    return c.json({ id: job.id, status: job.status, path: showJob(job, 'en').path, next, photos: job.photos.length }, status);
  return c.redirect(next, 303);
}

/** The id of a `:id` parameter, or null. */
const idParam = (c: AdminContext) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The notice of the list after an action (`?saved=`, `?published=`…): fixed words and a number, never the query echoed. */
function noticeOf(c: AdminContext): string | null {
  for (const [key, words] of [
    ['saved', 'saved'],
    ['drafted', 'saved as a draft'],
    ['published', 'published'],
    ['unpublished', 'unpublished: it is no longer on the site'],
    ['deleted', 'deleted, with its photos'],
  ] as const) {
    const id = Number(c.req.query(key));
    if (Number.isSafeInteger(id) && id > 0) return `Job #${id} ${words}.`;
  }
  return null;
}

/** The job of `:id`, or a 404 answer. */
async function jobOr404(c: AdminContext): Promise<Job | Response> {
  const id = idParam(c);
  const job = id ? await findJob(c.env.DB, id) : null;
  return job ?? refusal(c, 404, 'No such job.');
}

/** `GET /admin/jobs`: the list (JSON `{ jobs }` for `Accept: application/json`). */
export async function listJobsPage(c: AdminContext): Promise<Response> {
  let jobs: Job[] | null = null;
  try {
    jobs = await allJobs(c.env.DB);
  } catch (error) {
    logFailure('jobs_unreadable', error);
  }
  if (wantsJson(c)) {
    if (!jobs) return c.json({ error: 'The jobs cannot be read right now.' }, 503);
    return c.json({
      jobs: jobs.map((job) => {
        const shown = showJob(job, 'en');
        return { id: job.id, status: job.status, title: shown.title, path: shown.path, photos: job.photos.length };
      }),
    });
  }
  const rows =
    jobs?.map((job) => {
      const cover = coverOf(job);
      return { job, shown: showJob(job, 'en'), thumb: cover ? adminThumb(cover) : null };
    }) ?? null;
  return renderAdmin(
    c,
    { title: 'Jobs', current: '/admin/jobs', status: rows ? 200 : 503 },
    <AdminJobsPage rows={rows} notice={noticeOf(c)} />,
  );
}

/** `GET /admin/jobs/new`: the empty form. */
export const newJobPage = (c: AdminContext) => formPage(c, null, emptyValues(new Date()), {}, []);

/** `POST /admin/jobs`: a new job. */
export const createJobPost = (c: AdminContext) => saveJob(c, null);

/** `GET /admin/jobs/:id`: the job's form. */
export async function editJobPage(c: AdminContext): Promise<Response> {
  const job = await jobOr404(c);
  if (job instanceof Response) return job;
  return formPage(c, job, valuesOf(job), {}, storedPhotos(job));
}

/** `POST /admin/jobs/:id`: the job changed. */
export async function updateJobPost(c: AdminContext): Promise<Response> {
  const job = await jobOr404(c);
  if (job instanceof Response) return job;
  return saveJob(c, job);
}

/** `POST /admin/jobs/:id/publish` and `/unpublish`. */
export async function setStatusPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const status: JobStatus = c.req.param('action') === 'publish' ? 'published' : 'draft';
  if (!id || !(await setJobStatus(c.env.DB, id, status, new Date()))) {
    return refusal(c, status === 'published' ? 422 : 404, status === 'published' ? 'No such job, or it has no photo yet.' : 'No such job.');
  }
  await contentChanged(c);
  console.log(`job ${id}: ${c.req.param('action')}ed`);
  const key = status === 'published' ? 'published' : 'unpublished';
  return wantsJson(c) ? c.json({ id, status }) : c.redirect(`/admin/jobs?${key}=${id}#job-${id}`, 303);
}

/** `POST /admin/jobs/:id/delete`: the job and its photos, from D1 and R2. */
export async function deleteJobPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const names = id ? await deleteJob(c.env.DB, id) : null;
  if (!id || !names) return refusal(c, 404, 'No such job.');
  await contentChanged(c);
  // The files go now, not later: a deleted job's photos must leave R2 (the rows are already gone).
  await Promise.all(names.map((name) => deletePhotoFiles(c.env.PHOTOS, name)));
  console.log(`job ${id}: deleted with ${names.length} photos`);
  return wantsJson(c) ? c.json({ id, deleted: true }) : c.redirect(`/admin/jobs?deleted=${id}`, 303);
}

/** `POST /admin/uploads`: one photo (`photo`), judged and stored, waiting for its job: `201 { id, name, thumb }` or `422 { error }`. */
export async function uploadPost(c: AdminContext): Promise<Response> {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    return refusal(c, 400, 'The upload could not be read. Try again.');
  }
  const file = body.photo;
  if (!(file instanceof File)) return refusal(c, 400, 'No photo was sent.');
  const keyCheck = idempotencyKeySchema.safeParse(typeof body.idempotency_key === 'string' ? body.idempotency_key : '');
  if (!keyCheck.success) return refusal(c, 400, 'The upload could not be read (a bad idempotency key). Try again.');
  const key = keyCheck.data || null;
  // An upload already stored under this key (a retry after a dropped answer): the first one's answer, nothing stored.
  // Unless its bytes differ (issue 35): then the key is refused, 422, and nothing is stored.
  const first = key ? await photoByKey(c.env.DB, key) : null;
  if (first && key) {
    const firstBody = await keyBody(c.env.DB, 'job_photos', key);
    const same =
      !firstBody || (file.size <= JOB_PHOTO_LIMITS.maxBytes && firstBody === (await contentHash(new Uint8Array(await file.arrayBuffer()))));
    if (!same) return c.json({ error: KEY_REUSED }, 422);
    return c.json({ id: first.id, name: first.name, thumb: adminThumb(first) }, 201);
  }
  const { bytes, verdict } = await judge(c, file);
  if (!verdict.ok) return c.json({ error: refusalMessage(verdict.reason, JOB_PHOTO_LIMITS) }, 422);
  try {
    const photo = await keepPhoto(c, bytes, verdict, key);
    console.log(`photo ${photo.id}: uploaded (${file.size} bytes)`);
    return c.json({ id: photo.id, name: photo.name, thumb: adminThumb(photo) }, 201);
  } catch (error) {
    // Two uploads of one key at once: the second meets the first's row (UNIQUE; its own files are already deleted).
    const raced = key ? await photoByKey(c.env.DB, key).catch(() => null) : null;
    if (raced) return c.json({ id: raced.id, name: raced.name, thumb: adminThumb(raced) }, 201);
    logFailure('photo_not_stored', error);
    return c.json({ error: 'The photo could not be stored right now. Try again.' }, 503);
  }
}

/** `POST /admin/uploads/:id/delete`: forgets an uploaded photo that has no job. */
export async function forgetUploadPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const name = id ? await deletePendingPhoto(c.env.DB, id) : null;
  if (!name) return refusal(c, 404, 'No such photo waiting for a job.');
  await deletePhotoFiles(c.env.PHOTOS, name);
  return c.json({ id, deleted: true });
}

/** `GET /admin/media/<name>/<width>.<ext>`: a variant of any photo, drafts too, never cached. */
export const adminMedia = (c: AdminContext) => serveVariant(c, c.req.param('name') ?? '', c.req.param('file') ?? '', 'private, no-store');
