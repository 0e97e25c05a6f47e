/**
 * A stored project as the public pages show it, in one edition: its title, paths,
 * words and photos with their variant URLs. Every page that lists projects (the
 * gallery, a project page, the recent work of home, a town and a service)
 * reads them through here, so a project reads the same everywhere.
 */
import { business } from '../content/business';
import { cityPath, findCity, findService, servicePath, HOME_TOWN_SLUG } from '../content/index';
import { monthLabel, projectWords } from '../content/projects';
import { type Locale, localizedPath } from '../i18n';
import { VARIANT_FORMATS, type VariantExt } from '../photos/variants';
import type { Project, ProjectPhoto } from './store';

/** One photo as a page shows it. */
export interface ShownPhoto {
  /** URL path of a variant: `src(width, ext)`. */
  src: (width: number, ext: VariantExt) => string;
  widths: number[];
  /** Displayed size of the largest variant, px (the `width`/`height` attributes: no layout shift). */
  width: number;
  height: number;
  alt: string;
  phase: 'before' | 'after' | null;
}

/** One project as a page shows it. */
export interface ShownProject {
  id: number;
  slug: string;
  /** The project page's path in the edition. */
  path: string;
  /** "Stamped Concrete in Nederland, TX (May 2026)". */
  title: string;
  /** The service's and the town's slugs. */
  service: string;
  town: string;
  serviceName: string;
  servicePath: string;
  townName: string;
  /** The town's page in the edition (the service areas page for the home city, which has none). */
  townPath: string;
  month: string;
  monthLabel: string;
  description: string;
  /** The language of `description`: a Spanish page shows the English one when the project has no Spanish text. */
  descriptionLang: Locale;
  /** The customer's words, only when they consented. */
  quote: { name: string; text: string } | null;
  /** The photos, before ones first, then the rest in the contractor's order (a project page's order). */
  photos: ShownPhoto[];
  /** The photo cards and the home hero show (`coverOf`). */
  cover: ShownPhoto | undefined;
  /** The contractor marked it for home's first screen. */
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

/** The URL path prefix of served variants (src/routes/media.ts). */
const MEDIA_PREFIX = '/media';

/** The URL path of one variant of a photo. */
export const variantPath = (name: string, width: number, ext: VariantExt) => `${MEDIA_PREFIX}/${name}/${width}.${ext}`;

/** A project's slug: "stamped-concrete-nederland-2026-05-12" (service, town, month, id). */
export const projectSlug = (project: Pick<Project, 'id' | 'service' | 'town' | 'month'>) =>
  `${project.service}-${project.town}-${project.month}-${project.id}`;

export { projectIdOfSlug } from '../content/projects';

/** A town's name in an edition ("Beaumont" for the home city). */
export const townName = (town: string, locale: Locale) =>
  town === HOME_TOWN_SLUG ? business.homeCity : (findCity(town, locale)?.name ?? town);

/** A town's page in an edition: its city page, or the service areas page for the home city. */
export const townPath = (town: string, locale: Locale) =>
  localizedPath(locale, town === HOME_TOWN_SLUG ? '/service-areas' : cityPath({ slug: town }));

/** A service's name in an edition. */
export const serviceName = (service: string, locale: Locale) => findService(service, locale)?.name ?? service;

/**
 * A project's cover: the photo the contractor chose (`cover_photo_id`), else the
 * first "after" photo, else the first; undefined for a project without photos.
 */
export function coverOf(project: Pick<Project, 'photos' | 'cover_photo_id'>): ProjectPhoto | undefined {
  return (
    project.photos.find((p) => p.id === project.cover_photo_id) ?? project.photos.find((p) => p.phase === 'after') ?? project.photos[0]
  );
}

/** Photos in display order: "before" ones first, then the others, each group in the contractor's order (a stable sort). */
export const displayOrder = (photos: readonly ProjectPhoto[]): ProjectPhoto[] =>
  [...photos].sort((a, b) => Number(a.phase !== 'before') - Number(b.phase !== 'before'));

/**
 * A photo as shown: alt text in the edition. English: the contractor's. Spanish: the contractor's Spanish alt
 * text, else one written from the service, the town and the before/after marker (`projectWords.es.alt`).
 */
function shownPhoto(photo: ProjectPhoto, locale: Locale, service: string, town: string): ShownPhoto {
  return {
    src: (width, ext) => variantPath(photo.name, width, ext),
    widths: photo.widths,
    width: photo.width,
    height: photo.height,
    alt: locale === 'es' ? (photo.alt_es ?? projectWords.es.alt(service, town, photo.phase)) : photo.alt,
    phase: photo.phase,
  };
}

/**
 * A stored project as shown in an edition.
 * Spanish reads the Spanish summaries (bundled; src/content/index.ts).
 */
export function showProject(project: Project, locale: Locale): ShownProject {
  const words = projectWords[locale];
  const service = serviceName(project.service, locale);
  const town = townName(project.town, locale);
  const month = monthLabel(project.month, locale);
  const slug = projectSlug(project);
  const title = words.title(service, town, month);
  const spanish = locale === 'es' && project.description_es;
  const show = (photo: ProjectPhoto) => shownPhoto(photo, locale, service, town);
  const cover = coverOf(project);
  return {
    id: project.id,
    slug,
    path: localizedPath(locale, `/projects/${slug}`),
    title,
    service: project.service,
    town: project.town,
    serviceName: service,
    servicePath: localizedPath(locale, servicePath({ slug: project.service })),
    townName: town,
    townPath: townPath(project.town, locale),
    month: project.month,
    monthLabel: month,
    description: spanish ? (project.description_es ?? project.description) : project.description,
    descriptionLang: spanish ? 'es' : 'en',
    quote:
      project.consent && project.customer_name && project.customer_quote
        ? { name: project.customer_name, text: project.customer_quote }
        : null,
    photos: displayOrder(project.photos).map(show),
    cover: cover && show(cover),
    featured: project.featured,
    publishedAt: project.published_at,
    updatedAt: project.updated_at,
  };
}

/** The `srcset` of one format of a photo: "/media/…/480.avif 480w, /media/…/960.avif 960w". */
export const srcSet = (photo: ShownPhoto, ext: VariantExt) => photo.widths.map((w) => `${photo.src(w, ext)} ${w}w`).join(', ');

/** The variant formats in `<source>` order (AVIF, WebP; JPEG is the `<img>`). */
export const SOURCE_FORMATS = VARIANT_FORMATS.filter((f) => f.ext !== 'jpg');
