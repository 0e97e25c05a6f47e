/**
 * The job form's page (/admin/jobs/new and /admin/jobs/<id>) as the job handlers render it (src/admin/jobs.tsx,
 * src/admin/job-save.tsx): the form's choices, its values empty, from a stored job or sent back, and the page.
 */
import type { Context } from 'hono';
import { business, BUSINESS_TIME_ZONE } from '../content/business';
import { cities, HOME_TOWN_SLUG, services } from '../content/index';
import type { AppEnv } from '../env';
import type { Job } from '../jobs/store';
import { serviceName, townName, variantPath } from '../jobs/present';
import { dayIn } from '../lib/zoned-time';
import type { JobFormProps, JobFormValues, StoredPhoto } from './islands/job-form';
import { renderAdmin } from './layout';
import { AdminJobFormPage } from './pages/jobs';

type AdminContext = Context<AppEnv>;

/** The form's choices: the 15 services, and Beaumont with the 15 service areas. */
const serviceChoices = () => services.map((s) => ({ value: s.slug, label: s.name }));
const townChoices = () => [{ value: HOME_TOWN_SLUG, label: business.homeCity }, ...cities.map((c) => ({ value: c.slug, label: c.name }))];

/** The thumbnail URL of a stored photo for the admin pages (drafts too): its smallest JPEG. */
export const adminThumb = (photo: { name: string; widths: number[] }) => `/admin${variantPath(photo.name, photo.widths[0] ?? 480, 'jpg')}`;

/** The suggested alt text of a job's photos: "Stamped Concrete in Nederland". */
export const altSuggestion = (service: string, town: string) => `${serviceName(service, 'en')} in ${townName(town, 'en')}`;

/**
 * This month in Beaumont ("YYYY-MM", America/Chicago), the new job form's default month (issue 31 §4): the month of
 * today's date in the business time zone (`dayIn`, src/lib/zoned-time.ts).
 */
export const monthInBeaumont = (now: Date): string => dayIn(BUSINESS_TIME_ZONE, now).slice(0, 7);

/** The new job form's values: empty, the month this month. */
export const emptyValues = (now: Date): JobFormValues => ({
  service: '',
  town: '',
  month: monthInBeaumont(now),
  description: '',
  description_es: '',
  customer_name: '',
  customer_quote: '',
  consent: false,
  featured: false,
  cover_photo_id: '',
});

/** A stored job's values for the form. */
export const valuesOf = (job: Job): JobFormValues => ({
  service: job.service,
  town: job.town,
  month: job.month,
  description: job.description,
  description_es: job.description_es ?? '',
  customer_name: job.customer_name ?? '',
  customer_quote: job.customer_quote ?? '',
  consent: job.consent,
  featured: job.featured,
  cover_photo_id: job.cover_photo_id === null ? '' : String(job.cover_photo_id),
});

export const storedPhotos = (job: Job | null): StoredPhoto[] =>
  (job?.photos ?? []).map((p) => ({ id: p.id, thumb: adminThumb(p), alt: p.alt, altEs: p.alt_es ?? '', phase: p.phase ?? '' }));

/** Renders the job form page. */
export function formPage(
  c: AdminContext,
  job: Job | null,
  values: JobFormValues,
  errors: Record<string, string>,
  photos: StoredPhoto[],
  status: 200 | 422 = 200,
) {
  const form: JobFormProps = {
    action: job ? `/admin/jobs/${job.id}` : '/admin/jobs',
    services: serviceChoices(),
    towns: townChoices(),
    maxMonth: new Date().toISOString().slice(0, 7),
    values,
    photos,
    errors,
    published: job?.status === 'published',
  };
  const heading = job ? `Edit job #${job.id}` : 'Post a finished job';
  return renderAdmin(
    c,
    { title: heading, current: job ? '/admin/jobs' : '/admin/jobs/new', status },
    <AdminJobFormPage heading={heading} form={form} />,
  );
}
