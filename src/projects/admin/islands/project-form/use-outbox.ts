import { useEffect, useRef, useState } from 'react';
import {
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxProject,
  forget,
  queueProject,
  readOutbox,
  sendProject,
} from '../../../../../client/admin/outbox';
import type { Errors, Outcome } from './types';

/** Asks the service worker, where there is one with Background Sync, to send the outbox once a connection is back. */
async function registerSync() {
  try {
    if (!navigator.serviceWorker?.controller) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the `online` event and the next page load send it (client/admin/outbox-list.ts).
  }
}

/**
 * The project form's hand-over to the outbox (client/admin/outbox.ts, IndexedDB): `hand` keeps the project on the phone under
 * one idempotency key (the same for every try of this form), then sends it when there is signal. Sent, the text
 * kept in `localStorage` under `draftKey` is dropped and `outcome` says "Published" or "Saved as a draft"; with no
 * signal the project waits (`outcome` queued, Background Sync asked) and this form hears on the outbox's channel when
 * the admin script (client/admin/outbox-list.ts) sent or the server refused it.
 * @param draftKey the `localStorage` key of the text being typed
 */
export function useOutbox(draftKey: string) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const projectKey = useRef('');

  // A project waiting for signal: the outbox is sent by the admin script (client/admin/outbox-list.ts) at the `online`
  // event; this form hears of it on the outbox's channel and shows the outcome.
  useEffect(() => {
    if (outcome?.kind !== 'queued' || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    const key = outcome.key;
    channel.onmessage = () => {
      void readOutbox().then(({ waiting, sent }) => {
        const done = sent.find((project) => project.key === key);
        if (done) setOutcome({ kind: 'sent', status: done.status, id: done.id, path: done.path });
        const refused = waiting.find((project) => project.key === key)?.refused;
        if (refused) setOutcome({ kind: 'refused', message: refused });
      });
    };
    return () => channel.close();
  }, [outcome]);

  /**
   * Queues the project, then sends it if the phone is online.
   * @returns the messages to show when the server refused it (the outbox lets it go: the form holds everything) or
   *   the phone could not keep it; null when it was sent or waits for signal (then `outcome` says so)
   */
  async function hand(project: Omit<OutboxProject, 'key'>): Promise<Errors | null> {
    projectKey.current ||= crypto.randomUUID();
    const keyed: OutboxProject = { ...project, key: projectKey.current };
    setBusy(true);
    try {
      await queueProject(keyed);
      const result = navigator.onLine ? await sendProject(keyed) : ({ kind: 'offline' } as const);
      if (result.kind === 'sent') {
        try {
          localStorage.removeItem(draftKey);
        } catch {
          // nothing kept
        }
        await forget(keyed.key);
        setOutcome({ kind: 'sent', status: result.project.status, id: result.project.id, path: result.project.path });
        return null;
      }
      if (result.kind === 'offline') {
        void registerSync();
        setOutcome({ kind: 'queued', photos: keyed.photos.length, key: keyed.key });
        return null;
      }
      // Refused while the form is open: the form holds everything, so the outbox lets it go.
      await forget(keyed.key);
      return result.errors ?? { form: result.message };
    } catch {
      return { form: 'This phone could not keep the project (storage full or private browsing). Your text is kept here; try again.' };
    } finally {
      setBusy(false);
    }
  }

  return { outcome, busy, hand };
}
