import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { DocumentHead } from '../components/document-shell';
import { business } from '../content/business';
import type { AppEnv } from '../env';
import assets from '../generated/assets.json';
import { renderDocument } from '../lib/renderer';
import { THEME_COLOR } from './app-shell';
import { Camera, CalendarDays, ChartColumn, Inbox, Menu } from 'lucide';
import { IconSvg } from '../ui/icon-svg';

/**
 * The bottom bar's destinations (issue 37 §7): the four daily tools and More (the projects, notifications).
 * `also`: the other pages that mark the destination as where you are.
 */
const NAV = [
  { href: '/admin/leads', label: 'Leads', icon: Inbox, also: [] },
  { href: '/admin/calendar', label: 'Calendar', icon: CalendarDays, also: [] },
  { href: '/admin/projects/new', label: 'Post a project', icon: Camera, also: [] },
  { href: '/admin/insights', label: 'Insights', icon: ChartColumn, also: ['/admin/money'] },
  { href: '/admin/more', label: 'More', icon: Menu, also: ['/admin/projects', '/admin/notifications'] },
] as const;

/** The pages More lists, with a line each. */
export const MORE_LINKS = [
  {
    href: '/admin/money',
    label: 'Money',
    note: 'Outstanding invoices, money collected this month and year, what is expected, the payments CSV.',
  },
  { href: '/admin/projects', label: 'Projects', note: 'The projects posted to the gallery, and those waiting for signal.' },
  { href: '/admin/notifications', label: 'Notifications', note: 'Turn on alerts on this phone for new leads and bookings.' },
  { href: '/admin/leads.csv', label: 'Download the leads (CSV)', note: 'Every lead with its status and amounts, for a spreadsheet.' },
] as const;

/**
 * The contractor's layout, built as a phone app (issue 37 §7): a one-line
 * top bar (the business name and Sign out), the page, and a bottom
 * navigation bar of five destinations, each a 56 px target with an icon and
 * its name, the current one marked `aria-current` (page, or "true" on More
 * for the pages it lists), fixed to the bottom above the phone's home
 * indicator (`env(safe-area-inset-bottom)`). No public header, call bar,
 * marketing footer or structured data: these pages are tools, never
 * indexed, never cached.
 * @param current the path of the page
 */
export function AdminLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-3"
      >
        Skip to content
      </a>
      <header className="surface-dark bg-slate-900 text-white">
        <div className="mx-auto flex h-12 max-w-5xl items-center gap-3 px-4">
          <p className="mr-auto min-w-0 font-bold leading-tight">{business.name}</p>
          {/* Sign out: clears this phone's offline copies and the Access cookie (client/admin/app.ts, src/admin/app-shell.ts). */}
          <form method="post" action="/admin/sign-out" data-sign-out className="shrink-0">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10"
            >
              Sign out
            </button>
          </form>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-5xl px-4 py-6 pb-[calc(6rem+env(safe-area-inset-bottom))]">
        {children}
      </main>
      <nav
        aria-label="Admin"
        className="surface-dark fixed inset-x-0 bottom-0 z-40 border-t border-white/20 bg-slate-900 pb-[env(safe-area-inset-bottom)] text-white"
      >
        <ul className="mx-auto grid h-14 max-w-5xl grid-cols-5">
          {NAV.map((link) => {
            const here = link.href === current ? 'page' : (link.also as readonly string[]).includes(current) ? 'true' : undefined;
            return (
              <li key={link.href} className="min-w-0">
                <a
                  href={link.href}
                  aria-current={here}
                  className="flex h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold text-slate-200 hover:bg-white/10 [&[aria-current]]:bg-amber-500 [&[aria-current]]:text-slate-950"
                >
                  <IconSvg icon={link.icon} size={22} aria-hidden="true" focusable="false" />
                  <span className="line-clamp-2 max-w-full text-center leading-none">{link.label}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/**
 * Answers an admin page: the admin layout, `noindex`, streamed head first.
 * The admin middleware (src/admin/routes.tsx) adds `Cache-Control: no-store`
 * and `X-Robots-Tag: noindex`.
 * @param c the request's context
 * @param title the document title (the business name is appended)
 * @param current the page's path, for the navigation
 * @param status 200 unless given (422 for a form sent back, 503 when D1 cannot be read)
 */
export async function renderAdmin(
  c: Context<AppEnv>,
  { title, current, status = 200 }: { title: string; current: string; status?: ContentfulStatusCode },
  page: ReactNode,
): Promise<Response> {
  const stream = await renderDocument(
    {
      lang: 'en-US',
      head: (
        <DocumentHead>
          <title>{`${title} | ${business.name}`}</title>
          <meta name="robots" content="noindex" />
          <script type="module" src={assets.script} />
          {/* The installable admin (issue 31 §1): credentials, so Access lets the manifest through. */}
          <link rel="manifest" href="/admin/manifest.webmanifest" crossOrigin="use-credentials" />
          <meta name="theme-color" content={THEME_COLOR} />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <script type="module" src={assets.admin.script} />
        </DocumentHead>
      ),
      body: <AdminLayout current={current}>{page}</AdminLayout>,
    },
    { onError: (error) => console.error('Render error:', error) },
  );
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8' });
}
