/**
 * The one place the Worker writes to Workers Analytics Engine (binding
 * `EVENTS` of wrangler.toml, optional: without it nothing is written).
 * Locally the binding accepts writes and keeps nothing, so the tests hand the
 * Worker a recording stand-in for `EVENTS` and read what it was given.
 */
import { logFailure } from '../lib/log';
import type { CountedEvent } from './events';

/**
 * Writes one data point per event: blobs [kind, path, edition, device,
 * referrer, template, metric], doubles [value] (a Web Vitals value, else 1),
 * indexed by kind. Nothing that identifies a person: the same fields as the
 * daily counts. Never throws: a failed write is logged and dropped.
 */
export function writeEvents(dataset: AnalyticsEngineDataset | undefined, events: readonly CountedEvent[]): void {
  if (!dataset) return;
  try {
    for (const e of events)
      dataset.writeDataPoint({
        indexes: [e.kind],
        blobs: [e.kind, e.path, e.edition, e.device, e.referrer, e.template, e.metric ?? ''],
        doubles: [e.value ?? 1],
      });
  } catch (error) {
    logFailure('analytics_engine_write_failed', error);
  }
}
