/**
 * Invoices and payments in D1 (issue 47 items 2, 3 without Stripe, 8; migrations/0024_invoices.sql). An invoice
 * belongs to a lead's job and bills its accepted quote: a milestone of the quote's payment schedule (made as a draft
 * when the milestone arrives: `makeMilestoneInvoices`), or lines written by hand. The invoices of a job never add up
 * to more than the quote's total (100 %; with the deposit paid online on the quote counted), checked in the same
 * statement as the insert. A payment is recorded by `recordPayment`, the one function the Stripe webhook of the next
 * part will call too; it never takes more than the balance, nor on a void invoice, also in one statement. Every
 * write takes `now`; every function throws what D1 throws.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { INVOICE_DUE_DAYS, INVOICE_WORDS, type Milestone, type PaymentMethod } from '../content/invoices';
import { type Job, jobOfLead } from '../jobs/store';
import { jobState } from '../jobs/model';
import { addDays, dayIn } from '../lib/zoned-time';
import { dollars, quoteName } from '../quotes/model';
import { percentOf } from '../quotes/schedule';
import { type Quote, quoteById } from '../quotes/store';
import { toldOf } from './told';
import { balanceCents, type HandPayment, type InvoiceLine, type InvoiceStatus, invoiceTotal } from './model';

/** A payment as stored (`invoice_payments`). */
export interface PaymentRow {
  id: number;
  invoice_id: number;
  cents: number;
  paid_on: string;
  method: PaymentMethod;
  note: string | null;
  source: 'hand' | 'stripe';
  recorded_at: string;
  failed_at: string | null;
  /** The Checkout Session it came from (source 'stripe'), else null (migrations/0025). */
  stripe_session: string | null;
  /** Stripe's fee in whole US cents when known, else null. */
  fee_cents: number | null;
  /** 1 while a bank debit is processing (holds the balance, not yet collected), else 0. */
  processing: 0 | 1;
}

/** An invoice as stored (`invoices`), its lines parsed, with its payments (oldest first). */
export interface Invoice {
  id: number;
  number: number;
  lead_id: number;
  job_id: number;
  quote_id: number;
  milestone: Milestone | null;
  lines: InvoiceLine[];
  total_cents: number;
  due_on: string;
  status: InvoiceStatus;
  created_at: string;
  sent_at: string | null;
  voided_at: string | null;
  /** The open Stripe Checkout Session of the invoice, its page and expiry (ISO 8601 UTC), or null (migrations/0025). */
  checkout_session: string | null;
  checkout_url: string | null;
  checkout_expires_at: string | null;
  /** 1 when the contractor turned this invoice's payment reminders off, else 0. */
  reminders_off: 0 | 1;
  payments: PaymentRow[];
}

type Row = Omit<Invoice, 'lines' | 'payments'> & { lines: string };

