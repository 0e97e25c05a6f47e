-- Migration number: 0007 	 Leads: the pipeline (issue 30), booked visits (issue 29), and the town.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt
-- (create, copy, drop, rename), keeping every row, its id and every column.
--   form              adds 'booking': a request made by booking the on-site estimate visit on /book.
--   town              the job's town, asked apart from the street address by the booking form ('' when not asked).
--   status            where the sale stands: new → contacted → visit_booked → quoted → won → done, or lost.
--   status_at         when the status last changed (ISO 8601 UTC), NULL while the lead is still 'new' as stored.
--   first_contact_at  the first move out of 'new', or the first call or text logged (ISO 8601 UTC).
--   quoted_cents      the amount quoted, in US cents; won_cents the amount won, in US cents (at most $10,000,000).
--   lost_reason       why a lost lead was lost, from a short list (NULL unless lost).
--   follow_up_on      the day to follow the lead up (YYYY-MM-DD, an America/Chicago day), NULL for none.
-- Leads stored before this become 'new', or 'contacted' when they were marked handled (their handled_at is
-- their first contact and the time of that change, kept in lead_history too).
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
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'visit_booked', 'quoted', 'won', 'done', 'lost')),
  status_at TEXT,
  first_contact_at TEXT,
  quoted_cents INTEGER CHECK (quoted_cents IS NULL OR quoted_cents BETWEEN 0 AND 1000000000),
  won_cents INTEGER CHECK (won_cents IS NULL OR won_cents BETWEEN 0 AND 1000000000),
  lost_reason TEXT CHECK (lost_reason IS NULL OR lost_reason IN ('price', 'timing', 'other_contractor', 'no_answer', 'not_a_fit')),
  follow_up_on TEXT
);

INSERT INTO leads_next (id, created_at, form, idempotency_key, name, phone, email, service, address, message, lang,
  notify_status, notify_attempts, next_attempt_at, last_error, notified_at, handled_at, stored_late,
  source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign,
  source_edition, source_device, photos_expected, status, status_at, first_contact_at)
SELECT id, created_at, form, idempotency_key, name, phone, email, service, address, message, lang,
  notify_status, notify_attempts, next_attempt_at, last_error, notified_at, handled_at, stored_late,
  source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign,
  source_edition, source_device, photos_expected,
  CASE WHEN handled_at IS NULL THEN 'new' ELSE 'contacted' END, handled_at, handled_at
FROM leads;

DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;

CREATE INDEX leads_notify_due ON leads (notify_status, next_attempt_at);
CREATE INDEX leads_notified_at ON leads (notified_at);
-- The inbox's filters and counts by status, and its follow-ups due first.
CREATE INDEX leads_status ON leads (status, id);
CREATE INDEX leads_follow_up ON leads (follow_up_on) WHERE follow_up_on IS NOT NULL;

-- Every change of a lead's pipeline, kept as its history: one row per status change, call or text logged, or note.
--   kind          'status' (a change to `status`), 'call' or 'text' (a contact logged), 'note' (words only).
--   status        the status after the change (kind 'status'), else NULL.
--   amount_cents  the amount given with the change (quoted or won), in US cents, else NULL.
--   lost_reason   the reason given with a change to 'lost', else NULL.
--   note          the contractor's words (at most 2,000 characters), else NULL.
--   follow_up_on  the follow-up day set with the change (YYYY-MM-DD), else NULL.
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'call', 'text', 'note')),
  status TEXT CHECK (status IS NULL OR status IN ('new', 'contacted', 'visit_booked', 'quoted', 'won', 'done', 'lost')),
  amount_cents INTEGER,
  lost_reason TEXT,
  note TEXT,
  follow_up_on TEXT
);
CREATE INDEX lead_history_lead ON lead_history (lead_id, id);

-- The leads marked handled before the pipeline: their change to 'contacted', at the time they were marked.
INSERT INTO lead_history (lead_id, at, kind, status, note)
SELECT id, handled_at, 'status', 'contacted', 'Marked handled before the pipeline' FROM leads WHERE handled_at IS NOT NULL;
