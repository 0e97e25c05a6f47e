import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { getLead } from '../src/leads/store';
import { acceptQuote } from '../src/quotes/answer';
import { parseQuoteForm } from '../src/quotes/model';
import { createQuote, type Quote, quoteByToken, sendQuote } from '../src/quotes/store';

/**
 * The money tests' world (test/invoices-money-integration.test.ts): leads with accepted quotes, their jobs, invoices
 * and payments written straight into D1 (the Stripe rows as the pay part's webhook records them: source 'stripe',
 * method 'card' or 'transfer', `stripe_session` set, `processing` or `failed_at` for a bank debit).
 */

/** A lead named `name` (its source as `source`), created on `createdAt`, whose $5,200.00 quote (25 % deposit, 20 % pour, the rest, 10 % retainage) is accepted. */
export async function acceptedLead(
  name: string,
  source: { referrer?: string; utm?: string },
  createdAt: Date,
): Promise<{ leadId: number; quote: Quote; jobId: number }> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, form, idempotency_key, name, phone, email, service, address, town, message, lang, notify_status,
       next_attempt_at, status, won_cents, source_landing, source_referrer, source_utm_source)
     VALUES (?1, 'quote', ?2, ?3, '+14095550123', ?4, 'Concrete Driveways', '1200 Boston Ave', 'Beaumont', 'A driveway.', 'en', 'sent',
       ?1, 'won', 520000, '/', ?5, ?6) RETURNING id`,
  )
    .bind(
      createdAt.toISOString(),
      crypto.randomUUID(),
      name,
      `c-${crypto.randomUUID()}@example.com`,
      source.referrer ?? null,
      source.utm ?? null,
    )
    .first<{ id: number }>();
  const lead = (await getLead(env.DB, row!.id))!;
  const parsed = parseQuoteForm({
    lines: [{ description: 'Driveway', quantity: '650', unit: 'sqft', price: '8' }],
    taxLabel: '',
    tax: '',
    depositKind: 'percent',
    deposit: '25',
    validDays: '30',
    terms: 'Terms.',
    schedule: { pour: '20%', completion: 'rest', retainage: '10%' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const draft = await createQuote(env.DB, lead, parsed.draft, createdAt);
  vi.spyOn(env.CUSTOMER_EMAIL, 'send').mockResolvedValue({ messageId: 'test' } as never);
  if (await sendQuote(env, draft, lead, createdAt)) throw new Error('not sent');
  const quote = (await quoteByToken(env.DB, draft.token))!;
  if (!(await acceptQuote(env.DB, quote, name, createdAt))) throw new Error('not accepted');
  const job = await env.DB.prepare('INSERT INTO lead_jobs (lead_id, quote_id, created_at) VALUES (?1, ?2, ?3) RETURNING id')
    .bind(lead.id, quote.id, createdAt.toISOString())
    .first<{ id: number }>();
  return { leadId: lead.id, quote: (await quoteByToken(env.DB, draft.token))!, jobId: job!.id };
}

/** Marks the quote's deposit paid online: `cents` at the instant `at`. */
export const depositPaid = (quoteId: number, cents: number, at: string) =>
  env.DB.prepare('UPDATE quotes SET deposit_paid_cents = ?2, deposit_paid_at = ?3 WHERE id = ?1').bind(quoteId, cents, at).run();

/** An invoice of the job, one lump line, numbered next; returns its id and number. */
export async function invoice(
  lead: { leadId: number; quote: Quote; jobId: number },
  {
    cents,
    due,
    status = 'sent',
    milestone = null,
  }: { cents: number; due: string; status?: 'draft' | 'sent' | 'void'; milestone?: string | null },
) {
  const row = await env.DB.prepare(
    `INSERT INTO invoices (number, lead_id, job_id, quote_id, milestone, lines, total_cents, due_on, status, created_at, sent_at)
     SELECT COALESCE(MAX(number), 0) + 1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, '2026-11-01T15:00:00Z', '2026-11-01T15:00:00Z' FROM invoices
     RETURNING id, number`,
  )
    .bind(
      lead.leadId,
      lead.jobId,
      lead.quote.id,
      milestone,
      JSON.stringify([{ description: `Payment ${milestone ?? 'by hand'}`, quantityHundredths: 100, unit: 'lump', unitCents: cents }]),
      cents,
      due,
      status,
    )
    .first<{ id: number; number: number }>();
  return row!;
}

/** A payment on invoice `invoiceId`: by hand, or from Stripe (a session id, a fee, processing or failed). */
export const payment = (
  invoiceId: number,
  {
    cents,
    day,
    method = 'check',
    session = null,
    fee = null,
    processing = 0,
    failed = null,
  }: {
    cents: number;
    day: string;
    method?: string;
    session?: string | null;
    fee?: number | null;
    processing?: 0 | 1;
    failed?: string | null;
  },
) =>
  env.DB.prepare(
    `INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, note, source, recorded_at, failed_at, stripe_session, fee_cents, processing)
     VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6, ?7, ?8, ?9, ?10)`,
  )
    .bind(invoiceId, cents, day, method, session ? 'stripe' : 'hand', `${day}T18:00:00Z`, failed, session, fee, processing)
    .run();

/** Work days of the job: `[day "YYYY-MM-DD", kind, done]`. */
export async function workDays(jobId: number, days: readonly [string, 'pour' | 'finish', boolean][]) {
  for (const [day, kind, done] of days)
    await env.DB.prepare(`INSERT INTO work_days (job_id, starts_at, local_date, hours, kind, done_at) VALUES (?1, ?2, ?3, 8, ?4, ?5)`)
      .bind(jobId, `${day}T13:00:00Z`, day, kind, done ? `${day}T22:00:00Z` : null)
      .run();
}
