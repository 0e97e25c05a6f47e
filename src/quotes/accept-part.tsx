/**
 * The short signing form of a quote's customer page (issue 44 §1-2), apart from src/quotes/page.tsx so neither file
 * passes 450 lines: typed full name, the consumer disclosure (one line, the full text in a `<details>`, right above
 * the consent box, as 15 U.S.C. §7001(c) asks it given before consent), the consent box, the three-day right in plain
 * words and the statute's statement in bold beside the signature (16 CFR 429.1(a)), the button.
 */
import { business } from '../content/business';
import { QUOTE_NOTICES } from '../content/quote-notices';
import { QUOTE_WORDS } from '../content/quotes';
import type { Locale } from '../i18n';
import { cn } from '../lib/cn';
import { ErrorSummary } from '../ui/error-summary';
import { Field } from '../ui/field';
import { FieldError } from '../ui/field-error';
import { MAX_SIGNER_NAME } from './answer';
import { buttonClass } from './deposit-part';
import { dollars } from './model';
import type { AnswerForm } from './page-types';

/** The form's fields in the order shown, with their controls' ids: what the error summary links to. */
const FIELDS = [
  ['name', 'quote-name'],
  ['consent', 'quote-consent'],
] as const;

/** The id the first screen's "Accept and sign" links to: the name field, the form's first control (Chromium focuses it). */
export const ACCEPT_TARGET = 'quote-name';

/** The error summary at the top of a refused acceptance (422), focused on load like the booking form's. */
const AnswerErrorSummary = ({ lang, errors }: { lang: Locale; errors: Record<string, string> }) => (
  <ErrorSummary
    id="answer-errors"
    headingId="answer-errors-heading"
    heading={QUOTE_WORDS[lang].page.errorsHeading}
    level="h3"
    autoFocus
    className="scroll-mt-20"
    items={FIELDS.filter(([field]) => errors[field]).map(([field, target]) => ({ key: field, message: errors[field] ?? '', target }))}
  />
);

/**
 * The signing form (`#accept`), posting to `action`; a refused post's summary first, its values kept.
 * @param payCents the deposit paid right after on Stripe's Checkout (the button says "Accept and pay the deposit"), or 0
 */
export function AcceptForm({ lang, action, form, payCents }: { lang: Locale; action: string; form?: AnswerForm; payCents: number }) {
  const words = QUOTE_WORDS[lang].page;
  const accept = words.accept;
  const errors = form?.kind === 'accept' ? form.errors : {};
  return (
    <form
      id="accept"
      method="post"
      action={action}
      className="mt-8 grid scroll-mt-20 gap-4 rounded-lg border-2 border-slate-900 p-4"
      aria-labelledby="accept-heading"
      noValidate
    >
      <AnswerErrorSummary lang={lang} errors={errors} />
      <h2 id="accept-heading" className="text-xl font-bold">
        {accept.heading}
      </h2>
      <Field
        id={ACCEPT_TARGET}
        label={accept.name}
        hint={accept.nameHint}
        error={errors.name}
        name="name"
        autoComplete="name"
        maxLength={MAX_SIGNER_NAME * 2}
        className="scroll-mt-40"
        controlClassName="scroll-mt-40"
        defaultValue={form?.kind === 'accept' ? form.values.name : ''}
      />
      <div id="esign-disclosure" className="rounded-lg bg-slate-100 p-3">
        <p id="esign-line">
          <strong>{words.disclosure.heading}:</strong> {accept.disclosureLine}
        </p>
        <details className="mt-1">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold underline">{accept.disclosureMore}</summary>
          {words.disclosure.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2">
              {paragraph.replace('{phone}', business.phone.display).replace('{email}', business.email)}
            </p>
          ))}
          <p className="mt-2 text-sm text-slate-700">{words.disclosure.citation}</p>
        </details>
      </div>
      <div>
        <label className="flex min-h-12 cursor-pointer items-start gap-3">
          <input
            id="quote-consent"
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={form?.kind === 'accept' && form.values.consent === 'yes'}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={cn('esign-line', errors.consent && 'quote-consent-error')}
            className="mt-1 size-6 shrink-0 accent-slate-900"
          />
          <span>{accept.consent}</span>
        </label>
        <FieldError id="quote-consent-error" message={errors.consent} />
      </div>
      <p data-plain="cancel-before">{QUOTE_NOTICES[lang].plain.before}</p>
      <p className="font-bold" data-notice="cooling-off-signature">
        {QUOTE_NOTICES[lang].coolingOff}
      </p>
      {payCents > 0 && <p>{accept.payNext(dollars(payCents))}</p>}
      <p>
        <button type="submit" className={cn(buttonClass, 'w-full sm:w-auto')}>
          {payCents > 0 ? accept.pay : accept.button}
        </button>
      </p>
    </form>
  );
}
