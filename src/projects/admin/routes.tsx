import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { limitBody } from '../lib/body-limit';
import { MEDIA_PATTERN } from '../photos/serve';

/** The handlers, loaded on the first admin request (esbuild keeps them in a lazy initialiser of the one Worker file). */
const actions = () => import('./jobs');

/** Largest body of one photo upload, in bytes: 15 MB and the multipart framing. */
const UPLOAD_BODY_BYTES = 15 * 1024 * 1024 + 64 * 1024;
/**
 * Largest body of a job post, in bytes: 32 MB. With JavaScript (and from
 * `npm run jobs`) each photo is uploaded on its own and the post is text;
 * without it the photos travel in the post, unscaled. 32 MB holds the 10
 * photos of a job at 3 MB each, what a 12-megapixel phone JPEG weighs (and more
 * than the browser's 2,560 px re-encoding gives); bigger photos go in two
 * posts (the job's edit page adds more). A Worker has 128 MB of memory: the
 * post, plus one photo read at a time (at most 15 MB) and its variant, stay
 * under 50 MB (the files are judged one at a time, src/admin/job-actions.tsx).
 */
const JOB_BODY_BYTES = 32 * 1024 * 1024;

/** At most `max` bytes (413 in words over it, 400 when the body breaks off), answered as JSON to a client that asked for it. */
const within = (max: number) =>
  limitBody(max, async (c, status) => {
    const { refusal } = await actions();
    return refusal(
      c,
      status,
      status === 413
        ? `Too large: at most ${Math.round(max / (1024 * 1024))} MB in one post. Send fewer photos at once.`
        : 'The upload broke off. Try again.',
    );
  });

/**
 * The contractor's job tools, behind the admin middleware of
 * src/admin/routes.tsx (Access, no-store, noindex, and Hono's CSRF check on
 * every POST):
 * - `GET /admin/jobs`: the list (JSON `{ jobs }` for `Accept: application/json`);
 * - `GET /admin/jobs/new`, `POST /admin/jobs`: post a job;
 * - `GET /admin/jobs/:id`, `POST /admin/jobs/:id`: edit it;
 * - `POST /admin/jobs/:id/publish`, `/unpublish`, `/delete` (its photos leave R2);
 * - `POST /admin/uploads`: one photo (`photo`), judged and stored, waiting for
 *   its job; `201 { id, name, thumb }` or `422 { error }`;
 * - `POST /admin/uploads/:id/delete`: forgets an uploaded photo that has no job;
 * - `GET /admin/media/<name>/<width>.<ext>`: a variant of any photo, drafts too.
 */
export const adminJobRoutes = new Hono<AppEnv>()
  .get('/admin/jobs', async (c) => (await actions()).listJobsPage(c))
  .get('/admin/jobs/new', async (c) => (await actions()).newJobPage(c))
  .post('/admin/jobs', within(JOB_BODY_BYTES), async (c) => (await actions()).createJobPost(c))
  .get('/admin/jobs/:id{[0-9]+}', async (c) => (await actions()).editJobPage(c))
  .post('/admin/jobs/:id{[0-9]+}', within(JOB_BODY_BYTES), async (c) => (await actions()).updateJobPost(c))
  .post('/admin/jobs/:id{[0-9]+}/:action{publish|unpublish}', async (c) => (await actions()).setStatusPost(c))
  .post('/admin/jobs/:id{[0-9]+}/delete', async (c) => (await actions()).deleteJobPost(c))
  .post('/admin/uploads', within(UPLOAD_BODY_BYTES), async (c) => (await actions()).uploadPost(c))
  .post('/admin/uploads/:id{[0-9]+}/delete', async (c) => (await actions()).forgetUploadPost(c))
  .get(`/admin/media/:name{${MEDIA_PATTERN.name}}/:file{${MEDIA_PATTERN.file}}`, async (c) => (await actions()).adminMedia(c));
