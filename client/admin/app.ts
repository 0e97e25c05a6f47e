/**
 * The admin's own small script, linked by the admin layout only
 * (src/admin/layout.tsx), never by a public page:
 *
 * 1. registers the service worker `/admin/sw.js` with scope `/admin/`
 *    (src/admin/sw/sw.ts), so the admin pages open offline from their last copy;
 * 2. Sign out (`form[data-sign-out]`): deletes the admin's Cache Storage
 *    entries and the origin's IndexedDB databases (the job outbox among
 *    them), then sends the form (`POST /admin/sign-out`, which also answers
 *    `Clear-Site-Data` and goes to Access's logout);
 * 3. on the notifications page (`[data-push]`): "Turn on notifications"
 *    (permission, `PushManager.subscribe` with the Worker's VAPID key, the
 *    subscription posted to /admin/push/subscriptions) and "Send a test
 *    notification" (`POST /admin/push/test`), with the outcome in a live region;
 * 4. the job outbox (src/admin/outbox-list.ts): jobs kept offline are sent on
 *    each page load and at the `online` event, and listed on /admin/jobs.
 */
import { startOutbox } from './outbox-list';
const ADMIN_CACHE_PREFIX = 'admin-';

startOutbox();

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

/** The bytes of a base64url text (the VAPID public key: 65 bytes, an uncompressed P-256 point). */
const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const box = document.querySelector<HTMLElement>('[data-push]');
if (box) {
  const status = box.querySelector<HTMLElement>('[data-push-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const on = box.querySelector<HTMLButtonElement>('[data-push-on]');
  const test = box.querySelector<HTMLButtonElement>('[data-push-test]');
  const supported = 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
  if (!supported) say('This browser cannot show notifications here. On an iPhone, add the app to the home screen first.');
  for (const button of [on, test]) if (button) button.disabled = !supported;

  on?.addEventListener('click', async () => {
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        say('Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const key = await fetch('/admin/push/key').then((response) => {
        if (!response.ok) throw new Error(`key: ${response.status}`);
        return response.text();
      });
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(key.trim()) }));
      const response = await fetch('/admin/push/subscriptions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
      say(response.ok ? 'Notifications are on for this phone.' : `Notifications could not be turned on (${response.status}).`);
    } catch (error) {
      console.error(error);
      say('Notifications could not be turned on. Check the signal and try again.');
    }
  });

  test?.addEventListener('click', async () => {
    try {
      const response = await fetch('/admin/push/test', { method: 'POST' });
      const answer = (await response.json().catch(() => ({}))) as { sent?: number };
      say(response.ok ? `Test sent to ${answer.sent ?? 0} phone(s).` : `The test could not be sent (${response.status}).`);
    } catch {
      say('The test could not be sent. Check the signal and try again.');
    }
  });
}
