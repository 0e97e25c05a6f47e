import { Send } from 'lucide';
import { IconSvg } from '../components/icon-svg';
import { REQUIRED_NOTE } from '../content/forms';
import { CONTACT_FIELDS, EMPTY_CONTACT, FORM_ACTION, FORM_ANCHOR, MAX_LENGTH, type ContactField } from '../leads/fields';
import { inputClass, labelClass } from './form-styles';
import {
  ErrorSummary,
  FieldError,
  FormNotice,
  HiddenFields,
  useLeadForm,
  type LeadFormMessages,
  type LeadFormState,
  RequiredMark,
} from './lead-form';

/**
 * The estimate request form of the contact page (spec sections 2, 4 and 5):
 * required Full Name, Phone Number (tel), Email Address (email) and Project
 * Details, optional Service (a select of `services`) and Project Address.
 * It posts to /contact: natively without JavaScript (the server answers with
 * the thank-you page, or this form again with `values` and `errors`), with
 * `fetch` once hydrated (values to the console, then the success alert or the
 * errors inline; see `useLeadForm`). The browser's required checks apply
 * first either way.
 */
export function ContactForm({
  services,
  messages,
  values,
  errors,
}: { services: string[]; messages: LeadFormMessages } & LeadFormState<ContactField>) {
  const lead = useLeadForm('contact', EMPTY_CONTACT, { values, errors }, messages);
  const { field } = lead;

  return (
    <form
      method="post"
      action={`${FORM_ACTION.contact}#${FORM_ANCHOR}`}
      onSubmit={lead.onSubmit}
      className="relative grid gap-5"
      aria-label="Estimate request"
    >
      <ErrorSummary form="contact" errors={lead.errors} order={CONTACT_FIELDS} ref={lead.summaryRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Full Name
            <RequiredMark />
          </label>
          <input {...field('name')} type="text" required maxLength={MAX_LENGTH.name} autoComplete="name" className={inputClass} />
          <FieldError form="contact" field="name" message={lead.errors.name} />
        </div>
        <div>
          <label htmlFor="contact-phone" className={labelClass}>
            Phone Number
            <RequiredMark />
          </label>
          <input {...field('phone')} type="tel" required maxLength={MAX_LENGTH.phone} autoComplete="tel" className={inputClass} />
          <FieldError form="contact" field="phone" message={lead.errors.phone} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          Email Address
          <RequiredMark />
        </label>
        <input {...field('email')} type="email" required maxLength={MAX_LENGTH.email} autoComplete="email" className={inputClass} />
        <FieldError form="contact" field="email" message={lead.errors.email} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-service" className={labelClass}>
            Service Needed
          </label>
          <select {...field('service')} className={inputClass}>
            <option value="">Select a service</option>
            {services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
          <FieldError form="contact" field="service" message={lead.errors.service} />
        </div>
        <div>
          <label htmlFor="contact-address" className={labelClass}>
            Project Address
          </label>
          <input {...field('address')} type="text" maxLength={MAX_LENGTH.address} autoComplete="address-line1" className={inputClass} />
          <FieldError form="contact" field="address" message={lead.errors.address} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Project Details
          <RequiredMark />
        </label>
        <textarea
          {...field('message')}
          required
          rows={5}
          maxLength={MAX_LENGTH.message}
          className={inputClass}
          placeholder="Size, location, timeline and anything else we should know"
        />
        <FieldError form="contact" field="message" message={lead.errors.message} />
      </div>
      <HiddenFields form="contact" idempotencyKey={lead.key} />
      <FormNotice text={lead.notice} />
      <button
        type="submit"
        disabled={lead.sending}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-70"
      >
        <IconSvg icon={Send} size={20} /> {lead.sending ? 'Sending…' : 'Send My Request'}
      </button>
      <p className="text-sm text-slate-600">{REQUIRED_NOTE}</p>
    </form>
  );
}
