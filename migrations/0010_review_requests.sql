-- Migration number: 0010 	 The review request after a job is done (issue 30 §7).
--   review_token        the secret of the request's unsubscribe link (128 random bits, hex), made with the first request.
--   review_claimed_at   when a send started (a claim older than ten minutes counts as failed); NULL when none is in flight.
--   review_sent_at      when the request went out; review_reminded_at when its one reminder did (ISO 8601 UTC).
-- review_opt_outs holds the SHA-256 of each address that unsubscribed (trimmed, lower case): never written to again.
ALTER TABLE leads ADD COLUMN review_token TEXT;
ALTER TABLE leads ADD COLUMN review_claimed_at TEXT;
ALTER TABLE leads ADD COLUMN review_sent_at TEXT;
ALTER TABLE leads ADD COLUMN review_reminded_at TEXT;
CREATE UNIQUE INDEX leads_review_token ON leads (review_token) WHERE review_token IS NOT NULL;
CREATE INDEX leads_review_due ON leads (status, status_at) WHERE status = 'done';
CREATE TABLE review_opt_outs (
  email_hash TEXT PRIMARY KEY,
  at TEXT NOT NULL
) WITHOUT ROWID;
