import { estimateHref } from '../content/ui';
import { useLocale } from '../components/locale-context';
import { BadgeCheck } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { BookButton } from '../components/book-button';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Container } from '../components/container';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { ServiceGrid } from '../components/service-card';
import { StatsStrip } from '../components/stats-strip';
import { type CustomerWords, Testimonials } from '../components/testimonials';
import { RecentWork } from '../components/recent-work';
import { HeroProject } from '../components/hero-project';
import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { testimonials } from '../content/testimonials';
import { TownList } from '../components/town-list';
import { homeTowns } from '../content/index';

/**
 * The home page: hero with Get Free Quote and Call (and, once a project is published, `heroProject`'s cover: proof on the
 * first screen), 4 stats, the 6 newest projects, trusted-experts
 * text with 4 badges, the first 9 services, the 12 towns of `homeTowns`, the
 * 4-step process, 6 FAQs and the closing call to action.
 */
export function HomePage({
  projects = [],
  quotes = [],
  heroProject,
}: {
  projects?: readonly ShownProject[];
  quotes?: readonly CustomerWords[];
  /** The newest featured project, else the newest project; none: the hero stays words only. */
  heroProject?: ShownProject;
}) {
  const {
    t,
    href,
    pages: { home },
    index,
    locale,
  } = useLocale();
  const homeServices = index.services.slice(0, 9);
  return (
    <>
      <PageHero
        eyebrow={home.hero.eyebrow}
        heading={home.hero.heading}
        text={home.hero.text}
        media={heroProject?.cover && <HeroProject project={heroProject} />}
        actions={
          <>
            <BookButton size="lg" />
            <ButtonLink href={href(estimateHref)} variant="light" size="lg">
              {t.buttons.getFreeQuote}
            </ButtonLink>
            <CallButton variant="light" size="lg" />
          </>
        }
      />
      <section aria-label={t.home.glance} className="bg-slate-50 py-10">
        <Container>
          <StatsStrip stats={home.stats} />
        </Container>
      </section>
      {/* Proof up front (issue 28): the recent projects right under the stats, not after the process. */}
      <RecentWork projects={projects} heading={projectWords[locale].recentHome} />
      <Section id="about" heading={home.trusted.heading}>
        <div className="mx-auto max-w-3xl space-y-4 text-center text-lg leading-relaxed text-slate-700">
          {home.trusted.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-2 gap-3 md:grid-cols-4">
          {home.trusted.badges.map((badge) => (
            <li
              key={badge}
              className="flex items-center justify-center gap-2 rounded-xl bg-slate-900 px-3 py-3 text-center text-sm font-semibold text-white"
            >
              <IconSvg icon={BadgeCheck} size={18} className="shrink-0 text-amber-400" />
              {badge}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services" heading={t.home.servicesHeading} intro={t.home.servicesIntro} tone="muted">
        <ServiceGrid services={homeServices} />
        <p className="mt-10 text-center">
          <ButtonLink href={href('/services')} variant="outline">
            {t.buttons.viewAllServices}
          </ButtonLink>
        </p>
      </Section>
      <Section id="areas" heading={t.home.areasHeading} intro={t.home.areasIntro}>
        <TownList towns={homeTowns} label={t.home.townsLabel} />
        <p className="mt-8 text-center">
          <a href={href('/service-areas')} className="font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900">
            {t.home.seeAllAreas}
          </a>
        </p>
      </Section>
      <Section id="process" heading={t.home.processHeading} intro={t.home.processIntro} tone="muted">
        <ProcessSteps steps={home.process} />
      </Section>
      <Testimonials reviews={[...testimonials, ...quotes]} />
      <FaqSection group="faq" faqs={home.faqs} />
      <CallToAction heading={home.closing.heading} text={home.closing.text} />
    </>
  );
}
