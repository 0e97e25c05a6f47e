#!/usr/bin/env node
/**
 * `npm run vapid-keys`: makes a VAPID key pair (RFC 8292; ECDSA P-256, WebCrypto)
 * for Web Push and prints the `wrangler secret put` commands of the first
 * deploy: `VAPID_PUBLIC_KEY` (base64url of the 65-byte uncompressed public
 * point, what browsers take as `applicationServerKey`), `VAPID_PRIVATE_KEY`
 * (base64url of the private scalar `d`) and `VAPID_SUBJECT` (`mailto:` the
 * business email of src/content/business.ts, or `--subject=mailto:…`).
 * Nothing is stored: run it once, put the three secrets, keep no copy. A new
 * pair later turns every phone's notifications off until each taps "Turn on
 * notifications" again.
 *
 * With `--dev`: writes the three to `.dev.vars` instead (local `npm start`;
 * restart it once), keeping the file's other lines.
 * With `--dev --if-missing` (what `npm start` runs first): writes them only
 * when `.dev.vars` has no VAPID_PUBLIC_KEY yet, so a fresh clone can turn on
 * notifications and an existing pair (and the phones subscribed to it) stays.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { business } from '../src/content/business.ts';

if (process.argv.includes('--if-missing') && existsSync('.dev.vars') && /^VAPID_PUBLIC_KEY=/m.test(readFileSync('.dev.vars', 'utf8')))
  process.exit(0);

const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
const { d: privateKey } = await crypto.subtle.exportKey('jwk', pair.privateKey);
const subject = process.argv.find((arg) => arg.startsWith('--subject='))?.slice('--subject='.length) ?? `mailto:${business.email}`;
const values = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject };

if (process.argv.includes('--dev')) {
  const kept = (existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '')
    .split('\n')
    .filter((line) => line && !/^VAPID_/.test(line));
  writeFileSync('.dev.vars', `${[...kept, ...Object.entries(values).map(([name, value]) => `${name}='${value}'`)].join('\n')}\n`);
  console.error(
    process.argv.includes('--if-missing')
      ? 'Wrote local VAPID keys to .dev.vars: "Turn on notifications" works on this `npm start`.'
      : 'Wrote VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to .dev.vars: restart `npm start` once.',
  );
} else {
  console.log('# Run these once, before or at the first deploy (each reads the value from standard input):');
  for (const [name, value] of Object.entries(values)) console.log(`printf '%s' '${value}' | npx wrangler secret put ${name}`);
}
