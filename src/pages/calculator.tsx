import { Container } from '../components/container';
import { Island } from '../components/island';
import { useLocale } from '../components/locale-context';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import * as en from '../content/calculator';
import type { CalculatorPageCopy, CalculatorProject, CalculatorWords } from '../content/calculator';
import * as es from '../content/es/calculator';
import { calculatorPath, estimateHref } from '../content/ui';
import type { Locale } from '../i18n';
import type { CalculatorProps } from '../islands/calculator';

/** The calculator of one edition: its words, its page copy and its project types (labelled in its language, priced from the services). */
export interface CalculatorEdition {
  words: CalculatorWords;
  page: CalculatorPageCopy;
  projects: readonly CalculatorProject[];
}

/** Each edition's calculator: English content/calculator.ts, Spanish content/es/calculator.ts. */
export const CALCULATOR: Record<Locale, CalculatorEdition> = {
  en: { words: en.calculatorWords, page: en.calculatorPage, projects: en.calculatorProjects },
  es: { words: es.calculatorWords, page: es.calculatorPage, projects: es.calculatorProjects },
};

/**
 * The concrete cost and volume calculator page in the
 * edition of the page: hero, the calculator island in the state
 * the Worker computed (`state`: the form's values, the problem of each
 * refused field, the estimate), and notes on how the figures are made. The
 * island gets its edition's words as props; its form posts to the edition's
 * own path and its hand-off goes to the edition's estimate form (`href`).
 */
export function CalculatorPage({ state }: { state: Pick<CalculatorProps, 'values' | 'errors' | 'estimate'> }) {
  const { locale, href } = useLocale();
  const { words, page, projects } = CALCULATOR[locale];
  const { form, result, errors, handoffMessage, handoffVolume, handoffSize } = words;
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      <section aria-label={form.label} className="py-10 sm:py-14">
        <Container>
          <Island
            name="Calculator"
            props={{
              projects,
              words: { locale: words.locale, form, result, errors, handoffMessage, handoffVolume, handoffSize },
              contactHref: href(estimateHref),
              action: href(calculatorPath),
              ...state,
            }}
          />
        </Container>
      </section>
      <Section id="how-it-works" heading={page.notesHeading} tone="muted">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {page.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
