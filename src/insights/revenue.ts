/**
 * Revenue by source (issue 30 §6): what the requests of a period became.
 * A request counts in the period of the America/Chicago day it came in
 * (a cohort by request date), whatever happened to it since.
 *
 * The stages a request reached: it counts as a visit booked when a visit was
 * booked for it: it is at visit_booked now, or has a visit's window (a
 * booking on /book or by hand), or its history shows it got there; unless the
 * customer cancelled the visit online and nothing came after (status
 * visit_cancelled: issue 37 §6). A lead quoted or won without a visit is no
 * visit booked (issue 44 §7: every quoted and won lead was counted). Quoted:
 * quoted, won, done, or quoted in its history; won when it is won or done now (a job won and then lost again is
 * no revenue). Its dollars are its `won_cents`. So a lead lost after a quote
 * still counts as quoted: the funnel shows how far each source's requests
 * went, not only where they stand today.
 *
 * The source is the UTM source where the link had one, else the referring
 * site, else "direct"; a request whose visitor sent Global Privacy Control or
 * Do Not Track (or from before the insights) has no source: "not recorded".
 *
 * Spend per source per month (table `source_spend`) is spread over the days
 * of its month: a period gets the share of each month's spend for the days
 * it covers.
 *
 * Collected money (issue 47 item 5) is counted apart from that cohort: the payments received on a day of the
 * period (src/invoices/money.ts `collectedOf`, read from the money rollup: collected payments and online deposits),
 * by the source of the lead who paid, whenever its request came; a job paid counts in the period of its first
 * collected money, and the cost per job won divides the spend by those jobs. The quoted (won) totals stay beside them.
 */
import { business } from '../content/business';
import { collectedOf, collectedStatement } from '../invoices/money';
import { addDays, dayIn } from '../lib/zoned-time';
import { type BeaconRollupRow, beaconRowsSql, sumBeaconRows } from './beacon-rollup';
import {
  type AllBounds,
  BOUNDED_AFTER_DAYS,
  medianOfBuckets,
  readBounds,
  type RollupRow,
  rollupStatement,
  sumRows,
  unitsWithin,
} from './rollup';

/** A funnel's figures for one source or one landing page. */
export interface Funnel {
  /** The source ("google.com", "facebook", "direct", "not recorded") or the landing page's path. */
  key: string;
  requests: number;
  visits: number;
  quoted: number;
  won: number;
  /** The dollars won, in US cents. */
  wonCents: number;
}

/** The figures "at a glance" of one period. */
export interface Glance {
  /** Taps on a Call link (beacon counts). */
  calls: number;
  requests: number;
  visits: number;
  won: number;
  wonCents: number;
  /** The period's share of every source's spend, in US cents; null when none was entered for its months. */
  spendCents?: number | null;
  /** Money collected on the period's days, in US cents, and how many leads' jobs paid it (issue 47 item 5). */
  collectedCents?: number;
  paidJobs?: number;
}

/** One month's spend of a source as a period takes it: the month's amount, and the days of it the period covers. */
export interface SpendPart {
  /** "YYYY-MM". */
  month: string;
  /** The month's whole spend, and the period's share of it (rounded), in US cents. */
  cents: number;
  shareCents: number;
  /** How many of the month's `monthDays` days the period covers. */
  days: number;
  monthDays: number;
}

/** Spend entered for a source and a month. */
export interface SpendEntry {
  source: string;
  /** "YYYY-MM". */
  month: string;
  cents: number;
}

export interface RevenueReport {
  /** The period's first and last America/Chicago days, and those of the period before it (the same length). */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  glance: { current: Glance; previous: Glance };
  /**
   * Per source, with the period's share of its spend (null: none entered) and the money collected on the period's
   * days from its leads (a source whose leads paid without a request in the period is listed with no requests).
   */
  bySource: (Funnel & { spendCents: number | null; spendParts: SpendPart[]; collectedCents: number; paidJobs: number })[];
  byLanding: Funnel[];
  /**
   * Time from request to first contact for the period's requests: the median in minutes, rounded down to its bucket
   * of the rollup (the quarter hour under 2 h, the hour under 48 h, the day beyond: src/insights/rollup.ts), over
   * `contacted` of them; `waiting` never contacted yet.
   */
  firstContact: { medianMinutes: number | null; contacted: number; waiting: number };
  /** The spend entered for the months the period touches, newest first. */
  spend: SpendEntry[];
}

