import { Breadcrumbs } from '../components/breadcrumbs';
import { NextSteps } from '../components/next-steps';
import { breadcrumbTrail } from '../seo/breadcrumbs';
import { CallButton } from '../components/button-link';
import { CallToAction } from '../components/call-to-action';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { business } from '../content/business';
import { emergencyPage } from '../content/pages';

/**
 * The Emergency page (spec section 2, "Emergency"): the 24/7 line, response
 * within 2 hours, lists of safety hazards, weather damage and immediate
 * repairs, and what-to-do steps.
 */
export function EmergencyPage() {
  return (
    <>
      <Breadcrumbs trail={breadcrumbTrail({ path: '/emergency' })} />
      <PageHero
        eyebrow={emergencyPage.hero.badge}
        heading={emergencyPage.hero.heading}
        text={emergencyPage.hero.text}
        actions={<CallButton size="lg" label={`Call Now: ${business.phone.display}`} />}
      >
        <p className="mt-6 font-semibold text-amber-300">
          Response within {business.response.emergency}, 24/7, weekends and holidays included.
        </p>
      </PageHero>
      <Section id="what-we-handle" heading="Emergencies We Handle">
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
      <Section id="what-to-do" heading="What to Do Right Now" tone="muted">
        <ProcessSteps steps={emergencyPage.steps} />
      </Section>
      <NextSteps path={'/emergency'} />
      <CallToAction
        heading="Concrete Emergency? Call Now."
        text={`Our emergency line answers around the clock, and a crew is on the way within ${business.response.emergency}.`}
        ctaLabel="Request Service"
      />
    </>
  );
}
