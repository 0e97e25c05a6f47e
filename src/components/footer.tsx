import { Mail, MapPin, Phone } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { addressLine, business, mailHref, telHref } from '../content/business';
import { navigationOf, type NavLink } from '../content/navigation';
import { Container } from './container';
import { Logo } from './logo';
import { useLocale } from './locale-context';

function LinkGroup({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-2 text-sm lg:mt-4 lg:space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="flex min-h-11 min-w-11 items-center text-slate-300 hover:text-amber-300 lg:inline lg:min-h-0 lg:min-w-0"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site footer: company name, address,
 * phone and email links, Our Services (8 + View All Services), Service Areas
 * (8 + View All Areas), Quick Links, social links, the copyright line
 * "© 2024–{year}" and the licensed-and-insured line with the service area.
 * `year` is the current year in the business time zone.
 */
export function Footer({ year }: { year: number }) {
  const { locale, t, projects } = useLocale();
  const { servicesMenu, areasMenu, quickLinks } = navigationOf(locale, t, projects);
  const social = [
    { label: 'Facebook', href: business.social.facebook },
    { label: 'Instagram', href: business.social.instagram },
    { label: 'LinkedIn', href: business.social.linkedin },
  ];
  return (
    <footer className="surface-dark bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t.footer.blurb}</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <IconSvg icon={MapPin} size={18} className="shrink-0 text-amber-400" />
              {addressLine}
            </p>
            <p>
              <a href={telHref} className="flex min-h-11 items-center gap-2 hover:text-amber-300 lg:min-h-0">
                <IconSvg icon={Phone} size={18} className="shrink-0 text-amber-400" />
                {business.phone.display}
              </a>
            </p>
            <p>
              <a href={mailHref} className="flex min-h-11 items-center gap-2 break-all hover:text-amber-300 lg:min-h-0">
                <IconSvg icon={Mail} size={18} className="shrink-0 text-amber-400" />
                {business.email}
              </a>
            </p>
          </address>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t.footer.social}>
            {social.map(({ label, href }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener"
                  className="inline-flex min-h-11 items-center rounded-full bg-slate-800 px-3.5 py-1.5 text-sm lg:min-h-0 font-medium text-slate-200 hover:bg-amber-500 hover:text-slate-950"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkGroup heading={t.footer.ourServices} links={[...servicesMenu.items, servicesMenu.viewAll]} />
        <LinkGroup heading={t.footer.areas} links={[...areasMenu.items, { label: t.footer.viewAllAreas, href: areasMenu.viewAll.href }]} />
        <LinkGroup heading={t.footer.quickLinks} links={quickLinks} />
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {business.copyrightSince}–{year} {business.name}. {t.footer.rights}
          </p>
          <p>{t.footer.licensed}</p>
        </Container>
      </div>
    </footer>
  );
}
