#!/usr/bin/env node
/**
 * `node scripts/check-docs.mjs` (the second half of `npm run lint`): keeps the
 * README and docs/ readable. No dependencies. Fails (exit 1, one line per
 * problem with the file, line and the paragraph's first words) when:
 *
 * - README.md is over 15,000 characters;
 * - a paragraph of README.md or docs/*.md is over 1,000 characters. A
 *   paragraph is a block of lines between blank lines; each list item and
 *   each table row counts alone (a list item's continuation lines belong to
 *   it), and so does each blank-line-separated part of a fenced code block;
 * - a relative link of those files points to a file that does not exist, or
 *   its `#anchor` to a heading that the target Markdown file does not have
 *   (headings slugged as GitHub does).
 *
 * Characters are Unicode code points.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX = 15_000;
const PARAGRAPH_MAX = 1_000;

const length = (text) => [...text].length;
const firstWords = (text) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ');
  return words.length > 70 ? `${words.slice(0, 70)}…` : words;
};

const FENCE = /^\s*(```|~~~)/;
const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s/;
const TABLE_ROW = /^\s*\|/;

/** The paragraphs of a Markdown text, as { line (1-based), text }: list items and table rows alone. */
export function paragraphs(markdown) {
  const lines = markdown.split(/\r?\n/);
  const units = [];
  let current = null;
  let inFence = false;
  const close = () => {
    if (current) units.push({ line: current.line, text: current.lines.join('\n') });
    current = null;
  };
  const open = (index) => {
    close();
    current = { line: index + 1, lines: [] };
  };
  lines.forEach((line, index) => {
    if (FENCE.test(line)) {
      if (!current) open(index);
      current.lines.push(line);
      inFence = !inFence;
      return;
    }
    if (line.trim() === '') {
      close();
      return;
    }
    if (!inFence && (LIST_ITEM.test(line) || TABLE_ROW.test(line) || (current && TABLE_ROW.test(current.lines[0])))) open(index);
    else if (!current) open(index);
    current.lines.push(line);
  });
  close();
  return units;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2…). */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let inFence = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The links of a Markdown text outside code, as { line, target }. */
function linksOf(markdown) {
  const links = [];
  let inFence = false;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (FENCE.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const text = line.replace(/`[^`]*`/g, '');
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: index + 1, target: match[1] });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
    if (definition) links.push({ line: index + 1, target: definition[1] });
  });
  return links;
}

const problems = [];
const files = [
  'README.md',
  ...(existsSync(join(ROOT, 'docs'))
    ? readdirSync(join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []),
];
const anchorCache = new Map();
const anchors = (path) => {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
  return anchorCache.get(path);
};

let longest = { size: 0 };
for (const file of files) {
  const path = join(ROOT, file);
  const markdown = readFileSync(path, 'utf8');
  if (file === 'README.md' && length(markdown) > README_MAX)
    problems.push(`${file}: ${length(markdown)} characters, more than ${README_MAX}`);
  for (const { line, text } of paragraphs(markdown)) {
    const size = length(text);
    if (size > longest.size) longest = { size, where: `${file}:${line}` };
    if (size > PARAGRAPH_MAX)
      problems.push(`${file}:${line}: paragraph of ${size} characters, more than ${PARAGRAPH_MAX}: "${firstWords(text)}"`);
  }
  for (const { line, target } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath, anchor] = target.split('#', 2);
    const linked = rawPath ? resolve(dirname(path), decodeURIComponent(rawPath)) : path;
    const shown = relative(ROOT, linked) || '.';
    if (!existsSync(linked)) {
      problems.push(`${file}:${line}: link to ${target}: ${shown} does not exist`);
      continue;
    }
    if (anchor && linked.endsWith('.md') && statSync(linked).isFile() && !anchors(linked).has(decodeURIComponent(anchor).toLowerCase()))
      problems.push(`${file}:${line}: link to ${target}: ${shown} has no heading #${anchor}`);
  }
}

if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`check-docs: ${problems.length} problem${problems.length === 1 ? '' : 's'} in README.md and docs/`);
  process.exit(1);
}
console.log(
  `check-docs: ${files.length} files fine (README.md ${length(readFileSync(join(ROOT, 'README.md'), 'utf8'))} characters; longest paragraph ${longest.size}, ${longest.where})`,
);
