/**
 * The Hono environment of this app. `Env` is generated from wrangler.toml by
 * `npm run types` (worker-configuration.d.ts): `SITE_URL` is the public
 * origin used for canonical URLs; `ENVIRONMENT` is "production" or
 * "development" (set by `npm start`), and only "development" shows error
 * messages to the visitor; `ASSETS` serves the static assets directory;
 * `NWS_API_BASE` is the National Weather Service API's origin (default
 * "https://api.weather.gov"; a local stand-in in tests: src/weather/nws.ts).
 * Secrets are typed here (`Secrets`), as wrangler's generated type lacks them.
 */
export interface AppEnv {
  Bindings: WorkerEnv;
}

/**
 * The Worker's secrets, which `npm run types` cannot see: they are set with
 * `wrangler secret put` (locally in `.dev.vars`), never in wrangler.toml. Each
 * is optional: a Worker deployed without them still runs, and what needs
 * them says so (Web Push answers 503 without its keys).
 */
export interface Secrets {
  /** VAPID keys (RFC 8292; `npm run vapid-keys`): base64url of the public P-256 point and of the private scalar. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The VAPID contact, `mailto:…` (RFC 8292 §2.1). */
  VAPID_SUBJECT?: string;
  /** Stripe's secret API key (`wrangler secret put STRIPE_SECRET_KEY`); with the next, turns on "Pay the deposit" (src/quotes/deposit.ts). */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret of the webhook endpoint `/webhooks/stripe` ("whsec_…"). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Tests only: the origin of a local stand-in for Stripe's API ("http://127.0.0.1:8999"); unset in production. */
  STRIPE_API_BASE?: string;
}

/** Everything the Worker is given: the generated bindings and vars (`Env`, worker-configuration.d.ts) and the `Secrets`. */
export type WorkerEnv = Env & Secrets;
