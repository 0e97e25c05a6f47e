import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Container } from './container';

/** Background tones a section may take, alternated down a page. */
const tones = { white: 'bg-white', muted: 'bg-slate-50', dark: 'surface-dark bg-slate-900 text-slate-100' } as const;

/**
 * A page section: an `<section>` labelled by its h2 heading, with an optional
 * intro paragraph, inside the page container. `id` becomes the anchor and the
 * heading's id is `${id}-heading`.
 */
export function Section({
  id,
  heading,
  intro,
  tone = 'white',
  children,
  className,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-14 sm:py-20', tones[tone], className)}>
      <Container>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id={`${id}-heading`} className={cn('text-3xl font-bold tracking-tight sm:text-4xl', tone === 'dark' && 'text-white')}>
            {heading}
          </h2>
          {intro && <p className={cn('mt-4 text-lg', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{intro}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}

/**
 * The link under a section's content to the page that holds all of it ("See
 * all our projects", "View all service areas"), centred, a 44 px target
 * (WCAG 2.5.8 asks 24).
 */
export function SectionFooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-8 text-center">
      <a
        href={href}
        className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
      >
        {children}
      </a>
    </p>
  );
}
