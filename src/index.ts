// hono/quick: the same Hono with a router that needs no build on the first match (LinearRouter, TrieRouter as fallback).
// The default RegExpRouter compiles the whole route table on a new isolate's first request: profiled, Hono took
// 7.8-16.7 ms of that request with it and 4.1-5.9 ms with hono/quick. Most isolates of a site this size are
// new, and a linear match over its routes costs microseconds.
import { Hono } from 'hono/quick';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { trimTrailingSlash } from 'hono/trailing-slash';
import type { AppEnv } from './env';
import { renderError, renderMethodNotAllowed, renderNotFound } from './errors';
import type { EventMessage } from './insights/events';
import type { QueuedLead } from './leads/accept';
import type { LeadStoredMessage } from './leads/followups';
import type { OwedMessage } from './quotes/owed';
import { SPANISH_PREFIX } from './i18n';
import { blogRoutes } from './routes/blog';
import { bookingPages, bookingPosts } from './booking/routes';
import { calculatorRoutes } from './routes/calculator';
import { cityRoutes } from './routes/cities';
import { insightsRoutes } from './routes/insights';
import { leadRoutes, spanishLeadRoutes } from './leads/routes';
import { mediaRoutes } from './routes/media';
import { projectRoutes } from './routes/projects';
import { reviewRoutes } from './routes/reviews';
import { quoteRoutes, stripeWebhookRoutes } from './quotes/routes';
import { pageRoutes } from './routes/pages';
import { seoRoutes } from './routes/seo';
import { serviceRoutes } from './routes/services';
import { securityHeaders } from './security';

/**
 * The Worker: a Hono app with the complete route table of the site.
 * Static files (hashed assets, images, favicon) are answered by Workers
 * Static Assets before this runs. Every answer of the app carries the
 * security headers of `security.ts` (`no-referrer` under /quotes/, whose URLs carry a token). A GET or HEAD for a path with a
 * trailing slash (other than "/") gets a 301 to the path without it; a
 * known path asked with a method it does not take gets 405 with an `Allow`
 * header (RFC 9110 §15.5.6); any other unmatched path gets the 404 page; a
 * failure while rendering gets the 500 page. Hono answers HEAD with the GET
 * handler's headers and no body. A page's route loads the part of its edition
 * it renders (src/content/edition.ts), when the page cache missed. Pages carry an ETag and are served from the
 * in-isolate page cache after their first render (render.tsx); a matching
 * `If-None-Match` gets 304.
 * The contact and quote forms post to the lead routes (src/leads/routes.tsx);
 * a cron trigger retries lead notifications that failed, and a queue
 * consumer stores the leads D1 could not take at the request. The
 * contractor's pages under /admin are another Worker (workers/admin/, issue 48), reached by src/worker.ts through
 * the service binding ADMIN before this app loads; this app never sees an /admin path. The lead
 * code (zod, phone metadata, storage, email) is imported on first use, so a
 * page GET never evaluates it.
 */
const app = new Hono<AppEnv>();

app.use(securityHeaders());
app.use(methodNotAllowed({ app, onMethodNotAllowed: renderMethodNotAllowed }));
// alwaysRedirect: answer the 301 before routing, so a trailing-slash request never renders the 404 page first.
app.use(trimTrailingSlash({ alwaysRedirect: true }));

app.route('/', pageRoutes('en'));
app.route('/', blogRoutes('en'));
app.route('/', seoRoutes);
app.route('/', leadRoutes);
app.route('/', bookingPosts); // online booking (docs/booking.md)
app.route('/', bookingPages('en'));
app.route('/', insightsRoutes);
app.route('/', reviewRoutes('en')); // the review request's unsubscribe link
app.route('/', quoteRoutes('en')); // a written quote's page, accept and decline (issue 38)
app.route('/', stripeWebhookRoutes); // a quote's deposit paid through Stripe Checkout (issue 38 §7)
app.route('/', calculatorRoutes('en')); // the cost calculator
app.route('/', projectRoutes('en'));
app.route('/', mediaRoutes);
app.route('/', cityRoutes('en'));
app.route('/', serviceRoutes('en'));
// The Spanish edition: the same pages with the same slugs under /es; no aliases.
app.route(SPANISH_PREFIX, pageRoutes('es'));
app.route(SPANISH_PREFIX, blogRoutes('es'));
app.route(SPANISH_PREFIX, spanishLeadRoutes);
app.route(SPANISH_PREFIX, reviewRoutes('es'));
app.route(SPANISH_PREFIX, quoteRoutes('es'));
app.route(SPANISH_PREFIX, bookingPages('es'));
app.route(SPANISH_PREFIX, calculatorRoutes('es'));
app.route(SPANISH_PREFIX, projectRoutes('es'));
app.route(SPANISH_PREFIX, cityRoutes('es'));
app.route(SPANISH_PREFIX, serviceRoutes('es'));

app.notFound(renderNotFound);
app.onError(renderError);

/**
 * The cron trigger of wrangler.toml: deletes project photos never attached and
 * the photos of leads older than 18 months, retries the lead notifications
 * that failed or waited for photos and are due at the scheduled time
 * (src/leads/notify.ts), sends the review requests that are due
 * (src/leads/review.ts), then forgets the ids of beacon messages counted
 * over 15 days ago (src/insights/consumer.ts) and the customer email counts
 * over two days old (src/leads/customer-email.ts); then sends the quotes'
 * follow-up reminders that are due (src/quotes/reminders-send.ts) and queues
 * again the owed messages a lost queue send left behind (src/quotes/owed.ts); then the homeowners' job messages
 * due: pour reminders, moves, owed retries (src/jobs/reminders.ts); the invoices' reminders and messages due
 * (src/invoices/messages.ts); last, once an hour, reads the pours'
 * forecast and tells the contractor of a pour's new CAUTION or HOLD (src/jobs/pour-alerts.ts).
 */
