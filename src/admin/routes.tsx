import { Hono } from 'hono';
import { fromThisSite, onRefusedPost } from '../lib/posts';
import { createMiddleware } from 'hono/factory';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { renderError, renderMethodNotAllowed, renderNotFound } from '../errors';
import { localLogin, requireAccess } from './access';
import { leadsCsv } from './csv';
import type { AppEnv } from '../env';
import { PIPELINE_STATUSES, type PipelineStatus } from '../leads/stages';
import { CSV_PAGE_SIZE, cursorOf, leadsPage, type LeadsPage } from '../leads/list-page';
import { stageTotals } from './stage-totals';
import { adminLeadRoutes, todayInBusinessZone } from '../leads/admin/routes';
import { adminCalendarRoutes } from '../booking/admin/routes';
import { AdminLeadsPage } from '../leads/admin/list';
import { MORE_LINKS, renderAdmin } from './layout';
import { adminProjectRoutes } from '../projects/admin/routes';
import { appShellRoutes } from './app-shell';
import { pushRoutes } from '../push/admin/routes';
import { adminQuoteRoutes } from '../quotes/admin/routes';
import { adminQuoteReminderRoutes } from '../quotes/admin/reminder-routes';
import { adminJobRoutes } from '../jobs/admin/routes';
import { adminInvoiceRoutes } from '../invoices/admin/routes';
import { adminMoneyRoutes } from '../invoices/admin/money-page';
import { logFailure } from '../lib/log';
import { serveObject } from '../photos/serve';
import { limitBody } from '../lib/body-limit';
import { meterD1 } from '../lib/d1-meter';

/** Longest search text read, in characters. */
const MAX_QUERY = 100;

/** Every admin answer: never stored by any cache, never indexed. */
const privateAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
});

/** The status filter of the request (`status`), or null for all (anything unknown reads as all). */
const statusOf = (value: string | undefined): PipelineStatus | null =>
  (PIPELINE_STATUSES as readonly string[]).includes(value ?? '') ? (value as PipelineStatus) : null;

/**
 * The page of leads for the request's `q`, `status` and `before` (src/leads/list-page.ts), or null when D1 cannot be
 * read; `size` rows (the CSV's page is larger, and pins nothing).
 */
async function leadsFor(
  db: D1Database,
  query: string,
  status: PipelineStatus | null,
  before: number | null,
  csv = false,
): Promise<LeadsPage | null> {
  try {
    const today = todayInBusinessZone();
    return await leadsPage(db, { query, status, before, today, ...(csv ? { size: CSV_PAGE_SIZE, pin: false } : {}) });
  } catch (error) {
    logFailure('admin_leads_unreadable', error);
    return null;
  }
}

/** The words of a malformed `before` (400). */
const BAD_CURSOR = 'The page link is not one this site makes: open the leads from the start.';

