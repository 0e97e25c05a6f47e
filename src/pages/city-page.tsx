import { estimateHref } from '../content/ui';
import { useLocale } from '../components/locale-context';
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
import type { City } from '../content/schema';

/**
 * The shared city page template (spec section 2, "City pages"): hero with the
 * city name, tagline, Get Free Estimate to /contact and the phone button;
 * Why Choose Us with 4 feature cards; Areas We Serve with the neighborhood
 * badges and the two-paragraph expertise text; the first 9 services; the
 * 5-question FAQ accordion; the closing band with Get Free Estimate and Call.
 */
export function CityPage({ city }: { city: City }) {
  const { t, href, content } = useLocale();
  const homeServices = content.services.slice(0, 9);
  return (
    <>
      <PageHero
        eyebrow={t.city.eyebrow(t.counties[city.county])}
        heading={t.city.heading(city.name)}
        tagline={city.hero.tagline}
        text={city.hero.text}
        actions={
          <>
            <ButtonLink href={href(estimateHref)} size="lg">
              {t.buttons.getFreeEstimate}
            </ButtonLink>
            <CallButton variant="light" size="lg" label={business.phone.display} />
          </>
        }
      />
      <Section id="why-choose" heading={t.city.why(city.name)}>
        <CardGrid items={city.features} />
      </Section>
      <Section id="areas" heading={t.city.areas(city.name)} tone="muted">
        <ul aria-label={t.city.areasLabel(city.name)} className="flex flex-wrap justify-center gap-2.5">
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
          <h3 className="text-2xl font-bold text-slate-900">{t.city.expertise(city.name)}</h3>
          {city.expertise.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="services" heading={t.city.services(city.name)}>
        <ServiceGrid services={homeServices} />
      </Section>
      <FaqSection group="faq" faqs={city.faqs} heading={t.city.faqs(city.name)} tone="muted" />
      <CallToAction heading={city.closing.heading} text={city.closing.text} ctaLabel={t.buttons.getFreeEstimate} />
    </>
  );
}
