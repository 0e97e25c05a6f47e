/**
 * The project form's page (/admin/projects/new and /admin/projects/<id>) as the project handlers render it (src/admin/projects.tsx,
 * src/admin/project-save.tsx): the form's choices, its values empty, from a stored project or sent back, and the page.
 */
import type { Context } from 'hono';
import { business, BUSINESS_TIME_ZONE } from '../../content/business';
import { cities, HOME_TOWN_SLUG, services } from '../../content/index';
import type { AppEnv } from '../../env';
import type { Project } from '../store';
import { serviceName, townName, variantPath } from '../present';
import { dayIn } from '../../lib/zoned-time';
import type { ProjectFormProps, ProjectFormValues, StoredPhoto } from './islands/project-form';
import { renderAdmin } from '../../admin/layout';
import { AdminProjectFormPage } from './pages';

type AdminContext = Context<AppEnv>;

/** The form's choices: the 15 services, and Beaumont with the 15 service areas. */
const serviceChoices = () => services.map((s) => ({ value: s.slug, label: s.name }));
const townChoices = () => [{ value: HOME_TOWN_SLUG, label: business.homeCity }, ...cities.map((c) => ({ value: c.slug, label: c.name }))];

/** The thumbnail URL of a stored photo for the admin pages (drafts too): its smallest JPEG. */
export const adminThumb = (photo: { name: string; widths: number[] }) => `/admin${variantPath(photo.name, photo.widths[0] ?? 480, 'jpg')}`;

/** The suggested alt text of a project's photos: "Stamped Concrete in Nederland". */
export const altSuggestion = (service: string, town: string) => `${serviceName(service, 'en')} in ${townName(town, 'en')}`;

/**
 * This month in Beaumont ("YYYY-MM", America/Chicago), the new project form's default month (issue 31 §4): the month of
 * today's date in the business time zone (`dayIn`, src/lib/zoned-time.ts).
 */
export const monthInBeaumont = (now: Date): string => dayIn(BUSINESS_TIME_ZONE, now).slice(0, 7);

/** The new project form's values: empty, the month this month. */
export const emptyValues = (now: Date): ProjectFormValues => ({
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

/** A stored project's values for the form. */
export const valuesOf = (project: Project): ProjectFormValues => ({
  service: project.service,
  town: project.town,
  month: project.month,
  description: project.description,
  description_es: project.description_es ?? '',
  customer_name: project.customer_name ?? '',
  customer_quote: project.customer_quote ?? '',
  consent: project.consent,
  featured: project.featured,
  cover_photo_id: project.cover_photo_id === null ? '' : String(project.cover_photo_id),
});

export const storedPhotos = (project: Project | null): StoredPhoto[] =>
  (project?.photos ?? []).map((p) => ({ id: p.id, thumb: adminThumb(p), alt: p.alt, altEs: p.alt_es ?? '', phase: p.phase ?? '' }));

/** Renders the project form page. */
export function formPage(
  c: AdminContext,
  project: Project | null,
  values: ProjectFormValues,
  errors: Record<string, string>,
  photos: StoredPhoto[],
  status: 200 | 422 = 200,
) {
  const form: ProjectFormProps = {
    action: project ? `/admin/projects/${project.id}` : '/admin/projects',
    services: serviceChoices(),
    towns: townChoices(),
    maxMonth: new Date().toISOString().slice(0, 7),
    values,
    photos,
    errors,
    published: project?.status === 'published',
  };
  const heading = project ? `Edit project #${project.id}` : 'Post a finished project';
  return renderAdmin(
    c,
    { title: heading, current: project ? '/admin/projects' : '/admin/projects/new', status },
    <AdminProjectFormPage heading={heading} form={form} />,
  );
}
