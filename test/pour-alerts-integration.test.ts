import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { business } from '../src/content/business';
import type { WorkerEnv } from '../src/env';
import { parseWorkDay } from '../src/jobs/model';
import { checkPourForecasts, claimHourlyCheck } from '../src/jobs/pour-alerts';
import { addWorkDays, jobForLead } from '../src/jobs/store';
import { localAdminAccess, ORIGIN, requestWith, SITE_URL } from './helpers';

/**
 * Telling the contractor about a pour's weather (issue 46 items 5, 2b and 6), through the hourly check with `now`
 * fixed and NWS played by test/nws-service.ts: Port Arthur's recorded week (test/fixtures/nws/stand-in-towns.ts,
 * Wednesday 2026-12-02 HOLD with rain 9–11 AM, Thursday CAUTION, Friday GO), switched to a CAUTION and a GO
 * Wednesday between hours. The push service of test/push-service.ts counts the pushes; the email binding is spied.
 */

const stand = inject('nwsService');
const pushService = inject('pushService');
/** Monday 2026-11-30 18:00 CST, and Tuesday 2026-12-01 18:00 CST (the evening before the pour). */
const MONDAY_EVENING = new Date('2026-12-01T00:00:00Z');
const TUESDAY_EVENING = new Date('2026-12-02T00:00:00Z');
const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);
const weekEnv = { ...env, NWS_API_BASE: stand, ENVIRONMENT: 'development' } as WorkerEnv;
const downEnv = { ...env, NWS_API_BASE: 'http://127.0.0.1:9', ENVIRONMENT: 'development' } as WorkerEnv;
const pushPath = `/push/ok-pours-${crypto.randomUUID()}`;

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Switches Port Arthur's forecast at the stand-in: 'week-hold', 'week-caution' or 'week-clear'. */
const forecast = async (name: string) => expect((await fetch(`${stand}/control/forecast/21,70/${name}`, { method: 'POST' })).ok).toBe(true);
/** How many pushes the contractor's phone received. */
const pushes = async () =>
  ((await (await fetch(`${pushService}/received?path=${encodeURIComponent(pushPath)}`)).json()) as unknown[]).length;

/** A won lead in `town` with one work day "YYYY-MM-DD HH:MM|hours|kind": its id and the day's id. */
async function jobWith(name: string, town: string, day: string) {
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', 'owner@example.com', 'Concrete Driveways', '12 Procter St', ?4, 'A driveway.', 'en', 'sent', ?1, 'won') RETURNING id`,
  )
    .bind(MONDAY_EVENING.toISOString(), crypto.randomUUID(), name, town)
    .first<{ id: number }>();
  const made = await jobForLead(env.DB, lead!.id, MONDAY_EVENING);
  if (!('job' in made)) throw new Error('no job');
  const [when, hours, kind] = day.split('|');
  const parsed = parseWorkDay({ date: when!.slice(0, 10), time: when!.slice(11), hours: hours!, kind: kind! }, MONDAY_EVENING);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const job = await addWorkDays(env.DB, made.job, [parsed.day], false, MONDAY_EVENING);
  return { leadId: lead!.id, dayId: job.days[0]!.id };
}

