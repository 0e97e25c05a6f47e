import { Hono, type MiddlewareHandler } from 'hono';
// zod/mini, as everywhere in the Worker: classic zod would add about 420 KiB to the bundle (docs/performance-and-benchmarks.md).
import * as z from 'zod/mini';
import type { AppEnv } from '../../env';
import { MAX_ENDPOINT, MAX_SUBSCRIPTIONS, pushEndpointAllowed } from '../send';
import { renderAdmin } from '../../admin/layout';

/** The button style of the admin (48 px targets). */
const BUTTON = 'inline-flex min-h-12 items-center rounded-lg px-5 font-semibold disabled:opacity-50';

/**
 * The notifications page: the two buttons client/admin/app.ts drives, the
 * outcome in a live region, and the iPhone's condition (Safari delivers Web
 * Push only to a home-screen web app, iOS/iPadOS 16.4 and later).
 */
function NotificationsPage({ count }: { count: number }) {
  return (
    <section data-push className="max-w-xl space-y-4">
      <h1 className="text-2xl font-bold">Notifications</h1>
      <p>Get a notification on this phone within seconds of a new estimate request or booking. Tapping it opens the lead.</p>
      <p className="rounded-lg bg-slate-100 p-3">
        <strong>iPhone or iPad:</strong> first add this app to the home screen (Safari: Share, then Add to Home Screen), open it from there,
        then turn notifications on. This needs iOS 16.4 or later.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" data-push-on className={`${BUTTON} bg-amber-500 text-slate-950`}>
          Turn on notifications
        </button>
        <button type="button" data-push-test className={`${BUTTON} ring-1 ring-slate-400`}>
          Send a test notification
        </button>
      </div>
      <p data-push-status role="status" aria-live="polite" className="min-h-6 font-semibold" />
      <p className="text-sm text-slate-600">
        {count === 1 ? '1 phone or browser gets notifications.' : `${count} phones and browsers get notifications.`} The buttons need
        JavaScript.
      </p>
    </section>
  );
}

/** Longest body read from a subscription post or delete, in bytes (a real one is under 1 KB). */
const MAX_BODY = 4096;

/**
 * A browser's `PushSubscription.toJSON()` (W3C Push API): the endpoint and its
 * keys, base64url (p256dh: a 65-byte P-256 point, 87 characters; auth: 16
 * bytes, 22 characters; bounds allow padding). Unknown keys are ignored
 * (`expirationTime`).
 */
const subscriptionSchema = z.object({
  endpoint: z.string().check(z.maxLength(MAX_ENDPOINT)),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{86,90}=*$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,24}=*$/)),
  }),
});

/**
 * Refuses with 403 a request another site made: the `Origin` must be this
 * site's (the request's or SITE_URL's), or, without one, `Sec-Fetch-Site`
 * must be `same-origin`. Hono's CSRF check (`fromThisSite`) looks at form
 * posts only; these routes take JSON and empty posts.
 */
const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin');
  const ok = origin
    ? origin === new URL(c.req.url).origin || origin === new URL(c.env.SITE_URL).origin
    : c.req.header('Sec-Fetch-Site') === 'same-origin';
  if (!ok) return c.text('Forbidden: this request did not come from this site.', 403);
  await next();
};

/** The JSON body of a subscription post or delete, checked: the subscription, or a 4xx answer's words and status. */
async function subscriptionOf(request: Request, environment: string) {
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json'))
    return { error: 'Send the subscription as application/json.', status: 415 as const };
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY)
    return { error: 'The subscription is too large.', status: 413 as const };
  const text = await request.text();
  if (text.length > MAX_BODY) return { error: 'The subscription is too large.', status: 413 as const };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'The subscription is not JSON.', status: 400 as const };
  }
  const parsed = subscriptionSchema.safeParse(json);
  if (!parsed.success) return { error: 'This is not a push subscription ({endpoint, keys: {p256dh, auth}}).', status: 422 as const };
  if (!pushEndpointAllowed(parsed.data.endpoint, environment))
    return { error: 'This endpoint is not a browser push service this site posts to.', status: 422 as const };
  return { subscription: parsed.data };
}

/**
 * Web Push's admin routes (issue 31 §2), behind Access like every /admin path:
 * - `GET /admin/notifications`: the page with "Turn on notifications" and "Send a test notification";
 * - `GET /admin/push/key`: the VAPID public key (base64url, text), 503 when not configured;
 * - `POST /admin/push/subscriptions`: stores a `PushSubscription` JSON (an
 *   endpoint again replaces its keys): 201; 415/413/400/422 for a bad body or an
 *   endpoint outside `PUSH_SERVICE_HOSTS`; 409 past `MAX_SUBSCRIPTIONS`;
 * - `DELETE /admin/push/subscriptions`: removes the one with the body's `endpoint`: 204;
 * - `POST /admin/push/test`: a test notification to every subscription: `{sent, of}`.
 * A post or delete from another site is 403 (`sameOrigin`).
 */
export const pushRoutes = new Hono<AppEnv>()
  .use('/admin/push/*', sameOrigin)
  .get('/admin/notifications', async (c) => {
    const row = await c.env.DB.prepare('SELECT count(*) AS n FROM push_subscriptions').first<{ n: number }>();
    return renderAdmin(c, { title: 'Notifications', current: '/admin/notifications' }, <NotificationsPage count={row?.n ?? 0} />);
  })
  .get('/admin/push/key', (c) => {
    const key = c.env.VAPID_PUBLIC_KEY;
    if (!key) return c.text('Notifications are not set up on this site (VAPID keys: docs/admin-and-access.md).', 503);
    return c.text(key);
  })
  .post('/admin/push/subscriptions', async (c) => {
    const checked = await subscriptionOf(c.req.raw, c.env.ENVIRONMENT);
    if (!checked.subscription) return c.text(checked.error, checked.status);
    const { endpoint, keys } = checked.subscription;
    // One statement: insert (or replace the keys of the same endpoint) only while fewer than MAX_SUBSCRIPTIONS others are kept.
    const stored = await c.env.DB.prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE (SELECT count(*) FROM push_subscriptions WHERE endpoint <> ?1) < ?5
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth`,
    )
      .bind(endpoint, keys.p256dh, keys.auth, new Date().toISOString(), MAX_SUBSCRIPTIONS)
      .run();
    if (!stored.meta.changes)
      return c.text(`At most ${MAX_SUBSCRIPTIONS} phones and browsers can get notifications; turn one off first.`, 409);
    return c.text('Notifications are on for this browser.', 201);
  })
  .delete('/admin/push/subscriptions', async (c) => {
    if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY) return c.text('Send {"endpoint": …} as JSON.', 413);
    const text = await c.req.text();
    const endpoint = (() => {
      try {
        return z.object({ endpoint: z.string().check(z.maxLength(MAX_ENDPOINT)) }).parse(JSON.parse(text)).endpoint;
      } catch {
        return null;
      }
    })();
    if (!endpoint) return c.text('Send {"endpoint": …} as JSON.', 400);
    await c.env.DB.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?1').bind(endpoint).run();
    return c.body(null, 204);
  })
  .post('/admin/push/test', async (c) => {
    const { pushToAll } = await import('../send');
    const outcomes = await pushToAll(c.env, {
      title: 'Test notification',
      body: 'Notifications work on this phone.',
      url: '/admin/notifications',
      tag: 'test',
    });
    return c.json({ sent: outcomes.filter((outcome) => outcome === 'sent').length, of: outcomes.length });
  });
