import type { Thing, WithContext } from 'schema-dts';
import { business } from '../content/business';
import type { Locale } from '../i18n';
import type { Crumb } from './breadcrumbs';

/**
 * What a page tells search engines and social networks. `path` is the
 * primary path of the page ("/concrete-driveways", never an alias): the
 * canonical URL is `SITE_URL` + `path`.
 */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Primary path in the page's edition, starting with "/": "/about", or "/es/about" for the Spanish page. */
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
  /** true for pages that must not be indexed (the 404, error, refusal and thank-you pages); they get no canonical link. */
  noindex?: boolean;
  /**
   * The page's breadcrumb trail (seo/breadcrumbs.ts `breadcrumbTrail`):
   * written as a BreadcrumbList JSON-LD document, and shown by the layout
   * above the page (components/breadcrumbs.tsx), so both come from one trail.
   */
  breadcrumbs?: readonly Crumb[];
  /** Paths of the previous and next pages of a paged list (the gallery), written as `<link rel="prev"/"next">`. */
  prev?: string;
  next?: string;
  /** false: no phone action bar ("Call", "Book a visit") under the page: a page the visitor reads as their own document (a customer's quote). */
  actionBar?: boolean;
}

/** The logo as a square PNG, 512 x 512 px, in public/ (schema.org Organization `logo`; drawn by scripts/make-icons.mjs). */
export const LOGO_IMAGE = { path: '/logo.png', width: 512, height: 512 } as const;

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
