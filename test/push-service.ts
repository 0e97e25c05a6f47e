import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';

/** One message the test push service received. */
export interface Received {
  path: string;
  at: number;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/**
 * Plays a browsers' push service (RFC 8030) on 127.0.0.1 for the workerd
 * tests (test/push-integration.test.ts): a POST to `/push/ok-<name>` is kept
 * and answered 201, to `/push/gone-<name>` 410 (an expired subscription),
 * to `/push/redirect-<name>` 307 to `/push/ok-<name>-landed` (a service that redirects);
 * `GET /received?path=/push/…` lists what that endpoint received (with the
 * Node clock's time of receipt, ms). Shared as `inject('pushService')`.
 */
export default async function setup(project: TestProject) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/received') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(received.filter((item) => item.path === url.searchParams.get('path'))));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ path: url.pathname, at, headers, body: Buffer.concat(chunks).toString('base64') });
      if (url.pathname.startsWith('/push/redirect-')) {
        response.statusCode = 307;
        response.setHeader('Location', `/push/ok-${url.pathname.slice('/push/redirect-'.length)}-landed`);
        response.end();
        return;
      }
      response.statusCode = url.pathname.startsWith('/push/gone-') ? 410 : url.pathname.startsWith('/push/ok-') ? 201 : 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the test push service has no port');
  project.provide('pushService', `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    pushService: string;
  }
}
