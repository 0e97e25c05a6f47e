/**
 * The project outbox (issue 31 §3, posting with no signal): projects the project form
 * could not send yet, kept in the phone's IndexedDB (the `idb` package) until
 * the server confirms them, so nothing is lost when the signal drops or the
 * app is closed in between. Browser code, for the window (the project form
 * island, client/admin/app.ts on every admin page load and at the `online`
 * event) and for the service worker (Background Sync, tag `job-outbox`,
 * client/admin/sw/outbox-sync.ts): it uses only `fetch`, IndexedDB and Web Locks.
 *
 * Each project carries an idempotency key (a UUID made when it enters the
 * outbox), each photo its own; the server stores them (migrations/0011), so
 * a project or photo sent twice (two tabs, the sw and a page, a lost answer) is
 * made once. An entry is deleted only after the server answered the project's
 * post with its id; photos uploaded meanwhile are written back with their ids.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A photo waiting in the outbox: the scaled JPEG (`scalePhoto`), its words, and its id once uploaded. */
export interface OutboxPhoto {
  /** The upload's idempotency key (UUID). */
  key: string;
  /** The scaled JPEG; absent for a photo already on the server (then `id` is set). */
  blob?: Blob;
  name: string;
  /** The stored photo's id, once the server took it. */
  id?: number;
  alt: string;
  altEs: string;
  phase: '' | 'before' | 'after';
}

/** A project waiting in the outbox. */
export interface OutboxProject {
  /** The project post's idempotency key (UUID), also the entry's key. */
  key: string;
  /** Where the form posts: /admin/projects (new) or /admin/projects/<id> (edit). */
  action: string;
  /** When it entered the outbox, ms since the epoch. */
  queuedAt: number;
  /** The project's fields as the form posts them (service, town, month, description…, intent), without photo fields. */
  fields: [string, string][];
  /** The photos in the project's order. */
  photos: OutboxPhoto[];
  /** The index in `photos` of the cover the person chose, or null (the server's default: the first "after" photo). */
  cover: number | null;
  /** A short title for the list ("Stamped Concrete in Nederland"). */
  title: string;
  /** Set when the server refused the project or a photo (4xx): it stays, with why, until deleted. */
  refused?: string;
}

/** A project the outbox sent: what the list shows afterwards ("Published" with the link). */
export interface SentProject {
  key: string;
  id: number;
  status: 'published' | 'draft';
  /** The public page's path. */
  path: string;
  title: string;
  photos: number;
  sentAt: number;
}

interface OutboxDb extends DBSchema {
  /** The waiting projects: the store keeps its first name, `jobs`, as the database keeps `job-outbox` (below). */
  jobs: { key: string; value: OutboxProject };
  sent: { key: string; value: SentProject };
}

/**
 * The IndexedDB database's name (Sign out deletes every database of the origin, this one included). It, the sync tag
 * and the channel keep the names they had before issue 45 (projects were "jobs" in code then): installed phones may
 * hold waiting posts in that database and a Background Sync registered under that tag.
 */
export const OUTBOX_DB = 'job-outbox';
/** The Background Sync tag the service worker answers (client/admin/sw/outbox-sync.ts). */
export const OUTBOX_SYNC_TAG = 'job-outbox';
/** The BroadcastChannel every page listens on, told after each change of the outbox. */
export const OUTBOX_CHANNEL = 'job-outbox';

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
const db = () => {
  opened ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(database) {
      database.createObjectStore('jobs', { keyPath: 'key' });
      database.createObjectStore('sent', { keyPath: 'key' });
    },
  });
  return opened;
};

/** Tells every page of the origin that the outbox changed (no-op where BroadcastChannel is missing). */
function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Puts a project in the outbox (or replaces the entry of its key). @throws what IndexedDB throws (storage full, private mode) */
export async function queueProject(project: OutboxProject): Promise<void> {
  await (await db()).put('jobs', project);
  announce();
}

/** The projects waiting, oldest first, and the projects sent (newest first). */
export async function readOutbox(): Promise<{ waiting: OutboxProject[]; sent: SentProject[] }> {
  const database = await db();
  const waiting = (await database.getAll('jobs')).sort((a, b) => a.queuedAt - b.queuedAt);
  const sent = (await database.getAll('sent')).sort((a, b) => b.sentAt - a.sentAt);
  return { waiting, sent };
}

/** Forgets a waiting project (the person's choice, for a refused one) or a sent project's notice. */
export async function forget(key: string): Promise<void> {
  const database = await db();
  await database.delete('jobs', key);
  await database.delete('sent', key);
  announce();
}

/** What one send of a project came to. */
export type SendResult =
  | { kind: 'sent'; project: SentProject }
  | { kind: 'refused'; message: string; errors?: Record<string, string> }
  | { kind: 'offline' };

