import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { limitBody } from '../../lib/body-limit';
import { MEDIA_PATTERN } from '../../photos/serve';

/** The handlers, loaded on the first admin request (esbuild keeps them in a lazy initialiser of the one Worker file). */
const actions = () => import('./actions');

/** Largest body of one photo upload, in bytes: 15 MB and the multipart framing. */
const UPLOAD_BODY_BYTES = 15 * 1024 * 1024 + 64 * 1024;
/**
 * Largest body of a project post, in bytes: 32 MB. With JavaScript (and from
 * `npm run projects`) each photo is uploaded on its own and the post is text;
 * without it the photos travel in the post, unscaled. 32 MB holds the 10
 * photos of a project at 3 MB each, what a 12-megapixel phone JPEG weighs (and more
 * than the browser's 2,560 px re-encoding gives); bigger photos go in two
 * posts (the project's edit page adds more). A Worker has 128 MB of memory: the
 * post, plus one photo read at a time (at most 15 MB) and its variant, stay
 * under 50 MB (the files are judged one at a time, `judge` in ./save.tsx).
 */
const PROJECT_BODY_BYTES = 32 * 1024 * 1024;

/** The admin's paths of the projects before issue 45 (`/admin/jobs…`), still held by installed phones' bookmarks and queued offline posts. */
const OLD_PREFIX = '/admin/jobs';

/**
 * An old path's answer: 308 to the same path under /admin/projects, the query string kept. A 308 (RFC 9110 §15.4.9)
 * keeps the method and the body, so a POST the outbox queued before the rename still lands where it was meant to. The
 * target is built from the new prefix and the rest of the path, so it always stays on this site.
 */
const toProjects = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return c.redirect(`/admin/projects${url.pathname.slice(OLD_PREFIX.length)}${url.search}`, 308);
};

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
 * The contractor's project tools, behind the admin middleware of
 * src/admin/routes.tsx (Access, no-store, noindex, and Hono's CSRF check on
 * every POST):
 * - `GET /admin/projects`: the list (JSON `{ projects }` for `Accept: application/json`);
 * - `GET /admin/projects/new`, `POST /admin/projects`: post a project;
 * - `GET /admin/projects/:id`, `POST /admin/projects/:id`: edit it;
 * - `POST /admin/projects/:id/publish`, `/unpublish`, `/delete` (its photos leave R2);
 * - `POST /admin/uploads`: one photo (`photo`), judged and stored, waiting for
 *   its project; `201 { id, name, thumb }` or `422 { error }`;
 * - `POST /admin/uploads/:id/delete`: forgets an uploaded photo that has no project;
 * - `GET /admin/media/<name>/<width>.<ext>`: a variant of any photo, drafts too;
 * - any method on `/admin/jobs` and `/admin/jobs/…` (the paths before issue 45): 308 to the same under /admin/projects.
 */
export const adminProjectRoutes = new Hono<AppEnv>()
  .get('/admin/projects', async (c) => (await actions()).listProjectsPage(c))
  .get('/admin/projects/new', async (c) => (await actions()).newProjectPage(c))
  .post('/admin/projects', within(PROJECT_BODY_BYTES), async (c) => (await actions()).createProjectPost(c))
  .get('/admin/projects/:id{[0-9]+}', async (c) => (await actions()).editProjectPage(c))
  .post('/admin/projects/:id{[0-9]+}', within(PROJECT_BODY_BYTES), async (c) => (await actions()).updateProjectPost(c))
  .post('/admin/projects/:id{[0-9]+}/:action{publish|unpublish}', async (c) => (await actions()).setStatusPost(c))
  .post('/admin/projects/:id{[0-9]+}/delete', async (c) => (await actions()).deleteProjectPost(c))
  .post('/admin/uploads', within(UPLOAD_BODY_BYTES), async (c) => (await actions()).uploadPost(c))
  .post('/admin/uploads/:id{[0-9]+}/delete', async (c) => (await actions()).forgetUploadPost(c))
  .all(OLD_PREFIX, toProjects)
  .all(`${OLD_PREFIX}/*`, toProjects)
  .get(`/admin/media/:name{${MEDIA_PATTERN.name}}/:file{${MEDIA_PATTERN.file}}`, async (c) => (await actions()).adminMedia(c));
