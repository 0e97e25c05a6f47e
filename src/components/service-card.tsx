import { useLocale } from './locale-context';
import { ArrowRight } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { type ServiceSummary, servicePath } from '../content/index';
import { Icon } from './icon';

/** A service teaser: icon, name, summary and a Learn More link to the service page (home, Services and city pages). */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const { t, href } = useLocale();
  return (
    <li className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="mb-4 flex items-start justify-between">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Icon name={service.icon} />
        </span>
        {service.popular && (
          <span className="rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-semibold text-slate-950">{t.cards.popular}</span>
        )}
      </div>
      <h3 className="text-xl font-bold">{service.name}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{service.summary}</p>
      <a
        href={href(servicePath(service))}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-800 after:absolute after:inset-0 hover:text-amber-900"
      >
        {t.buttons.learnMore}
        <span className="sr-only">{t.buttons.learnMoreAbout(service.name)}</span>
        <IconSvg icon={ArrowRight} size={18} className="transition-transform group-hover:translate-x-1" />
      </a>
    </li>
  );
}

/** A grid of service teasers. */
export function ServiceGrid({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <ServiceCard key={service.slug} service={service} />
      ))}
    </ul>
  );
}
