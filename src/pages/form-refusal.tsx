import { useLocale } from '../components/locale-context';
import { CallButton, ButtonLink } from '../components/button-link';
import { Container } from '../components/container';
import { FORM_ACTION, type LeadForm } from '../forms/fields';

/**
 * The page sent instead of a form's thank-you when the site refuses a post
 * made without JavaScript (cross-site 403, 413 too large,
 * 415 not a form, 429 too many, 400 unreadable, 503 when the
 * request could be neither stored nor emailed): what happened, in the
 * language of the posted form, a link back to the form and the phone number.
 * `backToForm` and `call` are the two button labels in that language.
 */
export function FormRefusalPage({
  form,
  heading,
  message,
  backToForm,
  call,
}: {
  form: LeadForm;
  heading: string;
  message: string;
  /** The link back to the form's label; the edition's words (`t.refusal.back`) unless given. */
  backToForm?: string;
  call?: string;
}) {
  const { t, href } = useLocale();
  return (
    <section className="bg-slate-50 py-20 sm:py-28">
      <Container width="3xl" className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg text-slate-700">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={href(FORM_ACTION[form])} size="lg">
            {backToForm ?? t.refusal.back}
          </ButtonLink>
          <CallButton variant="outline" size="lg" label={call} />
        </div>
      </Container>
    </section>
  );
}
