-- Migration number: 0019 	 Messages a customer is owed never dropped, and their budget kept apart from a stranger's (issue 44).
-- customer_message_hours gains `pool`: 'stranger' counts what anybody can make the site send (an acknowledgement,
--   anything a public form triggers, a quote's link, a reminder); 'owed' counts what a signed customer is owed (the
--   signed copy, the cancel confirmation, the deposit receipt). Each pool has its own hourly bound, so a flood of
--   contact posts cannot hold a signed copy. SQLite cannot change a primary key in place: the table is rebuilt, its
--   rows kept as the 'stranger' pool.
-- owed_messages: one row per message owed for a quote (kind 'quote_signed', 'quote_cancelled', 'deposit_receipt'),
--   made when it is owed and queued on golden-triangle-customer-owed; `sent_at` once sent, so a message retried by
--   the queue is sent once; `attempts` counts the tries, `last_outcome` the last ('sent', 'held', 'failed',
--   'no_address'), `tried_at` when; the cron queues again a message unsent and untried for three hours (a lost queue send).
CREATE TABLE customer_message_hours_next (
  pool TEXT NOT NULL CHECK (pool IN ('stranger', 'owed')),
  hour TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (pool, hour)
) WITHOUT ROWID;
INSERT INTO customer_message_hours_next (pool, hour, count) SELECT 'stranger', hour, count FROM customer_message_hours;
DROP TABLE customer_message_hours;
ALTER TABLE customer_message_hours_next RENAME TO customer_message_hours;

CREATE TABLE owed_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('quote_signed', 'quote_cancelled', 'deposit_receipt')),
  created_at TEXT NOT NULL,
  sent_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_outcome TEXT,
  tried_at TEXT,
  UNIQUE (quote_id, kind)
);
CREATE INDEX owed_messages_unsent ON owed_messages (tried_at) WHERE sent_at IS NULL;

-- The cron's reminder pass reads only sent quotes still waiting for an answer.
CREATE INDEX quotes_reminder_due ON quotes (valid_until) WHERE state = 'sent' AND replaced_by IS NULL AND reminders_stopped = 0;