/** The SQL of a lead's source, as the funnel groups it (the same in migrations/0029_lead_rollup.sql's view). */
export const SOURCE_SQL = `CASE WHEN source_landing IS NULL AND source_page IS NULL THEN 'not recorded'
  ELSE COALESCE(NULLIF(lower(source_utm_source), ''), source_referrer, 'direct') END`;

/** The days of a month "YYYY-MM". */
const daysInMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
};

/** How many of the days from `from` to `to` (inclusive, "YYYY-MM-DD") fall in `month` ("YYYY-MM"). */
function daysOfMonthIn(month: string, from: string, to: string): number {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const start = from > first ? from : first;
  const end = to < last ? to : last;
  return start > end ? 0 : Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
}

/** The period's share of each source's spend, in cents (rounded), by source. */
export function spendShare(entries: readonly SpendEntry[], from: string, to: string): Map<string, number> {
  const share = new Map<string, number>();
  for (const { source, month, cents } of entries) {
    const days = daysOfMonthIn(month, from, to);
    if (days > 0) share.set(source, (share.get(source) ?? 0) + Math.round((cents * days) / daysInMonth(month)));
  }
  return share;
}

/**
 * How a period takes each month's spend of `source`: one part per month it touches (issue 37 §8: a pro-rated
 * spend says so, "$270 of $300: 27 of 30 days").
 */
export function spendParts(entries: readonly SpendEntry[], source: string, from: string, to: string): SpendPart[] {
  return entries
    .filter((entry) => entry.source === source)
    .map((entry) => {
      const days = daysOfMonthIn(entry.month, from, to);
      const monthDays = daysInMonth(entry.month);
      return { month: entry.month, cents: entry.cents, shareCents: Math.round((entry.cents * days) / monthDays), days, monthDays };
    })
    .filter((part) => part.days > 0);
}

/** The period's share of all the spend entered, in cents, or null when none touches it. */
const totalShare = (entries: readonly SpendEntry[], from: string, to: string): number | null => {
  const share = spendShare(entries, from, to);
  return share.size === 0 ? null : [...share.values()].reduce((sum, cents) => sum + cents, 0);
};

/** Rows of a batch result. */
const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];

/**
 * Reads the revenue report of the `days` America/Chicago days up to `now`
 * (today included) and of the same number of days before them, in one D1
 * batch, every query bounded: the requests from the leads' rollup (src/insights/rollup.ts, issue 48).
 * @param known the rollups' bounds when the caller has read them (`readBounds`); read here when a long window needs them
 * @throws what D1 throws
 */
