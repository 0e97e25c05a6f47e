import { estimateHref } from '../content/ui';
import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { ArrowRight } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { ButtonLink } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { ServiceGrid } from '../components/service-card';
import { TownList } from '../components/town-list';
import { servicePath, twelveTowns } from '../content/index';

/**
 * The Services page: 4 category cards, the
 * complete list of services linking to each page, the 4-step process, a link
 * to /service-areas and the 12-city list.
 */
export function ServicesIndexPage() {
  const {
    t,
    href,
    pages: { servicesPage },
    index: { services },
  } = useLocale();
  return (
    <>
      <PageHero
        heading={servicesPage.hero.heading}
        text={servicesPage.hero.text}
        actions={
          <ButtonLink href={href(estimateHref)} size="lg">
            {t.buttons.getFreeQuote}
          </ButtonLink>
        }
      />
      <Section id="categories" heading={t.servicesIndex.categories}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {servicesPage.categories.map((category) => (
            <li key={category.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                <Icon name={category.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold">{category.title}</h3>
              <p className="mt-2 text-slate-700">{category.description}</p>
              <ul className="mt-3 text-sm">
                {services
                  .filter((s) => s.category === category.key)
                  .map((s) => (
                    <li key={s.slug}>
                      <a
                        href={href(servicePath(s))}
                        className="inline-flex min-h-11 items-center gap-1 font-medium text-amber-800 hover:text-amber-900"
                      >
                        <IconSvg icon={ArrowRight} size={14} />
                        {s.name}
                      </a>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="all-services" heading={t.servicesIndex.all} tone="muted">
        <ServiceGrid services={services} />
      </Section>
      <Section id="process" heading={t.servicesIndex.process}>
        <ProcessSteps steps={servicesPage.process} />
      </Section>
      <Section id="areas" heading={t.servicesIndex.areas} intro={t.servicesIndex.areasIntro} tone="muted">
        <TownList towns={twelveTowns} label={t.servicesIndex.areasLabel} />
        <p className="mt-8 text-center">
          <ButtonLink href={href('/service-areas')} variant="outline">
            {t.buttons.viewAllAreas}
          </ButtonLink>
        </p>
      </Section>
      <NextSteps path={'/services'} />
      <CallToAction heading={t.servicesIndex.ctaHeading} text={t.servicesIndex.ctaText} />
    </>
  );
}
