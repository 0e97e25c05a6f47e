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

export async function writeSecurityHeaders(file) {
  const lines = (await securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  appendFileSync(
    file,
    `\n# Security headers of every static file, generated from src/security.ts by scripts/headers.mjs.\n/*\n${lines.join('\n')}\n`,
  );
}

/**
 * The security headers Hono's `secureHeaders` middleware gives every answer with the Worker's options
 * (src/security.ts), as [name, value] pairs. The build writes them to src/generated/security-headers.json for the
 * Worker's entry, which answers cached pages before the app (and its middleware) loads (src/worker.ts).
 * @throws Error when the middleware produced no header
 */
export async function securityHeaders() {
  // Imported when called, not with this module: src/security.ts reads src/generated/inline-script.json, which the build
  // writes after it imports this module.
  const { securityHeaderOptions } = await import('../src/security.ts');
  const app = new Hono();
  app.use(secureHeaders(securityHeaderOptions));
  app.get('/', (c) => c.body(null, 204));
  const response = await app.request('/');
  const pairs = [...response.headers];
  if (pairs.length === 0) throw new Error('secureHeaders produced no headers');
  return pairs;
}
