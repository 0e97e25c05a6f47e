import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/**
 * Hono's bodyLimit with both ways a body can be refused answered by the
 * caller: over `maxSize` bytes (413, before the body is read when it declares
 * its length) and cut off while it is read (400: a chunked body that breaks
 * off mid-stream, which bodyLimit would let through as an error).
 * @param maxSize the most bytes a body may have
 * @param refuse the answer for 413 or 400
 */
export function limitBody(maxSize: number, refuse: (c: Context<AppEnv>, status: 400 | 413) => Response | Promise<Response>) {
  const limit = bodyLimit({ maxSize, onError: (c) => refuse(c as Context<AppEnv>, 413) });
  return createMiddleware<AppEnv>(async (c, next) => {
    let passed = false;
    try {
      return await limit(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      if (passed) throw error;
      return refuse(c, 400);
    }
  });
}
