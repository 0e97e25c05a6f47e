/**
 * The Worker under test (vitest.config.ts `main`, and `worker` of test/helpers.ts): the site's Worker
 * (src/worker.ts, every export of it) with the admin Worker (workers/admin/src/index.ts) served in process.
 *
 * In production the site's Worker hands every /admin request to the admin Worker over the service binding ADMIN
 * (src/worker.ts). Here the default export serves an /admin request with the admin Worker's own entry and the
 * caller's `env`, and anything else with the site's Worker. Why: the tests hand the Worker an `env` of their own
 * (`fetchWith` in test/helpers.ts: local Access keys, ENVIRONMENT, D1 stand-ins that fail on purpose), which a
 * service binding cannot carry (the Worker behind it gets its own bindings); and an auxiliary Worker (as the side
 * Worker is) would have to share the test's D1, KV, R2, emails and the calendar's Durable Object, which the Workers
 * Vitest integration does not promise for auxiliary Workers. The hop itself is tested too: the binding ADMIN of the
 * tests reaches `AdminInTests` below (vitest.config.ts), and test/admin-worker-integration.test.ts sends /admin
 * requests through src/worker.ts and that binding. `wrangler dev` with the three configurations (the browser tests)
 * runs the admin as the separate Worker it is in production.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import adminWorker from '../workers/admin/src/index';
import site, { isAdminPath } from '../src/worker';

export { BookingCalendar } from '../src/worker';

/** The admin Worker's `fetch`, behind the tests' service binding ADMIN (vitest.config.ts). */
export class AdminInTests extends WorkerEntrypoint<Env> {
  override fetch(request: Request): Response | Promise<Response> {
    return adminWorker.fetch(request, this.env, this.ctx);
  }
}

export default {
  ...site,
  /** /admin to the admin Worker's entry, in process with the caller's `env`; anything else to the site's Worker. */
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    return isAdminPath(new URL(request.url).pathname) ? await adminWorker.fetch(request, env, ctx) : await site.fetch(request, env, ctx);
  },
} satisfies typeof site;