/** Attaches each invoice's payments (one query for all). */
export async function withPayments(db: D1Database, rows: readonly Row[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare('SELECT * FROM invoice_payments WHERE invoice_id IN (SELECT value FROM json_each(?1)) ORDER BY id')
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all<PaymentRow>();
  const paymentsOf = new Map<number, PaymentRow[]>();
  for (const payment of results) {
    const payments = paymentsOf.get(payment.invoice_id);
    if (payments) payments.push(payment);
    else paymentsOf.set(payment.invoice_id, [payment]);
  }
  return rows.map((row) => ({
    ...row,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    payments: paymentsOf.get(row.id) ?? [],
  }));
}

/** Lead `leadId`'s invoices with their payments, oldest first. */
export async function invoicesOfLead(db: D1Database, leadId: number): Promise<Invoice[]> {
  const { results } = await db.prepare('SELECT * FROM invoices WHERE lead_id = ?1 ORDER BY number LIMIT 200').bind(leadId).all<Row>();
  return withPayments(db, results);
}

/** The invoice numbered `number` (INV-<number>) with its payments, or null. */
export async function invoiceByNumber(db: D1Database, number: number): Promise<Invoice | null> {
  const row = await db.prepare('SELECT * FROM invoices WHERE number = ?1').bind(number).first<Row>();
  return row ? ((await withPayments(db, [row]))[0] ?? null) : null;
}

/** An invoice of the list with its customer's name and its quote's token and language (null: no such quote). */
export type ListedInvoice = Invoice & { name: string; quote: Pick<Quote, 'token' | 'lang'> | null };

/**
 * Every invoice (newest first, at most 500), or only those not void with a balance (`unpaid`), each with its
 * customer's name and its quote's token and language: two statements whatever the count (the quotes joined, not
 * read one by one: D1 allows 50 queries a Worker invocation on the free plan, 1,000 on the paid one).
 */
export async function listInvoices(db: D1Database, unpaid = false): Promise<ListedInvoice[]> {
  const { results } = await db
    .prepare(
      `SELECT invoices.*, leads.name, quotes.token AS quote_token, quotes.lang AS quote_lang
       FROM invoices JOIN leads ON leads.id = invoices.lead_id LEFT JOIN quotes ON quotes.id = invoices.quote_id
       ${unpaid ? `WHERE invoices.status <> 'void' AND invoices.total_cents > (SELECT COALESCE(SUM(cents), 0) FROM invoice_payments p WHERE p.invoice_id = invoices.id AND p.failed_at IS NULL)` : ''}
       ORDER BY number DESC LIMIT 500`,
    )
    .all<Row & { name: string; quote_token: string | null; quote_lang: Quote['lang'] | null }>();
  return (await withPayments(db, results)).map((invoice, i) => {
    const { name, quote_token: token, quote_lang: lang } = results[i]!;
    return { ...invoice, name, quote: token && lang ? { token, lang } : null };
  });
}

/** Why an invoice was not made. */
export type InvoiceRefusal =
  | { kind: 'no_lead' }
  | { kind: 'no_job' }
  | { kind: 'no_quote' }
  | { kind: 'not_in_schedule'; milestone: Milestone }
  | { kind: 'already'; milestone: Milestone; invoice: number }
  | { kind: 'deposit_paid' }
  | { kind: 'retainage_early'; day: string | null }
  | { kind: 'over_total'; invoiced: number; asked: number; total: number };

/** A refusal in words (the admin page, the command line). */
export function refusalText(leadId: number, refusal: InvoiceRefusal): string {
  switch (refusal.kind) {
    case 'no_lead':
      return `There is no lead #${leadId}.`;
    case 'no_job':
      return `Lead #${leadId} has no job: schedule its work first (npm run schedule -- add ${leadId} …).`;
    case 'no_quote':
      return `Lead #${leadId}'s job has no accepted quote: there is no total to bill against.`;
    case 'not_in_schedule':
      return `The quote's payment schedule has no payment at "${refusal.milestone}".`;
    case 'already':
      return `The "${refusal.milestone}" payment is billed already: INV-${refusal.invoice}.`;
    case 'deposit_paid':
      return 'The deposit (the payment on acceptance) was paid online on the quote.';
    case 'retainage_early':
      return refusal.day
        ? `The retainage is due from ${refusal.day}, the agreed days after the job was done.`
        : 'The retainage is due after the job is done: the job is not done.';
    case 'over_total':
      return `${dollars(refusal.asked)} would bring the job's invoices to ${dollars(refusal.invoiced + refusal.asked)}, over the quote's total of ${dollars(refusal.total)} (100 %).`;
  }
}

/** The Central day the job was done (its last day marked done), or null while it is not done. */
export function completionDay(job: Job): string | null {
  if (jobState(job.days) !== 'done') return null;
  const last = job.days.reduce((max, day) => (day.done_at && day.done_at > max ? day.done_at : max), '');
  return last ? dayIn(BUSINESS_TIME_ZONE, new Date(last)) : null;
}

/** Which of the schedule's milestones have arrived at `now`: the pour day done, the job done, the retainage's day. */
export function arrivedMilestones(job: Job, quote: Pick<Quote, 'payment_schedule'>, now: Date): Milestone[] {
  const done = completionDay(job);
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  return (quote.payment_schedule ?? [])
    .filter((payment) => {
      if (payment.milestone === 'pour') return job.days.some((day) => day.kind === 'pour' && day.done_at !== null);
      if (payment.milestone === 'completion') return done !== null;
      if (payment.milestone === 'retainage') return done !== null && today >= addDays(done, payment.afterDays ?? 30);
      return false; // the payment on acceptance is the quote's deposit
    })
    .map((payment) => payment.milestone);
}

/** What an invoice is for: a milestone of the schedule, or lines written by hand. */
export type InvoiceSource = { milestone: Milestone } | { lines: InvoiceLine[] };

/**
 * Makes an invoice of lead `leadId`'s job at `now`, a draft: the schedule's payment at `milestone` (one line, "When
 * the job is done: 65 % of quote Q-12 ($12,000.00)", in the quote's language), or `lines` written by hand. Due
 * `dueDays` days after today (Central), the retainage on its agreed day. Numbered INV-<n>, the next over every
 * invoice. Refused when the lead has no job or the job no accepted quote, the milestone is not in the schedule or
 * already billed, or the job's invoices would pass the quote's total (the deposit paid online counted).
 * @returns the invoice, or why not
 */
export async function createInvoice(
  db: D1Database,
  leadId: number,
  source: InvoiceSource,
  now: Date,
  dueDays: number = INVOICE_DUE_DAYS,
): Promise<{ invoice: Invoice } | { refused: InvoiceRefusal }> {
  if (!(await db.prepare('SELECT 1 FROM leads WHERE id = ?1').bind(leadId).first())) return { refused: { kind: 'no_lead' } };
  const job = await jobOfLead(db, leadId);
  if (!job) return { refused: { kind: 'no_job' } };
  const quoteId =
    job.quote_id ??
    (
      await db
        .prepare(`SELECT id FROM quotes WHERE lead_id = ?1 AND state = 'accepted' ORDER BY id DESC LIMIT 1`)
        .bind(leadId)
        .first<{ id: number }>()
    )?.id;
  const quote = quoteId ? await quoteById(db, quoteId) : null;
  if (quote?.state !== 'accepted') return { refused: { kind: 'no_quote' } };
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  let lines: InvoiceLine[];
  let dueOn = addDays(today, dueDays);
  const milestone = 'milestone' in source ? source.milestone : null;
  if (milestone) {
    const payment = quote.payment_schedule?.find((entry) => entry.milestone === milestone);
    if (!payment) return { refused: { kind: 'not_in_schedule', milestone } };
    if (milestone === 'acceptance' && quote.deposit_paid_at) return { refused: { kind: 'deposit_paid' } };
    if (milestone === 'retainage') {
      const done = completionDay(job);
      const day = done ? addDays(done, payment.afterDays ?? 30) : null;
      if (!day) return { refused: { kind: 'retainage_early', day } };
      if (day > dueOn) dueOn = day;
    }
    const words = INVOICE_WORDS[quote.lang];
    const percent = percentOf(payment, quote.payment_schedule ?? []);
    const share = percent !== null ? words.schedule.percent(String(percent)) : dollars(payment.cents);
    lines = [
      {
        description: words.invoices.milestoneLine(words.schedule.milestone[milestone], share, quoteName(quote), dollars(quote.total_cents)),
        quantityHundredths: 100,
        unit: 'lump',
        unitCents: payment.cents,
      },
    ];
  } else lines = (source as { lines: InvoiceLine[] }).lines;
  const total = invoiceTotal(lines);
  // The deposit paid online on the quote counts toward the 100 %, unless an invoice bills the payment on acceptance.
  const committed = `(SELECT COALESCE(SUM(total_cents), 0) FROM invoices WHERE job_id = ?1 AND status <> 'void')
    + CASE WHEN EXISTS (SELECT 1 FROM invoices WHERE job_id = ?1 AND milestone = 'acceptance' AND status <> 'void') THEN 0 ELSE ?9 END`;
  const depositPaid = quote.deposit_paid_at ? (quote.deposit_paid_cents ?? 0) : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db
        .prepare(
          `INSERT INTO invoices (number, lead_id, job_id, quote_id, milestone, lines, total_cents, due_on, status, created_at)
           SELECT (SELECT COALESCE(MAX(number), 0) + 1 FROM invoices), ?2, ?1, ?3, ?4, ?5, ?6, ?7, 'draft', ?8
           WHERE ${committed} + ?6 <= ?10
           RETURNING *`,
        )
        .bind(job.id, leadId, quote.id, milestone, JSON.stringify(lines), total, dueOn, now.toISOString(), depositPaid, quote.total_cents)
        .first<Row>();
      if (row) return { invoice: { ...row, lines, payments: [] } };
      const invoiced = await db
        .prepare(`SELECT ${committed} AS cents`)
        .bind(job.id, null, null, null, null, null, null, null, depositPaid)
        .first<{ cents: number }>();
      return { refused: { kind: 'over_total', invoiced: invoiced?.cents ?? 0, asked: total, total: quote.total_cents } };
    } catch (error) {
      const text = String(error);
      if (milestone && text.includes('UNIQUE') && text.includes('milestone')) {
        const other = await db
          .prepare(`SELECT number FROM invoices WHERE job_id = ?1 AND milestone = ?2 AND status <> 'void'`)
          .bind(job.id, milestone)
          .first<{ number: number }>();
        return { refused: { kind: 'already', milestone, invoice: other?.number ?? 0 } };
      }
      // Two writers took the same number: the UNIQUE constraint refused the second; try again.
      if (attempt > 2 || !text.includes('UNIQUE')) throw error;
    }
  }
}

