import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../src/content/business';
import { requestDueAt, reviewDecision, reviewMessage, sendDueReviewRequests } from '../src/leads/review';
import type { Lead } from '../src/leads/store';
import { localAdminAccess, ORIGIN, request, requestWith } from './helpers';

/**
 * The review request after a job is done (issue 30 §7): the morning after,
 * once, one reminder after seven days, an unsubscribe that works at once,
 * never for a lost lead, and the same decision and words for every customer.
 */

const REVIEW_URL = 'https://g.page/r/golden-triangle-test/review';
const reviewEnv = (extra: Partial<Env> = {}) => ({ ...env, GOOGLE_REVIEW_URL: REVIEW_URL, REVIEW_DELAY_MINUTES: '', ...extra });

afterEach(() => vi.restoreAllMocks());

/** Stores a lead marked done at `statusAt` and returns its id. */
async function seedDone(fields: Partial<Lead> & { statusAt: string }): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, message, lang, notify_status, next_attempt_at,
       status, status_at, won_cents, ack_sent_at)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', ?4, ?5, ?6, ?7, 'sent', ?1, ?8, ?1, ?9, ?1) RETURNING id`,
  )
    .bind(
      fields.statusAt,
      crypto.randomUUID(),
      fields.name ?? 'Rosa Delgado',
      fields.email ?? `rosa.${crypto.randomUUID().slice(0, 8)}@example.com`,
      fields.service ?? 'Concrete Driveways',
      fields.message ?? 'A new driveway.',
      fields.lang ?? 'en',
      fields.status ?? 'done',
      fields.won_cents ?? 480000,
    )
    .first<{ id: number }>();
  return row!.id;
}

const reviewRow = (id: number) =>
  env.DB.prepare('SELECT review_sent_at, review_reminded_at, review_token FROM leads WHERE id = ?1')
    .bind(id)
    .first<{ review_sent_at: string | null; review_reminded_at: string | null; review_token: string | null }>();

