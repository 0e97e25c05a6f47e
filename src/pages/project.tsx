import { BookButton } from '../components/book-button';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Container } from '../components/container';
import { ProjectPicture } from '../components/project-picture';
import { useLocale } from '../components/locale-context';
import { projectWords } from '../content/projects';
import { estimateHref } from '../content/ui';
import type { ShownProject, ShownPhoto } from '../projects/present';
import { LANGUAGE_TAG } from '../i18n';

/**
 * How tall a photo may show: the small viewport less the sticky header (96 px from 1024 px, 64 px below) and a
 * margin, so no photo is taller than the screen (a portrait photo shows narrower, centred on the figure's background).
 */
const MAX_HEIGHT_CLASS = 'max-h-[calc(100svh-7rem)]';
const MAX_HEIGHT = '(100vh - 112px)';

/**
 * The `sizes` of a photo in the page's column (max-w-5xl, 1024 px), or one of a before/after pair (half of it from
 * 640 px): the column's width, or less when the height limit makes the photo narrower (its width is the limit times
 * its aspect ratio), so the browser never fetches a wider file than it draws.
 */
export function photoSizes(photo: Pick<ShownPhoto, 'width' | 'height'>, half: boolean): string {
  const ratio = (photo.width / photo.height).toFixed(3);
  const fitted = (slot: string) => `min(${slot}, calc(${MAX_HEIGHT} * ${ratio}))`;
  return half
    ? `(min-width: 1088px) ${fitted('512px')}, (min-width: 640px) ${fitted('calc(50vw - 24px)')}, ${fitted('calc(100vw - 32px)')}`
    : `(min-width: 1088px) ${fitted('1024px')}, ${fitted('calc(100vw - 32px)')}`;
}

/**
 * One photo as a figure, with its before/after marker as the caption's first word; never taller than the viewport.
 * Its box is known before the file loads, whatever the load order (CLS 0, issue 37): the column's full width and the
 * height that width gives at the photo's aspect ratio (the `aspect-ratio` the browser takes from `width`/`height`),
 * capped at the viewport's height; a photo narrower than that box (a portrait one) is drawn whole inside it,
 * centred on the figure's background (`object-contain`), instead of the box itself shrinking once the file is in.
 */
function Photo({ photo, half, priority, caption }: { photo: ShownPhoto; half: boolean; priority: boolean; caption?: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
      <ProjectPicture
        photo={photo}
        sizes={photoSizes(photo, half)}
        priority={priority}
        className={`block h-auto w-full object-contain ${MAX_HEIGHT_CLASS}`}
      />
      {caption && <figcaption className="px-4 py-2 text-sm font-semibold text-slate-800">{caption}</figcaption>}
    </figure>
  );
}

/**
 * Groups a project's photos for display: a "before" photo followed by an "after"
 * photo is a pair shown side by side; every other photo stands alone.
 */
function groups(photos: readonly ShownPhoto[]): ShownPhoto[][] {
  const out: ShownPhoto[][] = [];
  let pending: ShownPhoto | undefined;
  for (const photo of photos) {
    if (pending && photo.phase === 'after') {
      out.push([pending, photo]);
      pending = undefined;
      continue;
    }
    if (pending) out.push([pending]);
    pending = photo.phase === 'before' ? photo : undefined;
    if (!pending) out.push([photo]);
  }
  if (pending) out.push([pending]);
  return out;
}

/**
 * One finished project (`/projects/<slug>`): its title as the h1, the call and
 * estimate actions, the photos (before/after pairs side by side, the first
 * photo eager with high fetch priority), the description, the customer's words
 * when they consented, links to the service and the town, and the closing call to action.
 */
export function ProjectPage({ project }: { project: ShownProject }) {
  const { locale, t, href } = useLocale();
  const words = projectWords[locale];
  const marker = (photo: ShownPhoto) => (photo.phase === 'before' ? words.before : photo.phase === 'after' ? words.after : undefined);
  let first = true;
  const priorityOnce = () => {
    const was = first;
    first = false;
    return was;
  };
  return (
    <>
      <article aria-labelledby="project-heading" className="py-10 sm:py-14">
        <Container className="max-w-5xl">
          <h1 id="project-heading" className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
            {project.title}
          </h1>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <BookButton />
            <ButtonLink href={href(estimateHref)} variant="outline">
              {t.buttons.getFreeEstimate}
            </ButtonLink>
            <CallButton variant="outline" />
          </div>
          <div className="mt-8 space-y-6">
            {groups(project.photos).map((group) => {
              const key = group.map((photo) => photo.src(0, 'jpg')).join();
              return group.length === 2 ? (
                <div key={key} className="grid gap-4 sm:grid-cols-2">
                  {group.map((photo) => (
                    <Photo key={photo.src(0, 'jpg')} photo={photo} half priority={priorityOnce()} caption={marker(photo)} />
                  ))}
                </div>
              ) : (
                group.map((photo) => <Photo key={key} photo={photo} half={false} priority={priorityOnce()} caption={marker(photo)} />)
              );
            })}
          </div>
          <div className="mt-8 max-w-3xl text-lg leading-relaxed text-slate-800">
            {project.descriptionLang !== locale && words.englishOnly && (
              <p className="text-sm font-semibold text-slate-600">{words.englishOnly}</p>
            )}
            <p
              lang={project.descriptionLang !== locale ? LANGUAGE_TAG[project.descriptionLang] : undefined}
              className="whitespace-pre-line"
            >
              {project.description}
            </p>
          </div>
          {project.quote && (
            <figure className="mt-10 max-w-3xl rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 className="text-xl font-bold">{words.customerSays}</h2>
              <blockquote className="mt-3 text-lg leading-relaxed text-slate-800">
                <p>{project.quote.text}</p>
              </blockquote>
              <figcaption className="mt-3 font-semibold text-slate-900">
                {project.quote.name}, {project.townName}
              </figcaption>
            </figure>
          )}
          <nav aria-labelledby="project-more" className="mt-10">
            <h2 id="project-more" className="text-xl font-bold">
              {words.more}
            </h2>
            <ul className="mt-3 space-y-1">
              {[
                [project.servicePath, words.serviceLink(project.serviceName)],
                [project.townPath, words.townLink(project.townName)],
                [href('/projects'), words.seeAll],
              ].map(([link, label]) => (
                <li key={link}>
                  <a href={link} className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline underline-offset-4">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </article>
      <CallToAction heading={words.ctaHeading} text={words.ctaText} ctaLabel={t.buttons.getFreeEstimate} />
    </>
  );
}
