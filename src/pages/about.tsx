import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { CallToAction } from '../components/call-to-action';
import { CardGrid } from '../components/card-grid';
import { ContactCards } from '../components/contact-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatsStrip } from '../components/stats-strip';
import { TownList } from '../components/town-list';
import { twelveTowns } from '../content/index';

/**
 * The About page: story, 4 values, 4 statistics,
 * 3 team members, the 12-city list, licensing cards and contact cards.
 */
export function AboutPage() {
  const {
    t,
    pages: { about },
  } = useLocale();
  return (
    <>
      <PageHero heading={about.hero.heading} text={about.hero.text} />
      <Section id="story" heading={t.about.story}>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
          {about.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="values" heading={t.about.values} tone="muted">
        <CardGrid items={about.values} />
      </Section>
      <Section id="numbers" heading={t.about.numbers}>
        <StatsStrip stats={about.stats} />
      </Section>
      <Section id="team" heading={t.about.team} tone="muted">
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
      <Section id="areas" heading={t.about.areas}>
        <TownList towns={twelveTowns} label={t.about.areasLabel} />
      </Section>
      <Section id="licensing" heading={t.about.licensing} tone="muted">
        <CardGrid items={about.licensing} />
      </Section>
      <Section id="contact" heading={t.about.contact}>
        <ContactCards />
      </Section>
      <NextSteps path={'/about'} />
      <CallToAction heading={t.about.ctaHeading} text={t.about.ctaText} />
    </>
  );
}
