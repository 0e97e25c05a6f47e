/**
 * What the contractor's project routes do (src/admin/project-routes.tsx): loaded on
 * the first admin request, so a public page never evaluates the photo checks,
 * the project forms or their validation. Saving a project post is src/admin/project-save.tsx,
 * the form's page src/admin/project-form-page.tsx.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { idempotencyKeySchema } from '../fields';
import { coverOf, showProject } from '../present';
import {
  allProjects,
  deleteProject,
  deletePendingPhoto,
  findProject,
  type Project,
  type ProjectStatus,
  keyBody,
  photoByKey,
  setProjectStatus,
} from '../store';
import { logFailure } from '../../lib/log';
import { PROJECT_PHOTO_LIMITS, refusalMessage } from '../../photos/check';
import { serveVariant } from '../../photos/serve';
import { contentHash, deletePhotoFiles } from '../../photos/variants';
import { adminThumb, emptyValues, formPage, storedPhotos, valuesOf } from './form-page';
import { contentChanged, judge, KEY_REUSED, keepPhoto, refusal, saveProject, wantsJson } from './save';
import { renderAdmin } from '../../admin/layout';
import { AdminProjectsPage } from './pages';

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
    if (Number.isSafeInteger(id) && id > 0) return `Project #${id} ${words}.`;
  }
  return null;
}

/** The project of `:id`, or a 404 answer. */
async function projectOr404(c: AdminContext): Promise<Project | Response> {
  const id = idParam(c);
  const project = id ? await findProject(c.env.DB, id) : null;
  return project ?? refusal(c, 404, 'No such project.');
}

/** `GET /admin/projects`: the list (JSON `{ projects }` for `Accept: application/json`). */
export async function listProjectsPage(c: AdminContext): Promise<Response> {
  let projects: Project[] | null = null;
  try {
    projects = await allProjects(c.env.DB);
  } catch (error) {
    logFailure('projects_unreadable', error);
  }
  if (wantsJson(c)) {
    if (!projects) return c.json({ error: 'The projects cannot be read right now.' }, 503);
    return c.json({
      projects: projects.map((project) => {
        const shown = showProject(project, 'en');
        return { id: project.id, status: project.status, title: shown.title, path: shown.path, photos: project.photos.length };
      }),
    });
  }
  const rows =
    projects?.map((project) => {
      const cover = coverOf(project);
      return { project, shown: showProject(project, 'en'), thumb: cover ? adminThumb(cover) : null };
    }) ?? null;
  return renderAdmin(
    c,
    { title: 'Projects', current: '/admin/projects', status: rows ? 200 : 503 },
    <AdminProjectsPage rows={rows} notice={noticeOf(c)} />,
  );
}

/** `GET /admin/projects/new`: the empty form. */
export const newProjectPage = (c: AdminContext) => formPage(c, null, emptyValues(new Date()), {}, []);

/** `POST /admin/projects`: a new project. */
export const createProjectPost = (c: AdminContext) => saveProject(c, null);

/** `GET /admin/projects/:id`: the project's form. */
export async function editProjectPage(c: AdminContext): Promise<Response> {
  const project = await projectOr404(c);
  if (project instanceof Response) return project;
  return formPage(c, project, valuesOf(project), {}, storedPhotos(project));
}

/** `POST /admin/projects/:id`: the project changed. */
export async function updateProjectPost(c: AdminContext): Promise<Response> {
  const project = await projectOr404(c);
  if (project instanceof Response) return project;
  return saveProject(c, project);
}

/** `POST /admin/projects/:id/publish` and `/unpublish`. */
export async function setStatusPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const status: ProjectStatus = c.req.param('action') === 'publish' ? 'published' : 'draft';
  if (!id || !(await setProjectStatus(c.env.DB, id, status, new Date()))) {
    return refusal(
      c,
      status === 'published' ? 422 : 404,
      status === 'published' ? 'No such project, or it has no photo yet.' : 'No such project.',
    );
  }
  await contentChanged(c);
  console.log(`project ${id}: ${c.req.param('action')}ed`);
  const key = status === 'published' ? 'published' : 'unpublished';
  return wantsJson(c) ? c.json({ id, status }) : c.redirect(`/admin/projects?${key}=${id}#project-${id}`, 303);
}

/** `POST /admin/projects/:id/delete`: the project and its photos, from D1 and R2. */
export async function deleteProjectPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const names = id ? await deleteProject(c.env.DB, id) : null;
  if (!id || !names) return refusal(c, 404, 'No such project.');
  await contentChanged(c);
  // The files go now, not later: a deleted project's photos must leave R2 (the rows are already gone).
  await Promise.all(names.map((name) => deletePhotoFiles(c.env.PHOTOS, name)));
  console.log(`project ${id}: deleted with ${names.length} photos`);
  return wantsJson(c) ? c.json({ id, deleted: true }) : c.redirect(`/admin/projects?deleted=${id}`, 303);
}

/** `POST /admin/uploads`: one photo (`photo`), judged and stored, waiting for its project: `201 { id, name, thumb }` or `422 { error }`. */
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
      !firstBody ||
      (file.size <= PROJECT_PHOTO_LIMITS.maxBytes && firstBody === (await contentHash(new Uint8Array(await file.arrayBuffer()))));
    if (!same) return c.json({ error: KEY_REUSED }, 422);
    return c.json({ id: first.id, name: first.name, thumb: adminThumb(first) }, 201);
  }
  const { bytes, verdict } = await judge(c, file);
  if (!verdict.ok) return c.json({ error: refusalMessage(verdict.reason, PROJECT_PHOTO_LIMITS) }, 422);
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

/** `POST /admin/uploads/:id/delete`: forgets an uploaded photo that has no project. */
export async function forgetUploadPost(c: AdminContext): Promise<Response> {
  const id = idParam(c);
  const name = id ? await deletePendingPhoto(c.env.DB, id) : null;
  if (!name) return refusal(c, 404, 'No such photo waiting for a project.');
  await deletePhotoFiles(c.env.PHOTOS, name);
  return c.json({ id, deleted: true });
}

/** `GET /admin/media/<name>/<width>.<ext>`: a variant of any photo, drafts too, never cached. */
export const adminMedia = (c: AdminContext) => serveVariant(c, c.req.param('name') ?? '', c.req.param('file') ?? '', 'private, no-store');
