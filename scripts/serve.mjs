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
 * wrangler dev runs the site's Worker and, behind its service bindings, the
 * side Worker (workers/pdf-stripe/) and the admin Worker (workers/admin/, issue 48): `-c` once per WORKER_CONFIGS.
 * Further options: `testScheduled` adds `--test-scheduled` (GET /__scheduled runs the cron handler);
 * `vars` ({ NAME: 'value' }) adds one `--var NAME:value`
 * per entry, overriding wrangler.toml [vars]; `script` (a path) runs that
 * Worker entry in place of wrangler.toml's `main`, with the same bindings.
 * `stopAllSites()` stops every site started here and not yet stopped
 * (including one still starting): for exit and signal handlers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';

/**
 * The Worker configurations `wrangler dev` runs together: the site's first (it serves the port), then the side Worker
 * (PDFs and Stripe), then the admin Worker (every /admin request, through the site's binding ADMIN; issue 48).
 */
export const WORKER_CONFIGS = ['wrangler.toml', 'workers/pdf-stripe/wrangler.toml', 'workers/admin/wrangler.toml'];

/**
 * A copy of the admin Worker's configuration for one `wrangler dev` run, in `dir`, with `vars` as its .dev.vars.
 * `wrangler dev` hands `--var` and `--env-file` to the first configuration only; every other Worker reads the
 * .dev.vars beside its own configuration. So the admin Worker gets the run's variables (development mode, the local
 * Access key, the tests' vars) and the checkout's .dev.vars (the VAPID keys) from a copy of workers/admin/wrangler.toml
 * whose relative paths are made absolute, with a .dev.vars of its own beside it.
 * @param {string} dir an empty directory of this run (removed with it)
 * @param {Record<string, string>} vars the variables the site's Worker gets with `--var`
 * @returns the copy's path, for `-c`
 * @throws when a value holds a newline or a single quote (the .dev.vars line could not hold it)
 */
export function adminDevConfig(dir, vars) {
  const source = resolve('workers/admin');
  const toml = readFileSync(join(source, 'wrangler.toml'), 'utf8').replace(/"((?:\.\.\/|\.\/|src\/)[^"]*)"/g, (_, path) =>
    JSON.stringify(resolve(source, path)),
  );
  const all = { ...(existsSync('.dev.vars') ? parseEnv(readFileSync('.dev.vars', 'utf8')) : {}), ...vars };
  const lines = Object.entries(all).map(([name, value]) => {
    if (/['\n]/.test(value)) throw new Error(`${name}: a value with a newline or a single quote cannot go in .dev.vars`);
    return `${name}='${value}'`;
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'wrangler.toml'), toml);
  writeFileSync(join(dir, '.dev.vars'), `${lines.join('\n')}\n`);
  return join(dir, 'wrangler.toml');
}

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
      // The site's Worker, the side Worker behind PDF_STRIPE (entrypoint PdfStripe; issue 45), the admin behind ADMIN
      // (a copy of its configuration with this run's vars: `adminDevConfig`).
      ...WORKER_CONFIGS.slice(0, 2).flatMap((config) => ['-c', config]),
      '-c',
      adminDevConfig(join(persistTo, 'admin'), vars),
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

// `node scripts/serve.mjs --admin-dev-config`: the admin Worker's configuration for `npm start` (development mode), in
// .wrangler/admin-dev/; prints nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href && process.argv[2] === '--admin-dev-config')
  adminDevConfig('.wrangler/admin-dev', { ENVIRONMENT: 'development' });
