/**
 * Saving a project post (src/admin/projects.tsx `createProjectPost`, `updateProjectPost`): the body read, its idempotency key, the
 * fields and each photo's words checked, the photos judged by their bytes and stored, the project written; and the
 * pieces the other project handlers share (the answer in words or JSON, the content version bumped, files deleted later).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { fieldErrors, idempotencyKeySchema, projectFieldsSchema, MAX_PROJECT_PHOTOS, photoWordsSchema } from '../fields';
import { showProject } from '../present';
import {
  attachablePhotos,
  countPublishedProjects,
  createProject,
  deletePendingPhoto,
  findProject,
  insertPendingPhoto,
  type Project,
  type ProjectStatus,
  projectByKey,
  keyBody,
  type PhotoPlacement,
  updateProject,
} from '../store';
import { bumpContentVersion } from '../../lib/content-version';
import { logFailure } from '../../lib/log';
import { type AcceptedPhoto, checkPhoto, PROJECT_PHOTO_LIMITS, type RefusedPhoto, refusalMessage } from '../../photos/check';
import { contentHash, deletePhotoFiles, newPhotoName, storePhoto } from '../../photos/variants';
import { altSuggestion, formPage, storedPhotos } from './form-page';
import type { ProjectFormValues } from './islands/project-form';

type AdminContext = Context<AppEnv>;

/** true when the client asked for JSON (the form island, `npm run projects`). */
export const wantsJson = (c: AdminContext) => (c.req.header('Accept') ?? '').includes('application/json');

