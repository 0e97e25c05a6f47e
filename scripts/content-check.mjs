/**
 * The content check shared by `npm run check:content` (scripts/check-content.mjs)
 * and `npm run build` (scripts/build.mjs): every service, city and post module of
 * both editions (src/content/en/index.ts, src/content/es/index.ts) parsed with the
 * schema of src/content/schema.ts. It bundles the TypeScript with esbuild first,
 * so it needs no build step of its own.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Parses each content module (only those whose slug is in `only`, when it is
 * not empty) and returns one row per module: `{ edition, kind, slug, issues }`,
 * where `issues` lists the schema's failures as "path: message" (empty when the
 * module passes).
 */
export async function checkContent(only = new Set()) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  try {
    const root = resolve('src/content');
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `export * as en from ${JSON.stringify(join(root, 'en', 'index.ts'))};
export * as es from ${JSON.stringify(join(root, 'es', 'index.ts'))};
export { Service, City, Post } from ${JSON.stringify(join(root, 'schema.ts'))};`,
    );
    const out = join(dir, 'entry.mjs');
    // The content index reads the build manifest (src/generated/assets.json) for the Spanish edition's asset, which
    // the build writes after this check: the check reads both editions from source and needs none of it.
    const manifest = {
      name: 'build-manifest',
      setup(plugin) {
        plugin.onResolve({ filter: /generated\/assets\.json$/ }, () => ({ path: 'assets.json', namespace: 'build-manifest' }));
        plugin.onLoad({ filter: /.*/, namespace: 'build-manifest' }, () => ({ contents: '{}', loader: 'json' }));
      },
    };
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      logLevel: 'error',
      plugins: [manifest],
    });
    const { en, es, Service, City, Post } = await import(pathToFileURL(out).href);
    const rows = [];
    for (const [edition, content] of [
      ['en', en],
      ['es', es],
    ]) {
      for (const [kind, schema, list] of [
        ['service', Service, content.services],
        ['city', City, content.cities],
        ['post', Post, content.posts],
      ]) {
        for (const item of list) {
          if (only.size && !only.has(item.slug)) continue;
          const { error } = schema.safeParse(item);
          const issues = (error?.issues ?? []).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
          rows.push({ edition, kind, slug: item.slug, issues });
        }
      }
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
