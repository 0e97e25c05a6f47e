/**
 * A project photo in R2 and its public variants.
 *
 * The uploaded file itself is never written anywhere: a byte of it that is
 * not the photo (a polyglot's ZIP or script the checks missed) cannot be
 * kept. The Images binding derives the variants from it, and only they are
 * stored, in the private bucket `PHOTOS`: AVIF, WebP and JPEG at
 * `VARIANT_WIDTHS` (no wider than the photo itself), each with the EXIF
 * orientation applied and every metadata block (EXIF, GPS, XMP, ICC,
 * comments) left out, since the binding re-encodes the pixels. They are
 * stored under `variants/<name>/<width>.<ext>` and
 * served by the Worker at `/media/<name>/<width>.<ext>`, where the name holds
 * the SHA-256 of the uploaded bytes (`newPhotoName`), so a URL never changes its content and
 * may be cached for a year, `immutable`.
 */

/**
 * Widths of the variants, in px: a phone's column at 1x; a phone's column at 2x (a 360-390 px screen less the page's
 * 16 px margins is 328-358 px, so 656-716 px at 2x, and Lighthouse's phone, 412 px at 1.75x, wants 665 px); a tablet
 * or a phone at 3x; a desktop at 2x. The 720 came with issue 48: without it those phones took the 960 (about twice the
 * bytes), and the home page's largest paint, its first project photo, waited for it on a slow link.
 */
const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;

/** The variant formats, best first, with the file extension of their URLs. */
export const VARIANT_FORMATS = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
  { type: 'image/jpeg', ext: 'jpg' },
] as const;

/** A variant file extension. */
export type VariantExt = (typeof VARIANT_FORMATS)[number]['ext'];

/** Encoder quality of the variants (0-100): photos of concrete keep their texture at this size. */
const QUALITY = 72;

/** The first 16 hex digits of the SHA-256 of `bytes`. */
export async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new photo's name in URLs and R2 keys: "<8 random hex digits>-<content hash>" (the same photo uploaded twice gets two names). */
export const newPhotoName = (hash: string) => `${crypto.randomUUID().slice(0, 8)}-${hash}`;

/** R2 key of one variant. */
export const variantKey = (name: string, width: number, ext: VariantExt) => `variants/${name}/${width}.${ext}`;

/** The widths to derive for a photo `displayWidth` px wide: those of `widths` below it, and the photo's own width if smaller than the largest. */
function widthsFor(displayWidth: number, widths: readonly number[]): number[] {
  const chosen: number[] = widths.filter((w) => w < displayWidth);
  if (chosen.length < widths.length) chosen.push(Math.min(displayWidth, widths.at(-1) ?? displayWidth));
  return chosen;
}

/** What deriving a photo's variants found: its displayed size (orientation applied) in px, the widths stored and their bytes in R2. */
export interface DerivedPhoto {
  width: number;
  height: number;
  widths: number[];
  bytes: number;
}

/** The variants to derive from a photo: widths in px (ascending), formats best first, and the R2 key of each. */
export interface VariantPlan {
  widths: readonly number[];
  formats: readonly { type: string; ext: string }[];
  key: (width: number, ext: string) => string;
}

/**
 * Derives a photo's variants with the Images binding and writes them to R2:
 * the EXIF orientation applied, nothing of the file's metadata kept (the
 * binding re-encodes the pixels), no variant wider than the photo.
 * @param env `PHOTOS` (R2) and `IMAGES` (the Images binding)
 * @param bytes a photo already judged by `checkPhoto`
 * @param shown its displayed size (orientation applied), px, as `checkPhoto` found it
 * @returns the displayed size, the widths derived and the bytes written
 * @throws what R2 or the Images binding throws; the caller deletes what was written
 */
export async function deriveVariants(
  env: Pick<Env, 'PHOTOS' | 'IMAGES'>,
  bytes: Uint8Array<ArrayBuffer>,
  shown: { width: number; height: number },
  plan: VariantPlan,
): Promise<DerivedPhoto> {
  const widths = widthsFor(shown.width, plan.widths);
  let written = 0;
  for (const width of widths) {
    for (const { type, ext } of plan.formats) {
      const output = await env.IMAGES.input(new Blob([bytes]).stream())
        .transform({ width })
        .output({ format: type as 'image/jpeg', quality: QUALITY });
      const variant = await new Response(output.image()).arrayBuffer();
      written += variant.byteLength;
      await env.PHOTOS.put(plan.key(width, ext), variant, { httpMetadata: { contentType: type } });
    }
  }
  return { width: shown.width, height: shown.height, widths, bytes: written };
}

/** The variants of a project photo: every format at `VARIANT_WIDTHS`, under `variants/<name>/`. */
const projectPlan = (name: string): VariantPlan => ({
  widths: VARIANT_WIDTHS,
  formats: VARIANT_FORMATS,
  key: (width, ext) => variantKey(name, width, ext as VariantExt),
});

/**
 * Derives an accepted project photo's variants into R2 (the uploaded file itself is not kept).
 * @param env `PHOTOS` (R2) and `IMAGES` (the Images binding)
 * @param name the photo's name (`newPhotoName`)
 * @param bytes the uploaded file, already judged by `checkPhoto`
 * @param shown its displayed size (orientation applied), px
 * @returns the displayed size and the widths derived
 * @throws what R2 or the Images binding throws; the caller deletes what was written (`deletePhotoFiles`)
 */
export const storePhoto = (
  env: Pick<Env, 'PHOTOS' | 'IMAGES'>,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  shown: { width: number; height: number },
): Promise<DerivedPhoto> => deriveVariants(env, bytes, shown, projectPlan(name));

/**
 * Deletes every object of the bucket whose key starts with `prefix` (a
 * photo's folder of variants), listing page by page.
 * @throws what R2 throws
 */
export async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, cursor });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/**
 * Deletes every file of a project photo: all its variants, and the upload kept
 * as sent by versions before issue 28 (`originals/<name>`), if any.
 * @throws what R2 throws
 */
export async function deletePhotoFiles(bucket: R2Bucket, name: string): Promise<void> {
  await bucket.delete(`originals/${name}`);
  await deletePrefix(bucket, `variants/${name}/`);
}
