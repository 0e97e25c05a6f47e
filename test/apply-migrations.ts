import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

declare global {
  namespace Cloudflare {
    interface Env {
      /** The D1 migrations of migrations/, read by vitest.config.ts (test-only binding). */
      TEST_MIGRATIONS: D1Migration[];
      /** An empty D1 database for the migration test (test-only binding). */
      MIGRATION_TEST_DB: D1Database;
    }
  }
}

// Runs before each test file. applyD1Migrations applies only the migrations the
// local database lacks, so running it again is harmless.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
