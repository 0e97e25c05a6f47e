import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { business } from '../content/business';
import type { AppEnv } from '../env';
import assets from '../generated/assets.json';
import { ACCESS_COOKIE } from './access';

/** The admin app's colours: the bar's slate (theme, the status bar of the installed app) and the page's white. */
export const THEME_COLOR = '#0f172a';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The Web App Manifest of the admin (W3C Web App Manifest; issue 31 §1):
 * opens on the leads, scope /admin/ only, standalone, with the icons the
 * build drew (scripts/admin-app.mjs; public under /assets, see
 * docs/admin-and-access.md).
 */
export const adminManifest = () => ({
  id: '/admin/',
  name: `${business.name} Admin`,
  short_name: 'GT Admin',
  description: 'Leads, projects and notifications of the business, on the contractor’s phone.',
  start_url: '/admin/leads',
  scope: '/admin/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: assets.admin.icons,
});

/**
 * The installable admin's own routes, behind Access like every /admin path
 * (mounted by src/admin/routes.tsx after `requireAccess`):
 * - `GET /admin/manifest.webmanifest`: the manifest, `application/manifest+json`;
 * - `GET /admin/sw.js`: the service worker (client/admin/sw/sw.ts, built into
 *   the asset named `admin.serviceWorker` in src/generated/assets.json and read
 *   through ASSETS), `text/javascript`, scope /admin/ by its path (no
 *   `Service-Worker-Allowed`); 503 when the asset cannot be read (the browser
 *   keeps the service worker it has and tries again later);
 * - `POST /admin/sign-out` (a form of this site: the CSRF check): deletes the
 *   local sign-in cookie, answers `Clear-Site-Data: "cache", "storage"`
 *   (W3C Clear Site Data: the offline copies, IndexedDB and the service
 *   worker), and 303 to Access's logout `/cdn-cgi/access/logout`, which
 *   ends the Access session and its cookie.
 */
export const appShellRoutes = new Hono<AppEnv>()
  .get('/admin/manifest.webmanifest', (c) =>
    c.body(JSON.stringify(adminManifest()), 200, { 'Content-Type': 'application/manifest+json; charset=utf-8' }),
  )
  .get('/admin/sw.js', async (c) => {
    const asset = await c.env.ASSETS.fetch(new URL(assets.admin.serviceWorker, 'https://assets.invalid'));
    if (!asset.ok) return c.text('The service worker cannot be read now.', 503, { 'Retry-After': '60' });
    return c.body(await asset.text(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  })
  .post('/admin/sign-out', (c) => {
    deleteCookie(c, ACCESS_COOKIE, { path: '/admin' });
    c.header('Clear-Site-Data', '"cache", "storage"');
    return c.redirect('/cdn-cgi/access/logout', 303);
  });