/** A plain answer in words, or JSON `{ error }` for a client that asked for JSON. */
export const refusal = (c: AdminContext, status: 400 | 404 | 413 | 415 | 422 | 503, error: string) =>
  wantsJson(c) ? c.json({ error }, status) : c.text(error, status);

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
 * Tells the pages that the projects changed, with the count of published projects (whether the menus link the gallery);
 * a D1 or KV failure is logged (the change shows when the isolates' versions expire).
 */
export async function contentChanged(c: AdminContext) {
  try {
    await bumpContentVersion(c.env.SITE_STATE, await countPublishedProjects(c.env.DB));
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
export const KEY_REUSED =
  'This post reuses the key of another one with different contents. Nothing was saved: delete it and post the project again.';

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
export async function judge(c: AdminContext, file: File): Promise<Judged> {
  if (file.size > PROJECT_PHOTO_LIMITS.maxBytes) return { bytes: new Uint8Array(0), verdict: { ok: false, reason: 'too-large' } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, verdict: await checkPhoto(bytes, c.env.IMAGES, PROJECT_PHOTO_LIMITS) };
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
 * Stores an accepted photo and its variants, and records it as a photo waiting for its project.
 * @throws what R2, the Images binding or D1 throw (the files written are deleted first)
 */
export async function keepPhoto(
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
 * Saves a project from a post of the project form (new when `project` is null), with or
 * without JavaScript, or from `npm run projects -- add`:
 * fields and photo words checked (422 with every message, nothing stored);
 * new files (`photos`, without JavaScript) counted first (more than
 * `MAX_PROJECT_PHOTOS` in all: 422 before any file is read), then read, judged
 * by their bytes and stored one at a time (a refused file: 422 naming each
 * refused file, and whatever this post stored is deleted); then the project
 * written in one D1 batch.
 * A new project's post may carry an `idempotency_key` (a UUID, the outbox's): when a project was already created with it
 * and the same body (`bodyHash`), the post answers with that project, as the first post did, and stores nothing (a
 * retry after a dropped answer); with another body it is 422 (issue 35: the outbox keeps that entry, refused).
 * Answers 303 to /admin/projects, or JSON `{ id, status, path, next }`; a malformed key is 400.
 */
export async function saveProject(c: AdminContext, project: Project | null): Promise<Response> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return refusal(c, 400, 'The form could not be read. Try again.');
  }
  const keyCheck = idempotencyKeySchema.safeParse(text(body, 'idempotency_key'));
  if (!keyCheck.success) return refusal(c, 400, 'The form could not be read (a bad idempotency key). Reload the page and try again.');
  // Only a new project is keyed: an edit posted twice writes the same values twice.
  const key = project ? null : keyCheck.data || null;
  const bodyHash = key ? await bodyHashOf(body) : null;
  if (key) {
    const first = await projectByKey(c.env.DB, key);
    const firstBody = first ? await keyBody(c.env.DB, 'jobs', key) : null;
    if (first && firstBody && firstBody !== bodyHash) return refusal(c, 422, KEY_REUSED);
    if (first) return savedAnswer(c, first, 201);
  }
  const now = new Date();
  const intent: ProjectStatus = text(body, 'intent') === 'publish' ? 'published' : 'draft';
  const values: ProjectFormValues = {
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
  const checked = projectFieldsSchema(now).safeParse(values);
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
  const tooMany = count > MAX_PROJECT_PHOTOS;
  const known = tooMany ? [] : await attachablePhotos(c.env.DB, ids, project?.id ?? null);
  // The cover is one of the photos the project keeps; a removed one falls back to the default (the first "after" photo).
  if (checked.success && checked.data.cover_photo_id !== null && !ids.includes(checked.data.cover_photo_id)) {
    checked.data.cover_photo_id = null;
  }
  if (!tooMany && known.length !== ids.length)
    errors.photos = 'A photo of this post was not found (uploaded more than a day ago?). Add it again.';
  if (tooMany) errors.photos = `A project holds at most ${MAX_PROJECT_PHOTOS} photos; this post has ${count}.`;
  if (intent === 'published' && count === 0) errors.photos = 'Add at least one photo to publish the project.';

  // The caps come first: past them, no file is read. Then each file is read, judged and stored on its own, its bytes
  // dropped before the next (one photo in memory at a time, besides the post). Once anything is refused, the files
  // left are still judged, to name each refused one, and nothing more is stored; what was stored is forgotten below.
  const stored: Stored[] = [];
  if (!tooMany) {
    for (const [i, file] of files.entries()) {
      const { bytes, verdict } = await judge(c, file);
      if (!verdict.ok) {
        errors[`photo-${i + 1}`] = `${file.name || `Photo ${i + 1}`}: ${refusalMessage(verdict.reason, PROJECT_PHOTO_LIMITS)}`;
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
    const photos = storedPhotos(project).filter((p) => ids.includes(p.id));
    return formPage(c, project, values, errors, photos, 422);
  }

  // Photos posted without JavaScript get the suggested alt text; the project's edit page changes it.
  for (const photo of stored) placements.push({ id: photo.id, alt: suggestion, alt_es: null, phase: null });

  let id: number;
  let dropped: string[] = [];
  try {
    if (project) {
      dropped = (await updateProject(c.env.DB, project.id, checked.data, intent, placements, now)) ?? [];
      id = project.id;
    } else id = await createProject(c.env.DB, checked.data, intent, placements, now, key, bodyHash);
  } catch (error) {
    // Two posts of one key at once: the second meets the first's row (UNIQUE) and answers with it.
    const first = key ? await projectByKey(c.env.DB, key).catch(() => null) : null;
    if (first) return savedAnswer(c, first, 201);
    logFailure('project_not_saved', error);
    return refusal(c, 503, 'The project could not be saved right now. Try again in a minute.');
  }
  await contentChanged(c);
  deleteFilesLater(c, dropped);
  console.log(`project ${id}: saved (${intent})`);
  const saved = await findProject(c.env.DB, id);
  if (!saved) return refusal(c, 503, 'The project could not be read back right now. Reload the project list.');
  return savedAnswer(c, saved, project ? 200 : 201);
}

/**
 * The answer to a saved project post: JSON `{ id, status, path, next, photos }` (path: its public page; next: the list,
 * where a post without JavaScript goes: 303 with `?published=` or `?drafted=`).
 */
function savedAnswer(c: AdminContext, project: Project, status: 200 | 201): Response {
  const key = project.status === 'published' ? 'published' : 'drafted';
  const next = `/admin/projects?${key}=${project.id}#project-${project.id}`;
  if (wantsJson(c))
    return c.json(
      { id: project.id, status: project.status, path: showProject(project, 'en').path, next, photos: project.photos.length },
      status,
    );
  return c.redirect(next, 303);
}
