/**
 * A lead's source as the leads page and the CSV show it: one label and text
 * per stored field, "unknown" where nothing was stored (a lead from before
 * the insights, or a visitor who sent Global Privacy Control or Do Not Track).
 */
import type { Lead } from '../leads/store';

/** The source fields in display order: label and column. */
const FIELDS = [
  ['Landing page', 'source_landing'],
  ['Sent from', 'source_page'],
  ['Referrer', 'source_referrer'],
  ['utm_source', 'source_utm_source'],
  ['utm_medium', 'source_utm_medium'],
  ['utm_campaign', 'source_utm_campaign'],
  ['Edition', 'source_edition'],
  ['Device', 'source_device'],
] as const satisfies readonly (readonly [string, keyof Lead])[];

/** The labels of `leadSource`'s entries, in order (the CSV's header cells). */
export const SOURCE_LABELS = FIELDS.map(([label]) => label);

/** `[label, text]` for each source field of `lead`; a missing value reads "unknown" (a missing UTM value "none" when the rest is known). */
export function leadSource(lead: Partial<Pick<Lead, (typeof FIELDS)[number][1]>>): [label: string, text: string][] {
  const known = lead.source_page != null || lead.source_landing != null;
  return FIELDS.map(([label, column]) => [label, lead[column] ?? (known && label.startsWith('utm_') ? 'none' : 'unknown')]);
}
