import { CallToAction } from '../components/call-to-action';
import { Container } from '../components/container';
import { useLocale } from '../components/locale-context';
import { BookButton } from '../components/book-button';
import { PageHero } from '../components/page-hero';
import { ProjectGrid } from '../components/recent-work';
import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { cn } from '../lib/cn';

/** A filter link of the gallery: its label, its URL (with the query) and whether it is the current choice. */
export interface FilterLink {
  label: string;
  href: string;
  current: boolean;
}

/** A row of filter links (plain links: the gallery filters without JavaScript), the current one marked `aria-current`. */
function FilterRow({ label, links }: { label: string; links: readonly FilterLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="mt-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1',
                link.current ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-900 ring-slate-300 hover:bg-slate-100',
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a gallery page stands: its number (from 1), how many pages there are, and the URLs of its neighbours. */
export interface Paging {
  page: number;
  pages: number;
  prev?: string;
  next?: string;
}

/** The paging links under the grid (plain links, `rel="prev"`/`rel="next"`), shown when there is more than one page. */
function PagingNav({ paging }: { paging: Paging }) {
  const { locale } = useLocale();
  const words = projectWords[locale];
  if (paging.pages < 2) return null;
  const link =
    'inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100';
  return (
    <nav aria-label={words.pages} className="mt-10 flex flex-wrap items-center gap-4">
      {paging.prev && (
        <a href={paging.prev} rel="prev" className={link}>
          {words.newerPage}
        </a>
      )}
      <p className="text-slate-700">{words.pageOf(paging.page, paging.pages)}</p>
      {paging.next && (
        <a href={paging.next} rel="next" className={link}>
          {words.olderPage}
        </a>
      )}
    </nav>
  );
}

/**
 * The projects gallery (`/projects`): one page of published projects, newest
 * first, filter links by service and by town (only those with projects) folded in a
 * `<details>` whose summary names the current filter (so the first photo is on a
 * phone's first screen, issue 37), and paging links, all plain links.
 * @param all the "all" link; `byService`, `byTown` one row each
 * @param paging this page's number and its neighbours
 */
export function ProjectsPage({
  projects,
  all,
  byService,
  byTown,
  paging,
}: {
  projects: readonly ShownProject[];
  all: FilterLink;
  byService: readonly FilterLink[];
  byTown: readonly FilterLink[];
  paging: Paging;
}) {
  const { locale } = useLocale();
  const words = projectWords[locale];
  const current = [all, ...byService, ...byTown].find((link) => link.current)?.label ?? all.label;
  return (
    <>
      <PageHero heading={words.galleryHeading} text={words.galleryIntro} actions={<BookButton size="lg" />} compact />
      <section aria-labelledby="gallery-heading" className="py-6 sm:py-16">
        <Container>
          <h2 id="gallery-heading" className="sr-only">
            {words.galleryHeading}
          </h2>
          <nav aria-label={words.filter} className="mb-6">
            <details className="group rounded-lg ring-1 ring-slate-300">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 font-semibold text-slate-900">
                <span>
                  {words.filter}: <span className="font-normal text-slate-700">{current}</span>
                </span>
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <div className="px-4 pb-4">
                <FilterRow label={words.filterAll} links={[all]} />
                <FilterRow label={words.filterByService} links={byService} />
                <FilterRow label={words.filterByTown} links={byTown} />
              </div>
            </details>
          </nav>
          {projects.length > 0 ? (
            <ProjectGrid projects={projects} firstIsLargestPaint />
          ) : (
            <p className="text-lg text-slate-700">{words.noneFound}</p>
          )}
          <PagingNav paging={paging} />
        </Container>
      </section>
      <CallToAction heading={words.ctaHeading} text={words.ctaText} />
    </>
  );
}
