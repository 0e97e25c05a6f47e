import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isPublishedPhoto } from '../projects/store';
import { MEDIA_PATTERN, serveVariant } from '../photos/serve';

/** `Cache-Control` of a variant: its URL names its content (the upload's hash and the width and format), so it never changes. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The public photos: `/media/<name>/<width>.<avif|webp|jpg>`, a variant of a
 * photo of a published project (src/photos/variants.ts). The photo's upload is never
 * served; a photo of a draft, or of no project, is 404 here (the contractor sees it
 * under /admin/media, behind Access).
 */
export const mediaRoutes = new Hono<AppEnv>().get(`/media/:name{${MEDIA_PATTERN.name}}/:file{${MEDIA_PATTERN.file}}`, async (c) => {
  const name = c.req.param('name');
  if (!(await isPublishedPhoto(c.env.DB, name))) return c.notFound();
  return serveVariant(c, name, c.req.param('file'), MEDIA_CACHE_CONTROL);
});
