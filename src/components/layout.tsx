import type { ReactNode } from 'react';
import { ActionBar } from './action-bar';
import { Footer } from './footer';
import { Header } from './header';
import { useLocale } from './locale-context';

/**
 * The shared layout of every page: skip link, sticky header, main area,
 * footer, and below 1024 px the sticky action bar,
 * whose height the wrapper pads at the page bottom so it never covers the footer.
 */
export function Layout({ year, children }: { year: number; children: ReactNode }) {
  const { t } = useLocale();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-amber-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.skipLink}
      </a>
      <Header />
      <main id="main">{children}</main>
      <div className="pb-14 lg:pb-0">
        <Footer year={year} />
      </div>
      <ActionBar />
    </>
  );
}
