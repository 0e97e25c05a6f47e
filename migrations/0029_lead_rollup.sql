-- Migration number: 0029 	 The insights at 100,000 leads (issue 48): a rollup of the leads per Central period, kept by triggers.
-- lead_rollup: one row per (grain, period, dim, key), the counts of the leads that came in during that period:
--   grain     'y' a year "YYYY", 'm' a month "YYYY-MM", 'w' a third of a month "YYYY-MM-1|2|3" (days 1-10, 11-20,
--             21-end), 'd' a day "YYYY-MM-DD"; every period is an America/Chicago calendar period of `created_at`.
--   dim, key  'all' '' (every lead); 'source' the funnel's source (src/insights/revenue.ts SOURCE_SQL); 'landing'
--             the landing page or 'not recorded'; 'utm' source, medium and campaign joined by char(31) (the traffic
--             report's grouping); 'contact' the minutes to first contact, rounded down to the quarter hour under 2 h,
--             the hour under 48 h, the day beyond, or 'waiting' (never contacted).
--   leads, visits, quoted, won, won_cents  how many leads, how many reached a visit, a quote, are won (the funnel's
--             rules, src/insights/revenue.ts), and the won leads' dollars in US cents.
-- A window of days reads a few hundred rows: whole years, months and thirds where they fit, days at its edges
-- (src/insights/rollup.ts). The rows are kept by triggers on leads and lead_history, so every write path keeps them
-- in its own statement (the public insert stays one batch): before a change the lead's parts (view
-- lead_rollup_parts) are subtracted, after it added. src/insights/rollup.ts `rebuildLeadRollup` fills the table from
-- the rows again with the same GROUP BY as below; a test compares it with the kept rows.
-- lead_rollup_lead's day: Central time is UTC-5 from the second Sunday of March, 08:00 UTC, to the first Sunday of
-- November, 07:00 UTC (US rule since 2007, 15 U.S.C. 260a; before 2007 the first Sunday of April to the last Sunday
-- of October), else UTC-6; a test checks it against Intl for every seeded lead over twenty years.
CREATE TABLE lead_rollup (
  grain TEXT NOT NULL CHECK (grain IN ('y', 'm', 'w', 'd')),
  period TEXT NOT NULL,
  dim TEXT NOT NULL CHECK (dim IN ('all', 'source', 'landing', 'utm', 'contact')),
  key TEXT NOT NULL,
  leads INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  quoted INTEGER NOT NULL DEFAULT 0,
  won INTEGER NOT NULL DEFAULT 0,
  won_cents INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, period, dim, key)
) WITHOUT ROWID;

