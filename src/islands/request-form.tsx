import { EMPTY_QUOTE, FORM_ACTION, FORM_ANCHOR, MAX_LENGTH, QUOTE_FIELDS, type QuoteField } from '../forms/fields';
import type { Lang } from '../forms/fields';
import { localizedPath } from '../i18n';
import { inputClass, labelClass } from '../ui/form-styles';
import type { LeadFormMessages } from '../content/form-messages';
import type { LeadFormState } from '../forms/types';
import { PhotoField, PhotoList } from './lead-photos';
import { ThankYouPanel } from './thank-you-panel';
import { FieldError } from '../ui/field-error';
import { ErrorSummary, errorId, FormNotice, HiddenFields, RequiredMark, useLeadForm } from './lead-form';

/**
 * Field definitions with the labels, input types and placeholders the product specification gives (each placeholder reads as an example, "e.g. ..."), the words from
 * `w` (the page's language). First Name is required (our decision: the specification sets no rule for the quote form).
 */
const fieldsOf = (w: LeadFormMessages['words']) =>
  [
    {
      name: 'firstName',
      label: w.quoteFirstName,
      type: 'text',
      placeholder: w.firstNamePlaceholder,
      autoComplete: 'given-name',
      half: true,
      required: true,
    },
    {
      name: 'lastName',
      label: w.quoteLastName,
      type: 'text',
      placeholder: w.lastNamePlaceholder,
      autoComplete: 'family-name',
      half: true,
      required: false,
    },
    {
      name: 'email',
      label: w.quoteEmail,
      type: 'email',
      placeholder: w.emailPlaceholder,
      autoComplete: 'email',
      half: false,
      required: false,
    },
    { name: 'phone', label: w.quotePhone, type: 'tel', placeholder: w.phonePlaceholder, autoComplete: 'tel', half: false, required: false },
    {
      name: 'address',
      label: w.address,
      type: 'text',
      placeholder: w.addressPlaceholder,
      autoComplete: 'address-line1',
      half: false,
      required: false,
    },
    {
      name: 'service',
      label: w.quoteService,
      type: 'text',
      placeholder: w.servicePlaceholder,
      autoComplete: 'off',
      half: false,
      required: false,
    },
  ] as const;

/**
 * The estimate request form (island `RequestForm`, on /quote): seven fields, email typed
 * email, phone typed tel, button 'Submit Quote Request'. The server needs a
 * first name and a phone number or an email address, so First Name
 * carries the required marker and a note says so. It posts to /quote and
 * behaves like the contact form (see `useLeadForm`): natively without
 * JavaScript, with `fetch`, the console line and the success alert once
 * hydrated. Like it, never wider than a 320 px screen, whatever the file
 * names (`wrap-anywhere`, inherited; issue 28). Its `quote` names stay: the
 * post's path (`FORM_ACTION.quote`), the stored lead's `form` value 'quote'
 * and the `quote-…` field ids that links and tests rely on.
 */
export function RequestForm({
  messages,
  values,
  errors,
  notice,
  lang,
}: { messages: LeadFormMessages; lang?: Lang } & LeadFormState<QuoteField>) {
  const lead = useLeadForm('quote', EMPTY_QUOTE, { values, errors, notice }, messages);
  if (lead.sent) {
    const formHref = localizedPath(lang ?? messages.lang, FORM_ACTION.quote);
    return (
      <ThankYouPanel words={messages.thankYou} formHref={formHref} headingRef={lead.thanksRef}>
        <PhotoList photos={lead.photos} words={messages.words} sent />
      </ThankYouPanel>
    );
  }
  const w = messages.words;

  return (
    <form
      method="post"
      action={`${FORM_ACTION.quote}#${FORM_ANCHOR}`}
      encType="multipart/form-data"
      onSubmit={lead.onSubmit}
      className="relative grid gap-5 wrap-anywhere sm:grid-cols-2"
      aria-label={w.quoteLabel}
    >
      <ErrorSummary
        form="quote"
        heading={w.errorSummary}
        errors={lead.errors}
        order={[...QUOTE_FIELDS, 'photos']}
        ref={lead.summaryRef}
        className="sm:col-span-2"
      />
      {fieldsOf(w).map((f) => (
        <div key={f.name} className={f.half ? '' : 'sm:col-span-2'}>
          <label htmlFor={`quote-${f.name}`} className={labelClass}>
            {f.label}
            {f.required && <RequiredMark />}
          </label>
          <input
            {...lead.field(f.name)}
            type={f.type}
            required={f.required}
            maxLength={MAX_LENGTH[f.name]}
            placeholder={f.placeholder}
            autoComplete={f.autoComplete}
            className={inputClass}
          />
          <FieldError id={errorId('quote', f.name)} small message={lead.errors[f.name]} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="quote-description" className={labelClass}>
          {w.quoteDescription}
        </label>
        <textarea
          {...lead.field('description')}
          rows={5}
          maxLength={MAX_LENGTH.description}
          placeholder={w.descriptionPlaceholder}
          className={inputClass}
        />
        <FieldError id={errorId('quote', 'description')} small message={lead.errors.description} />
      </div>
      <div className="sm:col-span-2">
        <PhotoField form="quote" words={w} photos={lead.photos} error={lead.errors.photos} />
      </div>
      <HiddenFields form="quote" idempotencyKey={lead.key} messages={messages} lang={lang} />
      <FormNotice text={lead.notice} className="sm:col-span-2" />
      <button
        type="submit"
        disabled={lead.sending}
        className="rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-70 sm:col-span-2"
      >
        {lead.sending ? w.sending : w.submitQuote}
      </button>
      <p className="text-sm text-slate-600 sm:col-span-2">{w.quoteNote}</p>
    </form>
  );
}
