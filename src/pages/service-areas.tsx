import { estimateHref } from '../content/ui';
import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { ArrowRight, MapPin } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { CheckList } from '../components/check-list';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { business } from '../content/business';
import { cityPath } from '../content/index';

/**
 * The Service Areas page: hero with badge,
 * headline, community count read as "at least" (`serviceAreas.atLeast`), call and free-estimate buttons; four
 * Why Choose bullets; the first 8 areas as cards; the rest as icon links;
 * the service radius with the four county tiles; 4 local expertise cards.
 */
export function ServiceAreasPage() {
  const {
    t,
    href,
    pages: { serviceAreasPage },
    index: { cities },
  } = useLocale();
  const primaryCities = cities.slice(0, 8);
  const additionalCities = cities.slice(8);
  return (
    <>
      <PageHero
        eyebrow={serviceAreasPage.hero.badge}
        heading={serviceAreasPage.hero.heading}
        text={serviceAreasPage.hero.text}
        actions={
          <>
            <CallButton size="lg" />
            <ButtonLink href={href(estimateHref)} variant="light" size="lg">
              {t.buttons.getFreeEstimate}
            </ButtonLink>
          </>
        }
      >
        <p className="mt-8 text-lg text-slate-200">
          <strong className="text-4xl font-extrabold text-amber-400">{t.serviceAreas.atLeast(cities.length)}</strong>{' '}
          {t.serviceAreas.served}
        </p>
      </PageHero>
      <Section id="why-choose" heading={t.serviceAreas.why}>
        <CheckList items={serviceAreasPage.whyChoose} className="mx-auto grid max-w-4xl gap-4 text-lg sm:grid-cols-2 sm:space-y-0" />
      </Section>
      <Section id="primary-areas" heading={t.serviceAreas.primary} tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {primaryCities.map((city) => (
            <li
              key={city.slug}
              className="group relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-amber-500"
            >
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <IconSvg icon={MapPin} size={20} className="text-amber-700" />
                <a href={href(cityPath(city))} className="inline-flex min-h-11 items-center after:absolute after:inset-0">
                  {city.name}
                </a>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{t.counties[city.county]}</p>
              <p className="mt-2 text-sm text-slate-700">{city.emphasis}</p>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
                {t.serviceAreas.viewArea} <IconSvg icon={ArrowRight} size={14} />
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="additional-areas" heading={t.serviceAreas.additional}>
        <ul className="flex flex-wrap justify-center gap-3">
          {additionalCities.map((city) => (
            <li key={city.slug}>
              <a
                href={href(cityPath(city))}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-amber-500 hover:text-amber-900"
              >
                <IconSvg icon={MapPin} size={16} className="text-amber-700" />
                {city.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="radius" heading={t.serviceAreas.radius} intro={serviceAreasPage.radiusText} tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {business.counties.map((county) => (
            <li key={county.name} className="rounded-2xl bg-slate-900 p-5 text-center text-white">
              <h3 className="text-lg font-bold text-white">{t.counties[county.name]}</h3>
              <p className="mt-1 text-amber-300">{t.coverage[county.coverage]}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="local-expertise" heading={t.serviceAreas.expertise}>
        <CardGrid items={serviceAreasPage.expertise} />
      </Section>
      <NextSteps path={'/service-areas'} />
      <CallToAction heading={t.serviceAreas.ctaHeading} text={t.serviceAreas.ctaText} ctaLabel={t.buttons.getFreeEstimate} />
    </>
  );
}
