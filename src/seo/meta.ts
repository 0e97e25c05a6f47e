import type { Thing, WithContext } from 'schema-dts';
import { business } from '../content/business';
import type { Locale } from '../i18n';

/**
 * What a page tells search engines and social networks. `path` is the
 * primary path of the page ("/concrete-driveways", never an alias): the
 * canonical URL is `SITE_URL` + `path`.
 */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Primary path in the page's edition, starting with "/": "/about", or "/es/about" for the Spanish page (issue 15). */
  path: string;
  /** The page's edition; by default the edition of `path` ("/es" and below: Spanish). */
  locale?: Locale;
  /**
   * The path whose other-language pair the language switcher links to;
   * `path` unless given. The 404 page, which has no pair, gives its home.
   */
  switchFrom?: string;
  /** Open Graph type; "website" unless the page is an article. */
  ogType?: 'website' | 'article';
  /** JSON-LD documents written into the head. */
  jsonLd?: readonly WithContext<Thing>[];
  /** true for pages that must not be indexed (the 404 and error pages); they get no canonical link unless `keepCanonical`. */
  noindex?: boolean;
  /**
   * With `noindex`: still link the canonical URL of `path`. For a state of a
   * page at its own path (a form's thank-you page), whose canonical is the
   * page itself (issue 7).
   */
  keepCanonical?: boolean;
}

/** The social preview image, 1200 x 630 px, in public/. */
export const SOCIAL_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${business.name}: concrete contractor in ${business.homeCity}, Texas`,
} as const;

/**
 * The absolute URL of a path on the site.
 * @param siteUrl origin from `SITE_URL`, e.g. "https://www.example.com" (a trailing slash is ignored)
 * @param path path starting with "/"
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
