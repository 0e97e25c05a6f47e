#!/usr/bin/env node
/**
 * `npm run check:content [slug ...]`: parses every content module of both
 * editions with the schema in src/content/schema.ts (scripts/content-check.mjs,
 * which `npm run build` runs too) and prints each failure with its path. With
 * slugs, prints only the modules whose slug is named. Exits 1 on any failure
 * among those printed.
 */
import { checkContent } from './content-check.mjs';

const rows = await checkContent(new Set(process.argv.slice(2)));
for (const { edition, kind, slug, issues } of rows) {
  console.log(`${issues.length ? 'FAIL' : 'ok  '}  ${edition} ${kind} ${slug}`);
  for (const issue of issues) console.log(`      ${issue}`);
}
const failed = rows.filter((row) => row.issues.length).length;
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
