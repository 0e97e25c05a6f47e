/**
 * The request to review the business on Google after a job is done (issue 30
 * §7), the same words for every customer: no rating question first, no
 * sorting of happy customers toward Google, no incentive (the FTC's rule on
 * consumer reviews, 16 CFR 465; Google's policy against selectively
 * soliciting reviews). `{hello}` is the greeting (with the first name when it is plain
 * letters: src/leads/display.ts `firstName`), `{url}` the
 * Google review link, `{unsubscribe}` the link that stops these emails.
 */
import { business } from './business';

export const REVIEW_REQUEST = {
  en: {
    subject: `Would you review ${business.name} on Google?`,
    reminderSubject: `A reminder: would you review ${business.name} on Google?`,
    body: [
      '{hello}',
      '',
      `Thank you for choosing ${business.name}. If you have a minute, would you write a review of your experience on Google? Whatever you think of the work, your words help your neighbors choose a contractor.`,
      '',
      'Write a review: {url}',
      '',
      `Questions about the work? Call us at ${business.phone.display}.`,
      '',
      business.name,
      '',
      'Do not want these emails? Stop them here: {unsubscribe}',
    ],
    hello: (name: string) => `Hello ${name},`,
    helloNoName: 'Hello,',
    unsubscribe: {
      title: 'Stop review emails',
      ask: `Stop emails from ${business.name} asking for a review?`,
      button: 'Stop these emails',
      done: 'Done: you will not get another review email from us.',
      missing: 'This link is not valid. It may have been copied only in part.',
    },
  },
  es: {
    subject: `¿Nos dejaría una reseña de ${business.name} en Google?`,
    reminderSubject: `Recordatorio: ¿nos dejaría una reseña de ${business.name} en Google?`,
    body: [
      '{hello}',
      '',
      `Gracias por elegir a ${business.name}. Si tiene un minuto, ¿podría escribir una reseña de su experiencia en Google? Sea cual sea su opinión sobre el trabajo, su reseña ayuda a sus vecinos a elegir contratista.`,
      '',
      'Escribir una reseña: {url}',
      '',
      `¿Tiene preguntas sobre el trabajo? Llámenos al ${business.phone.display}.`,
      '',
      business.name,
      '',
      '¿Prefiere no recibir estos correos? Puede dejar de recibirlos aquí: {unsubscribe}',
    ],
    hello: (name: string) => `Hola, ${name}:`,
    helloNoName: 'Hola:',
    unsubscribe: {
      title: 'Dejar de recibir los correos que piden una reseña',
      ask: `¿Quiere dejar de recibir los correos en los que ${business.name} le pide una reseña?`,
      button: 'Dejar de recibirlos',
      done: 'Listo: no le enviaremos más correos para pedirle una reseña.',
      missing: 'Este enlace no es válido. Puede que se haya copiado solo en parte.',
    },
  },
} as const;
