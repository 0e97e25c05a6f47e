-- Migration number: 0030 	 Insights at 365 days and all time under 2,000 rows (issue 48): collected money rolled up, an all-time period.
-- money_rollup: one row per (grain, period, source), the money collected on the days of that America/Chicago period
-- from the leads of that source (src/invoices/money.ts: payments with failed_at IS NULL AND processing = 0 on their
-- paid_on day; online deposits not billed by an acceptance invoice on the Central day of deposit_paid_at).
--   grain, period  as lead_rollup's (0029): 'y' "YYYY", 'm' "YYYY-MM", 'w' "YYYY-MM-1|2|3", 'd' "YYYY-MM-DD"; and
--                  'y' "all": every day (a window holding every row reads it alone).
--   source         the lead's source as the funnel groups it (src/insights/revenue.ts SOURCE_SQL).
--   cents          the collected cents; jobs how many leads had their FIRST collected money (their first day with
--                  a collected payment or deposit) in that period: a job paid counts once, in the period it first
--                  paid, so the counts add up across periods (docs/insights.md).
-- Kept by triggers: every write that can change a lead's collected money (a payment inserted, changed to collected,
-- failed, moved or deleted; a deposit paid; an acceptance invoice written, voided or deleted; the lead's source
-- changed; the lead deleted) inserts the lead's id into the view money_rollup_change twice: before the change with
-- sign -1 (its parts subtracted), after it with +1 (added again); one INSTEAD OF trigger does the arithmetic from
-- money_rollup_parts. src/insights/rollup.ts `rebuildMoneyRollup` fills it from the rows again.
CREATE TABLE money_rollup (
  grain TEXT NOT NULL CHECK (grain IN ('y', 'm', 'w', 'd')),
  period TEXT NOT NULL,
  source TEXT NOT NULL,
  cents INTEGER NOT NULL DEFAULT 0,
  jobs INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (grain, period, source)
) WITHOUT ROWID;

-- Each collected payment and deposit with its lead and Central day (the invoice gives the payment's lead); no
-- aggregate, so a trigger's `WHERE lead_id = ?` reaches each arm's index (invoices_lead, quotes_lead).
CREATE VIEW money_rollup_money AS
SELECT i.lead_id, p.paid_on AS day, p.cents FROM invoices i JOIN invoice_payments p ON p.invoice_id = i.id
WHERE p.failed_at IS NULL AND p.processing = 0
UNION ALL
SELECT q.lead_id, date(q.deposit_paid_at, CASE WHEN q.deposit_paid_at >= CASE WHEN q.deposit_paid_at < '2007'
      THEN date(substr(q.deposit_paid_at, 1, 4) || '-04-01', 'weekday 0') ELSE date(substr(q.deposit_paid_at, 1, 4) || '-03-08', 'weekday 0') END || 'T08:00'
    AND q.deposit_paid_at < CASE WHEN q.deposit_paid_at < '2007' THEN date(substr(q.deposit_paid_at, 1, 4) || '-10-25', 'weekday 0')
      ELSE date(substr(q.deposit_paid_at, 1, 4) || '-11-01', 'weekday 0') END || 'T07:00' THEN '-5 hours' ELSE '-6 hours' END),
  COALESCE(q.deposit_paid_cents, 0)
FROM quotes q WHERE q.deposit_paid_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM invoices b WHERE b.lead_id = q.lead_id AND b.milestone = 'acceptance' AND b.status <> 'void');

-- A lead's parts, one row per payment or deposit and grain ('a' is the all-time period): its day and period, the
-- lead's source, the cents.
CREATE VIEW money_rollup_parts AS
SELECT m.lead_id, g.grain,
  CASE g.grain WHEN 'a' THEN 'all' WHEN 'y' THEN substr(m.day, 1, 4) WHEN 'm' THEN substr(m.day, 1, 7)
    WHEN 'w' THEN substr(m.day, 1, 8) || CASE WHEN substr(m.day, 9, 2) <= '10' THEN '1' WHEN substr(m.day, 9, 2) <= '20' THEN '2' ELSE '3' END
    ELSE m.day END AS period,
  CASE WHEN l.source_landing IS NULL AND l.source_page IS NULL THEN 'not recorded'
    ELSE COALESCE(NULLIF(lower(l.source_utm_source), ''), l.source_referrer, 'direct') END AS source,
  m.day, m.cents
FROM money_rollup_money m JOIN leads l ON l.id = m.lead_id,
  (SELECT 'a' AS grain UNION ALL SELECT 'y' UNION ALL SELECT 'm' UNION ALL SELECT 'w' UNION ALL SELECT 'd') g;

