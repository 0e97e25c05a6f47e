/**
 * The English edition as one value: its content index (./index.ts) and its
 * single pages (../pages.ts). `npm run build` (scripts/build.mjs) evaluates
 * this module in Node, checks that JSON keeps it whole, and writes it as the
 * static asset `dist/assets/edition-en-<hash>.json`, named in
 * src/generated/assets.json, as it does the Spanish one
 * (src/content/es/edition.ts). The Worker never bundles it (issue 40): it loads
 * the asset when a page first renders in an isolate (src/content/edition.ts).
 * Tests import it directly.
 */
import type { Edition } from '../edition';
import * as pages from '../pages';
import { cities, posts, services } from './index';

// The pages module exports the nine single pages and nothing else: a function there would fail the build's JSON check.
const edition: Edition = { services, cities, posts, pages: { ...pages } };
export default edition;