/**
 * Makes the draft invoices of lead `leadId`'s job whose milestones have arrived at `now` and are not billed yet (the
 * pour day marked done; the job done; the retainage's day): called when a day is marked done and by the cron. A
 * milestone billed already, or one that would pass the total, is skipped.
 * @returns the invoices made
 */
export async function makeMilestoneInvoices(db: D1Database, leadId: number, now: Date): Promise<Invoice[]> {
  const job = await jobOfLead(db, leadId);
  if (!job) return [];
  const quoteId = job.quote_id;
  const quote = quoteId ? await quoteById(db, quoteId) : null;
  if (quote?.state !== 'accepted' || !quote.payment_schedule) return [];
  const { results } = await db
    .prepare(`SELECT milestone FROM invoices WHERE job_id = ?1 AND milestone IS NOT NULL AND status <> 'void'`)
    .bind(job.id)
    .all<{ milestone: Milestone }>();
  const billed = new Set(results.map((row) => row.milestone));
  const made: Invoice[] = [];
  for (const milestone of arrivedMilestones(job, quote, now)) {
    if (billed.has(milestone)) continue;
    const result = await createInvoice(db, leadId, { milestone }, now);
    if ('invoice' in result) made.push(result.invoice);
  }
  return made;
}

/**
 * The cron's part (issue 47 item 2): the milestone invoices of every done job whose retainage day has come (at most
 * 50 jobs a run, those without a retainage invoice).
 * @returns how many invoices were made
 */
