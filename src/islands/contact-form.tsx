import { Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { inputClass, labelClass } from './form-styles';

/** The contact form's values, spec section 3 ("Contact form state"): all strings, initially empty. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  address: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', service: '', address: '', message: '' };

/** The alert shown after a submit, spec section 8. */
export const CONTACT_SUCCESS = 'Thank you for your inquiry! We will contact you within 24 hours.';


/**
 * The estimate request form of the contact page (spec sections 2, 4 and 5):
 * required Full Name, Phone Number (tel), Email Address (email) and Project
 * Details, optional Service (a select of `services`) and Project Address.
 * Each edit updates one field; submit prevents the default action, writes the
 * values to the console and shows the success alert. Without JavaScript the
 * browser's required checks still apply and the form posts to /contact.
 */
export function ContactForm({ services }: { services: string[] }) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Form submitted:', values);
    alert(CONTACT_SUCCESS);
  };

  return (
    <form method="post" action="/contact" onSubmit={onSubmit} className="grid gap-5" aria-label="Estimate request">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>Full Name *</label>
          <input id="contact-name" name="name" type="text" required autoComplete="name" value={values.name} onChange={update} className={inputClass} />
        </div>
        <div>
          <label htmlFor="contact-phone" className={labelClass}>Phone Number *</label>
          <input id="contact-phone" name="phone" type="tel" required autoComplete="tel" value={values.phone} onChange={update} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>Email Address *</label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" value={values.email} onChange={update} className={inputClass} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-service" className={labelClass}>Service Needed</label>
          <select id="contact-service" name="service" value={values.service} onChange={update} className={inputClass}>
            <option value="">Select a service</option>
            {services.map((service) => (
              <option key={service} value={service}>{service}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="contact-address" className={labelClass}>Project Address</label>
          <input id="contact-address" name="address" type="text" autoComplete="address-line1" value={values.address} onChange={update} className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>Project Details *</label>
        <textarea id="contact-message" name="message" required rows={5} value={values.message} onChange={update} className={inputClass} placeholder="Size, location, timeline and anything else we should know" />
      </div>
      <button type="submit" className="inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 px-6 py-3.5 text-lg font-semibold text-slate-950 shadow-sm hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900">
        <Send size={20} aria-hidden="true" /> Send My Request
      </button>
      <p className="text-sm text-slate-600">* Required fields. We respect your privacy and never share your information.</p>
    </form>
  );
}
