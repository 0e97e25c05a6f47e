/**
 * Judges an uploaded photo by its bytes, never by its file name or the
 * Content-Type the client claims (uploads are hostile until proven
 * otherwise). A photo passes when:
 * - it is not empty and at most `limits.maxBytes`;
 * - its first bytes are the signature of JPEG, PNG or WebP (the formats the
 *   Images binding reads everywhere);
 * - it ends where its format ends (JPEG: the EOI marker; PNG: the IEND
 *   chunk; WebP: the RIFF size equals the file's), so nothing is appended to
 *   it, as a ZIP, HTML or script polyglot would be;
 * - it holds no markup or script a browser or server could run (`<script`,
 *   `<html`, `<?php`, `<svg`…) anywhere, as a polyglot hidden in a comment
 *   segment would;
 * - the Images binding reads the same format from it, and its width × height
 *   is at most `limits.maxPixels` (a decompression bomb declares huge
 *   dimensions in a small file; the header is read, nothing is decoded).
 * An iPhone's HEIC/HEIF photo is told apart with its own message.
 *
 * The checks read the bytes once; the photo is decoded only by the Images
 * binding later (src/photos/variants.ts), never in the Worker's JavaScript.
 */

/** The photo formats accepted, as the Images binding names them. */
export type PhotoFormat = 'image/jpeg' | 'image/png' | 'image/webp';

/** Why a photo was refused; each code has words for the person who sent it (`refusalMessage`). */
export type PhotoRefusal = 'empty' | 'too-large' | 'heic' | 'not-image' | 'polyglot' | 'too-many-pixels' | 'unreadable';

/** Bounds of one photo: bytes and pixels (width × height). */
export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
}

/** Photos of finished jobs: at most 15 MB and 40 megapixels each. */
export const JOB_PHOTO_LIMITS: PhotoLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

/** A photo that passed: its format and stored (not yet oriented) size in px. */
export interface AcceptedPhoto {
  ok: true;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** A refused photo and why. */
export interface RefusedPhoto {
  ok: false;
  reason: PhotoRefusal;
}

/** true when `bytes` holds `signature` at `offset`. */
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** ASCII codes of a string. */
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk: its type and CRC, the last 8 bytes of every PNG. */
const PNG_END = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
/** ISO BMFF brands of HEIC/HEIF, after "ftyp" at offset 4. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The format its first bytes declare, or 'heic', or null. */
function sniff(bytes: Uint8Array): PhotoFormat | 'heic' | null {
  if (startsWith(bytes, JPEG_START)) return 'image/jpeg';
  if (startsWith(bytes, PNG_START)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIF_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))) return 'heic';
  return null;
}

/** true when the file ends where its format says it ends (nothing appended). */
function endsCleanly(bytes: Uint8Array, format: PhotoFormat): boolean {
  const tail = (signature: readonly number[]) => startsWith(bytes, signature, bytes.length - signature.length);
  if (format === 'image/jpeg') return tail(JPEG_END);
  if (format === 'image/png') return tail(PNG_END);
  // RIFF: the little-endian size at offset 4 counts every byte after the first 8.
  const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return declared + 8 === bytes.length;
}

/**
 * Markup that makes a file run as something else when a browser, a server or
 * an archive tool reads it. Compressed image data holds any given 5+ byte
 * sequence by chance about once in a trillion bytes, so a real photo never
 * trips this.
 */
const MARKUP = ['<script', '<html', '<body', '<?php', '<svg', '<iframe', '<object', 'javascript:', '<!doctype'].map((m) => ascii(m));

/** true when `bytes` holds one of `MARKUP`, compared without regard to ASCII case. */
function holdsMarkup(bytes: Uint8Array): boolean {
  const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
  for (let i = 0; i < bytes.length; i++) {
    const first = lower(bytes[i] ?? 0);
    if (first !== 0x3c && first !== 0x6a) continue; // '<' or 'j': the first byte of every pattern
    for (const pattern of MARKUP) {
      if (i + pattern.length > bytes.length) continue;
      let match = true;
      for (let k = 0; k < pattern.length && match; k++) match = lower(bytes[i + k] ?? 0) === pattern[k];
      if (match) return true;
    }
  }
  return false;
}

/**
 * Judges one photo.
 * @param bytes the whole uploaded file
 * @param images the Images binding, which reads the format and size from the header (`info`)
 * @param limits bytes and pixels allowed
 * @returns `{ ok: true, format, width, height }` (stored size, px) or `{ ok: false, reason }`; never throws
 */
export async function checkPhoto(
  bytes: Uint8Array<ArrayBuffer>,
  images: ImagesBinding,
  limits: PhotoLimits,
): Promise<AcceptedPhoto | RefusedPhoto> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > limits.maxBytes) return { ok: false, reason: 'too-large' };
  const format = sniff(bytes);
  if (format === 'heic') return { ok: false, reason: 'heic' };
  if (!format) return { ok: false, reason: 'not-image' };
  if (!endsCleanly(bytes, format) || holdsMarkup(bytes)) return { ok: false, reason: 'polyglot' };
  let info: Awaited<ReturnType<ImagesBinding['info']>>;
  try {
    info = await images.info(new Blob([bytes]).stream());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!('width' in info) || info.format !== format) return { ok: false, reason: 'unreadable' };
  if (info.width * info.height > limits.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  return { ok: true, format, width: info.width, height: info.height };
}

/**
 * What a person is told about a refused photo, in English (the contractor's tools) or Spanish.
 * @param reason why it was refused
 * @param limits the limits that applied (their figures appear in the words)
 */
export function refusalMessage(reason: PhotoRefusal, limits: PhotoLimits, lang: 'en' | 'es' = 'en'): string {
  const mb = Math.round(limits.maxBytes / (1024 * 1024));
  const mp = Math.round(limits.maxPixels / 1_000_000);
  const words: Record<'en' | 'es', Record<PhotoRefusal, string>> = {
    en: {
      empty: 'This file is empty. Choose the photo again.',
      'too-large': `This photo is over ${mb} MB. Send a smaller copy (your phone's share menu can reduce it).`,
      heic: 'This is an iPhone HEIC photo, which cannot be read here. Add it through the form in a browser, which converts it, or set the iPhone to Settings > Camera > Formats > Most Compatible.',
      'not-image': 'This file is not a JPEG, PNG or WebP photo.',
      polyglot:
        'This file holds more than a photo (extra data or code), so it was refused. Export the photo again from your phone or camera.',
      'too-many-pixels': `This photo is over ${mp} megapixels. Send a copy at most ${mp} megapixels.`,
      unreadable: 'This photo could not be read. It may be damaged; export it again.',
    },
    es: {
      empty: 'Este archivo está vacío. Elija la foto de nuevo.',
      'too-large': `Esta foto pesa más de ${mb} MB. Envíe una copia más pequeña.`,
      heic: 'Esta es una foto HEIC de iPhone, que no se puede leer aquí. Agréguela desde el formulario en el navegador, que la convierte, o en el iPhone elija Configuración > Cámara > Formatos > Más compatible.',
      'not-image': 'Este archivo no es una foto JPEG, PNG o WebP.',
      polyglot: 'Este archivo contiene más que una foto (datos adicionales o código), así que no se aceptó. Exporte la foto de nuevo.',
      'too-many-pixels': `Esta foto tiene más de ${mp} megapíxeles. Envíe una copia de ${mp} megapíxeles como máximo.`,
      unreadable: 'No se pudo leer esta foto. Puede estar dañada; expórtela de nuevo.',
    },
  };
  return words[lang][reason];
}
