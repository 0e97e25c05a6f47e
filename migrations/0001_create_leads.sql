-- Migration number: 0001 	 The leads table: every contact and quote request the site accepts.
-- One row per request. The visitor's fields are stored as submitted after
-- validation (trimmed; phone in E.164, e.g. +14095550123). A quote's first and
-- last names are joined into `name`, and its project description goes into
-- `message`. `idempotency_key` makes a repeated submit (double click, retried
-- request, back-and-resend) store nothing new. The notify_* columns track the
-- email to the contractor: 'pending' until it is sent, 'sent' once it is,
-- 'failed' after the last of a bounded number of attempts.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('contact', 'quote')),
  idempotency_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  notify_status TEXT NOT NULL DEFAULT 'pending' CHECK (notify_status IN ('pending', 'sent', 'failed')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  -- ISO 8601 UTC time before which no notification attempt starts (a lease while one is in flight, then the back-off).
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  notified_at TEXT
);

-- The retry job looks up pending notifications that are due.
CREATE INDEX leads_notify_due ON leads (notify_status, next_attempt_at);
