/**
 * One open Stripe Checkout Session per thing to pay at a time (issue 44, fault 1), shared by the quote's deposit
 * (src/quotes/deposit.ts) and an invoice's balance (src/invoices/checkout.ts): the stored session is reused while it
 * stays open for five more minutes; else a new one is opened and stored only if no other request stored one
 * meanwhile (a conditional UPDATE on the session read); the loser's session is expired and both requests send their
 * customer to the same page.
 */
import type StripeSdk from 'stripe';
import type { WorkerEnv } from '../env';
import { createCheckoutSession, expireCheckoutSession, type OpenedSession } from './stripe-client';

/**
 * The `store` of {@link oneCheckoutSession} for a row of `table` (`quotes` for a deposit, `invoices` for a balance,
 * both with the columns checkout_session, checkout_url and checkout_expires_at): keeps the new session only when the
 * row still holds the session read before (`previous`), in one conditional UPDATE.
 * @returns whether this request's session was kept
 */
export const keepSessionOn =
  (db: D1Database, table: 'quotes' | 'invoices', id: number) =>
  async (session: OpenedSession, expiresIso: string, previous: string | null): Promise<boolean> => {
    const kept = await db
      .prepare(
        `UPDATE ${table} SET checkout_session = ?2, checkout_url = ?3, checkout_expires_at = ?4
         WHERE id = ?1 AND checkout_session IS ?5`,
      )
      .bind(id, session.id, session.url, expiresIso, previous)
      .run();
    return (kept.meta.changes ?? 0) > 0;
  };

/** How long a Checkout Session stays open, in seconds (Stripe's `expires_at`: 30 minutes at least). */
export const CHECKOUT_OPEN_SECONDS = 60 * 60;
/** A stored session this close to its expiry is not reused (the customer needs time to pay), in ms. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

/**
 * A row that keeps its open Checkout Session: its id, page and expiry (ISO 8601 UTC), or nulls; `stale` when the
 * amount it asks for is no longer owed (an invoice paid in part since: the session is replaced, not reused).
 */
export interface StoredCheckout {
  checkout_session: string | null;
  checkout_url: string | null;
  checkout_expires_at: string | null;
  stale?: boolean;
}

/** The stored session's page when it is not stale and stays open for five more minutes after `now`, else null. */
export const openCheckoutUrl = (row: StoredCheckout | null, now: Date): string | null =>
  row?.checkout_session && row.checkout_url && !row.stale && Date.parse(row.checkout_expires_at ?? '') - REUSE_MARGIN_MS > now.getTime()
    ? row.checkout_url
    : null;

/**
 * The page of the one open Checkout Session of a row: `read()`'s stored session while open and not stale (no call
 * to Stripe; a stale one is expired once replaced);
 * else a new session with `params` expiring `CHECKOUT_OPEN_SECONDS` after `now`, handed to `store(session,
 * expiresIso, previousSession)`, which stores it only when the row still has `previousSession` and says whether it
 * did. When another request stored its session first, that page is returned and this session expired (a failure
 * to expire is logged, never thrown).
 * @returns the Checkout page's URL
 * @throws when Stripe refused, failed or gave no URL (src/quotes/stripe-client.ts), or what D1 throws
 */
export async function oneCheckoutSession(
  env: WorkerEnv,
  now: Date,
  read: () => Promise<StoredCheckout | null>,
  params: Omit<StripeSdk.Checkout.SessionCreateParams, 'expires_at'>,
  store: (session: OpenedSession, expiresIso: string, previous: string | null) => Promise<boolean>,
): Promise<string> {
  const stored = await read();
  const reused = openCheckoutUrl(stored, now);
  if (reused) return reused;
  const expiresAt = Math.floor(now.getTime() / 1000) + CHECKOUT_OPEN_SECONDS;
  const session = await createCheckoutSession(env.PDF_STRIPE, env, { ...params, expires_at: expiresAt });
  if (await store(session, new Date(expiresAt * 1000).toISOString(), stored?.checkout_session ?? null)) {
    // A stale session still open is closed, so the old amount can no longer be paid.
    if (stored?.stale && stored.checkout_session) await expireQuietly(env, stored.checkout_session);
    return session.url;
  }
  // Another request stored its session first: send the customer there, and close this one.
  const theirs = openCheckoutUrl(await read(), now);
  if (!theirs) return session.url;
  await expireQuietly(env, session.id);
  return theirs;
}

/** Expires Checkout Session `id`, a failure logged, never thrown. */
const expireQuietly = (env: WorkerEnv, id: string) =>
  expireCheckoutSession(env.PDF_STRIPE, env, id).then(
    () => undefined,
    (error: unknown) => console.error('stripe_checkout_not_expired', id, String(error)),
  );
