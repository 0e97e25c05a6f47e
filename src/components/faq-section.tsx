import { useLocale } from './locale-context';
import type { Faq } from '../content/schema';
import { Island } from './island';
import { Section } from './section';

/**
 * The FAQ accordion section: one question open at a time.
 * `group` names the accordion, unique on the page. The page also emits the
 * matching FAQPage JSON-LD.
 */
export function FaqSection({
  group,
  faqs,
  heading,
  tone = 'white',
}: {
  group: string;
  faqs: readonly Faq[];
  heading?: string;
  tone?: 'white' | 'muted';
}) {
  const { t } = useLocale();
  return (
    <Section id="faq" heading={heading ?? t.faqHeading} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Island name="Accordion" props={{ group, items: faqs.map((f) => ({ title: f.question, body: f.answer })) }} />
      </div>
    </Section>
  );
}
