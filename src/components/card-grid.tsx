import { useLocale } from './locale-context';
import { Check } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import type { Card } from '../content/schema';
import { cn } from '../lib/cn';
import { Icon } from './icon';

/** Grid columns by number of cards, so 2, 3, 4 and 6 cards all sit evenly. */
function columns(count: number): string {
  if (count <= 2) return 'md:grid-cols-2';
  if (count === 3 || count === 6 || count === 9) return 'md:grid-cols-2 lg:grid-cols-3';
  return 'md:grid-cols-2 lg:grid-cols-4';
}

/**
 * A grid of content cards (benefits, service cards, options, patterns, finish
 * levels, applications, city features): icon, badge, Popular flag, h3 title,
 * description, feature list and "Best for" line, each where present.
 */
export function CardGrid({ items }: { items: readonly Card[] }) {
  const { t } = useLocale();
  return (
    <ul className={cn('grid gap-6', columns(items.length))}>
      {items.map((item) => (
        <li key={item.title} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="mb-4 flex items-start justify-between gap-3">
            {item.icon ? (
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                <Icon name={item.icon} />
              </span>
            ) : (
              <span />
            )}
            <span className="flex flex-wrap justify-end gap-1.5">
              {item.popular && (
                <span className="rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-semibold text-slate-950">{t.cards.popular}</span>
              )}
              {item.badge && <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">{item.badge}</span>}
            </span>
          </div>
          <h3 className="text-xl font-bold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          {item.features && (
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <IconSvg icon={Check} size={18} className="mt-px shrink-0 text-amber-700" />
                  {feature}
                </li>
              ))}
            </ul>
          )}
          {item.bestFor && (
            <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700">
              <strong className="font-semibold text-slate-900">{t.cards.bestFor}</strong> {item.bestFor}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
