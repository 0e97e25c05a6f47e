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
import { addDays, dayIn } from '../lib/zoned-time';
import {
  type AllBounds,
  BOUNDED_AFTER_DAYS,
  FIRST_DAY_SQL,
  readBounds,
  type RollupRow,
  rollupStatement,
  sumRows,
  unitsWithin,
} from './rollup';
import { type BeaconDim, type BeaconRollupRow, beaconRowsSql, byText, PAGE_KINDS, sumBeaconRows } from './beacon-rollup';

/** The periods offered, in days, and 'all' (every day since the first lead). */
export const PERIODS = [7, 30, 90, 365, 'all'] as const;
export type Period = (typeof PERIODS)[number];

/** The period asked for by `?days=`: 7, 30, 90, 365 or all; anything else is 30. */
export const periodOf = (raw: string | undefined): Period => (PERIODS.find((p) => String(p) === raw) ?? 30) as Period;

/** How the chart of leads groups its bars for a period: by day up to 90 days, by month for 365, by year for all time. */
export const chartGrainOf = (days: Period): 'd' | 'm' | 'y' => (days === 'all' ? 'y' : days === 365 ? 'm' : 'd');

/**
 * The first and last Central days of a period at `now` ("YYYY-MM-DD"); all time starts on the first lead's day
 * (`firstDay`, today when there is none).
 */
export function windowOf(days: Period, now: Date, firstDay: string | null): { from: string; to: string; length: number } {
  const to = dayIn(business.timeZone, now);
  const from = days === 'all' ? (firstDay && firstDay < to ? firstDay : to) : addDays(to, -(days - 1));
  return { from, to, length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 };
}

/** The first Central day with a lead (one rollup row), or null. */
export async function firstLeadDay(db: D1Database): Promise<string | null> {
  return (await db.prepare(FIRST_DAY_SQL).first<string>('period')) ?? null;
}

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

/** A landing page's funnel as the revenue report gives it (`RevenueReport.byLanding`): the page's path and its requests. */
interface LandingFunnel {
  key: string;
  requests: number;
}

