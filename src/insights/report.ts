/**
 * What /admin/insights shows, read from D1 in one round trip (`db.batch`):
 * leads per day, by landing page and by source; page views, taps and forms
 * per page; views per edition and per referring site; the 404s; and the p75
 * of LCP, INP and CLS per template. Days are America/Chicago calendar days,
 * as on /admin/leads: the beacon counts under the business's day
 * (`event_counts.day`), and the leads are bucketed by the day of their
 * `created_at` in that zone.
 */
import { business } from '../content/business';
import type { VitalMetric } from './events';
import { p75 } from './vitals';
import { addDays, dayIn, startOfDayIn } from '../lib/zoned-time';

/** The periods offered, in days. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** The period asked for by `?days=`: 7, 30 or 90; anything else is 30. */
export const periodOf = (raw: string | undefined): Period => (PERIODS.find((p) => String(p) === raw) ?? 30) as Period;

/** One page's figures over the period. */
export interface PageRow {
  path: string;
  views: number;
  tel: number;
  estimate: number;
  calc: number;
  lang: number;
  start: number;
  sent: number;
  /** Leads whose visit landed on this page. */
  leads: number;
}

/** The p75 of a metric for a template, with the number of page loads it was read from. */
export interface VitalRow {
  template: string;
  metric: VitalMetric;
  p75: number;
  samples: number;
}

export interface InsightsReport {
  days: Period;
  /** The first day counted, "YYYY-MM-DD" (America/Chicago), and the last (today). */
  from: string;
  to: string;
  /** One entry per day of the period, oldest first, zero-filled. */
  leadsPerDay: { day: string; leads: number }[];
  leadsByLanding: { landing: string; leads: number; views: number }[];
  leadsBySource: { source: string; medium: string; campaign: string; leads: number }[];
  pages: PageRow[];
  editions: { edition: string; views: number }[];
  referrers: { referrer: string; views: number }[];
  forms: { started: number; sent: number };
  missing: { path: string; count: number }[];
  vitals: VitalRow[];
}

/**
 * Reads the report of the `days` days up to `now` (today included). Every
 * query has a LIMIT (issue 28), so the page stays bounded whatever the tables
 * hold.
 * Throws what D1 throws.
 */
export async function readInsights(db: D1Database, days: Period, now = new Date()): Promise<InsightsReport> {
  const to = dayIn(business.timeZone, now);
  const from = addDays(to, -(days - 1));
  const start = startOfDayIn(from, business.timeZone);
  const [perDay, byLanding, bySource, events, editions, referrers, missing, vitals] = await db.batch([
    // The times of the period's leads (bounded), bucketed into America/Chicago days below.
    db.prepare(`SELECT created_at FROM leads WHERE created_at >= ?1 ORDER BY created_at LIMIT 20000`).bind(start),
    db
      .prepare(
        `SELECT COALESCE(source_landing, 'unknown') AS landing, COUNT(*) AS leads FROM leads WHERE created_at >= ?1
         GROUP BY landing ORDER BY leads DESC, landing LIMIT 50`,
      )
      .bind(start),
    db
      .prepare(
        `SELECT COALESCE(source_utm_source, source_referrer, 'unknown') AS source, COALESCE(source_utm_medium, '') AS medium,
                COALESCE(source_utm_campaign, '') AS campaign, COUNT(*) AS leads
         FROM leads WHERE created_at >= ?1 GROUP BY source, medium, campaign ORDER BY leads DESC, source LIMIT 50`,
      )
      .bind(start),
    db
      .prepare(
        `SELECT kind, path, SUM(count) AS n FROM event_counts WHERE day >= ?1 AND kind != 'missing' GROUP BY kind, path
         ORDER BY n DESC, kind, path LIMIT 2000`,
      )
      .bind(from),
    db
      .prepare(
        `SELECT edition, SUM(count) AS views FROM event_counts WHERE day >= ?1 AND kind = 'view' GROUP BY edition ORDER BY edition LIMIT 2`,
      )
      .bind(from),
    db
      .prepare(
        `SELECT referrer, SUM(count) AS views FROM event_counts WHERE day >= ?1 AND kind = 'view' AND referrer != 'internal'
         GROUP BY referrer ORDER BY views DESC, referrer LIMIT 20`,
      )
      .bind(from),
    db
      .prepare(
        `SELECT path, SUM(count) AS count FROM event_counts WHERE day >= ?1 AND kind = 'missing' GROUP BY path ORDER BY count DESC, path LIMIT 50`,
      )
      .bind(from),
    db
      .prepare(
        `SELECT template, metric, bucket, SUM(count) AS count FROM vital_buckets WHERE day >= ?1 AND metric IN ('LCP', 'INP', 'CLS')
         GROUP BY template, metric, bucket LIMIT 5000`,
      )
      .bind(from),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];

  const leadsOn = new Map<string, number>();
  for (const { created_at } of rows<{ created_at: string }>(perDay)) {
    const day = dayIn(business.timeZone, new Date(created_at));
    leadsOn.set(day, (leadsOn.get(day) ?? 0) + 1);
  }
  const leadsPerDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, leads: leadsOn.get(day) ?? 0 };
  });

  const pages = new Map<string, PageRow>();
  const page = (path: string) => {
    let row = pages.get(path);
    if (!row) {
      row = { path, views: 0, tel: 0, estimate: 0, calc: 0, lang: 0, start: 0, sent: 0, leads: 0 };
      pages.set(path, row);
    }
    return row;
  };
  let started = 0;
  let sent = 0;
  for (const { kind, path, n } of rows<{ kind: string; path: string; n: number }>(events)) {
    const row = page(path);
    if (kind === 'view') row.views += n;
    else if (kind === 'tel' || kind === 'estimate' || kind === 'calc' || kind === 'lang' || kind === 'start' || kind === 'sent')
      row[kind] += n;
    if (kind === 'start') started += n;
    if (kind === 'sent') sent += n;
  }
  const landing = rows<{ landing: string; leads: number }>(byLanding);
  for (const { landing: path, leads } of landing) if (pages.has(path)) page(path).leads = leads;

  const histograms = new Map<string, { template: string; metric: VitalMetric; rows: { bucket: number; count: number }[] }>();
  for (const r of rows<{ template: string; metric: VitalMetric; bucket: number; count: number }>(vitals)) {
    const key = `${r.template}\u0000${r.metric}`;
    const entry = histograms.get(key) ?? { template: r.template, metric: r.metric, rows: [] };
    entry.rows.push({ bucket: r.bucket, count: r.count });
    histograms.set(key, entry);
  }
  const vitalRows: VitalRow[] = [];
  for (const { template, metric, rows: buckets } of histograms.values()) {
    const value = p75(metric, buckets);
    if (value !== null) vitalRows.push({ template, metric, p75: value, samples: buckets.reduce((sum, b) => sum + b.count, 0) });
  }
  vitalRows.sort((a, b) => a.template.localeCompare(b.template) || a.metric.localeCompare(b.metric));

  return {
    days,
    from,
    to,
    leadsPerDay,
    leadsByLanding: landing.map((r) => ({ ...r, views: pages.get(r.landing)?.views ?? 0 })),
    leadsBySource: rows(bySource),
    pages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    editions: rows(editions),
    referrers: rows(referrers),
    forms: { started, sent },
    missing: rows(missing),
    vitals: vitalRows,
  };
}
