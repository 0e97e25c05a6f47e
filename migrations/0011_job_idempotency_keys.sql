-- Migration number: 0011 	 Idempotency keys of job posts and photo uploads (issue 31 §3: posting with no signal).
-- The job form keeps a job in the phone's outbox (IndexedDB) until the server confirms it, and sends it again after a
-- dropped signal; each post carries the UUID made when the job entered the outbox, each photo upload its own.
--   jobs.idempotency_key        the UUID of the post that created the job, or NULL (no JavaScript, `npm run jobs`).
--   job_photos.idempotency_key  the UUID of the upload that stored the photo, or NULL.
-- A repeated post with a known key answers with the first one's result and stores nothing (src/admin/jobs.tsx).
-- SQLite cannot ADD a UNIQUE column: a unique index does it (NULLs never collide).
ALTER TABLE jobs ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX jobs_idempotency_key ON jobs (idempotency_key);
ALTER TABLE job_photos ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX job_photos_idempotency_key ON job_photos (idempotency_key);
