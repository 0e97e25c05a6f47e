import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { ProjectPicture } from './project-picture';
import { useLocale } from './locale-context';

/** The `sizes` of the hero's photo: the page width less its padding on a phone, half the 1152 px container from 1024 px. */
export const HERO_SIZES = '(min-width: 1024px) 524px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * Home's first-screen proof (issue 28): a project's cover, whole (`object-contain`, at most 40% of the small viewport
 * tall on a phone, so it stays above the action bar; 60% from 1024 px), eager with `fetchpriority="high"` since it
 * is the page's largest paint, with `width`/`height` so its box is reserved before it loads; the caption links to
 * the project's page.
 * @param project the newest project the contractor marked "featured", else the newest project
 */
export function HeroProject({ project }: { project: ShownProject }) {
  const { locale } = useLocale();
  const words = projectWords[locale];
  if (!project.cover) return null;
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-800 ring-1 ring-white/15">
      <ProjectPicture
        photo={project.cover}
        sizes={HERO_SIZES}
        priority
        className="h-auto max-h-[40svh] w-full object-contain lg:max-h-[60svh]"
      />
      <figcaption className="px-4 py-2 text-sm">
        <a
          href={project.path}
          className="flex min-h-11 items-center font-semibold text-amber-300 underline underline-offset-4 hover:text-amber-200"
        >
          {project.featured ? words.heroFeatured : words.heroLatest}: {project.title}
        </a>
      </figcaption>
    </figure>
  );
}
