import { ChevronDown } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { useRef, type SyntheticEvent } from 'react';

/** One accordion item: a title and its text, possibly several paragraphs separated by blank lines. */
export interface AccordionItem {
  title: string;
  body: string;
}

/**
 * An FAQ or tips accordion: one item open at a time, the
 * open item collapses on a second click. Built on exclusive
 * `<details name=...>`, so it works without JavaScript; hydration enforces
 * the one-open rule in browsers that lack the `name` attribute.
 * `group` must be unique on the page; `numbered` prefixes titles with 1., 2., ...
 */
export function Accordion({ group, items, numbered = false }: { group: string; items: AccordionItem[]; numbered?: boolean }) {
  const refs = useRef<(HTMLDetailsElement | null)[]>([]);
  const onToggle = (index: number) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return;
    refs.current.forEach((el, i) => {
      if (el && i !== index && el.open) el.open = false;
    });
  };

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white" data-accordion={group}>
      {items.map((item, i) => (
        <details
          key={item.title}
          name={group}
          className="group"
          ref={(el) => {
            refs.current[i] = el;
          }}
          onToggle={onToggle(i)}
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
            <span>
              {numbered && <span className="mr-2 text-amber-800">{i + 1}.</span>}
              {item.title}
            </span>
            <IconSvg icon={ChevronDown} size={20} className="mt-0.5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700">
            {item.body.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
