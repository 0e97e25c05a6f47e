#!/usr/bin/env node
/**
 * `npm run build`: builds the static assets directory `dist/` that wrangler
 * serves (see wrangler.toml [assets]).
 *
 * 0. checks every content module of both editions with the schema, as
 *    `npm run check:content` does (scripts/content-check.mjs), and stops
 *    before touching `dist/` if any fails, so `npm run deploy` cannot ship
 *    invalid content;
 * 1. copies `public/` into `dist/`;
 * 2. bundles with esbuild, minified and content-hashed: each hydration
 *    bundle of client/bundles.ts (React and its islands, one self-contained
 *    ES module `dist/assets/hydrate-<name>-<hash>.js`), then the hydration
 *    entry, `client/main.ts` as `dist/assets/main-<hash>.js` (the admin links
 *    it) and as `src/generated/inline-script.json` (the public pages carry it
 *    inline, allowed by its hash in the CSP), with the
 *    bundles' URLs and islands defined as `__HYDRATION_BUNDLES__`, and the
 *    cookieless beacon `client/beacon.ts` (`dist/assets/beacon-<hash>.js`,
 *    whose URL is `__BEACON_URL__`) with the Web Vitals module it imports
 *    after idle (`client/vitals.ts`, `dist/assets/vitals-<hash>.js`);
 * 3. compiles the Tailwind entry `client/styles.css` with the Tailwind CLI and
 *    writes it as `dist/assets/styles-<hash>.css`;
 * 4. evaluates each edition (src/content/en/edition.ts, src/content/es/edition.ts:
 *    its services, cities, posts and single pages), checks that JSON keeps it
 *    unchanged, and writes one asset per part a page needs under
 *    `dist/assets/content-<hash>/<locale>/`: `pages.json`, `service/<slug>.json`,
 *    `city/<slug>.json`, `post/<slug>.json`, which a page's route loads on its
 *    first render in an isolate (src/content/edition.ts); and writes both
 *    editions' summaries (slugs, names, the cards' few fields) to
 *    `src/generated/content-index.json`, the only content of services, cities
 *    and posts the Worker bundles (issue 40), and their slugs alone to
 *    `src/generated/slugs.json`, which the Worker's entry reads at startup
 *    (src/cached-pages.ts);
 * 5. appends the security headers of src/security.ts to `dist/_headers`
 *    (scripts/headers.mjs), so static files carry the pages' headers, and
 *    writes them to `src/generated/security-headers.json` for the Worker's
 *    entry (src/worker.ts), which answers cached pages before the app loads;
 * 6. builds the installable admin (scripts/admin-app.mjs): its icons, its
 *    script `client/admin/app.ts` and its service worker (client/admin/sw/sw.ts,
 *    as `dist/assets/admin-sw-<hash>.js`, answered by the Worker at /admin/sw.js);
 *    then writes `src/generated/assets.json`, the manifest ({ script, stylesheet }:
 *    URL paths the renderer links; version: the build hash the page cache
 *    keys pages by; content: the directory of the editions' parts; admin: the
 *    installable admin's URLs);
 * 7. writes `src/generated/react-dom-server.edge.production.cjs`, React's edge
 *    renderer with string chunks encoded into its output view as React's Node
 *    build does (scripts/react-server-edge.mjs), which the Worker renders with
 *    in production (src/lib/react-dom-server-stream.cjs);
 * 8. writes `src/generated/phone-metadata.json`: the slice of the installed
 *    libphonenumber-js `min` metadata for the calling code +1 (the United
 *    States and the other countries of the North American Numbering Plan), the
 *    only numbers the lead forms accept; the lead path reads phones with it
 *    through `libphonenumber-js/core` (src/leads/phone-metadata.ts), about
 *    4 KB of the Worker instead of the whole world's 80 KB. Derived at every
 *    build, so it follows the package's updates.
 *
 * Exits non-zero if any step fails.
 */
import { build } from 'esbuild';
import { minify } from 'terser';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ADMIN_BUNDLES, HYDRATION_BUNDLES } from '../client/bundles.ts';
import { checkContent } from './content-check.mjs';
import { contentDirOf } from './content-dir.mjs';
import { securityHeaders, writeSecurityHeaders } from './headers.mjs';
import { deriveEdgeRenderer } from './react-server-edge.mjs';
import { buildAdminApp } from './admin-app.mjs';

