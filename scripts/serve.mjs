/**
 * Starts the built site with `wrangler dev` on a free loopback port for the
 * browser tests, the standards checks and the benchmarks, and stops it.
 * Each site keeps its local state (the D1 leads database, with the
 * migrations of migrations/ applied first) in a fresh temporary directory,
 * never in the developer's .wrangler/state.
 * `startSite({ logFile })` resolves to { url, persistTo, pid, inspector, stop }
 * once the site answers (`persistTo`: that directory, for
 * `npm run leads -- --persist-to`; `pid`: the wrangler process, its workerd
 * runs below it; `inspector`: the origin of the Worker's DevTools protocol
 * endpoint); it rejects if the migrations fail, wrangler exits or the site
 * does not answer within 60 s. With `logFile`, everything wrangler and the
 * Worker print is appended to that file. `stop()` ends wrangler and removes
 * the directory.
 * wrangler dev runs the site's Worker and, behind its service binding, the
 * side Worker (workers/pdf-stripe/): `-c` once per WORKER_CONFIGS.
 * Further options: `testScheduled` adds `--test-scheduled` (GET /__scheduled runs the cron handler);
 * `vars` ({ NAME: 'value' }) adds one `--var NAME:value`
 * per entry, overriding wrangler.toml [vars]; `script` (a path) runs that
 * Worker entry in place of wrangler.toml's `main`, with the same bindings.
 * `stopAllSites()` stops every site started here and not yet stopped
 * (including one still starting): for exit and signal handlers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Worker configurations `wrangler dev` runs together: the site's first (it serves the port), then the side Worker (PDFs and Stripe). */
export const WORKER_CONFIGS = ['wrangler.toml', 'workers/pdf-stripe/wrangler.toml'];

/** A free TCP port on 127.0.0.1, found by binding port 0. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The stop functions of the sites started and not yet stopped. */
const running = new Set();

/** Stops every site started by startSite that is still running (synchronous). */
export function stopAllSites() {
  for (const stop of [...running]) stop();
}

export async function startSite({ logFile, vars = {}, script, testScheduled = false } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inspectorPort = await freePort();
  const wrangler = join('node_modules', '.bin', 'wrangler');
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  const persistTo = mkdtempSync(join(tmpdir(), 'site-state-'));
  try {
    execFileSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    rmSync(persistTo, { recursive: true, force: true });
    throw new Error(`could not apply the D1 migrations:\n${error.stderr ?? ''}${error.stdout ?? ''}`);
  }
  const varFlags = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const child = spawn(
    wrangler,
    [
      'dev',
      ...(script ? [script] : []),
      // The site's Worker and the side Worker behind its service binding PDF_STRIPE (entrypoint PdfStripe; issue 45).
      ...WORKER_CONFIGS.flatMap((config) => ['-c', config]),
      ...varFlags,
      // `GET /__scheduled` runs the cron handler (the pours' hourly check: test/e2e/pours.e2e.test.ts).
      ...(testScheduled ? ['--test-scheduled'] : []),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`wrangler dev exited with ${code}:\n${output}`))),
  );
  const stop = () => {
    running.delete(stop);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    rmSync(persistTo, { recursive: true, force: true });
  };
  running.add(stop);
  const deadline = Date.now() + 60_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the site did not answer at ${url} within 60 s:\n${output}`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, persistTo, pid: child.pid, inspector: `http://127.0.0.1:${inspectorPort}`, stop };
}

/**
 * Starts the site as `startSite` does, in development mode, with the local
 * admin key of `npm run admin-token` (made on its first run) accepted for
 * /admin/* (`ACCESS_LOCAL_JWKS`; never accepted in production).
 * @param options startSite's options (its `vars` are merged with these)
 * @returns the site, and `token`: a local admin token for the header `Cf-Access-Jwt-Assertion`
 */
export async function startAdminSite(options = {}) {
  const token = execFileSync(process.execPath, ['scripts/admin-token.mjs'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const { publicKey } = JSON.parse(readFileSync('.wrangler/admin-local-key.json', 'utf8'));
  const site = await startSite({
    ...options,
    vars: { ...options.vars, ENVIRONMENT: 'development', ACCESS_LOCAL_JWKS: JSON.stringify({ keys: [publicKey] }) },
  });
  return { ...site, token };
}
