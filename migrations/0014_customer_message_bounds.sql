-- Migration number: 0014 	 Bounds on what a stranger can make the site send to someone else (issue 35).
-- customer_message_counts: how many emails went to one recipient on one America/Chicago day, by kind ('all' for
--   every kind, 'acknowledgement' for the acknowledgement alone). `recipient` is a keyed hash (HMAC-SHA-256 with the
--   key in site_keys) of the normalised address, never the address. Rows older than two days are deleted by the cron.
-- customer_message_hours: how many customer emails went out site-wide in one UTC hour ("YYYY-MM-DDTHH").
-- site_keys: secrets the Worker makes for itself on first use (the recipient hash's key), 256 random bits, base64url.
-- jobs.idempotency_body / job_photos.idempotency_body: the SHA-256 of the body a key was first used with, so the
--   same key with another body is refused (422) instead of answered with the first job.
CREATE TABLE customer_message_counts (
  recipient TEXT NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (recipient, day, kind)
) WITHOUT ROWID;
CREATE TABLE customer_message_hours (
  hour TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE site_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
ALTER TABLE jobs ADD COLUMN idempotency_body TEXT;
ALTER TABLE job_photos ADD COLUMN idempotency_body TEXT;

-- leads.status and lead_history.status gain 'visit_cancelled' (issue 37 §6): a visit the customer cancelled online
-- has its own state, out of the funnel's "Visit booked". SQLite cannot change a CHECK constraint in place, so both
-- tables are rebuilt (create, copy, drop, rename) with every row, id and column, and their indexes made again.
CREATE TABLE leads_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('contact', 'quote', 'booking')),
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
  stored_late INTEGER NOT NULL DEFAULT 0,
  source_landing TEXT,
  source_page TEXT,
  source_referrer TEXT,
  source_utm_source TEXT,
  source_utm_medium TEXT,
  source_utm_campaign TEXT,
  source_edition TEXT,
  source_device TEXT,
  photos_expected INTEGER NOT NULL DEFAULT 0,
  town TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'visit_booked', 'visit_cancelled', 'quoted', 'won', 'done', 'lost')),
  status_at TEXT,
  first_contact_at TEXT,
  quoted_cents INTEGER CHECK (quoted_cents IS NULL OR quoted_cents BETWEEN 0 AND 1000000000),
  won_cents INTEGER CHECK (won_cents IS NULL OR won_cents BETWEEN 0 AND 1000000000),
  lost_reason TEXT CHECK (lost_reason IS NULL OR lost_reason IN ('price', 'timing', 'other_contractor', 'no_answer', 'not_a_fit')),
  follow_up_on TEXT,
  ack_claimed_at TEXT,
  ack_sent_at TEXT,
  review_token TEXT,
  review_claimed_at TEXT,
  review_sent_at TEXT,
  review_reminded_at TEXT,
  pushed_at TEXT,
  visit_start TEXT,
  visit_end TEXT
);
INSERT INTO leads_next SELECT id, created_at, form, idempotency_key, name, phone, email, service, address, message, lang,
  notify_status, notify_attempts, next_attempt_at, last_error, notified_at, handled_at, stored_late, source_landing,
  source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign, source_edition,
  source_device, photos_expected, town, status, status_at, first_contact_at, quoted_cents, won_cents, lost_reason,
  follow_up_on, ack_claimed_at, ack_sent_at, review_token, review_claimed_at, review_sent_at, review_reminded_at,
  pushed_at, visit_start, visit_end FROM leads;
DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;
CREATE INDEX leads_notify_due ON leads (notify_status, next_attempt_at);
CREATE INDEX leads_notified_at ON leads (notified_at);
CREATE INDEX leads_status ON leads (status, id);
CREATE INDEX leads_follow_up ON leads (follow_up_on) WHERE follow_up_on IS NOT NULL;
CREATE UNIQUE INDEX leads_review_token ON leads (review_token) WHERE review_token IS NOT NULL;
CREATE INDEX leads_review_due ON leads (status, status_at) WHERE status = 'done';

CREATE TABLE lead_history_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'call', 'text', 'note')),
  status TEXT CHECK (status IS NULL OR status IN ('new', 'contacted', 'visit_booked', 'visit_cancelled', 'quoted', 'won', 'done', 'lost')),
  amount_cents INTEGER,
  lost_reason TEXT,
  note TEXT,
  follow_up_on TEXT
);
INSERT INTO lead_history_next SELECT id, lead_id, at, kind, status, amount_cents, lost_reason, note, follow_up_on FROM lead_history;
DROP TABLE lead_history;
ALTER TABLE lead_history_next RENAME TO lead_history;
CREATE INDEX lead_history_lead ON lead_history (lead_id, id);
