-- Issue 48: the jobs list (/admin/jobs.json, `npm run schedule -- list`) starts from the jobs with a day left to do,
-- read from this partial index (only the days not done: the open work, not twenty years of finished days), and
-- from the newest jobs by id, instead of sorting every job ever booked.
CREATE INDEX work_days_open ON work_days (job_id, starts_at) WHERE done_at IS NULL;
