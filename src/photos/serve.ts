/**
 * Serving photos from the private bucket `PHOTOS`: shared by the public
 * `/media` route (src/routes/media.ts) and the admin's previews of project and
 * lead photos (src/admin/).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { variantKey, type VariantExt } from './variants';

/** A photo's name in a URL ("<8 hex>-<16 hex>") and a variant's file ("960.avif"), as Hono path patterns. */
export const MEDIA_PATTERN = { name: '[0-9a-f]{8}-[0-9a-f]{16}', file: '[0-9]{2,4}\\.(?:avif|webp|jpg)' } as const;

/**
 * Answers one stored variant of a project photo from R2 (`serveObject`).
 * @param file the variant's file, "960.avif"
 */
export const serveVariant = (c: Context<AppEnv>, name: string, file: string, cacheControl: string): Promise<Response> => {
  const [width, ext] = file.split('.') as [string, VariantExt];
  return serveObject(c, variantKey(name, Number(width), ext), cacheControl);
};

/**
 * Answers one object of the photo bucket with its type, length and ETag, under
 * `cacheControl` (the app's secure headers add `nosniff`); 404 when there is none.
 * @param c the request's context (`PHOTOS`)
 * @param key the object's R2 key
 * @param cacheControl what browsers are told (admin previews: `private, no-store`)
 */
export async function serveObject(c: Context<AppEnv>, key: string, cacheControl: string): Promise<Response> {
  const object = await c.env.PHOTOS.get(key);
  if (!object) return c.notFound();
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': cacheControl,
      ETag: object.httpEtag,
    },
  });
}
