import { Container } from '../components/container';
import { Island } from '../components/island';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { calculatorPage, calculatorProjects, calculatorWords } from '../content/calculator';
import { estimateHref } from '../content/ui';
import type { CalculatorProps } from '../islands/calculator';

/**
 * The concrete cost and volume calculator page (issue 12, item 5): hero, the
 * calculator island in the state the Worker computed (`state`: the form's
 * values, the problem of each refused field, the estimate), and notes on how
 * the figures are made.
 */
export function CalculatorPage({ state }: { state: Pick<CalculatorProps, 'values' | 'errors' | 'estimate'> }) {
  const { locale, form, result, errors, handoffMessage, handoffVolume, handoffSize } = calculatorWords;
  return (
    <>
      <PageHero heading={calculatorPage.hero.heading} text={calculatorPage.hero.text} />
      <section aria-label={form.label} className="py-10 sm:py-14">
        <Container>
          <Island
            name="Calculator"
            props={{
              projects: calculatorProjects,
              words: { locale, form, result, errors, handoffMessage, handoffVolume, handoffSize },
              contactHref: estimateHref,
              ...state,
            }}
          />
        </Container>
      </section>
      <Section id="how-it-works" heading={calculatorPage.notesHeading} tone="muted">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {calculatorPage.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
