-- Migration number: 0022 	 Telling the homeowner about the job (issue 46 item 4, src/jobs/messages.ts, docs/jobs.md).
-- job_messages: one row per message to a job's homeowner, recorded before it is sent, so it is sent once.
--   kind        'scheduled' (the days set with "tell the customer", owed), 'moved' (a day moved, owed),
--               'reminder' (the evening before a pour, courtesy), 'on_my_way' (the crew on the way, courtesy).
--   key         what makes it one message: scheduled, the instant the contractor asked; moved, the first move's
--               instant; reminder, "<day id>@<Central day>" (once per pour day, a moved day gets its own); on_my_way,
--               the Central day (at most once a day per job). UNIQUE with job_id and kind.
--   detail      a move's JSON: {"days": {"<day id>": {"from": ISO, "to": ISO}}, "reason": {"kind", "text"}}; the
--               first old start is kept and the new one replaced while the row waits (the last move winning).
--   due_at      when it may go: at once, or a move 15 minutes after the first move; expires_at, for a courtesy
--               message, the instant after which it is no longer worth sending (NULL: never).
--   claimed_at  a send in flight (a lease of 5 minutes); sent_at when it is finished with, whatever the outcome
--               ('sent', 'held' for a courtesy message past a bound, 'no_address', 'unchanged' for moves that
--               came back to where they were, 'expired'); an owed message held or failed stays unsent, due again.
-- work_days.moved_at: the last time the day was moved (a reminder due before a move is not sent after it).
CREATE TABLE job_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES lead_jobs (id),
  kind TEXT NOT NULL CHECK (kind IN ('scheduled', 'moved', 'reminder', 'on_my_way')),
  key TEXT NOT NULL,
  day_id INTEGER,
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  expires_at TEXT,
  claimed_at TEXT,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  outcome TEXT,
  UNIQUE (job_id, kind, key)
);
-- The cron reads the messages due and not finished with.
CREATE INDEX job_messages_due ON job_messages (due_at) WHERE sent_at IS NULL;
ALTER TABLE work_days ADD COLUMN moved_at TEXT;
