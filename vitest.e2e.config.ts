import { defineConfig } from 'vitest/config';

/** Browser tests: Node drives Debian's Chromium (playwright-core) against `wrangler dev`. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Transformed by Vitest so the Observatory test (test/e2e/observatory.e2e.test.ts) can swap the Observatory's network retriever for the served answers.
    server: { deps: { inline: [/tools\/observatory\/node_modules\/@mdn\/mdn-http-observatory/] } },
  },
});
