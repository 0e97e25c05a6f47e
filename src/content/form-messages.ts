/**
 * The words of the lead forms built from the business profile (the success
 * alert, the send failure) and the server's answers to a
 * form post: one validation message per rule a field can break,
 * and the answers to a request the site refuses.
 * Plain English and natural US Spanish (usted), addressed to the visitor;
 * the server picks the set by the posted form's `lang`.
 * Server-only: kept apart from
 * forms.ts so the hydration bundle does not carry them.
 */
import { LANGUAGE_TAG, type Locale } from '../i18n';
import { MAX_LEAD_PHOTOS, MAX_LENGTH, MAX_MULTIPART_BYTES, type Lang } from '../forms/fields';
import { business, telHref } from './business';
import { perfil } from './es/profile';
import { ui as esUi } from './es/ui';
import { type UiWords, ui } from './ui';

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

/** The specification's success words: the thank-you panel's heading (no alert, issue 37). */
export const LEAD_SUCCESS = `Thank you for your inquiry! We will contact you within ${business.response.form}.`;

/** How to reach the office when the form cannot be used. */
const callUs = `call us at ${business.phone.display}`;

/** Shown by an island when the request could not reach the site or the site failed. */
export const SEND_FAILED = `Your request could not be sent. Please try again in a moment, or ${callUs}.`;

/** The words a form island shows, handed to it as a prop: built from the business profile, and the form's labels. */
export const LEAD_FORM_MESSAGES: LeadFormMessages = {
  sendFailed: SEND_FAILED,
  thankYou: {
    heading: LEAD_SUCCESS,
    sooner: 'We have your request. Need us sooner? Call',
    phone: { display: business.phone.display, href: telHref },
    another: 'Send another request',
  },
  words: ui.form,
  lang: 'en',
};

/** The success words in Spanish (the English ones, translated), the promise from the profile. */
export const LEAD_SUCCESS_ES = `¡Gracias por escribirnos! Nos comunicaremos con usted en un plazo de ${perfil.respuesta.formulario}.`;

/** The Spanish form island words: the send failure, the thank-you panel, the labels and the posted language `es`. */
const LEAD_FORM_MESSAGES_ES: LeadFormMessages = {
  sendFailed: `No pudimos enviar su solicitud. Inténtelo de nuevo en un momento o llámenos al ${business.phone.display}.`,
  thankYou: {
    heading: LEAD_SUCCESS_ES,
    sooner: 'Ya tenemos su solicitud. ¿Le urge? Llame al',
    phone: { display: business.phone.display, href: telHref },
    another: 'Enviar otra solicitud',
  },
  words: esUi.form,
  lang: 'es',
};

/** The words of the form islands in an edition. */
export const leadFormMessages = (locale: Locale): LeadFormMessages => (locale === 'es' ? LEAD_FORM_MESSAGES_ES : LEAD_FORM_MESSAGES);

/** A number with a thousands separator, e.g. 4,000 (en-US) or 4000 (es-US, which groups from five digits). */
const count = (n: number, lang: Lang = 'en') => new Intl.NumberFormat(LANGUAGE_TAG[lang]).format(n);

/** One message per rule a field can break. */
const fieldMessagesEn = () => ({
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
});

/** The validation messages' shape: the same keys in every language. */
export type FieldMessages = ReturnType<typeof fieldMessagesEn>;

/** The validation messages in US Spanish (usted), the same rules as `fieldMessagesEn`. */
const fieldMessagesEs = () => ({
  name: { required: 'Escriba su nombre completo.', tooLong: `Su nombre debe tener ${count(MAX_LENGTH.name, 'es')} caracteres o menos.` },
  firstName: { required: 'Escriba su nombre.', tooLong: `Su nombre debe tener ${count(MAX_LENGTH.firstName, 'es')} caracteres o menos.` },
  lastName: { tooLong: `Su apellido debe tener ${count(MAX_LENGTH.lastName, 'es')} caracteres o menos.` },
  phone: {
    required: 'Escriba su número de teléfono.',
    invalid: 'Escriba un número de teléfono de EE. UU., como (409) 555-0123.',
    tooLong: 'Escriba un número de teléfono de EE. UU., como (409) 555-0123.',
  },
  email: {
    required: 'Escriba su correo electrónico.',
    invalid: 'Escriba un correo electrónico como nombre@example.com.',
    tooLong: `Su correo electrónico debe tener ${count(MAX_LENGTH.email, 'es')} caracteres o menos.`,
  },
  phoneOrEmail: 'Escriba un teléfono o un correo electrónico para que podamos comunicarnos con usted.',
  service: {
    invalid: 'Elija un servicio de la lista.',
    tooLong: `El servicio debe tener ${count(MAX_LENGTH.service, 'es')} caracteres o menos.`,
  },
  address: { tooLong: `La dirección del proyecto debe tener ${count(MAX_LENGTH.address, 'es')} caracteres o menos.` },
  message: {
    required: 'Cuéntenos sobre su proyecto.',
    tooLong: `Los detalles del proyecto deben tener ${count(MAX_LENGTH.message, 'es')} caracteres o menos.`,
  },
  description: { tooLong: `La descripción del proyecto debe tener ${count(MAX_LENGTH.description, 'es')} caracteres o menos.` },
  singleLine: 'Use una sola línea, sin caracteres especiales.',
  notText: 'Escriba solo texto.',
  idempotencyKey: 'Vuelva a cargar la página y envíe el formulario otra vez.',
});

/** The statuses the lead routes refuse a post with, each answered in words (`REFUSALS`). */
export type RefusalStatus = 400 | 403 | 413 | 415 | 429 | 503;
/** A heading for the page sent to a post without JavaScript and a message for that page and the JSON answer. */
export type Refusal = { heading: string; message: string };

