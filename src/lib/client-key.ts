/**
 * The client key of the per-client bounds (Workers Rate Limiting): the lead
 * forms, the photo uploads and the beacon count posts by it. Kept in lib/ so
 * the beacon reads it without evaluating the lead path.
 */
import { sha256 } from 'hono/utils/crypto';
import { expandIPv6 } from 'hono/utils/ipaddr';

/**
 * The rate-limit key of a client address (`CF-Connecting-IP`): an IPv4
 * address as is, an IPv6 address by its /64 prefix (the first four groups
 * of the expanded address, Hono's `expandIPv6`), since one host usually
 * holds a whole /64; hashed (SHA-256) so no address is kept by the limiter.
 */
export async function clientKey(address: string | undefined): Promise<string> {
  const ip = address?.trim() ?? '';
  let prefix = ip || 'unknown';
  if (ip.includes(':')) {
    try {
      prefix = `${expandIPv6(ip.replace(/%.*$/, '')).split(':').slice(0, 4).join(':')}::/64`;
    } catch {
      prefix = ip;
    }
  }
  return `lead:${await sha256(prefix.toLowerCase())}`;
}
