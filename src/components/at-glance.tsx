import { Calculator } from 'lucide';
import type { AtGlance as AtGlanceData } from '../content/schema';
import { calculatorProjectFor } from '../content/calculator';
import { calculatorPath } from '../content/ui';
import { formatPrice, formatSpan } from '../lib/figures';
import { Container } from './container';
import { IconSvg } from '../ui/icon-svg';
import { useLocale } from './locale-context';

/** One figure of the block: its label and value, with a "typical" mark where the figure is a typical range. */
function Figure({ label, value, typical }: { label: string; value: string; typical: boolean }) {
  const { t } = useLocale();
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">
        {value}
        {/* A space, not a margin, before the mark, so "cuadrado" and "(TÍPICO)" are two words a 320 px line can break between. */}
        {typical && (
          <>
            {' '}
            <span className="align-middle text-xs font-semibold uppercase text-amber-800">({t.atGlance.typicalMark})</span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * "At a Glance" on a service page: the price range(s)
 * with unit, how long the work takes, how long the result lasts and, where it
 * applies, when it takes foot and vehicle traffic; the note about the free
 * on-site estimate (naming typical ranges when any figure is one) and the
 * link to the cost calculator, preset to this service. Figures come from the
 * service module's `atGlance` (the schema requires it for every service).
 * Words and units are the page's edition's, and so is the
 * calculator it links (`/es/concrete-cost-calculator` on a Spanish page),
 * preset to the service's project (`?project=<project id>`).
 */
export function AtGlance({ data, slug }: { data: AtGlanceData; slug: string }) {
  const { t, href } = useLocale();
  const words = t.atGlance;
  const project = calculatorProjectFor(slug);
  const anyTypical = [...data.price, data.duration, data.lifespan, data.traffic?.foot, data.traffic?.vehicles].some((f) => f?.typical);
  return (
    <section id="at-a-glance" aria-labelledby="at-a-glance-heading" className="border-b border-slate-200 bg-amber-50/60 py-8">
      <Container>
        <h2 id="at-a-glance-heading" className="text-2xl font-bold">
          {words.heading}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {data.price.map((price) => (
            <Figure
              key={price.label ?? 'price'}
              label={price.label ? `${words.price}: ${price.label}` : words.price}
              value={formatPrice(price, t.units)}
              typical={price.typical}
            />
          ))}
          <Figure label={words.duration} value={formatSpan(data.duration, {}, t.units)} typical={data.duration.typical} />
          {data.lifespan && (
            <Figure label={words.lifespan} value={formatSpan(data.lifespan, { orMore: true }, t.units)} typical={data.lifespan.typical} />
          )}
          {data.traffic && (
            <Figure label={words.foot} value={formatSpan(data.traffic.foot, {}, t.units)} typical={data.traffic.foot.typical} />
          )}
          {data.traffic?.vehicles && (
            <Figure label={words.vehicles} value={formatSpan(data.traffic.vehicles, {}, t.units)} typical={data.traffic.vehicles.typical} />
          )}
        </dl>
        <p className="mt-4 text-slate-700">{anyTypical ? words.typicalNote : words.specNote}</p>
        <a
          href={project ? `${href(calculatorPath)}?project=${encodeURIComponent(project.id)}` : href(calculatorPath)}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
        >
          <IconSvg icon={Calculator} size={20} />
          {words.calculatorLink}
        </a>
      </Container>
    </section>
  );
}
