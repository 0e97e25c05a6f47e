-- Migration number: 0004 	 Insights: where each lead came from, cookieless daily counts, real visitors' Web Vitals (docs/insights.md).
-- Nothing here identifies a person: no IP address, no user agent, no identifier of a visitor or a tab.

-- Where each lead came from, all nullable: NULL (every lead stored before this migration, or a visitor
-- with Global Privacy Control or Do Not Track) shows "unknown".
--   source_landing   the first page of the visit, a known site path or 'other'
--   source_page      the page the form was sent from, a known site path or 'other'
--   source_referrer  the referring site's domain only ('google.com'), 'direct', or 'unknown' (a post without JavaScript)
--   source_utm_*     utm_source, utm_medium, utm_campaign of the landing URL (at most 100 characters of [A-Za-z0-9 ._~+-])
--   source_edition   'en' or 'es': the edition of the page the form was sent from
--   source_device    'phone', 'tablet', 'desktop' (the viewport), or 'unknown'
ALTER TABLE leads ADD COLUMN source_landing TEXT;
ALTER TABLE leads ADD COLUMN source_page TEXT;
ALTER TABLE leads ADD COLUMN source_referrer TEXT;
ALTER TABLE leads ADD COLUMN source_utm_source TEXT;
ALTER TABLE leads ADD COLUMN source_utm_medium TEXT;
ALTER TABLE leads ADD COLUMN source_utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN source_edition TEXT;
ALTER TABLE leads ADD COLUMN source_device TEXT;

-- Daily counts of page views and actions, added to by the queue consumer (src/insights/consumer.ts).
--   day       UTC calendar day, 'YYYY-MM-DD'
--   kind      'view', 'tel', 'estimate', 'calc', 'lang', 'start', 'sent', 'missing'
--   path      a known site path ('missing': the path asked for, at most 100 characters)
--   edition   'en' or 'es'
--   device    'phone', 'tablet', 'desktop' or 'unknown'
--   referrer  the referring site's domain, 'direct', 'internal' (another page of this site) or '' (actions)
CREATE TABLE event_counts (
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  path TEXT NOT NULL,
  edition TEXT NOT NULL,
  device TEXT NOT NULL,
  referrer TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, path, edition, device, referrer)
) WITHOUT ROWID;

-- Web Vitals as histograms: one row per (day, template, metric, device, bucket) with the number of page loads
-- whose value fell in the bucket. `bucket` is the bucket's lower edge in the metric's unit (ms for LCP, INP,
-- TTFB; thousandths for CLS); its width is given by src/insights/vitals.ts (10 ms below 1 s, 100 ms below 10 s,
-- 1 s above; CLS 0.005 below 1, 0.1 above), so every Google threshold is a bucket edge.
CREATE TABLE vital_buckets (
  day TEXT NOT NULL,
  template TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  device TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, template, metric, device, bucket)
) WITHOUT ROWID;

-- Queue messages already counted (their message id), so a retried batch never counts twice.
-- Rows older than 15 days are deleted by the cron trigger (a queue keeps a message at most 14 days).
CREATE TABLE counted_messages (
  id TEXT PRIMARY KEY,
  claim TEXT NOT NULL,
  counted_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX counted_messages_at ON counted_messages (counted_at);
