import { build } from 'esbuild';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIMARY_PATHS, SPANISH_PATHS } from '../routes';

/**
 * The Worker's production renderer: React's edge build with string
 * chunks encoded straight into its 4,096-byte output view
 * (scripts/react-server-edge.mjs), which `npm run build` writes and
 * wrangler.toml's `react-dom/server` alias loads when NODE_ENV is production.
 * A visitor and a search engine must get the very bytes React's published
 * edge build gives. The Worker is bundled twice as `wrangler deploy` bundles
 * it (production React, workerd conditions): once with its own
 * `react-dom/server` alias, which loads the renderer the global setup's
 * `npm run build` wrote, once with React's published edge build. Every page
 * of both editions, the 404 pages and a page rendered from its query are
 * compared byte for byte. The page cache is off, so each answer is a fresh
 * render.
 */
type Worker = { fetch: (request: Request, env: object, ctx: object) => Promise<Response> };
const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
const workers: Record<'derived' | 'published', Worker> = {} as never;

/** A stand-in for `cloudflare:workers` in Node: the `DurableObject` base class keeps `ctx` and `env` (no page uses it). */
function durableObjectStub(): string {
  const file = join(dir, 'cloudflare-workers.mjs');
  writeFileSync(file, 'export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }\n');
  return file;
}

/** The Worker bundled with `react-dom/server` aliased to `renderer` (a path from the project root), NODE_ENV production. */
async function bundle(name: string, renderer: string): Promise<Worker> {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: ['src/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    // The one runtime module the Worker imports (the calendar's Durable Object base class), stood in for Node.
    alias: { 'react-dom/server': resolve(renderer), 'cloudflare:workers': durableObjectStub() },
    external: ['node:*'],
    outfile,
    logLevel: 'error',
  });
  return (await import(pathToFileURL(outfile).href)).default as Worker;
}

/** The bindings a page GET reads: the site's origin, production errors, no page cache, and the static files of dist/. */
const env = {
  SITE_URL: 'https://www.goldentriangleconcrete.example',
  ENVIRONMENT: 'production',
  PAGE_CACHE: 'off',
  ASSETS: {
    fetch: async (input: string | URL | Request) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'https://assets.invalid');
      return new Response(readFileSync(join('dist', pathname)));
    },
  },
};
const ctx = { waitUntil() {}, passThroughOnException() {} };

/** The answer of a Worker to GET `path`: status and body bytes. */
async function page(worker: Worker, path: string) {
  const res = await worker.fetch(new Request(`${env.SITE_URL}${path}`), env, ctx);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  workers.derived = await bundle('derived', 'src/lib/react-dom-server-stream.cjs');
  workers.published = await bundle('published', 'node_modules/react-dom/cjs/react-dom-server.edge.production.js');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the production renderer', () => {
  it.each([...PRIMARY_PATHS, ...SPANISH_PATHS, '/contact?service=Concrete+Driveways', '/no-such-page', '/es/no-such-page'])(
    '%s: the same bytes as React’s published edge build',
    async (path) => {
      const [ours, theirs] = [await page(workers.derived, path), await page(workers.published, path)];
      expect(ours.status).toBe(theirs.status);
      expect(ours.bytes.byteLength).toBeGreaterThan(10_000);
      expect(Buffer.from(ours.bytes).equals(Buffer.from(theirs.bytes))).toBe(true);
    },
  );
});
