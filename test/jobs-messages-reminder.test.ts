import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkDay } from '../src/jobs/model';
import { recordMove } from '../src/jobs/messages';
import { sendDueJobMessages } from '../src/jobs/reminders';
import { addWorkDays, jobForLead, markWorkDayDone } from '../src/jobs/store';

/**
 * The reminder the evening before a pour (issue 46 item 4), from the cron's call: at 18:00 Central the day before,
 * on both sides of the clock changes (Sunday 2026-11-01, the autumn change: 18:00 CST = 00:00 UTC; Sunday
 * 2027-03-14, the spring change: 18:00 CDT = 23:00 UTC), once per pour day, not for a day done, not for a day moved
 * after its reminder was due.
 */

const MADE = new Date('2026-10-30T12:00:00Z');

afterEach(() => vi.restoreAllMocks());

/** A won lead with one job whose days are `days` (8 hours each), made at MADE; answers the job. */
async function pourJob(days: { start: string; localDate: string; kind: WorkDay['kind'] }[]) {
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'Ann Lee', '+14095550123', ?3, 'Concrete Driveways', '9 Oak St', 'Vidor', '', 'en', 'sent', ?1, 'won') RETURNING id`,
  )
    .bind(MADE.toISOString(), crypto.randomUUID(), `ann-${crypto.randomUUID()}@example.com`)
    .first<{ id: number }>();
  const made = await jobForLead(env.DB, lead!.id, MADE);
  if (!('job' in made)) throw new Error(made.refused);
  const rows: WorkDay[] = days.map((day) => ({ ...day, start: Date.parse(day.start), hours: 8, crew: null, note: null }));
  return addWorkDays(env.DB, made.job, rows, false, MADE);
}

/** Runs the cron at each instant and answers the subjects sent at each. */
async function cronAt(...instants: string[]) {
  const sent: string[][] = [];
  for (const at of instants) {
    const spy = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    await sendDueJobMessages(env, new Date(at));
    sent.push(spy.mock.calls.map(([message]) => (message as { text: string }).text.split('\n')[2] ?? ''));
    spy.mockRestore();
  }
  return sent;
}

describe('the pour reminder', () => {
  it('goes at 18:00 CST on the autumn change (00:00 UTC), once, and not for the prep day', async () => {
    await pourJob([
      { start: '2026-11-01T12:00:00Z', localDate: '2026-11-01', kind: 'prep' },
      { start: '2026-11-02T13:00:00Z', localDate: '2026-11-02', kind: 'pour' },
    ]);
    expect(await cronAt('2026-11-01T23:55:00Z', '2026-11-02T00:00:00Z', '2026-11-02T00:05:00Z', '2026-11-02T02:00:00Z')).toEqual([
      [],
      ['A reminder: we pour your concrete tomorrow, Monday, November 2, from 7:00 AM, weather permitting.'],
      [],
      [],
    ]);
  });

  it('goes at 18:00 CDT on the spring change (23:00 UTC), once', async () => {
    await pourJob([{ start: '2027-03-15T12:00:00Z', localDate: '2027-03-15', kind: 'pour' }]);
    expect(await cronAt('2027-03-14T22:55:00Z', '2027-03-14T23:00:00Z', '2027-03-14T23:05:00Z')).toEqual([
      [],
      ['A reminder: we pour your concrete tomorrow, Monday, March 15, from 7:00 AM, weather permitting.'],
      [],
    ]);
  });

  it('is not sent for a day done, nor for a day moved after it was due, nor after 21:00', async () => {
    const done = await pourJob([{ start: '2026-11-10T13:00:00Z', localDate: '2026-11-10', kind: 'pour' }]);
    await markWorkDayDone(env.DB, done, done.days[0]!.id, new Date('2026-11-09T20:00:00Z'));
    const moved = await pourJob([{ start: '2026-11-10T13:00:00Z', localDate: '2026-11-10', kind: 'pour' }]);
    // Moved to 10:00 the same day at 19:00, after 18:00: the move's own message tells the homeowner.
    const day = moved.days[0]!;
    await env.DB.prepare('UPDATE work_days SET starts_at = ?2 WHERE id = ?1').bind(day.id, '2026-11-10T16:00:00.000Z').run();
    await recordMove(env, moved, { id: day.id, starts_at: '2026-11-10T16:00:00.000Z' }, day.starts_at, {
      reason: { kind: 'rain', text: null },
      notify: false,
      now: new Date('2026-11-10T01:00:00Z'),
    });
    const kept = await pourJob([{ start: '2026-11-10T15:00:00Z', localDate: '2026-11-10', kind: 'pour' }]);
    expect(kept.days).toHaveLength(1);
    // At 19:05 CST only the day neither done nor moved is reminded of.
    expect(await cronAt('2026-11-10T01:05:00Z')).toEqual([
      ['A reminder: we pour your concrete tomorrow, Tuesday, November 10, from 9:00 AM, weather permitting.'],
    ]);
    // Nothing ran between 18:00 and 21:00 CST (00:00–03:00 UTC): a reminder is not sent at 21:05.
    await pourJob([{ start: '2026-11-11T13:00:00Z', localDate: '2026-11-11', kind: 'pour' }]);
    expect(await cronAt('2026-11-11T03:05:00Z')).toEqual([[]]);
  });
});
