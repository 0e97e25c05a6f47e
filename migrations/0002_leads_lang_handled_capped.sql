-- Migration number: 0002 	 Leads: language, handled mark, late storage and the email cap.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt
-- (create, copy, drop, rename), keeping every row and its id.
--   lang          the language of the form the visitor posted: 'en' or 'es' (a Spanish-speaking visitor).
--   handled_at    when the contractor marked the lead handled on /admin/leads (ISO 8601 UTC), NULL until then.
--   stored_late   1 when D1 failed at the request and the lead reached the table later through the queue.
--   notify_status adds 'capped': stored and listed, not emailed, because the hourly cap on notification emails was reached.
CREATE TABLE leads_next (
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
  lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es')),
  notify_status TEXT NOT NULL DEFAULT 'pending' CHECK (notify_status IN ('pending', 'sent', 'failed', 'capped')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  notified_at TEXT,
  handled_at TEXT,
  stored_late INTEGER NOT NULL DEFAULT 0
);

INSERT INTO leads_next (id, created_at, form, idempotency_key, name, phone, email, service, address, message,
  notify_status, notify_attempts, next_attempt_at, last_error, notified_at)
SELECT id, created_at, form, idempotency_key, name, phone, email, service, address, message,
  notify_status, notify_attempts, next_attempt_at, last_error, notified_at
FROM leads;

DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;

-- The retry job looks up pending notifications that are due; the email cap counts the emails of the last hour.
CREATE INDEX leads_notify_due ON leads (notify_status, next_attempt_at);
CREATE INDEX leads_notified_at ON leads (notified_at);