-- The rollup recomputed from the rows (every lead: for the migration, a rebuild and the tests, never a page): per
-- lead its cents per period and 1 job in the periods of its first day, then summed per period and source.
CREATE VIEW money_rollup_fresh AS
SELECT CASE grain WHEN 'a' THEN 'y' ELSE grain END AS grain, period, source, SUM(cents) AS cents, SUM(first) AS jobs FROM (
  SELECT p.lead_id, p.grain, p.period, p.source, SUM(p.cents) AS cents, MAX(p.day = f.first) AS first
  FROM money_rollup_parts p JOIN (SELECT lead_id, MIN(day) AS first FROM money_rollup_money GROUP BY lead_id) f ON f.lead_id = p.lead_id
  GROUP BY p.lead_id, p.grain, p.period, p.source)
GROUP BY grain, period, source;

-- Writing (lead_id, sign) here adds (+1) or subtracts (-1) the lead's parts; nothing is stored.
CREATE VIEW money_rollup_change AS SELECT 0 AS lead_id, 0 AS sign;
CREATE TRIGGER money_rollup_apply INSTEAD OF INSERT ON money_rollup_change BEGIN
  INSERT INTO money_rollup (grain, period, source, cents, jobs)
  SELECT CASE grain WHEN 'a' THEN 'y' ELSE grain END, period, source, NEW.sign * SUM(cents),
    NEW.sign * MAX(day = (SELECT MIN(day) FROM money_rollup_money WHERE lead_id = NEW.lead_id))
  FROM money_rollup_parts WHERE lead_id = NEW.lead_id GROUP BY grain, period, source
  ON CONFLICT (grain, period, source) DO UPDATE SET cents = cents + excluded.cents, jobs = jobs + excluded.jobs;
END;

-- Payments: inserted, changed (collected, failed, moved, amount, day) or deleted.
CREATE TRIGGER money_rollup_payment_before_insert BEFORE INSERT ON invoice_payments WHEN NEW.failed_at IS NULL AND NEW.processing = 0 BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT lead_id, -1 FROM invoices WHERE id = NEW.invoice_id;
END;
CREATE TRIGGER money_rollup_payment_after_insert AFTER INSERT ON invoice_payments WHEN NEW.failed_at IS NULL AND NEW.processing = 0 BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT lead_id, 1 FROM invoices WHERE id = NEW.invoice_id;
END;
CREATE TRIGGER money_rollup_payment_before_update BEFORE UPDATE OF cents, paid_on, failed_at, processing, invoice_id ON invoice_payments
  WHEN (OLD.failed_at IS NULL AND OLD.processing = 0) OR (NEW.failed_at IS NULL AND NEW.processing = 0) BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT lead_id, -1 FROM invoices WHERE id IN (OLD.invoice_id, NEW.invoice_id);
END;
CREATE TRIGGER money_rollup_payment_after_update AFTER UPDATE OF cents, paid_on, failed_at, processing, invoice_id ON invoice_payments
  WHEN (OLD.failed_at IS NULL AND OLD.processing = 0) OR (NEW.failed_at IS NULL AND NEW.processing = 0) BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT lead_id, 1 FROM invoices WHERE id IN (OLD.invoice_id, NEW.invoice_id);
END;
CREATE TRIGGER money_rollup_payment_before_delete BEFORE DELETE ON invoice_payments WHEN OLD.failed_at IS NULL AND OLD.processing = 0 BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT lead_id, -1 FROM invoices WHERE id = OLD.invoice_id;
END;
CREATE TRIGGER money_rollup_payment_after_delete AFTER DELETE ON invoice_payments WHEN OLD.failed_at IS NULL AND OLD.processing = 0 BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT lead_id, 1 FROM invoices WHERE id = OLD.invoice_id;
END;

-- Deposits paid online on a quote (or its amount, its lead, the quote deleted).
CREATE TRIGGER money_rollup_deposit_before_insert BEFORE INSERT ON quotes WHEN NEW.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (NEW.lead_id, -1);
END;
CREATE TRIGGER money_rollup_deposit_after_insert AFTER INSERT ON quotes WHEN NEW.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (NEW.lead_id, 1);
END;
CREATE TRIGGER money_rollup_deposit_before_update BEFORE UPDATE OF deposit_paid_at, deposit_paid_cents, lead_id ON quotes
  WHEN OLD.deposit_paid_at IS NOT NULL OR NEW.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT value, -1 FROM json_each(json_array(OLD.lead_id, NEW.lead_id));
END;
CREATE TRIGGER money_rollup_deposit_after_update AFTER UPDATE OF deposit_paid_at, deposit_paid_cents, lead_id ON quotes
  WHEN OLD.deposit_paid_at IS NOT NULL OR NEW.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT value, 1 FROM json_each(json_array(OLD.lead_id, NEW.lead_id));
