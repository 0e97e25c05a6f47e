-- Migration number: 0024 	 Getting paid (issue 47 items 1, 2, 3 without Stripe, 6, 8; src/invoices/, docs/invoices.md).
-- quotes.payment_schedule  JSON: the payments agreed in the quote, in order, each
--                  { milestone, share, cents }: milestone 'acceptance' (the deposit), 'pour' (the pour day marked
--                  done), 'completion' (the job done) or 'retainage' (days after completion); share as typed
--                  { kind: 'percent', percent } | { kind: 'amount', cents } | { kind: 'rest' }; cents the amount
--                  (the cents sum to total_cents exactly). Part of the content hash. NULL for a quote written before.
-- invoices: one row per invoice of a lead's job.
--   number          "INV-<number>", unique and sequential over every invoice.
--   lead_id, job_id the lead and its job (lead_jobs); quote_id the accepted quote whose total bounds it.
--   milestone       the schedule's milestone it bills ('acceptance', 'pour', 'completion', 'retainage'), or NULL for
--                   an invoice written by hand; at most one invoice not void per milestone of a job.
--   lines           JSON array of { description, quantityHundredths, unit, unitCents } (src/quotes/model.ts lines).
--   total_cents     the lines' sum, whole US cents, 1 to 1,000,000,000.
--   due_on          the day it is due, "YYYY-MM-DD" (America/Chicago).
--   status          'draft' (waits for the contractor's Send), 'sent', 'void'; partly paid, paid and overdue are
--                   computed from invoice_payments and the day (src/invoices/model.ts invoiceState).
--   created_at, sent_at, voided_at  ISO 8601 UTC.
-- invoice_payments: money received against an invoice.
--   cents           whole US cents, more than 0, never more than the balance when recorded.
--   paid_on         the day it was paid, "YYYY-MM-DD" (America/Chicago), as the contractor says.
--   method          'check', 'cash', 'transfer', 'card' (by hand); the Stripe webhook (next part) adds its own rows.
--   note            the contractor's words (at most 500 characters), or NULL.
--   source          'hand' (recorded by the contractor); 'stripe' is kept for the webhook of the next part.
--   failed_at       when a payment failed after it was recorded (an ACH debit returned), ISO 8601 UTC; NULL otherwise.
--                   A failed payment is not counted.
ALTER TABLE quotes ADD COLUMN payment_schedule TEXT;
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number INTEGER NOT NULL UNIQUE,
  lead_id INTEGER NOT NULL,
  job_id INTEGER NOT NULL REFERENCES lead_jobs (id),
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  milestone TEXT CHECK (milestone IN ('acceptance', 'pour', 'completion', 'retainage')),
  lines TEXT NOT NULL,
  total_cents INTEGER NOT NULL CHECK (total_cents BETWEEN 1 AND 1000000000),
  due_on TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'void')),
  created_at TEXT NOT NULL,
  sent_at TEXT,
  voided_at TEXT
);
CREATE INDEX invoices_lead ON invoices (lead_id, id);
CREATE UNIQUE INDEX invoices_milestone ON invoices (job_id, milestone) WHERE milestone IS NOT NULL AND status <> 'void';
CREATE TABLE invoice_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  cents INTEGER NOT NULL CHECK (cents > 0),
  paid_on TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('check', 'cash', 'transfer', 'card')),
  note TEXT,
  source TEXT NOT NULL DEFAULT 'hand' CHECK (source IN ('hand', 'stripe')),
  recorded_at TEXT NOT NULL,
  failed_at TEXT
);
CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id, id);