const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const { deleteStalePhotos } = await import('./projects/cleanup');
  const stale = await deleteStalePhotos(env, new Date(controller.scheduledTime));
  if (stale > 0) console.log(`photos never attached to a project, deleted: ${stale}`);
  const { deleteExpiredLeadPhotos } = await import('./leads/photos');
  const expired = await deleteExpiredLeadPhotos(env, new Date(controller.scheduledTime));
  if (expired > 0) console.log(`photos of leads older than 18 months, deleted: ${expired}`);
  const { retryDueNotifications } = await import('./leads/notify');
  const counts = await retryDueNotifications(env, new Date(controller.scheduledTime));
  if (counts.sent + counts.pending + counts.failed + counts.capped > 0)
    console.log(
      `lead notifications retried: ${counts.sent} sent, ${counts.pending} pending, ${counts.failed} failed, ${counts.capped} capped`,
    );
  const { sendDueReviewRequests } = await import('./leads/review');
  const reviews = await sendDueReviewRequests(env, new Date(controller.scheduledTime));
  if (reviews.requests + reviews.reminders > 0) console.log(`review requests sent: ${reviews.requests}, reminders: ${reviews.reminders}`);
  const { pruneCountedMessages } = await import('./insights/consumer');
  await pruneCountedMessages(env.DB, new Date(controller.scheduledTime));
  await (await import('./insights/beacon-rollup')).pruneBeaconRows(env.DB, new Date(controller.scheduledTime));
  const { pruneCustomerCounts } = await import('./leads/customer-email');
  await pruneCustomerCounts(env.DB, new Date(controller.scheduledTime));
  const { makeDueInvoices } = await import('./invoices/store');
  const invoiced = await makeDueInvoices(env.DB, new Date(controller.scheduledTime));
  if (invoiced > 0) console.log(`retainage invoices made: ${invoiced}`);
  const { sendDueQuoteReminders } = await import('./quotes/reminders-send');
  const reminded = await sendDueQuoteReminders(env, new Date(controller.scheduledTime));
  if (reminded > 0) console.log(`quote reminders sent: ${reminded}`);
  const { requeueStaleOwed } = await import('./quotes/owed');
  const requeued = await requeueStaleOwed(env, new Date(controller.scheduledTime));
  if (requeued > 0) console.log(`owed messages queued again: ${requeued}`);
  const { sendDueJobMessages } = await import('./jobs/reminders');
  const told = await sendDueJobMessages(env, new Date(controller.scheduledTime));
  if (Object.keys(told).length > 0) console.log(`job messages: ${JSON.stringify(told)}`);
  // The invoices' reminders due and their messages held or failed (issue 47 item 4, src/invoices/messages.ts).
  const { sendDueInvoiceMessages } = await import('./invoices/messages');
  const billed = await sendDueInvoiceMessages(env, new Date(controller.scheduledTime));
  if (Object.keys(billed).length > 0) console.log(`invoice messages: ${JSON.stringify(billed)}`);
  // Once an hour (a run claims it: src/jobs/pour-alerts.ts): the pours' forecast, the contractor told (issue 46 item 5).
  const { checkPourForecasts, claimHourlyCheck } = await import('./jobs/pour-alerts');
  if (await claimHourlyCheck(env.DB, new Date(controller.scheduledTime))) {
    const pours = await checkPourForecasts(env, new Date(controller.scheduledTime));
    if (pours.told > 0) console.log(`pour forecasts: ${pours.checked} read, ${pours.told} told`);
  }
};

/** The queue of beacon events (wrangler.toml `[[queues.consumers]]`). */
const EVENT_QUEUE_NAME = 'golden-triangle-events';
/** The queue of messages a homeowner is owed (src/quotes/owed.ts `OWED_QUEUE_NAME`). */
const OWED_QUEUE_NAME = 'golden-triangle-customer-owed';

/**
 * The consumers, told apart by the batch's queue name (wrangler.toml):
 * `golden-triangle-events` adds beacon events to the daily counts
 * (src/insights/consumer.ts); `golden-triangle-customer-owed` sends what a
 * homeowner is owed for a quote (src/quotes/owed.ts); any other (`golden-triangle-leads`) stores the
 * leads D1 refused at the request (src/leads/accept.ts) and runs the
 * follow-ups of stored leads (src/leads/followups.ts).
 */
const queue: ExportedHandlerQueueHandler<Env, QueuedLead | LeadStoredMessage | EventMessage | OwedMessage> = async (batch, env) => {
  if (batch.queue === EVENT_QUEUE_NAME) {
    const { countEvents } = await import('./insights/consumer');
    await countEvents(batch as MessageBatch<EventMessage>, env);
    return;
  }
  if (batch.queue === OWED_QUEUE_NAME) {
    const { consumeOwed } = await import('./quotes/owed');
    await consumeOwed(batch as MessageBatch<OwedMessage>, env);
    return;
  }
  const { isLeadStored, runFollowups } = await import('./leads/followups');
  const stored = batch.messages.filter((message) => isLeadStored(message.body)) as Message<LeadStoredMessage>[];
  if (stored.length > 0) await runFollowups(stored, env);
  const refused = batch.messages.filter((message) => !isLeadStored(message.body)) as Message<QueuedLead>[];
  if (refused.length === 0) return;
  const { storeQueuedLeads } = await import('./leads/accept');
  await storeQueuedLeads(refused, env);
};

export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<
  Env,
  QueuedLead | LeadStoredMessage | EventMessage | OwedMessage
>;

/** The calendar's Durable Object class (wrangler.toml BOOKING_CALENDAR; docs/booking.md). */
export { BookingCalendar } from './booking/calendar';
