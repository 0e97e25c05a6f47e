/** Types of scripts/content-dir.mjs, for the test that imports it. */
export function contentDirOf(parts: Iterable<[string, string]>): string;
