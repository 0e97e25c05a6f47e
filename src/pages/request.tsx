import { useLocale } from '../components/locale-context';
import { BookVisitLink } from '../components/book-visit-link';
import { leadFormMessages } from '../content/form-messages';
import { NextSteps } from '../components/next-steps';
import { Clock, Mail, MapPin, Phone } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { CheckList } from '../components/check-list';
import { Container } from '../components/container';
import { Island } from '../components/island';
import { cn } from '../lib/cn';
import { LeadThankYou } from '../components/lead-thank-you';
import { business, mailHref, telHref } from '../content/business';
import { ESTIMATE_ANCHOR } from '../content/ui';
import type { RequestFormView } from '../forms/types';
import { FORM_ANCHOR } from '../forms/fields';

/**
 * The estimate request page at /quote and /es/quote (the URLs people and
 * search engines hold stay "quote"): heading 'Get Your Free Concrete Quote',
 * the request form card (island `RequestForm`), the contact info card (phone,
 * email, service area, response within 24 hours) and the Why Choose Us
 * checklist. `form` picks the form's state: by default the empty form. The
 * `quote…` words it reads (`quotePage`, `t.quote`, `form="quote"`) are the
 * content's keys and the lead's stored `form` value, kept as they are.
 */
export function RequestPage({ form = {} }: { form?: RequestFormView }) {
  const {
    locale,
    t,
    pages: { quotePage },
  } = useLocale();
  return (
    <>
      <section className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <div className="mx-auto max-w-3xl text-center">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{quotePage.heading}</h1>
            <p className="mt-4 text-lg text-slate-600">{quotePage.text}</p>
            <BookVisitLink className="mt-3 text-lg" />
          </div>
          <div className="mt-8 grid gap-8 lg:grid-cols-3">
            <div
              id={ESTIMATE_ANCHOR}
              className={cn(
                'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2',
                'sent' in form && 'self-start',
              )}
            >
              <h2 id={FORM_ANCHOR} className="mb-6 text-2xl font-bold">
                {t.quote.formHeading}
              </h2>
              {'sent' in form ? (
                <LeadThankYou form="quote" photosNotice={form.photosNotice} />
              ) : (
                <Island name="RequestForm" props={{ messages: leadFormMessages(locale), ...form }} />
              )}
            </div>
            <div className="space-y-6">
              <div className="surface-dark rounded-2xl bg-slate-900 p-6 text-slate-100">
                <h2 className="text-xl font-bold text-white">{t.quote.contactInfo}</h2>
                <ul className="mt-4 space-y-4">
                  <li className="flex gap-3">
                    <IconSvg icon={Phone} size={20} className="shrink-0 text-amber-400" />
                    <a href={telHref} className="font-semibold text-white hover:text-amber-300">
                      {business.phone.display}
                    </a>
                  </li>
                  <li className="flex gap-3">
                    <IconSvg icon={Mail} size={20} className="shrink-0 text-amber-400" />
                    <a href={mailHref} className="break-all text-white hover:text-amber-300">
                      {business.email}
                    </a>
                  </li>
                  <li className="flex gap-3">
                    <IconSvg icon={MapPin} size={20} className="shrink-0 text-amber-400" />
                    <span>{t.quote.area}</span>
                  </li>
                  <li className="flex gap-3">
                    <IconSvg icon={Clock} size={20} className="shrink-0 text-amber-400" />
                    <span>{t.quote.response}</span>
                  </li>
                </ul>
              </div>
              <div className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="text-xl font-bold">{t.quote.why}</h2>
                <CheckList items={quotePage.checklist} className="mt-4 text-slate-700" />
              </div>
            </div>
          </div>
        </Container>
      </section>
      <NextSteps path={'/quote'} />
    </>
  );
}
