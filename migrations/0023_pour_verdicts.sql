-- Migration number: 0023 	 The last weather verdict of each pour day, and the last one the contractor was told (issue 46
-- item 5, src/jobs/pour-alerts.ts, docs/jobs.md).
-- pour_verdicts: one row per pour work day the hourly check has read.
--   work_day_id   the pour day (work_days.id).
--   starts_at     the day's start the verdicts were read for (ISO 8601 UTC): a day moved since is a new pour, its
--                 told verdict forgotten.
--   verdict       the last verdict read: 'GO', 'CAUTION', 'HOLD' or 'UNKNOWN' (NWS failed or out of reach).
--   line          that verdict's message in words ("Wednesday's pour in Nederland: HOLD, 70 % chance of rain ...").
--   checked_at    when it was read (ISO 8601 UTC), shown as "as of 14:05".
--   told_verdict  the last verdict the contractor was told by push and email, or NULL (never told); told_at when.
CREATE TABLE pour_verdicts (
  work_day_id INTEGER PRIMARY KEY REFERENCES work_days (id),
  starts_at TEXT NOT NULL,
  verdict TEXT NOT NULL CHECK (verdict IN ('GO', 'CAUTION', 'HOLD', 'UNKNOWN')),
  line TEXT NOT NULL,
  checked_at TEXT NOT NULL,
  told_verdict TEXT CHECK (told_verdict IN ('GO', 'CAUTION', 'HOLD')),
  told_at TEXT
);
-- pour_check_runs: when the hourly check last ran (one row, name 'hourly'), claimed by the 5-minute cron's run that
--   finds it 55 minutes old or more, so the check runs once an hour whatever minute the cron first runs at, and two
--   runs at once do not both read NWS.
CREATE TABLE pour_check_runs (
  name TEXT PRIMARY KEY,
  ran_at TEXT NOT NULL
) WITHOUT ROWID;
