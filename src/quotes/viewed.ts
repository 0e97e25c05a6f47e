/**
 * A quote viewed (issue 44 item 5): the customer's first open of the page of
 * an open quote sets `viewed_at` once and pushes the contractor "Viewed" (no
 * email). Not a view: a HEAD, a request without a User-Agent or with a
 * robot's (the `isbot` library's maintained pattern: crawlers, link
 * previews, mail scanners), nor the contractor's own open from the admin
 * (the Access cookie `CF_Authorization` is on the request).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import type { AppEnv } from '../env';
import { standingOf } from './answer';
import { tellContractor } from './notify';
import type { Quote } from './store';

/** Whether the request `c` is a person's open of the page: a GET from a browser that is no robot and not the contractor. */
export function isCustomerOpen(c: Context<AppEnv>): boolean {
  const agent = c.req.header('User-Agent');
  return c.req.method === 'GET' && Boolean(agent) && !isbot(agent) && getCookie(c, 'CF_Authorization') === undefined;
}

/**
 * Marks `quote` viewed at the request's time when this is the customer's first open of an open quote (one
 * statement: `viewed_at` only while NULL), then pushes the contractor after the answer leaves (`waitUntil`).
 * A failure to store is logged, never thrown: the page is still shown.
 */
export async function markViewed(c: Context<AppEnv>, quote: Quote, now = new Date()): Promise<void> {
  if (quote.viewed_at !== null || standingOf(quote, now) !== 'open' || !isCustomerOpen(c)) return;
  try {
    const marked = await c.env.DB.prepare('UPDATE quotes SET viewed_at = ?2 WHERE id = ?1 AND viewed_at IS NULL')
      .bind(quote.id, now.toISOString())
      .run();
    if ((marked.meta.changes ?? 0) > 0) c.executionCtx.waitUntil(tellContractor(c.env, quote, { kind: 'viewed' }));
  } catch (error) {
    console.error('quote_view_not_stored', quote.id, String(error));
  }
}