export async function readRevenue(db: D1Database, days: number, now = new Date(), known?: AllBounds | null): Promise<RevenueReport> {
  const zone = business.timeZone;
  const to = dayIn(zone, now);
  const from = addDays(to, -(days - 1));
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(days - 1));
  const firstMonth = previousFrom.slice(0, 7);
  // A long window (all time) reads the days holding rows first: the all-time period, no empty years before them.
  const { money, leads, beacon } = days > BOUNDED_AFTER_DAYS ? (known ?? (await readBounds(db))) : {};
  const bounds = days > BOUNDED_AFTER_DAYS ? { money, leads } : undefined;
  // The calls: the 'tel' counts of the beacon rollup (src/insights/beacon-rollup.ts), one row a unit.
  const callsIn = (start: string, end: string) => db.prepare(beaconRowsSql(unitsWithin(start, end, beacon), ['tel']));
  const [current, before, calls, previousCalls, spend, collectedNow, collectedThen] = await db.batch([
    // The period's totals are the sum of its sources (each lead has one); the period before reads its totals alone.
    rollupStatement(db, from, to, ['source', 'landing', 'contact'], undefined, bounds?.leads),
    rollupStatement(db, previousFrom, previousTo, ['all'], undefined, bounds?.leads),
    callsIn(from, to),
    callsIn(previousFrom, previousTo),
    db
      .prepare('SELECT source, month, cents FROM source_spend WHERE month >= ?1 AND month <= ?2 ORDER BY month DESC, source LIMIT 500')
      .bind(firstMonth, to.slice(0, 7)),
    // Money collected by source (migrations/0030's rollup): the period's, and the period before's (its totals used).
    collectedStatement(db, unitsWithin(from, to, bounds?.money)),
    collectedStatement(db, unitsWithin(previousFrom, previousTo, bounds?.money)),
  ]);
  const collected = collectedOf(collectedNow);
  const collectedBefore = collectedOf(collectedThen);
  const sums = sumRows(rows<RollupRow>(current));
  const funnels = (dim: 'source' | 'landing'): Funnel[] =>
    [...(sums.get(dim) ?? new Map())]
      .map(([key, sum]) => ({ key, requests: sum.leads, visits: sum.visits, quoted: sum.quoted, won: sum.won, wonCents: sum.won_cents }))
      .sort((a, b) => b.requests - a.requests || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, 50);
  const glanceOf = (all: ReturnType<typeof sumRows>, taps: D1Result | undefined): Glance => {
    const sum = { leads: 0, visits: 0, won: 0, won_cents: 0 };
    for (const dim of ['all', 'source'] as const)
      for (const row of all.get(dim)?.values() ?? []) {
        sum.leads += row.leads;
        sum.visits += row.visits;
        sum.won += row.won;
        sum.won_cents += row.won_cents;
      }
    return {
      calls: [...(sumBeaconRows(rows<BeaconRollupRow>(taps)).get('tel')?.values() ?? [])].reduce((sum, n) => sum + n, 0),
      requests: sum.leads,
      visits: sum.visits,
      won: sum.won,
      wonCents: sum.won_cents,
    };
  };
  const entries = rows<SpendEntry>(spend);
  const share = spendShare(entries, from, to);
  const contact = sums.get('contact') ?? new Map<string, { leads: number }>();
  const waiting = contact.get('waiting')?.leads ?? 0;
  const contacted = [...contact.values()].reduce((sum, bucket) => sum + bucket.leads, 0) - waiting;
  const bySource = funnels('source');
  return {
    from,
    to,
    previousFrom,
    previousTo,
    glance: {
      current: {
        ...glanceOf(sums, calls),
        spendCents: totalShare(entries, from, to),
        collectedCents: collected.cents,
        paidJobs: collected.jobs,
      },
      previous: {
        ...glanceOf(sumRows(rows<RollupRow>(before)), previousCalls),
        spendCents: totalShare(entries, previousFrom, previousTo),
        collectedCents: collectedBefore.cents,
        paidJobs: collectedBefore.jobs,
      },
    },
    bySource: [
      ...bySource,
      ...[...collected.bySource.keys()]
        .filter((key) => !bySource.some((funnel) => funnel.key === key))
        .map((key) => ({ key, requests: 0, visits: 0, quoted: 0, won: 0, wonCents: 0 })),
    ].map((funnel) => ({
      ...funnel,
      spendCents: share.get(funnel.key) ?? null,
      spendParts: spendParts(entries, funnel.key, from, to),
      collectedCents: collected.bySource.get(funnel.key)?.cents ?? 0,
      paidJobs: collected.bySource.get(funnel.key)?.jobs ?? 0,
    })),
    byLanding: funnels('landing'),
    firstContact: { medianMinutes: medianOfBuckets(contact), contacted, waiting },
    spend: entries.filter((entry) => daysOfMonthIn(entry.month, from, to) > 0),
  };
}
/** Longest source name stored with spend, in characters. */
export const MAX_SOURCE_LENGTH = 60;

/**
 * Stores the spend of a source for a month (replacing what was entered for
 * that pair). `source` is lower-cased and trimmed, as the funnel groups it.
 * @throws what D1 throws
 */
export async function saveSpend(db: D1Database, { source, month, cents }: SpendEntry, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO source_spend (source, month, cents, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (source, month) DO UPDATE SET cents = excluded.cents, updated_at = excluded.updated_at`,
    )
    .bind(source.trim().toLowerCase(), month, cents, now.toISOString())
    .run();
}
