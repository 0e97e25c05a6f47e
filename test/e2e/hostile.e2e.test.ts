import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CANARY, HOSTILE_CASES, judge, type Answer, type HostileCase } from '../hostile-corpus';

/**
 * The whole hostile-input corpus (test/hostile-corpus.ts) sent byte for byte over a
 * raw TCP socket to the real `wrangler dev` edge, so nothing is normalised on
 * the way (`GET //evil.example HTTP/1.1`, backslashes, dot segments, control
 * characters, odd Host headers, bodies on GET). Node's own HTTP parser reads
 * the answers. The rules are those of test/hostile-corpus.ts, plus: the
 * Worker logs no uncaught error, and no answer leaks a file from beside the
 * assets directory.
 */
const site = new URL(inject('baseUrl'));
const siteLog = inject('siteLog');

/** Text of files outside dist/ and of the system: none may ever be served. */
const LEAKS = ['compatibility_date', '[assets]', '"devDependencies"', 'root:x:0:', 'import { Hono }'];
/** Answered by the runtime before the Worker runs: 414 URI Too Long, 431 Request Header Fields Too Large (RFC 9110 §15.5.15, RFC 6585 §5). */
const EDGE_STATUSES = [414, 431];
/** Methods the runtime recognises; any other token (methods are case-sensitive, so `get` too) may get 501 (RFC 9110 §9.1). */
const KNOWN_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PATCH',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
]);

/** The request of a case as bytes on the wire: request line, Host (unless the case sets one), headers, Content-Length for a body, Connection: close. */
function wire(c: HostileCase): Buffer {
  const headers = c.headers ?? [];
  const lines = [`${c.method ?? 'GET'} ${c.path} HTTP/1.1`];
  if (!headers.some(([name]) => name.toLowerCase() === 'host')) lines.push(`Host: ${site.host}`);
  lines.push(...headers.map(([name, value]) => `${name}: ${value}`));
  const body = c.body === undefined ? Buffer.alloc(0) : Buffer.from(c.body);
  if (c.body !== undefined && !headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name)))
    lines.push(`Content-Length: ${body.length}`);
  lines.push('Connection: close');
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]);
}

/**
 * Writes `bytes` to a new TCP connection to the site and reads the answer with
 * Node's HTTP client parser: the client's own request is swallowed by a
 * pass-through stream, which sends the raw bytes instead.
 */
function sendRaw(bytes: Buffer, method: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(site.port), site.hostname);
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')));
    let sent = false;
    const tunnel = new Duplex({
      read() {},
      write(_chunk, _encoding, done) {
        if (!sent) socket.write(bytes);
        sent = true;
        done();
      },
    });
    socket.on('data', (chunk) => tunnel.push(chunk));
    socket.on('end', () => tunnel.push(null));
    socket.on('error', (error) => tunnel.destroy(error));
    // Headers up to 1 MB: a redirect from a 16 KB path carries a 16 KB Location.
    const client = httpRequest(
      { createConnection: () => tunnel, method: method === 'HEAD' ? 'HEAD' : 'GET', path: '/', maxHeaderSize: 1 << 20 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          socket.destroy();
          const headers = new Map<string, string>();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!.toLowerCase();
            const value = response.rawHeaders[i + 1]!;
            headers.set(name, headers.has(name) ? `${headers.get(name)}\n${value}` : value);
          }
          resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    client.on('error', reject);
    client.end();
  });
}

/**
 * The origin of the request URL the Worker is given: the Host header's (RFC
 * 9112 §3.3), the site's unless the case sends another, with the scheme an
 * X-Forwarded-Proto of http or https names (the proxy in front says how the
 * client came; the local runtime honours it as Cloudflare's edge sets it).
 * The local runtime alone (miniflare's entry worker) also takes the whole URL
 * from a client's `MF-Original-URL`; the Worker test shows the Worker itself
 * ignores that header, and production has no such header.
 */
