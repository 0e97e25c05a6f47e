#!/usr/bin/env node
/**
 * `npm run check:content [slug ...]`: parses every content module with the
 * schema in src/content/schema.ts and prints each failure with its path.
 * With slugs, prints only the modules whose slug is named. Exits 1 on any
 * failure among those printed. It bundles the TypeScript with esbuild first,
 * so it needs no build step of its own.
 */
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const only = new Set(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), 'content-'));
const entry = join(dir, 'entry.ts');
const root = resolve('src/content');
writeFileSync(
  entry,
  `export { services, cities, posts } from ${JSON.stringify(join(root, 'index.ts'))};
export { Service, City, Post } from ${JSON.stringify(join(root, 'schema.ts'))};`,
);
const out = join(dir, 'entry.mjs');
await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error' });
const { services, cities, posts, Service, City, Post } = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });

let failed = 0;
let checked = 0;
for (const [kind, schema, list] of [
  ['service', Service, services],
  ['city', City, cities],
  ['post', Post, posts],
]) {
  for (const item of list) {
    if (only.size && !only.has(item.slug)) continue;
    checked++;
    const result = schema.safeParse(item);
    if (result.success) {
      console.log(`ok    ${kind} ${item.slug}`);
    } else {
      failed++;
      console.log(`FAIL  ${kind} ${item.slug}`);
      for (const issue of result.error.issues) console.log(`      ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
  }
}
console.log(`${checked - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
