/**
 * The Hono environment of this app. `Env` is generated from wrangler.toml by
 * `npm run types` (worker-configuration.d.ts): `SITE_URL` is the public
 * origin used for canonical URLs; `ENVIRONMENT` is "production" or
 * "development" (set by `npm start`), and only "development" shows error
 * messages to the visitor; `ASSETS` serves the static assets directory.
 */
export interface AppEnv {
  Bindings: Env;
}
