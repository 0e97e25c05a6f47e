#!/usr/bin/env node
/**
 * The internal link graph of the served site: no indexable page is an orphan.
 *
 * `linkGraph(origin)` reads the indexable pages from `/sitemap.xml` (the
 * canonical URL of every indexable page), fetches each one and collects the
 * same-origin links of its main content: the `<main>` element without its
 * breadcrumb trail (`nav[aria-label="Breadcrumb"]`). The header, the footer
 * and the phone menu lie outside `<main>`, so they do not count. A page's
 * inbound count is the number of OTHER pages whose main content links to it
 * (several links from one page count once; a link to itself does not count).
 * Resolves to [{ path, inbound, from: [paths] }] in sitemap order.
 *
 * Run by itself (`node scripts/link-graph.mjs [origin]`) it prints the count
 * per page; without an origin it builds and serves the site first. Exits 1
 * when an indexable page has fewer than MIN_INBOUND. `npm run check` runs
 * the same check (scripts/check.mjs).
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';

/** The fewest links from other pages' main content an indexable page may have. */
export const MIN_INBOUND = 3;

export async function linkGraph(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = parse(sitemap)
    .querySelectorAll('loc')
    .map((loc) => new URL(loc.textContent.trim()).pathname);
  const inbound = new Map(pages.map((path) => [path, new Set()]));
  for (const source of pages) {
    const html = await (await fetch(origin + source)).text();
    const main = parse(html).querySelector('main');
    if (!main) continue;
    for (const trail of main.querySelectorAll('nav[aria-label="Breadcrumb"]')) trail.remove();
    for (const link of main.querySelectorAll('a[href]')) {
      const url = new URL(link.getAttribute('href'), origin + source);
      if (url.origin !== new URL(origin).origin || url.pathname === source) continue;
      inbound.get(url.pathname)?.add(source);
    }
  }
  return pages.map((path) => ({ path, inbound: inbound.get(path).size, from: [...inbound.get(path)] }));
}

/** Prints one line per page ("count  path"), lowest first marked FAIL under MIN_INBOUND; returns the failing rows. */
export function printGraph(rows) {
  for (const { path, inbound } of rows) console.log(`${inbound < MIN_INBOUND ? 'FAIL' : '    '}  ${String(inbound).padStart(3)}  ${path}`);
  return rows.filter((row) => row.inbound < MIN_INBOUND);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let origin = process.argv[2];
  let site;
  if (!origin) {
    await promisify(execFile)('node', ['scripts/build.mjs']);
    const { startSite } = await import('./serve.mjs');
    site = await startSite();
    origin = site.url;
  }
  try {
    const failing = printGraph(await linkGraph(origin));
    console.log(`${failing.length} of the indexable pages have fewer than ${MIN_INBOUND} links from other pages' main content`);
    process.exitCode = failing.length ? 1 : 0;
  } finally {
    site?.stop();
  }
}
