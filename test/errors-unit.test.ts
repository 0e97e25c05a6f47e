import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../src/env';
import { renderError } from '../src/errors';

describe('the error handler (src/errors.tsx)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** An app whose only route throws `error`, answered by the site's error handler. */
  const failing = (error: Error) =>
    new Hono<AppEnv>()
      .get('/', () => {
        throw error;
      })
      .onError(renderError);

  it.each([400, 403, 413, 415])('answers a %i raised by middleware with that status and logs nothing', async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await failing(new HTTPException(status as 400, { message: 'Refused' })).request('/', {}, env);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('Refused');
    expect(log).not.toHaveBeenCalled();
  });

  it('answers any other error with the 500 page and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await failing(new HTTPException(503, { message: 'Down' })).request('/', {}, env);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Unexpected Application Error!');
    expect(log).toHaveBeenCalled();
  });
});
