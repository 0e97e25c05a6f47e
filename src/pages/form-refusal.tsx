import { useLocale } from '../components/locale-context';
import { CallButton, ButtonLink } from '../components/button-link';
import { Container } from '../components/container';
import { FORM_ACTION, type LeadForm } from '../leads/fields';

/**
 * The page sent instead of a form's thank-you when the site refuses a post
 * made without JavaScript (issue 7, "Abuse": cross-site 403, 413 too large,
 * 415 not a form, 429 too many, 400 unreadable): what happened, in plain
 * English, a link back to the form and the phone number.
 */
export function FormRefusalPage({ form, heading, message }: { form: LeadForm; heading: string; message: string }) {
  const { t, href } = useLocale();
  return (
    <section className="bg-slate-50 py-20 sm:py-28">
      <Container className="max-w-3xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-700">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={href(FORM_ACTION[form])} size="lg">
            {t.refusal.back}
          </ButtonLink>
          <CallButton variant="outline" size="lg" />
        </div>
      </Container>
    </section>
  );
}
