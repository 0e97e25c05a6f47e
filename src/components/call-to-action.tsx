import { estimateHref } from '../content/ui';
import { ButtonLink, CallButton, EmailQuoteButton } from './button-link';
import { BookVisitLink } from './book-visit-link';
import { Container } from './container';
import { useLocale } from './locale-context';

/**
 * The closing call-to-action band every page ends with: heading, text, a
 * free-quote button to the estimate form of the page's edition (the form
 * itself, not the page above it), the call button and, where `email` is set,
 * the Email for Quote link.
 */
export function CallToAction({
  heading,
  text,
  ctaLabel,
  email = false,
  callFirst = false,
  book = false,
}: {
  heading: string;
  text: string;
  ctaLabel?: string;
  email?: boolean;
  /** Call is the primary (first, filled) button and the quote link the outlined one, as on /emergency. */
  callFirst?: boolean;
  /** A link to /book under the buttons (service and town pages, issue 29). */
  book?: boolean;
}) {
  const { t, href } = useLocale();
  return (
    <section aria-labelledby="cta-heading" className="bg-amber-500">
      <Container className="py-14 text-center sm:py-16">
        <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-900">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {callFirst && <CallButton variant="dark" size="lg" />}
          <ButtonLink href={href(estimateHref)} variant={callFirst ? 'outline' : 'dark'} size="lg">
            {ctaLabel ?? t.buttons.getFreeQuote}
          </ButtonLink>
          {!callFirst && <CallButton variant="outline" size="lg" />}
          {email && <EmailQuoteButton variant="outline" size="lg" />}
        </div>
        {book && <BookVisitLink cta className="mt-6 text-lg text-slate-950" />}
      </Container>
    </section>
  );
}
