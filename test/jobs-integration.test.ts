import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { sendDueReviewRequests } from '../src/leads/review';
import { getLead } from '../src/leads/store';
import { nextFreeWeekdayMorning } from '../src/jobs/model';
import { bookedDates } from '../src/jobs/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { localAdminAccess, ORIGIN, requestWith, SITE_URL } from './helpers';

/**
 * The job after the yes through the Worker (issue 46 items 1 and 2), `now` fixed at Friday 2026-10-30, 07:00 CDT:
 * the job made from an accepted quote by the command line's JSON (its days across the autumn clock change, the
 * customer's page), the refusals (no lead, a lead not won, a past day, an unknown kind: nothing stored), the lead's
 * page and "Schedule the job" without JavaScript (303 to the day, 422 with the summary and the values), a move, the
 * last day done moving the lead to Done and the review request that follows, and each pour day's weather.
 */

const NOW = new Date('2026-10-30T12:00:00Z');
const stand = inject('nwsService');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fixes the clock at NOW and signs the owner in (the token is issued at the fixed time). */
async function owner() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const admin = await localAdminAccess('jobs-46');
  /** A request as the owner; `form` posts urlencoded fields; `json` asks for JSON as `npm run schedule` does. */
  return (
    path: string,
    { form, json = false, vars = {} }: { form?: Record<string, string | string[]>; json?: boolean; vars?: object } = {},
  ) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(name, one);
    return requestWith({ ...admin.vars, ...vars }, path, {
      ...(form && { method: 'POST', body: body.toString() }),
      headers: {
        ...admin.owner,
        Origin: ORIGIN,
        ...(form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...(json && { Accept: 'application/json' }),
      },
    });
  };
}

/** A lead at `status` (Beaumont unless told), stored at NOW. */
async function leadAt(status: string, { lang = 'en', town = 'Beaumont' } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'María Pérez', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', ?4, 'A driveway.', ?5, 'sent', ?1, ?6) RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `maria-${crypto.randomUUID()}@example.com`, town, lang, status)
    .first<{ id: number }>();
  return (await getLead(env.DB, row!.id))!;
}

/** A Spanish lead whose quote was sent and accepted at NOW. */
async function acceptedLead() {
  const lead = await leadAt('new', { lang: 'es' });
  const parsed = parseQuoteForm({
    lines: [{ description: 'Entrada de autos', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'none',
    deposit: '',
    validDays: '30',
    terms: 'Saldo al terminar.',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, NOW);
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  expect(await sendQuote(env, draft, lead, NOW)).toBeNull();
  const quote = (await quoteByToken(env.DB, draft.token))!;
  expect(await acceptQuote(env.DB, quote, 'María Pérez', NOW)).toBe(true);
  vi.restoreAllMocks();
  return { lead: (await getLead(env.DB, lead.id))!, quote };
}

describe('npm run schedule -- add (the JSON of /admin/leads/<id>/job/days)', () => {
  it('makes the job of an accepted quote: its days in Central time across the autumn change, the customer page', async () => {
    const as = await owner();
    const { lead, quote } = await acceptedLead();
    expect(lead.status).toBe('won');
    const response = await as(`/admin/leads/${lead.id}/job/days`, {
      form: { day: ['2026-11-01 07:00|8|forms', '2026-11-03 07:00|6|pour'], crew: 'Juan, Luis', notify: 'yes' },
      json: true,
    });
    expect(response.status).toBe(200);
    const { job } = (await response.json()) as { job: Record<string, unknown> };
    expect(job).toMatchObject({
      lead: lead.id,
      days: 2,
      state: 'scheduled',
      pour: 'Tuesday, November 3, 2026, 7:00 AM',
      customerUrl: `${new URL(SITE_URL).origin}/es/quotes/${quote.token}`,
    });
    const stored = await env.DB.prepare('SELECT id, quote_id, notify_requested_at FROM lead_jobs WHERE lead_id = ?1').bind(lead.id).first();
    expect(stored).toMatchObject({ quote_id: quote.id, notify_requested_at: NOW.toISOString() });
    const { results } = await env.DB.prepare(
      'SELECT starts_at, local_date, hours, kind, crew FROM work_days WHERE job_id = ?1 ORDER BY starts_at',
    )
      .bind(stored!.id)
      .all();
    expect(results).toEqual([
      { starts_at: '2026-11-01T13:00:00.000Z', local_date: '2026-11-01', hours: 8, kind: 'prep', crew: 'Juan, Luis' },
      { starts_at: '2026-11-03T13:00:00.000Z', local_date: '2026-11-03', hours: 6, kind: 'pour', crew: 'Juan, Luis' },
    ]);
  });

  it('refuses an unknown lead (404), a lead not won (409) and a past day or an unknown kind (422), storing nothing', async () => {
    const as = await owner();
    const day = { day: '2026-11-04 07:00|8|pour' };
    const unknown = await as('/admin/leads/99999999/job/days', { form: day, json: true });
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'No lead #99999999.' }]);
    const quoted = await leadAt('quoted');
    const notWon = await as(`/admin/leads/${quoted.id}/job/days`, { form: day, json: true });
    expect([notWon.status, await notWon.json()]).toEqual([
      409,
      { error: `Lead #${quoted.id} is not won: accept a quote or mark it Won first.` },
    ]);
    const won = await leadAt('won');
    const refused = await as(`/admin/leads/${won.id}/job/days`, {
      form: { day: ['2026-10-29 07:00|8|pour', '2026-11-04 07:00|8|demolition', '2027-11-01 07:00|8|pour'] },
      json: true,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      errors: [
        'day 1, date: That start is in the past.',
        'day 2, kind: Choose a kind: prep, pour, finish or other.',
        'day 3, date: That day is more than a year ahead.',
      ],
    });
    const jobs = await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_jobs WHERE lead_id IN (?1, ?2)').bind(quoted.id, won.id).first();
    expect(jobs).toEqual({ n: 0 });
  });
});

