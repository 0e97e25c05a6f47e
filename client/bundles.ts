import type { AdminIslandName } from '../src/admin/island';
import type { IslandName } from '../src/components/island';

/**
 * The hydration bundles: each is one self-contained file holding React 19's
 * client runtime and the islands listed here (built by scripts/build.mjs as
 * `/assets/hydrate-<name>-<hash>.js`). The entry (client/main.ts) loads the
 * first bundle, in this order, that holds every island on the page.
 *
 * Why several self-contained files instead of shared chunks: React alone is
 * about 69 KB gzip and the budget is 75 KB of JavaScript per page. One
 * file per kind of page keeps React and its islands in a
 * single gzip stream (chunks split apart compress worse and cost requests),
 * and ordinary pages never download the form code. The price: a visitor
 * who opens a menu on one page and then uses the form on /contact or /quote
 * downloads React once more, when touching that form.
 */
const EVERY_PAGE = ['Accordion', 'MobileMenu', 'NavDropdown'] as const satisfies readonly IslandName[];
/** The islands of the header, on every page. */
const HEADER = ['MobileMenu', 'NavDropdown'] as const satisfies readonly IslandName[];

export const HYDRATION_BUNDLES = {
  /** Every page: header menus, phone menu, accordions. */
  pages: EVERY_PAGE,
  /**
   * /contact: the header's menus and the estimate request form with its photo field (no accordion: the form pages
   * have no FAQ, and leaving it out keeps the form, the photo scaling included, within the 75 KB budget).
   */
  contact: [...HEADER, 'ContactForm'],
  /** /quote: the header's menus and the quote form with its photo field (no accordion, as /contact). */
  request: [...HEADER, 'RequestForm'],
  /** /concrete-cost-calculator: those and the calculator (a budget: at most 6 KB gzip more than `pages`). */
  calculator: [...EVERY_PAGE, 'Calculator'],
  /**
   * /admin/projects/new and /admin/projects/<id>: the project form alone (the admin layout has no menus), with the photo scaling library;
   * built from the admin's registry (`ADMIN_BUNDLES`).
   */
  admin: ['ProjectForm'],
} as const satisfies Record<string, readonly (IslandName | AdminIslandName)[]>;

/** The bundles whose islands come from the admin's registry (src/admin/islands/registry.ts), not the site's. */
export const ADMIN_BUNDLES: readonly (keyof typeof HYDRATION_BUNDLES)[] = ['admin'];

/** What the build hands the entry for each bundle, in the order above: its URL path and its islands. */
export interface BuiltBundle {
  url: string;
  islands: readonly string[];
}
