-- Migration number: 0003 	 Finished jobs and their photos, posted by the contractor from /admin/jobs or `npm run jobs`.
-- jobs: one finished job.
--   status         'draft' (never public) or 'published'.
--   service        a service slug of src/content/services; town: a city slug of src/content/cities, or 'beaumont'.
--   month          the month the job was finished, 'YYYY-MM'.
--   description    English, 20-600 characters; description_es: the Spanish one, or NULL (the Spanish page shows the English).
--   customer_*     a customer's first name and words; shown only when consent = 1.
--   created_at, updated_at, published_at: ISO 8601 UTC.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  service TEXT NOT NULL,
  town TEXT NOT NULL,
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  description TEXT NOT NULL,
  description_es TEXT,
  customer_name TEXT,
  customer_quote TEXT,
  consent INTEGER NOT NULL DEFAULT 0 CHECK (consent IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);
CREATE INDEX jobs_public ON jobs (status, month DESC, id DESC);

-- job_photos: one uploaded photo. job_id is NULL while the photo waits for its job (uploaded from the browser
-- before the job is saved); the cron deletes such photos after a day.
--   name           "<8 random hex digits>-<first 16 hex digits of the SHA-256 of the uploaded bytes>": its R2 keys and URLs.
--   width, height  the displayed size of the largest variant (orientation applied), in px.
--   widths         the variant widths derived, comma-separated ascending ("480,960,1600").
--   bytes          the uploaded file's size.
--   phase          'before', 'after' or NULL.
CREATE TABLE job_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER REFERENCES jobs (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL UNIQUE,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  widths TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  alt_es TEXT,
  phase TEXT CHECK (phase IN ('before', 'after')),
  created_at TEXT NOT NULL
);
CREATE INDEX job_photos_job ON job_photos (job_id, position);
