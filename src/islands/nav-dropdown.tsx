import { ChevronDown } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { useEffect, useRef } from 'react';
import type { NavMenu } from '../content/navigation';

/**
 * A header dropdown: a native
 * `<details name="header-menu">` disclosure, so it opens and closes without
 * JavaScript (Enter or Space on the summary) and opening one closes the
 * other. Hydration adds: Escape closes it and returns focus to the summary,
 * a click outside closes it, and focus leaving it (Tab past its last link)
 * closes it, so it never stays open over the page.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) details.open = false;
    };
    details.addEventListener('focusout', onFocusOut);
    details.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={ref} name="header-menu" className="group relative" data-menu={menu.id}>
      <summary className="flex cursor-pointer whitespace-nowrap list-none items-center gap-1 rounded-md px-2 py-2 font-medium text-slate-700 hover:text-amber-800 [&::-webkit-details-marker]:hidden">
        {menu.label}
        <IconSvg icon={ChevronDown} size={16} className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute left-0 top-full z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <ul className="grid gap-0.5">
          {menu.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-amber-50 hover:text-amber-900 focus-visible:bg-amber-50"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={menu.viewAll.href}
          className="mt-1 block rounded-md border-t border-slate-100 px-3 pb-2 pt-3 text-sm font-semibold text-amber-800 hover:bg-amber-50"
        >
          {menu.viewAll.label} →
        </a>
        {menu.extra && (
          <a href={menu.extra.href} className="block rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-amber-50">
            {menu.extra.label}
          </a>
        )}
      </div>
    </details>
  );
}