export async function makeDueInvoices(db: D1Database, now: Date): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT lead_jobs.lead_id FROM lead_jobs JOIN quotes ON quotes.id = lead_jobs.quote_id
       WHERE quotes.payment_schedule LIKE '%"retainage"%'
         AND NOT EXISTS (SELECT 1 FROM invoices WHERE job_id = lead_jobs.id AND milestone = 'retainage' AND status <> 'void')
         AND NOT EXISTS (SELECT 1 FROM work_days WHERE job_id = lead_jobs.id AND done_at IS NULL)
         AND EXISTS (SELECT 1 FROM work_days WHERE job_id = lead_jobs.id)
       LIMIT 50`,
    )
    .all<{ lead_id: number }>();
  let made = 0;
  for (const { lead_id } of results) made += (await makeMilestoneInvoices(db, lead_id, now)).length;
  return made;
}

/**
 * Marks a draft invoice sent at `now` (the contractor's "Send"); the route then owes the homeowner its email
 * (src/invoices/messages.ts `oweInvoiceSent`).
 * @returns whether it was a draft
 */
export async function sendInvoice(db: D1Database, invoiceId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE invoices SET status = 'sent', sent_at = ?2 WHERE id = ?1 AND status = 'draft'`)
    .bind(invoiceId, now.toISOString())
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Voids an invoice with no payment counted at `now` (its milestone may then be billed again).
 * @returns whether it was voided (false: void already, or paid in part)
 */
