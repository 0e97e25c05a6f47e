import { LANGUAGE_TAG } from '../i18n';
import { cn } from '../lib/cn';
import type { SwitcherLink } from '../ui/switcher-link';
import { UI } from '../content/index';
import { useLocale } from './locale-context';

/** The switcher's link on the current page (from the locale context): the page's pair in the other edition. */
export function useSwitcherLink(): SwitcherLink {
  const { alternate } = useLocale();
  const words = UI[alternate.locale];
  return { href: alternate.href, label: words.languageName, lang: LANGUAGE_TAG[alternate.locale], title: words.switcherLabel };
}

/**
 * The language switcher of the header: a plain link to
 * the same page in the other language, labelled in that language with
 * `hrefLang` and `lang` (WCAG 3.1.2 Language of Parts), so it works without
 * JavaScript and by keyboard; at least 44 × 44 px (WCAG 2.5.8 asks 24).
 * Text only and small, so the desktop header still fits at 1280 px with the
 * longer Spanish navigation.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const link = useSwitcherLink();
  return (
    <a
      href={link.href}
      hrefLang={link.lang}
      lang={link.lang}
      aria-label={link.title}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md px-1 text-sm font-semibold text-slate-700 underline decoration-amber-600 underline-offset-4 hover:text-amber-800',
        className,
      )}
    >
      {link.label}
    </a>
  );
}
