import { env } from 'cloudflare:workers';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWorkDay, type WorkDay } from '../src/jobs/model';
import { addWorkDays, jobForLead, markWorkDayDone } from '../src/jobs/store';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, quoteByToken, sendQuote } from '../src/quotes/store';
import { requestWith, texts } from './helpers';

/**
 * The homeowner's page for the whole job (issue 46 item 3) through the Worker, `now` fixed at Sunday 2026-11-29,
 * 06:00 CST: the accepted quote's page (`/quotes/<token>`, `/es/quotes/<token>`) lists the job's work days in words
 * in the page's language with the days done marked, the job's state, what to do before (and before the pour), and
 * the business phone as a `tel:` link, above "What happens next"; with the same headers as before (no-store,
 * noindex). A quote without a job, a job without days, and a quote not accepted show none of it.
 */

const NOW = new Date('2026-11-29T12:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A lead with a quote sent at NOW; `accept` signs it; `wonByHand` marks the lead Won after the quote was sent. */
async function quotedLead({ accept = true, wonByHand = false } = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status, next_attempt_at, status)
     VALUES (?1, 'quote', ?2, 'María Pérez', '+14095550123', ?3, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', 'es', 'sent', ?1, 'new') RETURNING id`,
  )
    .bind(NOW.toISOString(), crypto.randomUUID(), `maria-${crypto.randomUUID()}@example.com`)
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway, 4 in. reinforced', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'none',
    deposit: '',
    validDays: '30',
    terms: 'Balance on completion.',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, NOW);
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  expect(await sendQuote(env, draft, lead, NOW)).toBeNull();
  const quote = (await quoteByToken(env.DB, draft.token))!;
  if (wonByHand) await env.DB.prepare(`UPDATE leads SET status = 'won' WHERE id = ?1`).bind(lead.id).run();
  if (accept) expect(await acceptQuote(env.DB, quote, 'María Pérez', NOW)).toBe(true);
  return { leadId: lead.id, token: quote.token };
}

/** A work day typed as the contractor types it, checked at NOW. */
function day(date: string, time: string, hours: string, kind: string): WorkDay {
  const parsed = parseWorkDay({ date, time, hours, kind }, NOW);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.day;
}

/** Lead `leadId`'s job with prep on Tuesday, the pour on Thursday at 7:00 and the cleanup Friday at 1:00 PM. */
async function scheduled(leadId: number) {
  const made = await jobForLead(env.DB, leadId, NOW);
  if (!('job' in made)) throw new Error(made.refused);
  const days = [
    day('2026-12-01', '07:00', '8', 'forms'),
    day('2026-12-03', '07:00', '6', 'pour'),
    day('2026-12-04', '13:00', '4', 'cleanup'),
  ];
  return addWorkDays(env.DB, made.job, days, false, NOW);
}

/** The customer's page at `path`: the answer, its HTML and its parsed document. */
async function page(path: string) {
  const response = await requestWith({}, path);
  const html = await response.text();
  return { response, html, document: parse(html, { comment: false }) };
}

