import { estimateHref } from '../content/ui';
import { useLocale } from '../components/locale-context';
import { MapPin } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { BookButton } from '../components/book-button';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { RecentWork } from '../components/recent-work';
import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { ServiceGrid } from '../components/service-card';
import { business } from '../content/business';
import { LinkCards } from '../components/link-cards';
import { cityPath, leadServicesOf, nearestCities } from '../content/index';
import type { City } from '../content/schema';

/**
 * The shared city page template: hero with the
 * city name, tagline, Get Free Estimate to the estimate form and the phone button;
 * Why Choose Us with 4 feature cards; Areas We Serve with the neighborhood
 * badges (a badge naming a town with its own page links to it) and the
 * two-paragraph expertise text; the services the town leads with
 * (content/relations.ts) and a link to all services; the 5-question FAQ
 * accordion; the 3 nearest service areas; the closing band with Get Free
 * Estimate and Call. The breadcrumb trail comes first.
 */
export function CityPage({ city, projects = [] }: { city: City; projects?: readonly ShownProject[] }) {
  const { locale, t, href, index } = useLocale();
  return (
    <>
      <PageHero
        eyebrow={t.city.eyebrow(t.counties[city.county])}
        heading={t.city.heading(city.name)}
        tagline={city.hero.tagline}
        text={city.hero.text}
        actions={
          <>
            <BookButton size="lg" />
            <ButtonLink href={href(estimateHref)} variant="light" size="lg">
              {t.buttons.getFreeEstimate}
            </ButtonLink>
            <CallButton variant="light" size="lg" label={business.phone.display} />
          </>
        }
      />
      <RecentWork
        projects={projects}
        heading={projectWords[locale].recentIn(city.name)}
        tone="muted"
        seeAll={{ query: `town=${city.slug}`, label: projectWords[locale].seeAllIn(city.name) }}
      />
      <Section id="why-choose" heading={t.city.why(city.name)}>
        <CardGrid items={city.features} />
      </Section>
      <Section id="areas" heading={t.city.areas(city.name)} tone="muted">
        <ul aria-label={t.city.areasLabel(city.name)} className="flex flex-wrap justify-center gap-2.5">
          {city.areas.map((area) => {
            const page = index.cities.find((c) => c.name === area && c.slug !== city.slug);
            return (
              <li key={area}>
                {page ? (
                  <a
                    href={href(cityPath(page))}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-amber-900 underline decoration-amber-600/50 underline-offset-4 hover:border-amber-600"
                  >
                    <IconSvg icon={MapPin} size={16} className="text-amber-700" />
                    {area}
                  </a>
                ) : (
                  <span className="inline-flex min-h-11 items-center gap-1.5 px-3 py-2 text-sm font-medium text-slate-700">
                    <IconSvg icon={MapPin} size={16} className="text-slate-500" />
                    {area}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mx-auto mt-10 max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          <h3 className="text-2xl font-bold text-slate-900">{t.city.expertise(city.name)}</h3>
          {city.expertise.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" heading={t.cityServices.heading(city.name)} intro={t.cityServices.intro(city.name)}>
        <ServiceGrid services={leadServicesOf(city, locale)} />
        <p className="mt-10 text-center">
          <ButtonLink href={href('/services')} variant="outline">
            {t.cityServices.all}
          </ButtonLink>
        </p>
      </Section>
      <FaqSection group="faq" faqs={city.faqs} heading={t.city.faqs(city.name)} tone="muted" />
      <LinkCards
        id="nearby"
        heading={t.nearbyCities.heading}
        intro={t.nearbyCities.intro(city.name)}
        variant="places"
        links={nearestCities(city, 3, locale).map((c) => ({ label: c.name, href: href(cityPath(c)) }))}
      />
      <CallToAction heading={city.closing.heading} text={city.closing.text} ctaLabel={t.buttons.getFreeEstimate} book />
    </>
  );
}
