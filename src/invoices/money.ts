/**
 * The contractor's money (issue 47 item 5), read from D1: what is outstanding by invoice, what was collected this
 * month and this year, what is expected in the next 30 days, collected money by source for the insights (read from
 * the money rollup, migrations/0030), and the payments of a period for the bookkeeper's CSV.
 *
 * **Collected money** is every payment with `failed_at IS NULL AND processing = 0` (a bank debit still processing
 * or one that failed is not), plus the deposits paid online on a quote (`quotes.deposit_paid_cents`), which no
 * invoice bills unless one bills the payment on acceptance (then the deposit is not counted twice: the rule of
 * `owedOf`, src/invoices/store.ts). A payment counts on its day (`paid_on`, Central); a deposit on the Central day
 * of `deposit_paid_at`. Every query is bounded and reads by an index (migrations/0025, 0026) or the money rollup
 * (migrations/0030, kept by triggers); every function takes
 * `now` where the clock matters and throws what D1 throws.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { INVOICE_DUE_DAYS, type Milestone } from '../content/invoices';
import { unitsOf, unitsValues } from '../lib/rollup-units';
import { addDays, dayIn, startOfDayIn } from '../lib/zoned-time';
import type { ScheduledPayment } from '../quotes/schedule';

/** How far ahead "expected" looks, in days. */
export const EXPECTED_DAYS = 30;
/** The most invoices the outstanding list shows (the sums cover every one). */
export const OUTSTANDING_LIMIT = 200;
/** The most rows of one payments CSV. */
export const CSV_LIMIT = 20_000;

/** The SQL of a payment counted as collected (alias `p`). */
export const COLLECTED_SQL = 'p.failed_at IS NULL AND p.processing = 0';
/** The SQL of a quote's online deposit not billed by an invoice of the lead's (alias `q`). */
const DEPOSIT_UNBILLED_SQL = `NOT EXISTS (SELECT 1 FROM invoices b WHERE b.lead_id = q.lead_id AND b.milestone = 'acceptance' AND b.status <> 'void')`;

/** An invoice sent with a balance. */
export interface OutstandingInvoice {
  id: number;
  number: number;
  lead_id: number;
  name: string;
  total_cents: number;
  /** What is still owed (bank debits processing hold their part of it). */
  balance_cents: number;
  /** Bank debits processing on it, in cents (held, not yet collected). */
  processing_cents: number;
  due_on: string;
  /** Whole Central days past the due day, 0 when not overdue. */
  days_overdue: number;
}

/** A payment of the schedule not invoiced yet, expected on `due_on`. */
export interface ExpectedPayment {
  lead_id: number;
  name: string;
  milestone: Milestone;
  cents: number;
  due_on: string;
}

