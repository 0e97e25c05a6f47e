#!/usr/bin/env node
/**
 * `npm run admin-token`: opens /admin/leads on the local `npm start` without
 * Cloudflare Access. Makes an RS256 key pair once (kept in
 * .wrangler/admin-local-key.json), writes its public key as
 * ACCESS_LOCAL_JWKS into .dev.vars (restart `npm start` after the first run),
 * and prints a token valid for 12 hours with the header to send it in.
 * With `--open`: prints instead a link to /admin/login on the local site
 * (http://localhost:8787, wrangler.toml's [dev]; `--origin=URL` for
 * another) that stores the token in the CF_Authorization cookie and opens
 * /admin/leads, and opens that link in the default browser where it can.
 *
 * The Worker accepts such tokens only when ENVIRONMENT is not "production"
 * (`npm start` sets "development"); this script refuses to run when
 * ENVIRONMENT is "production" in its own environment.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Jwt } from 'hono/utils/jwt';
import { LOCAL_AUDIENCE, LOCAL_ISSUER } from '../src/admin/access.ts';

if (process.env.ENVIRONMENT === 'production') {
  console.error('Refused: ENVIRONMENT is "production". Local admin tokens are for `npm start` only; in production use Cloudflare Access.');
  process.exit(1);
}

const KEY_FILE = '.wrangler/admin-local-key.json';
let keys;
if (existsSync(KEY_FILE)) keys = JSON.parse(readFileSync(KEY_FILE, 'utf8'));
else {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
  const kid = `local-${crypto.randomUUID().slice(0, 8)}`;
  keys = {
    privateKey: { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)), kid, alg: 'RS256' },
    publicKey: { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid, alg: 'RS256' },
  };
  mkdirSync('.wrangler', { recursive: true });
  writeFileSync(KEY_FILE, JSON.stringify(keys), { mode: 0o600 });
}

const line = `ACCESS_LOCAL_JWKS='${JSON.stringify({ keys: [keys.publicKey] })}'`;
const devVars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '';
if (!devVars.includes(line)) {
  const others = devVars.split('\n').filter((l) => l && !l.startsWith('ACCESS_LOCAL_JWKS='));
  writeFileSync('.dev.vars', `${[...others, line].join('\n')}\n`);
  console.error('Wrote ACCESS_LOCAL_JWKS to .dev.vars: restart `npm start` once so the Worker reads it.');
}

const now = Math.floor(Date.now() / 1000);
const token = await Jwt.sign(
  { iss: LOCAL_ISSUER, aud: [LOCAL_AUDIENCE], email: 'local-admin@localhost', iat: now, exp: now + 12 * 3600 },
  keys.privateKey,
);
if (process.argv.includes('--open')) {
  const origin = (process.argv.find((a) => a.startsWith('--origin='))?.slice('--origin='.length) ?? 'http://localhost:8787').replace(
    /\/+$/,
    '',
  );
  const link = `${origin}/admin/login?token=${encodeURIComponent(token)}`;
  console.log(link);
  console.error('\nOpen this link in a browser (valid 12 hours): it signs this browser in to /admin/leads on `npm start`.');
  const opener = { darwin: ['open', [link]], win32: ['cmd', ['/c', 'start', '', link]] }[process.platform] ?? ['xdg-open', [link]];
  const child = spawn(opener[0], opener[1], { stdio: 'ignore', detached: true });
  child.on('error', () => {}); // no browser to start here: the printed link is enough
  child.unref();
  process.exit(0);
}

console.log(token);
console.error(`\nValid 12 hours. Send it as the Cf-Access-Jwt-Assertion header, for example:
  curl -H "Cf-Access-Jwt-Assertion: $(npm run -s admin-token)" http://localhost:8787/admin/leads
In a plain browser: npm run admin-token -- --open`);
