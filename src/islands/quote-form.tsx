import { QUOTE_NOTE } from '../content/forms';
import { EMPTY_QUOTE, FORM_ACTION, FORM_ANCHOR, MAX_LENGTH, QUOTE_FIELDS, type QuoteField } from '../leads/fields';
import { inputClass, labelClass } from './form-styles';
import {
  ErrorSummary,
  FieldError,
  FormNotice,
  HiddenFields,
  RequiredMark,
  useLeadForm,
  type LeadFormMessages,
  type LeadFormState,
} from './lead-form';

/** Field definitions with the spec's labels, input types and example placeholders (spec section 5; placeholders read as examples, issue 13). First Name is required (our decision, issue 7). */
const FIELDS = [
  {
    name: 'firstName',
    label: 'First Name',
    type: 'text',
    placeholder: 'e.g. John',
    autoComplete: 'given-name',
    half: true,
    required: true,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    type: 'text',
    placeholder: 'e.g. Smith',
    autoComplete: 'family-name',
    half: true,
    required: false,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    placeholder: 'e.g. john@example.com',
    autoComplete: 'email',
    half: false,
    required: false,
  },
  { name: 'phone', label: 'Phone', type: 'tel', placeholder: 'e.g. (409) 555-0123', autoComplete: 'tel', half: false, required: false },
  {
    name: 'address',
    label: 'Project Address',
    type: 'text',
    placeholder: 'e.g. 123 Main St, Beaumont, TX',
    autoComplete: 'address-line1',
    half: false,
    required: false,
  },
  {
    name: 'service',
    label: 'Service Needed',
    type: 'text',
    placeholder: 'e.g. Concrete driveway or patio',
    autoComplete: 'off',
    half: false,
    required: false,
  },
] as const;

/**
 * The quote request form (spec sections 2 and 5): seven fields, email typed
 * email, phone typed tel, button 'Submit Quote Request'. The server needs a
 * first name and a phone number or an email address (issue 7), so First Name
 * carries the required marker and a note says so. It posts to /quote and
 * behaves like the contact form (see `useLeadForm`): natively without
 * JavaScript, with `fetch`, the console line and the success alert once
 * hydrated.
 */
export function QuoteForm({ messages, values, errors }: { messages: LeadFormMessages } & LeadFormState<QuoteField>) {
  const lead = useLeadForm('quote', EMPTY_QUOTE, { values, errors }, messages);

  return (
    <form
      method="post"
      action={`${FORM_ACTION.quote}#${FORM_ANCHOR}`}
      onSubmit={lead.onSubmit}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label="Quote request"
    >
      <ErrorSummary form="quote" errors={lead.errors} order={QUOTE_FIELDS} ref={lead.summaryRef} className="sm:col-span-2" />
      {FIELDS.map((f) => (
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
          <FieldError form="quote" field={f.name} message={lead.errors[f.name]} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="quote-description" className={labelClass}>
          Project Description
        </label>
        <textarea
          {...lead.field('description')}
          rows={5}
          maxLength={MAX_LENGTH.description}
          placeholder="e.g. A 20 by 24 ft driveway replacement, ideally before summer"
          className={inputClass}
        />
        <FieldError form="quote" field="description" message={lead.errors.description} />
      </div>
      <HiddenFields form="quote" idempotencyKey={lead.key} />
      <FormNotice text={lead.notice} className="sm:col-span-2" />
      <button
        type="submit"
        disabled={lead.sending}
        className="rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-slate-900 disabled:cursor-wait disabled:opacity-70 sm:col-span-2"
      >
        {lead.sending ? 'Sending…' : 'Submit Quote Request'}
      </button>
      <p className="text-sm text-slate-600 sm:col-span-2">{QUOTE_NOTE}</p>
    </form>
  );
}
