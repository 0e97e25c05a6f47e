/**
 * The phone metadata the lead path reads numbers with: the slice of
 * libphonenumber-js's `min` metadata for the calling code +1 (the United
 * States and the rest of the North American Numbering Plan), written by
 * `npm run build` from the installed package (scripts/build.mjs, step 8).
 * The forms accept North American numbers only, so the other countries'
 * 76 KB would be Worker bytes that no lead ever reads. Pass it as the last
 * argument of the functions of `libphonenumber-js/core` (the package's
 * "custom metadata").
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import slice from '../generated/phone-metadata.json';

/** libphonenumber-js metadata of the calling code +1 only. */
export const NANP_METADATA = slice as unknown as MetadataJson;
