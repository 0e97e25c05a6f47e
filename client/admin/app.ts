/**
 * The admin's own small script, linked by the admin layout only
 * (src/admin/layout.tsx), never by a public page:
 *
 * 1. registers the service worker `/admin/sw.js` with scope `/admin/`
 *    (client/admin/sw/sw.ts), so the admin pages open offline from their last copy;
 * 2. Sign out (`form[data-sign-out]`): deletes the admin's Cache Storage
 *    entries and the origin's IndexedDB databases (the project outbox among
 *    them), then sends the form (`POST /admin/sign-out`, which also answers
 *    `Clear-Site-Data` and goes to Access's logout);
 * 3. on the notifications page (`[data-push]`, ./push.ts): "Turn on notifications"
 *    (permission, `PushManager.subscribe` with the Worker's VAPID key, the
 *    subscription posted to /admin/push/subscriptions) and "Send a test
 *    notification" (`POST /admin/push/test`), with the outcome in a live region;
 * 4. the project outbox (client/admin/outbox-list.ts): projects kept offline are sent on
 *    each page load and at the `online` event, and listed on /admin/projects;
 * 5. the quote form's deposit kind follows the typing (./quote-form.ts).
 */
import { startOutbox } from './outbox-list';
import { startPush } from './push';
import { startQuoteForm } from './quote-form';
const ADMIN_CACHE_PREFIX = 'admin-';

startOutbox();
startPush();
startQuoteForm();

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/', updateViaCache: 'none' }).catch((error: unknown) => {
    console.error('The admin service worker did not register:', error);
  });
}

/** Deletes what this phone keeps of the admin: its caches and the origin's IndexedDB databases. */
async function forget() {
  if ('caches' in globalThis) for (const name of await caches.keys()) if (name.startsWith(ADMIN_CACHE_PREFIX)) await caches.delete(name);
  if ('databases' in indexedDB)
    for (const { name } of await indexedDB.databases())
      if (name)
        await new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sign-out]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    forget()
      .catch((error: unknown) => console.error('Sign out could not clear every copy:', error))
      .finally(() => form.submit());
  });
}
