import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';

/**
 * Builds the assets, starts `wrangler dev` on a free port and shares its URL
 * with the tests as `inject('baseUrl')`, and the file that collects what
 * wrangler and the Worker print as `inject('siteLog')`.
 */
export default async function setup(project: TestProject) {
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'site-log-'));
  const siteLog = join(dir, 'wrangler.log');
  const site = await startSite({ logFile: siteLog });
  project.provide('baseUrl', site.url);
  project.provide('siteLog', siteLog);
  return () => {
    site.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteLog: string;
  }
}
