-- Web Push (issue 31 §2): the browsers the contractor turned notifications on
-- in (a PushSubscription each: its endpoint and keys), and when each lead was
-- pushed, claimed before sending so a retried queue message pushes it once.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL
);

ALTER TABLE leads ADD COLUMN pushed_at TEXT;
