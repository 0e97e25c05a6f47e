import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { business, telHref } from '../content/business';

/**
 * The Emergency page: the 24/7 line, response
 * within 2 hours, lists of safety hazards, weather damage and immediate
 * repairs, and what-to-do steps (the phone number in them a tel: link). Call
 * is the primary button in the hero and in the closing band.
 */
export function EmergencyPage() {
  const {
    t,
    pages: { emergencyPage },
  } = useLocale();
  return (
    <>
      <PageHero
        eyebrow={emergencyPage.hero.badge}
        heading={emergencyPage.hero.heading}
        text={emergencyPage.hero.text}
        actions={<CallButton size="lg" label={t.emergency.callNow(business.phone.display)} />}
      >
        <p className="mt-6 font-semibold text-amber-300">{t.emergency.response}</p>
      </PageHero>
      <Section id="what-we-handle" heading={t.emergency.handle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {emergencyPage.groups.map((group) => (
            <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-red-100 text-red-800">
                <Icon name={group.icon} />
              </span>
              <h3 className="mt-4 text-xl font-bold">{group.title}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 marker:text-amber-600">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="what-to-do" heading={t.emergency.whatToDo} tone="muted">
        <ProcessSteps
          steps={emergencyPage.steps.map((step) => ({
            title: step.title,
            description:
              'callPrefix' in step ? (
                <>
                  {step.callPrefix}{' '}
                  <a href={telHref} className="font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900">
                    {business.phone.display}
                  </a>
                  . {step.description}
                </>
              ) : (
                step.description
              ),
          }))}
        />
      </Section>
      <NextSteps path={'/emergency'} />
      <CallToAction heading={t.emergency.ctaHeading} text={t.emergency.ctaText} ctaLabel={t.emergency.ctaLabel} callFirst />
    </>
  );
}
