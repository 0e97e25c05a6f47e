/**
 * The name of the directory the build writes the editions' parts to (scripts/build.mjs, step 4):
 * `content-<10 hex digits>`, the SHA-256 over every part's name and contents in order, so a change to any part's
 * contents or name, or to their order, gives a new directory and the immutable /assets/* caching holds (issue 45).
 * @param {Iterable<[string, string]>} parts each part's path under the directory and its JSON text
 * @returns {string}
 */
import { createHash } from 'node:crypto';

export function contentDirOf(parts) {
  const hash = createHash('sha256');
  for (const [name, json] of parts) hash.update(name).update(json);
  return `content-${hash.digest('hex').slice(0, 10)}`;
}
