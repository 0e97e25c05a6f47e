/**
 * How the command lines (`npm run projects`, `npm run leads -- status`) reach the
 * site's admin routes: the origin (`--url`, else SITE_URL of wrangler.toml
 * with `--remote`, else the local `npm start` at http://localhost:8787), the
 * sign-in (a Cloudflare Access service token from CF_ACCESS_CLIENT_ID and
 * CF_ACCESS_CLIENT_SECRET with `--remote`, else a local admin token from
 * `npm run admin-token`), and one request at a time answered as JSON.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A client of the site for `options` ({ remote, url }). `fail(message)` stops
 * the program (exit 1); it is called when the site cannot be reached or
 * refuses the sign-in (403).
 * @returns { base, send(path, init) → { status, body } }: `body` is the parsed JSON, or `{ error }` with the text
 */
export function siteClient(options, fail) {
  const base = (() => {
    if (options.url) return new URL(options.url).origin;
    if (!options.remote) return 'http://localhost:8787';
    const match = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'));
    if (!match) fail('SITE_URL is not set in wrangler.toml; give the site with --url.');
    return new URL(match[1]).origin;
  })();

  const signIn = () => {
    if (options.remote) {
      const id = process.env.CF_ACCESS_CLIENT_ID;
      const secret = process.env.CF_ACCESS_CLIENT_SECRET;
      if (!id || !secret)
        fail('Set CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET (a Cloudflare Access service token) to work on the deployed site.');
      return { 'CF-Access-Client-Id': id, 'CF-Access-Client-Secret': secret };
    }
    const token = execFileSync(process.execPath, ['scripts/admin-token.mjs'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return { 'Cf-Access-Jwt-Assertion': token };
  };
  const headers = { ...signIn(), Origin: base, Accept: 'application/json' };

  /** Sends a request to the site; the status and the parsed JSON (or the text as `{ error }`). */
  async function send(path, init = {}) {
    let response;
    try {
      response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers }, redirect: 'manual' });
    } catch (error) {
      fail(`Cannot reach ${base} (${error.cause?.code ?? error.message}).${options.remote ? '' : ' Start the site first: npm start'}`);
    }
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { error: text.trim().slice(0, 300) || `HTTP ${response.status}` };
    }
    if (response.status === 403)
      fail(
        `Refused by ${base} (403): ${body.error ?? text.trim()}\nCheck the sign-in (npm start restarted after npm run admin-token? the service token?).`,
      );
    return { status: response.status, body };
  }
  return { base, send };
}
