import { ArrowRight, MapPin } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { Section, SectionFooterLink } from './section';

/** A link in a link block: where it goes, its descriptive anchor text and an optional line on what is there. */
export interface CardLink {
  label: string;
  href: string;
  text?: string;
}

/**
 * A section of links to where a visitor goes next: related
 * services, the towns where a service is done, nearby service areas, the
 * next pages. `variant="places"` shows compact town chips, the default
 * shows cards with a line of text. Every link is at least 44 px tall
 * (WCAG 2.5.5 target size, our goal on phones).
 */
export function LinkCards({
  id,
  heading,
  intro,
  links,
  tone = 'white',
  variant = 'cards',
  footer,
}: {
  id: string;
  heading: string;
  intro?: string;
  links: readonly CardLink[];
  tone?: 'white' | 'muted';
  variant?: 'cards' | 'places';
  footer?: CardLink;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      {variant === 'places' ? (
        <ul className="flex flex-wrap justify-center gap-2.5">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 font-medium text-amber-900 underline decoration-amber-600/50 underline-offset-4 hover:border-amber-600"
              >
                <IconSvg icon={MapPin} size={16} className="text-amber-700" />
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="group flex h-full min-h-11 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-amber-500"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-amber-900">
                  {link.label}
                  <IconSvg icon={ArrowRight} size={18} className="shrink-0 transition-transform group-hover:translate-x-1" />
                </span>
                {link.text && <span className="mt-2 text-sm text-slate-700">{link.text}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer && <SectionFooterLink href={footer.href}>{footer.label}</SectionFooterLink>}
    </Section>
  );
}
