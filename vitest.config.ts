import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'vitest/config';

/**
 * Worker tests run inside workerd through the Workers Vitest integration,
 * with the bindings and variables of wrangler.toml (a local D1 database, the
 * simulated send_email and rate limiting bindings). The D1 migrations under
 * migrations/ are read here and handed to the tests as the test-only binding
 * TEST_MIGRATIONS, which test/apply-migrations.ts applies before any test
 * (the documented @cloudflare/vitest-plugin way). The hourly cap on lead
 * emails is lifted (the suites send hundreds); the cap's own test sets it. The side Worker (PDFs and Stripe) runs
 * beside the Worker under test as an auxiliary Worker (`pdfStripeWorker`); the admin Worker's entry runs inside it,
 * behind the binding ADMIN (test/worker-with-admin.ts). A VAPID key pair is made per run
 * (`vapidKeys`) and a Node server plays the push service (test/push-service.ts), another Stripe's API
 * (test/stripe-service.ts), another the National Weather Service's (test/nws-service.ts). Browser tests (test/e2e)
 * run separately in Chromium: `npm run test:e2e`.
 */
/**
 * A VAPID key pair made for this run (WebCrypto, P-256), in the form the Worker
 * reads (src/push/send.ts): the public point and the private scalar, base64url.
 */
async function vapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { VAPID_PUBLIC_KEY: raw, VAPID_PRIVATE_KEY: d ?? '', VAPID_SUBJECT: 'mailto:push-test@goldentriangleconcrete.example' };
}

/**
 * The side Worker (workers/pdf-stripe/, issue 40; issue 45 item 3) bundled with esbuild for Miniflare, which runs an
 * auxiliary Worker from JavaScript only (`cloudflare:workers` left to workerd): the service binding PDF_STRIPE of
 * wrangler.toml reaches its entrypoint class `PdfStripe` by the Worker's name and `entrypoint = "PdfStripe"`.
 * @returns the bundle's path
 */
async function pdfStripeWorker() {
  // In this checkout's own (ignored) .wrangler/, not node_modules/.cache: worktrees share node_modules, and a
  // run in another worktree would otherwise overwrite the bundle this run loads.
  const outfile = '.wrangler/pdf-stripe-worker/index.mjs';
  await build({
    entryPoints: ['workers/pdf-stripe/src/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'import'],
    external: ['cloudflare:*'],
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // The site's Worker (src/worker.ts, every export) and the admin Worker's entry as `AdminInTests`, which the
        // binding ADMIN reaches below (test/worker-with-admin.ts says why not an auxiliary Worker).
        main: './test/worker-with-admin.ts',
        additionalExports: { AdminInTests: 'WorkerEntrypoint' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            LEADS_EMAILS_PER_HOUR: '100000',
            CUSTOMER_EMAILS_PER_HOUR: '100000',
            ...(await vapidKeys()),
          },
          // A second, empty database for the migration test (test/pipeline-integration.test.ts): the schema before a
          // migration, with rows in it, then the migration.
          d1Databases: { MIGRATION_TEST_DB: 'migration-test-db' },
          // ADMIN (issue 48): the site's Worker hands /admin to the admin Worker's entry over a real service binding;
          // a binding to the Worker's own name reaches the Worker under test, here its entrypoint `AdminInTests`.
          serviceBindings: { ADMIN: { name: 'golden-triangle-concrete', entrypoint: 'AdminInTests' } },
          // The side Worker behind the service binding PDF_STRIPE (the name in workers/pdf-stripe/wrangler.toml).
          workers: [
            { name: 'golden-triangle-pdf-stripe', modules: true, scriptPath: await pdfStripeWorker(), compatibilityDate: '2026-11-01' },
          ],
        },
      }),
    ],
    test: {
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      setupFiles: ['./test/apply-migrations.ts'],
      // Test photos drawn with sharp in Node (test/fixtures/photos.ts), handed to the workerd tests.
      globalSetup: ['./test/global-setup.ts', './test/push-service.ts', './test/stripe-service.ts', './test/nws-service.ts'],
      // The first render in a fresh isolate compiles the Worker; later ones take milliseconds. 60 s: on a loaded 2-core
      // machine a file's first test (isolate, migrations, Access keys) was seen at 30 s.
      testTimeout: 60_000,
    },
  };
});
