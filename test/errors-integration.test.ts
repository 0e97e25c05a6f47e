import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import app from '../src/index';
import { services } from '../src/content/en/index';
import english from '../src/content/en/edition';
import { provideEdition } from '../src/content/edition';
import { request } from './helpers';

// The English edition from its modules, not its asset, so the Worker renders the very objects a test breaks.
beforeAll(() => provideEdition('en', english));

/** Makes the driveways page throw while it renders, as a broken content module would. */
function breakDrivewaysPage() {
  const driveways = services[0]!;
  const original = driveways.faqs;
  Object.defineProperty(driveways, 'faqs', {
    configurable: true,
    get() {
      throw new Error('Broken FAQ data <script>alert(1)</script>');
    },
  });
  return () => Object.defineProperty(driveways, 'faqs', { configurable: true, writable: true, value: original });
}

describe('a render failure: logged, and the 500 error page', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    vi.restoreAllMocks();
  });

  it('answers 500 with "Unexpected Application Error!" and, in production, no message or stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    restore = breakDrivewaysPage();
    const response = await request('/concrete-driveways');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).not.toContain('Broken FAQ data');
    expect(html).not.toMatch(/at .*\.tsx?:\d+/);
    expect(log).toHaveBeenCalled();
    expect(String(log.mock.calls.flat().join(' '))).toContain('Broken FAQ data');
  });

  it('shows the message, escaped, when running locally (ENVIRONMENT=development)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    restore = breakDrivewaysPage();
    const response = await app.fetch(
      new Request('http://localhost:8787/concrete-driveways'),
      { ...env, ENVIRONMENT: 'development' },
      createExecutionContext(),
    );
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Broken FAQ data &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves other pages working while one fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    restore = breakDrivewaysPage();
    expect((await request('/concrete-patios')).status).toBe(200);
  });
});
