/**
 * A bound on the number of fields in a form post, checked on the raw bytes
 * before the body is parsed: neither the Fetch API's `formData()` nor Hono's
 * `parseBody` has a field limit (busboy's `limits.parts` needs Node streams),
 * and work on a parsed form grows with its field count, so a 2 MB post of
 * 20,000 empty fields cost seconds. Counting the delimiters of the body
 * (RFC 7578 section 4.1: each part opens with "--" and the boundary of the
 * Content-Type; RFC 2046 section 5.1.1) or the "&" separators of a
 * urlencoded body (WHATWG URL, application/x-www-form-urlencoded) is one
 * native scan of bytes the body limit already bounds, not a parse.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { mediaTypeOf } from './posts';

/** The `boundary` parameter of a multipart Content-Type (RFC 2046 section 5.1.1: 1-70 characters, maybe quoted), or undefined. */
const boundaryOf = (contentType: string | undefined) =>
  /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i
    .exec(contentType ?? '')
    ?.slice(1)
    .find(Boolean);

/** How many times `needle` occurs in `bytes` (non-empty needle), stopping once past `stopAt`. */
function occurrences(bytes: Uint8Array, needle: Uint8Array, stopAt: number): number {
  let count = 0;
  let at = bytes.indexOf(needle[0] as number);
  while (at !== -1 && count <= stopAt) {
    let i = 1;
    while (i < needle.length && bytes[at + i] === needle[i]) i++;
    if (i === needle.length) {
      count++;
      at += needle.length;
    } else at++;
    at = bytes.indexOf(needle[0] as number, at);
  }
  return count;
}

/**
 * The number of parts of a form body: for multipart, its delimiter lines
 * less the closing one; for urlencoded, its "&"-separated fields.
 * @param contentType the request's Content-Type
 * @param bytes the body
 * @param stopAt counting stops once the count passes this (the answer is then stopAt + 1 or more)
 * @returns the part count, or Infinity for a multipart body without a usable boundary
 */
export function formPartCount(contentType: string | undefined, bytes: Uint8Array, stopAt = Number.MAX_SAFE_INTEGER): number {
  if (mediaTypeOf(contentType) === 'multipart/form-data') {
    const boundary = boundaryOf(contentType);
    if (!boundary) return Number.POSITIVE_INFINITY;
    return Math.max(0, occurrences(bytes, new TextEncoder().encode(`--${boundary}`), stopAt + 1) - 1);
  }
  return bytes.length === 0 ? 0 : occurrences(bytes, new Uint8Array([0x26]), stopAt) + 1;
}

/**
 * Middleware refusing a form post of more than `maxParts` fields (files
 * included) before anything parses it; place it after the body limit, which
 * bounds the bytes read here. The body read stays cached by Hono, so the
 * route's `c.req.formData()` parses it from memory.
 * @param maxParts the most fields a post may have
 * @param refuse the answer to a post with more (413) or whose body broke off while it was read (400), in the caller's words
 */
export function boundParts(maxParts: number, refuse: (c: Context<AppEnv>, status: 400 | 413) => Response | Promise<Response>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return refuse(c, 400);
    }
    if (formPartCount(c.req.header('Content-Type'), bytes, maxParts) > maxParts) return refuse(c, 413);
    await next();
  });
}
