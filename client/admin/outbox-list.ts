/**
 * The project outbox on the admin pages (issue 31 §3), run by the admin's own
 * script (client/admin/app.ts) on every admin page, without React:
 *
 * - sends the outbox (client/admin/outbox.ts) when the page loads (the app is
 *   opened) and at each `online` event;
 * - renders the outbox into `[data-project-outbox]` (the project list,
 *   src/admin/pages/projects.tsx): each waiting project as "Waiting for signal
 *   (3 photos)", a refused one with why and a Delete button, and each project
 *   sent from here as "Published" (or "Saved as a draft") with its link. The
 *   server cannot know any of this: the list is drawn from IndexedDB, with
 *   text nodes only (nothing typed is parsed as HTML), and drawn again when
 *   any page or the service worker changes the outbox (BroadcastChannel).
 */
import { OUTBOX_CHANNEL, forget, readOutbox, sendOutbox } from './outbox';

/** Notices of sent projects are kept this long, ms (a day). */
const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

/** An element with classes and children (strings become text nodes). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

const photosWord = (n: number) => `${n} photo${n === 1 ? '' : 's'}`;

/** Draws the outbox into every `[data-project-outbox]` of the page (nothing when it is empty). */
async function render(): Promise<void> {
  const boxes = document.querySelectorAll<HTMLElement>('[data-project-outbox]');
  if (boxes.length === 0) return;
  const { waiting, sent } = await readOutbox();
  const now = Date.now();
  for (const old of sent.filter((project) => now - project.sentAt > SENT_KEPT_MS)) await forget(old.key);
  const recent = sent.filter((project) => now - project.sentAt <= SENT_KEPT_MS);
  for (const box of boxes) {
    const items: HTMLElement[] = [];
    for (const project of waiting) {
      const state = project.refused
        ? el('p', 'mt-1 font-semibold text-red-900', `Not sent: ${project.refused}`)
        : el('p', 'mt-1 font-semibold text-amber-900', `Waiting for signal (${photosWord(project.photos.length)})`);
      const item = el('li', 'rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300', el('p', 'font-bold', project.title), state);
      item.dataset.outboxState = project.refused ? 'refused' : 'waiting';
      if (project.refused) {
        const remove = el(
          'button',
          'mt-2 min-h-12 rounded-lg px-4 font-semibold text-red-900 ring-1 ring-red-300',
          `Delete “${project.title}”`,
        );
        remove.type = 'button';
        remove.addEventListener('click', () => void forget(project.key));
        item.appendChild(remove);
      }
      items.push(item);
    }
    for (const project of recent) {
      const link = el(
        'a',
        'inline-flex min-h-12 items-center font-semibold underline',
        project.status === 'published' ? 'View page' : 'Edit',
      );
      link.href = project.status === 'published' ? project.path : `/admin/projects/${project.id}`;
      const dismiss = el('button', 'min-h-12 rounded-lg px-4 font-semibold ring-1 ring-slate-400', 'OK');
      dismiss.type = 'button';
      dismiss.setAttribute('aria-label', `Dismiss the notice of “${project.title}”`);
      dismiss.addEventListener('click', () => void forget(project.key));
      const item = el(
        'li',
        'rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-300',
        el('p', 'font-bold', `#${project.id} ${project.title}`),
        el(
          'p',
          'mt-1 font-semibold text-emerald-900',
          `${project.status === 'published' ? 'Published' : 'Saved as a draft'} (${photosWord(project.photos)}), sent when the signal came back`,
        ),
        el('div', 'mt-2 flex flex-wrap items-center gap-3', link, dismiss),
      );
      item.dataset.outboxState = project.status;
      items.push(item);
    }
    box.textContent = '';
    if (items.length) box.appendChild(el('ul', 'mt-4 space-y-3', ...items));
  }
}

/** Sends the outbox, then draws it; a failure is logged (the entries stay for the next try). */
async function sendAndRender(): Promise<void> {
  try {
    await render();
    if (navigator.onLine) await sendOutbox();
  } catch (error) {
    console.error('The project outbox could not be sent:', error);
  }
  await render().catch(() => {});
}

/** Starts the outbox on an admin page: sends now and at each `online` event, and keeps `[data-project-outbox]` drawn. */
export function startOutbox(): void {
  if (typeof indexedDB === 'undefined') return;
  void sendAndRender();
  addEventListener('online', () => void sendAndRender());
  if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void render().catch(() => {});
}
