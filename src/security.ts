import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import inlineScript from './generated/inline-script.json' with { type: 'json' };

/** The options object of Hono's `secureHeaders` (the type is not exported by name). */
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The security headers of every answer, pages, redirects, 404, 405 and 500
 * alike, as options of Hono's `secureHeaders` middleware. The same options
 * produce the `/*` rule of `dist/_headers` at build time (scripts/build.mjs),
 * so static assets, which Workers Static Assets answers before the Worker
 * runs, carry exactly the same headers.
 *
 * Sources: CSP Level 3 (W3C) and the MDN HTTP Observatory's scoring
 * (`default-src 'none'` with explicit `'self'` sources, no `'unsafe-inline'`
 * or `'unsafe-eval'`); RFC 6797 (HSTS, two years with includeSubDomains);
 * W3C Referrer Policy (`strict-origin-when-cross-origin`: same-origin form
 * posts keep a real `Origin`, which the CSRF check needs, while other sites
 * only see the origin); W3C Permissions Policy (every powerful feature the
 * site does not use turned off); HTML Standard (COOP) and Fetch (CORP).
 *
 * The one inline executable script is the hydration entry the public pages
 * carry (src/render.tsx), allowed by its SHA-256 (CSP3 §8.4 hash-source,
 * written by the build to src/generated/inline-script.json): a changed or
 * injected inline script does not run. There is no inline style; JSON-LD
 * blocks are data, which `script-src` does not govern.
 */
/** A quote's customer page or one of its answers: /quotes/<token>… or /es/quotes/<token>… (src/quotes/routes.tsx). */
const QUOTE_PAGE = /^(?:\/es)?\/quotes\/[^/]/;

/**
 * The `form-action` sources of an answer: `'self'`, and on a quote's page Stripe Checkout's origin
 * (https://checkout.stripe.com) plus, in tests only, the origin of `STRIPE_API_BASE` (the Stripe stand-in serves its
 * checkout page there). Everything else keeps `form-action 'self'` exactly.
 */
function checkoutFormAction(c: Context, _directive: string): string {
  if (!QUOTE_PAGE.test(c.req.path)) return "'self'";
  const base = (c.env as { STRIPE_API_BASE?: string } | undefined)?.STRIPE_API_BASE;
  const standIn = base && URL.canParse(base) ? ` ${new URL(base).origin}` : '';
  return `'self' https://checkout.stripe.com${standIn}`;
}

export const securityHeaderOptions = {
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'", `'${inlineScript.hash}'`],
    styleSrc: ["'self'"],
    // blob: the estimate forms preview the photos a visitor chose (object URLs of their scaled copies) before sending.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // A quote's page (and its answers' pages) posts "Accept and pay the deposit" and "Pay the deposit", answered by a
    // 303 to Stripe Checkout: form-action governs that redirect too (CSP3 §6.4.1), so those pages add Checkout's origin.
    formAction: [checkoutFormAction],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: [],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: {
    accelerometer: [],
    autoplay: [],
    camera: [],
    displayCapture: [],
    encryptedMedia: [],
    fullscreen: [],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [],
    midi: [],
    payment: [],
    pictureInPicture: [],
    publickeyCredentialsGet: [],
    screenWakeLock: [],
    serial: [],
    usb: [],
    xrSpatialTracking: [],
  },
} satisfies SecureHeadersOptions;

/**
 * The paths whose URL carries a secret (a quote's token, issue 38): "/quotes/…" and "/es/quotes/…", the page, its
 * PDF, its posts' answers (200, 303, 422, 429, 502) and the 404 of an unknown token alike.
 */
const SECRET_URL = /^(?:\/es)?\/quotes\//;

/**
 * The middleware that sets the security headers of `securityHeaderOptions` on every answer, with one change for
 * the paths whose URL carries a secret (`SECRET_URL`): `Referrer-Policy: no-referrer` (W3C Referrer Policy §3.1),
 * so a link or a subresource followed from a quote's page never sends its token to another site (issue 44, fault
 * 6). The rule lives here, not in the handlers: `secureHeaders` writes its headers after the handler ran, over
 * any the handler set.
 */
export function securityHeaders(): MiddlewareHandler {
  const everywhere = secureHeaders(securityHeaderOptions);
  const secretUrl = secureHeaders({ ...securityHeaderOptions, referrerPolicy: 'no-referrer' });
  return (c, next) => (SECRET_URL.test(c.req.path) ? secretUrl(c, next) : everywhere(c, next));
}
