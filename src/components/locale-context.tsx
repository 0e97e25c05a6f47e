import { createContext, type ReactNode, useContext } from 'react';
import { type ContentIndex, pagesOf, summariesOf, UI } from '../content/index';
import type { PagesCopy } from '../content/edition';
import type { UiWords } from '../content/ui';
import { LANGUAGE_TAG, type Locale, localizedPath, otherLocale, pathPair } from '../i18n';

/** What a server component knows about the edition it renders in. */
export interface LocaleValue {
  locale: Locale;
  /** The BCP 47 tag, e.g. "es-US", for `Intl` and `lang`. */
  tag: string;
  /** Interface words (src/content/ui.ts, src/content/es/ui.ts). */
  t: UiWords;
  /** Copy of the single pages, read from the loaded edition on first use (src/content/edition.ts). */
  readonly pages: PagesCopy;
  /** The bundled summaries (names, slugs, cards' fields) of services, cities and posts: readable without the edition. */
  index: ContentIndex;
  /** An English site path as a link of this edition: "/contact" → "/es/contact" in Spanish. */
  href: (path: string) => string;
  /** The same page in the other edition (the language switcher's target). */
  alternate: { locale: Locale; href: string };
  /** true once a project is published: the header, the phone menu and the footer link the projects gallery. */
  projects: boolean;
}

/**
 * The locale value of a page.
 * @param locale the page's edition
 * @param path the page's canonical path in that edition (its pair is the switcher's target)
 * @param projects whether a project is published (the menus then link the gallery)
 */
export function localeValue(locale: Locale, path: string, projects = false): LocaleValue {
  const other = otherLocale(locale);
  return {
    locale,
    tag: LANGUAGE_TAG[locale],
    t: UI[locale],
    // Getters: a page without an edition (the 500 page, the admin's) never reads them, and the default value below is
    // made at startup, before any edition is loaded.
    get pages() {
      return pagesOf(locale);
    },
    index: summariesOf(locale),
    href: (target) => localizedPath(locale, target),
    alternate: { locale: other, href: pathPair(path)[other] },
    projects,
  };
}

const LocaleContext = createContext<LocaleValue>(localeValue('en', '/'));

/** Provides a page's edition to the server components below it (the document renders it around the layout). */
export function LocaleProvider({ value, children }: { value: LocaleValue; children: ReactNode }) {
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/**
 * The edition a server component renders in: locale, words, page copy,
 * content and the link helper. Islands never call it (they hydrate without
 * the provider); they take their words as props.
 */
export const useLocale = (): LocaleValue => useContext(LocaleContext);
