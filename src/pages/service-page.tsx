import { AtGlance } from '../components/at-glance';
import { useLocale } from '../components/locale-context';
import { BookButton } from '../components/book-button';
import { ButtonLink, CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { FaqSection } from '../components/faq-section';
import { Island } from '../components/island';
import { PageHero } from '../components/page-hero';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { LinkCards } from '../components/link-cards';
import { citiesForService, cityPath, postPath, postsForService, relatedServicesOf, servicePath } from '../content/index';
import type { Service, ServiceSection } from '../content/schema';
import { projectWords } from '../content/projects';
import type { ShownProject } from '../projects/present';
import { RecentWork } from '../components/recent-work';
import { estimateHref } from '../content/ui';

/** Renders one content section of a service page by its kind: cards, process, tips accordion or long guide. */
function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: 'white' | 'muted' }) {
  switch (section.kind) {
    case 'cards':
      return (
        <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
          <CardGrid items={section.items} />
        </Section>
      );
    case 'process':
      return (
        <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
          <ProcessSteps steps={section.steps} />
        </Section>
      );
    case 'tips':
      return (
        <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
          <div className="mx-auto max-w-3xl">
            <Island
              name="Accordion"
              props={{
                group: 'tips',
                numbered: section.numbered ?? false,
                items: section.items.map((t) => ({ title: t.title, body: t.description })),
              }}
            />
          </div>
        </Section>
      );
    case 'guide':
      return (
        <Section id={section.id} heading={section.heading} intro={section.intro} tone={tone}>
          <div className="mx-auto max-w-3xl space-y-10">
            {section.blocks.map((block) => (
              <div key={block.heading}>
                <h3 className="text-2xl font-bold">{block.heading}</h3>
                <div className="mt-3 space-y-4 text-lg leading-relaxed text-slate-700">
                  {block.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                {block.bullets && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700 marker:text-amber-600">
                    {block.bullets.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </Section>
      );
  }
}

/**
 * The shared service page template: hero with the quote button to the
 * estimate form and a call link, the at-a-glance figures, the content
 * sections in order (benefit and option cards, process, tips, long guide),
 * the FAQ accordion, then where a visitor goes next: related services and
 * the towns that lead with this service (content/relations.ts), the
 * articles that discuss it, and the closing call to action with Email for
 * Quote where set. The breadcrumb trail comes first.
 */
export function ServicePage({ service, projects = [] }: { service: Service; projects?: readonly ShownProject[] }) {
  const { locale, t, href } = useLocale();
  const categoryLabel = t.categories;
  const posts = postsForService(service, locale);
  const tone = (i: number) => ((service.sections.length + 1 + i) % 2 === 0 ? 'white' : 'muted');
  return (
    <>
      <PageHero
        eyebrow={categoryLabel[service.category]}
        heading={service.hero.heading}
        text={service.hero.text}
        actions={
          <>
            <BookButton size="lg" />
            <ButtonLink href={href(estimateHref)} variant="light" size="lg">
              {t.serviceCta[service.hero.cta]}
            </ButtonLink>
            <CallButton variant="light" size="lg" />
          </>
        }
      />
      <AtGlance data={service.atGlance} slug={service.slug} />
      <RecentWork
        projects={projects}
        heading={projectWords[locale].recentOf(service.name)}
        tone="muted"
        seeAll={{ query: `service=${service.slug}`, label: projectWords[locale].seeAllOf(service.name) }}
      />
      {service.sections.map((section, i) => (
        <ServiceSectionView key={section.id} section={section} tone={i % 2 === 0 ? 'white' : 'muted'} />
      ))}
      <FaqSection group="faq" faqs={service.faqs} tone={service.sections.length % 2 === 0 ? 'white' : 'muted'} />
      <LinkCards
        id="related-services"
        heading={t.relatedServices.heading}
        intro={t.relatedServices.intro(service.name)}
        tone={tone(0)}
        links={relatedServicesOf(service, locale).map((s) => ({ label: s.name, href: href(servicePath(s)), text: s.summary }))}
      />
      <LinkCards
        id="service-areas"
        heading={t.serviceCities.heading}
        intro={t.serviceCities.intro(service.name)}
        tone={tone(1)}
        variant="places"
        links={citiesForService(service, locale).map((c) => ({ label: c.name, href: href(cityPath(c)) }))}
      />
      {posts.length > 0 && (
        <LinkCards
          id="articles"
          heading={t.servicePosts.heading}
          tone={tone(2)}
          links={posts.map((p) => ({ label: p.title, href: href(postPath(p)), text: p.excerpt }))}
        />
      )}
      <CallToAction
        heading={service.closing.heading}
        text={service.closing.text}
        ctaLabel={t.serviceCta[service.hero.cta]}
        email={service.closing.emailForQuote}
        book
      />
    </>
  );
}
