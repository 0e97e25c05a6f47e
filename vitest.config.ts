import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Worker tests run inside workerd through the Workers Vitest integration,
 * with the bindings and variables of wrangler.toml. Browser tests
 * (test/e2e) run separately in Chromium: `npm run test:e2e`.
 */
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // The first render in a fresh isolate compiles the Worker; later ones take milliseconds.
    testTimeout: 30_000,
  },
});
