import { CallToAction } from '../components/call-to-action';
import { Container } from '../components/container';
import { useLocale } from '../components/locale-context';
import { PageHero } from '../components/page-hero';
import { JobGrid } from '../components/recent-work';
import { projectWords } from '../content/projects';
import type { ShownJob } from '../jobs/present';
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

/**
 * The projects gallery (`/projects`): every published job, newest first, and
 * filter links by service and by town (only those with jobs), as plain links.
 * @param filters the "all" link, then one row by service and one by town
 */
export function ProjectsPage({
  jobs,
  all,
  byService,
  byTown,
}: {
  jobs: readonly ShownJob[];
  all: FilterLink;
  byService: readonly FilterLink[];
  byTown: readonly FilterLink[];
}) {
  const { locale } = useLocale();
  const words = projectWords[locale];
  return (
    <>
      <PageHero heading={words.galleryHeading} text={words.galleryIntro} />
      <section aria-labelledby="gallery-heading" className="py-12 sm:py-16">
        <Container>
          <h2 id="gallery-heading" className="sr-only">
            {words.galleryHeading}
          </h2>
          <nav aria-label={words.filterByService} className="mb-10">
            <FilterRow label={words.filterAll} links={[all]} />
            <FilterRow label={words.filterByService} links={byService} />
            <FilterRow label={words.filterByTown} links={byTown} />
          </nav>
          {jobs.length > 0 ? <JobGrid jobs={jobs} /> : <p className="text-lg text-slate-700">{words.noneFound}</p>}
        </Container>
      </section>
      <CallToAction heading={words.ctaHeading} text={words.ctaText} />
    </>
  );
}
