-- Migration number: 0006 	 A job's cover photo and the "featured" mark, both chosen by the contractor (/admin/jobs, `npm run jobs`).
--   cover_photo_id  the photo cards and the home hero show (a photo of the job); NULL: the first "after" photo, else the first.
--                   Deleting that photo sets it back to NULL.
--   featured        1: home's first screen shows this job's cover (the newest featured job), else the newest job's.
ALTER TABLE jobs ADD COLUMN cover_photo_id INTEGER REFERENCES job_photos (id) ON DELETE SET NULL;
ALTER TABLE jobs ADD COLUMN featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1));
