import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Container } from './container';

/**
 * The dark hero band at the top of a page: optional eyebrow badge, the page's
 * single h1, an optional tagline, a lead paragraph and the call-to-action buttons (`actions`).
 * `media` (home's project photo) shows beside the words from 1024 px, and on a phone right under the heading, where the
 * band's padding shrinks, so the photo is whole on the first screen (the sticky action bar keeps Call and Free Estimate
 * in view there). `compact` shrinks the band on phones.
 */
export function PageHero({
  eyebrow,
  heading,
  tagline,
  text,
  actions,
  children,
  media,
  compact = false,
}: {
  eyebrow?: string;
  heading: string;
  tagline?: string;
  text: string;
  actions?: ReactNode;
  children?: ReactNode;
  media?: ReactNode;
  /** A shorter band on phones (py-8): the gallery's, so its first photo is on the first screen (issue 37). */
  compact?: boolean;
}) {
  return (
    <section className="surface-dark relative overflow-hidden bg-slate-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(245,158,11,0.22),transparent_55%),linear-gradient(135deg,#0f172a_0%,#1e293b_60%,#334155_100%)]"
      />
      <Container
        className={
          media
            ? 'relative grid gap-6 py-8 sm:py-16 lg:grid-cols-2 lg:gap-x-10 lg:gap-y-0'
            : compact
              ? 'relative py-8 sm:py-16'
              : 'relative py-16 sm:py-24'
        }
      >
        <div className={cn('max-w-3xl', media && 'lg:col-start-1 lg:self-end')}>
          {eyebrow && (
            <p className="mb-5 inline-flex rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-semibold text-amber-300">
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">{heading}</h1>
        </div>
        {media && <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">{media}</div>}
        <div className={cn('max-w-3xl', media && 'lg:col-start-1 lg:mt-6')}>
          {tagline && <p className={cn('text-xl font-semibold text-amber-300 sm:text-2xl', !media && 'mt-4')}>{tagline}</p>}
          <p className={cn('text-lg leading-relaxed text-slate-200 sm:text-xl', (!media || tagline) && 'mt-6')}>{text}</p>
          {actions && <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
          {children}
        </div>
      </Container>
    </section>
  );
}
