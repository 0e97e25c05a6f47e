import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { localAdminAccess, requestWith } from './helpers';

/**
 * The admin's forms as one thing (issue 36): a post whose body cannot be read gets the same words from every admin
 * sub-app (one `onRefusedPost`), and every field of the admin's forms is drawn the same way (one `Field`): a label
 * naming it, and on a refused post `aria-invalid` and `aria-describedby` pointing at its message.
 */

let vars: Partial<Env>;
let owner: Record<string, string>;
beforeAll(async () => {
  ({ vars, owner } = await localAdminAccess('admin-forms'));
});

/** A multipart post whose body breaks off: Hono's body reader refuses it with a 400 `HTTPException`. */
const brokenPost = (path: string) =>
  requestWith(vars, path, {
    method: 'POST',
    headers: { ...owner, 'Content-Type': 'multipart/form-data; boundary=xyz' },
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
  });

/** A lead to post about, stored directly. */
const someLead = async () =>
  (await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, next_attempt_at) VALUES (?1, 'quote', ?2, 'Maria Garcia', '+14095550123', ?1) RETURNING id`,
  )
    .bind(new Date().toISOString(), crypto.randomUUID())
    .first<{ id: number }>())!.id;

describe('a post the admin refuses before reading it', () => {
  it('gets 400 and the same words from the leads, calendar, jobs, quotes and insights routes, never a 500', async () => {
    const id = await someLead();
    const paths = [`/admin/leads/${id}/status`, `/admin/leads/${id}/contact`, '/admin/calendar/settings', '/admin/calendar/block'];
    paths.push('/admin/jobs', `/admin/leads/${id}/quotes/new`, '/admin/insights/spend');
    for (const path of paths) {
      const response = await brokenPost(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toBe('The form could not be read. Try again.');
    }
  });

  it('answers a post from another site 403 in words', async () => {
    for (const path of ['/admin/calendar/block', '/admin/jobs', '/admin/insights/spend']) {
      const response = await requestWith(vars, path, {
        method: 'POST',
        headers: { ...owner, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'day=2030-01-02',
      });
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toBe('Forbidden: this form must be sent from the site itself.');
    }
  });
});
