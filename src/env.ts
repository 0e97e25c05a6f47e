/**
 * Bindings and variables of the Worker (wrangler.toml). `SITE_URL` is the
 * public origin used for canonical URLs; `ENVIRONMENT` is "production" or
 * "development" (set by `npm start`), and only "development" shows error
 * messages to the visitor.
 */
export interface Bindings {
  SITE_URL: string;
  ENVIRONMENT: string;
  ASSETS: Fetcher;
}

/** The Hono environment of this app. */
export interface AppEnv {
  Bindings: Bindings;
}
