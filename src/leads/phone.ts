/**
 * Stored phone numbers for reading. Kept apart so the leads page can load it
 * with a dynamic import (a named import keeps the rest of libphonenumber-js,
 * such as AsYouType, out of the Worker; `import('libphonenumber-js')` itself
 * would pull the whole package in). Stored numbers are +1 (the forms' rule),
 * read with the metadata of +1 alone (`NANP_METADATA`).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NANP_METADATA } from './phone-metadata';

/** A stored phone number (E.164, maybe with " ext. N") as people read it: "(409) 555-0123 ext. 7"; unreadable input is returned as is. */
export function readablePhone(stored: string): string {
  const [number, ...extension] = stored.split(' ext. ');
  const national = parsePhoneNumberFromString(number!, NANP_METADATA)?.formatNational();
  return national ? [national, ...extension].join(' ext. ') : stored;
}
