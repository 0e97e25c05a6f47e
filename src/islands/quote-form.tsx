import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_SUCCESS } from './contact-form';
import { inputClass, labelClass } from './form-styles';

/** The quote form's fields, spec section 3 ("Quote form fields"). */
export interface QuoteValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  description: string;
}

const EMPTY: QuoteValues = { firstName: '', lastName: '', email: '', phone: '', address: '', service: '', description: '' };

/** Field definitions with the spec's labels, input types and placeholders (spec section 5). */
const FIELDS = [
  { name: 'firstName', label: 'First Name', type: 'text', placeholder: 'John', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last Name', type: 'text', placeholder: 'Smith', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', placeholder: 'john@example.com', autoComplete: 'email', half: false },
  { name: 'phone', label: 'Phone', type: 'tel', placeholder: '(409) 555-0123', autoComplete: 'tel', half: false },
  { name: 'address', label: 'Project Address', type: 'text', placeholder: '123 Main St, City, TX', autoComplete: 'address-line1', half: false },
  { name: 'service', label: 'Service Needed', type: 'text', placeholder: 'e.g., Concrete Driveway, Patio, etc.', autoComplete: 'off', half: false },
] as const;


/**
 * The quote request form (spec sections 2 and 5): seven fields, email typed
 * email, phone typed tel, no required markers, button 'Submit Quote Request'.
 * Submit is handled like the contact form: the values go to the console and
 * the success alert is shown. Without JavaScript it posts to /quote.
 */
export function QuoteForm() {
  const [values, setValues] = useState<QuoteValues>(EMPTY);
  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Quote request submitted:', values);
    alert(CONTACT_SUCCESS);
  };

  return (
    <form method="post" action="/quote" onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Quote request">
      {FIELDS.map((field) => (
        <div key={field.name} className={field.half ? '' : 'sm:col-span-2'}>
          <label htmlFor={`quote-${field.name}`} className={labelClass}>{field.label}</label>
          <input
            id={`quote-${field.name}`}
            name={field.name}
            type={field.type}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={update}
            className={inputClass}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor="quote-description" className={labelClass}>Project Description</label>
        <textarea id="quote-description" name="description" rows={5} placeholder="Tell us about your project: size, timeline, any special requirements" value={values.description} onChange={update} className={inputClass} />
      </div>
      <button type="submit" className="rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:col-span-2">
        Submit Quote Request
      </button>
    </form>
  );
}