/**
 * The summaries of an edition (the shape of `ContentIndex` in src/content/index.ts): per service its slug, name,
 * icon, category, summary, popularity and figures at a glance (the calculator's and quote's prices, the same figures in
 * both editions; the Spanish labels name the quote's suggested lines); per city its slug, name, county and emphasis; per post its slug, title, excerpt,
 * dates, category, read time and the services its body links; and the single pages' paths (the sitemap's). The order is the edition's display order.
 * @param {{ services: object[], cities: object[], posts: object[], pages: object }} edition an edition as src/content/edition.ts types it
 */
function summariesOf({ services, cities, posts, pages }) {
  const pick = (item, keys) => Object.fromEntries(keys.filter((key) => item[key] !== undefined).map((key) => [key, item[key]]));
  return {
    services: services.map((s) => pick(s, ['slug', 'name', 'icon', 'category', 'summary', 'popular', 'atGlance'])),
    cities: cities.map((c) => pick(c, ['slug', 'name', 'county', 'emphasis'])),
    posts: posts.map((p) => ({
      ...pick(p, ['slug', 'title', 'excerpt', 'publishedDate', 'modifiedDate', 'category', 'readTimeMinutes']),
      // The services its body's "services" blocks link (a service page's related articles).
      services: [...new Set(p.body.flatMap((b) => (b.type === 'services' ? b.items.map((i) => i.service) : [])))],
    })),
    paths: {
      ...Object.fromEntries(Object.entries(pages).flatMap(([name, page]) => (typeof page.path === 'string' ? [[name, page.path]] : []))),
      privacy: pages.legal.privacy.path,
      terms: pages.legal.terms.path,
    },
  };
}

// 0. Content: the schema of src/content/schema.ts over both editions.
const invalid = (await checkContent()).filter((row) => row.issues.length);
if (invalid.length) {
  for (const { edition, kind, slug, issues } of invalid) {
    console.error(`invalid content: ${edition} ${kind} ${slug}`);
    for (const issue of issues) console.error(`  ${issue}`);
  }
  console.error(`build stopped: ${invalid.length} content module(s) fail the schema (npm run check:content)`);
  process.exit(1);
}

const dist = 'dist';
const assets = join(dist, 'assets');
const generated = join('src', 'generated');

rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });
mkdirSync(generated, { recursive: true });
cpSync('public', dist, { recursive: true });

/** Writes `text` to `file` only when it differs from what the file holds, so `wrangler dev` does not reload for nothing. */
function writeIfChanged(file, text) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/**
 * Writes `src/generated/inline-script.json`, `{ code, hash }`: the hydration entry the public pages carry inline
 * (src/render.tsx) and its CSP hash-source (`sha256-<base64>`, CSP3 §8.4), which src/security.ts allows (rewritten
 * only on change).
 *
 * @throws when the code holds `</script` or `<!--` (HTML §4.12.1.3, restrictions for contents of script elements:
 *   either would end the element early or change how it parses)
 */
function writeInlineScript(code) {
  assert.ok(!/<\/script|<!--/i.test(code), 'the inline hydration entry must not hold "</script" or "<!--"');
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  writeIfChanged(join(generated, 'inline-script.json'), `${JSON.stringify({ code, hash }, null, 2)}\n`);
}

/** First 10 hex digits of the SHA-256 of a file's bytes. */
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

// 2. Hydration bundles, then the entry that knows their URLs.
/** esbuild options shared by the hydration bundles and the entry. */
const common = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2022'],
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  outdir: assets,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};
/** The URL path of the one JavaScript output of an esbuild result. */
const outputUrl = (result) => {
  const file = Object.keys(result.metafile.outputs).find((output) => output.endsWith('.js'));
  if (!file) throw new Error('esbuild produced no JavaScript output');
  return `/assets/${basename(file)}`;
};
/**
 * Minifies a hydration bundle a second time with terser (two compress
 * passes, top-level names mangled, as an ES module), after esbuild's minify:
 * about 1.1 KB less gzip on a 74 KB bundle, the room the estimate forms'
 * photo field needed under the 75 KB budget. A build step only: nothing of
 * it reaches the browser or the Worker.
 */
