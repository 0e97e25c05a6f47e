/**
 * The hydration entry, the only script a page links (`type="module"`, so it
 * never blocks parsing or the first paint). It is about 1 KB and does two
 * things:
 *
 * 1. On the not-found page (marked `data-log-missing-path`) it logs the
 *    missing path to the console, as the product specification asks, read
 *    from `location.pathname`, never from the HTML.
 * 2. It hydrates the islands (`[data-island]`) at the visitor's first
 *    interaction with one of them: a pointer coming over it or pressed on it,
 *    a touch, a key press or a focus inside it. Then it imports the first
 *    hydration bundle that holds every island on the page
 *    (client/bundles.ts; the build writes their URLs into
 *    `__HYDRATION_BUNDLES__`). Every island works without JavaScript (native
 *    `<details>` menus and accordions, form posts); hydration only adds to
 *    them (Escape and outside click close a menu, a form sends with `fetch`).
 *    So a visitor who only reads never downloads or runs React: no long task
 *    competes with the first paint or with scrolling on a slow phone, and a
 *    visitor who opens a menu or starts a form gets React while doing so.
 *
 * 3. Once the page has loaded and the browser is idle, it imports the
 *    cookieless beacon (client/beacon.ts, its own small file, not part of
 *    any hydration bundle), which counts nothing on /admin or for a visitor
 *    who sends Global Privacy Control or Do Not Track.
 *
 * When every island has committed, `data-hydrated="true"` is set on `<body>`
 * (browser tests wait for it); a page without islands gets it at once.
 */
import type { BuiltBundle } from './bundles';

declare const __HYDRATION_BUNDLES__: readonly BuiltBundle[];
/** The URL of the beacon module (client/beacon.ts), written by the build. */
declare const __BEACON_URL__: string;

/** What a hydration bundle exports (client/hydrate.tsx, with its islands bound). */
interface HydrationBundle {
  hydrate(markers: readonly HTMLElement[], onDone: () => void): void;
}

/** The events that count as a first interaction with an island (listened for on the document, capture phase). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

if (document.querySelector('[data-log-missing-path]')) {
  console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
}

const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
const markHydrated = () => {
  document.body.dataset.hydrated = 'true';
};

/** Imports started so far. */
let attempts = 0;

/** Listens for the first interaction with an island (again after a failed import). */
function arm() {
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/**
 * Starts hydration once, when an interaction reaches an island. If the
 * bundle fails to load (a dropped connection on a weak signal), the
 * listeners are armed again, so the next interaction tries again.
 */
function onInteraction(event: Event) {
  if (!(event.target instanceof Element) || !event.target.closest('[data-island]')) return;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  const names = markers.map((marker) => marker.dataset.island ?? '');
  const bundle = __HYDRATION_BUNDLES__.find((candidate) => names.every((name) => candidate.islands.includes(name)));
  if (!bundle) {
    console.error(`No hydration bundle holds the islands ${[...new Set(names)].join(', ')}`);
    return;
  }
  // A retry asks for a new URL: a browser may keep a failed module fetch in its module map.
  attempts += 1;
  import(attempts === 1 ? bundle.url : `${bundle.url}?retry=${attempts}`).then(
    ({ hydrate }: HydrationBundle) => hydrate(markers, markHydrated),
    (error: unknown) => {
      console.error('Hydration failed to load; the next interaction tries again:', error);
      arm();
    },
  );
}

if (markers.length === 0) markHydrated();
else arm();

// After the load event, when the browser is idle: the cookieless beacon (it checks GPC, DNT and /admin itself).
addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(() => import(__BEACON_URL__).catch(() => {})), { once: true });
