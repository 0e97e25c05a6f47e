import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';

/**
 * Builds the assets, starts `wrangler dev` on a free port (its D1 database
 * migrated, in a temporary directory) and shares its URL and that directory
 * with the tests as `inject('baseUrl')` and `inject('persistTo')`.
 */
export default async function setup(project: TestProject) {
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
