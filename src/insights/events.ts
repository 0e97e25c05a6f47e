/**
 * The beacon's wire format, shared by the browser module (client/beacon.ts)
 * and the Worker (src/insights/beacon.ts). Imports nothing, so the browser
 * module stays small (budget 1.5 KB gzip, scripts/check-budgets.mjs).
 *
 * A beacon is one `navigator.sendBeacon(BEACON_PATH, JSON text)`, which the
 * browser sends as `text/plain;charset=UTF-8`:
 * `{ "v": 1, "p": "/contact", "d": "phone", "r": "google.com", "e": [{ "k": "view" }, { "k": "vital", "m": "LCP", "x": 1830 }] }`
 * - `v`: `BEACON_VERSION`; anything else is refused (400);
 * - `p`: the page's path (`location.pathname`);
 * - `d`: the device class from the viewport width (`DEVICES`);
 * - `r`: the referring site's domain, 'direct' or 'internal';
 * - `e`: 1 to `MAX_EVENTS` events, each a kind of `EVENT_KINDS`; a `vital`
 *   carries the metric `m` (`VITAL_METRICS`) and its value `x` (ms; CLS unitless).
 */

/** Where the beacon posts. */
export const BEACON_PATH = '/insights/beacon';
/** The version of the wire format; the Worker refuses any other. */
export const BEACON_VERSION = 1;
/** The most bytes a beacon body may have; a larger one is refused (400). */
export const MAX_BEACON_BYTES = 2048;
/** The most events one beacon carries. */
export const MAX_EVENTS = 8;

/**
 * What a beacon counts: a page view, a tap on a `tel:` link, on an estimate
 * button, on the calculator's hand-off to the contact form, on the language
 * switcher, a lead form started (its first input), a missing page (404) and
 * a Web Vitals value. A form sent ('sent') is counted by the Worker when it
 * stores a lead, with or without JavaScript, never from a beacon.
 */
export const EVENT_KINDS = ['view', 'tel', 'estimate', 'calc', 'lang', 'start', 'missing', 'vital'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** The kinds kept in the daily counts: the beacon's kinds but `vital`, and 'sent'. */
export type CountKind = Exclude<EventKind, 'vital'> | 'sent';

/** Device classes, from the viewport width in CSS px: phone below 768, tablet below 1100, else desktop. */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number] | 'unknown';

/** The Web Vitals sent (web-vitals library): LCP, INP, TTFB in ms, CLS unitless. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The sessionStorage key of the visit's source (client/beacon.ts), written on the visit's first page. */
export const SOURCE_STORAGE_KEY = 'gtc-source';

/**
 * The names of the lead source fields a form post carries when JavaScript
 * ran (added by client/beacon.ts to the form's data through the `formdata`
 * event): the landing page, the page sent from, the referring domain, the
 * three UTM values and the device class.
 */
export const SOURCE_FIELDS = {
  landing: 'src_landing',
  page: 'src_page',
  referrer: 'src_ref',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  device: 'src_device',
} as const;

/** One event as counted: what the queue carries and the consumer adds to the daily counts. Nothing in it identifies a person. */
export interface CountedEvent {
  kind: CountKind | 'vital';
  /** A known page path, or for 'missing' the sanitised path asked for. */
  path: string;
  edition: 'en' | 'es';
  device: Device;
  /** The referring site's domain, 'direct' or 'internal' for a view; '' for an action. */
  referrer: string;
  /** The page's template (paths.ts), for the Web Vitals report. */
  template: string;
  /** A vital's metric and value (ms, or the CLS score). */
  metric?: VitalMetric;
  value?: number;
}

/** A message of `EVENT_QUEUE`: the events of one beacon (or one stored lead) and the UTC day they came in on. */
export interface EventMessage {
  day: string;
  events: CountedEvent[];
}
