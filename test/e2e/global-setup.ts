import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';

/**
 * The MDN HTTP Observatory package is installed without its install script,
 * which downloads the HSTS preload list and fails offline; its grader still
 * reads `conf/hsts-preload.json`, so an empty list is written there (our
 * origin is not preloaded, and the grade does not depend on it).
 */
function provideHstsPreloadList() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

/**
 * Builds the assets, starts `wrangler dev` on a free port (its D1 database
 * migrated, in a temporary directory) and shares its URL and that directory
 * with the tests as `inject('baseUrl')` and `inject('persistTo')`.
 */
export default async function setup(project: TestProject) {
  provideHstsPreloadList();
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  const site = await startSite();
  project.provide('baseUrl', site.url);
  project.provide('persistTo', site.persistTo);
  return () => site.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    persistTo: string;
  }
}
