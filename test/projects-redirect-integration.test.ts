import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { localAdminAccess, requestWith } from './helpers';

/**
 * Issue 45: the finished-work posts are *projects* in the admin too (/admin/projects…). The old /admin/jobs… paths
 * answer 308 to the same path under /admin/projects with the query kept, for any method, so an installed phone's
 * bookmark and a post its outbox queued before the change still land (a 308 keeps the method and the body).
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('local-projects-redirect'));
  // The admin area is imported on its first request: that cold start (seconds on a busy machine) is not the tests'.
  await requestWith(vars, '/admin/more', { headers: owner });
}, 120_000);

const call = (path: string, init: RequestInit = {}) => requestWith(vars, path, init);

/** A project post as the outbox queues it: urlencoded fields, its idempotency key, asking for JSON. */
const queuedPost = (key: string) => ({
  method: 'POST',
  headers: { ...owner, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    idempotency_key: key,
    service: 'concrete-patios',
    town: 'vidor',
    month: '2026-04',
    description: 'Poured a broom-finish patio behind the house, with a step down to the yard.',
    intent: 'draft',
  }).toString(),
});

describe('the old /admin/jobs… paths', () => {
  it('answer GET with 308 to the same path under /admin/projects, the query string kept, never stored', async () => {
    for (const [old, now] of [
      ['/admin/jobs', '/admin/projects'],
      ['/admin/jobs?deleted=12', '/admin/projects?deleted=12'],
      ['/admin/jobs/new', '/admin/projects/new'],
      ['/admin/jobs/12', '/admin/projects/12'],
      ['/admin/jobs/12?published=12', '/admin/projects/12?published=12'],
    ]) {
      const response = await call(old!, { headers: owner });
      expect(response.status, old).toBe(308);
      expect(response.headers.get('location'), old).toBe(now);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answer POST with 308 too (publish, unpublish, delete, a post with a query), storing nothing themselves', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs').first<{ n: number }>();
    for (const [old, now] of [
      ['/admin/jobs', '/admin/projects'],
      ['/admin/jobs/7', '/admin/projects/7'],
      ['/admin/jobs/7/publish', '/admin/projects/7/publish'],
      ['/admin/jobs/7/unpublish?from=list', '/admin/projects/7/unpublish?from=list'],
      ['/admin/jobs/7/delete', '/admin/projects/7/delete'],
    ]) {
      const response = await call(old!, queuedPost(crypto.randomUUID()));
      expect(response.status, old).toBe(308);
      expect(response.headers.get('location'), old).toBe(now);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs').first<{ n: number }>()).toEqual(before);
  });

  it('let a post queued before the change land: the same method and body sent again to the Location saves the project once', async () => {
    const key = crypto.randomUUID();
    const first = await call('/admin/jobs', queuedPost(key));
    expect(first.status).toBe(308);
    const landed = await call(first.headers.get('location')!, queuedPost(key));
    expect(landed.status).toBe(201);
    const body = (await landed.json()) as { id: number; status: string };
    expect(body.status).toBe('draft');
    const row = await env.DB.prepare('SELECT town, idempotency_key FROM jobs WHERE id = ?').bind(body.id).first();
    expect(row).toEqual({ town: 'vidor', idempotency_key: key });
  });

  it('are behind Access like the rest (403 without a token, no redirect told) and leave lookalike paths alone (404)', async () => {
    const stranger = await call('/admin/jobs/new');
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('location')).toBeNull();
    expect((await call('/admin/jobsite', { headers: owner })).status).toBe(404);
  });
});

describe('the admin words', () => {
  it('say "Post a project" in the bottom bar and "Projects" in More, linking the new paths', async () => {
    const document = parse(await (await call('/admin/more', { headers: owner })).text());
    const bar = document.querySelector('nav[aria-label="Admin"]')!;
    const post = bar.querySelectorAll('a').find((a) => a.text.includes('Post a project'));
    expect(post?.getAttribute('href')).toBe('/admin/projects/new');
    expect(bar.text).not.toMatch(/\bjobs?\b/i);
    const more = document.querySelectorAll('main a').find((a) => a.getAttribute('href') === '/admin/projects');
    expect(more?.text).toContain('Projects');
    expect(document.querySelector('main')!.text).not.toMatch(/\bjobs?\b/i);
  });
});
