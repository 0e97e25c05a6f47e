/**
 * The cookieless beacon (docs/insights.md), imported by client/main.ts once
 * the page has loaded and the browser is idle. It does nothing at all on
 * /admin and when the visitor sends Global Privacy Control
 * (`navigator.globalPrivacyControl`) or Do Not Track (`navigator.doNotTrack`
 * "1"). No cookie, no storage but the visit's source in
 * `sessionStorage` (gone with the tab), no identifier of any kind: each
 * beacon carries the page's path, the device class, the referring domain and
 * its events (src/insights/events.ts), sent with `navigator.sendBeacon`.
 *
 * It sends: the page view (or, on the 404 page, the missing path); a tap on
 * a `tel:` link, on an estimate button (a link to the estimate form,
 * `#estimate-form`), on the calculator's hand-off, on the language switcher
 * (the link with `hreflang`); a lead form started (its first input); and,
 * with the web-vitals module loaded after idle, LCP, INP, CLS and TTFB,
 * sent together when the page is hidden.
 *
 * Lead source: on the visit's first page it keeps `{ landing, ref, utm }` in
 * `sessionStorage`; when a lead form's data is built (the `formdata` event,
 * fired both for a native post and for the island's `new FormData(form)`),
 * it adds those values, the page sent from and the device class
 * (`SOURCE_FIELDS`), so the form islands need no change.
 */
import { BEACON_PATH, BEACON_VERSION, SOURCE_FIELDS, SOURCE_STORAGE_KEY } from '../src/insights/events';

declare const __VITALS_URL__: string;

type Sent = { k: string; m?: string; x?: number };

/** Whether the visitor asked not to be tracked (GPC or DNT), or the page is the contractor's. */
const optedOut = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1' ||
  location.pathname.startsWith('/admin');

/** Counts the page: the view, the taps and forms to come, the lead source, the Web Vitals. */
function start() {
  const path = location.pathname;
  const width = innerWidth;
  /** Device class from the viewport width in CSS px (events.ts). */
  const device = width < 768 ? 'phone' : width < 1100 ? 'tablet' : 'desktop';
  let ref = 'direct';
  try {
    const host = document.referrer && new URL(document.referrer).hostname;
    if (host) ref = host === location.hostname ? 'internal' : host;
  } catch {}

  const send = (events: Sent[]) =>
    navigator.sendBeacon(BEACON_PATH, JSON.stringify({ v: BEACON_VERSION, p: path, d: device, r: ref, e: events }));

  /** The visit's source: read, or written on its first page. */
  let source: Record<string, string> = {};
  try {
    const kept = sessionStorage.getItem(SOURCE_STORAGE_KEY);
    if (kept) source = JSON.parse(kept);
    else {
      const query = new URLSearchParams(location.search);
      source = { [SOURCE_FIELDS.landing]: path, [SOURCE_FIELDS.referrer]: ref };
      for (const name of [SOURCE_FIELDS.utmSource, SOURCE_FIELDS.utmMedium, SOURCE_FIELDS.utmCampaign]) {
        const value = query.get(name);
        if (value) source[name] = value.slice(0, 100);
      }
      sessionStorage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(source));
    }
  } catch {}

  send([{ k: document.querySelector('[data-log-missing-path]') ? 'missing' : 'view' }]);

  /** A contact, quote or booking form (they post to /contact, /quote or /book; issue 37: a booking keeps its source too). */
  const leadForm = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest('form') : null;
    return form && /^\/(contact|quote|book)(#|$)/.test(form.getAttribute('action') ?? '') ? form : null;
  };

  addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link) return;
      const kind =
        link.protocol === 'tel:'
          ? 'tel'
          : link.closest('[data-island="Calculator"]') && link.pathname.endsWith('/contact')
            ? 'calc'
            : link.hash === '#estimate-form'
              ? 'estimate'
              : link.hreflang
                ? 'lang'
                : '';
      if (kind) send([{ k: kind }]);
    },
    true,
  );

  const started = new WeakSet<HTMLFormElement>();
  addEventListener(
    'input',
    (event) => {
      const form = leadForm(event.target);
      if (form && !started.has(form)) {
        started.add(form);
        send([{ k: 'start' }]);
      }
    },
    true,
  );

  addEventListener(
    'formdata',
    (event) => {
      if (!leadForm(event.target)) return;
      const data = (event as FormDataEvent).formData;
      for (const [name, value] of Object.entries(source)) data.set(name, value);
      data.set(SOURCE_FIELDS.page, path);
      data.set(SOURCE_FIELDS.device, device);
    },
    true,
  );

  /** Web Vitals waiting for the page to be hidden. */
  let vitals: Sent[] = [];
  const flush = () => {
    if (vitals.length) send(vitals.splice(0, 8));
  };
  const report = ({ name, value }: { name: string; value: number }) => {
    vitals = vitals.filter((v) => v.m !== name);
    vitals.push({ k: 'vital', m: name, x: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value) });
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  import(__VITALS_URL__).then(
    (w) => {
      for (const on of [w.onLCP, w.onINP, w.onCLS, w.onTTFB]) on(report);
    },
    () => {},
  );
}

if (!optedOut()) start();
