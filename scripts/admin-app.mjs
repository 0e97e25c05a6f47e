/**
 * The installable admin's build step (issue 31 §1), called by scripts/build.mjs:
 *
 * - the app icons, drawn with sharp from the site's mark (public/favicon.svg:
 *   the amber tile and the dark triangle): 192 and 512 px with the tile's
 *   rounded corners (`purpose: "any"`), and a 512 px maskable one, full-bleed
 *   amber with the triangle inside the central 80 % safe zone (W3C Web App
 *   Manifest, "maskable" icons), as `/assets/admin-icon-*-<hash>.png`. Public
 *   like every asset: a logo is no secret, and Chromium fetches manifest
 *   icons without credentials, which Access would refuse (docs/admin-and-access.md);
 * - `client/admin/app.ts` as `/assets/admin-app-<hash>.js`, linked by the admin layout only;
 * - the service worker client/admin/sw/sw.ts, bundled and minified, with the
 *   URLs it keeps for offline use (`precache`, the admin app script and the
 *   192 px icon added) and a version named after them, written as the asset
 *   `/assets/admin-sw-<hash>.js`: the Worker reads it through ASSETS and
 *   answers it at /admin/sw.js behind Access, the path that gives it the
 *   scope /admin/ (issue 40: kept out of the Worker's bundle). The asset's own
 *   URL is public like the admin app's script: code and asset URLs, no data.
 *
 * @returns `{ script, icons: [{ src, sizes, purpose }], serviceWorker }` for src/generated/assets.json
 */
import { build } from 'esbuild';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** The site's mark as a square SVG of `size` px; `maskable`: no rounded corners, the triangle scaled into the safe zone. */
function markSvg(size, maskable) {
  const mark = readFileSync('public/favicon.svg', 'utf8');
  if (!maskable) return Buffer.from(mark.replace('<svg ', `<svg width="${size}" height="${size}" `));
  // The favicon's shapes (viewBox 0 0 32 32), the triangle shrunk to 70 % around the centre: inside the 80 % circle.
  const shapes = mark.match(/<path[^>]*\/>/g)?.join('') ?? '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#f59e0b"/><g transform="translate(16 16.5) scale(0.7) translate(-16 -16.5)">${shapes}</g></svg>`,
  );
}

export async function buildAdminApp({ assets, common, precache }) {
  const icons = [];
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ]) {
    const png = await sharp(markSvg(size, purpose === 'maskable'), { density: 72 * (size / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    const file = `admin-icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}-${hashOf(png)}.png`;
    writeFileSync(join(assets, file), png);
    icons.push({ src: `/assets/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  }

  const app = await build({ ...common, entryPoints: { 'admin-app': 'client/admin/app.ts' } });
  const appFile = Object.keys(app.metafile.outputs).find((output) => output.endsWith('.js'));
  const script = `/assets/${basename(appFile)}`;

  const kept = [...precache, script, icons[0].src];
  const worker = await build({
    entryPoints: ['client/admin/sw/sw.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: ['es2022'],
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __ADMIN_ASSETS__: JSON.stringify(kept), __SW_VERSION__: JSON.stringify(hashOf(kept.join('\n'))) },
  });
  // A static asset the Worker reads through ASSETS and answers at /admin/sw.js (issue 40: 12 KiB out of the Worker).
  const code = worker.outputFiles[0].text;
  const swFile = `admin-sw-${hashOf(code)}.js`;
  writeFileSync(join(assets, swFile), code);
  return { script, icons, serviceWorker: `/assets/${swFile}` };
}
