import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { isFresh, MAX_COPY_AGE_MS, offlineLabel } from '../client/admin/sw/offline-copy';
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
    const page = parse(await (await admin('/admin/jobs')).text());
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
});
