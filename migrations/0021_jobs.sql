-- Migration number: 0021 	 The job after the yes and its work days (issue 46 items 1 and 2, src/jobs/, docs/jobs.md).
-- The name `jobs` is taken: it is the finished-work posts' table (migrations/0003_jobs.sql), which the gallery shows as
-- projects (issue 45 kept the table's name). The work after the yes is therefore a `lead_jobs` row (a lead's job) and
-- its `work_days` (Jobber's "visits": the days the crew is on site).
-- lead_jobs: one per lead.
--   lead_id          the lead it is for (one job per lead).
--   quote_id         the accepted quote that is its scope, or NULL for a lead marked Won by hand.
--   concrete_temp_f  the concrete's temperature the contractor gives for the pour's evaporation rule (°F), or NULL
--                    (the air + 5 °F, src/weather/evaporation.ts).
--   notify_requested_at  the last time the days were set with "tell the customer" (`--notify`, the form's box), ISO
--                    8601 UTC; the sending is issue 46 item 4's (NULL: never asked).
-- work_days: one row per day on site.
--   starts_at        the start, ISO 8601 UTC; local_date its Central day "YYYY-MM-DD" (America/Chicago), kept to
--                    find a day by the date the contractor says ("move the 3rd").
--   hours            0.5 to 14; kind 'prep' (prep/forms), 'pour', 'finish' (finish/cleanup), 'other'.
--   crew, note       the contractor's words, or NULL; done_at when marked done (ISO 8601 UTC), NULL until then.
--   position         the day's order within its job when it was added (ties of starts_at).
CREATE TABLE lead_jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id INTEGER NOT NULL UNIQUE,
  quote_id INTEGER,
  created_at TEXT NOT NULL,
  concrete_temp_f REAL,
  notify_requested_at TEXT
);
CREATE TABLE work_days (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES lead_jobs (id),
  starts_at TEXT NOT NULL,
  local_date TEXT NOT NULL,
  hours REAL NOT NULL CHECK (hours >= 0.5 AND hours <= 14),
  kind TEXT NOT NULL CHECK (kind IN ('prep', 'pour', 'finish', 'other')),
  crew TEXT,
  note TEXT,
  done_at TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
-- The calendar and the cron read days by time; a job reads its own days.
CREATE INDEX work_days_starts ON work_days (starts_at);
CREATE INDEX work_days_job ON work_days (job_id, starts_at);
