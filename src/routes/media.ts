import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { variantKey, type VariantExt } from '../photos/variants';
import { isPublishedPhoto } from '../jobs/store';

/** A photo's name in a URL ("<8 hex>-<16 hex>") and a variant's file ("960.avif"). */
const NAME = '[0-9a-f]{8}-[0-9a-f]{16}';
const FILE = '[0-9]{2,4}\\.(?:avif|webp|jpg)';

/** `Cache-Control` of a variant: its URL names its content (the upload's hash and the width and format), so it never changes. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers one stored variant of a job photo from R2 (`serveObject`).
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

/**
 * The public photos: `/media/<name>/<width>.<avif|webp|jpg>`, a variant of a
 * photo of a published job (src/photos/variants.ts). The photo's upload is never
 * served; a photo of a draft, or of no job, is 404 here (the contractor sees it
 * under /admin/media, behind Access).
 */
export const mediaRoutes = new Hono<AppEnv>().get(`/media/:name{${NAME}}/:file{${FILE}}`, async (c) => {
  const name = c.req.param('name');
  if (!(await isPublishedPhoto(c.env.DB, name))) return c.notFound();
  return serveVariant(c, name, c.req.param('file'), MEDIA_CACHE_CONTROL);
});

/** The patterns of a variant URL's two parts, for the admin route. */
export const MEDIA_PATTERN = { name: NAME, file: FILE } as const;
