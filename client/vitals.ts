/**
 * The Web Vitals module: the web-vitals library's four reporters, built as
 * its own hashed file (`/assets/vitals-<hash>.js`, budget 3 KB gzip) that the
 * beacon module imports once the page is idle (client/beacon.ts).
 */
export { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
