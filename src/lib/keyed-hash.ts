/**
 * Keyed hashes of what identifies a person (an email address, a phone
 * number), for counters and bounds that must not keep the value itself
 * (issue 35: "by a keyed hash of the address, never the address in a counter
 * table"). HMAC-SHA-256 (RFC 2104, WebCrypto) with a 256-bit key the Worker
 * makes for itself on first use and keeps in D1 (`site_keys`,
 * migrations/0014), so no deploy step is needed and a leaked counter table
 * cannot be reversed by hashing guessed addresses without the key.
 */

/** The key's row in `site_keys`. */
const KEY_NAME = 'recipient-hmac';

/** The imported key, per isolate (the row never changes once written). */
let imported: Promise<CryptoKey> | null = null;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/** Reads the key, writing a new random one first when there is none (two isolates racing keep the first row written). */
async function loadKey(db: D1Database): Promise<CryptoKey> {
  const fresh = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.prepare('INSERT INTO site_keys (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING').bind(KEY_NAME, fresh).run();
  const row = await db.prepare('SELECT value FROM site_keys WHERE name = ?1').bind(KEY_NAME).first<{ value: string }>();
  if (!row) throw new Error('site key missing after insert');
  return crypto.subtle.importKey('raw', fromBase64url(row.value), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * The keyed hash of `value` (already normalised by the caller) under `purpose` ("email", "phone"), as 43
 * base64url characters. Equal inputs give equal hashes within one site; nothing else is kept.
 * @throws what D1 throws when the key cannot be read
 */
export async function keyedHash(db: D1Database, purpose: string, value: string): Promise<string> {
  imported ??= loadKey(db).catch((error: unknown) => {
    imported = null;
    throw error;
  });
  const mac = await crypto.subtle.sign('HMAC', await imported, new TextEncoder().encode(`${purpose}:${value}`));
  return base64url(new Uint8Array(mac));
}

/** Forgets the imported key, as a new isolate starts without it (tests of D1 failing before the key is read). */
export function forgetKeyedHashKey(): void {
  imported = null;
}

/** An email address as bounds compare it: trimmed and lower case (RFC 5321 leaves the local part's case to the host; every mainstream host ignores it). */
export const normalEmail = (email: string) => email.trim().toLowerCase();
