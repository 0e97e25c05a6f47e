/**
 * The content version: a string that changes whenever a project is published,
 * edited, unpublished or deleted. The page cache keys every page by it
 * (src/page-cache.ts), so a change shows on every page that lists projects
 * without purging anything: the next request at each location asks for a key
 * that no cache holds yet and renders afresh.
 *
 * It lives in KV (`SITE_STATE`, key `content-version`), read with a `cacheTtl`
 * of 30 s (KV keeps reads at each location for that long) and kept in the
 * isolate for 10 s, so a page hit costs a KV read at most every 10 s per
 * isolate. A change shows everywhere within about 40 s, and at once in the
 * isolate that made it.
 *
 * The version also says how many projects are published, after a dot
 * ("mi1x2k9c3f0a.6"), so every page knows whether to link the gallery
 * ("Projects" in the header, the phone menu and the footer) from the read it
 * makes anyway, without asking D1.
 */
import { logFailure } from './log';

/** The KV key of the content version. */
const KEY = 'content-version';
/** How long a location's KV keeps a read, in seconds (the least KV allows is 30). */
const KV_CACHE_TTL_S = 30;
/** How long this isolate reuses a read, in ms. */
const ISOLATE_TTL_MS = 10_000;

let kept: { value: string; until: number } | undefined;

/** The version this isolate read less than 10 s ago, or undefined (then `contentVersion` asks KV). */
export function keptContentVersion(now = Date.now()): string | undefined {
  return kept && now < kept.until ? kept.value : undefined;
}

/**
 * The current content version: "0" before any project was ever saved.
 * A KV failure answers the last version this isolate knew (or "0") and logs it: pages stay up.
 * @param kv the `SITE_STATE` namespace
 * @param now the time, in ms since the epoch
 */
export async function contentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (kept && now < kept.until) return kept.value;
  try {
    const value = (await kv.get(KEY, { cacheTtl: KV_CACHE_TTL_S })) ?? '0';
    kept = { value, until: now + ISOLATE_TTL_MS };
    return value;
  } catch (error) {
    logFailure('content_version_unreadable', error);
    return kept?.value ?? '0';
  }
}

/**
 * How many projects were published when `version` was made, or undefined for a
 * version that does not say ("0", nothing ever saved; one written before
 * the count was kept, which the next change of a project replaces).
 */
export function publishedCountOf(version: string): number | undefined {
  const count = /\.(\d{1,9})$/.exec(version)?.[1];
  return count === undefined ? undefined : Number(count);
}

/**
 * Whether the site has a published project, by the content version: the count it
 * carries; for a version without one, whether any project was ever saved ("0": none).
 */
export const hasPublishedProjects = (version: string): boolean => (publishedCountOf(version) ?? (version === '0' ? 0 : 1)) > 0;

/**
 * Gives the content a new version (after a project changed) and uses it in this isolate at once.
 * @param published how many projects are published now (`countPublishedProjects`)
 * @returns the new version: the time in base 36, a random suffix, a dot and `published`
 * @throws what KV throws; the change itself is stored, so the caller tells the person the pages may take a while
 */
export async function bumpContentVersion(kv: KVNamespace, published: number, now = Date.now()): Promise<string> {
  const value = `${now.toString(36)}${crypto.randomUUID().slice(0, 4)}.${published}`;
  kept = { value, until: now + ISOLATE_TTL_MS };
  await kv.put(KEY, value);
  return value;
}
