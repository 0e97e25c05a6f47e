/**
 * The shapes a lead form's state and words take on their way from the
 * Worker to the form islands: the routes build them (routes/leads.tsx), the
 * words come from content/form-messages.ts, the pages pass them on
 * (pages/contact.tsx, pages/quote.tsx) and the islands draw them
 * (islands/contact-form.tsx, quote-form.tsx, lead-form.tsx,
 * thank-you-panel.tsx). Types only, so any layer can import them. The field
 * names, limits, `FieldErrors` and the JSON answer `LeadAnswer` stay in
 * leads/fields.ts, the contract of the post itself.
 */
import type { UiWords } from '../content/ui';
import type { Locale } from '../i18n';
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

/** Which state of the quote form the page shows: the form (empty, or with a failed post's values and errors), or the thank-you. */
export type QuoteFormView = LeadFormState<QuoteField> | SentView;

/** The words of the thank-you panel, built on the server from the business profile (content/form-messages.ts). */
export interface ThankYouWords {
  /** The success message, the panel's heading. */
  heading: string;
  /** The sentence before the phone link, e.g. "We have your request. Need us sooner? Call". */
  sooner: string;
  phone: { display: string; href: string };
  /** The link back to an empty form. */
  another: string;
}

/** The words a form island needs that are built from the business profile (content/form-messages.ts), passed as props so the bundle does not carry the profile. */
export interface LeadFormMessages {
  /** The notice when the request could not be sent. */
  sendFailed: string;
  /** The thank-you panel that replaces the form after an accepted request. */
  thankYou: ThankYouWords;
  /** The form's labels, placeholders, notes and buttons in the page's language. */
  words: UiWords['form'];
  /** The page's language, posted in the hidden field `lang` so the server answers in it. */
  lang: Locale;
}
