#!/usr/bin/env node
/**
 * `npm run load [-- --duration 30 --connections 50]`: a load run with
 * autocannon against the built site under `wrangler dev`.
 *
 * The route list comes from the site itself: the paths of `/sitemap.xml`
 * when the site serves one, otherwise a crawl of internal links from `/`;
 * every page found must answer 200. From those pages it derives the aliases
 * (`/services/{slug}` for each page whose JSON-LD is a schema.org Service,
 * `/locations/{city}-tx` for each `/{city}-tx-concrete-contractors`), the
 * trailing-slash form of every page (a 301), a few unknown paths (404), and
 * the hashed stylesheet and script of `/` (200).
 *
 * Before the timed run every path is fetched once and must answer its
 * expected status. During it, each connection walks the whole list from its
 * own starting point. Prints throughput, latency percentiles (ms), errors and
 * timeouts, the status counts of every path against the expected one (from
 * autocannon's onResponse, per request), and the resident memory (VmRSS) of
 * the two workerd processes wrangler runs (the Worker's and wrangler's local
 * proxy's) at the start, the peak and the end, with the JS heap of the
 * Worker's isolate (V8's usedSize, from the DevTools protocol) beside it: the
 * figure that meets the 128 MB isolate limit in production, while the
 * processes' RSS also holds the local runtime's own growth. Exits 1 on any error or
 * timeout or any unexpected status, in the check before or during the run.
 *
 * Options (or environment): --duration seconds (LOAD_DURATION, default 30),
 * --connections (LOAD_CONNECTIONS, default 50). wrangler dev bundles React's
 * development build unless NODE_ENV says otherwise; this run sets
 * NODE_ENV=production (unless already set) to load the bundle `wrangler
 * deploy` ships.
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs, promisify } from 'node:util';
import { parse } from 'node-html-parser';
import { startSite } from './serve.mjs';
import { findPages, jsonLdTypes } from './site-pages.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.LOAD_DURATION ?? '30' },
    connections: { type: 'string', default: process.env.LOAD_CONNECTIONS ?? '50' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!(duration > 0) || !(connections > 0))
  throw new Error(`--duration and --connections must be positive numbers, got ${options.duration} and ${options.connections}`);

const NOT_FOUND_PATHS = [
  '/this-page-does-not-exist',
  '/services/no-such-service',
  '/locations/nowhere-tx',
  '/blog/no-such-post',
  '/concrete-driveways/extra',
];

/** The full route list: [path, expected status, kind]. Fails if a page found does not answer 200. */
async function routeList(origin) {
  const { source, paths } = await findPages(origin);
  const routes = [];
  const aliases = [];
  let assets = [];
  for (const path of paths) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${path}, found in ${source}, answers ${response.status}`);
    const html = await response.text();
    routes.push([path, 200, 'page']);
    if (path !== '/') routes.push([`${path}/`, 301, 'trailing slash']);
    // Aliases exist for the English edition only (Spanish has none); a city page's JSON-LD is a Service too, so cities are told apart first.
    const city = /^\/([a-z-]+)-tx-concrete-contractors$/.exec(path);
    if (city) aliases.push(`/locations/${city[1]}-tx`);
    else if (!path.startsWith('/es/') && jsonLdTypes(html).includes('Service')) aliases.push(`/services${path}`);
    if (path === '/') {
      const document = parse(html);
      assets = [
        ...document.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')),
        ...document.querySelectorAll('script[src]').map((s) => s.getAttribute('src')),
      ];
    }
  }
  routes.push(
    ...aliases.map((path) => [path, 200, 'alias']),
    ...NOT_FOUND_PATHS.map((path) => [path, 404, 'unknown']),
    ...assets.map((path) => [path, 200, 'asset']),
  );
  return { source, routes, pages: paths.length, aliases: aliases.length };
}

/** Process ids below `root` (via the parent ids in /proc/<pid>/stat). */
function descendants(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * The workerd processes below wrangler: [{ pid, role }], role "Worker" for the
 * one that runs the Worker (it has the inspector) and "proxy" for wrangler's
 * local proxy in front of it.
 */
function runtimes(wranglerPid) {
  return descendants(wranglerPid).flatMap((pid) => {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'workerd') return [];
      return [{ pid, role: readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--inspector-addr') ? 'Worker' : 'proxy' }];
    } catch {
      return [];
    }
  });
}

/**
 * A reader of the Worker isolate's JS heap through wrangler's inspector
 * (Chrome DevTools protocol, `Runtime.getHeapUsage`): resolves to a function
 * that resolves to V8's usedSize in MiB.
 * @throws if the inspector lists no target or does not answer within 10 s
 */
async function heapReader(inspector) {
  const [target] = await (await fetch(`${inspector}/json`)).json();
  if (!target) throw new Error(`the inspector at ${inspector} lists no Worker`);
  // wrangler's inspector proxy accepts loopback origins only.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://127.0.0.1' } });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`cannot connect to ${target.webSocketDebuggerUrl}`));
  });
  const pending = new Map();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  let id = 0;
  const read = () =>
    new Promise((resolve, reject) => {
      const messageId = ++id;
      pending.set(messageId, (result) => resolve(result.usedSize / 1024 / 1024));
      socket.send(JSON.stringify({ id: messageId, method: 'Runtime.getHeapUsage' }));
      setTimeout(() => reject(new Error('Runtime.getHeapUsage got no answer within 10 s')), 10_000).unref();
    });
  read.close = () => socket.close();
  return read;
}

/** Resident memory (VmRSS of /proc/<pid>/status) in MiB. */
const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

process.env.NODE_ENV ??= 'production';
await promisify(execFile)('node', ['scripts/build.mjs']);
const site = await startSite();
let failed = false;
try {
  const { source, routes, pages, aliases } = await routeList(site.url);
  console.log(
    `route list from ${source}: ${routes.length} paths (${pages} pages, ${aliases} aliases, ${pages - 1} trailing-slash, ${NOT_FOUND_PATHS.length} unknown, ${routes.filter(([, , kind]) => kind === 'asset').length} assets)`,
  );
  let unexpected = 0;
  for (const [path, expected] of routes) {
    const response = await fetch(site.url + path, { redirect: 'manual' });
    await response.arrayBuffer();
    const { status } = response;
    if (status === expected) continue;
    unexpected++;
    console.log(`  UNEXPECTED before the run: ${path} answers ${status}, not ${expected}`);
  }
  console.log(`checked once before the run: ${routes.length - unexpected} of ${routes.length} paths answer as expected`);

  const counts = new Map(routes.map(([path]) => [path, new Map()]));
  const requests = routes.map(([path]) => ({
    method: 'GET',
    path,
    onResponse(status) {
      const byStatus = counts.get(path);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    },
  }));
  let clients = 0;
  const heap = await heapReader(site.inspector);
  const memory = [
    ...runtimes(site.pid).map(({ pid, role }) => ({ label: `workerd VmRSS, ${role} (pid ${pid})`, read: async () => rssMiB(pid) })),
    { label: 'Worker isolate JS heap (V8 usedSize)', read: heap },
  ];
  if (memory.length < 2) throw new Error(`no workerd process found below wrangler (pid ${site.pid})`);
  for (const m of memory) Object.assign(m, { start: await m.read(), peak: 0, end: 0, samples: [] });
  const sample = async () => {
    for (const m of memory) {
      m.end = await m.read();
      m.peak = Math.max(m.peak, m.end);
    }
  };
  let seconds = 0;
  const sampler = setInterval(async () => {
    await sample();
    if (++seconds % 5 === 0) for (const m of memory) m.samples.push(m.end.toFixed(0));
  }, 1000);
  await sample();
  console.log(`running ${duration} s at ${connections} connections against ${site.url} (NODE_ENV=${process.env.NODE_ENV}) ...`);
  const result = await autocannon({
    url: site.url,
    connections,
    duration,
    requests,
    // Each connection starts at its own place in the list, so a short run still covers every path.
    setupClient(client) {
      const start = Math.floor((clients++ * requests.length) / connections) % requests.length;
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
    },
  });
  clearInterval(sampler);
  await sample();
  heap.close();

  const total = result.requests.total;
  console.log(
    `\nrequests: ${total} in ${result.duration} s, ${result.requests.average.toFixed(1)} req/s on average (${(result.throughput.average / 1024 / 1024).toFixed(2)} MiB/s)`,
  );
  console.log(
    `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max} (mean ${result.latency.average.toFixed(1)})`,
  );
  console.log(`errors: ${result.errors} (timeouts ${result.timeouts})`);
  for (const { label, start, peak, end, samples } of memory) {
    console.log(
      `${label}: start ${start.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB, end ${end.toFixed(1)} MiB (${end >= start ? '+' : ''}${(end - start).toFixed(1)} MiB); every 5 s: ${samples.join(', ')} MiB`,
    );
  }

  console.log('\nstatus counts per path (expected status first):');
  let unreached = 0;
  for (const [path, expected, kind] of routes) {
    const byStatus = counts.get(path);
    const wrong = [...byStatus].filter(([status]) => status !== expected);
    unexpected += wrong.reduce((sum, [, n]) => sum + n, 0);
    if (!byStatus.size) unreached++;
    const mark = wrong.length ? 'UNEXPECTED' : byStatus.size ? 'ok' : 'NOT REACHED';
    console.log(
      `  ${mark.padEnd(11)} ${String(expected)} ×${String(byStatus.get(expected) ?? 0).padEnd(6)} ${wrong.map(([s, n]) => `${s} ×${n} `).join('')}${kind.padEnd(15)} ${path}`,
    );
  }
  console.log(
    `\nunexpected statuses: ${unexpected}; paths not reached during the run: ${unreached}${unreached ? ' (each answered once before it; run longer to load them all)' : ''}`,
  );
  failed = result.errors > 0 || result.timeouts > 0 || unexpected > 0;
  console.log(failed ? 'FAILED' : 'passed: zero errors, zero unexpected statuses');
} finally {
  site.stop();
}
process.exit(failed ? 1 : 0);
