-- Migration number: 0015 	 Written quotes (issue 38): versions, lines, totals, the customer's page and its answer.
--   number          the quote's number, "Q-<number>"; every version of one quote shares it (one quote per lead).
--   version         1, 2, …: a new version replaces the one before it (replaced_by holds the newer row's id).
--   token           128 random bits as 32 hex digits: the customer's page, /quotes/<token>.
--   customer, address  the customer's name and the job's address as the quote was written (what the hash covers).
--   lang            the lead's language when written ('en' or 'es'): the page, the email and the notices.
--   lines           JSON array of { description, quantityHundredths, unit, unitCents } (at most 50).
--   subtotal_cents, tax_label, tax_cents, total_cents, deposit_percent, deposit_cents: whole US cents (total at most $10,000,000).
--   valid_until     the last day it can be accepted, "YYYY-MM-DD" (America/Chicago).
--   terms           the terms as sent (the profile's, edited per quote).
--   content_hash    SHA-256 of the canonical content (src/quotes/model.ts canonicalText), hex.
--   state           'draft' (written, not sent), 'sent', 'accepted', 'declined', 'cancelled' (within the cooling-off period).
--   sent_to         the email address the link was sent to (what an acceptance records as the signer's address).
--   accepted_name   the full name typed by the customer; accepted_at, declined_at, cancelled_at: ISO 8601 UTC. No IP address.
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number INTEGER NOT NULL,
  version INTEGER NOT NULL,
  lead_id INTEGER NOT NULL,
  token TEXT NOT NULL UNIQUE,
  customer TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL CHECK (lang IN ('en', 'es')),
  lines TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  tax_label TEXT,
  tax_cents INTEGER NOT NULL DEFAULT 0,
  total_cents INTEGER NOT NULL CHECK (total_cents BETWEEN 0 AND 1000000000),
  deposit_percent INTEGER,
  deposit_cents INTEGER NOT NULL DEFAULT 0,
  valid_until TEXT NOT NULL,
  terms TEXT NOT NULL DEFAULT '',
  content_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'sent', 'accepted', 'declined', 'cancelled')),
  sent_at TEXT,
  sent_to TEXT,
  replaced_by INTEGER,
  accepted_name TEXT,
  accepted_at TEXT,
  declined_at TEXT,
  decline_reason TEXT,
  cancelled_at TEXT,
  UNIQUE (number, version)
);
CREATE INDEX quotes_lead ON quotes (lead_id, id);
