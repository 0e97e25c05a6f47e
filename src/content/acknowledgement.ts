/**
 * The acknowledgement a customer who gave an email gets within a minute of a
 * request (issue 30 §5), in the request's language: what happens next, the
 * office hours, the phone number. A transactional message: nothing
 * promotional. `{hello}` is the greeting (`hello` with the first name, or
 * `helloNoName` when the name is not plain letters: src/leads/display.ts `firstName`), `{hours}` the office
 * hours one line each, `{within}` the response promise of the forms.
 */
import { business } from './business';

export const ACKNOWLEDGEMENT = {
  en: {
    subject: `We received your request – ${business.name}`,
    body: [
      '{hello}',
      '',
      `Thank you for your request. ${business.name} received it, and we will call you within {within} to talk about your project and set a time for a free on-site estimate.`,
      '',
      'Office hours ({timeZone}):',
      '{hours}',
      '',
      `If it is urgent, call us at ${business.phone.display}.`,
      '',
      `You are getting this email because you sent a request on our website. Reply to this email to reach us.`,
      '',
      business.name,
    ],
    hello: (name: string) => `Hello ${name},`,
    helloNoName: 'Hello,',
    closed: 'Closed (emergencies only)',
    through: 'to',
    locale: 'en-US',
    within: `${business.responseHours.form} hours`,
  },
  es: {
    subject: `Recibimos su solicitud – ${business.name}`,
    body: [
      '{hello}',
      '',
      `Gracias por su solicitud. ${business.name} la recibió y le llamaremos en un plazo de {within} para hablar de su proyecto y acordar una visita gratis para la cotización en su propiedad.`,
      '',
      'Horario de oficina ({timeZone}):',
      '{hours}',
      '',
      `Si es urgente, llámenos al ${business.phone.display}.`,
      '',
      'Recibe este correo porque envió una solicitud en nuestro sitio web. Responda a este correo para comunicarse con nosotros.',
      '',
      business.name,
    ],
    hello: (name: string) => `Hola, ${name}:`,
    helloNoName: 'Hola:',
    closed: 'Cerrado (solo emergencias)',
    through: 'a',
    locale: 'es-US',
    within: `${business.responseHours.form} horas`,
  },
} as const;
