-- Migration number: 0009 	 Spend per lead source per month (issue 30 §6), entered on /admin/insights.
--   source      the funnel's source key: the UTM source in lower case, else the referring site, else 'direct'.
--   month       "YYYY-MM".
--   cents       the spend in US cents (at most $10,000,000).
CREATE TABLE source_spend (
  source TEXT NOT NULL,
  month TEXT NOT NULL,
  cents INTEGER NOT NULL CHECK (cents BETWEEN 0 AND 1000000000),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (source, month)
) WITHOUT ROWID;
