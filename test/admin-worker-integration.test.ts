import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';
import site, { isAdminPath } from '../src/worker';
import { ORIGIN } from './helpers';

/**
 * Issue 48: the contractor's app is its own Worker (workers/admin/), reached from the site's Worker (src/worker.ts)
 * over the service binding ADMIN. Here the binding reaches the admin Worker's entry as `AdminInTests`
 * (test/worker-with-admin.ts, vitest.config.ts), so these requests take the production path: the site's entry,
 * `env.ADMIN.fetch(request)`, the admin's own middleware and route table. (The other admin tests serve the admin in
 * process, with their own `env`; the same file says why.)
 */

/** Sends `path` to the site's Worker as deployed (src/worker.ts) with the tests' bindings, ADMIN included. */
async function throughSite(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await site.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the admin Worker behind the site (issue 48)', () => {
  it('answers /admin/leads without an Access token with 403, never stored, never indexed, with the site CSP', async () => {
    const page = await throughSite('/');
    const admin = await throughSite('/admin/leads');
    expect(admin.status).toBe(403);
    expect(admin.headers.get('Cache-Control')).toBe('no-store');
    expect(admin.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(admin.headers.get('Content-Security-Policy')).toBe(page.headers.get('Content-Security-Policy'));
    expect(admin.headers.get('Strict-Transport-Security')).toBe(page.headers.get('Strict-Transport-Security'));
  });

  it('passes the method and the body on: a post from another site is refused by the admin, not the site', async () => {
    const response = await throughSite('/admin/leads/1/stage', {
      method: 'POST',
      body: 'stage=won',
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sends /admin/leads/ to /admin/leads with a 301, as the site does for its own pages', async () => {
    const response = await throughSite('/admin/leads/');
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('Location') ?? '', ORIGIN).pathname).toBe('/admin/leads');
  });

  it("leaves the public pages to the site's app, whose route table has no /admin any more", async () => {
    expect((await throughSite('/admin')).headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await throughSite('/administration')).status).toBe(404);
    expect((await throughSite('/administration')).headers.get('X-Robots-Tag')).toBeNull();
    const ctx = createExecutionContext();
    const direct = await app.fetch(new Request(`${ORIGIN}/admin/leads`), env, ctx);
    expect(direct.status).toBe(404);
    expect([isAdminPath('/admin'), isAdminPath('/admin/leads.csv'), isAdminPath('/administration'), isAdminPath('/es/admin')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
