import { Languages, Menu, Phone, Siren, X } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { useEffect, useRef } from 'react';
import type { NavLink, NavMenu } from '../content/navigation';
import type { SwitcherLink } from '../ui/switcher-link';

/** Props of the phone menu: the same links as the desktop header, flattened. */
export interface MobileMenuProps {
  menus: NavMenu[];
  links: NavLink[];
  phone: { display: string; href: string };
  /** The 24/7 emergency link, in the page's edition. */
  emergency: NavLink;
  /** The menu's words in the page's language: the toggle's name, the nav's label, Home, the call link's text, Get Quote. */
  words: { menu: string; nav: string; home: string; call: string; getQuote: string };
  /** The page's edition's home and estimate-form paths (Get Quote goes to the form itself, not the top of its page). */
  hrefs: { home: string; quote: string };
  /** The language switcher: the same page in the other language. */
  switcher: SwitcherLink;
}

/**
 * The phone menu: a `<details>` toggle that
 * opens a flat list of the header's links, so it opens and closes without
 * JavaScript (Enter or Space on the toggle). Hydration adds (WCAG
 * 2.1.2 and 2.4.11): choosing a link closes it; Escape closes it and
 * returns focus to the toggle; focus leaving the menu (Tab past its last
 * link, Shift+Tab before the toggle) closes it, so focus never lands on
 * content hidden under the open menu; a press outside closes it.
 */
export function MobileMenu({ menus, links, phone, emergency, words, hrefs, switcher }: MobileMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector('summary');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.preventDefault();
      details.open = false;
      summary?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  /** A menu link's box; each link adds its color (one text color per link, so the stylesheet's order never decides). */
  const linkBox = 'flex min-h-11 items-center rounded-md px-3 py-2.5 text-base hover:bg-amber-50';
  const linkClass = `${linkBox} text-slate-800`;

  return (
    <details ref={ref} className="group xl:hidden" data-menu="mobile">
      <summary className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <IconSvg icon={Menu} size={26} className="group-open:hidden" />
        <IconSvg icon={X} size={26} className="hidden group-open:block" />
        <span className="sr-only">{words.menu}</span>
      </summary>
      <nav
        aria-label={words.nav}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="grid gap-0.5">
          <li>
            <a
              href={emergency.href}
              className="flex items-center gap-2 rounded-md px-3 py-2.5 text-base font-semibold text-red-800 hover:bg-red-50"
              onClick={close}
            >
              <IconSvg icon={Siren} size={18} /> {emergency.label}
            </a>
          </li>
          <li>
            <a href={hrefs.home} className={linkClass} onClick={close}>
              {words.home}
            </a>
          </li>
          {menus.map((menu) => (
            <li key={menu.id}>
              <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wider text-slate-600">{menu.label}</p>
              <ul className="grid gap-0.5">
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className={linkClass} onClick={close}>
                      {item.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={menu.viewAll.href} className={`${linkBox} font-semibold text-amber-800`} onClick={close}>
                    {menu.viewAll.label}
                  </a>
                </li>
                {menu.extra && (
                  <li>
                    <a href={menu.extra.href} className={`${linkClass} font-semibold`} onClick={close}>
                      {menu.extra.label}
                    </a>
                  </li>
                )}
              </ul>
            </li>
          ))}
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={`${linkClass} font-medium`} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-3">
          <a
            href={phone.href}
            className="flex items-center justify-center gap-2 rounded-lg border-2 border-slate-900 px-4 py-3 font-semibold text-slate-900"
            onClick={close}
          >
            <IconSvg icon={Phone} size={18} /> {words.call}
          </a>
          <a
            href={hrefs.quote}
            className="rounded-lg bg-amber-500 px-4 py-3 text-center font-semibold text-slate-950 hover:bg-amber-400"
            onClick={close}
          >
            {words.getQuote}
          </a>
          <a
            href={switcher.href}
            hrefLang={switcher.lang}
            lang={switcher.lang}
            aria-label={switcher.title}
            className="flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold text-slate-800 underline underline-offset-4 hover:bg-amber-50"
          >
            <IconSvg icon={Languages} size={18} /> {switcher.label}
          </a>
        </div>
      </nav>
    </details>
  );
}
