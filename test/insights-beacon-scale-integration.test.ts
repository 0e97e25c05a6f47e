import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { business } from '../src/content/business';
import { BEACON_BOUNDS_SQL, beaconRowsSql, KEEP_DAYS, keptFrom, pruneBeaconRows, rebuildBeaconRollup } from '../src/insights/beacon-rollup';
import { countEvents } from '../src/insights/consumer';
import type { CountedEvent, EventMessage, VitalMetric } from '../src/insights/events';
import { firstLeadDay, type InsightsReport, readInsights, windowOf } from '../src/insights/report';
import { readRevenue } from '../src/insights/revenue';
import { rebuildLeadRollup } from '../src/insights/rollup';
import { p75 } from '../src/insights/vitals';
import { rowsReadOf } from '../src/lib/d1-meter';
import { unitsOf } from '../src/lib/rollup-units';
import { addDays, dayIn } from '../src/lib/zoned-time';
import { seedManyLeads } from './fixtures/many-leads';
import { localAdminAccess, ORIGIN, PRIMARY_PATHS, requestWith, SPANISH_PATHS } from './helpers';

/**
 * The beacon counts at years of real traffic (issue 48): 730 days × about 200 rows a day in event_counts (100 paths,
 * both editions, 3 devices, 8 referrers, every kind, 60 missing paths) and about 120 a day in vital_buckets, beside
 * 100,000 leads. /admin/insights for 30 days, 365 days and all time must each read at most 2,000 rows in total, and
 * every beacon figure (views and taps per page, editions, referrers, 404s, Web Vitals p75, calls) must equal the one
 * computed from the raw rows with main's queries at a fixed `now`. The raw rows are seeded with the rollup's triggers
 * set aside and the rollup filled by the migration's statement; then the consumer (`countEvents`) writes through the
 * triggers, and the kept rollup must equal the one recomputed. Last, the cron's prune deletes the raw rows older than
 * `KEEP_DAYS`, bounded per run, and every figure stays the same.
 */
const NOW = new Date('2026-11-18T18:00:00Z');
const TODAY = dayIn(business.timeZone, NOW);
const SPAN_DAYS = 730;
/** 100 pages: the site's own, then published projects' pages. */
const PATHS = [
  ...new Set([
    ...PRIMARY_PATHS,
    ...SPANISH_PATHS,
    ...Array.from({ length: 100 }, (_, n) => `/projects/driveway-beaumont-2025-06-${n + 1}`),
  ]),
].slice(0, 100);
const REFERRERS = ['direct', 'internal', 'google.com', 'bing.com', 'facebook.com', 'yelp.com', 'nextdoor.com', 'other'];
const KINDS = ['view', 'view', 'view', 'view', 'view', 'view', 'tel', 'estimate', 'calc', 'start', 'sent', 'lang', 'missing'];

/** Rows read per page on main (its GROUP BYs over the raw rows), measured with this file's seed (145,383 + 87,600 raw rows). */
const BEFORE: Record<string, number> = {
  '/admin/insights?days=30': 54_123,
  '/admin/insights?days=365': 650_085,
  '/admin/insights?days=all': 1_152_894,
};

const list = (values: readonly string[]) => values.map((value, i) => `(${i}, '${value}')`).join(', ');

/** 730 days of raw rows: about 200 event rows and 120 vital rows a day (an upsert where two rows of a day meet). */
const SEED_EVENTS = `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < ${SPAN_DAYS - 1}),
  r(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM r WHERE j < 199),
  paths(k, path) AS (VALUES ${list(PATHS)}), refs(k, ref) AS (VALUES ${list(REFERRERS)}), kinds(k, kind) AS (VALUES ${list(KINDS)})
  INSERT INTO event_counts (day, kind, path, edition, device, referrer, count)
  SELECT date(?1, '-' || d.i || ' days'), kinds.kind,
    CASE WHEN kinds.kind = 'missing' THEN CASE WHEN (d.i + r.j) % 4 = 0 THEN 'other' ELSE '/old-page-' || ((d.i * 7 + r.j) % 60) END ELSE paths.path END,
    CASE WHEN (d.i + r.j) % 3 = 0 THEN 'es' ELSE 'en' END,
    CASE (d.i * 3 + r.j) % 3 WHEN 0 THEN 'phone' WHEN 1 THEN 'tablet' ELSE 'desktop' END,
    CASE WHEN kinds.kind = 'view' THEN refs.ref ELSE '' END,
    1 + (d.i * 31 + r.j * 17) % 9
  FROM d, r JOIN kinds ON kinds.k = (r.j * 5 + d.i) % ${KINDS.length} JOIN paths ON paths.k = (r.j * 7 + d.i * 3) % ${PATHS.length}
    JOIN refs ON refs.k = (r.j + d.i) % ${REFERRERS.length}
  WHERE true
  ON CONFLICT (day, kind, path, edition, device, referrer) DO UPDATE SET count = count + excluded.count`;

