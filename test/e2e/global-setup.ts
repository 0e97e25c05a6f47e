import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';

/**
 * Installs the MDN HTTP Observatory grader (tools/observatory, locked by its
 * own package-lock.json) without its install scripts, which download
 * certificate and HSTS preload lists and fail offline; that is why it is not
 * among the site's packages, whose `npm install` runs install scripts. The
 * grader still reads `conf/hsts-preload.json`, so an empty list is written
 * there (our origin is not preloaded, and the grade does not depend on it).
 */
function provideObservatory() {
  const toolDir = join('tools', 'observatory');
  const packageDir = join(toolDir, 'node_modules', '@mdn', 'mdn-http-observatory');
  if (!existsSync(packageDir))
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

/**
 * Builds the assets, starts `wrangler dev` on a free port (its D1 database
 * migrated, in a temporary directory) and shares with the tests its URL as
 * `inject('baseUrl')`, that directory as `inject('persistTo')`, and the file
 * that collects what wrangler and the Worker print as `inject('siteLog')`.
 */
export default async function setup(project: TestProject) {
  provideObservatory();
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'site-log-'));
  const siteLog = join(dir, 'wrangler.log');
  // Every booking of the browser tests comes from localhost: the bound of 3 live bookings per client is lifted.
  const site = await startSite({ logFile: siteLog, vars: { BOOKINGS_PER_CLIENT: '1000' } });
  project.provide('baseUrl', site.url);
  project.provide('persistTo', site.persistTo);
  project.provide('siteLog', siteLog);
  return () => {
    site.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistTo: string;
    siteLog: string;
  }
}
