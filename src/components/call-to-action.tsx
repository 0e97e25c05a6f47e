import { useLocale } from './locale-context';
import { ButtonLink, CallButton, EmailQuoteButton } from './button-link';
import { Container } from './container';

/**
 * The closing call-to-action band every page ends with: heading, text, a
 * free-quote button to /contact, the call button and, where `email` is set,
 * the Email for Quote link (spec section 2).
 */
export function CallToAction({
  heading,
  text,
  ctaLabel,
  email = false,
}: {
  heading: string;
  text: string;
  ctaLabel?: string;
  email?: boolean;
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
          <ButtonLink href={href('/contact')} variant="dark" size="lg">
            {ctaLabel ?? t.buttons.getFreeQuote}
          </ButtonLink>
          <CallButton variant="outline" size="lg" />
          {email && <EmailQuoteButton variant="outline" size="lg" />}
        </div>
      </Container>
    </section>
  );
}