const TEMPLATES = ['home', 'service', 'city', 'post', 'project', 'contact', 'about', 'calculator'];
const METRICS: VitalMetric[] = ['LCP', 'INP', 'CLS', 'TTFB'];
const SEED_VITALS = `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < ${SPAN_DAYS - 1}),
  r(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM r WHERE j < 119),
  t(k, template) AS (VALUES ${list(TEMPLATES)}), m(k, metric) AS (VALUES ${list(METRICS)})
  INSERT INTO vital_buckets (day, template, metric, device, bucket, count)
  SELECT date(?1, '-' || d.i || ' days'), t.template, m.metric,
    CASE (d.i + r.j) % 3 WHEN 0 THEN 'phone' WHEN 1 THEN 'tablet' ELSE 'desktop' END,
    CASE m.metric WHEN 'LCP' THEN CASE WHEN (r.j * 13 + d.i) % 80 < 50 THEN 500 + ((r.j * 13 + d.i) % 80) * 10 ELSE 1000 + ((r.j * 13 + d.i) % 80 - 50) * 100 END
      WHEN 'CLS' THEN ((r.j * 11 + d.i) % 60) * 5 ELSE 30 + ((r.j * 7 + d.i) % 40) * 10 END,
    1 + (d.i * 7 + r.j * 3) % 5
  FROM d, r JOIN t ON t.k = (r.j + d.i) % ${TEMPLATES.length} JOIN m ON m.k = (r.j / 8 + d.i) % ${METRICS.length}
  WHERE true
  ON CONFLICT (day, template, metric, device, bucket) DO UPDATE SET count = count + excluded.count`;

/** Fixes the clock at NOW and answers a GET as the owner. */
async function get(path: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const admin = await localAdminAccess('beacon-48');
  return requestWith(admin.vars, path, { headers: { ...admin.owner, Origin: ORIGIN } });
}
afterEach(() => vi.useRealTimers());

