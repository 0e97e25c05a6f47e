import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from './env';
import { renderError, renderNotFound } from './errors';
import { blogRoutes } from './routes/blog';
import { retryDueNotifications } from './leads/notify';
import { cityRoutes } from './routes/cities';
import { leadRoutes } from './routes/leads';
import { pageRoutes } from './routes/pages';
import { serviceRoutes } from './routes/services';

/**
 * The Worker: a Hono app with the complete route table of spec section 2.
 * Static files (hashed assets, images, favicon) are answered by Workers
 * Static Assets before this runs. A GET or HEAD for a path with a trailing
 * slash that matches no route gets a 301 to the path without it; any other
 * unmatched path gets the 404 page; a failure while rendering gets the 500
 * page. Hono answers HEAD with the GET handler's headers and no body.
 * The contact and quote forms post to the lead routes (src/routes/leads.tsx).
 */
const app = new Hono<AppEnv>();

app.use(trimTrailingSlash());

app.route('/', pageRoutes);
app.route('/', serviceRoutes);
app.route('/', cityRoutes);
app.route('/', blogRoutes);
app.route('/', leadRoutes);

app.notFound(renderNotFound);
app.onError(renderError);

/**
 * The cron trigger of wrangler.toml: retries the lead notifications that
 * failed and are due at the scheduled time (src/leads/notify.ts).
 */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const counts = await retryDueNotifications(env, new Date(controller.scheduledTime));
  if (counts.sent + counts.pending + counts.failed > 0) console.log(`lead notifications retried: ${counts.sent} sent, ${counts.pending} pending, ${counts.failed} failed`);
};

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
