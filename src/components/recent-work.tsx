import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { ProjectPicture } from './project-picture';
import { useLocale } from './locale-context';
import { Section, SectionFooterLink } from './section';

/** The `sizes` of a card's photo: the grid is one column on phones, two from 640 px, three from 1024 px (Container max 1280 px). */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * One project as a card: its cover (`ShownProject.cover`: the contractor's choice, else the first "after" photo), title and a
 * link to its page (the whole title is the link). The photo is fitted whole into a 4:3 box (`object-contain`, on
 * the card's slate background): a 3:2 or portrait photo is never cut, and the grid's rows stay even.
 */
export function ProjectCard({ project, priority = false }: { project: ShownProject; priority?: boolean }) {
  const photo = project.cover;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <article>
        {photo && (
          <ProjectPicture
            photo={photo}
            sizes={CARD_SIZES}
            priority={priority}
            className="aspect-[4/3] h-auto w-full bg-slate-200 object-contain"
          />
        )}
        <h3 className="p-4 text-lg font-semibold leading-snug">
          <a
            href={project.path}
            className="flex min-h-11 items-center text-slate-900 underline decoration-amber-500 decoration-2 underline-offset-4 hover:text-amber-800"
          >
            {project.title}
          </a>
        </h3>
      </article>
    </li>
  );
}

/**
 * A grid of project cards.
 * @param firstIsLargestPaint true where the grid opens the page (the gallery): the first card's photo is then the
 *   phone's largest paint, so it loads eagerly with `fetchpriority="high"` (Lighthouse's "LCP request discovery");
 *   every other card's photo stays lazy
 */
export function ProjectGrid({
  projects,
  firstIsLargestPaint = false,
}: {
  projects: readonly ShownProject[];
  firstIsLargestPaint?: boolean;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <ProjectCard key={project.id} project={project} priority={firstIsLargestPaint && index === 0} />
      ))}
    </ul>
  );
}

/**
 * The "recent work" section of home (6 projects), a town page and a service page
 * (3 each): the newest published projects and a link to the gallery. Renders
 * nothing when there is no project: never an empty box, never a sample.
 * @param heading the section's heading in the page's edition
 * @param seeAll the gallery link: a town page's and a service page's open the gallery filtered by it
 *   (`/projects?town=<slug>`, `/projects?service=<slug>`); home's (the default) the whole gallery
 */
export function RecentWork({
  projects,
  heading,
  tone = 'white',
  seeAll,
}: {
  projects: readonly ShownProject[];
  heading: string;
  tone?: 'white' | 'muted';
  seeAll?: { query: string; label: string };
}) {
  const { locale, href } = useLocale();
  if (projects.length === 0) return null;
  const words = projectWords[locale];
  const gallery = href('/projects');
  return (
    <Section id="recent-work" heading={heading} intro={words.recentIntro} tone={tone}>
      <ProjectGrid projects={projects} />
      <SectionFooterLink href={seeAll ? `${gallery}?${seeAll.query}` : gallery}>{seeAll?.label ?? words.seeAll}</SectionFooterLink>
    </Section>
  );
}
