/**
 * The Spanish (es-US) edition as one value: its content index (./index.ts)
 * and its single pages (./pages.ts). `npm run build` (scripts/build.mjs)
 * evaluates this module in Node, checks that JSON keeps it whole, and writes
 * it as the static asset `dist/assets/edition-es-<hash>.json`, named in
 * src/generated/assets.json. The Worker never bundles it: it loads the asset
 * when a Spanish page first renders in an isolate (src/content/edition.ts),
 * so a new isolate neither parses nor evaluates 400 KiB of Spanish
 * text, nor the Intl list formatting of ./pages.ts, at startup. Tests import
 * it directly (test/edition-integration.test.ts).
 */
import type { Edition } from '../edition';
import { cities, posts, services } from './index';
import * as pages from './pages';

// The pages module exports the nine single pages and nothing else: a function there would fail the build's JSON check.
const edition: Edition = { services, cities, posts, pages: { ...pages } };
export default edition;
