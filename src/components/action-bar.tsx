import { CalendarCheck, Phone } from 'lucide';
import { business, telHref } from '../content/business';
import { IconSvg } from '../ui/icon-svg';
import { useLocale } from './locale-context';

/**
 * The sticky action bar of phones and tablets: "Call"
 * (a `tel:` link, RFC 3966) and "Book a visit" (to /book, issue 37; the
 * contact and quote forms stay one tap away in the header's menu), fixed
 * to the bottom of the viewport below 1024 px and hidden from 1024 px up,
 * where the header holds both. CSS only, so it works without JavaScript.
 * Each target is 56 px tall and half the width (WCAG 2.5.5, at least
 * 44 × 44 px). It never covers content: the layout pads the page bottom by the
 * bar's height, `scroll-padding-bottom` keeps a focused control (the form's
 * submit button) above it, and it steps aside while a form field has focus
 * (client/styles.css), when a phone's keyboard is up, and on the booking pages
 * (their form is the point of the bar). Words and the link are the page's edition's.
 */
export function ActionBar() {
  const { t, href } = useLocale();
  const target = 'flex min-h-14 flex-1 items-center justify-center gap-2 text-base font-bold focus-visible:-outline-offset-4';
  return (
    <nav
      aria-label={t.actionBar.label}
      data-action-bar=""
      className="surface-dark fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-700 bg-slate-900 shadow-[0_-4px_12px_rgba(15,23,42,0.18)] lg:hidden"
    >
      <a href={telHref} aria-label={`${t.actionBar.call} ${business.phone.display}`} className={`${target} text-white hover:bg-slate-800`}>
        <IconSvg icon={Phone} size={20} className="text-amber-400" />
        {t.actionBar.call}
      </a>
      <a href={href('/book')} data-book-link="" className={`${target} surface-light bg-amber-500 text-slate-950 hover:bg-amber-400`}>
        <IconSvg icon={CalendarCheck} size={20} />
        {t.actionBar.book}
      </a>
    </nav>
  );
}