describe('the review request', () => {
  it('goes the next morning at 9:00 Central, once, in the lead’s language, with a one-click unsubscribe', async () => {
    // Done at 4 PM on Thursday 2031-12-04 (CST): due Friday 2031-12-05 at 9:00 CST = 15:00 UTC.
    const id = await seedDone({ statusAt: '2031-12-04T22:00:00.000Z', lang: 'es', name: 'Rosa María Delgado' });
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    expect(await sendDueReviewRequests(reviewEnv(), new Date('2031-12-05T14:59:00Z'))).toEqual({ requests: 0, reminders: 0 });
    expect(await sendDueReviewRequests(reviewEnv(), new Date('2031-12-05T15:00:00Z'))).toEqual({ requests: 1, reminders: 0 });
    expect(await sendDueReviewRequests(reviewEnv(), new Date('2031-12-05T16:00:00Z'))).toEqual({ requests: 0, reminders: 0 });
    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0] as EmailMessageBuilder;
    const { review_token: token } = (await reviewRow(id))!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(message.subject).toBe(`¿Nos dejaría una reseña de ${business.name} en Google?`);
    expect(message.text).toContain('Hola, Rosa:');
    expect(message.text).toContain(`Escribir una reseña: ${REVIEW_URL}`);
    expect(message.text).toContain(`${env.SITE_URL}/es/reviews/unsubscribe?token=${token}`);
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${env.SITE_URL}/es/reviews/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // No rating question, no incentive.
    expect(message.text).not.toMatch(/estrellas|stars|1 to 5|descuento|discount|gift|regalo/i);
  });

  it('sends one reminder seven days later, then nothing more', async () => {
    const email = `ray.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await seedDone({ statusAt: '2032-01-06T18:00:00.000Z', email });
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    await sendDueReviewRequests(reviewEnv(), new Date('2032-01-07T15:00:00Z'));
    const sentAt = Date.parse((await reviewRow(id))!.review_sent_at!);
    expect((await sendDueReviewRequests(reviewEnv(), new Date(sentAt + 7 * 86_400_000 - 60_000))).reminders).toBe(0);
    expect((await sendDueReviewRequests(reviewEnv(), new Date(sentAt + 7 * 86_400_000))).reminders).toBe(1);
    expect((await sendDueReviewRequests(reviewEnv(), new Date(sentAt + 30 * 86_400_000))).reminders).toBe(0);
    const mine = send.mock.calls.map(([m]) => m as EmailMessageBuilder).filter((m) => m.to === email);
    expect(mine.map((m) => m.subject)).toEqual([
      `Would you review ${business.name} on Google?`,
      `A reminder: would you review ${business.name} on Google?`,
    ]);
  });

  it('unsubscribes at once: the page asks, the post (or a mail app’s one-click post) stops every later review email to that address', async () => {
    const email = `lee.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await seedDone({ statusAt: '2032-02-03T18:00:00.000Z', email });
    await sendDueReviewRequests(reviewEnv(), new Date('2032-02-04T15:00:00Z'));
    const { review_token: token } = (await reviewRow(id))!;
    const ask = await request(`/reviews/unsubscribe?token=${token}`);
    expect([ask.status, ask.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const askPage = parse(await ask.text());
    expect(askPage.querySelector('meta[name=robots]')?.getAttribute('content')).toContain('noindex');
    expect(askPage.querySelector('form button')?.textContent).toBe('Stop these emails');
    // A mail app's one-click post comes from elsewhere, with no Origin of ours.
    const done = await request(`/reviews/unsubscribe?token=${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(parse(await done.text()).querySelector('[role=status]')?.textContent).toContain('you will not get another review email');
    const send = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    expect((await sendDueReviewRequests(reviewEnv(), new Date('2032-02-20T15:00:00Z'))).reminders).toBe(0);
    // The same address on a later job, in other letter case: no request either.
    await seedDone({ statusAt: '2032-02-21T18:00:00.000Z', email: email.toUpperCase() });
    expect((await sendDueReviewRequests(reviewEnv(), new Date('2032-02-22T15:00:00Z'))).requests).toBe(0);
    expect(send).not.toHaveBeenCalled();
    // A wrong token: 404 with words, in the edition asked.
    const wrong = await request('/es/reviews/unsubscribe?token=0123456789abcdef0123456789abcdef');
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('Este enlace no es válido');
    expect((await request('/reviews/unsubscribe?token=<script>', { method: 'POST', headers: { Origin: ORIGIN } })).status).toBe(404);
  });

  it('is never sent for a lost lead, a lead without email, or with no review link set', async () => {
    const lost = await seedDone({ statusAt: '2032-03-02T18:00:00.000Z', status: 'lost' });
    const noEmail = await seedDone({ statusAt: '2032-03-02T18:00:00.000Z', email: '' });
    const done = await seedDone({ statusAt: '2032-03-02T18:00:00.000Z' });
    expect(await sendDueReviewRequests(reviewEnv({ GOOGLE_REVIEW_URL: '' }), new Date('2032-03-03T15:00:00Z'))).toEqual({
      requests: 0,
      reminders: 0,
    });
    // Marked lost after done, before the morning: nothing goes out.
    await env.DB.prepare(`UPDATE leads SET status = 'lost' WHERE id = ?1`).bind(done).run();
    expect((await sendDueReviewRequests(reviewEnv(), new Date('2032-03-03T15:00:00Z'))).requests).toBe(0);
    for (const id of [lost, noEmail, done]) expect((await reviewRow(id))?.review_sent_at).toBeNull();
  });

  it('decides from the status, the email, the opt-out and the times only: the job, its price and the customer’s words change nothing', async () => {
    const base = {
      status: 'done' as const,
      email: 'a@example.com',
      status_at: '2032-04-01T18:00:00.000Z',
      review_sent_at: null,
      review_reminded_at: null,
    };
    // Leads that differ in everything else: the decision takes only these fields (its type), and gives the same answers.
    const happy = { ...base, service: 'Stamped Concrete', message: 'Best crew ever, 5 stars!', won_cents: 2_500_000 } as const;
    const unhappy = { ...base, service: 'Concrete Repair', message: 'Late and messy. Not happy.', won_cents: 30_000 } as const;
    for (const at of ['2032-04-01T20:00:00Z', '2032-04-02T14:59:00Z', '2032-04-02T15:00:00Z', '2032-05-01T00:00:00Z'])
      for (const optedOut of [false, true])
        expect(reviewDecision(happy, optedOut, new Date(at), null), `${at} ${optedOut}`).toBe(
          reviewDecision(unhappy, optedOut, new Date(at), null),
        );
    expect(reviewDecision(happy, false, new Date('2032-04-02T15:00:00Z'), null)).toBe('request');
    expect(reviewDecision(happy, true, new Date('2032-04-02T15:00:00Z'), null)).toBeNull();
    expect(reviewDecision({ ...happy, status: 'lost' }, false, new Date('2032-04-02T15:00:00Z'), null)).toBeNull();
    // The words are the same for every customer but the first name.
    const links = { reviewUrl: REVIEW_URL, unsubscribeUrl: 'https://example.com/u', reminder: false };
    const one = reviewMessage('Ann Lee', 'en', links);
    const other = reviewMessage('Bo Diaz', 'en', links);
    expect(one.subject).toBe(other.subject);
    expect(one.text.replace('Ann', 'X')).toBe(other.text.replace('Bo', 'X'));
    // The delay for tests; and the next morning on both sides of a change of time (9:00 CST, 9:00 CDT).
    expect(requestDueAt('2032-04-01T18:00:00.000Z', 5).toISOString()).toBe('2032-04-01T18:05:00.000Z');
    expect(requestDueAt('2032-11-10T18:00:00.000Z', null).toISOString()).toBe('2032-11-11T15:00:00.000Z');
    expect(requestDueAt('2032-10-01T18:00:00.000Z', null).toISOString()).toBe('2032-10-02T14:00:00.000Z');
  });

  it('the cron asks every done job, a $300 patch, a $25,000 patio and one with no price alike (no gating in its query)', async () => {
    const small = await seedDone({ statusAt: '2033-02-01T18:00:00.000Z', won_cents: 30_000 });
    const large = await seedDone({ statusAt: '2033-02-01T18:00:00.000Z', won_cents: 2_500_000 });
    const unpriced = await seedDone({ statusAt: '2033-02-01T18:00:00.000Z' });
    await env.DB.prepare('UPDATE leads SET won_cents = NULL WHERE id = ?1').bind(unpriced).run();
    // A stand-in of its own, not a spy on the shared binding: a spy once saw no call under load while the rows said sent.
    const sent: string[] = [];
    const send = async (message: { to: string }) => void sent.push(message.to);
    await sendDueReviewRequests(reviewEnv({ CUSTOMER_EMAIL: { send } as unknown as SendEmail }), new Date('2033-02-02T15:00:00Z'));
    for (const id of [small, large, unpriced]) expect((await reviewRow(id))?.review_sent_at, `lead ${id}`).toBe('2033-02-02T15:00:00.000Z');
    const emails = await env.DB.prepare('SELECT email FROM leads WHERE id IN (?1, ?2, ?3) ORDER BY email')
      .bind(small, large, unpriced)
      .all<{ email: string }>();
    expect(sent.sort()).toEqual(emails.results.map((row) => row.email));
  });

  it('shows "Review request sent" on the lead’s page', async () => {
    const id = await seedDone({ statusAt: '2032-05-04T18:00:00.000Z' });
    await sendDueReviewRequests(reviewEnv(), new Date('2032-05-05T15:00:00Z'));
    const { vars, owner } = await localAdminAccess('review-1');
    const page = await (await requestWith(vars, `/admin/leads/${id}`, { headers: owner })).text();
    expect(page).toMatch(/Review request sent May 5, 2032/);
  });
});
