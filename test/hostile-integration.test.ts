import { exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { services } from '../src/content/en/index';
import english from '../src/content/en/edition';
import { provideEdition } from '../src/content/edition';
import { CANARY, HOSTILE_CASES, judge, type Answer, type HostileCase } from './hostile-corpus';
import { ORIGIN, PRIMARY_PATHS, request, requestWith } from './helpers';

// The English edition from its modules, not its asset, so the Worker renders the very objects a test breaks.
beforeAll(() => provideEdition('en', english));

/**
 * The hostile-input corpus (test/hostile-corpus.ts) through the Worker's fetch
 * handler, inside workerd. The Fetch API's Request normalises some targets
 * (dot segments, backslashes) and rejects others; test/e2e/hostile.e2e.test.ts
 * sends the corpus raw to `wrangler dev` as well.
 */
const FETCHABLE = HOSTILE_CASES.filter((c) => !c.rawOnly);

/** Sends a case to the Worker (with some variables changed when `vars` is given) and reads the whole answer. */
async function send(c: HostileCase, vars?: Partial<Env>): Promise<Answer> {
  const init = { method: c.method ?? 'GET', headers: c.headers, body: c.body, redirect: 'manual' } as const;
  const response = vars ? await requestWith(vars, c.path, init) : await exports.default.fetch(new Request(ORIGIN + c.path, init));
  const headers = new Map<string, string>();
  response.headers.forEach((value, name) => {
    headers.set(name, headers.has(name) ? `${headers.get(name)}\n${value}` : value);
  });
  return { status: response.status, headers, body: await response.text() };
}

let notFoundPage = '';
let errors: MockInstance<typeof console.error>;
// The first request in a fresh isolate compiles the Worker: give it the test timeout, not the 10 s hook default.
beforeAll(async () => {
  notFoundPage = await (await request('/no-such-page')).text();
}, 30_000);
beforeEach(() => {
  // The Worker runs in this isolate, so its onError ('Unhandled error:') and render errors land here.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe(`hostile input through the fetch handler (${FETCHABLE.length} cases)`, () => {
  it('has at least 150 cases in the corpus', () => {
    expect(FETCHABLE.length).toBeGreaterThanOrEqual(150);
  });

  it.each(FETCHABLE)('$category: $name', async (c) => {
    const answer = await send(c);
    expect(judge(c, answer, ORIGIN, notFoundPage)).toEqual([]);
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
  });

  it('leaves every page of the route table clean afterwards (nothing cached from a hostile request)', async () => {
    for (const path of PRIMARY_PATHS) {
      const response = await request(path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html.includes(CANARY), path).toBe(false);
    }
  });
});

describe('the checks above can fail', () => {
  it('flag a page that throws: status 500 and the logged uncaught error', async () => {
    const driveways = services[0]!;
    const faqs = driveways.faqs;
    Object.defineProperty(driveways, 'faqs', {
      configurable: true,
      get() {
        throw new Error('broken content');
      },
    });
    try {
      const c = FETCHABLE.find((k) => k.category === 'route-queries' && k.path.startsWith('/concrete-driveways?'))!;
      const answer = await send(c, { PAGE_CACHE: 'off' });
      expect(judge(c, answer, ORIGIN, notFoundPage)).toContain('status 500');
      expect(errors.mock.calls.flat().map(String)).toContain('Unhandled error:');
    } finally {
      Object.defineProperty(driveways, 'faqs', { configurable: true, writable: true, value: faqs });
    }
  });
});