export async function voidInvoice(db: D1Database, invoiceId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE invoices SET status = 'void', voided_at = ?2 WHERE id = ?1 AND status <> 'void'
         AND NOT EXISTS (SELECT 1 FROM invoice_payments WHERE invoice_id = ?1 AND failed_at IS NULL)`,
    )
    .bind(invoiceId, now.toISOString())
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Records `payment` on invoice `invoiceId` at `now`, in one statement that takes it only when the invoice is not
 * void and the payment is no more than the balance at that instant (two hands at once cannot pay twice). The Stripe
 * webhook of the next part calls it with `source` 'stripe'.
 * @returns the stored payment, or null when refused (void, or over the balance by then)
 */
export async function recordPayment(
  db: D1Database,
  invoiceId: number,
  payment: HandPayment,
  now: Date,
  source: 'hand' | 'stripe' = 'hand',
): Promise<PaymentRow | null> {
  return db
    .prepare(
      `INSERT INTO invoice_payments (invoice_id, cents, paid_on, method, note, source, recorded_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 FROM invoices
       WHERE id = ?1 AND status <> 'void' AND ?2 > 0
         AND total_cents - (SELECT COALESCE(SUM(cents), 0) FROM invoice_payments WHERE invoice_id = ?1 AND failed_at IS NULL) >= ?2
       RETURNING *`,
    )
    .bind(invoiceId, payment.cents, payment.paidOn, payment.method, payment.note, source, now.toISOString())
    .first<PaymentRow>();
}

/** What a lead's job owes: the quote's total, the invoices' total not void, what was received and what is still owed. */
export function owedOf(quoteTotal: number, depositPaid: number, invoices: readonly Invoice[]) {
  const live = invoices.filter((invoice) => invoice.status !== 'void');
  const received =
    depositPaid * (live.some((invoice) => invoice.milestone === 'acceptance') ? 0 : 1) +
    live.reduce((sum, invoice) => sum + invoice.total_cents - balanceCents(invoice.total_cents, invoice.payments), 0);
  return { totalCents: quoteTotal, receivedCents: received, owedCents: Math.max(0, quoteTotal - received) };
}

/**
 * What a lead's page shows of its money (src/invoices/admin/lead-invoices.tsx): the latest accepted quote's schedule,
 * total and deposit paid online, and the lead's invoices; null when it has neither an accepted quote nor invoices.
 * @param quotes the lead's quotes, newest first (the lead's page reads them already)
 */
export async function leadMoney(
  db: D1Database,
  leadId: number,
  quotes: readonly Pick<Quote, 'state' | 'payment_schedule' | 'total_cents' | 'deposit_paid_at' | 'deposit_paid_cents'>[],
) {
  const accepted = quotes.find((quote) => quote.state === 'accepted');
  const invoices = await invoicesOfLead(db, leadId);
  if (!accepted && invoices.length === 0) return null;
  return {
    schedule: accepted?.payment_schedule ?? null,
    quoteTotalCents: accepted?.total_cents ?? 0,
    depositPaidCents: accepted?.deposit_paid_at ? (accepted.deposit_paid_cents ?? 0) : 0,
    invoices,
    told: await toldOf(
      db,
      invoices.map((invoice) => invoice.id),
    ),
  };
}

/** The invoices the customer's page of `quote` shows: those billing it, sent (never a draft or a void one). */
export async function customerInvoices(db: D1Database, quote: Pick<Quote, 'id'>): Promise<Invoice[]> {
  const { results } = await db
    .prepare(`SELECT * FROM invoices WHERE quote_id = ?1 AND status = 'sent' ORDER BY number LIMIT 100`)
    .bind(quote.id)
    .all<Row>();
  return withPayments(db, results);
}
