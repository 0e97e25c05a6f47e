/**
 * Background Sync of the project outbox (issue 31 §3), for the admin's service
 * worker (client/admin/sw/sw.ts): where the browser has the Background Sync API
 * (Chromium), the project form registers the tag `job-outbox` when it puts a project
 * in the outbox, and the browser fires `sync` once a connection is back, even
 * with the app closed. The handler sends the outbox (client/admin/outbox.ts);
 * when a project is still waiting (the network failed again) it rejects, so the
 * browser retries the sync later with its own back-off.
 */
import { OUTBOX_SYNC_TAG, sendOutbox } from '../outbox';

/** The part of a `SyncEvent` used here (WICG Background Sync; not in the DOM lib). */
export interface OutboxSyncEvent {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

/** Answers a `sync` event of the tag `job-outbox` by sending the outbox; ignores other tags. */
export function onOutboxSync(event: OutboxSyncEvent): void {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    sendOutbox().then(({ waiting }) => {
      if (waiting > 0) throw new Error(`${waiting} project(s) still waiting for signal`);
    }),
  );
}
