/**
 * What the contractor's job routes do (src/admin/job-routes.tsx): loaded on
 * the first admin request, so a public page never evaluates the photo checks,
 * the job forms or their validation. Saving a job post is src/admin/job-save.tsx,
 * the form's page src/admin/job-form-page.tsx.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { idempotencyKeySchema } from '../jobs/fields';
import { coverOf, showJob } from '../jobs/present';
import {
  allJobs,
  deleteJob,
  deletePendingPhoto,
  findJob,
  type Job,
  type JobStatus,
  keyBody,
  photoByKey,
  setJobStatus,
} from '../jobs/store';
import { logFailure } from '../lib/log';
import { JOB_PHOTO_LIMITS, refusalMessage } from '../photos/check';
import { serveVariant } from '../photos/serve';
import { contentHash, deletePhotoFiles } from '../photos/variants';
import { adminThumb, emptyValues, formPage, storedPhotos, valuesOf } from './job-form-page';
import { contentChanged, judge, KEY_REUSED, keepPhoto, refusal, saveJob, wantsJson } from './job-save';
import { renderAdmin } from './layout';
import { AdminJobsPage } from './pages/jobs';

type AdminContext = Context<AppEnv>;

export { refusal };

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
