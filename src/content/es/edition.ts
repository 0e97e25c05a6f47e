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

const edition: Edition = {
  services,
  cities,
  posts,
  pages: {
    home: pages.home,
    about: pages.about,
    contact: pages.contact,
    servicesPage: pages.servicesPage,
    serviceAreasPage: pages.serviceAreasPage,
    quotePage: pages.quotePage,
    emergencyPage: pages.emergencyPage,
    blogIndex: pages.blogIndex,
    legal: pages.legal,
  },
};
export default edition;
