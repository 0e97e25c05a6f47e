import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** What one request read from D1: statements run and rows read (D1's `meta.rows_read`, summed), time in ms. */
export interface D1Reading {
  statements: number;
  rowsRead: number;
  ms: number;
  /**
   * With `{ record: true }`: each statement run, in order, with its SQL, bound values and the rows it read (for the
   * query-plan tests).
   */
  queries?: { sql: string; values: unknown[]; rowsRead?: number }[];
}

/**
 * A D1 database that adds up what every statement run through it reads. D1 reports `meta.rows_read` for each
 * statement (the figure it bills: https://developers.cloudflare.com/d1/platform/pricing/); `first()` and `raw()`
 * return no meta, so they run here as `all()` and give the same answer from its rows. Anything else (`exec`,
 * `withSession`, `dump`) passes through to the real database, uncounted.
 * @param db the binding
 * @param options `record`: keep each statement's SQL and values in `reading.queries`
 * @returns the metered database (same interface) and the reading, updated as statements finish
 */
export function meteredD1(db: D1Database, options: { record?: boolean } = {}): { db: D1Database; reading: D1Reading } {
  const reading: D1Reading = { statements: 0, rowsRead: 0, ms: 0, ...(options.record ? { queries: [] } : {}) };
  const sqlOf = new WeakMap<D1PreparedStatement, { sql: string; values: unknown[] }>();
  const count = (results: D1Result[], started: number) => {
    reading.statements += results.length;
    for (const result of results) reading.rowsRead += result.meta?.rows_read ?? 0;
    reading.ms += Date.now() - started;
  };
  const real = new WeakMap<object, D1PreparedStatement>();
  /** A new entry of `reading.queries` for one run of `query`, or undefined when not recording. */
  const recorded = (query: { sql: string; values: unknown[] }) => {
    if (!reading.queries) return undefined;
    const entry: { sql: string; values: unknown[]; rowsRead?: number } = { ...query };
    reading.queries.push(entry);
    return entry;
  };
  const wrap = (statement: D1PreparedStatement, query: { sql: string; values: unknown[] }): D1PreparedStatement => {
    const all = async <T>() => {
      const entry = recorded(query);
      const started = Date.now();
      const result = await statement.all<T>();
      count([result], started);
      if (entry) entry.rowsRead = result.meta?.rows_read ?? 0;
      return result;
    };
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), { sql: query.sql, values }),
      all,
      run: async <T>() => {
        const entry = recorded(query);
        const started = Date.now();
        const result = await statement.run<T>();
        count([result], started);
        if (entry) entry.rowsRead = result.meta?.rows_read ?? 0;
        return result;
      },
      first: async (column?: string) => {
        const row = (await all<Record<string, unknown>>()).results[0];
        if (row === undefined) return null;
        return column === undefined ? row : (row[column] ?? null);
      },
      raw: async (options?: { columnNames?: boolean }) => {
        const { results } = await all<Record<string, unknown>>();
        const rows = results.map((row) => Object.values(row));
        return options?.columnNames ? [Object.keys(results[0] ?? {}), ...rows] : rows;
      },
    } as unknown as D1PreparedStatement;
    real.set(wrapped, statement);
    sqlOf.set(wrapped, query);
    return wrapped;
  };
  const metered = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => wrap(target.prepare(sql), { sql, values: [] });
      if (property === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          const entries = statements.map((statement) => {
            const query = sqlOf.get(statement);
            return query ? recorded(query) : undefined;
          });
          const started = Date.now();
          const results = await target.batch(statements.map((s) => real.get(s) ?? s));
          count(results, started);
          results.forEach((result, i) => {
            const entry = entries[i];
            if (entry) entry.rowsRead = result.meta?.rows_read ?? 0;
          });
          return results;
        };
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: metered, reading };
}

/**
 * Adds one entry to the answer's `Server-Timing` (W3C Server Timing): `<name>;dur=<ms>[;desc="<desc>"]`, after the
 * entries already there. The admin's own breakdown of a first byte (issue 48): `access` (the Access token checked,
 * src/admin/access.ts), `d1` (`meterD1`), `app` (the admin's middleware and handler, to the headers). Admin answers
 * only: the public pages never carry it.
 * @param ms whole milliseconds (workerd's clock moves with I/O, so pure computation may read 0)
 */
export function addTiming(c: Context<AppEnv>, name: string, ms: number, desc?: string): void {
  c.header('Server-Timing', `${name};dur=${ms}${desc ? `;desc="${desc}"` : ''}`, { append: true });
}

/**
 * Middleware for the contractor's screens (issue 48): the request's `c.env` gets a metered copy of `DB`, and the
 * answer a `Server-Timing` header (W3C Server Timing) naming what the handler read before it answered:
 * `d1;dur=<ms>;desc="<rows> rows read, <statements> statements"`, then `app;dur=<ms>` (from this middleware to the
 * headers: Access, the handler and what it awaited). Statements run while a streamed body renders, after the
 * headers left, are not in it. The bench (`npm run bench -- --admin`) and the tests read this header; it is sent
 * only on `/admin/*`, behind Access.
 */
export const meterD1 = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const { db, reading } = meteredD1(c.env.DB);
  c.env = { ...c.env, DB: db };
  await next();
  addTiming(c, 'd1', reading.ms, `${reading.rowsRead} rows read, ${reading.statements} statements`);
  addTiming(c, 'app', Date.now() - started);
});

/**
 * The rows read that a response's `Server-Timing` header reports (`meterD1`), or null without one.
 * @param headers the response's headers
 */
export function rowsReadOf(headers: Headers): number | null {
  const match = /d1;[^,]*desc="(\d+) rows read/.exec(headers.get('Server-Timing') ?? '');
  return match ? Number(match[1]) : null;
}
