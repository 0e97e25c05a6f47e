/**
 * The two editions of the site: English at `/` and Spanish under `/es`,
 * with the same slugs. The URL alone decides the language; a browser's
 * Accept-Language never does, so a page's HTML depends only on its path (and
 * the page cache keys stay the canonical path).
 */

/** An edition of the site. */
export type Locale = 'en' | 'es';

/** Every edition, English first (the x-default). */
export const LOCALES: readonly Locale[] = ['en', 'es'];

/** The BCP 47 tag of each edition: `<html lang>`, `hreflang`, `Intl` formatting. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The Open Graph locale of each edition (ogp.me: language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The path prefix of the Spanish edition. */
export const SPANISH_PREFIX = '/es';

/** The other edition. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/**
 * The path of an English path in an edition: "/concrete-driveways" stays as
 * it is in English and becomes "/es/concrete-driveways" in Spanish; the home
 * page "/" becomes "/es" (no trailing slash: the site redirects "/es/" there).
 * A path that is not site-relative ("tel:…", "mailto:…", "#…") is returned unchanged.
 * @param path an English path starting with "/"
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'en' || !path.startsWith('/')) return path;
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/** The edition of a path: Spanish for "/es" and anything under "/es/", else English. */
export const localeOfPath = (path: string): Locale => (path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en');

/** The English path of a path of either edition: "/es/about" → "/about", "/es" → "/", "/about" → "/about". */
export function basePath(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  return path.slice(SPANISH_PREFIX.length) || '/';
}

/** A page's path in both editions, from the path of either: { en: "/about", es: "/es/about" }. */
export function pathPair(path: string): Record<Locale, string> {
  const base = basePath(path);
  return { en: base, es: localizedPath('es', base) };
}
