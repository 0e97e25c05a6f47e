import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { meteredD1 } from '../src/lib/d1-meter';
import { seedInvoices } from './fixtures/many-invoices';
import { seedManyLeads } from './fixtures/many-leads';
import { localAdminAccess, requestWith } from './helpers';

/**
 * Every statement every admin screen runs, planned by SQLite (issue 48: "EXPLAIN QUERY PLAN shows a SEARCH, not a
 * SCAN of leads"). The screens are asked through the Worker with a recording D1 (src/lib/d1-meter.ts `record`), so
 * a query added to any screen later is planned here too, without a list of SQL kept by hand. The plans are printed
 * (the note of issue 48 shows them) and checked: no full scan of a table that grows with the business. A SCAN of such
 * a table is allowed only when the statement stops early, walking in its ORDER BY's order to a LIMIT (the newest 200
 * quotes by id): it must then read fewer rows than the table holds, and the seed makes every such table hold more than
 * 1,000 rows, so a walk that reads it whole is told apart from one that stops.
 */
const NOW = new Date('2026-11-18T18:00:00Z');
/** Tables that grow with every lead, quote, job or payment: never read whole. */
const GROWING = [
  'leads',
  'quotes',
  'lead_history',
  'lead_jobs',
  'invoices',
  'invoice_payments',
  'lead_rollup',
  'lead_photos',
  'event_counts',
  'vital_buckets',
  'beacon_rollup',
];
const SCREENS = [
  '/admin/leads',
  '/admin/leads?status=quoted',
  '/admin/leads?status=new',
  '/admin/leads?q=Calder',
  '/admin/leads/:lead',
  '/admin/leads/:lead/job',
  '/admin/insights?days=30',
  '/admin/insights?days=365',
  '/admin/insights?days=all',
  '/admin/money',
  '/admin/money/payments.csv',
  '/admin/invoices',
  '/admin/calendar',
  '/admin/leads.csv',
  '/admin/quotes.json',
  '/admin/jobs.json',
];

/** The plan of one statement as SQLite's EXPLAIN QUERY PLAN lines ("SEARCH leads USING INDEX …"). */
async function planOf(sql: string, values: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...values)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

describe('the query plans of the admin screens', () => {
  let lead = 0;
  beforeAll(async () => {
    await seedManyLeads(env.DB, 30_000, NOW, { tag: 'plans' });
    await seedInvoices(env.DB, NOW);
    lead = (await env.DB.prepare(`SELECT id FROM leads WHERE idempotency_key = 'plans-1500'`).first<number>('id')) ?? 0;
  }, 120_000);

  it('never scans a growing table whole, nor runs a statement twice, nor a statement per row, on any screen', async () => {
    const access = await localAdminAccess('plans');
    const problems: string[] = [];
    const repeated: string[] = [];
    /** Screens over a fixed number of statements: one statement per row listed (D1 allows 50 queries an invocation on the free plan). */
    const chatty: string[] = [];
    for (const screen of SCREENS) {
      const path = screen.replace(':lead', String(lead));
      const { db, reading } = meteredD1(env.DB, { record: true });
      const answer = await requestWith({ ...access.vars, DB: db }, path, { headers: access.owner });
      await answer.arrayBuffer();
      expect(answer.status, path).toBeLessThan(400);
      const queries = reading.queries ?? [];
      expect(queries.length, `${path} ran no statement`).toBeGreaterThan(0);
      const lines: string[] = [];
      // The same statement with the same values reading rows twice on one screen is work done for nothing (issue 48:
      // the insights' all time read the rollups' bounds once per report).
      const seen = new Set<string>();
      for (const { sql, values, rowsRead = 0 } of queries) {
        if (rowsRead === 0) continue;
        const key = `${sql}\u0000${JSON.stringify(values)}`;
        if (seen.has(key)) repeated.push(`${path}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
        seen.add(key);
      }
      for (const { sql, values, rowsRead = 0 } of queries) {
        if (!/^\s*(WITH|SELECT)/i.test(sql)) continue;
        const plan = await planOf(sql, values);
        lines.push(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)} (${rowsRead} rows read)`, ...plan.map((step) => `    ${step}`));
        for (const step of plan) {
          // A scan of the table itself or of an index in its order (no range): bounded only if it stops early.
          const table = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX \w+)?$/.exec(step)?.[1] ?? '';
          if (!GROWING.includes(table)) continue;
          const held = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<number>('n')) ?? 0;
          if (held <= 1_000 || rowsRead >= held)
            problems.push(`${path}: ${step} read ${rowsRead} of ${held} rows in ${sql.replace(/\s+/g, ' ').slice(0, 200)}`);
        }
      }
      console.log(`${path}: ${queries.length} statements\n${lines.join('\n')}`);
      if (queries.length > 20) chatty.push(`${path}: ${queries.length} statements`);
    }
    expect(problems).toEqual([]);
    expect(repeated).toEqual([]);
    expect(chatty).toEqual([]);
  }, 120_000);
});
