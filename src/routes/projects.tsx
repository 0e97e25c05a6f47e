import { type Context, Hono } from 'hono';
import { business } from '../content/business';
import { pageNamesOf } from '../content/navigation';
import { projectWords } from '../content/projects';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { jobIdOfSlug, serviceName, showJob, townName } from '../jobs/present';
import { pageJobs } from '../jobs/public';
import { findJob } from '../jobs/store';
import { cities, services, HOME_TOWN_SLUG } from '../content/index';
import { type PageKey, pageCache } from '../page-cache';
import { ProjectPage } from '../pages/project';
import { type FilterLink, ProjectsPage } from '../pages/projects';
import { renderPage } from '../render';
import type { Crumb } from '../seo/breadcrumbs';
import { projectLd } from '../seo/project-ld';
import { logFailure } from '../lib/log';

/**
 * The projects of one edition: the gallery `/projects` (filtered by
 * `?service=<slug>` or `?town=<slug>` through plain links) and one page per
 * published job, `/projects/<slug>` (slug: service, town, month and id). A
 * draft, an unknown id or a filter that names no service or town gets the
 * 404 page; a slug that is not the job's own (its service or town changed)
 * gets a 301 to it. Pages are cached under the content version
 * (src/lib/content-version.ts), so a job published or changed shows within a minute.
 */
export const projectRoutes = (locale: Locale) => {
  const words = () => projectWords[locale];
  const galleryPath = localizedPath(locale, '/projects');
  const home = (): Crumb => ({ name: pageNamesOf(locale)['/'] ?? business.name, path: localizedPath(locale, '/') });
  const galleryTrail = (): Crumb[] => [home(), { name: words().crumb, path: galleryPath }];

  /** The filter of a gallery request: at most one known service or town, or 'bad' for anything else. */
  const filterOf = (c: Context<AppEnv>): { service?: string; town?: string } | 'bad' => {
    const entries = [...new URL(c.req.url).searchParams];
    if (entries.length === 0) return {};
    const [only] = entries;
    if (entries.length > 1 || !only) return 'bad';
    const [key, value] = only;
    if (key === 'service' && services.some((s) => s.slug === value)) return { service: value };
    if (key === 'town' && (value === HOME_TOWN_SLUG || cities.some((t) => t.slug === value))) return { town: value };
    return 'bad';
  };

  /** The gallery's cache key: the path with its one filter (the filter values are checked, so the keys are few). */
  const galleryKey = (c: Context<AppEnv>): PageKey | undefined => {
    const filter = filterOf(c);
    if (filter === 'bad') return undefined;
    const query = new URLSearchParams(filter as Record<string, string>).toString();
    return { path: query ? `${galleryPath}/filter/${query}` : galleryPath };
  };

  return new Hono<AppEnv>()
    .get('/projects', pageCache(galleryKey), async (c) => {
      const filter = filterOf(c);
      if (filter === 'bad') return c.notFound();
      const all = await pageJobs(c, locale, {});
      // No published job yet: the gallery does not exist (never an empty page; nothing links to it then).
      if (all.ok && all.jobs.length === 0) return c.notFound();
      const shown = all.jobs.filter(
        (job) => (!filter.service || job.service === filter.service) && (!filter.town || job.town === filter.town),
      );
      const link = (query: string, label: string, current: boolean): FilterLink => ({
        label,
        href: query ? `${galleryPath}?${query}` : galleryPath,
        current,
      });
      // Only services and towns with a job get a link: a filter never leads to an empty gallery.
      const usedServices = services.filter((s) => all.jobs.some((job) => job.service === s.slug));
      const usedTowns = [HOME_TOWN_SLUG, ...cities.map((t) => t.slug)].filter((town) => all.jobs.some((job) => job.town === town));
      return renderPage(
        c,
        <ProjectsPage
          jobs={shown}
          all={link('', words().filterAll, !filter.service && !filter.town)}
          byService={usedServices.map((s) => link(`service=${s.slug}`, serviceName(s.slug, locale), filter.service === s.slug))}
          byTown={usedTowns.map((town) => link(`town=${town}`, townName(town, locale), filter.town === town))}
        />,
        {
          title: words().galleryTitle,
          description: words().galleryDescription,
          keywords: [],
          path: galleryPath,
          breadcrumbs: galleryTrail(),
        },
        200,
        { cache: all.ok },
      );
    })
    .get(
      '/projects/:slug{[a-z0-9-]+-[0-9]{1,9}}',
      pageCache((c) => ({ path: localizedPath(locale, `/projects/${c.req.param('slug')}`) })),
      async (c) => {
        const id = jobIdOfSlug(c.req.param('slug'));
        let job: Awaited<ReturnType<typeof findJob>>;
        try {
          job = id ? await findJob(c.env.DB, id) : null;
        } catch (error) {
          logFailure('jobs_unreadable', error);
          return c.text(words().unavailable, 503, { 'Retry-After': '60' });
        }
        if (job?.status !== 'published') return c.notFound();
        const shown = showJob(job, locale);
        if (shown.path !== localizedPath(locale, `/projects/${c.req.param('slug')}`)) return c.redirect(shown.path, 301);
        const trail = [...galleryTrail(), { name: shown.title, path: shown.path }];
        return renderPage(c, <ProjectPage job={shown} />, {
          title: `${shown.title} | ${business.name}`,
          description: words().metaDescription(shown.serviceName, shown.townName, shown.monthLabel),
          keywords: [],
          path: shown.path,
          breadcrumbs: trail,
          jsonLd: [projectLd(c.env.SITE_URL, shown, locale)],
        });
      },
    );
};
