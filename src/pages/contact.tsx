import { useLocale } from '../components/locale-context';
import { BookVisitLink } from '../components/book-visit-link';
import { leadFormMessages } from '../content/form-messages';
import { NextSteps } from '../components/next-steps';
import { Zap } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { CheckList } from '../components/check-list';
import { BusinessHours, ContactCards } from '../components/contact-cards';
import { Container } from '../components/container';
import { Island } from '../components/island';
import { cn } from '../lib/cn';
import { LeadThankYou } from '../components/lead-thank-you';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TownList } from '../components/town-list';
import { allTowns, findService } from '../content/index';
import { ESTIMATE_ANCHOR } from '../content/ui';
import type { ContactFormView } from '../forms/types';
import { FORM_ANCHOR } from '../forms/fields';

/**
 * The Contact page: hero, the estimate request
 * form (island; its card is the `#estimate-form` anchor every quote button
 * targets) with reasons to choose us, business hours and the
 * quick-response note beside it, then the contact cards (phone, email,
 * service area) and the 16-city list. The form comes right after the hero
 * so a phone visitor arriving at the anchor sees its first field.
 * `form` picks the form's state: by default the empty form.
 */
export function ContactPage({ form = {} }: { form?: ContactFormView }) {
  const {
    locale,
    t,
    pages: { contact },
    index: { services },
  } = useLocale();
  return (
    <>
      <PageHero heading={contact.hero.heading} text={contact.hero.text} />
      <section aria-labelledby={FORM_ANCHOR} className="py-8 sm:py-14">
        <Container className="grid gap-10 lg:grid-cols-3">
          <div
            id={ESTIMATE_ANCHOR}
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2',
              'sent' in form && 'self-start',
            )}
          >
            <h2 id={FORM_ANCHOR} className="text-2xl font-bold sm:text-3xl">
              {t.contact.formHeading}
            </h2>
            {'sent' in form ? (
              <div className="mt-6">
                <LeadThankYou form="contact" photosNotice={form.photosNotice} />
              </div>
            ) : (
              <>
                <p className="mt-2 text-slate-600">{t.contact.formIntro}</p>
                <BookVisitLink className="mb-6 mt-2" />
                <Island
                  name="ContactForm"
                  props={{
                    services: services.map((s) => ({ value: findService(s.slug)?.name ?? s.name, label: s.name })),
                    messages: leadFormMessages(locale),
                    ...form,
                  }}
                />
              </>
            )}
          </div>
          <aside className="space-y-6" aria-label={t.contact.asideLabel}>
            <div className="surface-dark rounded-2xl bg-slate-900 p-6 text-slate-100">
              <h2 className="text-xl font-bold text-white">{t.contact.why}</h2>
              <CheckList items={contact.reasons} className="mt-4" />
            </div>
            <div className="rounded-2xl border border-slate-200 p-6">
              <BusinessHours />
            </div>
            <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
              <h2 className="flex items-center gap-2 text-lg font-bold">
                <IconSvg icon={Zap} size={20} className="text-amber-700" />
                {t.contact.quickResponse}
              </h2>
              <p className="mt-2 text-slate-700">{contact.quickResponse}</p>
            </div>
          </aside>
        </Container>
      </section>
      <section aria-labelledby="reach-heading" className="bg-slate-50 py-12">
        <Container>
          <h2 id="reach-heading" className="sr-only">
            {t.contact.reach}
          </h2>
          <ContactCards />
        </Container>
      </section>
      <Section id="areas" heading={t.contact.areas}>
        <TownList towns={allTowns} label={t.contact.areasLabel} />
      </Section>
      <NextSteps path={'/contact'} tone="muted" />
    </>
  );
}
