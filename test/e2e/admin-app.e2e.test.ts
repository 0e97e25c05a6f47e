import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startAdminSite } from '../../scripts/serve.mjs';
import { launch, openPage } from './browser';

/**
 * The installable admin in Chromium at 390 px (issue 31 §1, §2): the manifest
 * as Chromium reads it (CDP `Page.getAppManifest`, installability errors),
 * the service worker controlling /admin/projects and not `/`, /admin/projects/new
 * reloaded offline from its copy under the "Offline, as of" banner, and a
 * push message delivered to the service worker (CDP
 * `ServiceWorker.deliverPushMessage`: headless Chromium has no push service)
 * shown as a notification (`registration.getNotifications()`). Screenshots
 * go to /work/shots/ (SHOTS_DIR to change). Its own `wrangler dev`, in
 * development mode with the local admin key, stopped at the end (the offline step stops it early).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots';
let browser: Browser;
let site: { url: string; stop: () => void; token: string };
beforeAll(async () => {
  site = await startAdminSite();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  site?.stop();
});

/** Renders `text` as a plain page (about:blank, no site CSS) and screenshots it: what Chromium reported, shown as data. */
async function shotOfText(page: import('playwright-core').Page, heading: string, text: string, file: string) {
  await page.setContent(
    `<meta name="viewport" content="width=device-width"><body style="font:15px system-ui;margin:16px"><h1 style="font-size:20px">${heading}</h1><pre style="white-space:pre-wrap;word-break:break-all"></pre></body>`,
  );
  await page.locator('pre').evaluate((pre, value) => {
    pre.textContent = value;
  }, text);
  await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true });
}

describe('the admin as an installed app', () => {
  it('is installable, its service worker controls /admin and not /, it opens offline with the banner, and shows a push', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: site.url });
    // Sign in the way `npm run admin-token -- --open` does: the local token in the Access cookie (Path=/admin).
    await page.goto(`${site.url}/admin/login?token=${encodeURIComponent(site.token)}`);
    expect(new URL(page.url()).pathname).toBe('/admin/leads');

    const manifestLink = page.locator('link[rel="manifest"]');
    expect(await manifestLink.getAttribute('crossorigin')).toBe('use-credentials');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${site.url}/admin/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}');
    expect(data).toMatchObject({ start_url: '/admin/leads', scope: '/admin/', display: 'standalone' });
    expect(data.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of data.icons) expect((await page.request.get(`${site.url}${icon.src}`)).headers()['content-type']).toBe('image/png');

    // The service worker: registered by the admin script, controlling the admin once it is active.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${site.url}/admin/`);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    console.log('installability errors as Chromium reports them:', JSON.stringify(installability.installabilityErrors));
    // A Playwright context is incognito, where Chromium never installs: that is the only error it may report.
    expect(installability.installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    await page.goto(`${site.url}/admin/projects`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.url}/admin/sw.js`);
    const publicPage = await context.newPage();
    await publicPage.goto(`${site.url}/`);
    expect(await publicPage.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await publicPage.close();

    // A push message as the push service would deliver it, to the registration: the notification it shows.
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations));
    });
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((r) => r.scopeURL === `${site.url}/admin/`);
    expect(registration).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: registration!.registrationId,
      data: JSON.stringify({ title: 'New estimate request', body: 'Maria G., Nederland, Driveway', url: '/admin/leads/7', tag: 'lead-7' }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data })),
        ),
      )
      .toEqual([{ title: 'New estimate request', body: 'Maria G., Nederland, Driveway', data: { url: '/admin/leads/7' } }]);
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: n.icon,
        tag: n.tag,
        data: n.data,
      })),
    );

    // The notifications page: its two buttons (enabled: this browser has push) and the iPhone's condition.
    await page.goto(`${site.url}/admin/notifications`);
    await expect.poll(() => page.getByRole('button', { name: 'Turn on notifications' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send a test notification' }).isEnabled()).toBe(true);
    expect(await page.locator('main').textContent()).toContain('add this app to the home screen');
    await page.screenshot({ path: `${SHOTS}/admin-notifications-390.png`, fullPage: true });

    // Offline: /admin/projects/new seen once online, then reloaded without a network.
    await page.goto(`${site.url}/admin/projects/new`);
    await expect
      .poll(() => page.evaluate(async () => (await caches.open('admin-pages-v1')).keys().then((k) => k.map((r) => r.url))))
      .toContain(`${site.url}/admin/projects/new`);
    await context.setOffline(true);
    await page.reload();
    const banner = page.locator('[data-offline-copy]');
    await expect.poll(() => banner.textContent()).toMatch(/^Offline, as of \d{1,2}:\d{2} [AP]M\./);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
    await page.screenshot({ path: `${SHOTS}/admin-offline-390.png`, fullPage: false });
    // A page never seen: the short offline answer, no stale copy of another page.
    const unseen = await page.goto(`${site.url}/admin/insights?days=90`).catch(() => null);
    expect(unseen?.status()).toBe(503);
    await context.setOffline(false);

    // Sign out: the admin's caches, the origin's IndexedDB databases and the local Access cookie are gone.
    await page.goto(`${site.url}/admin/leads`);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.open('sign-out-probe');
          request.onsuccess = () => {
            request.result.close();
            resolve(null);
          };
        }),
    );
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('admin-')).length)).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/\/cdn-cgi\/access\/logout$/), page.getByRole('button', { name: 'Sign out' }).click()]);
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('admin-')))).toEqual([]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    expect((await context.cookies(site.url)).map((cookie) => cookie.name)).not.toContain('CF_Authorization');

    const shots = await context.newPage();
    await shotOfText(
      shots,
      'Chromium: Page.getAppManifest and installability',
      `${manifest.url}\nerrors: ${JSON.stringify(manifest.errors)}\ninstallability errors: ${JSON.stringify(installability.installabilityErrors)}\n\n${JSON.stringify(data, null, 2)}`,
      'admin-manifest-390.png',
    );
    await shotOfText(
      shots,
      'Notification shown by the service worker (registration.getNotifications(); headless Chromium draws no OS notification)',
      JSON.stringify(shown, null, 2),
      'admin-notification-390.png',
    );
    writeFileSync(`${SHOTS}/admin-app-notes.json`, JSON.stringify({ manifest: data, installability, shown }, null, 2));
    await context.close();
  });
});
