/**
 * The service worker's part of Web Push (issue 31 §2): what a push message
 * shows and where its tap goes, as plain functions (sw.ts adds the
 * listeners). The Worker sends the message (src/push/send.ts, `PushNote`);
 * the page's buttons are client/admin/push.ts.
 */

import { SCOPE_PATH } from './offline-copy';

/** What a push message carries (src/push/send.ts `PushNote`), each field unchecked until read here. */
interface PushNote {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** An admin URL path from a push message, or the leads page for anything else (a tap never leaves the admin). */
export const adminPath = (url: unknown) =>
  typeof url === 'string' && url.startsWith(SCOPE_PATH) && !url.startsWith('//') ? url : '/admin/leads';

/**
 * The notification a push message shows: its title ("New request" when none), body and tag, the app's icon, and the
 * admin path a tap opens (`data.url`). A message that is not JSON shows the generic notification.
 * @param data the push event's data (null when the message has none)
 * @param icon the URL path of the app's 192 px icon
 */
export function notificationOf(
  data: { json(): unknown } | null,
  icon: string | undefined,
): { title: string; options: NotificationOptions } {
  let note: PushNote = {};
  try {
    note = (data?.json() ?? {}) as PushNote;
  } catch {
    // Not JSON: the generic notification below.
  }
  return {
    title: typeof note.title === 'string' ? note.title : 'New request',
    options: {
      body: typeof note.body === 'string' ? note.body : '',
      tag: typeof note.tag === 'string' ? note.tag : undefined,
      icon,
      data: { url: adminPath(note.url) },
    },
  };
}
