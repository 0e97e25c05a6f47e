import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useLocale } from './locale-context';

/** A numbered process (a "4-step process" or "6-step process"); steps are { title, description } (a description may hold a link, e.g. a tel: link). */
export function ProcessSteps({ steps }: { steps: readonly { title: string; description: ReactNode }[] }) {
  const { t } = useLocale();
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2', steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 items-center justify-center rounded-full bg-amber-500 text-lg font-bold text-slate-950"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold">
            <span className="sr-only">{t.cards.step(i + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