/** The emails sent to the business, spied: each call's message. */
const mail = () => vi.spyOn(env.EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
type Sent = { to: string; subject: string; text: string };
const sentOf = (spy: ReturnType<typeof mail>) => spy.mock.calls.map((call) => call[0] as unknown as Sent);

let wednesday: { leadId: number; dayId: number };
let thursday: { leadId: number; dayId: number };
let done: { leadId: number; dayId: number };

beforeAll(async () => {
  await forecast('week-hold');
  // The contractor's phone, subscribed.
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const p256dh = b64url(new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer));
  await env.DB.prepare('INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(`${pushService}${pushPath}`, p256dh, b64url(crypto.getRandomValues(new Uint8Array(16))), MONDAY_EVENING.toISOString())
    .run();
  wednesday = await jobWith('Rosa Treviño', 'Port Arthur', '2026-12-02 07:00|8|pour');
  thursday = await jobWith('Luis Ortega', 'Port Arthur', '2026-12-03 11:00|6|pour');
  done = await jobWith('Done Already', 'Port Arthur', '2026-12-02 07:00|4|pour');
  await env.DB.prepare('UPDATE work_days SET done_at = ?2 WHERE id = ?1').bind(done.dayId, MONDAY_EVENING.toISOString()).run();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the hourly check of the pours', () => {
  it('runs once an hour whatever minute the cron first runs at', async () => {
    const first = new Date('2026-11-20T10:07:00Z');
    expect(await claimHourlyCheck(env.DB, first)).toBe(true);
    expect(await claimHourlyCheck(env.DB, new Date('2026-11-20T10:12:00Z'))).toBe(false);
    expect(await claimHourlyCheck(env.DB, new Date('2026-11-20T11:01:00Z'))).toBe(false);
    expect(await claimHourlyCheck(env.DB, new Date('2026-11-20T11:02:00Z'))).toBe(true);
  });

  it('tells one push and one email for a first HOLD within 36 hours, nothing the next hour, one more at each change', async () => {
    const customer = vi.spyOn(env.CUSTOMER_EMAIL, 'send');
    const email = mail();
    // Monday evening: Wednesday 07:00 is 37 hours ahead. Read and kept, not told.
    expect(await checkPourForecasts(weekEnv, MONDAY_EVENING)).toEqual({ checked: 2, told: 0 });
    expect(email).not.toHaveBeenCalled();
    expect(await pushes()).toBe(0);

    // Tuesday evening: the HOLD is told once; Thursday's CAUTION is 41 hours ahead; the day done is not read.
    expect(await checkPourForecasts(weekEnv, TUESDAY_EVENING)).toEqual({ checked: 2, told: 1 });
    const [hold] = sentOf(email);
    expect(sentOf(email)).toHaveLength(1);
    expect(await pushes()).toBe(1);
    expect(hold!.to).toBe(business.email);
    expect(hold!.subject).toBe('Pour HOLD: Wednesday in Port Arthur (Rosa T.)');
    expect(hold!.text.split('\n')[0]).toBe("Wednesday's pour in Port Arthur: HOLD, 70 % chance of rain 9 – 11 AM. Next GO day: Friday.");
    expect(hold!.text).toContain(`Move it, or keep it: ${SITE_URL}/admin/leads/${wednesday.leadId}/job`);
    expect(hold!.text).toContain('Nothing was sent to the homeowner');
    console.log(`The contractor's HOLD email as sent:\nSubject: ${hold!.subject}\n\n${hold!.text}`);

    // The next hour, the same verdict: nothing.
    email.mockClear();
    expect(await checkPourForecasts(weekEnv, at(TUESDAY_EVENING, 1))).toEqual({ checked: 2, told: 0 });
    expect(email).not.toHaveBeenCalled();
    expect(await pushes()).toBe(1);

    // The forecast changes to CAUTION: one more.
    await forecast('week-caution');
    expect(await checkPourForecasts(weekEnv, at(TUESDAY_EVENING, 2))).toEqual({ checked: 2, told: 1 });
    expect(sentOf(email).map((sent) => sent.text.split('\n')[0])).toEqual([
      "Wednesday's pour in Port Arthur: CAUTION, 40 % chance of rain 9 AM – 1 PM. Next GO day: Friday.",
    ]);
    expect(await pushes()).toBe(2);

    // Back to GO after a CAUTION was told: one more, then nothing.
    email.mockClear();
    await forecast('week-clear');
    expect(await checkPourForecasts(weekEnv, at(TUESDAY_EVENING, 3))).toEqual({ checked: 2, told: 1 });
    expect(sentOf(email).map((sent) => sent.text.split('\n')[0])).toEqual(["Wednesday's pour in Port Arthur: GO. It was CAUTION."]);
    expect(await checkPourForecasts(weekEnv, at(TUESDAY_EVENING, 4))).toEqual({ checked: 2, told: 0 });
    expect(sentOf(email)).toHaveLength(1);
    expect(await pushes()).toBe(3);
    // Nothing ever went to the homeowner.
    expect(customer).not.toHaveBeenCalled();
  });

  it('when NWS fails: UNKNOWN kept, nothing sent, the failure logged once, and pages answer 200 "forecast not available"', async () => {
    await forecast('week-hold');
    const email = mail();
    const warn = vi.spyOn(console, 'warn');
    // Wednesday midnight: Thursday's pour (35 hours ahead) is within 36 hours, but NWS does not answer.
    const midnight = at(TUESDAY_EVENING, 6);
    expect(await checkPourForecasts(downEnv, midnight)).toEqual({ checked: 2, told: 0 });
    expect(email).not.toHaveBeenCalled();
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('"nws_failed"'))).toHaveLength(1);
    const stored = await env.DB.prepare('SELECT verdict, line FROM pour_verdicts WHERE work_day_id = ?1').bind(thursday.dayId).first();
    expect(stored).toEqual({ verdict: 'UNKNOWN', line: "Thursday's pour in Port Arthur: forecast not available." });

    vi.useFakeTimers({ toFake: ['Date'], now: midnight });
    const admin = await localAdminAccess('pours-46');
    const get = (path: string, vars: object) =>
      requestWith({ ...admin.vars, ...vars }, path, { headers: { ...admin.owner, Origin: ORIGIN } });
    const calendar = await get('/admin/calendar', { NWS_API_BASE: 'http://127.0.0.1:9' });
    expect(calendar.status).toBe(200);
    const page = parse(await calendar.text());
    const entry = page.querySelector(`[data-work-day="${thursday.dayId}"]`);
    expect(entry?.textContent).toContain('forecast not available');

    // The first screen: the pour not GO with its stored line and time.
    const first = parse(await (await get('/admin/leads', {})).text());
    const pour = first
      .querySelectorAll('[aria-labelledby="pours-not-go"] a')
      .find((a) => a.getAttribute('href') === `/admin/leads/${thursday.leadId}/job`);
    expect(pour?.textContent).toContain("Thursday's pour in Port Arthur: forecast not available.");
    expect(pour?.textContent).toContain('as of 00:00');
  });
});