/**
 * The contractor's pages, behind Cloudflare Access, which
 * the Worker verifies itself (`requireAccess`: anything without a valid
 * token gets 403):
 * - `GET /admin/leads[?q=…][&status=…][&before=…]`: the leads page (50 a page, keyset on the id: `before`; 400 for
 *   a malformed one), streamed, never through the
 *   page cache (no `pageCache` on these routes), `no-store`, noindex (header and meta);
 *   503 with a notice when D1 cannot be read.
 * - `GET /admin/leads.csv[?q=…][&status=…][&before=…]`: the same leads as CSV (RFC 4180, formula
 *   cells neutralised), 500 a download, the next in `Link: <…>; rel="next"` (RFC 8288).
 * - `GET /admin/lead-photos/<name>/<width>.jpg`: a lead photo's
 *   variant (no metadata), `no-store`; 404 for any other name or width.
 * - `GET /admin/insights[?days=7|30|90]`: what brings work and what it became (src/admin/insights.tsx,
 *   loaded on first use; docs/insights.md); 503 with a notice when D1 cannot be read;
 *   `POST /admin/insights/spend`: spend per source per month.
 * - `GET /admin/leads?status=…`: only the leads at that status; the page shows each status's count;
 * - `/admin/leads/:id` and its posts: a lead's own page and pipeline (src/leads/admin/routes.tsx).
 * - `/admin/calendar` and its posts: the booked visits and the booking settings (src/booking/admin/routes.tsx).
 * - `GET /admin/more`: the bottom bar's More: the projects, notifications, the CSV.
 * - `GET /admin/login?token=…`: outside development 404; there it puts a
 *   local token in the Access cookie and goes to the leads (`localLogin`).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', privateAnswer)
  .use('/admin/*', meterD1) // rows read per request, in Server-Timing (issue 48)
  .get('/admin/login', localLogin)
  .use('/admin/*', requireAccess)
  // Every admin form post comes from the site itself (Hono's CSRF check: Origin or Sec-Fetch-Site; else 403).
  .use('/admin/*', fromThisSite())
  .route('/', adminProjectRoutes) // finished-work posts, and the old /admin/jobs… paths' 308s (issue 45)
  .route('/', adminLeadRoutes)
  .route('/', adminCalendarRoutes)
  .route('/', appShellRoutes)
  .route('/', pushRoutes)
  .route('/', adminQuoteRoutes) // written quotes (issue 38)
  .route('/', adminQuoteReminderRoutes) // stopping a quote's reminders (issue 44)
  .route('/', adminJobRoutes) // the job after the yes and its work days (issue 46)
  .route('/', adminInvoiceRoutes) // invoices and payments by hand (issue 47)
  .route('/', adminMoneyRoutes) // the contractor's money and the payments CSV (issue 47 item 5)
  // More (the bottom bar's fifth destination): the pages a contractor opens less often.
  .get('/admin/more', (c) =>
    renderAdmin(
      c,
      { title: 'More', current: '/admin/more' },
      <section className="py-4">
        <h1 className="text-3xl font-extrabold tracking-tight">More</h1>
        <ul className="mt-4 grid gap-2">
          {MORE_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block min-h-12 rounded-xl border border-slate-300 bg-white p-4 hover:border-slate-900"
                {...(link.href.endsWith('.csv') ? { download: true } : {})}
              >
                <span className="block font-semibold text-amber-800 underline underline-offset-2">{link.label}</span>
                <span className="block text-sm text-slate-700">{link.note}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>,
    ),
  )
  .get('/admin/leads', async (c) => {
    const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY);
    const status = statusOf(c.req.query('status'));
    const before = cursorOf(c.req.query('before'));
    if (before === undefined) return c.text(BAD_CURSOR, 400);
    const { FirstScreen, firstScreenWork } = await import('../jobs/first-screen');
    const [leads, totals, work] = await Promise.all([
      leadsFor(c.env.DB, query, status, before),
      stageTotals(c.env.DB, new Date()).catch((error: unknown) => {
        logFailure('admin_lead_counts_unreadable', error);
        return null;
      }),
      // Above the leads: the pours not GO and the next work days (issue 46 item 6); only on the unfiltered list.
      query || status || before
        ? null
        : firstScreenWork(c.env.DB, new Date()).catch((error: unknown) => {
            logFailure('admin_first_screen_unreadable', error);
            return null;
          }),
    ]);
    const { readablePhone } = await import('../leads/phone');
    return renderAdmin(
      c,
      { title: 'Leads', current: '/admin/leads', status: leads ? 200 : 503 },
      <AdminLeadsPage
        page={leads}
        query={query}
        status={status}
        totals={totals}
        today={todayInBusinessZone()}
        now={Date.now()}
        readablePhone={readablePhone}
        work={<FirstScreen work={work} />}
      />,
    );
  })
  // A lead photo's variant: the thumbnail (320 px) or the full view (at most 1,600 px), both JPEG without metadata.
  .get('/admin/lead-photos/:name{[0-9a-f]{8}-[0-9a-f]{16}}/:file{[0-9]{2,4}\\.jpg}', async (c) => {
    const { leadPhotoNamed, leadVariantKey } = await import('../leads/photos');
    const row = await leadPhotoNamed(c.env.DB, c.req.param('name'));
    const width = Number.parseInt(c.req.param('file'), 10);
    if (!row?.widths.split(',').map(Number).includes(width)) return c.notFound();
    return serveObject(c, await leadVariantKey(row.lead_key, row.name, width), 'private, no-store');
  })
  .get('/admin/insights', async (c) => {
    const { insightsPage } = await import('./insights');
    return insightsPage(c);
  })
  .post(
    '/admin/insights/spend',
    limitBody(4096, (c, status) => c.text('The form could not be read.', status)),
    async (c) => {
      const { spendPost } = await import('./insights');
      return spendPost(c);
    },
  )
  .get('/admin/leads.csv', async (c) => {
    const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY);
    const status = statusOf(c.req.query('status'));
    const before = cursorOf(c.req.query('before'));
    if (before === undefined) return c.text(BAD_CURSOR, 400);
    const page = await leadsFor(c.env.DB, query, status, before, true);
    if (!page) return c.text('The leads database cannot be read right now.', 503);
    const next =
      page.next && new URLSearchParams({ ...(query ? { q: query } : {}), ...(status ? { status } : {}), before: `${page.next}` });
    return c.body(leadsCsv(page.leads), 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="leads${before ? `-before-${before}` : ''}.csv"`,
      ...(next ? { Link: `</admin/leads.csv?${next}>; rel="next"` } : {}),
    });
  })
  // One answer for every admin sub-app: a post from another site (403, the CSRF check above) or one whose body
  // cannot be read (400, `readForm`) in words; anything else goes on to the 500 page (`adminArea`).
  .onError(onRefusedPost);

/**
 * The admin area as the Worker mounts it under /admin (src/index.ts, imported
 * on the first /admin request): `adminRoutes` with the site's answers to a
 * method a path does not take (405 with `Allow`), an unknown path (the 404
 * page) and a failure (the 500 page).
 */
export const adminArea = new Hono<AppEnv>();
adminArea.use(methodNotAllowed({ app: adminArea, onMethodNotAllowed: renderMethodNotAllowed }));
adminArea.route('/', adminRoutes);
adminArea.notFound(renderNotFound);
adminArea.onError(renderError);
