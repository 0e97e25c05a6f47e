/**
 * The Worker's entry (wrangler.toml `main`): answers a page the page cache
 * holds before the app loads, and loads the app (src/index.ts: the route
 * table, the content, React) only for anything else.
 *
 * A new isolate evaluates this module and the few KiB it imports: the page
 * cache's key and lookup (src/page-key.ts, shared with the app's page cache,
 * so the key cannot drift), the table of cached pages (src/cached-pages.ts)
 * and the security headers (generated from src/security.ts by
 * `npm run build`). For a GET or HEAD of a page in the table it asks the
 * page cache (memory, then the location's Cache API, with the content version
 * from KV, as the app does): a hit, or a 304 for a matching `If-None-Match`,
 * is answered here with the app's headers. A miss, any other request, the
 * cron trigger and the queues `import()` the app, once per isolate.
 *
 * The app is a lazy initialiser of the same Worker file (esbuild bundles the
 * `import()` in), not a file fetched at run time: it fails only if the app's
 * own code throws while it is evaluated, as it would at startup. A failure of
 * the lookup itself (KV, the Cache API) is not an answer: the request goes to
 * the app, which renders the page.
 *
 * The contractor's app (every path under /admin) is another Worker, `golden-triangle-admin` (workers/admin/,
 * issue 48): a request for it goes to the service binding ADMIN before the page cache and the app, and its answer
 * is returned as it is (same origin, same CSP, same Access cookie), so this Worker carries none of the admin's code.
 */
import { answerFromPageCache } from './cached-pages';

/**
 * Whether a URL path is the contractor's app's: "/admin" or anything under "/admin/" (not "/administration").
 * @param pathname a URL's path, e.g. "/admin/leads"
 */
export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** The app, evaluated on first use. */
const loadApp = () => import('./index').then((module) => module.default);

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (isAdminPath(new URL(request.url).pathname)) return env.ADMIN.fetch(request);
    return (await answerFromPageCache(request, env)) ?? (await loadApp()).fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    await (await loadApp()).scheduled(controller, env, ctx);
  },
  async queue(batch, env, ctx) {
    await (await loadApp()).queue(batch, env, ctx);
  },
} satisfies ExportedHandler<Env, Parameters<Awaited<ReturnType<typeof loadApp>>['queue']>[0]['messages'][number]['body']>;

/** The calendar's Durable Object class (wrangler.toml BOOKING_CALENDAR; docs/booking.md). */
export { BookingCalendar } from './booking/calendar';