describe('/admin/calendar and the first screen', () => {
  /** The owner's GET at `now`, NWS the stand-in. */
  async function ownerGet(path: string, now: Date) {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const admin = await localAdminAccess('pours-46');
    return requestWith({ ...admin.vars, NWS_API_BASE: stand }, path, { headers: { ...admin.owner, Origin: ORIGIN } });
  }

  it('shows the work days by day with a pour on HOLD, its reasons in words, and links to the lead and its job', async () => {
    await forecast('week-hold');
    const response = await ownerGet('/admin/calendar', TUESDAY_EVENING);
    expect(response.status).toBe(200);
    const page = parse(await response.text());
    const day = page.getElementById('day-2026-12-02');
    expect(day?.querySelector('h2')?.textContent).toContain('Wednesday, December 2');
    const pour = day?.querySelector(`[data-work-day="${wednesday.dayId}"]`);
    expect(pour?.textContent).toContain('7:00 AM');
    expect(pour?.textContent).toContain('pour');
    expect(pour?.textContent).toContain('HOLD');
    expect(pour?.textContent).toContain('70 % chance of rain 9 – 11 AM');
    expect(pour?.textContent).toContain('8 hours · Port Arthur');
    expect(pour?.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      [`/admin/leads/${wednesday.leadId}`, 'Rosa Treviño'],
      [`/admin/leads/${wednesday.leadId}/job`, 'Move or keep the pour'],
    ]);
    // Thursday's pour: CAUTION; the day done carries no verdict.
    expect(page.querySelector(`[data-work-day="${thursday.dayId}"]`)?.textContent).toContain('CAUTION');
    expect(page.querySelector(`[data-work-day="${done.dayId}"]`)?.textContent).not.toMatch(/HOLD|CAUTION|GO/);
    expect(page.querySelector('a[href="/admin/calendar?from=2026-12-08"]')?.textContent).toBe('Later week');
  });

  it('pages by week with ?from, refuses a day that is not one with 400, and a pour past the forecast says so', async () => {
    const past = await jobWith('Past Reach', 'Port Arthur', '2026-12-09 07:00|8|pour');
    const later = await ownerGet('/admin/calendar?from=2026-12-08', TUESDAY_EVENING);
    expect(later.status).toBe(200);
    const page = parse(await later.text());
    expect(page.getElementById('day-2026-12-08')).not.toBeNull();
    expect(page.getElementById('day-2026-12-02')).toBeNull();
    expect(page.querySelector('a[href="/admin/calendar?from=2026-12-01"]')?.textContent).toBe('Earlier week');
    // 2026-12-09 07:00 is past the forecast's 156 hours from Tuesday evening.
    expect(page.querySelector(`[data-work-day="${past.dayId}"]`)?.textContent).toContain('forecast not available');
    for (const bad of ['2026-13-01', 'tomorrow', '2026-11-01', '2028-12-01'])
      expect((await ownerGet(`/admin/calendar?from=${bad}`, TUESDAY_EVENING)).status).toBe(400);
  });

  it('puts the pours not GO and the next work days above the leads, and nothing when there is no work', async () => {
    // The hourly check at Tuesday evening stored Wednesday's HOLD and Thursday's CAUTION.
    await forecast('week-hold');
    mail();
    await checkPourForecasts(weekEnv, at(TUESDAY_EVENING, 10));
    const page = parse(await (await ownerGet('/admin/leads', TUESDAY_EVENING)).text());
    const pours = page.querySelectorAll('[aria-labelledby="pours-not-go"] li');
    expect(pours.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual([
      `/admin/leads/${wednesday.leadId}/job`,
      `/admin/leads/${thursday.leadId}/job`,
    ]);
    expect(pours[0]?.textContent).toContain("Wednesday's pour in Port Arthur: HOLD, 70 % chance of rain 9 – 11 AM. Next GO day: Friday.");
    const next = page.querySelectorAll('[aria-labelledby="next-work-days"] li').map((li) => li.textContent);
    expect(next).toEqual([
      'Wednesday, December 2 at 7:00 AMRosa Treviño · pour',
      'Thursday, December 3 at 11:00 AMLuis Ortega · pour',
      'Wednesday, December 9 at 7:00 AMPast Reach · pour',
    ]);
    // Leads come after.
    expect(page.toString().indexOf('next-work-days')).toBeLessThan(page.toString().indexOf('lead-search'));

    // Every pour GO (no verdict not GO stored): the next work days alone.
    await env.DB.prepare('DELETE FROM pour_verdicts').run();
    const calm = parse(await (await ownerGet('/admin/leads', TUESDAY_EVENING)).text());
    expect(calm.querySelector('#pours-not-go')).toBeNull();
    expect(calm.querySelectorAll('[aria-labelledby="next-work-days"] li')).toHaveLength(3);

    await env.DB.prepare('DELETE FROM work_days').run();
    const empty = parse(await (await ownerGet('/admin/leads', TUESDAY_EVENING)).text());
    expect(empty.querySelector('#next-work-days')).toBeNull();
    expect(empty.querySelector('#pours-not-go')).toBeNull();
  });
});
