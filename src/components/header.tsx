import { emergencyPath, estimateHref } from '../content/ui';
import { Phone, Siren } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { business, telHref } from '../content/business';
import { navigationOf } from '../content/navigation';
import { ButtonLink } from './button-link';
import { Container } from './container';
import { Island } from './island';
import { LanguageSwitcher, useSwitcherLink } from './language-switcher';
import { useLocale } from './locale-context';
import { Logo } from './logo';
import { cn } from '../lib/cn';

/**
 * The sticky site header: Home, the Services and Service Areas dropdowns
 * (islands), Projects once a project is published (then without Home: the logo leads home), About, Blog, Contact, the click-to-call link, the language
 * switcher and Get Quote (to the estimate form), shown from 1280 px (the row is
 * up to 1,266 px wide in Spanish); from 1024 px a slim strip above holds the 24/7
 * Emergency link; below 1280 px a labelled Call link and the phone menu island
 * (which lists the emergency link and the switcher too). Words and links are
 * the page's edition's.
 */
export function Header() {
  const { locale, t, href, projects } = useLocale();
  const { servicesMenu, areasMenu, headerLinks } = navigationOf(locale, t, projects);
  const switcher = useSwitcherLink();
  // One link more with "Projects": each link's side padding shrinks so the Spanish row still fits at 1280 px.
  const linkClass = cn('whitespace-nowrap rounded-md py-2 font-medium text-slate-700 hover:text-amber-800', projects ? 'px-1' : 'px-1.5');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="surface-dark hidden bg-slate-900 lg:block">
        <Container width="7xl" className="flex h-8 items-center justify-end">
          <a href={href(emergencyPath)} className="flex items-center gap-1.5 text-sm font-semibold text-amber-300 hover:text-amber-200">
            <IconSvg icon={Siren} size={16} />
            {t.header.emergency}
          </a>
        </Container>
      </div>
      <Container width="7xl" className="relative flex h-16 items-center justify-between gap-2">
        <Logo />
        <nav aria-label={t.nav.main} className="hidden items-center gap-0.5 xl:flex">
          {/* With "Projects" in the row, the logo alone leads home (the phone menu keeps Home): the row fits from 1,280 px, where it is shown (below, the phone menu: the row was 1,214 to 1,266 px wide at 1,024). */}
          {!projects && (
            <a href={href('/')} className={linkClass}>
              {t.nav.home}
            </a>
          )}
          <Island name="NavDropdown" props={{ menu: servicesMenu }} />
          <Island name="NavDropdown" props={{ menu: areasMenu }} />
          {headerLinks.map((link) => (
            <a key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitcher />
          <a href={telHref} className="flex items-center gap-1.5 whitespace-nowrap font-semibold text-slate-900 hover:text-amber-800">
            <IconSvg icon={Phone} size={18} className="text-amber-700" />
            {business.phone.display}
          </a>
          <ButtonLink href={href(estimateHref)} className="whitespace-nowrap">
            {t.nav.getQuote}
          </ButtonLink>
        </div>
        <div className="flex shrink-0 items-center gap-1 xl:hidden">
          <a
            href={telHref}
            aria-label={`${t.header.call} ${business.phone.display}`}
            className="flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 font-semibold text-amber-800 hover:bg-slate-100"
          >
            <IconSvg icon={Phone} size={22} />
            {t.header.call}
          </a>
          <Island
            name="MobileMenu"
            props={{
              menus: [servicesMenu, areasMenu],
              links: headerLinks,
              phone: { display: business.phone.display, href: telHref },
              emergency: { label: t.header.emergency, href: href(emergencyPath) },
              words: {
                menu: t.nav.menu,
                nav: t.nav.mobile,
                home: t.nav.home,
                call: t.nav.call(business.phone.display),
                getQuote: t.nav.getQuote,
              },
              hrefs: { home: href('/'), quote: href(estimateHref) },
              switcher,
            }}
          />
        </div>
      </Container>
    </header>
  );
}