describe('"Schedule the job" on the lead’s page, without JavaScript', () => {
  it('is offered on a Won lead’s page only', async () => {
    const as = await owner();
    const won = await leadAt('won');
    const fresh = await leadAt('new');
    const wonPage = parse(await (await as(`/admin/leads/${won.id}`)).text());
    expect(wonPage.querySelector('#job a')?.getAttribute('href')).toBe(`/admin/leads/${won.id}/job`);
    expect(wonPage.querySelector('#job a')?.text).toBe('Schedule the job');
    expect(parse(await (await as(`/admin/leads/${fresh.id}`)).text()).querySelector('#job')).toBeNull();
    expect((await as(`/admin/leads/${fresh.id}/job`)).status).toBe(409);
  });

  it('adds a day (303 to it), refuses one (422, the summary, the values kept), moves one, and the last done moves the lead to Done', async () => {
    const as = await owner();
    const lead = await leadAt('won');
    const page = await as(`/admin/leads/${lead.id}/job`);
    expect(page.status).toBe(200);
    const form = parse(await page.text());
    expect(form.querySelector('h1')?.text).toBe('Schedule the job');
    // The next free weekday morning is proposed.
    const proposed = nextFreeWeekdayMorning(await bookedDates(env.DB, NOW), NOW);
    expect(form.querySelector('#add-date')?.getAttribute('value')).toBe(proposed.date);
    expect(form.querySelector('#add-time')?.getAttribute('value')).toBe('07:00');

    const add = (fields: Record<string, string>) =>
      as(`/admin/leads/${lead.id}/job/days`, { form: { time: '07:00', hours: '8', crew: '', note: '', ...fields } });
    const first = await add({ date: '2026-11-05', kind: 'prep' });
    expect(first.status).toBe(303);
    const firstId = Number(/#day-(\d+)$/.exec(first.headers.get('Location') ?? '')?.[1]);
    expect(first.headers.get('Location')).toBe(`/admin/leads/${lead.id}/job#day-${firstId}`);
    expect((await add({ date: '2026-11-06', kind: 'pour', note: 'Pump truck at 6:30' })).status).toBe(303);

    const refused = await add({ date: '2026-11-06', kind: 'pour', hours: '20' });
    expect(refused.status).toBe(422);
    const again = parse(await refused.text());
    const summary = again.querySelector('#add-day [role="alert"]');
    expect(summary?.querySelector('h3')?.text).toBe('The day was not added');
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#add-hours');
    expect(summary?.querySelector('a')?.text).toBe('Hours: Hours go from 0.5 to 14, like 8 or 4.5.');
    expect(again.querySelector('#add-hours')?.getAttribute('value')).toBe('20');

    // Moving the first day: to the past refused (422), to Monday accepted (303).
    const move = (date: string) => as(`/admin/leads/${lead.id}/job/days/${firstId}/move`, { form: { date, time: '08:00' } });
    const badMove = await move('2026-10-01');
    expect(badMove.status).toBe(422);
    expect(parse(await badMove.text()).querySelector(`#day-${firstId} [role="alert"]`)?.text).toContain('Date: That start is in the past.');
    expect((await move('2026-11-09')).status).toBe(303);
    const movedRow = await env.DB.prepare('SELECT starts_at, local_date FROM work_days WHERE id = ?1').bind(firstId).first();
    expect(movedRow).toEqual({ starts_at: '2026-11-09T14:00:00.000Z', local_date: '2026-11-09' });

    // Each day done; the last moves the lead to Done.
    const { results } = await env.DB.prepare(
      'SELECT work_days.id FROM work_days JOIN lead_jobs ON lead_jobs.id = job_id WHERE lead_id = ?1 ORDER BY starts_at',
    )
      .bind(lead.id)
      .all<{ id: number }>();
    expect(results).toHaveLength(2);
    const done = (id: number) => as(`/admin/leads/${lead.id}/job/days/${id}/done`, { form: {} });
    expect((await done(results[0]!.id)).status).toBe(303);
    expect((await getLead(env.DB, lead.id))?.status).toBe('won');
    expect(parse(await (await as(`/admin/leads/${lead.id}/job`)).text()).querySelector('h1 + p')?.text).toContain('In progress');
    // The last day asks once: the lead stays Won until "Yes, the job is done".
    const asked = await done(results[1]!.id);
    expect(asked.status).toBe(200);
    const confirm = parse(await asked.text()).querySelector(`#day-${results[1]!.id} form[action$="/done#day-${results[1]!.id}"]`);
    expect(confirm?.querySelector('[role="alert"]')?.text).toBe(
      'This is the last work day: the lead moves to Done, and the review request goes out the next morning at 9:00 AM (to a customer who gave an email address).',
    );
    expect(confirm?.querySelector('button')?.text).toBe('Yes, the job is done');
    expect((await getLead(env.DB, lead.id))?.status).toBe('won');
    const confirmed = await as(`/admin/leads/${lead.id}/job/days/${results[1]!.id}/done`, { form: { confirm: 'yes' } });
    expect(confirmed.status).toBe(303);
    const after = (await getLead(env.DB, lead.id))!;
    expect([after.status, after.status_at]).toEqual(['done', NOW.toISOString()]);
    const note = await env.DB.prepare(`SELECT kind, status, note FROM lead_history WHERE lead_id = ?1 ORDER BY id DESC LIMIT 1`)
      .bind(lead.id)
      .first();
    expect(note).toEqual({ kind: 'status', status: 'done', note: 'Job done: every work day marked done' });

    // Done → the review request, sent by the cron the next morning (09:00 Central).
    const sent = vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
    const reviewEnv = { ...env, GOOGLE_REVIEW_URL: 'https://g.page/r/example/review' };
    await sendDueReviewRequests(reviewEnv, new Date('2026-10-31T13:59:00Z'));
    expect(sent.mock.calls.filter(([message]) => (message as { to: string }).to === lead.email)).toHaveLength(0);
    await sendDueReviewRequests(reviewEnv, new Date('2026-10-31T14:00:00Z'));
    expect(sent.mock.calls.filter(([message]) => (message as { to: string }).to === lead.email)).toHaveLength(1);
  });
});

describe('npm run schedule -- move, list and weather', () => {
  it('moves a day by its date, lists the job and gives the pour’s verdict from the NWS stand-in', async () => {
    const as = await owner();
    const lead = await leadAt('won', { town: 'Beaumont' });
    const added = await as(`/admin/leads/${lead.id}/job/days`, { form: { day: '2026-12-01 07:00|6|pour' }, json: true });
    expect(added.status).toBe(200);
    const moved = await as(`/admin/leads/${lead.id}/job/move`, { form: { from: '2026-12-01', to: '2026-12-02 07:00' }, json: true });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { moved: string }).moved).toBe('Wednesday, December 2, 2026, 7:00 AM, 6 hours, pour');
    const gone = await as(`/admin/leads/${lead.id}/job/move`, { form: { from: '2026-12-01', to: '2026-12-04 07:00' }, json: true });
    expect([gone.status, await gone.json()]).toEqual([
      422,
      { errors: [`day: lead #${lead.id}'s job has no work day not done on 2026-12-01.`] },
    ]);

    const list = (await (await as('/admin/jobs.json')).json()) as { jobs: { lead: number; state: string; pour: string }[] };
    expect(list.jobs.find((job) => job.lead === lead.id)).toMatchObject({
      state: 'scheduled',
      pour: 'Wednesday, December 2, 2026, 7:00 AM',
    });

    // The recorded rainy forecast of Beaumont, 2026-12-02: HOLD.
    const weather = await as(`/admin/leads/${lead.id}/job/weather.json`, { vars: { NWS_API_BASE: stand } });
    expect(weather.status).toBe(200);
    expect(((await weather.json()) as { pours: unknown[] }).pours).toEqual([
      expect.objectContaining({ town: 'Beaumont', verdict: 'HOLD', reasons: ['70 % chance of rain 9 – 11 AM'] }),
    ]);
  });
});
