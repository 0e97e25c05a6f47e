import { Breadcrumbs } from '../components/breadcrumbs';
import { NextSteps } from '../components/next-steps';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { ContactCards } from '../components/contact-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatsStrip } from '../components/stats-strip';
import { TownList } from '../components/town-list';
import { twelveTowns } from '../content/index';
import { about } from '../content/pages';

/**
 * The About page (spec section 2, "About"): story, 4 values, 4 statistics,
 * 3 team members, the 12-city list, licensing cards and contact cards.
 */
export function AboutPage() {
  return (
    <>
      <Breadcrumbs trail={breadcrumbTrail({ path: '/about' })} />
      <PageHero heading={about.hero.heading} text={about.hero.text} />
      <Section id="story" heading="Our Story">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {about.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="values" heading="What We Stand For" tone="muted">
        <CardGrid items={about.values} />
      </Section>
      <Section id="numbers" heading="By the Numbers">
        <StatsStrip stats={about.stats} />
      </Section>
      <Section id="team" heading="Meet the Team" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.team.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span
                aria-hidden="true"
                className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-slate-900 text-2xl font-bold text-amber-400"
              >
                {member.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <h3 className="mt-4 text-xl font-bold">{member.name}</h3>
              <p className="font-semibold text-amber-800">{member.title}</p>
              <p className="mt-2 text-slate-700">{member.experience}</p>
              <p className="mt-1 text-sm text-slate-600">{member.specialty}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="areas" heading="Communities We Serve">
        <TownList towns={twelveTowns} label="Communities we serve" />
      </Section>
      <Section id="licensing" heading="Licensed, Insured and Accountable" tone="muted">
        <CardGrid items={about.licensing} />
      </Section>
      <Section id="contact" heading="Get in Touch">
        <ContactCards />
      </Section>
      <NextSteps path={'/about'} />
      <CallToAction
        heading="Let’s Talk About Your Project"
        text="Call us or ask for a free quote. We will visit, measure and give you a clear written price."
      />
    </>
  );
}