/** The figures of /admin/money at `now`. */
export interface MoneyFigures {
  today: string;
  outstanding: OutstandingInvoice[];
  /** The sum of every balance outstanding and how many invoices, overdue among them. */
  outstandingCents: number;
  outstandingCount: number;
  overdueCents: number;
  collectedMonthCents: number;
  collectedYearCents: number;
  /** From today to today + 30 days: sent invoices' balances due then, bank debits processing, the schedule's payments. */
  expected: { invoicesCents: number; processingCents: number; scheduled: ExpectedPayment[]; scheduledCents: number; to: string };
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The Central days `from` to `to` and the instants that bound them (a deposit is kept by its instant). */
const collectedBinds = (from: string, to: string) =>
  [from, to, startOfDayIn(from, BUSINESS_TIME_ZONE), startOfDayIn(addDays(to, 1), BUSINESS_TIME_ZONE)] as const;

/**
 * The SQL of the sent invoices with a balance (most overdue first, at most {@link OUTSTANDING_LIMIT}), the lead's
 * name, and over all of them (window sums, before the LIMIT): how many, the balances, those overdue on ?1, those due
 * from ?1 to ?2 less their processing debits, the processing debits. Each sent invoice and each of its payments is
 * read once (one GROUP BY, materialized), whatever the sums. Only the invoices with a balance are read (issue 48: the
 * partial index invoices_open over `paid_cents`, kept by triggers: migrations/0029), however many were paid.
 */
const OUTSTANDING_SQL = `WITH open AS MATERIALIZED (
  SELECT i.id, i.number, i.lead_id, i.total_cents, i.due_on,
    i.total_cents - COALESCE(SUM(CASE WHEN p.failed_at IS NULL THEN p.cents END), 0) AS balance_cents,
    COALESCE(SUM(CASE WHEN p.failed_at IS NULL AND p.processing = 1 THEN p.cents END), 0) AS processing_cents
  FROM invoices i INDEXED BY invoices_open LEFT JOIN invoice_payments p ON p.invoice_id = i.id
  WHERE i.status = 'sent' AND i.paid_cents < i.total_cents GROUP BY i.id)
SELECT open.*, leads.name, COUNT(*) OVER () AS all_count, SUM(balance_cents) OVER () AS all_cents,
  SUM(CASE WHEN due_on < ?1 THEN balance_cents ELSE 0 END) OVER () AS all_overdue,
  SUM(CASE WHEN due_on >= ?1 AND due_on <= ?2 THEN balance_cents - processing_cents ELSE 0 END) OVER () AS all_expected,
  SUM(processing_cents) OVER () AS all_processing
FROM open JOIN leads ON leads.id = open.lead_id
WHERE balance_cents > 0 ORDER BY due_on, number LIMIT ${OUTSTANDING_LIMIT}`;

/**
 * The money page's figures at `now` (Central days), in one D1 batch: the outstanding invoices (most overdue first, at
 * most {@link OUTSTANDING_LIMIT}, their sums over all), collected this calendar month and this year, and what is
 * expected in the next {@link EXPECTED_DAYS} days.
 */
export async function readMoney(db: D1Database, now: Date): Promise<MoneyFigures> {
  const today = dayIn(BUSINESS_TIME_ZONE, now);
  const until = addDays(today, EXPECTED_DAYS);
  const [list, month, year, jobs] = await db.batch([
    db.prepare(OUTSTANDING_SQL).bind(today, until),
    // Collected this month and this year from the money rollup (migrations/0030): a few rows a unit, not every payment.
    collectedStatement(db, unitsOf(`${today.slice(0, 7)}-01`, today)),
    collectedStatement(db, unitsOf(`${today.slice(0, 4)}-01-01`, today)),
    // The jobs with a work day from 60 days ago to the window's end (the index on starts_at), their days and billed milestones.
    db
      .prepare(
        `SELECT j.id, j.lead_id, leads.name, q.payment_schedule AS schedule,
           (SELECT json_group_array(json_array(w.local_date, w.kind, w.done_at IS NOT NULL)) FROM work_days w WHERE w.job_id = j.id) AS days,
           (SELECT json_group_array(milestone) FROM invoices b WHERE b.job_id = j.id AND b.milestone IS NOT NULL AND b.status <> 'void') AS billed
         FROM lead_jobs j JOIN quotes q ON q.id = j.quote_id JOIN leads ON leads.id = j.lead_id
         WHERE q.state = 'accepted' AND q.payment_schedule IS NOT NULL
           AND j.id IN (SELECT job_id FROM work_days WHERE starts_at >= ?1 AND starts_at < ?2)
         LIMIT 500`,
      )
      .bind(startOfDayIn(addDays(today, -60), BUSINESS_TIME_ZONE), startOfDayIn(addDays(until, 1), BUSINESS_TIME_ZONE)),
  ]);
  type Row = Omit<OutstandingInvoice, 'days_overdue'> & {
    all_count: number;
    all_cents: number;
    all_overdue: number;
    all_expected: number;
    all_processing: number;
  };
  const rows = (list?.results ?? []) as Row[];
  const outstanding = rows.map(({ all_count: _c, all_cents: _s, all_overdue: _o, all_expected: _e, all_processing: _p, ...row }) => ({
    ...row,
    days_overdue: Math.max(0, daysBetween(row.due_on, today)),
  }));
  const sum = {
    count: rows[0]?.all_count,
    cents: rows[0]?.all_cents,
    overdue: rows[0]?.all_overdue,
    expected: rows[0]?.all_expected,
    processing: rows[0]?.all_processing,
  };
  const scheduled = expectedFromSchedule((jobs?.results ?? []) as JobRow[], today, until);
  return {
    today,
    outstanding,
    outstandingCents: sum.cents ?? 0,
    outstandingCount: sum.count ?? 0,
    overdueCents: sum.overdue ?? 0,
    collectedMonthCents: collectedOf(month).cents,
    collectedYearCents: collectedOf(year).cents,
    expected: {
      invoicesCents: sum.expected ?? 0,
      processingCents: sum.processing ?? 0,
      scheduled,
      scheduledCents: scheduled.reduce((total, payment) => total + payment.cents, 0),
      to: until,
    },
  };
}

/** A job as the expected payments read it: its schedule, its days `[day, kind, done]` and its billed milestones (JSON). */
interface JobRow {
  lead_id: number;
  name: string;
  schedule: string;
  days: string;
  billed: string;
}

/**
 * The schedule's payments not invoiced yet whose due day falls from `today` to `until` (Central days): a milestone's
 * invoice is due {@link INVOICE_DUE_DAYS} days after the milestone (the pour: the first pour day not done; the
 * completion: the job's last work day, while any is not done), the retainage on its agreed day after the job's last
 * day. The payment on acceptance is the quote's deposit (not expected here) and a milestone already billed has its
 * invoice counted instead.
 */
export function expectedFromSchedule(jobs: readonly JobRow[], today: string, until: string): ExpectedPayment[] {
  const expected: ExpectedPayment[] = [];
  for (const job of jobs) {
    const schedule = JSON.parse(job.schedule) as ScheduledPayment[];
    const days = (JSON.parse(job.days) as [string, string, number][]).sort((a, b) => a[0].localeCompare(b[0]));
    const billed = new Set(JSON.parse(job.billed) as Milestone[]);
    const open = days.filter((day) => !day[2]);
    const last = days.at(-1)?.[0];
    for (const payment of schedule) {
      if (billed.has(payment.milestone) || !last) continue;
      let due: string | null = null;
      if (payment.milestone === 'pour') {
        const pour = open.find((day) => day[1] === 'pour');
        due = pour ? addDays(pour[0], INVOICE_DUE_DAYS) : null;
      } else if (payment.milestone === 'completion') due = open.length > 0 ? addDays(last, INVOICE_DUE_DAYS) : null;
      else if (payment.milestone === 'retainage') due = addDays(last, payment.afterDays ?? 30);
      if (due && due >= today && due <= until)
        expected.push({ lead_id: job.lead_id, name: job.name, milestone: payment.milestone, cents: payment.cents, due_on: due });
    }
  }
  return expected.sort((a, b) => a.due_on.localeCompare(b.due_on));
}

/** Collected money and payments by lead source over a period (the insights' "collected"). */
export interface CollectedBySource {
  /** Source key (as `SOURCE_SQL` groups it) → collected cents and how many jobs first paid in the period. */
  bySource: Map<string, { cents: number; jobs: number }>;
  cents: number;
  jobs: number;
}

/**
 * The SQL of the money collected over rollup units ("<grain>:<period>", from the caller: src/insights/rollup.ts
 * `unitsWithin`, or src/lib/rollup-units.ts `unitsOf`), one row per unit and source: one SEARCH of money_rollup's
 * primary key per unit (migrations/0030_money_rollup.sql), a few rows each, whatever the payments; summed by
 * {@link collectedOf} (a GROUP BY would count each row twice in D1's rows read).
 * @throws RangeError on a string that is not a unit
 */
export const collectedRollupSql = (units: readonly string[]) => `SELECT r.source, r.cents, r.jobs
  FROM (${unitsValues(units)}) u JOIN money_rollup r ON r.grain = u.column1 AND r.period = u.column2`;

/** A statement reading the money collected over rollup `units` by source ({@link collectedRollupSql}), for a batch. */
export const collectedStatement = (db: D1Database, units: readonly string[]) => db.prepare(collectedRollupSql(units));

/**
 * The figures of a {@link collectedStatement}'s result: cents and jobs paid by source and in all. A job paid is a lead
 * counted in the period of its first collected money (its first Central day with a collected payment or an online
 * deposit counted), so jobs add up across periods; money collected counts on every day it came in.
 */
export function collectedOf(result: D1Result | undefined): CollectedBySource {
  const bySource = new Map<string, { cents: number; jobs: number }>();
  for (const row of (result?.results ?? []) as { source: string; cents: number; jobs: number }[]) {
    const sum = bySource.get(row.source) ?? { cents: 0, jobs: 0 };
    sum.cents += row.cents;
    sum.jobs += row.jobs;
    bySource.set(row.source, sum);
  }
  for (const [source, sum] of bySource) if (sum.cents === 0 && sum.jobs === 0) bySource.delete(source);
  const all = [...bySource.values()];
  return { bySource, cents: all.reduce((sum, row) => sum + row.cents, 0), jobs: all.reduce((sum, row) => sum + row.jobs, 0) };
}

/** One row of the payments CSV. */
export interface PaymentLine {
  /** The payment's Central day. */
  day: string;
  /** "INV-7", or "Q-12 deposit" for a deposit paid online on a quote. */
  document: string;
  customer: string;
  method: string;
  source: 'hand' | 'stripe';
  cents: number;
  fee_cents: number | null;
  status: 'collected' | 'processing' | 'failed';
}

/**
 * Every payment whose day is from `from` to `to` (Central, inclusive): failed and processing ones too, marked so, and
 * the deposits paid online on quotes (not one an invoice bills: its payment is listed instead); oldest first, at most
 * {@link CSV_LIMIT}.
 */
export async function paymentsBetween(db: D1Database, from: string, to: string): Promise<PaymentLine[]> {
  const [start, end] = collectedBinds(from, to).slice(2);
  const { results } = await db
    .prepare(
      `SELECT * FROM (
         SELECT p.paid_on AS day, 'INV-' || i.number AS document, leads.name AS customer, p.method, p.source, p.cents, p.fee_cents,
           CASE WHEN p.failed_at IS NOT NULL THEN 'failed' WHEN p.processing = 1 THEN 'processing' ELSE 'collected' END AS status,
           p.recorded_at AS at
         FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id JOIN leads ON leads.id = i.lead_id
         WHERE p.paid_on >= ?1 AND p.paid_on <= ?2
         UNION ALL
         SELECT q.deposit_paid_at AS day, 'Q-' || q.number || ' deposit', q.customer, 'online', 'stripe', q.deposit_paid_cents, NULL, 'collected', q.deposit_paid_at
         FROM quotes q WHERE q.deposit_paid_at >= ?3 AND q.deposit_paid_at < ?4 AND ${DEPOSIT_UNBILLED_SQL})
       ORDER BY substr(day, 1, 10), at LIMIT ${CSV_LIMIT}`,
    )
    .bind(from, to, start, end)
    .all<PaymentLine & { at: string }>();
  // A deposit's instant becomes its Central day; then by day, and within a day in the order they were recorded.
  return results
    .map((row) => ({ ...row, day: row.day.length > 10 ? dayIn(BUSINESS_TIME_ZONE, new Date(row.day)) : row.day }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.at.localeCompare(b.at))
    .map(({ at: _at, ...row }) => row);
}