/** A network failure or a 5xx: try again later. */
class Later extends Error {}

/**
 * Whether an answer of `status` leaves a project (or photo) waiting to be sent again: a 5xx, 408 or 429 (the server or
 * the network's trouble, issue 31 §3); any other non-success (a 4xx) is the server's refusal, kept with why.
 */
export const sentAgainLater = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/** Posts `body` to the admin's `path` asking for JSON, with the admin's cookies. @throws Later when the network fails */
async function post(path: string, body: FormData | URLSearchParams): Promise<Response> {
  try {
    return await fetch(path, { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new Later();
  }
}

/** Posts one photo of a project (multipart, `idempotency_key` field); its id. @throws Later, or Error with the server's refusal */
async function sendPhoto(photo: OutboxPhoto): Promise<number> {
  if (photo.id) return photo.id;
  if (!photo.blob) throw new Error('A photo of this project is missing from the phone. Delete it and post the project again.');
  const data = new FormData();
  data.append('idempotency_key', photo.key);
  data.append('photo', photo.blob, photo.name);
  const response = await post('/admin/uploads', data);
  const body = (await response.json().catch(() => ({}))) as { id?: number; error?: string };
  if (response.status === 201 && body.id) return body.id;
  if (sentAgainLater(response.status)) throw new Later();
  throw new Error(`${photo.name}: ${body.error ?? `refused (${response.status})`}`);
}

/**
 * Sends one project: its photos not yet on the server (each id written back to IndexedDB at once, so a photo is never sent
 * again), then the project's post with its idempotency key. On success the entry leaves the outbox and a `SentProject` is kept
 * for the list. A 4xx marks it refused (kept, with why); a network error or 5xx leaves it waiting.
 */
export async function sendProject(project: OutboxProject): Promise<SendResult> {
  const database = await db();
  try {
    for (const photo of project.photos) {
      if (photo.id) continue;
      photo.id = await sendPhoto(photo);
      photo.blob = undefined;
      await database.put('jobs', project);
    }
    const data = new URLSearchParams(project.fields);
    data.set('idempotency_key', project.key);
    const coverId = project.cover === null ? undefined : project.photos[project.cover]?.id;
    data.set('cover_photo_id', coverId ? String(coverId) : '');
    for (const photo of project.photos) {
      data.append('photo_id', String(photo.id));
      data.append(`alt_${photo.id}`, photo.alt);
      data.append(`alt_es_${photo.id}`, photo.altEs);
      data.append(`phase_${photo.id}`, photo.phase);
    }
    const response = await post(project.action, data);
    if (sentAgainLater(response.status)) throw new Later();
    const body = (await response.json().catch(() => ({}))) as {
      id?: number;
      status?: 'published' | 'draft';
      path?: string;
      photos?: number;
      errors?: Record<string, string>;
      error?: string;
    };
    if (response.ok && body.id) {
      const sent: SentProject = {
        key: project.key,
        id: body.id,
        status: body.status === 'published' ? 'published' : 'draft',
        path: body.path ?? '',
        title: project.title,
        photos: body.photos ?? project.photos.length,
        sentAt: Date.now(),
      };
      const tx = database.transaction(['jobs', 'sent'], 'readwrite');
      await Promise.all([tx.objectStore('jobs').delete(project.key), tx.objectStore('sent').put(sent), tx.done]);
      return { kind: 'sent', project: sent };
    }
    const message = body.errors ? Object.values(body.errors).filter(Boolean).join(' ') : (body.error ?? `Refused (${response.status}).`);
    await database.put('jobs', { ...project, refused: message });
    return { kind: 'refused', message, errors: body.errors };
  } catch (error) {
    if (error instanceof Later) return { kind: 'offline' };
    const message = error instanceof Error ? error.message : String(error);
    await database.put('jobs', { ...project, refused: message });
    return { kind: 'refused', message };
  } finally {
    announce();
  }
}

/**
 * Sends every waiting project that was not refused, oldest first, one sender at a time across the pages and the service
 * worker (Web Locks, where the browser has them; the idempotency keys make a second sender harmless anyway).
 * Stops at the first network failure.
 * @returns how many were sent, and whether any is still waiting for signal
 * @throws nothing for a network failure; what IndexedDB throws
 */
export async function sendOutbox(): Promise<{ sent: number; waiting: number }> {
  const run = async () => {
    let sent = 0;
    const { waiting } = await readOutbox();
    const ready = waiting.filter((project) => !project.refused);
    for (const [i, project] of ready.entries()) {
      const result = await sendProject(project);
      if (result.kind === 'offline') return { sent, waiting: ready.length - i };
      if (result.kind === 'sent') sent += 1;
    }
    return { sent, waiting: 0 };
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(OUTBOX_DB, run) : run();
}
