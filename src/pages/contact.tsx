import { Breadcrumbs } from '../components/breadcrumbs';
import { NextSteps } from '../components/next-steps';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { LEAD_FORM_MESSAGES } from '../content/form-messages';
import { Zap } from 'lucide';
import { IconSvg } from '../components/icon-svg';
import { CheckList } from '../components/check-list';
import { BusinessHours, ContactCards } from '../components/contact-cards';
import { Container } from '../components/container';
import { Island } from '../components/island';
import { cn } from '../lib/cn';
import { LeadThankYou } from '../components/lead-thank-you';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { TownList } from '../components/town-list';
import { allTowns, services } from '../content/index';
import { contact } from '../content/pages';
import type { LeadFormState } from '../islands/lead-form';
import { FORM_ANCHOR, type ContactField } from '../leads/fields';

/** Which state of the estimate request form the page shows: the form (empty, or with a failed post's values and errors), or the thank-you. */
export type ContactFormView = LeadFormState<ContactField> | { sent: true };

/**
 * The Contact page (spec section 2, "Contact"): hero, contact cards (phone,
 * email, service area), the estimate request form (island), reasons to choose
 * us, business hours, the quick-response note and the 16-city list.
 * `form` picks the form's state (issue 7): by default the empty form.
 */
export function ContactPage({ form = {} }: { form?: ContactFormView }) {
  return (
    <>
      <Breadcrumbs trail={breadcrumbTrail({ path: '/contact' })} />
      <PageHero heading={contact.hero.heading} text={contact.hero.text} />
      <section aria-labelledby="reach-heading" className="bg-slate-50 py-12">
        <Container>
          <h2 id="reach-heading" className="sr-only">
            Ways to Reach Us
          </h2>
          <ContactCards />
        </Container>
      </section>
      <section aria-labelledby={FORM_ANCHOR} className="py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-3">
          <div
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2',
              'sent' in form && 'self-start',
            )}
          >
            <h2 id={FORM_ANCHOR} className="text-2xl font-bold sm:text-3xl">
              Request Your Free Estimate
            </h2>
            {'sent' in form ? (
              <div className="mt-6">
                <LeadThankYou form="contact" />
              </div>
            ) : (
              <>
                <p className="mb-6 mt-2 text-slate-600">
                  Tell us about your project and we will get back to you with a free, no-obligation estimate.
                </p>
                <Island name="ContactForm" props={{ services: services.map((s) => s.name), messages: LEAD_FORM_MESSAGES, ...form }} />
              </>
            )}
          </div>
          <aside className="space-y-6" aria-label="Why choose us and business hours">
            <div className="surface-dark rounded-2xl bg-slate-900 p-6 text-slate-100">
              <h2 className="text-xl font-bold text-white">Why Choose Us</h2>
              <CheckList items={contact.reasons} className="mt-4" />
            </div>
            <div className="rounded-2xl border border-slate-200 p-6">
              <BusinessHours />
            </div>
            <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
              <h2 className="flex items-center gap-2 text-lg font-bold">
                <IconSvg icon={Zap} size={20} className="text-amber-700" />
                Quick Response
              </h2>
              <p className="mt-2 text-slate-700">{contact.quickResponse}</p>
            </div>
          </aside>
        </Container>
      </section>
      <Section id="areas" heading="Areas We Serve" tone="muted">
        <TownList towns={allTowns} label="Areas we serve" />
      </Section>
      <NextSteps path={'/contact'} />
    </>
  );
}
