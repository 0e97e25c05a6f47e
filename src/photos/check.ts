/**
 * Judges an uploaded photo by its bytes, never by its file name or the
 * Content-Type the client claims (uploads are hostile until proven
 * otherwise). A photo passes when:
 * - it is not empty and at most `limits.maxBytes`;
 * - its first bytes are the signature of JPEG, PNG or WebP (the formats the
 *   Images binding reads everywhere);
 * - its structure is whole and ends where the file ends: a JPEG's segments
 *   and scans walked up to the first EOI marker, a PNG's chunks up to IEND,
 *   a WebP's RIFF chunks up to the RIFF size. So nothing is appended to it,
 *   as a ZIP, HTML or script polyglot would be, even a ZIP whose comment
 *   ends in the format's own end bytes;
 * - it holds no markup or script a browser or server could run (`<script`,
 *   `<img onerror=…>`, `<?php`, `<svg`…): in a JPEG's metadata segments, and
 *   no tag at all in a JPEG comment; anywhere in a PNG or WebP;
 * - the Images binding reads the same format from it, its width × height
 *   is at most `limits.maxPixels` (a decompression bomb declares huge
 *   dimensions in a small file; the header is read first), and it then
 *   decodes the whole photo (a truncated or corrupt file is refused here,
 *   "could not be read", rather than failing later as a 5xx).
 * An iPhone's HEIC/HEIF photo is told apart with its own message.
 *
 * The checks read the bytes once; the photo is decoded only by the Images
 * binding, never in the Worker's JavaScript. Whatever passes is never stored
 * as sent: only the binding's re-encoded variants are (src/photos/variants.ts).
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

/** Photos of finished projects: at most 15 MB and 40 megapixels each. */
export const PROJECT_PHOTO_LIMITS: PhotoLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

/** A photo that passed: its format and displayed size in px (its EXIF orientation applied). */
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

/** The big-endian 16-bit number at `at`. */
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

/** A byte range [start, end) of a file. */
interface Span {
  start: number;
  end: number;
}

/** Where a photo's structure ends, and its metadata (JPEG APPn and COM segments) or null when it is not walked. */
interface Structure {
  end: number;
  metadata: Span[] | null;
  /** The JPEG comment (COM) segments: text, which no camera fills with markup. */
  comments: Span[];
}

/**
 * Walks a JPEG's markers (ITU-T T.81 Annex B) from SOI to the first EOI: each
 * segment by its length, each scan's entropy-coded data up to the next marker
 * that is neither a stuffed 0xFF00 nor a restart (RSTn).
 * @returns where the EOI ends and the APPn/COM segments, or null when the structure breaks off or is malformed
 */
function walkJpeg(bytes: Uint8Array): Structure | null {
  const metadata: Span[] = [];
  const comments: Span[] = [];
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    while (bytes[i + 1] === 0xff) i++; // fill bytes before a marker
    const marker = bytes[i + 1] ?? 0;
    i += 2;
    if (marker === 0xd9) return { end: i, metadata, comments };
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a segment
    const length = u16(bytes, i);
    if (length < 2 || i + length > bytes.length) return null;
    const segment = { start: i + 2, end: i + length };
    if (marker >= 0xe0 && marker <= 0xef) metadata.push(segment);
    if (marker === 0xfe) comments.push(segment);
    i += length;
    if (marker === 0xda) {
      // Entropy-coded data: 0xFF only as 0xFF00 (a data byte) or a restart marker until the next real marker.
      for (i = bytes.indexOf(0xff, i); i !== -1; i = bytes.indexOf(0xff, i + 1)) {
        const next = bytes[i + 1] ?? 0;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      }
      if (i === -1) return null;
    }
  }
  return null;
}

/**
 * Walks a PNG's chunks (length, type, data, CRC; ISO/IEC 15948 section 5.3) up to IEND.
 * @returns where IEND's CRC ends, or null when a chunk runs past the file
 */
function walkPng(bytes: Uint8Array): Structure | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = PNG_START.length;
  while (i + 12 <= bytes.length) {
    const end = i + 12 + view.getUint32(i);
    if (end > bytes.length) return null;
    if (startsWith(bytes, PNG_END.slice(0, 4), i + 4)) return { end, metadata: null, comments: [] };
    i = end;
  }
  return null;
}

/**
 * Walks a WebP's RIFF chunks (fourcc, little-endian size, data padded to an
 * even length; RFC 9649 section 2.4) up to the RIFF size.
 * @returns where the last chunk ends (the RIFF size + 8), or null when a chunk runs past it
 */
