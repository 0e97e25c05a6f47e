import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workDaysIcs } from '../src/jobs/ics';
import type { WorkDay } from '../src/jobs/model';
import { addWorkDays, jobForLead, type Job } from '../src/jobs/store';
import { sendDueJobMessages } from '../src/jobs/reminders';
import { allowCustomerEmail } from '../src/leads/customer-email';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { localAdminAccess, ORIGIN, requestWith, SITE_URL } from './helpers';

/**
 * The homeowner's messages about the job (issue 46 item 4) inside workerd: the .ics of the work days read as text
 * lines, "Your job is scheduled" sent once, three moves in ten minutes told in one message, "On my way" once a day,
 * and the customer bounds holding. The pour reminder's evening across both clock changes is in
 * test/jobs-messages-reminder.test.ts.
 */

/** Friday 2026-10-30, 07:00 CDT. */
const NOW = new Date('2026-10-30T12:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fixes the clock at `now` and signs the owner in; answers a function posting as the owner (`json` as the CLI). */
async function owner(now = NOW) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const admin = await localAdminAccess('jobs-messages-46');
  return (path: string, { form, json = false }: { form?: Record<string, string | string[]>; json?: boolean } = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(name, one);
    return requestWith(admin.vars, path, {
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

/** A won lead (Nederland, María Pérez, an address of its own) in `lang`. */
async function wonLead(lang: 'en' | 'es' = 'en') {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'María Pérez', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Nederland', 'A driveway.', ?4, 'sent', ?1, 'won') RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `maria-${crypto.randomUUID()}@example.com`, lang)
    .first<{ id: number }>();
  return (await getLead(env.DB, row!.id))!;
}

/** A Spanish lead whose quote was sent and accepted at NOW: the customer's page is /es/quotes/<token>. */
async function acceptedLead() {
  const lead = await wonLead('es');
  await env.DB.prepare(`UPDATE leads SET status = 'new' WHERE id = ?1`).bind(lead.id).run();
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

/** The customer emails sent from here on. */
const customerMails = () => vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
/** What each call of the spy sent. */
const sentOf = (spy: ReturnType<typeof customerMails>) =>
  spy.mock.calls.map(([message]) => message as { to: string; subject: string; text: string; attachments?: { content: string }[] });

/** A job for `leadId` with `days` ("YYYY-MM-DDTHH:MM:SSZ" starts, 8 hours each) added at NOW. */
async function jobWith(leadId: number, days: { start: string; localDate: string; kind: WorkDay['kind'] }[]): Promise<Job> {
  const made = await jobForLead(env.DB, leadId, NOW);
  if (!('job' in made)) throw new Error(made.refused);
  const rows: WorkDay[] = days.map((day) => ({ ...day, start: Date.parse(day.start), hours: 8, crew: null, note: null }));
  return addWorkDays(env.DB, made.job, rows, false, NOW);
}

describe('the .ics of the work days', () => {
  it('has one VEVENT a day, the town alone as LOCATION, no token or link, and a VALARM at 18:00 Central the day before', async () => {
    const days = [
      // Monday after the autumn change: the evening before is Sunday 18:00 CST = 00:00 UTC.
      { id: 1, starts_at: '2026-11-02T13:00:00.000Z', hours: 8, kind: 'prep' as const },
      // A 13:00 start: the alarm is still 18:00 the day before (a relative -PT13H would say 00:00).
      { id: 2, starts_at: '2026-12-03T19:00:00.000Z', hours: 4, kind: 'pour' as const },
      // The Monday after the spring change: Sunday 18:00 CDT = 23:00 UTC.
      { id: 3, starts_at: '2027-03-15T12:00:00.000Z', hours: 6, kind: 'finish' as const },
    ];
    const ics = await workDaysIcs(SITE_URL, days, { town: 'Nederland', lang: 'en', now: NOW });
    const lines = ics.split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('LOCATION'))).toEqual(Array(3).fill('LOCATION:Nederland\\, TX'));
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual([
      'DTSTART:20261102T130000Z',
      'DTSTART:20261203T190000Z',
      'DTSTART:20270315T120000Z',
    ]);
    expect(lines.filter((line) => line.startsWith('TRIGGER'))).toEqual([
      'TRIGGER;VALUE=DATE-TIME:20261102T000000Z',
      'TRIGGER;VALUE=DATE-TIME:20261203T000000Z',
      'TRIGGER;VALUE=DATE-TIME:20270314T230000Z',
    ]);
    expect(ics).not.toMatch(/https?:|\/quotes\/|Boston/i);
  });
});

describe('"Your job is scheduled"', () => {
  it("goes once, in the quote's language, with the days, the customer's page and the .ics; the CLI's JSON says \"sent\"", async () => {
    const as = await owner();
    const { lead, quote } = await acceptedLead();
    const mails = customerMails();
    const response = await as(`/admin/leads/${lead.id}/job/days`, {
      form: { day: ['2026-11-02 07:00|8|forms', '2026-11-04 07:00|6|pour'], notify: 'yes' },
      json: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, told: 'sent' });
    const [mail, ...more] = sentOf(mails);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(lead.email);
    expect(mail!.subject).toBe('Su trabajo está programado – Golden Triangle Concrete');
    expect(mail!.text).toContain('Hola, María:');
    expect(mail!.text).toContain('lunes, 2 de noviembre, desde las 7:00 a.m., preparación y cimbra');
    expect(mail!.text).toContain('miércoles, 4 de noviembre, desde las 7:00 a.m., colado: si el clima lo permite');
    expect(mail!.text).toContain(`${new URL(SITE_URL).origin}/es/quotes/${quote.token}`);
    expect(mail!.text).not.toContain('Boston');
    expect(mail!.attachments?.[0]?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // The cron later sends nothing more, and days added without the box tell nobody.
    await sendDueJobMessages(env, new Date(NOW.getTime() + 3_600_000));
    const quiet = await as(`/admin/leads/${lead.id}/job/days`, { form: { day: '2026-11-05 07:00|8|finish' }, json: true });
    expect(await quiet.json()).toMatchObject({ ok: true, told: null });
    expect(mails).toHaveBeenCalledTimes(1);
  });
});

describe('a move', () => {
  it('three moves in ten minutes make one message after 15 minutes: the first old day, the last new day, the last reason', async () => {
    const as = await owner();
    const lead = await wonLead();
    await jobWith(lead.id, [{ start: '2026-11-04T13:00:00Z', localDate: '2026-11-04', kind: 'pour' }]);
    const mails = customerMails();
    const move = async (minutes: number, from: string, to: string, reason: string) => {
      vi.setSystemTime(NOW.getTime() + minutes * 60_000);
      const response = await as(`/admin/leads/${lead.id}/job/move`, { form: { from, to, reason, notify: 'yes' }, json: true });
      expect(response.status).toBe(200);
      return (await response.json()) as { told: string };
    };
    expect((await move(0, '2026-11-04', '2026-11-05 07:00', 'rain is forecast for Wednesday morning')).told).toBe(
      'Friday, October 30, 2026, 7:15 AM',
    );
    await move(4, '2026-11-05', '2026-11-06 07:00', 'rain is forecast for Wednesday morning');
    await move(10, '2026-11-06', '2026-11-09 08:00', 'rain is forecast for Wednesday and Thursday');
    expect(mails).not.toHaveBeenCalled();
    await sendDueJobMessages(env, new Date(NOW.getTime() + 14 * 60_000));
    expect(mails).not.toHaveBeenCalled();
    await sendDueJobMessages(env, new Date(NOW.getTime() + 15 * 60_000));
    await sendDueJobMessages(env, new Date(NOW.getTime() + 20 * 60_000));
    const [mail, ...more] = sentOf(mails);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A work day has moved – Golden Triangle Concrete');
    expect(mail!.text).toContain('  Monday, November 9, from 8:00 AM, pour: weather permitting (was Wednesday, November 4, from 7:00 AM)');
    expect(mail!.text).toContain('Why: rain is forecast for Wednesday and Thursday.');
    expect(mail!.text).not.toMatch(/November 5|November 6/);
  });

  it('refuses a reason holding a link (422, the day not moved); the form offers the reasons and tells nobody without the box', async () => {
    const as = await owner();
    const lead = await wonLead();
    const job = await jobWith(lead.id, [{ start: '2026-11-04T13:00:00Z', localDate: '2026-11-04', kind: 'pour' }]);
    const mails = customerMails();
    const linked = await as(`/admin/leads/${lead.id}/job/move`, {
      form: { from: '2026-11-04', to: '2026-11-05 07:00', reason: 'see evil.example/rain', notify: 'yes' },
      json: true,
    });
    expect(linked.status).toBe(422);
    expect(JSON.stringify(await linked.json())).toContain('without a web or email address');
    const page = parse(await (await as(`/admin/leads/${lead.id}/job`)).text());
    expect(page.querySelectorAll(`#move-${job.days[0]!.id}-reason-kind option`).map((o) => o.text)).toEqual([
      'Rain forecast',
      'Cold forecast',
      'Heat or wind forecast',
      'Crew or equipment',
      'The customer asked',
      'Other (write it below)',
    ]);
    const moved = await as(`/admin/leads/${lead.id}/job/days/${job.days[0]!.id}/move`, {
      form: { date: '2026-11-06', time: '07:00', reason: 'rain' },
    });
    expect([moved.status, moved.headers.get('Location')]).toEqual([303, `/admin/leads/${lead.id}/job#day-${job.days[0]!.id}`]);
    await sendDueJobMessages(env, new Date(NOW.getTime() + 3_600_000));
    expect(mails).not.toHaveBeenCalled();
    // With the box, the page says when the customer is told; a query it does not know shows nothing.
    const told = await as(`/admin/leads/${lead.id}/job/days/${job.days[0]!.id}/move`, {
      form: { date: '2026-11-09', time: '07:00', reason: 'other', reason_text: 'the <b>pump</b> truck is booked', notify: 'yes' },
    });
    expect(told.headers.get('Location')).toBe(`/admin/leads/${lead.id}/job?told=move#day-${job.days[0]!.id}`);
    const shown = parse(await (await as(`/admin/leads/${lead.id}/job?told=move`)).text());
    expect(shown.querySelector('[role=status]')?.text).toBe(
      'The customer will be emailed in 15 minutes; another move before then goes in the same email.',
    );
    const odd = parse(await (await as(`/admin/leads/${lead.id}/job?told=constructor`)).text());
    expect(odd.querySelector('[role=status]')).toBeNull();
    await sendDueJobMessages(env, new Date(NOW.getTime() + 15 * 60_000));
    expect(sentOf(mails).map((mail) => mail.text.match(/^Why: .*$/m)?.[0])).toEqual(['Why: the <b>pump</b> truck is booked.']);
  });
});

describe('"On my way"', () => {
  it("is a button on the lead's page on a work day, sends one message, and a second tap says when it was sent", async () => {
    const tapAt = new Date('2026-11-04T13:42:00Z'); // 7:42 a.m. CST
    const lead = await wonLead('es');
    await jobWith(lead.id, [{ start: '2026-11-04T14:00:00Z', localDate: '2026-11-04', kind: 'prep' }]);
    const as = await owner(tapAt);
    const leadPage = parse(await (await as(`/admin/leads/${lead.id}`)).text());
    const form = leadPage.querySelector(`form[action="/admin/leads/${lead.id}/job/on-my-way"]`);
    expect(form?.text.trim()).toBe('On my way: tell the customer');
    const mails = customerMails();
    const first = await as(`/admin/leads/${lead.id}/job/on-my-way`, { form: {} });
    expect(first.status).toBe(200);
    expect(parse(await first.text()).querySelector('[role=status]')?.text).toBe('"On my way" sent to the customer.');
    vi.setSystemTime(tapAt.getTime() + 20 * 60_000);
    const second = await as(`/admin/leads/${lead.id}/job/on-my-way`, { form: {} });
    expect(parse(await second.text()).querySelector('[role=status]')?.text).toBe(
      '"On my way" was already sent today at 7:42 a.m.: not sent again.',
    );
    const [mail, ...more] = sentOf(mails);
    expect(more).toEqual([]);
    expect(mail!.text.split('\n')[0]).toBe('María, la cuadrilla va en camino a su casa en Nederland.');
  });

  it('is not offered, and refused (409), on a day without work', async () => {
    const lead = await wonLead();
    await jobWith(lead.id, [{ start: '2026-11-04T14:00:00Z', localDate: '2026-11-04', kind: 'prep' }]);
    const as = await owner(new Date('2026-11-03T14:00:00Z'));
    const leadPage = parse(await (await as(`/admin/leads/${lead.id}`)).text());
    expect(leadPage.querySelector(`form[action="/admin/leads/${lead.id}/job/on-my-way"]`)).toBeNull();
    const mails = customerMails();
    expect((await as(`/admin/leads/${lead.id}/job/on-my-way`, { form: {} })).status).toBe(409);
    expect(mails).not.toHaveBeenCalled();
  });
});

describe('the bounds', () => {
  it('a courtesy message stops at the per-recipient cap; an owed one held by the hour is sent by the cron after it', async () => {
    const tapAt = new Date('2026-11-04T13:42:00Z');
    const lead = await wonLead();
    await jobWith(lead.id, [
      { start: '2026-11-04T14:00:00Z', localDate: '2026-11-04', kind: 'prep' },
      { start: '2026-11-06T13:00:00Z', localDate: '2026-11-06', kind: 'pour' },
    ]);
    // Three emails of a stranger's kinds to the same address today: the per-recipient day is full.
    for (let i = 0; i < 3; i++) expect(await allowCustomerEmail(env, lead.email, 'review', tapAt)).toBe(true);
    const as = await owner(tapAt);
    const mails = customerMails();
    const held = await as(`/admin/leads/${lead.id}/job/on-my-way`, { form: {} });
    expect(parse(await held.text()).querySelector('[role=status]')?.text).toBe(
      "Not sent: the customer's email limit for today is reached. Call or text them.",
    );
    await sendDueJobMessages(env, new Date(tapAt.getTime() + 30 * 60_000));
    expect(mails).not.toHaveBeenCalled();
    // The owed pool's hour is full (a bound of 1, taken by another address): "scheduled" waits, then goes once.
    const tight = { ...env, CUSTOMER_EMAILS_PER_HOUR: '1' };
    expect(await allowCustomerEmail(tight, 'someone-else@example.com', 'job_moved', tapAt)).toBe(true);
    const { tellScheduled } = await import('../src/jobs/messages');
    const { jobOfLead } = await import('../src/jobs/store');
    expect(await tellScheduled(tight, (await jobOfLead(env.DB, lead.id))!, tapAt)).toBe('queued');
    expect(mails).not.toHaveBeenCalled();
    await sendDueJobMessages(tight, new Date('2026-11-04T13:55:00Z'));
    expect(mails).not.toHaveBeenCalled();
    await sendDueJobMessages(tight, new Date('2026-11-04T14:01:00Z'));
    await sendDueJobMessages(tight, new Date('2026-11-04T14:06:00Z'));
    expect(sentOf(mails).map((mail) => mail.subject)).toEqual(['Your job is scheduled – Golden Triangle Concrete']);
  });
});
