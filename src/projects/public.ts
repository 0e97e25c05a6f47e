import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Locale } from '../i18n';
import { type ShownJob, showJob } from './present';
import { type JobFilter, publishedJobs } from './store';
import { logFailure } from '../lib/log';

/** The published jobs a page shows, and whether D1 answered (a page rendered without them must not be cached). */
export interface PageJobs {
  jobs: ShownJob[];
  ok: boolean;
}

/**
 * The published jobs matching `filter`, as an edition shows them. When D1
 * cannot be read the page still renders, without its job sections, and the
 * failure is logged; `ok` is then false, so the caller answers `no-store`.
 * @param c the request's context (`DB`)
 */
export async function pageJobs(c: Context<AppEnv>, locale: Locale, filter: JobFilter): Promise<PageJobs> {
  try {
    const jobs = await publishedJobs(c.env.DB, filter);
    return { jobs: jobs.map((job) => showJob(job, locale)), ok: true };
  } catch (error) {
    logFailure('jobs_unreadable', error);
    return { jobs: [], ok: false };
  }
}