const compact = async (code) => {
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2, unsafe: true, unsafe_arrows: true, unsafe_methods: true, unsafe_comps: true, pure_getters: true },
    mangle: true,
    format: { comments: false },
  });
  if (!result.code) throw new Error('terser produced no code');
  return result.code;
};
const bundles = [];
for (const [name, islands] of Object.entries(HYDRATION_BUNDLES)) {
  // The registry's named exports: esbuild keeps only the islands this bundle names.
  const contents = [
    `import * as registry from '${ADMIN_BUNDLES.includes(name) ? './src/admin/islands/registry' : './src/islands/registry'}';`,
    `import { hydrateIslands } from './client/hydrate';`,
    `const islands = { ${islands.map((island) => `${island}: registry.${island}`).join(', ')} };`,
    `export const hydrate = (markers, onDone) => hydrateIslands(markers, islands, onDone);`,
  ].join('\n');
  const result = await build({
    ...common,
    stdin: { contents, resolveDir: process.cwd(), sourcefile: `hydrate-${name}.tsx`, loader: 'tsx' },
    outdir: undefined,
    outfile: join(assets, `hydrate-${name}.js`),
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const code = await compact(result.outputFiles[0].text);
  const file = `hydrate-${name}-${hashOf(code)}.js`;
  writeFileSync(join(assets, file), code);
  bundles.push({ name, url: `/assets/${file}`, islands, bytes: code.length });
}
// The Web Vitals module, then the beacon that imports it after idle (their own files, outside every hydration bundle).
const vitals = await build({ ...common, entryPoints: { vitals: 'client/vitals.ts' } });
const beacon = await build({
  ...common,
  entryPoints: { beacon: 'client/beacon.ts' },
  define: { __VITALS_URL__: JSON.stringify(outputUrl(vitals)) },
});
const entry = await build({
  ...common,
  entryPoints: { main: 'client/main.ts' },
  define: {
    __HYDRATION_BUNDLES__: JSON.stringify(bundles.map(({ url, islands }) => ({ url, islands }))),
    __BEACON_URL__: JSON.stringify(outputUrl(beacon)),
  },
});
const script = join(dist, outputUrl(entry));
// The entry, minified again like the bundles (its name's hash is esbuild's, from the same input, so it still names one content).
const entryCode = await compact(readFileSync(script, 'utf8'));
writeFileSync(script, entryCode);
// The same entry, inline in every public page (src/render.tsx): a module script file costs a slow phone a request on
// a connection of its own before the first paint (issue 48). The CSP allows exactly this code by its SHA-256 (CSP3
// §8.4 "hash-source"; src/security.ts); the admin keeps the file, which its service worker precaches.
writeInlineScript(entryCode);

// 3. Stylesheet.
const cssTmp = join(dist, 'styles.tmp.css');
execFileSync(join('node_modules', '.bin', 'tailwindcss'), ['-i', 'client/styles.css', '-o', cssTmp, '--minify'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const css = readFileSync(cssTmp);
const stylesheet = join(assets, `styles-${hashOf(css)}.css`);
writeFileSync(stylesheet, css);
rmSync(cssTmp);

// 4. Both editions (src/content/en/edition.ts, src/content/es/edition.ts) as static assets, one per part a page needs
// (the single pages' copy, each service, city and post), which the route of a page loads when it first renders in an
// isolate (src/content/edition.ts): evaluated here in Node, so the Worker neither bundles nor evaluates them
// (issue 40); and their summaries, the few fields the menus, links, cards, sitemap, lead forms and admin read, as
// src/generated/content-index.json, which the Worker bundles (src/content/index.ts).
const parts = [];
const summaries = {};
for (const locale of ['en', 'es']) {
  const editionBuild = await build({
    entryPoints: [`src/content/${locale}/edition.ts`],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
  });
  const { default: edition } = await import(
    `data:text/javascript;base64,${Buffer.from(editionBuild.outputFiles[0].contents).toString('base64')}`
  );
  // JSON keeps only data: a function, an undefined field or a Date in the content would come back changed.
  assert.deepStrictEqual(JSON.parse(JSON.stringify(edition)), edition, `the ${locale} edition must survive JSON unchanged`);
  parts.push([`${locale}/pages.json`, JSON.stringify(edition.pages)]);
  for (const [kind, list] of [
    ['service', edition.services],
    ['city', edition.cities],
    ['post', edition.posts],
  ])
    for (const item of list) parts.push([`${locale}/${kind}/${item.slug}.json`, JSON.stringify(item)]);
  summaries[locale] = summariesOf(edition);
}
// One directory per content version: its name is a hash of every part, so the immutable /assets/* caching holds.
const contentDir = contentDirOf(parts);
for (const [name, json] of parts) {
  mkdirSync(join(assets, contentDir, dirname(name)), { recursive: true });
  writeFileSync(join(assets, contentDir, name), json);
}
const indexFile = join(generated, 'content-index.json');
const indexJson = `${JSON.stringify(summaries)}\n`;
writeIfChanged(indexFile, indexJson);
// The slug index, from the same summaries: which service, city and post pages exist, in display order, without
// their content (a few hundred bytes): the Worker's entry reads it at startup, before the app and its content load
// (src/cached-pages.ts). The editions share their slugs, so one list serves both.
const slugsOf = (summary) => ({
  services: summary.services.map((s) => s.slug),
  cities: summary.cities.map((c) => c.slug),
  posts: summary.posts.map((p) => p.slug),
});
assert.deepStrictEqual(slugsOf(summaries.es), slugsOf(summaries.en), 'both editions must list the same slugs in the same order');
const slugsFile = join(generated, 'slugs.json');
const slugsJson = `${JSON.stringify(slugsOf(summaries.en))}\n`;
writeIfChanged(slugsFile, slugsJson);

// 5. Security headers of static files, and of the pages the Worker's entry answers before the app loads (src/worker.ts).
await writeSecurityHeaders(join(dist, '_headers'));
writeFileSync(join(generated, 'security-headers.json'), `${JSON.stringify(await securityHeaders(), null, 2)}\n`);

// 6. The installable admin, then the manifest for the renderer.
// The build version: a hash of what the pages are made from (the Worker's sources, the locked dependencies, the
// static files and the hashed assets' names). The page cache keys pages by it (src/page-cache.ts): a deploy that
// changes a page changes the version, and a restart of `wrangler dev` without a change keeps it.
const versionHash = createHash('sha256');
const sources = ['src', 'public']
  .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => entry))
  .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(generated))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();
for (const file of [...sources, 'package-lock.json']) versionHash.update(file).update(readFileSync(file));
versionHash.update(script).update(stylesheet);
// The installable admin (scripts/admin-app.mjs): its icons, its own script and its service worker.
const admin = await buildAdminApp({
  assets,
  common,
  precache: [
    `/assets/${basename(script)}`,
    `/assets/${basename(stylesheet)}`,
    ...bundles.filter((bundle) => ADMIN_BUNDLES.includes(bundle.name)).map((bundle) => bundle.url),
  ],
});
const manifest = {
  script: `/assets/${basename(script)}`,
  stylesheet: `/assets/${basename(stylesheet)}`,
  version: versionHash.digest('hex').slice(0, 16),
  content: `/assets/${contentDir}`,
  admin,
};
const manifestFile = join(generated, 'assets.json');
const next = `${JSON.stringify(manifest, null, 2)}\n`;
writeIfChanged(manifestFile, next);

// 7. The Worker's production renderer, derived from the installed react-dom (rewritten only on change, as above).
const renderer = deriveEdgeRenderer(readFileSync('node_modules/react-dom/cjs/react-dom-server.edge.production.js', 'utf8'));
const rendererFile = join(generated, 'react-dom-server.edge.production.cjs');
writeIfChanged(rendererFile, renderer);

// 8. The phone metadata of the calling code +1 (the package's documented "custom metadata" for `libphonenumber-js/core`).
const phoneMetadata = JSON.parse(readFileSync('node_modules/libphonenumber-js/metadata.min.json', 'utf8'));
const nanp = phoneMetadata.country_calling_codes['1'];
assert.ok(nanp?.includes('US'), 'libphonenumber-js metadata: no calling code 1 with US');
const phoneSlice = `${JSON.stringify({
  version: phoneMetadata.version,
  country_calling_codes: { 1: nanp },
  countries: Object.fromEntries(nanp.map((country) => [country, phoneMetadata.countries[country]])),
})}\n`;
const phoneFile = join(generated, 'phone-metadata.json');
writeIfChanged(phoneFile, phoneSlice);

const size = (file) => `${(readFileSync(file).length / 1024).toFixed(1)} KiB`;
console.log(
  `built ${manifest.script} (${size(script)}), ${outputUrl(beacon)} (${size(join(dist, outputUrl(beacon)))}), ${outputUrl(vitals)} (${size(join(dist, outputUrl(vitals)))}), ${bundles.map((b) => `${b.url} (${(b.bytes / 1024).toFixed(1)} KiB)`).join(', ')}, ${manifest.stylesheet} (${size(stylesheet)})`,
);
