import { Send } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { CONTACT_FIELDS, EMPTY_CONTACT, FORM_ACTION, FORM_ANCHOR, MAX_LENGTH, type ContactField } from '../forms/fields';
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
 * The estimate request form of the contact page:
 * required Full Name, Phone Number (tel), Email Address (email) and Project
 * Details, optional Service (a select of `services`: each option's value is
 * the English service name the server accepts and stores, its label the name
 * in the page's language) and Project Address.
 * It posts to /contact: natively without JavaScript (the server answers with
 * the thank-you page, or this form again with `values` and `errors`), with
 * `fetch` once hydrated (values to the console, then the success alert or the
 * errors inline; see `useLeadForm`). The browser's required checks apply
 * first either way. A word longer than its line (a photo's file name in the
 * list or in a refusal) breaks anywhere (`wrap-anywhere`, inherited), so the
 * form is never wider than a 320 px screen (issue 28).
 */
export function ContactForm({
  services,
  messages,
  values,
  errors,
  notice,
  lang,
}: { services: { value: string; label: string }[]; messages: LeadFormMessages; lang?: Lang } & LeadFormState<ContactField>) {
  const lead = useLeadForm('contact', EMPTY_CONTACT, { values, errors, notice }, messages);
  const { field } = lead;
  if (lead.sent) {
    const formHref = localizedPath(lang ?? messages.lang, FORM_ACTION.contact);
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
      action={`${FORM_ACTION.contact}#${FORM_ANCHOR}`}
      encType="multipart/form-data"
      onSubmit={lead.onSubmit}
      className="relative grid gap-5 wrap-anywhere"
      aria-label={w.contactLabel}
    >
      <ErrorSummary
        form="contact"
        heading={w.errorSummary}
        errors={lead.errors}
        order={[...CONTACT_FIELDS, 'photos']}
        ref={lead.summaryRef}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            {w.name}
            <RequiredMark />
          </label>
          <input {...field('name')} type="text" required maxLength={MAX_LENGTH.name} autoComplete="name" className={inputClass} />
          <FieldError id={errorId('contact', 'name')} small message={lead.errors.name} />
        </div>
        <div>
          <label htmlFor="contact-phone" className={labelClass}>
            {w.phone}
            <RequiredMark />
          </label>
          <input {...field('phone')} type="tel" required maxLength={MAX_LENGTH.phone} autoComplete="tel" className={inputClass} />
          <FieldError id={errorId('contact', 'phone')} small message={lead.errors.phone} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          {w.email}
          <RequiredMark />
        </label>
        <input {...field('email')} type="email" required maxLength={MAX_LENGTH.email} autoComplete="email" className={inputClass} />
        <FieldError id={errorId('contact', 'email')} small message={lead.errors.email} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-service" className={labelClass}>
            {w.service}
          </label>
          <select {...field('service')} className={inputClass}>
            <option value="">{w.selectService}</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
          <FieldError id={errorId('contact', 'service')} small message={lead.errors.service} />
        </div>
        <div>
          <label htmlFor="contact-address" className={labelClass}>
            {w.address}
          </label>
          <input {...field('address')} type="text" maxLength={MAX_LENGTH.address} autoComplete="address-line1" className={inputClass} />
          <FieldError id={errorId('contact', 'address')} small message={lead.errors.address} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          {w.message}
          <RequiredMark />
        </label>
        <textarea
          {...field('message')}
          required
          rows={5}
          maxLength={MAX_LENGTH.message}
          className={inputClass}
          placeholder={w.messagePlaceholder}
        />
        <FieldError id={errorId('contact', 'message')} small message={lead.errors.message} />
      </div>
      <PhotoField form="contact" words={w} photos={lead.photos} error={lead.errors.photos} />
      <HiddenFields form="contact" idempotencyKey={lead.key} messages={messages} lang={lang} />
      <FormNotice text={lead.notice} />
      <button
        type="submit"
        disabled={lead.sending}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-70"
      >
        <IconSvg icon={Send} size={20} /> {lead.sending ? w.sending : w.send}
      </button>
      <p className="text-sm text-slate-600">{w.requiredNote}</p>
    </form>
  );
}