describe('the accepted quote’s page once the job has work days', () => {
  it('lists the days in English with the first marked done, the state, what to do before and the phone, above the next steps', async () => {
    const { leadId, token } = await quotedLead();
    const job = await scheduled(leadId);
    expect(await markWorkDayDone(env.DB, job, job.days[0]!.id, NOW)).toBe('in_progress');
    const { response, html, document } = await page(`/quotes/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(texts(document, '#job h2')).toEqual(['Your work days']);
    expect(texts(document, '#job [data-job-state]')).toEqual(['Your job is under way.']);
    expect(texts(document, '#job li[data-day]')).toEqual([
      '✓ Done Tuesday, December 1, from 7:00 AM, prep and forms',
      'Thursday, December 3, from 7:00 AM, pour: weather permitting',
      'Friday, December 4, from 1:00 PM, finish and cleanup',
    ]);
    expect(document.querySelectorAll('#job li[data-day="done"]')).toHaveLength(1);
    expect(texts(document, '#job h3')).toEqual(['What to do before each work day', 'Before the pour']);
    expect(texts(document, '#job ul li')).toContain('Move your cars off the driveway and out of the work area the night before.');
    expect(texts(document, '#job ul li')).toContain(
      'Keep the street in front of your house clear (no cars, no trash cans): the concrete truck parks there.',
    );
    const call = document.querySelector('#job a[data-call]');
    expect([call?.getAttribute('href'), call?.textContent]).toEqual(['tel:+14095550100', 'Call (409) 555-0100']);
    // Under the accepted state, above "What happens next".
    expect(html.indexOf('data-job=')).toBeGreaterThan(html.indexOf('role="status"'));
    expect(html.indexOf('data-job=')).toBeLessThan(html.indexOf('data-next='));
  });

  it('says it all in Spanish on /es/quotes/<token>, 1:00 p.m. with its article', async () => {
    const { leadId, token } = await quotedLead();
    const job = await scheduled(leadId);
    await markWorkDayDone(env.DB, job, job.days[0]!.id, NOW);
    const { response, document } = await page(`/es/quotes/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(texts(document, '#job h2')).toEqual(['Sus días de trabajo']);
    expect(texts(document, '#job [data-job-state]')).toEqual(['Su trabajo está en curso.']);
    expect(texts(document, '#job li[data-day]')).toEqual([
      '✓ Terminado martes, 1 de diciembre, desde las 7:00 a.m., preparación y cimbra',
      'jueves, 3 de diciembre, desde las 7:00 a.m., colado: si el clima lo permite',
      'viernes, 4 de diciembre, desde la 1:00 p.m., acabado y limpieza',
    ]);
    expect(texts(document, '#job h3')).toEqual(['Qué hacer antes de cada día de trabajo', 'Antes del colado']);
    expect(texts(document, '#job ul li')).toContain('Saque sus carros de la entrada de autos y de la zona de trabajo la noche anterior.');
    const call = document.querySelector('#job a[data-call]');
    expect([call?.getAttribute('href'), call?.textContent]).toEqual(['tel:+14095550100', 'Llame al (409) 555-0100']);
  });

  it('once every day is done: the job done, each day marked, no list of what to do before', async () => {
    const { leadId, token } = await quotedLead();
    const job = await scheduled(leadId);
    for (const { id } of job.days) await markWorkDayDone(env.DB, job, id, NOW);
    const { document } = await page(`/quotes/${token}`);
    expect(texts(document, '#job [data-job-state]')).toEqual(['Your job is done. Thank you!']);
    expect(document.querySelectorAll('#job li[data-day="done"]')).toHaveLength(3);
    expect(document.querySelectorAll('#job h3')).toHaveLength(0);
    expect(document.querySelector('#job a[data-call]')?.getAttribute('href')).toBe('tel:+14095550100');
  });
});

describe('the page stays as it was before any work day', () => {
  it('shows none of it for an accepted quote without a job, or with a job of no days', async () => {
    const { leadId, token } = await quotedLead();
    for (const path of [`/quotes/${token}`, `/es/quotes/${token}`]) {
      const { response, document } = await page(path);
      expect(response.status).toBe(200);
      expect(document.querySelector('#job')).toBeNull();
      expect(document.querySelector('[data-next]')).not.toBeNull();
    }
    await jobForLead(env.DB, leadId, NOW);
    const { html } = await page(`/quotes/${token}`);
    expect(html).not.toContain('Your work days');
    expect(html).not.toContain('data-call');
  });

  it('shows none of it on a quote not accepted, even when the lead (won by hand) has a job with days', async () => {
    const { leadId, token } = await quotedLead({ accept: false, wonByHand: true });
    expect((await scheduled(leadId)).days).toHaveLength(3);
    const { response, html } = await page(`/quotes/${token}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('Your work days');
    expect(html).not.toContain('pour: weather permitting');
  });
});
