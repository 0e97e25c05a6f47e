/**
 * The admin's service worker, served by the Worker at `/admin/sw.js` with
 * scope `/admin/` (src/admin/app-shell.tsx), so it never controls a public
 * page. Built by scripts/build.mjs into src/generated/admin-sw.json, with
 * `__ADMIN_ASSETS__` (the URL paths of the admin's script, hydration bundle
 * and stylesheet) and `__SW_VERSION__` (the build's version) defined.
 *
 * - Admin pages (GET navigations under /admin/): network first; each 200
 *   answer is kept in Cache Storage (`PAGE_CACHE`) with its time. Without a
 *   network the last copy opens with a banner "Offline, as of 10:42 AM"
 *   (America/Chicago). Copies older than 7 days are deleted at every fetch and before an offline copy shows, and never shown
 *   (issue 31 §1).
 * - The admin's static assets (hashed, immutable): cache first, put in the
 *   cache at install, so offline copies look right.
 * - Push (RFC 8030): shows the notification the Worker sent (src/push/send.ts:
 *   `{title, body, url}`, read by ./push.ts); a tap focuses or opens that admin page.
 * - Everything else (posts, other origins, public pages) goes to the network
 *   untouched.
 * - Background Sync (tag `job-outbox`): sends the projects the project form kept
 *   offline (./outbox-sync.ts).
 */
import { ASSET_CACHE_PREFIX, COPY_TIME_HEADER, offlinePage, PAGE_CACHE, SCOPE_PATH, staleCopies, swRoute } from './offline-copy';
import { type OutboxSyncEvent, onOutboxSync } from './outbox-sync';
import { adminPath, notificationOf } from './push';

declare const __ADMIN_ASSETS__: readonly string[];
declare const __SW_VERSION__: string;

/** The parts of the service worker scope used here (the DOM lib has no WebWorker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SwPushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface SwNotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface Scope {
  location: Location;
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void>; scope: string };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: SwPushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: SwNotificationEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: OutboxSyncEvent) => void): void;
}
const sw = globalThis as unknown as Scope;

const ASSET_CACHE = `${ASSET_CACHE_PREFIX}${__SW_VERSION__}`;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(ASSET_CACHE)
      .then((cache) => cache.addAll([...__ADMIN_ASSETS__]))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(ASSET_CACHE_PREFIX) && name !== ASSET_CACHE) await caches.delete(name);
      await pruneCopies(Date.now());
      await sw.clients.claim();
    })(),
  );
});

/** Deletes the page copies older than 7 days (or with no readable time): `staleCopies` decides. */
async function pruneCopies(now: number) {
  const cache = await caches.open(PAGE_CACHE);
  const copies = await Promise.all(
    (await cache.keys()).map(async (request) => ({
      url: request.url,
      copiedAt: (await cache.match(request))?.headers.get(COPY_TIME_HEADER) ?? null,
    })),
  );
  await Promise.all(staleCopies(copies, now).map((url) => cache.delete(url)));
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  // Every fetch the worker sees prunes the aged copies (issue 35): none outlives 7 days while the app is used.
  event.waitUntil(pruneCopies(Date.now()).catch(() => undefined));
  const route = swRoute(request, sw.location.origin);
  if (route === 'page') event.respondWith(page(request, event));
  else if (route === 'asset') event.respondWith(asset(request));
});

/** An admin page: the network's answer (a 200 one kept with its time), else the last copy under a banner, else a short offline page. */
async function page(request: Request, event: ExtendableEvent): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return offlineCopy(request);
  }
  if (response.status === 200 && response.type === 'basic' && !response.redirected) {
    const now = Date.now();
    const headers = new Headers(response.headers);
    headers.set(COPY_TIME_HEADER, String(now));
    const copy = new Response(await response.clone().arrayBuffer(), { status: 200, headers });
    event.waitUntil(
      caches
        .open(PAGE_CACHE)
        .then((cache) => cache.put(request.url, copy))
        .then(() => pruneCopies(now)),
    );
  }
  return response;
}

/** The kept copy of `request`'s page, at most 7 days old, with the "Offline, as of" banner; else a 503 page saying so. */
async function offlineCopy(request: Request): Promise<Response> {
  const now = Date.now();
  await pruneCopies(now);
  const cache = await caches.open(PAGE_CACHE);
  const copy = await cache.match(request.url);
  const marked = copy ? offlinePage(await copy.clone().text(), copy.headers.get(COPY_TIME_HEADER), now) : null;
  if (copy && marked !== null) {
    const headers = new Headers(copy.headers);
    headers.delete('Content-Length');
    return new Response(marked, { status: 200, headers });
  }
  if (copy) await cache.delete(request.url);
  return new Response(
    '<!doctype html><html lang="en-US"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline</title><h1>Offline</h1><p>This page has no copy on this phone from the last 7 days. It opens when the phone has a signal again.</p></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

/** A static asset (hashed, never changing): the kept copy, else the network's answer, kept when 200. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('push', (event) => {
  const { title, options } = notificationOf(
    event.data,
    __ADMIN_ASSETS__.find((path) => path.includes('admin-icon-192')),
  );
  event.waitUntil(sw.registration.showNotification(title, options));
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = adminPath((event.notification.data as { url?: unknown } | null)?.url);
  const target = new URL(path, sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((client) => client.url === target) ?? windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE_PATH));
      if (open) {
        const focused = await open.focus();
        if (focused.url !== target) await focused.navigate(target);
        return;
      }
      await sw.clients.openWindow(target);
    })(),
  );
});

// The project outbox (issue 31 §3): projects posted without signal, sent once the browser sees a connection.
sw.addEventListener('sync', onOutboxSync);
