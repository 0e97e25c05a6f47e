import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';

/** One message of an error summary: its words and, when the field is on the page, the `#id` link to it. */
export interface SummaryItem {
  key: string;
  message: string;
  /** The id of the field's control, without '#'; no link when absent. */
  target?: string;
}

/**
 * The error summary above a refused form (GOV.UK Design System's pattern; WCAG 2.2 SC 3.3.1 Error Identification):
 * a heading and one message per item, each a link to its field when it has one. Announced as an alert and
 * focusable (`tabindex=-1`). `autoFocus`: it takes focus when the page loads, so a screen reader reads it and a
 * phone scrolls to it without JavaScript (the server-rendered refusals: the booking form, the quote's acceptance);
 * an island moves focus itself through `ref`. Renders nothing without items. The lead forms' islands draw the same
 * markup themselves (src/islands/lead-form.tsx): through this component their bundle went over its 75 KB budget.
 * @param headingId the heading's id, which names the region (`aria-labelledby`)
 * @param level the heading's level, where the form sits in the page's outline
 */
export function ErrorSummary({
  id,
  headingId,
  heading,
  level = 'h2',
  items,
  autoFocus = false,
  ref,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  heading: string;
  level?: 'h2' | 'h3';
  items: readonly SummaryItem[];
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  const Heading = level;
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refused post's summary takes focus on load (WCAG 3.3.1), only where asked
      autoFocus={autoFocus}
      role="alert"
      aria-labelledby={headingId}
      data-error-summary=""
      className={cn(
        'rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-red-700',
        className,
      )}
    >
      <Heading id={headingId} className="font-bold text-red-800">
        {heading}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
        {items.map((item) => (
          <li key={item.key}>
            {item.target ? (
              <a href={`#${item.target}`} className="underline hover:text-red-950">
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
