#!/usr/bin/env node
/**
 * `npm run build`: builds the static assets directory `dist/` that wrangler
 * serves (see wrangler.toml [assets]).
 *
 * 1. copies `public/` into `dist/`;
 * 2. bundles the hydration entry `client/main.tsx` with esbuild into one
 *    minified, content-hashed ES module `dist/assets/main-<hash>.js`;
 * 3. compiles the Tailwind entry `client/styles.css` with the Tailwind CLI and
 *    writes it as `dist/assets/styles-<hash>.css`;
 * 4. appends the security headers of src/security.ts to `dist/_headers`
 *    (scripts/headers.mjs), so static files carry the pages' headers;
 * 5. writes `src/generated/assets.json`, the manifest ({ script, stylesheet }:
 *    URL paths) the renderer reads to link the hashed files.
 *
 * Exits non-zero if any step fails.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { writeSecurityHeaders } from './headers.mjs';

const dist = 'dist';
const assets = join(dist, 'assets');
const generated = join('src', 'generated');

rmSync(dist, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });
mkdirSync(generated, { recursive: true });
cpSync('public', dist, { recursive: true });

/** First 10 hex digits of the SHA-256 of a file's bytes. */
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

// 2. Hydration module.
const result = await build({
  entryPoints: { main: 'client/main.tsx' },
  bundle: true,
  format: 'esm',
  splitting: false,
  minify: true,
  target: ['es2022'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  outdir: assets,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'));
if (!script) throw new Error('esbuild produced no JavaScript output');

// 3. Stylesheet.
const cssTmp = join(dist, 'styles.tmp.css');
execFileSync(join('node_modules', '.bin', 'tailwindcss'), ['-i', 'client/styles.css', '-o', cssTmp, '--minify'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const css = readFileSync(cssTmp);
const stylesheet = join(assets, `styles-${hashOf(css)}.css`);
writeFileSync(stylesheet, css);
rmSync(cssTmp);

// 4. Security headers of static files.
await writeSecurityHeaders(join(dist, '_headers'));

// 5. Manifest for the renderer.
const manifest = { script: `/assets/${basename(script)}`, stylesheet: `/assets/${basename(stylesheet)}` };
const manifestFile = join(generated, 'assets.json');
const next = `${JSON.stringify(manifest, null, 2)}\n`;
// Rewrite only on change, so `wrangler dev` does not reload for nothing.
if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== next) writeFileSync(manifestFile, next);

const size = (file) => `${(readFileSync(file).length / 1024).toFixed(1)} KiB`;
console.log(`built ${manifest.script} (${size(script)}), ${manifest.stylesheet} (${size(stylesheet)})`);
