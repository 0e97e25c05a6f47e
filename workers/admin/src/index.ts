/**
 * The admin Worker `golden-triangle-admin` (issue 48): the contractor's app, everything under /admin (the pages and
 * their posts, the CSVs, the app shell and its service worker, the lead photos), in a Worker of its own so the
 * site's Worker stays under its 900 KiB budget. It has no route and no workers.dev address: the site's Worker
 * (src/worker.ts) hands it every request under /admin through its service binding `ADMIN`, before the site's app
 * loads, and returns its answer as it is. So the admin keeps one origin with the site, the site's security headers
 * and CSP (set here, by the same middleware as the site's app: src/security.ts) and the one Cloudflare Access cookie,
 * which this Worker verifies itself (src/admin/access.ts).
 *
 * The route table is the site's own (src/admin/routes.tsx `adminArea`, with its 405, 404 and 500 answers); this
 * file only adds what the site's app did in front of it: the security headers and the trailing slash's 301.
 * Its bindings are the admin's (workers/admin/wrangler.toml): the same D1, KV, R2, queues and email as the site's
 * Worker, the calendar's Durable Object by `script_name`, the side Worker's service binding.
 */
import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { adminArea } from '../../../src/admin/routes';
import type { AppEnv } from '../../../src/env';
import { securityHeaders } from '../../../src/security';

/**
 * The admin's app: the site's security headers, the trailing slash's 301 (as the site's app), then `adminArea`
 * whole, called as the site's app called it, so its own 404, 405 and 500 answers stay its own.
 */
const app = new Hono<AppEnv>();
app.use(securityHeaders());
app.use(trimTrailingSlash({ alwaysRedirect: true }));
app.all('*', (c) => adminArea.fetch(c.req.raw, c.env, c.executionCtx));

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
