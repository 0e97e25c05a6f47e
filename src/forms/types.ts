/**
 * The shapes a lead form's state and words take on their way from the
 * Worker to the form islands: the routes build them (leads/routes.tsx), the
 * words come from content/form-messages.ts, the pages pass them on
 * (pages/contact.tsx, pages/request.tsx) and the islands draw them
 * (islands/contact-form.tsx, request-form.tsx, lead-form.tsx,
 * thank-you-panel.tsx). Types only, so any layer can import them. The field
 * names, limits, `FieldErrors` and the JSON answer `LeadAnswer` are in
 * fields.ts, the contract of the post itself; the words' shapes
 * (`LeadFormMessages`, `ThankYouWords`) are content's (content/form-messages.ts).
 */
import type { ContactField, FieldErrors, QuoteField } from './fields';

/**
 * What the server hands a form island: the visitor's values, one message per
 * failed field (a post without JavaScript that failed validation), and a
 * message about the whole request (a 503: neither stored nor emailed).
 */
export interface LeadFormState<F extends string> {
  values?: Record<F, string>;
  /** Per field, and `photos` for a refused photo. */
  errors?: FieldErrors<F | 'photos'>;
  notice?: string;
}

/** Which state of the estimate request form the contact page shows: the form (empty, or with a failed post's values and errors), or the thank-you. */
export type ContactFormView = LeadFormState<ContactField> | SentView;

/** The thank-you state; `photosNotice` says the lead was kept without its photos. */
export interface SentView {
  sent: true;
  photosNotice?: string;
}

/**
 * Which state of the estimate request form (/quote) the page shows: the form (empty, or with a failed post's values and errors),
 * or the thank-you. Its fields keep the name `QuoteField`: they are the post's field names at /quote (src/forms/fields.ts).
 */
export type RequestFormView = LeadFormState<QuoteField> | SentView;