/** Triggers whose names start with `prefix`, dropped; returns their SQL to create them again. */
async function dropTriggers(prefix: string): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?1`)
    .bind(`${prefix}%`)
    .all<{ name: string; sql: string }>();
  for (const { name } of results) await env.DB.prepare(`DROP TRIGGER ${name}`).run();
  return results.map((row) => row.sql);
}

beforeAll(async () => {
  const leadTriggers = await dropTriggers('lead_rollup');
  await seedManyLeads(env.DB, 100_000, new Date(NOW.getTime() - 30 * 86_400_000));
  await rebuildLeadRollup(env.DB);
  for (const sql of leadTriggers) await env.DB.prepare(sql).run();
  const beaconTriggers = await dropTriggers('beacon_rollup');
  await env.DB.prepare(SEED_EVENTS).bind(TODAY).run();
  await env.DB.prepare(SEED_VITALS).bind(TODAY).run();
  // The migration's fill (migrations/0032), then the triggers back.
  await env.DB.batch([
    env.DB.prepare('DELETE FROM beacon_rollup'),
    env.DB.prepare('INSERT INTO beacon_rollup (grain, period, dim, counts) SELECT grain, period, dim, counts FROM beacon_rollup_fresh'),
  ]);
  for (const sql of beaconTriggers) await env.DB.prepare(sql).run();
}, 170_000);

/** The beacon figures of the report as main computed them: main's queries over the raw rows of the window. */
async function fromRawRows(from: string, to: string) {
  const all = async <T>(sql: string, ...values: unknown[]) =>
    (
      await env.DB.prepare(sql)
        .bind(...values)
        .all<T>()
    ).results;
  const events = await all<{ kind: string; path: string; n: number }>(
    `SELECT kind, path, SUM(count) AS n FROM event_counts WHERE day >= ?1 AND day <= ?2 AND kind != 'missing' GROUP BY kind, path
     ORDER BY n DESC, kind, path LIMIT 2000`,
    from,
    to,
  );
  const pages = new Map<string, Record<string, number>>();
  for (const { kind, path, n } of events) pages.set(path, { ...pages.get(path), [kind]: (pages.get(path)?.[kind] ?? 0) + n });
  const vitals = await all<{ template: string; metric: VitalMetric; bucket: number; count: number }>(
    `SELECT template, metric, bucket, SUM(count) AS count FROM vital_buckets WHERE day >= ?1 AND day <= ?2 AND metric IN ('LCP', 'INP', 'CLS')
     GROUP BY template, metric, bucket`,
    from,
    to,
  );
  const p75s = new Map<string, { bucket: number; count: number }[]>();
  for (const v of vitals) p75s.set(`${v.template} ${v.metric}`, [...(p75s.get(`${v.template} ${v.metric}`) ?? []), v]);
  return {
    pages: [...pages].map(([path, kinds]) => [
      path,
      kinds.view ?? 0,
      kinds.tel ?? 0,
      kinds.estimate ?? 0,
      kinds.start ?? 0,
      kinds.sent ?? 0,
    ]),
    editions: await all(
      `SELECT edition, SUM(count) AS views FROM event_counts WHERE day >= ?1 AND day <= ?2 AND kind = 'view' GROUP BY edition ORDER BY edition LIMIT 2`,
      from,
      to,
    ),
    referrers: await all(
      `SELECT referrer, SUM(count) AS views FROM event_counts WHERE day >= ?1 AND day <= ?2 AND kind = 'view' AND referrer != 'internal'
       GROUP BY referrer ORDER BY views DESC, referrer LIMIT 20`,
      from,
      to,
    ),
    missing: await all(
      `SELECT path, SUM(count) AS count FROM event_counts WHERE day >= ?1 AND day <= ?2 AND kind = 'missing' GROUP BY path
       ORDER BY count DESC, path LIMIT 50`,
      from,
      to,
    ),
    vitals: [...p75s]
      .map(([key, rows]) => [key, p75(key.split(' ')[1] as VitalMetric, rows), rows.reduce((sum, row) => sum + row.count, 0)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    calls: (
      await all<{ n: number }>(`SELECT SUM(count) AS n FROM event_counts WHERE kind = 'tel' AND day >= ?1 AND day <= ?2`, from, to)
    )[0]?.n,
  };
}

/** The same figures as the report shows them. */
function shown(report: InsightsReport, calls: number) {
  return {
    pages: report.pages.map((page) => [page.path, page.views, page.tel, page.estimate, page.start, page.sent]),
    editions: report.editions,
    referrers: report.referrers,
    missing: report.missing,
    vitals: report.vitals
      .map((v) => [`${v.template} ${v.metric}`, v.p75, v.samples])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    calls,
  };
}

/** The report's beacon figures and calls of a period at NOW, read as the page reads them. */
async function figures(days: 30 | 365 | 'all') {
  const firstDay = days === 'all' ? await firstLeadDay(env.DB) : null;
  const { length } = windowOf(days, NOW, firstDay);
  const revenue = await readRevenue(env.DB, length, NOW);
  return shown(await readInsights(env.DB, days, NOW, firstDay, revenue.byLanding), revenue.glance.current.calls);
}

/** Sorts the pages as the direct computation lists them (by path), for a comparison. */
const byPath = <T extends { pages: unknown[][] }>(f: T) => ({
  ...f,
  pages: [...f.pages].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
});

describe('the beacon rollup at two years of traffic', () => {
  it.each(Object.keys(BEFORE))('%s reads at most 2,000 rows', async (path) => {
    const raw = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM event_counts) AS events, (SELECT COUNT(*) FROM vital_buckets) AS vitals',
    ).first();
    const response = await get(path);
    expect(response.status).toBe(200);
    await response.text();
    const rows = rowsReadOf(response.headers) ?? Number.NaN;
    console.log(`rows read ${path}: before ${BEFORE[path]}, after ${rows} (raw rows ${JSON.stringify(raw)})`);
    expect(rows).toBeLessThanOrEqual(2_000);
  });

  it.each([30, 365, 'all'] as const)('days=%s: every beacon figure equals main’s computation from the raw rows', async (days) => {
    const firstDay = days === 'all' ? await firstLeadDay(env.DB) : null;
    const { from, to } = windowOf(days, NOW, firstDay);
    const expected = await fromRawRows(from, to);
    const report = await figures(days);
    expect(report.pages.length).toBeGreaterThan(90);
    expect(report.missing).toHaveLength(50);
    expect(report.vitals.length).toBe(TEMPLATES.length * 3);
    expect(byPath(report)).toEqual(byPath(expected));
  });

  it('plans every read as a SEARCH of the primary key', async () => {
    const plans: string[] = [];
    for (const sql of [BEACON_BOUNDS_SQL, beaconRowsSql(unitsOf(addDays(TODAY, -364), TODAY), ['view', 'tel', 'LCP'])]) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
      plans.push(...results.map((row) => row.detail));
    }
    console.log(plans.join('\n'));
    // Each unit and dimension found by the whole primary key, the bounds by its first column in its order: no SCAN, no skip-scan.
    const rollupSteps = plans.filter((step) => /\b(beacon_rollup|r)\b/.test(step));
    expect(new Set(rollupSteps)).toEqual(
      new Set(['SEARCH beacon_rollup USING PRIMARY KEY (grain=?)', 'SEARCH r USING PRIMARY KEY (grain=? AND period=? AND dim=?)']),
    );
  });
});

/** The rollup's rows as sets of keys, rows with no key left out, for a comparison. */
async function rollupRows(sql = 'SELECT grain, period, dim, counts FROM beacon_rollup') {
  const { results } = await env.DB.prepare(`${sql} ORDER BY grain, period, dim`).all<{
    grain: string;
    period: string;
    dim: string;
    counts: string;
  }>();
  return results
    .map((row) => ({ ...row, counts: Object.fromEntries(Object.entries(JSON.parse(row.counts) as Record<string, number>).sort()) }))
    .filter((row) => Object.keys(row.counts).length > 0);
}

/** A queue message of events. */
const message = (id: string, body: EventMessage) => ({ id, timestamp: NOW, attempts: 1, body });

describe('the rollup kept by the triggers', () => {
  it('through the consumer’s writes (new rows and counts added to rows) equals the one recomputed from the rows', async () => {
    const view = { kind: 'view', path: PATHS[3]!, edition: 'en', device: 'phone', referrer: 'google.com', template: 'service' } as const;
    const events = (n: number, extra: Partial<CountedEvent> = {}): CountedEvent[] =>
      Array.from({ length: n }, () => ({ ...view, ...extra }));
    const started = performance.now();
    for (const [round, day] of [TODAY, addDays(TODAY, -1), addDays(TODAY, -3), TODAY].entries()) {
      const batch = createMessageBatch<EventMessage>('golden-triangle-events', [
        message(`b${round}-1`, { day, events: [...events(3), ...events(2, { kind: 'tel', referrer: '' })] }),
        message(`b${round}-2`, { day, events: events(2, { edition: 'es', device: 'tablet', referrer: 'brand-new.example' }) }),
        message(`b${round}-3`, { day, events: [{ ...view, kind: 'missing', path: 'other', referrer: '' }] }),
        message(`b${round}-4`, {
          day,
          events: [
            { ...view, kind: 'vital', metric: 'LCP', value: 1234 },
            { ...view, kind: 'vital', metric: 'LCP', value: 1234 },
            { ...view, kind: 'vital', metric: 'CLS', value: 0.07, template: 'brand-new' },
          ],
        }),
      ]);
      await countEvents(batch, env, NOW);
    }
    const sizes = await env.DB.prepare('SELECT MAX(length(counts)) AS largest, COUNT(*) AS n FROM beacon_rollup').first();
    console.log(
      `4 consumer batches through the triggers: ${Math.round(performance.now() - started)} ms; rollup rows ${JSON.stringify(sizes)}`,
    );
    // A delivery again (an ack lost): nothing added.
    await countEvents(
      createMessageBatch<EventMessage>('golden-triangle-events', [message('b0-1', { day: TODAY, events: events(5) })]),
      env,
      NOW,
    );
    expect(
      await env.DB.prepare(
        `SELECT count FROM event_counts WHERE day = ?1 AND kind = 'view' AND path = ?2 AND referrer = 'brand-new.example'`,
      )
        .bind(TODAY, PATHS[3])
        .first('count'),
    ).toBe(4);
    const kept = await rollupRows();
    expect(kept.length).toBeGreaterThan(10_000);
    expect(kept).toEqual(await rollupRows('SELECT grain, period, dim, counts FROM beacon_rollup_fresh'));
    await rebuildBeaconRollup(env.DB, NOW);
    expect(await rollupRows()).toEqual(kept);
  }, 120_000);
});

describe('the cron’s prune', () => {
  it(`deletes raw rows older than ${KEEP_DAYS} days, bounded per run, and every figure stays the same`, async () => {
    const before = { d30: await figures(30), d365: await figures(365), all: await figures('all') };
    const old = 'SELECT (SELECT COUNT(*) FROM event_counts WHERE day < ?1) + (SELECT COUNT(*) FROM vital_buckets WHERE day < ?1) AS n';
    const cutoff = keptFrom(NOW);
    const held = (await env.DB.prepare(old).bind(cutoff).first<number>('n')) ?? 0;
    expect(held).toBeGreaterThan(50_000);
    expect(await pruneBeaconRows(env.DB, NOW, 1_000)).toBe(2_000);
    let runs = 1;
    while ((await pruneBeaconRows(env.DB, NOW, 20_000)) > 0) runs += 1;
    console.log(`pruned ${held} raw rows before ${cutoff} in ${runs} runs`);
    expect(await env.DB.prepare(old).bind(cutoff).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM event_counts WHERE day = ?1').bind(cutoff).first('n')).toBeGreaterThan(100);
    expect({ d30: await figures(30), d365: await figures(365), all: await figures('all') }).toEqual(before);
    // The repair after a prune: the days still held recomputed, the older ones kept, the same figures.
    const kept = await rollupRows();
    await rebuildBeaconRollup(env.DB, NOW);
    expect(await rollupRows()).toEqual(kept);
    expect(await figures('all')).toEqual(before.all);
  }, 120_000);
});
