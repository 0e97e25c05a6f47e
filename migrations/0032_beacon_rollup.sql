-- Migration number: 0032 	 The beacon counts bounded (issue 48): event_counts and vital_buckets rolled up per period, kept by triggers.
-- beacon_rollup: one row per (grain, period, dim), its counts as one JSON object {key: count}, so a window of days
-- reads one row per unit and dimension whatever the traffic (D1 counts rows read, and a day of real traffic holds
-- hundreds of event_counts rows):
--   grain, period  'd' a day "YYYY-MM-DD", 'w' a third of a month "YYYY-MM-1|2|3" (days 1-10, 11-20, 21-end), 'm' a
--                  month "YYYY-MM", 'y' a year "YYYY" or "all" (every day): the periods of `day` as stored, the
--                  business's America/Chicago day written by src/insights/beacon.ts (the same days as lead_rollup).
--   dim, key       a kind of event_counts ('view', 'tel', 'estimate', 'calc', 'lang', 'start', 'sent', 'missing'):
--                  key the path; 'edition': views by edition; 'referrer': views by referrer (internal included);
--                  a metric of vital_buckets ('LCP', 'INP', 'CLS', 'TTFB'): key the template, a space, the bucket.
--                  A '"' in a key (never written by the Worker: paths are known pages, 'other' or a published project)
--                  is stored as '_', so a key is always a JSON path label.
--   counts         the sum of `count` per key over the period; a key whose sum falls to 0 is removed.
-- The device is not kept. Triggers on event_counts and vital_buckets (the consumer's INSERT … ON CONFLICT DO UPDATE
-- fires the INSERT trigger for a new row and the UPDATE trigger for an existing one) add each change through the view
-- beacon_rollup_add; a DELETE (the cron's prune of old raw rows, src/insights/beacon-rollup.ts) leaves the rollup as it
-- is: the rollup is the record, the raw rows the recent detail. src/insights/beacon-rollup.ts `rebuildBeaconRollup`
-- recomputes the days still held raw from the rows and every coarser period from the days.
CREATE TABLE beacon_rollup (
  grain TEXT NOT NULL CHECK (grain IN ('y', 'm', 'w', 'd')),
  period TEXT NOT NULL,
  dim TEXT NOT NULL,
  counts TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (grain, period, dim)
) WITHOUT ROWID;

-- The raw rows as (day, dim, key, n), the same parts the triggers add.
CREATE VIEW beacon_rollup_parts AS
SELECT day, kind AS dim, replace(path, '"', '_') AS key, count AS n FROM event_counts
UNION ALL SELECT day, 'edition', replace(edition, '"', '_'), count FROM event_counts WHERE kind = 'view'
UNION ALL SELECT day, 'referrer', replace(referrer, '"', '_'), count FROM event_counts WHERE kind = 'view'
UNION ALL SELECT day, metric, replace(template, '"', '_') || ' ' || bucket, count FROM vital_buckets;

-- Adds n to a key of a dimension in the five periods of a day (d, w, m, y and all): insert one row into this view.
CREATE VIEW beacon_rollup_add AS SELECT NULL AS day, NULL AS dim, NULL AS key, NULL AS n WHERE 0;

CREATE TRIGGER beacon_rollup_add_instead INSTEAD OF INSERT ON beacon_rollup_add WHEN NEW.n <> 0 BEGIN
  INSERT INTO beacon_rollup (grain, period, dim, counts)
  SELECT u.grain, u.period, NEW.dim, json_object(replace(NEW.key, '"', '_'), NEW.n) FROM (
    SELECT 'd' AS grain, NEW.day AS period
    UNION ALL SELECT 'w', substr(NEW.day, 1, 8) || CASE WHEN substr(NEW.day, 9, 2) <= '10' THEN '1'
      WHEN substr(NEW.day, 9, 2) <= '20' THEN '2' ELSE '3' END
    UNION ALL SELECT 'm', substr(NEW.day, 1, 7)
    UNION ALL SELECT 'y', substr(NEW.day, 1, 4)
    UNION ALL SELECT 'y', 'all') u
  WHERE true
  ON CONFLICT (grain, period, dim) DO UPDATE SET counts = CASE
    WHEN COALESCE(counts ->> ('$."' || replace(NEW.key, '"', '_') || '"'), 0) + NEW.n = 0
      THEN json_remove(counts, '$."' || replace(NEW.key, '"', '_') || '"')
    ELSE json_set(counts, '$."' || replace(NEW.key, '"', '_') || '"',
      COALESCE(counts ->> ('$."' || replace(NEW.key, '"', '_') || '"'), 0) + NEW.n) END;
END;

CREATE TRIGGER beacon_rollup_event_insert AFTER INSERT ON event_counts BEGIN
  INSERT INTO beacon_rollup_add (day, dim, key, n)
  SELECT NEW.day, NEW.kind, NEW.path, NEW.count
  UNION ALL SELECT NEW.day, 'edition', NEW.edition, NEW.count WHERE NEW.kind = 'view'
  UNION ALL SELECT NEW.day, 'referrer', NEW.referrer, NEW.count WHERE NEW.kind = 'view';
END;

-- The consumer's ON CONFLICT DO UPDATE: the difference is added to the same keys.
CREATE TRIGGER beacon_rollup_event_count AFTER UPDATE ON event_counts
WHEN NEW.day = OLD.day AND NEW.kind = OLD.kind AND NEW.path = OLD.path AND NEW.edition = OLD.edition AND NEW.referrer = OLD.referrer BEGIN
  INSERT INTO beacon_rollup_add (day, dim, key, n)
  SELECT NEW.day, NEW.kind, NEW.path, NEW.count - OLD.count
  UNION ALL SELECT NEW.day, 'edition', NEW.edition, NEW.count - OLD.count WHERE NEW.kind = 'view'
  UNION ALL SELECT NEW.day, 'referrer', NEW.referrer, NEW.count - OLD.count WHERE NEW.kind = 'view';
END;

-- Any other change of a row's keys (never made by the Worker): its old parts subtracted, its new ones added.
CREATE TRIGGER beacon_rollup_event_move AFTER UPDATE ON event_counts
WHEN NOT (NEW.day = OLD.day AND NEW.kind = OLD.kind AND NEW.path = OLD.path AND NEW.edition = OLD.edition AND NEW.referrer = OLD.referrer) BEGIN
  INSERT INTO beacon_rollup_add (day, dim, key, n)
  SELECT OLD.day, OLD.kind, OLD.path, -OLD.count
  UNION ALL SELECT OLD.day, 'edition', OLD.edition, -OLD.count WHERE OLD.kind = 'view'
  UNION ALL SELECT OLD.day, 'referrer', OLD.referrer, -OLD.count WHERE OLD.kind = 'view';
  INSERT INTO beacon_rollup_add (day, dim, key, n)
  SELECT NEW.day, NEW.kind, NEW.path, NEW.count
  UNION ALL SELECT NEW.day, 'edition', NEW.edition, NEW.count WHERE NEW.kind = 'view'
  UNION ALL SELECT NEW.day, 'referrer', NEW.referrer, NEW.count WHERE NEW.kind = 'view';
END;

CREATE TRIGGER beacon_rollup_vital_insert AFTER INSERT ON vital_buckets BEGIN
  INSERT INTO beacon_rollup_add (day, dim, key, n) VALUES (NEW.day, NEW.metric, NEW.template || ' ' || NEW.bucket, NEW.count);
END;

CREATE TRIGGER beacon_rollup_vital_update AFTER UPDATE ON vital_buckets BEGIN
  INSERT INTO beacon_rollup_add (day, dim, key, n)
  VALUES (OLD.day, OLD.metric, OLD.template || ' ' || OLD.bucket, -OLD.count), (NEW.day, NEW.metric, NEW.template || ' ' || NEW.bucket, NEW.count);
END;

-- Filled from the rows held: per period, dimension and key the sum, then one JSON object per period and dimension
-- (the same GROUP BY as the view beacon_rollup_fresh, which src/insights/beacon-rollup.ts rebuilds the days from).
CREATE VIEW beacon_rollup_fresh AS
SELECT grain, period, dim, json_group_object(key, n) AS counts FROM (
  SELECT g.grain, CASE WHEN g.whole THEN 'all' WHEN g.grain = 'd' THEN p.day
      WHEN g.grain = 'w' THEN substr(p.day, 1, 8) || CASE WHEN substr(p.day, 9, 2) <= '10' THEN '1' WHEN substr(p.day, 9, 2) <= '20' THEN '2' ELSE '3' END
      WHEN g.grain = 'm' THEN substr(p.day, 1, 7) ELSE substr(p.day, 1, 4) END AS period,
    p.dim, p.key, SUM(p.n) AS n
  FROM beacon_rollup_parts p,
    (SELECT 'd' AS grain, 0 AS whole UNION ALL SELECT 'w', 0 UNION ALL SELECT 'm', 0 UNION ALL SELECT 'y', 0 UNION ALL SELECT 'y', 1) g
  GROUP BY 1, 2, 3, 4 HAVING SUM(p.n) <> 0)
GROUP BY grain, period, dim;

INSERT INTO beacon_rollup (grain, period, dim, counts) SELECT grain, period, dim, counts FROM beacon_rollup_fresh;
