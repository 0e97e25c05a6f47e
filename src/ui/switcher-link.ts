/**
 * What the language switcher links to: the same page in the other edition,
 * labelled in that edition's language. Built on the server
 * (`useSwitcherLink`, components/language-switcher.tsx) and drawn both by the
 * header's switcher and by the mobile menu island, which gets it as a prop.
 */
export interface SwitcherLink {
  /** The same page in the other edition, e.g. "/es/contact". */
  href: string;
  /** "Español" or "English": the other language's own name. */
  label: string;
  /** The target's BCP 47 tag, for `hrefLang` and `lang`. */
  lang: string;
  /** The accessible name, e.g. "Lea esta página en español". */
  title: string;
}
