-- Migration number: 0025 	 Getting paid online, told and counted (issue 47 items 3, 4, 5; src/invoices/, docs/invoices.md).
-- invoices.checkout_session, checkout_url, checkout_expires_at
--                  the invoice's open Stripe Checkout Session ("cs_…"), its page and its expiry (ISO 8601 UTC): one
--                  session per invoice at a time, as quotes keep the deposit's (0016, 0020). NULL when none is open.
-- invoices.reminders_off
--                  1 when the contractor turned the payment reminders off for this invoice (item 4), else 0.
-- invoice_payments.stripe_session
--                  the Checkout Session a payment came from (source 'stripe'); unique, so a second delivery of its
--                  event records nothing. NULL for a payment recorded by hand.
-- invoice_payments.fee_cents
--                  Stripe's fee for the payment in whole US cents when known (the balance transaction), else NULL.
-- invoice_payments.processing
--                  1 while a bank debit (ACH, `us_bank_account`) is processing: it holds the balance (the homeowner
--                  cannot pay twice) but is not collected money; 0 once it succeeded, and for every other payment. A
--                  debit that fails gets `failed_at` (0024) and no longer counts. Collected money: failed_at IS NULL
--                  AND processing = 0.
--                  A Stripe payment's method is 'card' or 'transfer' (a US bank account).
-- invoice_messages: the messages a homeowner is owed for an invoice, sent once and retried, never dropped (as
--                  owed_messages are for a quote, 0019).
--   kind           'invoice_sent' (the invoice, on the contractor's Send), 'payment_receipt' (one per payment),
--                  'reminder_1', 'reminder_2' (3 and 10 days after the due day, item 4).
--   payment_id     the payment a receipt is for; 0 for the other kinds.
--   created_at, sent_at, tried_at  ISO 8601 UTC; attempts, last_outcome ('sent', 'held', 'failed') as owed_messages.
ALTER TABLE invoices ADD COLUMN checkout_session TEXT;
ALTER TABLE invoices ADD COLUMN checkout_url TEXT;
ALTER TABLE invoices ADD COLUMN checkout_expires_at TEXT;
ALTER TABLE invoices ADD COLUMN reminders_off INTEGER NOT NULL DEFAULT 0;
ALTER TABLE invoice_payments ADD COLUMN stripe_session TEXT;
ALTER TABLE invoice_payments ADD COLUMN fee_cents INTEGER;
ALTER TABLE invoice_payments ADD COLUMN processing INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX invoice_payments_session ON invoice_payments (stripe_session) WHERE stripe_session IS NOT NULL;
CREATE INDEX invoice_payments_paid_on ON invoice_payments (paid_on) WHERE failed_at IS NULL;
CREATE TABLE invoice_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  kind TEXT NOT NULL CHECK (kind IN ('invoice_sent', 'payment_receipt', 'reminder_1', 'reminder_2')),
  payment_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_outcome TEXT,
  tried_at TEXT,
  UNIQUE (invoice_id, kind, payment_id)
);
CREATE INDEX invoice_messages_unsent ON invoice_messages (tried_at) WHERE sent_at IS NULL;
