/**
 * The house's size rule (issue 36): no source file outside `src/content/` (words and figures, which are data) and
 * `src/generated/` (built) is over MAX_LINES lines, so a file holds one concept and stays readable on review.
 * Prints each file over the limit with its count and exits 1; prints the largest file and exits 0 otherwise.
 * Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Most lines a source file may have. */
const MAX_LINES = 450;
/** Folders whose files are counted, and the ones left out (data and built files). */
const ROOTS = ['src', 'client', 'workers'];
const LEFT_OUT = ['src/content', 'src/generated'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** Every source file below `dir`, as paths relative to the project. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (LEFT_OUT.includes(path) || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const counts = ROOTS.flatMap((root) => [...sourceFiles(root)]).map((path) => ({
  path,
  lines: readFileSync(path, 'utf8').split('\n').length - 1,
}));
counts.sort((a, b) => b.lines - a.lines);
const over = counts.filter((file) => file.lines > MAX_LINES);
if (over.length) {
  for (const file of over) console.error(`check-files: ${file.path} has ${file.lines} lines, over ${MAX_LINES}: split it by concept`);
  process.exit(1);
}
console.log(`check-files: ${counts.length} source files at most ${MAX_LINES} lines (largest ${counts[0]?.path}, ${counts[0]?.lines})`);
