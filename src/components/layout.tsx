import type { ReactNode } from 'react';
import type { Crumb } from '../seo/breadcrumbs';
import { ActionBar } from './action-bar';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { useLocale } from './locale-context';

/**
 * The shared layout of every page: skip link, sticky header, main area,
 * footer, and below 1024 px the sticky action bar,
 * whose height the wrapper pads at the page bottom so it never covers the footer.
 * The main area starts with the page's visible breadcrumb trail: `breadcrumbs`,
 * the trail of the page's head (`PageMeta.breadcrumbs`, its BreadcrumbList),
 * so the route builds it once; none for a page without one (the home page).
 * `actionBar` false leaves the action bar (and its padding) out: the customer's quote page, where the homeowner reads their quote.
 */
export function Layout({
  year,
  breadcrumbs = [],
  actionBar = true,
  children,
}: {
  year: number;
  breadcrumbs?: readonly Crumb[];
  actionBar?: boolean;
  children: ReactNode;
}) {
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
      <main id="main">
        <Breadcrumbs trail={breadcrumbs} />
        {children}
      </main>
      <div className={actionBar ? 'pb-14 lg:pb-0' : undefined}>
        <Footer year={year} />
      </div>
      {actionBar && <ActionBar />}
    </>
  );
}
