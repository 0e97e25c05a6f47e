-- Migration number: 0005 	 Photos a visitor attaches to a contact or quote request.
-- lead_photos: one photo kept with a lead. It is tied to the lead by the lead's idempotency key (`lead_key`), which the
-- request that sent the photos carries (the same post without JavaScript, or the island's later uploads with the key
-- of its form load), so a photo never exists without its lead, even when the lead reached the table late from the queue.
--   name           "<8 random hex digits>-<first 16 hex digits of the SHA-256 of the uploaded bytes>", its R2 keys.
--   width, height  the displayed size of the largest variant (orientation applied), in px.
--   widths         the variant widths stored, comma-separated ascending ("320,1600").
--   bytes          the bytes the photo's variants take in R2 (the daily cap on stored bytes adds them up).
--   created_at     ISO 8601 UTC.
-- Only re-encoded JPEG variants are kept (R2 `leads/<lead ref>/<name>/<width>.jpg`): never the uploaded file with its
-- metadata. The cron deletes the photos of leads older than 18 months.
CREATE TABLE lead_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_key TEXT NOT NULL,
  name TEXT NOT NULL UNIQUE,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  widths TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_photos_lead ON lead_photos (lead_key, id);
CREATE INDEX lead_photos_created ON lead_photos (created_at);

-- leads.photos_expected: how many photos the visitor's browser said it would send after the lead (0 without
-- JavaScript, whose photos come in the same post). While they are on their way the notification waits (at most
-- two minutes, then the cron sends it with the photos that came), so the email counts them.
ALTER TABLE leads ADD COLUMN photos_expected INTEGER NOT NULL DEFAULT 0;
