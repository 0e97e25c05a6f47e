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
