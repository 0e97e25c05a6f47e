import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Locale } from '../i18n';
import { type ShownProject, showProject } from './present';
import { type ProjectFilter, publishedProjects } from './store';
import { logFailure } from '../lib/log';

/** The published projects a page shows, and whether D1 answered (a page rendered without them must not be cached). */
export interface PageProjects {
  projects: ShownProject[];
  ok: boolean;
}

/**
 * The published projects matching `filter`, as an edition shows them. When D1
 * cannot be read the page still renders, without its project sections, and the
 * failure is logged; `ok` is then false, so the caller answers `no-store`.
 * @param c the request's context (`DB`)
 */
export async function pageProjects(c: Context<AppEnv>, locale: Locale, filter: ProjectFilter): Promise<PageProjects> {
  try {
    const projects = await publishedProjects(c.env.DB, filter);
    return { projects: projects.map((project) => showProject(project, locale)), ok: true };
  } catch (error) {
    logFailure('projects_unreadable', error);
    return { projects: [], ok: false };
  }
}