END;
CREATE TRIGGER money_rollup_deposit_before_delete BEFORE DELETE ON quotes WHEN OLD.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.lead_id, -1);
END;
CREATE TRIGGER money_rollup_deposit_after_delete AFTER DELETE ON quotes WHEN OLD.deposit_paid_at IS NOT NULL BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.lead_id, 1);
END;

-- Invoices: one billing the payment on acceptance hides the quote's deposit (the rule of owedOf) unless void; an
-- invoice moved to another lead or deleted takes its payments along.
CREATE TRIGGER money_rollup_invoice_before_insert BEFORE INSERT ON invoices WHEN NEW.milestone = 'acceptance' BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (NEW.lead_id, -1);
END;
CREATE TRIGGER money_rollup_invoice_after_insert AFTER INSERT ON invoices WHEN NEW.milestone = 'acceptance' BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (NEW.lead_id, 1);
END;
CREATE TRIGGER money_rollup_invoice_before_update BEFORE UPDATE OF status, milestone, lead_id ON invoices
  WHEN OLD.milestone IS 'acceptance' OR NEW.milestone IS 'acceptance' OR OLD.lead_id <> NEW.lead_id BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT value, -1 FROM json_each(json_array(OLD.lead_id, NEW.lead_id));
END;
CREATE TRIGGER money_rollup_invoice_after_update AFTER UPDATE OF status, milestone, lead_id ON invoices
  WHEN OLD.milestone IS 'acceptance' OR NEW.milestone IS 'acceptance' OR OLD.lead_id <> NEW.lead_id BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) SELECT DISTINCT value, 1 FROM json_each(json_array(OLD.lead_id, NEW.lead_id));
END;
CREATE TRIGGER money_rollup_invoice_before_delete BEFORE DELETE ON invoices BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.lead_id, -1);
END;
CREATE TRIGGER money_rollup_invoice_after_delete AFTER DELETE ON invoices BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.lead_id, 1);
END;

-- The lead: its source changed (anonymised) or the lead deleted (its money then counts for no source, as before).
CREATE TRIGGER money_rollup_lead_before_update BEFORE UPDATE OF source_landing, source_page, source_referrer, source_utm_source ON leads BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.id, -1);
END;
CREATE TRIGGER money_rollup_lead_after_update AFTER UPDATE OF source_landing, source_page, source_referrer, source_utm_source ON leads BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (NEW.id, 1);
END;
CREATE TRIGGER money_rollup_lead_delete BEFORE DELETE ON leads BEGIN
  INSERT INTO money_rollup_change (lead_id, sign) VALUES (OLD.id, -1);
END;

INSERT INTO money_rollup (grain, period, source, cents, jobs) SELECT grain, period, source, cents, jobs FROM money_rollup_fresh;

-- The leads' rollup gets the same all-time period: grain 'y', period 'all' (every lead), kept by 0029's triggers
-- through its view, which now yields that period too; filled here from the years.
DROP VIEW lead_rollup_parts;
CREATE VIEW lead_rollup_parts AS
SELECT l.id, CASE g.grain WHEN 'a' THEN 'y' ELSE g.grain END AS grain,
  CASE g.grain WHEN 'a' THEN 'all' WHEN 'y' THEN substr(l.day, 1, 4) WHEN 'm' THEN substr(l.day, 1, 7)
    WHEN 'w' THEN substr(l.day, 1, 8) || CASE WHEN substr(l.day, 9, 2) <= '10' THEN '1' WHEN substr(l.day, 9, 2) <= '20' THEN '2' ELSE '3' END
    ELSE l.day END AS period,
  d.dim,
  CASE d.dim WHEN 'all' THEN '' WHEN 'source' THEN l.source WHEN 'landing' THEN l.landing WHEN 'utm' THEN l.utm ELSE l.contact END AS key,
  l.visit, l.quoted, l.won, l.cents
FROM lead_rollup_lead l,
  (SELECT 'a' AS grain UNION ALL SELECT 'y' UNION ALL SELECT 'm' UNION ALL SELECT 'w' UNION ALL SELECT 'd') g,
  (SELECT 'all' AS dim UNION ALL SELECT 'source' UNION ALL SELECT 'landing' UNION ALL SELECT 'utm' UNION ALL SELECT 'contact') d;
INSERT INTO lead_rollup (grain, period, dim, key, leads, visits, quoted, won, won_cents)
SELECT 'y', 'all', dim, key, SUM(leads), SUM(visits), SUM(quoted), SUM(won), SUM(won_cents) FROM lead_rollup
WHERE grain = 'y' AND period <> 'all' GROUP BY dim, key;
