/**
 * A town as people write it, matched to a served town (issue 37 §2): pure,
 * no I/O. The list of towns and their ZIPs is content (src/content/service-towns.ts).
 */
import type { ServedTown } from '../content/service-towns';

/** What a typed town is: a served town (its name as the site writes it), outside the area, or nothing typed. */
export type TownMatch = { kind: 'served'; town: string } | { kind: 'outside' } | { kind: 'empty' };

/** A US ZIP, optionally ZIP+4 ("77627", "77627-1234"), as its own word. */
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;
/** The state written after the town: "TX", "T.X.", "Tex", "Texas", with an optional country. */
const STATE = /(?:\s+(?:tx|t x|tex|texas))?(?:\s+(?:us|usa|u s a|u s))?$/;

/** Lower case, accents dropped, punctuation as spaces, spaces collapsed: "Nederland,  TX." → "nederland tx". */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A name compared without its spaces and hyphens, so "Beaux Art Gardens" is "Beauxart Gardens". */
const key = (name: string) => plain(name).replace(/[\s-]/g, '');

/**
 * The served town a visitor's "Town" answer names.
 * @param typed what was typed: "Nederland", "nederland, tx", "Nederland TX 77627", "77627", "Port Arthur, Texas"
 * @param towns the served towns with their ZIPs
 * @returns `served` with the town's own spelling when the words, once the ZIP, the state ("TX", "Texas") and the
 *   punctuation are removed, are a served town's name (case- and accent-insensitive), or else when a ZIP typed is one of
 *   a served town's; `empty` when nothing but spaces and punctuation was typed; `outside` otherwise.
 */
export function matchTown(typed: string, towns: readonly ServedTown[]): TownMatch {
  const text = plain(typed.slice(0, 200));
  if (!text) return { kind: 'empty' };
  const zips = [...text.matchAll(ZIP)].map((m) => m[1] ?? '');
  const words = text.replace(ZIP, ' ').replace(/\s+/g, ' ').trim().replace(STATE, '').trim();
  if (words) {
    const named = towns.find((town) => key(town.name) === key(words));
    if (named) return { kind: 'served', town: named.name };
  }
  const zipped = towns.find((town) => zips.some((zip) => town.zips.includes(zip)));
  return zipped ? { kind: 'served', town: zipped.name } : { kind: 'outside' };
}
