import { type Context, Hono } from 'hono';
import { business } from '../content/business';
import { pageNamesOf } from '../content/navigation';
import { projectPageTitle, projectWords } from '../content/projects';
import type { AppEnv } from '../env';
import { type Locale, localizedPath } from '../i18n';
import { projectIdOfSlug, serviceName, showProject, townName } from '../projects/present';
import { findProject, publishedPage } from '../projects/store';
import { cities, services, HOME_TOWN_SLUG } from '../content/index';
import { cachedPage, type PageKey, pageCache } from '../page-cache';
import { ProjectPage } from '../pages/project';
import { type FilterLink, type Paging, ProjectsPage } from '../pages/projects';
import { renderPage } from '../render';
import type { Crumb } from '../seo/breadcrumbs';
import { projectLd } from '../seo/project-ld';
import { logFailure } from '../lib/log';

/** Projects on one page of the gallery. */
export const GALLERY_PAGE_SIZE = 24;
/** A page number as written in `?page=`: 2 to 9999, no leading zero (page 1 is the bare gallery), so cache keys stay few. */
const PAGE_NUMBER = /^(?:[2-9]|[1-9][0-9]{1,3})$/;

/** A gallery request: at most one known service or town, and a page number (1 when not given). */
interface GalleryQuery {
  service?: string;
  town?: string;
  page: number;
}

/**
 * The projects of one edition: the gallery `/projects` (filtered by
 * `?service=<slug>` or `?town=<slug>` and paged by `?page=<n>` at 24 projects,
 * all through plain links) and one page per published project,
 * `/projects/<slug>` (slug: service, town, month and id). A draft, an
 * unknown id, a filter that names no service or town, or a page past the last
 * gets the 404 page; a slug that is not the project's own (its service or town
 * changed) gets a 301 to it. A project page is looked up before its cache
 * key is set, so an invented slug shares the one 404 entry and never gets its
 * own. Pages are cached under the content version (src/lib/content-version.ts), so
 * a project published or changed shows within a minute.
 */
