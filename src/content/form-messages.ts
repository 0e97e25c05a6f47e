/**
 * The words of the lead forms built from the business profile (the success
 * alert of spec section 8, the send failure) and the server's answers to a
 * form post (issue 7): one validation message per rule a field can break,
 * and the answers to a request the site refuses.
 * Plain English, addressed to the visitor. Server-only: kept apart from
 * forms.ts so the hydration bundle does not carry them.
 */
import type { LeadFormMessages } from '../islands/lead-form';
import { MAX_LENGTH } from '../leads/fields';
import type { Locale } from '../i18n';
import { business } from './business';
import { perfil } from './es/profile';
import { ui as esUi } from './es/ui';
import { ui } from './ui';

/** The alert after a successful submit and the thank-you state's message, spec section 8. */
export const LEAD_SUCCESS = `Thank you for your inquiry! We will contact you within ${business.response.form}.`;

/** How to reach the office when the form cannot be used. */
const callUs = `call us at ${business.phone.display}`;

/** Shown by an island when the request could not reach the site or the site failed. */
export const SEND_FAILED = `Your request could not be sent. Please try again in a moment, or ${callUs}.`;

/** The words a form island shows, handed to it as a prop: built from the business profile, and the form's labels. */
export const LEAD_FORM_MESSAGES: LeadFormMessages = { success: LEAD_SUCCESS, sendFailed: SEND_FAILED, words: ui.form, lang: 'en' };

/** The success alert in Spanish (issue 15: the spec's alert text on Spanish pages), the promise from the profile. */
export const LEAD_SUCCESS_ES = `¡Gracias por su consulta! Nos comunicaremos con usted en un plazo de ${perfil.respuesta.formulario}.`;

/** The Spanish form island words: the alert, the send failure, the labels and the posted language `es`. */
const LEAD_FORM_MESSAGES_ES: LeadFormMessages = {
  success: LEAD_SUCCESS_ES,
  sendFailed: `No pudimos enviar su solicitud. Inténtelo de nuevo en un momento o llámenos al ${business.phone.display}.`,
  words: esUi.form,
  lang: 'es',
};

/** The words of the form islands in an edition (issue 15). */
export const leadFormMessages = (locale: Locale): LeadFormMessages => (locale === 'es' ? LEAD_FORM_MESSAGES_ES : LEAD_FORM_MESSAGES);

/** A number with a thousands separator, e.g. 4,000. */
const count = (n: number) => n.toLocaleString('en-US');

/** One message per rule a field can break. */
export const FIELD_MESSAGES = {
  name: { required: 'Enter your full name.', tooLong: `Your name must be ${count(MAX_LENGTH.name)} characters or fewer.` },
  firstName: { required: 'Enter your first name.', tooLong: `Your first name must be ${count(MAX_LENGTH.firstName)} characters or fewer.` },
  lastName: { tooLong: `Your last name must be ${count(MAX_LENGTH.lastName)} characters or fewer.` },
  phone: {
    required: 'Enter your phone number.',
    invalid: 'Enter a US phone number, like (409) 555-0123.',
    tooLong: 'Enter a US phone number, like (409) 555-0123.',
  },
  email: {
    required: 'Enter your email address.',
    invalid: 'Enter an email address like name@example.com.',
    tooLong: `Your email address must be ${count(MAX_LENGTH.email)} characters or fewer.`,
  },
  phoneOrEmail: 'Enter a phone number or an email address so we can reach you.',
  service: { invalid: 'Choose a service from the list.', tooLong: `The service must be ${count(MAX_LENGTH.service)} characters or fewer.` },
  address: { tooLong: `The project address must be ${count(MAX_LENGTH.address)} characters or fewer.` },
  message: {
    required: 'Tell us about your project.',
    tooLong: `Project details must be ${count(MAX_LENGTH.message)} characters or fewer.`,
  },
  description: { tooLong: `The project description must be ${count(MAX_LENGTH.description)} characters or fewer.` },
  /** A single-line field holding a line break or another control character. */
  singleLine: 'Use one line without special characters.',
  /** A tampered or repeated field (not a plain text value). */
  notText: 'Enter plain text.',
  /** A malformed idempotency key: only a tampered form sends one. */
  idempotencyKey: 'Reload the page and send the form again.',
} as const;

/**
 * The answers to a form post the site refuses (issue 7, "Abuse"), by status:
 * a heading for the page sent to a post without JavaScript and a message
 * used on that page and in the JSON answer.
 */
export const REFUSALS = {
  400: {
    heading: 'We could not read your request',
    message: `Your request could not be read. Please fill in the form again, or ${callUs}.`,
  },
  403: {
    heading: 'Please send the form from our website',
    message: `For your safety we only accept this form from our own pages. Open the form again and send it from there, or ${callUs}.`,
  },
  413: {
    heading: 'Your request is too long',
    message: `Your request is larger than we can accept. Please shorten the project details and send it again, or ${callUs}.`,
  },
  415: {
    heading: 'We could not read your request',
    message: `Your request was not sent as a web form. Please send the form from our website, or ${callUs}.`,
  },
  429: {
    heading: 'Too many requests',
    message: `Too many requests came from your connection in the last minute. Please wait a minute and try again, or ${callUs}.`,
  },
} as const;

export type RefusalStatus = keyof typeof REFUSALS;
