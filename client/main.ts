/**
 * The hydration entry, the only script a page links (`type="module"`, so it
 * never blocks parsing or the first paint). It is under 1 KB: it finds the
 * island markers (`[data-island]`) the server rendered and imports the first
 * hydration bundle that holds all of them (client/bundles.ts; the build
 * writes their URLs into `__HYDRATION_BUNDLES__`), off the critical path,
 * when the first of these happens:
 * - the browser is idle after the `load` event (`requestIdleCallback`, at
 *   most 2000 ms after load; a 1 ms timeout where the API is missing);
 * - the visitor interacts with the page (pointerdown, touchstart, keydown,
 *   focusin), so a menu or form used early gets its enhancements at once.
 * Every island works without JavaScript (native `<details>` and form posts),
 * so nothing waits for this. When every island has committed,
 * `data-hydrated="true"` is set on `<body>` (browser tests wait for it); a
 * page without islands gets it at once.
 */
import type { BuiltBundle } from './bundles';

declare const __HYDRATION_BUNDLES__: readonly BuiltBundle[];

/** What a hydration bundle exports (client/hydrate.tsx, with its islands bound). */
interface HydrationBundle {
  hydrate(markers: readonly HTMLElement[], onDone: () => void): void;
}

const IDLE_TIMEOUT_MS = 2000;
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
const markHydrated = () => {
  document.body.dataset.hydrated = 'true';
};

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, start, true);
  const names = markers.map((marker) => marker.dataset.island ?? '');
  const bundle = __HYDRATION_BUNDLES__.find((candidate) => names.every((name) => candidate.islands.includes(name)));
  if (!bundle) {
    console.error(`No hydration bundle holds the islands ${[...new Set(names)].join(', ')}`);
    return;
  }
  import(bundle.url).then(
    ({ hydrate }: HydrationBundle) => hydrate(markers, markHydrated),
    (error: unknown) => console.error('Hydration failed to load:', error),
  );
}

function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 1);
}

if (markers.length === 0) {
  markHydrated();
} else {
  for (const type of INTERACTIONS) document.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
