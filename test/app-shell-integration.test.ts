import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentAgainLater } from '../client/admin/outbox';
import { isFresh, MAIN_MARKER, MAX_COPY_AGE_MS, offlineLabel, offlinePage, staleCopies, swRoute } from '../client/admin/sw/offline-copy';
import { fetchWith, localAdminAccess, ORIGIN, request } from './helpers';

/**
 * The installable admin as the Worker serves it (issue 31 §1): the manifest,
 * the service worker script, Sign out, what the admin pages link and the
 * public pages do not, and the offline copies' age rule and banner words.
 */

let access: Awaited<ReturnType<typeof localAdminAccess>>;
beforeAll(async () => {
  access = await localAdminAccess('app-shell-1');
});
const admin = (path: string, init: RequestInit = {}) =>
  fetchWith(
    access.vars,
    new Request(`${ORIGIN}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...access.owner, ...(init.headers as Record<string, string>) },
    }),
  );

describe('the installable admin', () => {
  it('serves the manifest as application/manifest+json with the app’s scope, start page and icons, behind Access', async () => {
    expect((await request('/admin/manifest.webmanifest')).status).toBe(403);
    const response = await admin('/admin/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ start_url: '/admin/leads', scope: '/admin/', display: 'standalone', id: '/admin/' });
    expect(manifest.name).toMatch(/Golden Triangle Concrete/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('serves the service worker at /admin/sw.js as JavaScript, only behind Access, never stored', async () => {
    expect((await request('/admin/sw.js')).status).toBe(403);
    const response = await admin('/admin/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Service-Worker-Allowed')).toBeNull();
    expect(await response.text()).toContain('admin-pages-v1');
  });

  it('links the manifest with credentials, the admin script and Sign out on admin pages, and none of them on public pages', async () => {
    const page = parse(await (await admin('/admin/projects')).text());
    const link = page.querySelector('link[rel="manifest"]');
    expect(link?.getAttribute('href')).toBe('/admin/manifest.webmanifest');
    expect(link?.getAttribute('crossorigin')).toBe('use-credentials');
    expect(page.querySelectorAll('script[src^="/assets/admin-app-"]')).toHaveLength(1);
    const signOut = page.querySelector('form[data-sign-out]');
    expect(signOut?.getAttribute('action')).toBe('/admin/sign-out');
    expect(signOut?.querySelector('button')?.text).toBe('Sign out');
    for (const path of ['/', '/contact', '/es']) {
      const html = await (await request(path)).text();
      expect(html).not.toContain('admin-app-');
      expect(html).not.toContain('manifest.webmanifest');
    }
  });

  it('signs out: Clear-Site-Data, the local cookie deleted, then Access’s logout; 403 from another site', async () => {
    const response = await admin('/admin/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cdn-cgi/access/logout');
    expect(response.headers.get('Clear-Site-Data')).toBe('"cache", "storage"');
    expect(response.headers.get('Set-Cookie')).toMatch(/^CF_Authorization=; Max-Age=0; Path=\/admin/);
    const crossSite = await admin('/admin/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: '',
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('offline copies', () => {
  it('are shown for 7 days at most, with the time in Central time', () => {
    const now = Date.parse('2026-11-26T22:00:00Z');
    expect(isFresh(now - MAX_COPY_AGE_MS, now)).toBe(true);
    expect(isFresh(now - MAX_COPY_AGE_MS - 1, now)).toBe(false);
    expect(isFresh(now + 60_000, now)).toBe(false);
    expect(isFresh(Number.NaN, now)).toBe(false);
    // 16:42 UTC is 10:42 in Beaumont (CST, UTC-6) on 26 November.
    expect(offlineLabel(Date.parse('2026-11-26T16:42:00Z'), now)).toBe('Offline, as of 10:42 AM');
    expect(offlineLabel(Date.parse('2026-11-24T16:42:00Z'), now)).toBe('Offline, as of Tue, Nov 24, 10:42 AM');
  });

  it('are kept 7 days (a written-out 604,800,000 ms), never 70: older, future and unreadable copies are deleted', () => {
    const now = Date.parse('2026-11-26T22:00:00Z');
    const day = 86_400_000;
    expect(MAX_COPY_AGE_MS).toBe(7 * day);
    const copies = [
      { url: '/admin/leads', copiedAt: String(now - 6 * day) },
      { url: '/admin/calendar', copiedAt: String(now - 7 * day) },
      { url: '/admin/insights', copiedAt: String(now - 7 * day - 1) },
      { url: '/admin/projects', copiedAt: String(now - 69 * day) },
      { url: '/admin/quotes', copiedAt: String(now + 60_000) },
      { url: '/admin/revenue', copiedAt: null },
      { url: '/admin/settings', copiedAt: 'yesterday' },
    ];
    expect(staleCopies(copies, now)).toEqual(['/admin/insights', '/admin/projects', '/admin/quotes', '/admin/revenue', '/admin/settings']);
  });

  it('show offline with the banner before the main element while fresh, and never once 7 days old', () => {
    const now = Date.parse('2026-11-26T22:00:00Z');
    const html = `<body><header>GTC</header>${MAIN_MARKER}><h1>Leads</h1></main></body>`;
    const shown = offlinePage(html, String(Date.parse('2026-11-26T16:42:00Z')), now);
    expect(shown).toContain('Offline, as of 10:42 AM');
    expect(shown?.indexOf('data-offline-copy')).toBeLessThan(shown?.indexOf(MAIN_MARKER) ?? -1);
    expect(shown?.indexOf('<header>')).toBeLessThan(shown?.indexOf('data-offline-copy') ?? -1);
    for (const copiedAt of [String(now - 8 * 86_400_000), String(now - 70 * 86_400_000), String(now + 1), null, 'x'])
      expect(offlinePage(html, copiedAt, now), String(copiedAt)).toBeNull();
  });
});

describe('the service worker’s routes', () => {
  const origin = 'https://goldentriangleconcrete.example';
  const route = (path: string, init: { method?: string; mode?: RequestMode } = {}, base = origin) =>
    swRoute({ method: init.method ?? 'GET', mode: init.mode ?? 'navigate', url: `${base}${path}` }, origin);

  it('serve (and keep) admin pages only: public pages, posts and other sites go to the network untouched', () => {
    for (const path of ['/admin/', '/admin/leads', '/admin/leads/12?saved=status', '/admin/calendar'])
      expect(route(path), path).toBe('page');
    for (const path of ['/', '/es/', '/contact', '/book', '/book/AAAAAAAAAAAAAAAAAAAAAA', '/quote/thank-you', '/admin', '/administrator'])
      expect(route(path), path).toBeNull();
    expect(route('/admin/leads/12/status', { method: 'POST' })).toBeNull();
    expect(route('/admin/leads', {}, 'https://evil.example')).toBeNull();
    // A fetch of an admin URL that is not a navigation (the islands' JSON) is not a page to keep.
    expect(route('/admin/push/key', { mode: 'cors' })).toBeNull();
    expect(route('/assets/admin-3f9a.js', { mode: 'no-cors' })).toBe('asset');
    expect(route('/assets/admin-3f9a.js', { mode: 'no-cors' }, 'https://cdn.example')).toBeNull();
  });
});

describe('the project outbox', () => {
  it('sends a project again after a 5xx, 408 or 429, and keeps it refused (with why) after any 4xx', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(sentAgainLater(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(sentAgainLater(status), String(status)).toBe(false);
  });
});
