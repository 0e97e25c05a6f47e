import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactNode } from 'react';
import { DocumentHead } from '../components/document-shell';
import { business } from '../content/business';
import type { AppEnv } from '../env';
import assets from '../generated/assets.json';
import { renderDocument } from '../lib/renderer';
import { THEME_COLOR } from './app-shell';

/** The admin pages' links: big targets (48 px) for a thumb on a phone at a job site. */
const NAV = [
  { href: '/admin/jobs/new', label: 'Post a job' },
  { href: '/admin/jobs', label: 'Jobs' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/insights', label: 'Insights' },
  { href: '/admin/notifications', label: 'Notifications' },
] as const;

/**
 * The contractor's layout: a plain bar with the business name and the admin
 * links, then the page. No public header, call bar, marketing footer or
 * structured data: these pages are tools, never indexed, never cached.
 * @param current the path of the page, marked `aria-current`
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
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="mr-auto font-bold">{business.name} · Admin</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-2">
              {NAV.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === current ? 'page' : undefined}
                    className="inline-flex min-h-12 items-center rounded-lg px-4 font-semibold ring-1 ring-white/40 hover:bg-white/10 aria-[current=page]:bg-amber-500 aria-[current=page]:text-slate-950"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* Sign out: clears this phone's offline copies and the Access cookie (client/admin-app.ts, src/admin/app-shell.ts). */}
          <form method="post" action="/admin/sign-out" data-sign-out>
            <button
              type="submit"
              className="inline-flex min-h-12 items-center rounded-lg px-4 font-semibold ring-1 ring-white/40 hover:bg-white/10"
            >
              Sign out
            </button>
          </form>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-5xl px-4 py-6 pb-16">
        {children}
      </main>
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