function walkWebp(bytes: Uint8Array): Structure | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = view.getUint32(4, true) + 8;
  if (riffEnd > bytes.length) return null;
  let i = 12;
  while (i + 8 <= riffEnd) {
    const size = view.getUint32(i + 4, true);
    i += 8 + size + (size % 2);
  }
  return i === riffEnd ? { end: riffEnd, metadata: null, comments: [] } : null;
}

/** The structure of a file of `format`, or null when it is malformed. */
const structureOf = (bytes: Uint8Array, format: PhotoFormat) =>
  format === 'image/jpeg' ? walkJpeg(bytes) : format === 'image/png' ? walkPng(bytes) : walkWebp(bytes);

/**
 * Markup that makes a file run as something else when a browser, a server or
 * an archive tool reads it: tags that run script, and event handlers. Each is
 * 5 bytes or more, which compressed image data holds by chance about once in
 * a trillion bytes, so a real photo never trips this.
 */
const MARKUP = [
  '<script',
  '<html',
  '<body',
  '<?php',
  '<svg',
  '<img ',
  '<img/',
  '<iframe',
  '<object',
  '<embed',
  'javascript:',
  '<!doctype',
  'onerror=',
  'onload=',
].map((m) => ascii(m));
const MARKUP_FIRST = new Set(MARKUP.map((pattern) => pattern[0]));

/** true when `bytes` in [start, end) holds one of `MARKUP`, compared without regard to ASCII case. */
function holdsMarkup(bytes: Uint8Array, { start, end }: Span = { start: 0, end: bytes.length }): boolean {
  const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
  for (let i = start; i < end; i++) {
    if (!MARKUP_FIRST.has(lower(bytes[i] ?? 0))) continue;
    for (const pattern of MARKUP) {
      if (i + pattern.length > end) continue;
      let match = true;
      for (let k = 0; k < pattern.length && match; k++) match = lower(bytes[i + k] ?? 0) === pattern[k];
      if (match) return true;
    }
  }
  return false;
}

/** true when a JPEG comment holds anything shaped like a tag (`<` then a letter, `/`, `!` or `?`): a camera's comment is plain text. */
const holdsTag = (bytes: Uint8Array, { start, end }: Span) =>
  /<[a-z/!?]/i.test(new TextDecoder('latin1').decode(bytes.subarray(start, end)));

/**
 * true when the file holds more than a photo: bytes after the end of its
 * structure (a ZIP or page appended, even one whose last bytes imitate the
 * format's end), markup in a JPEG's metadata or comments (a JPEG's
 * compressed pixels are not searched: they are never stored or served), or
 * markup anywhere in a PNG or WebP.
 */
function isPolyglot(bytes: Uint8Array, structure: Structure): boolean {
  if (structure.end !== bytes.length) return true;
  if (structure.comments.some((span) => holdsTag(bytes, span) || holdsMarkup(bytes, span))) return true;
  return structure.metadata ? structure.metadata.some((span) => holdsMarkup(bytes, span)) : holdsMarkup(bytes);
}

/**
 * Decodes the whole photo with the Images binding into a small JPEG (64 px
 * wide), which proves every byte of its pixels readable (a truncated file
 * throws here) and tells which way up it shows: the binding applies the EXIF
 * orientation, so a photo stored sideways (orientation 5-8) comes out with
 * width and height swapped.
 * @returns the displayed size in px, or null when the binding cannot decode it
 */
async function decodedSize(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>, stored: { width: number; height: number }) {
  try {
    const probe = await images
      .input(new Blob([bytes]).stream())
      .transform({ width: 64 })
      .output({ format: 'image/jpeg', quality: 50 });
    const info = await images.info(probe.image());
    if (!('width' in info)) return null;
    const swapped = info.width < info.height !== stored.width < stored.height;
    return swapped ? { width: stored.height, height: stored.width } : stored;
  } catch {
    return null;
  }
}

/**
 * Judges one photo.
 * @param bytes the whole uploaded file
 * @param images the Images binding: it reads the format and size from the header (`info`), then decodes the photo once
 * @param limits bytes and pixels allowed
 * @returns `{ ok: true, format, width, height }` (the displayed size, orientation applied, px) or `{ ok: false, reason }`; never throws
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
  const structure = structureOf(bytes, format);
  if (!structure) return { ok: false, reason: 'unreadable' };
  if (isPolyglot(bytes, structure)) return { ok: false, reason: 'polyglot' };
  let info: Awaited<ReturnType<ImagesBinding['info']>>;
  try {
    info = await images.info(new Blob([bytes]).stream());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!('width' in info) || info.format !== format) return { ok: false, reason: 'unreadable' };
  if (info.width * info.height > limits.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  const shown = await decodedSize(images, bytes, { width: info.width, height: info.height });
  if (!shown) return { ok: false, reason: 'unreadable' };
  return { ok: true, format, ...shown };
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