/**
 * The answers to a form post the site refuses,
 * by status: a heading for the page sent to a post without JavaScript and a
 * message used on that page and in the JSON answer. 503: neither the
 * database nor the email took the request.
 */
const refusalsEn = () => ({
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
    message: `Your request is larger than we can accept. Please keep the project details to ${count(MAX_LENGTH.message)} characters and the photos to ${MULTIPART_MB} MB in all (send fewer or smaller ones), and send it again, or ${callUs}.`,
  },
  415: {
    heading: 'We could not read your request',
    message: `Your request was not sent as a web form. Please send the form from our website, or ${callUs}.`,
  },
  429: {
    heading: 'Too many requests',
    message: `Too many requests came from your connection in the last minute. Please wait a minute and try again, or ${callUs}.`,
  },
  503: {
    heading: 'We could not save your request',
    message: `Our system could not save your request just now. Your answers are still in the form: please try again in a few minutes, or ${callUs}.`,
  },
});

const llamenos = `llámenos al ${business.phone.display}`;

/** `REFUSALS` in US Spanish (usted). */
const refusalsEs = () => ({
  400: {
    heading: 'No pudimos leer su solicitud',
    message: `No pudimos leer su solicitud. Llene el formulario otra vez o ${llamenos}.`,
  },
  403: {
    heading: 'Envíe el formulario desde nuestro sitio web',
    message: `Por su seguridad, solo aceptamos este formulario desde nuestras propias páginas. Abra el formulario otra vez y envíelo desde ahí, o ${llamenos}.`,
  },
  413: {
    heading: 'Su solicitud es demasiado larga',
    message: `Su solicitud es más grande de lo que podemos aceptar. Limite los detalles del proyecto a ${count(MAX_LENGTH.message, 'es')} caracteres y las fotos a ${MULTIPART_MB} MB en total (envíe menos fotos o más pequeñas), y envíela otra vez, o ${llamenos}.`,
  },
  415: {
    heading: 'No pudimos leer su solicitud',
    message: `Su solicitud no llegó como un formulario web. Envíe el formulario desde nuestro sitio web o ${llamenos}.`,
  },
  429: {
    heading: 'Demasiadas solicitudes',
    message: `Recibimos demasiadas solicitudes desde su conexión en el último minuto. Espere un minuto e intente de nuevo, o ${llamenos}.`,
  },
  503: {
    heading: 'No pudimos guardar su solicitud',
    message: `Nuestro sistema no pudo guardar su solicitud en este momento. Sus respuestas siguen en el formulario: intente de nuevo en unos minutos o ${llamenos}.`,
  },
});

/** The multipart body limit in MB, as the 413 answer states it. */
const MULTIPART_MB = Math.round(MAX_MULTIPART_BYTES / (1024 * 1024));

/** The server's words about the photos attached to a request (src/leads/photos.ts); the checks' own words are `refusalMessage`'s. */
export interface PhotoMessages {
  /** More than `MAX_LEAD_PHOTOS` in one post, or a sixth upload. */
  tooMany: string;
  /** The thank-you page's notice when the lead was kept without its photos, and a later upload that could not be kept. */
  notKept: string;
  /** An upload naming no fresh lead. */
  noLead: string;
  /** An upload that could not be read (cut off); one over its limit gets the photo checks' own words. */
  unreadable: string;
}

const photosEn = (): PhotoMessages => ({
  tooMany: `Attach at most ${MAX_LEAD_PHOTOS} photos. Remove some and send the form again.`,
  notKept: `We have your request, but we could not keep its photos just now. Email them to ${business.email}, or show us when we call.`,
  noLead: 'Photos can only be sent with an estimate request. Send the form first.',
  unreadable: 'This photo could not be read. Try again.',
});

const photosEs = (): PhotoMessages => ({
  tooMany: `Adjunte como máximo ${MAX_LEAD_PHOTOS} fotos. Quite algunas y envíe el formulario otra vez.`,
  notKept: `Ya tenemos su solicitud, pero no pudimos guardar sus fotos en este momento. Envíelas por correo a ${business.email} o muéstrenoslas cuando le llamemos.`,
  noLead: 'Las fotos solo se pueden enviar con una solicitud de cotización. Envíe el formulario primero.',
  unreadable: 'No se pudo leer esta foto. Intente de nuevo.',
});

/** Every server-side word of the lead path in one language. */
export interface LeadMessages {
  fields: FieldMessages;
  refusals: Record<RefusalStatus, Refusal>;
  photos: PhotoMessages;
  /** The words the form island shows (thank-you panel, send failure). */
  form: LeadFormMessages;
  /** The refusal page's link back to the form, and its call button. */
  backToForm: string;
  call: string;
}

/** Builds the words of both languages; run on first use, so a new isolate loads no Intl number data at startup. */
const buildMessages = (): Record<Lang, LeadMessages> => ({
  en: {
    fields: fieldMessagesEn(),
    refusals: refusalsEn(),
    photos: photosEn(),
    form: LEAD_FORM_MESSAGES,
    backToForm: 'Back to the Form',
    call: `Call ${business.phone.display}`,
  },
  es: {
    fields: fieldMessagesEs(),
    refusals: refusalsEs(),
    photos: photosEs(),
    form: leadFormMessages('es'),
    backToForm: 'Volver al formulario',
    call: `Llame al ${business.phone.display}`,
  },
});

/** The lead path's words in `lang` (the language of the posted form). */
let messages: Record<Lang, LeadMessages> | undefined;
export const leadMessages = (lang: Lang): LeadMessages => {
  messages ??= buildMessages();
  return messages[lang];
};
