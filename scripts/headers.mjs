/**
 * Writes the security headers of static assets into `dist/_headers`
 * (Workers Static Assets answers files before the Worker runs, so Hono's
 * middleware never sees them). The headers are produced by Hono's own
 * `secureHeaders` middleware from the options the Worker uses
 * (src/security.ts), so pages and files always carry the same set.
 * Format: https://developers.cloudflare.com/workers/static-assets/headers/
 * @param {string} file path of the `_headers` file to extend (already holding public/_headers)
 */
import { appendFileSync } from 'node:fs';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { securityHeaderOptions } from '../src/security.ts';

export async function writeSecurityHeaders(file) {
  const app = new Hono();
  app.use(secureHeaders(securityHeaderOptions));
  app.get('/', (c) => c.body(null, 204));
  const response = await app.request('/');
  const lines = [...response.headers].map(([name, value]) => `  ${name}: ${value}`);
  if (lines.length === 0) throw new Error('secureHeaders produced no headers');
  appendFileSync(
    file,
    `\n# Security headers of every static file, generated from src/security.ts by scripts/headers.mjs.\n/*\n${lines.join('\n')}\n`,
  );
}
