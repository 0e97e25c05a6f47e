import { BOOK_LINK } from '../content/booking';
import { useLocale } from './locale-context';

/**
 * A server-rendered link to /book (or /es/book) in the page's edition: "Ready now? Pick a time for the visit"
 * (issue 29 §1). No JavaScript: it adds nothing to any hydration budget. `cta`: the shorter label of the CTA band.
 */
export function BookVisitLink({ cta = false, className = '' }: { cta?: boolean; className?: string }) {
  const { locale, href } = useLocale();
  const words = BOOK_LINK[locale];
  return (
    <p className={className}>
      {cta ? null : `${words.intro} `}
      <a href={href('/book')} className="inline-flex min-h-6 items-center font-semibold underline underline-offset-2">
        {cta ? words.cta : words.label}
      </a>
    </p>
  );
}
