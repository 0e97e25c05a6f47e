import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { meteredD1, rowsReadOf } from '../src/lib/d1-meter';
import { localAdminAccess, requestWith } from './helpers';

/** The rows-read meter of the contractor's screens (issue 48): what D1 bills, added up per request. */
describe('rows read per request', () => {
  it('adds up meta.rows_read of statements, batches and first()', async () => {
    await env.DB.exec('CREATE TABLE IF NOT EXISTS meter_probe (id INTEGER PRIMARY KEY, n INTEGER)');
    await env.DB.batch(Array.from({ length: 50 }, (_, i) => env.DB.prepare('INSERT OR REPLACE INTO meter_probe VALUES (?1, ?1)').bind(i)));
    const { db, reading } = meteredD1(env.DB);
    const scan = await db.prepare('SELECT COUNT(*) AS n FROM meter_probe WHERE n >= ?1').bind(0).first<number>('n');
    expect(scan).toBe(50);
    expect(reading.rowsRead).toBeGreaterThanOrEqual(50);
    const before = reading.rowsRead;
    const [one] = await db.batch([db.prepare('SELECT n FROM meter_probe WHERE id = ?1').bind(7)]);
    expect(one?.results).toEqual([{ n: 7 }]);
    expect(reading.rowsRead - before).toBe(1);
    expect(await db.prepare('SELECT n FROM meter_probe WHERE id = 999').first()).toBeNull();
    expect(await db.prepare('SELECT id, n FROM meter_probe WHERE id = 3').raw({ columnNames: true })).toEqual([
      ['id', 'n'],
      [3, 3],
    ]);
    expect(reading.statements).toBe(4);
  });

  it('is reported in Server-Timing on an admin screen, not on a public page', async () => {
    const access = await localAdminAccess('meter');
    const admin = await requestWith(access.vars, '/admin/leads', { headers: access.owner });
    expect(admin.status).toBe(200);
    expect(rowsReadOf(admin.headers)).toEqual(expect.any(Number));
    const page = await requestWith(access.vars, '/about');
    expect(page.headers.get('Server-Timing') ?? '').not.toContain('rows read');
  });

  it("breaks an admin answer's time down (access, d1, app) in Server-Timing, never on a public page", async () => {
    const access = await localAdminAccess('timing');
    const admin = await requestWith(access.vars, '/admin/leads', { headers: access.owner });
    expect(admin.status).toBe(200);
    const names = [...(admin.headers.get('Server-Timing') ?? '').matchAll(/(?:^|,\s*)(\w+);dur=\d+/g)].map((m) => m[1]);
    expect(names).toEqual(['access', 'd1', 'app']);
    // A refused token is timed too (the check ran), and reads nothing.
    const refused = await requestWith(access.vars, '/admin/leads', { headers: { 'Cf-Access-Jwt-Assertion': 'not-a-token' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Server-Timing')).toMatch(/^access;dur=\d+, d1;dur=\d+;desc="0 rows read, 0 statements", app;dur=\d+$/);
    // The public pages' own entry (the page cache's `cache;desc=…`) only.
    for (const path of ['/about', '/quote'])
      expect((await requestWith(access.vars, path)).headers.get('Server-Timing') ?? '').not.toMatch(/access|d1|app/);
  });
});
