#!/usr/bin/env node
/**
 * `node scripts/import-graph.mjs [--pairs]`: prints, for each folder of `src/`
 * (a file directly in `src/` counts as its own row, and an area's admin part,
 * such as `booking/admin/`, too), the other folders of `src/` its
 * files import from (static, dynamic and type-only imports, by their relative
 * paths), as a Markdown table; then the pairs of folders that import each
 * other. Used to keep the layers of docs/architecture-and-request-flow.md
 * one-way; it reads files as text and writes nothing. Exit 0 always.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', 'src');
const SKIP = new Set(['generated']);

/** Every .ts/.tsx file below `dir`, as absolute paths. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The top folder of `src/` a path sits in, or a file's own name (without extension) directly in `src/`; null outside `src/`. */
function area(path) {
  const rel = relative(root, path);
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts.length === 1) return parts[0].replace(/\.(tsx?|json)$/, '');
  // An area's admin part (src/booking/admin/, src/push/admin/) is a row of its own: the admin's router mounts it.
  return parts.length > 2 && parts[1] === 'admin' ? `${parts[0]}/admin/` : `${parts[0]}/`;
}

const graph = new Map();
const SPEC = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
for (const file of files(root)) {
  const from = area(file);
  if (!graph.has(from)) graph.set(from, new Set());
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPEC)) {
    const to = area(resolve(dirname(file), spec));
    if (to && to !== from) graph.get(from).add(to);
  }
}

const rows = [...graph.keys()].sort();
console.log('| folder | imports from |');
console.log('| --- | --- |');
for (const folder of rows) console.log(`| ${folder} | ${[...graph.get(folder)].sort().join(', ') || '(nothing)'} |`);

/** The one sanctioned two-way pair: the admin's router mounts an area's admin part, which draws in the admin's layout. */
const seam = (a, b) => (a === 'admin/' && b.endsWith('/admin/')) || (b === 'admin/' && a.endsWith('/admin/'));
const pairs = [];
const seams = [];
for (const a of rows) for (const b of graph.get(a)) if (a < b && graph.get(b)?.has(a)) (seam(a, b) ? seams : pairs).push(`${a} <-> ${b}`);
console.log(`\nfolders that import each other: ${pairs.length ? pairs.join(', ') : 'none'}`);
if (seams.length) console.log(`the admin mounting an area's admin part (allowed): ${seams.join(', ')}`);