export const projectRoutes = (locale: Locale) => {
  const words = () => projectWords[locale];
  const galleryPath = localizedPath(locale, '/projects');
  const home = (): Crumb => ({ name: pageNamesOf(locale)['/'] ?? business.name, path: localizedPath(locale, '/') });
  const galleryTrail = (): Crumb[] => [home(), { name: words().crumb, path: galleryPath }];

  /** The query of a gallery request: at most one known service or town and a valid page number, or 'bad' for anything else. */
  const queryOf = (c: Context<AppEnv>): GalleryQuery | 'bad' => {
    const entries = [...new URL(c.req.url).searchParams];
    const query: GalleryQuery = { page: 1 };
    const seen = new Set<string>();
    for (const [key, value] of entries) {
      if (seen.has(key)) return 'bad';
      seen.add(key);
      if (key === 'page' && PAGE_NUMBER.test(value)) query.page = Number(value);
      else if (key === 'service' && services.some((s) => s.slug === value)) query.service = value;
      else if (key === 'town' && (value === HOME_TOWN_SLUG || cities.some((t) => t.slug === value))) query.town = value;
      else return 'bad';
    }
    return query.service && query.town ? 'bad' : query;
  };

  /** The gallery URL of a filter and page, its query in one order (filter, then page): the page's canonical path. */
  const galleryUrl = (query: GalleryQuery) => {
    const params = new URLSearchParams();
    if (query.service) params.set('service', query.service);
    if (query.town) params.set('town', query.town);
    if (query.page > 1) params.set('page', String(query.page));
    const search = params.toString();
    return search ? `${galleryPath}?${search}` : galleryPath;
  };

  /** The gallery's cache key: the path with its filter and page (both checked, so the keys are few). */
  const galleryKey = (c: Context<AppEnv>): PageKey | undefined => {
    const query = queryOf(c);
    if (query === 'bad') return undefined;
    const search = galleryUrl(query).slice(galleryPath.length + 1);
    return { path: search ? `${galleryPath}/filter/${search}` : galleryPath };
  };

  /** The project page of a slug, cached under its own key once the project is known to be published (else the 404 page). */
  const projectPage = async (c: Context<AppEnv>): Promise<Response> => {
    const slug = c.req.param('slug') ?? '';
    const id = projectIdOfSlug(slug);
    let project: Awaited<ReturnType<typeof findProject>>;
    try {
      project = id ? await findProject(c.env.DB, id) : null;
    } catch (error) {
      logFailure('projects_unreadable', error);
      return c.text(words().unavailable, 503, { 'Retry-After': '60' });
    }
    if (project?.status !== 'published') return c.notFound();
    const shown = showProject(project, locale);
    if (shown.path !== localizedPath(locale, `/projects/${slug}`)) return c.redirect(shown.path, 301);
    const trail = [...galleryTrail(), { name: shown.title, path: shown.path }];
    return cachedPage(c, { path: shown.path }, () =>
      renderPage(c, <ProjectPage project={shown} />, {
        title: projectPageTitle(shown.title),
        description: words().metaDescription(shown.serviceName, shown.townName, shown.monthLabel),
        keywords: [],
        path: shown.path,
        breadcrumbs: trail,
        jsonLd: [projectLd(c.env.SITE_URL, shown, locale)],
      }),
    );
  };

  return new Hono<AppEnv>()
    .get('/projects', pageCache(galleryKey), async (c) => {
      const query = queryOf(c);
      if (query === 'bad') return c.notFound();
      let page: Awaited<ReturnType<typeof publishedPage>> = { projects: [], counts: [] };
      let ok = true;
      try {
        page = await publishedPage(c.env.DB, {
          service: query.service,
          town: query.town,
          limit: GALLERY_PAGE_SIZE,
          offset: (query.page - 1) * GALLERY_PAGE_SIZE,
        });
      } catch (error) {
        logFailure('projects_unreadable', error);
        ok = false;
      }
      // No published project yet: the gallery does not exist (never an empty page; nothing links to it then).
      if (ok && page.counts.length === 0) return c.notFound();
      const matching = page.counts
        .filter((n) => (!query.service || n.service === query.service) && (!query.town || n.town === query.town))
        .reduce((sum, n) => sum + n.n, 0);
      const pages = Math.max(1, Math.ceil(matching / GALLERY_PAGE_SIZE));
      if (ok && query.page > pages) return c.notFound();
      const link = (filter: Omit<GalleryQuery, 'page'>, label: string, current: boolean): FilterLink => ({
        label,
        href: galleryUrl({ ...filter, page: 1 }),
        current,
      });
      // Only services and towns with a project get a link: a filter never leads to an empty gallery.
      const usedServices = services.filter((s) => page.counts.some((n) => n.service === s.slug));
      const usedTowns = [HOME_TOWN_SLUG, ...cities.map((t) => t.slug)].filter((town) => page.counts.some((n) => n.town === town));
      const paging: Paging = {
        page: query.page,
        pages,
        prev: query.page > 1 ? galleryUrl({ ...query, page: query.page - 1 }) : undefined,
        next: query.page < pages ? galleryUrl({ ...query, page: query.page + 1 }) : undefined,
      };
      return renderPage(
        c,
        <ProjectsPage
          projects={page.projects.map((project) => showProject(project, locale))}
          all={link({}, words().filterAll, !query.service && !query.town)}
          byService={usedServices.map((s) => link({ service: s.slug }, serviceName(s.slug, locale), query.service === s.slug))}
          byTown={usedTowns.map((town) => link({ town }, townName(town, locale), query.town === town))}
          paging={paging}
        />,
        {
          title: query.page > 1 ? `${words().pageOf(query.page, pages)} | ${words().galleryTitle}` : words().galleryTitle,
          description: words().galleryDescription,
          keywords: [],
          // Page 1 of any filter is the gallery itself; a later page is its own canonical URL.
          path: query.page > 1 ? galleryUrl(query) : galleryPath,
          breadcrumbs: galleryTrail(),
          prev: paging.prev,
          next: paging.next,
        },
        200,
        { cache: ok },
      );
    })
    .get('/projects/:slug{[a-z0-9-]+-[0-9]{1,9}}', projectPage);
};