CREATE VIEW lead_rollup_lead AS
SELECT id,
  date(created_at, CASE WHEN created_at >= CASE WHEN created_at < '2007' THEN date(substr(created_at, 1, 4) || '-04-01', 'weekday 0')
      ELSE date(substr(created_at, 1, 4) || '-03-08', 'weekday 0') END || 'T08:00'
    AND created_at < CASE WHEN created_at < '2007' THEN date(substr(created_at, 1, 4) || '-10-25', 'weekday 0')
      ELSE date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') END || 'T07:00' THEN '-5 hours' ELSE '-6 hours' END) AS day,
  CASE WHEN source_landing IS NULL AND source_page IS NULL THEN 'not recorded'
    ELSE COALESCE(NULLIF(lower(source_utm_source), ''), source_referrer, 'direct') END AS source,
  COALESCE(source_landing, 'not recorded') AS landing,
  COALESCE(source_utm_source, source_referrer, 'unknown') || char(31) || COALESCE(source_utm_medium, '') || char(31)
    || COALESCE(source_utm_campaign, '') AS utm,
  CASE WHEN first_contact_at IS NULL THEN 'waiting' ELSE CAST((SELECT CASE WHEN m < 120 THEN m / 15 * 15 WHEN m < 2880 THEN m / 60 * 60
    ELSE m / 1440 * 1440 END FROM (SELECT MAX(0, (CAST(strftime('%s', first_contact_at) AS INTEGER)
      - CAST(strftime('%s', created_at) AS INTEGER)) / 60) AS m)) AS TEXT) END AS contact,
  (status <> 'visit_cancelled' AND (status = 'visit_booked' OR visit_start IS NOT NULL
    OR EXISTS (SELECT 1 FROM lead_history h WHERE h.lead_id = leads.id AND h.status = 'visit_booked'))) AS visit,
  (status IN ('quoted', 'won', 'done')
    OR EXISTS (SELECT 1 FROM lead_history h WHERE h.lead_id = leads.id AND h.status = 'quoted')) AS quoted,
  (status IN ('won', 'done')) AS won,
  CASE WHEN status IN ('won', 'done') THEN COALESCE(won_cents, 0) ELSE 0 END AS cents
FROM leads;

CREATE VIEW lead_rollup_parts AS
SELECT l.id, g.grain,
  CASE g.grain WHEN 'y' THEN substr(l.day, 1, 4) WHEN 'm' THEN substr(l.day, 1, 7)
    WHEN 'w' THEN substr(l.day, 1, 8) || CASE WHEN substr(l.day, 9, 2) <= '10' THEN '1' WHEN substr(l.day, 9, 2) <= '20' THEN '2' ELSE '3' END
    ELSE l.day END AS period,
  d.dim,
  CASE d.dim WHEN 'all' THEN '' WHEN 'source' THEN l.source WHEN 'landing' THEN l.landing WHEN 'utm' THEN l.utm ELSE l.contact END AS key,
  l.visit, l.quoted, l.won, l.cents
FROM lead_rollup_lead l,
  (SELECT 'y' AS grain UNION ALL SELECT 'm' UNION ALL SELECT 'w' UNION ALL SELECT 'd') g,
  (SELECT 'all' AS dim UNION ALL SELECT 'source' UNION ALL SELECT 'landing' UNION ALL SELECT 'utm' UNION ALL SELECT 'contact') d;

CREATE TRIGGER lead_rollup_insert AFTER INSERT ON leads BEGIN
  INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents)
  SELECT grain, period, dim, key, 1, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = NEW.id
  ON CONFLICT (grain, period, dim, key) DO UPDATE SET leads = leads + excluded.leads, visits = visits + excluded.visits,
    quoted = quoted + excluded.quoted, won = won + excluded.won, won_cents = won_cents + excluded.won_cents;
END;

CREATE TRIGGER lead_rollup_before_update BEFORE UPDATE OF created_at, status, visit_start, first_contact_at, won_cents,
  source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign ON leads BEGIN
  UPDATE lead_rollup SET leads = lead_rollup.leads - p.one, visits = lead_rollup.visits - p.visit,
    quoted = lead_rollup.quoted - p.quoted, won = lead_rollup.won - p.won,
    won_cents = lead_rollup.won_cents - p.cents
  FROM (SELECT grain, period, dim, key, 1 AS one, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = OLD.id) p
  WHERE lead_rollup.grain = p.grain AND lead_rollup.period = p.period AND lead_rollup.dim = p.dim AND lead_rollup.key = p.key;
END;

CREATE TRIGGER lead_rollup_after_update AFTER UPDATE OF created_at, status, visit_start, first_contact_at, won_cents,
  source_landing, source_page, source_referrer, source_utm_source, source_utm_medium, source_utm_campaign ON leads BEGIN
  INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents)
  SELECT grain, period, dim, key, 1, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = NEW.id
  ON CONFLICT (grain, period, dim, key) DO UPDATE SET leads = leads + excluded.leads, visits = visits + excluded.visits,
    quoted = quoted + excluded.quoted, won = won + excluded.won, won_cents = won_cents + excluded.won_cents;
END;

CREATE TRIGGER lead_rollup_delete BEFORE DELETE ON leads BEGIN
  UPDATE lead_rollup SET leads = lead_rollup.leads - p.one, visits = lead_rollup.visits - p.visit,
    quoted = lead_rollup.quoted - p.quoted, won = lead_rollup.won - p.won,
    won_cents = lead_rollup.won_cents - p.cents
  FROM (SELECT grain, period, dim, key, 1 AS one, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = OLD.id) p
  WHERE lead_rollup.grain = p.grain AND lead_rollup.period = p.period AND lead_rollup.dim = p.dim AND lead_rollup.key = p.key;
END;

