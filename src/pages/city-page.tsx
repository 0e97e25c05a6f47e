import { estimateHref } from '../content/ui';
import { MapPin } from 'lucide';
import { IconSvg } from '../components/icon-svg';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { ServiceGrid } from '../components/service-card';
import { business } from '../content/business';
import { homeServices } from '../content/index';
import type { City } from '../content/schema';

/**
 * The shared city page template (spec section 2, "City pages"): hero with the
 * city name, tagline, Get Free Estimate to /contact and the phone button;
 * Why Choose Us with 4 feature cards; Areas We Serve with the neighborhood
 * badges and the two-paragraph expertise text; the first 9 services; the
 * 5-question FAQ accordion; the closing band with Get Free Estimate and Call.
 */
export function CityPage({ city }: { city: City }) {
  return (
    <>
      <PageHero
        eyebrow={`${city.county}, Texas`}
        heading={`Concrete Contractors in ${city.name}, TX`}
        tagline={city.hero.tagline}
        text={city.hero.text}
        actions={
          <>
            <ButtonLink href={estimateHref} size="lg">
              Get Free Estimate
            </ButtonLink>
            <CallButton variant="light" size="lg" label={business.phone.display} />
          </>
        }
      />
      <Section id="why-choose" heading={`Why ${city.name} Chooses ${business.name}`}>
        <CardGrid items={city.features} />
      </Section>
      <Section id="areas" heading={`Areas We Serve in and around ${city.name}`} tone="muted">
        <ul aria-label={`Areas served near ${city.name}`} className="flex flex-wrap justify-center gap-2.5">
          {city.areas.map((area) => (
            <li
              key={area}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800"
            >
              <IconSvg icon={MapPin} size={16} className="text-amber-700" />
              {area}
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          <h3 className="text-2xl font-bold text-slate-900">Local Concrete Expertise in {city.name}</h3>
          {city.expertise.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" heading={`Concrete Services in ${city.name}`}>
        <ServiceGrid services={homeServices} />
      </Section>
      <FaqSection group="faq" faqs={city.faqs} heading={`${city.name} Concrete FAQs`} tone="muted" />
      <CallToAction heading={city.closing.heading} text={city.closing.text} ctaLabel="Get Free Estimate" />
    </>
  );
}