function addressedOrigin(c: HostileCase): string {
  const header = (wanted: string) => c.headers?.find(([name]) => name.toLowerCase() === wanted)?.[1];
  const original = header('mf-original-url');
  if (original !== undefined) return new URL(original).origin;
  const proto = header('x-forwarded-proto');
  return new URL(`${proto === 'https' || proto === 'http' ? proto : 'http'}://${header('host') ?? site.host}`).origin;
}

/** What the Worker and the runtime printed since `offset` bytes into the log (after a moment for it to flush). */
async function logSince(offset: number): Promise<string> {
  await sleep(500);
  return readFileSync(siteLog).subarray(offset).toString('utf8');
}

let notFoundPage = '';
let logStart = 0;
beforeAll(async () => {
  notFoundPage = await (await fetch(`${site.origin}/no-such-page`)).text();
  logStart = statSync(siteLog).size;
});

describe(`hostile input over raw TCP to wrangler dev (${HOSTILE_CASES.length} cases)`, () => {
  it.each(HOSTILE_CASES)('$category: $name', async (c) => {
    const method = c.method ?? 'GET';
    const answer = await sendRaw(wire(c), method);
    const unknownMethod = !KNOWN_METHODS.has(method);
    const rules = unknownMethod ? { ...c, status: undefined } : c;
    const extra = unknownMethod ? [...EDGE_STATUSES, 501] : EDGE_STATUSES;
    expect(judge({ ...rules, markers: [...(c.markers ?? []), ...LEAKS] }, answer, addressedOrigin(c), notFoundPage, extra)).toEqual([]);
  });

  it('made the Worker log no uncaught error', async () => {
    const log = await logSince(logStart);
    expect(log).not.toMatch(/Unhandled error|Render error|Uncaught|Error page failed/);
  });
});

/**
 * Requests the local runtime (workerd under wrangler) refuses before the
 * Worker runs, some with a bare 500 or 501 of its own or by closing the
 * connection: a Host that is no URL authority, two Host headers, the
 * asterisk form, CONNECT, unknown methods, an HTTP/2 preface. The Worker never
 * sees them (production's edge answers them itself). What must hold: nothing
 * of the request and no stack trace in the answer, and nothing logged by the
 * Worker.
 */
const RUNTIME_REJECTED: [name: string, bytes: string][] = [
  ['Host with a space', `GET /about/ HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`],
  ['Host with markup', `GET / HTTP/1.1\r\nHost: <script>${CANARY}</script>\r\nConnection: close\r\n\r\n`],
  ['two Host headers', `GET /about/ HTTP/1.1\r\nHost: ${site.host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`],
  ['empty Host', `GET /about/ HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n`],
  ['HTTP/1.0 without Host', `GET /about/ HTTP/1.0\r\n\r\n`],
  ['OPTIONS *', `OPTIONS * HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`],
  ['CONNECT', `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n`],
  ['unknown method token', `${CANARY.toUpperCase()} / HTTP/1.1\r\nHost: ${site.host}\r\nConnection: close\r\n\r\n`],
  ['HTTP/2 preface on HTTP/1.1', `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n`],
];

describe('requests the runtime turns away before the Worker', () => {
  let offset = 0;
  beforeAll(() => {
    offset = statSync(siteLog).size;
  });

  it.each(RUNTIME_REJECTED)('%s: refused with no echo and no stack trace', async (_name, bytes) => {
    const answer = await sendRaw(Buffer.from(bytes), 'GET').catch((error: Error) => error);
    if (answer instanceof Error) {
      expect(answer.message).toMatch(/socket hang up|ECONNRESET/);
      return;
    }
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.has('location')).toBe(false);
    expect(answer.body.toLowerCase()).not.toContain(CANARY);
    expect(answer.body).not.toMatch(/\bat .+:\d+|workerd|\.ts\b|\.c\+\+/);
  });

  it('never reached the Worker', async () => {
    expect(await logSince(offset)).not.toMatch(/Unhandled error|Render error|Error page failed/);
  });
});
