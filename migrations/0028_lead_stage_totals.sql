-- Issue 48: the stage counts and dollars at the top of /admin/leads, kept as a rollup instead of a GROUP BY over
-- every lead (src/admin/stage-totals.ts). One row per (lapse_day, status): how many leads stand at that status and
-- the sum of their amounts (COALESCE(won_cents, quoted_cents, 0), US cents). `lapse_day` is '' for every lead except
-- one at Quoted whose latest quote that is not a draft was sent: then it is that quote's last valid day
-- (`valid_until`, America/Chicago), so "Quoted, leaving out the lapsed quotes" (issue 44 §7) is the rows with
-- lapse_day '' or lapse_day >= today: a SEARCH over the few days still open, whatever the table's size.
--
-- Kept by triggers, so every write path (the public insert, the pipeline, bookings, quotes accepted or sent, the
-- command line, `wrangler d1 execute`) keeps it exact inside the same statement, hence the same transaction:
-- - on leads: insert, delete, and an update of status, quoted_cents or won_cents;
-- - on quotes: insert, delete, and an update of state, valid_until or lead_id (they move a quoted lead's lapse_day):
--   a BEFORE trigger takes the lead's row out, an AFTER trigger puts it back as it now reads.
-- Rebuildable from the rows: `rebuildStageTotals` (src/admin/stage-totals.ts) runs the same INSERT … SELECT as below.
CREATE TABLE lead_stage_totals (
  lapse_day TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (lapse_day, status)
) WITHOUT ROWID;

INSERT INTO lead_stage_totals (lapse_day, status, n, cents)
SELECT CASE WHEN status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q
         WHERE q.lead_id = leads.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END AS lapse_day,
  status, COUNT(*), COALESCE(SUM(COALESCE(won_cents, quoted_cents, 0)), 0)
FROM leads GROUP BY 1, 2;

CREATE TRIGGER lead_stage_totals_insert AFTER INSERT ON leads BEGIN
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) VALUES (CASE WHEN NEW.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END, NEW.status);
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + COALESCE(NEW.won_cents, NEW.quoted_cents, 0)
  WHERE status = NEW.status AND lapse_day = CASE WHEN NEW.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END;
END;

CREATE TRIGGER lead_stage_totals_delete AFTER DELETE ON leads BEGIN
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - COALESCE(OLD.won_cents, OLD.quoted_cents, 0)
  WHERE status = OLD.status AND lapse_day = CASE WHEN OLD.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END;
END;

CREATE TRIGGER lead_stage_totals_update AFTER UPDATE OF status, quoted_cents, won_cents ON leads BEGIN
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - COALESCE(OLD.won_cents, OLD.quoted_cents, 0)
  WHERE status = OLD.status AND lapse_day = CASE WHEN OLD.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END;
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) VALUES (CASE WHEN NEW.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END, NEW.status);
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + COALESCE(NEW.won_cents, NEW.quoted_cents, 0)
  WHERE status = NEW.status AND lapse_day = CASE WHEN NEW.status = 'quoted' THEN COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '') ELSE '' END;
END;

CREATE TRIGGER lead_stage_totals_quote_insert_before BEFORE INSERT ON quotes BEGIN
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = NEW.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = NEW.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

CREATE TRIGGER lead_stage_totals_quote_insert_after AFTER INSERT ON quotes BEGIN
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) SELECT COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), ''), 'quoted' FROM leads WHERE id = NEW.lead_id AND status = 'quoted';
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = NEW.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = NEW.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

CREATE TRIGGER lead_stage_totals_quote_delete_before BEFORE DELETE ON quotes BEGIN
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = OLD.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = OLD.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

CREATE TRIGGER lead_stage_totals_quote_delete_after AFTER DELETE ON quotes BEGIN
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) SELECT COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), ''), 'quoted' FROM leads WHERE id = OLD.lead_id AND status = 'quoted';
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = OLD.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = OLD.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

CREATE TRIGGER lead_stage_totals_quote_update_before BEFORE UPDATE OF state, valid_until, lead_id ON quotes BEGIN
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = OLD.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = OLD.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
  -- a quote moved to another lead (never done by the site) takes that lead out too
  UPDATE lead_stage_totals SET n = n - 1, cents = cents - (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = NEW.lead_id)
  WHERE NEW.lead_id <> OLD.lead_id AND status = 'quoted' AND (SELECT status FROM leads WHERE id = NEW.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

CREATE TRIGGER lead_stage_totals_quote_update_after AFTER UPDATE OF state, valid_until, lead_id ON quotes BEGIN
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) SELECT COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), ''), 'quoted' FROM leads WHERE id = OLD.lead_id AND status = 'quoted';
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = OLD.lead_id)
  WHERE status = 'quoted' AND (SELECT status FROM leads WHERE id = OLD.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = OLD.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
  INSERT OR IGNORE INTO lead_stage_totals (lapse_day, status) SELECT COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), ''), 'quoted' FROM leads WHERE NEW.lead_id <> OLD.lead_id AND id = NEW.lead_id AND status = 'quoted';
  UPDATE lead_stage_totals SET n = n + 1, cents = cents + (SELECT COALESCE(won_cents, quoted_cents, 0) FROM leads WHERE id = NEW.lead_id)
  WHERE NEW.lead_id <> OLD.lead_id AND status = 'quoted' AND (SELECT status FROM leads WHERE id = NEW.lead_id) = 'quoted' AND lapse_day = COALESCE((SELECT CASE WHEN q.state = 'sent' THEN q.valid_until END FROM quotes q WHERE q.lead_id = NEW.lead_id AND q.state <> 'draft' ORDER BY q.id DESC LIMIT 1), '');
END;

-- The first page's pinned leads (src/leads/list-page.ts): new leads whose office email failed or was capped, a
-- SEARCH over only those (the status index would walk every new lead).
CREATE INDEX leads_needs_human ON leads (id) WHERE status = 'new' AND notify_status IN ('failed', 'capped');
