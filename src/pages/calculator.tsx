import { Container } from '../components/container';
import { Island } from '../components/island';
import { useLocale } from '../components/locale-context';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { calculatorPage, calculatorProjects, calculatorWords } from '../content/calculator';
import { calculatorPath, estimateHref } from '../content/ui';
import type { CalculatorProps } from '../islands/calculator';

/**
 * The concrete cost and volume calculator page (issue 12, item 5): hero, the
 * calculator island in the state the Worker computed (`state`: the form's
 * values, the problem of each refused field, the estimate), and notes on how
 * the figures are made. English only for now (its words are
 * content/calculator.ts); the hand-off to the estimate form goes through the
 * edition's `href` like every other form link.
 */
export function CalculatorPage({ state }: { state: Pick<CalculatorProps, 'values' | 'errors' | 'estimate'> }) {
  const { href } = useLocale();
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
              contactHref: href(estimateHref),
              action: calculatorPath,
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
