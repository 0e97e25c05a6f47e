/**
 * The browser's part of Web Push on the admin (issue 31 §2): the
 * notifications page's two buttons. The Worker's part is src/push/ (sending,
 * the subscriptions' routes and page); the service worker shows what arrives
 * (client/admin/sw/push.ts).
 */

/** The bytes of a base64url text (the VAPID public key: 65 bytes, an uncompressed P-256 point). */
const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Wires the notifications page's buttons (`[data-push]`, src/push/admin/routes.tsx), if this page has them:
 * "Turn on notifications" asks the permission, subscribes with the Worker's VAPID key (`GET /admin/push/key`) and
 * posts the subscription to /admin/push/subscriptions; "Send a test notification" posts /admin/push/test. Each
 * outcome is said in the page's live region; nothing on a browser without Push (the buttons are disabled).
 */
export function startPush(): void {
  const box = document.querySelector<HTMLElement>('[data-push]');
  if (!box) return;
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
