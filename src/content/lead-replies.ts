/**
 * The first words of the contractor's answer to a lead, in the lead's
 * language, prefilled by the Text and Email buttons of /admin/leads/<id>
 * (issue 30): short, plain, from the business by name. `{name}` is the
 * customer's first name.
 */
import { business } from './business';

/** A text message and an email subject per language. */
export const LEAD_REPLIES = {
  en: {
    text: `Hi {name}, this is ${business.name} about your concrete request. When is a good time to talk?`,
    subject: `Your concrete request with ${business.name}`,
  },
  es: {
    text: `Hola, {name}. Le escribe ${business.name} sobre su solicitud de cotización. ¿Cuándo le queda bien que hablemos?`,
    subject: `Su solicitud de cotización a ${business.name}`,
  },
} as const;