export interface InsightsReport {
  days: Period;
  /** The first day counted, "YYYY-MM-DD" (America/Chicago), and the last (today). */
  from: string;
  to: string;
  /**
   * One entry per day of the period (per month "YYYY-MM" for 365 days, per year "YYYY" for all time: `chartGrain`),
   * oldest first, zero-filled.
   */
  leadsPerDay: { day: string; leads: number }[];
  chartGrain: 'd' | 'm' | 'y';
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
 * Reads the report of the `days` days up to `now` (today included); the leads from the rollup
 * (src/insights/rollup.ts: a few hundred rows whatever the period), the beacon counts from theirs (src/insights/beacon-rollup.ts:
 * one row per unit and dimension), every list cut as the queries over the raw rows cut it (2,000 pages, 20 referrers, 50 404s),
 * so the page stays bounded whatever the tables hold. `firstDay` is the first lead's day (`firstLeadDay`), for all time;
 * `funnelsGiven`, the revenue report's funnels per landing page of the same window, spare reading them twice: given
 * as a promise (the revenue report read at the same time), they are awaited after this report's batch, and a promise
 * that resolves `undefined` (the revenue could not be read) makes this report read the leads per landing page itself;
 * `known`, the rollups' bounds when the caller has read them (`readBounds`).
 * Throws what D1 throws.
 */
export async function readInsights(
  db: D1Database,
  days: Period,
  now = new Date(),
  firstDay: string | null = null,
  funnelsGiven?: readonly LandingFunnel[] | Promise<readonly LandingFunnel[] | undefined>,
  known?: AllBounds | null,
): Promise<InsightsReport> {
  const { from, to, length } = windowOf(days, now, firstDay);
  const chartGrain = chartGrainOf(days);
  // All time: the bars' units clipped to the days with leads, the sums from the all-time period (src/insights/rollup.ts);
  // the beacon counts likewise clipped to the days holding them (src/insights/beacon-rollup.ts).
  const { leads: bounds, beacon } = length > BOUNDED_AFTER_DAYS ? (known ?? (await readBounds(db))) : {};
  const [perUnit, byDims, counts] = await db.batch([
    // The leads per unit, as large as the chart's bars allow, and per landing page and source over the window.
    rollupStatement(db, from, to, ['all'], chartGrain, bounds),
    rollupStatement(db, from, to, funnelsGiven ? ['utm'] : ['landing', 'utm'], undefined, bounds),
    // Views, taps and forms per page, views per edition and referrer, the 404s and the Web Vitals: one row a unit and dimension.
    db.prepare(beaconRowsSql(unitsWithin(from, to, beacon), [...PAGE_KINDS, 'missing', 'edition', 'referrer', 'LCP', 'INP', 'CLS'])),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  const landingFunnels = await funnelsGiven;
  // Funnels promised but not delivered (the revenue report failed): the leads per landing page from the rollup after all.
  const landingRows =
    funnelsGiven && !landingFunnels ? rows<RollupRow>(await rollupStatement(db, from, to, ['landing'], undefined, bounds).all()) : [];

  const bar = (period: string) => period.slice(0, chartGrain === 'y' ? 4 : chartGrain === 'm' ? 7 : 10);
  const leadsOn = new Map<string, number>();
  for (const { period, leads } of rows<RollupRow>(perUnit)) leadsOn.set(bar(period), (leadsOn.get(bar(period)) ?? 0) + leads);
  const bars: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (bars.at(-1) !== bar(day)) bars.push(bar(day));
  const leadsPerDay = bars.map((day) => ({ day, leads: leadsOn.get(day) ?? 0 }));
  const sums = sumRows([...rows<RollupRow>(byDims), ...landingRows]);
  const byLeads = <T extends { leads: number }>(entries: T[], name: (entry: T) => string) =>
    entries.sort((a, b) => b.leads - a.leads || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0)).slice(0, 50);
  const landingLeads = landingFunnels
    ? landingFunnels.map((funnel) => [funnel.key, { leads: funnel.requests }] as const)
    : [...(sums.get('landing') ?? new Map<string, { leads: number }>())];
  const landing = byLeads(
    landingLeads.map(([key, sum]) => ({ landing: key === 'not recorded' ? 'unknown' : key, leads: sum.leads })),
    (entry) => entry.landing,
  );
  const leadsBySource = byLeads(
    [...(sums.get('utm') ?? new Map())].map(([key, sum]) => {
      const [source = '', medium = '', campaign = ''] = key.split('\u001f');
      return { source, medium, campaign, leads: sum.leads };
    }),
    (entry) => `${entry.source}\u0000${entry.medium}\u0000${entry.campaign}`,
  );

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
  const beaconSums = sumBeaconRows(rows<BeaconRollupRow>(counts));
  const sorted = (dim: BeaconDim) =>
    [...(beaconSums.get(dim) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]));
  // Ordered and cut as the GROUP BY over the raw rows was (ORDER BY n DESC, kind, path LIMIT 2000), and the lists below likewise.
  const events = PAGE_KINDS.flatMap((kind) => sorted(kind).map(([path, n]) => ({ kind, path, n })))
    .sort((a, b) => b.n - a.n || byText(a.kind, b.kind) || byText(a.path, b.path))
    .slice(0, 2000);
  for (const { kind, path, n } of events) {
    const row = page(path);
    if (kind === 'view') row.views += n;
    else if (kind === 'tel' || kind === 'estimate' || kind === 'calc' || kind === 'lang' || kind === 'start' || kind === 'sent')
      row[kind] += n;
    if (kind === 'start') started += n;
    if (kind === 'sent') sent += n;
  }
  for (const { landing: path, leads } of landing) if (pages.has(path)) page(path).leads = leads;

  const histograms = new Map<string, { template: string; metric: VitalMetric; rows: { bucket: number; count: number }[] }>();
  const vitals = (['LCP', 'INP', 'CLS'] as const).flatMap((metric) =>
    sorted(metric).map(([key, count]) => {
      const at = key.lastIndexOf(' ');
      return { template: key.slice(0, at), metric, bucket: Number(key.slice(at + 1)), count };
    }),
  );
  for (const r of vitals) {
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
    chartGrain,
    leadsByLanding: landing.map((r) => ({ ...r, views: pages.get(r.landing)?.views ?? 0 })),
    leadsBySource,
    pages: [...pages.values()].sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    editions: sorted('edition')
      .sort((a, b) => byText(a[0], b[0]))
      .slice(0, 2)
      .map(([edition, views]) => ({ edition, views })),
    referrers: sorted('referrer')
      .filter(([referrer]) => referrer !== 'internal')
      .slice(0, 20)
      .map(([referrer, views]) => ({ referrer, views })),
    forms: { started, sent },
    missing: sorted('missing')
      .slice(0, 50)
      .map(([path, count]) => ({ path, count })),
    vitals: vitalRows,
  };
}