-- A history row can make a lead reach a visit or a quote: its parts before the row are subtracted, after it added.
CREATE TRIGGER lead_rollup_history_before BEFORE INSERT ON lead_history WHEN NEW.status IN ('visit_booked', 'quoted') BEGIN
  UPDATE lead_rollup SET leads = lead_rollup.leads - p.one, visits = lead_rollup.visits - p.visit,
    quoted = lead_rollup.quoted - p.quoted, won = lead_rollup.won - p.won,
    won_cents = lead_rollup.won_cents - p.cents
  FROM (SELECT grain, period, dim, key, 1 AS one, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = NEW.lead_id) p
  WHERE lead_rollup.grain = p.grain AND lead_rollup.period = p.period AND lead_rollup.dim = p.dim AND lead_rollup.key = p.key;
END;

CREATE TRIGGER lead_rollup_history_after AFTER INSERT ON lead_history WHEN NEW.status IN ('visit_booked', 'quoted') BEGIN
  INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents)
  SELECT grain, period, dim, key, 1, visit, quoted, won, cents FROM lead_rollup_parts WHERE id = NEW.lead_id
  ON CONFLICT (grain, period, dim, key) DO UPDATE SET leads = leads + excluded.leads, visits = visits + excluded.visits,
    quoted = quoted + excluded.quoted, won = won + excluded.won, won_cents = won_cents + excluded.won_cents;
END;

INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents)
SELECT grain, period, dim, key, COUNT(*), SUM(visit), SUM(quoted), SUM(won), SUM(cents) FROM lead_rollup_parts
GROUP BY grain, period, dim, key;

-- Money collected by source (src/invoices/money.ts collectedBySource) reads a window's payments by one covering
-- index with the paying lead on it, and the lead's row for its source: two rows a payment. invoice_payments.lead_id
-- is the invoice's lead, set by a trigger on every insert (an invoice's lead never changes).
ALTER TABLE invoice_payments ADD COLUMN lead_id INTEGER;
UPDATE invoice_payments SET lead_id = (SELECT i.lead_id FROM invoices i WHERE i.id = invoice_payments.invoice_id);
CREATE TRIGGER invoice_payments_lead AFTER INSERT ON invoice_payments BEGIN
  UPDATE invoice_payments SET lead_id = (SELECT i.lead_id FROM invoices i WHERE i.id = NEW.invoice_id) WHERE id = NEW.id;
END;
-- It replaces 0025's invoice_payments_paid_on (paid_on) WHERE failed_at IS NULL for the collected sums too.
CREATE INDEX invoice_payments_collected ON invoice_payments (paid_on, processing, lead_id, cents, failed_at) WHERE failed_at IS NULL;
DROP INDEX invoice_payments_paid_on;

-- /admin/money's outstanding list reads the open invoices only: invoices.paid_cents is the sum of the invoice's
-- payments not failed (bank debits processing included, as the balance counts them), recomputed from the rows by
-- triggers on every payment written, changed or deleted; the partial index holds the sent invoices with a balance.
ALTER TABLE invoices ADD COLUMN paid_cents INTEGER NOT NULL DEFAULT 0;
UPDATE invoices SET paid_cents = (SELECT COALESCE(SUM(p.cents), 0) FROM invoice_payments p WHERE p.invoice_id = invoices.id AND p.failed_at IS NULL);
CREATE TRIGGER invoices_paid_insert AFTER INSERT ON invoice_payments BEGIN
  UPDATE invoices SET paid_cents = (SELECT COALESCE(SUM(p.cents), 0) FROM invoice_payments p WHERE p.invoice_id = NEW.invoice_id AND p.failed_at IS NULL)
  WHERE id = NEW.invoice_id;
END;
CREATE TRIGGER invoices_paid_update AFTER UPDATE OF cents, failed_at, invoice_id ON invoice_payments BEGIN
  UPDATE invoices SET paid_cents = (SELECT COALESCE(SUM(p.cents), 0) FROM invoice_payments p WHERE p.invoice_id = invoices.id AND p.failed_at IS NULL)
  WHERE id IN (OLD.invoice_id, NEW.invoice_id);
END;
CREATE TRIGGER invoices_paid_delete AFTER DELETE ON invoice_payments BEGIN
  UPDATE invoices SET paid_cents = (SELECT COALESCE(SUM(p.cents), 0) FROM invoice_payments p WHERE p.invoice_id = OLD.invoice_id AND p.failed_at IS NULL)
  WHERE id = OLD.invoice_id;
END;
CREATE INDEX invoices_open ON invoices (due_on, number) WHERE status = 'sent' AND paid_cents < total_cents;
