/**
 * The words of the booking pages (issue 29), in both editions: one place for
 * every sentence /book, /es/book and a booking's own page show.
 */
import type { Locale } from '../i18n';
import { business } from './business';

const en = {
  title: 'Book a free on-site estimate',
  description: `Pick a two-hour arrival window for a free on-site concrete estimate from ${business.name}.`,
  intro: 'Pick an arrival window. We come to the job, measure, and give you a written estimate. It is free.',
  windowsHeading: 'Arrival windows',
  noWindows: 'No window free this week.',
  earlier: 'Earlier week',
  later: 'Later week',
  fields: {
    name: 'Your name',
    phone: 'Phone',
    email: 'Email (optional: the confirmation goes there)',
    street: 'Street address of the job',
    town: 'Town',
    service: 'Service',
    notes: 'Notes',
  },
  submit: 'Book this window',
  errors: {
    window: 'Pick one of the windows shown.',
    street: 'Enter the street address of the job.',
    town: 'Enter the town of the job.',
    outside: `We do not visit that town for online bookings. Call us at ${business.phone.display} and we will see what we can do.`,
    taken: 'Sorry, someone just took that window. Pick one of the next free windows below.',
    limit: `You have visits booked already. To book another, call us at ${business.phone.display}.`,
    tooMany: `Too many tries in a minute. Wait a minute and try again, or call us at ${business.phone.display}.`,
  },
  already: {
    title: 'This visit is booked already',
    text: `These answers are booked already. Check your email for the visit’s page, or call us at ${business.phone.display}.`,
  },
  taken: 'taken',
  confirmedTitle: 'Your visit is booked',
  /** The page titles of a booking form sent back (422), of a window just taken (409) and of a cancelled visit. */
  fixTitle: 'Check your visit details',
  takenTitle: 'That window was just taken',
  cancelledTitle: 'Your visit is cancelled',
  expect:
    'We arrive within the window, look at the job with you and leave a written estimate. It takes about 30 minutes. We call if we run late.',
  where: 'Address',
  when: 'Arrival window',
  reschedule: 'Reschedule',
  rescheduleSubmit: 'Move to this window',
  cancel: 'Cancel the visit',
  cancelAsk: 'Cancel this visit? Its window goes back on the calendar for others to take.',
  cancelConfirm: 'Yes, cancel the visit',
  cancelled: 'This visit is cancelled. The window is free again.',
  bookAgain: 'Book another visit',
  addToCalendar: 'Add to calendar',
};

const es: typeof en = {
  title: 'Agende una visita para su cotización gratis',
  description: `Elija un horario de llegada de dos horas: ${business.name} va a su casa o negocio, mide el trabajo y le da una cotización gratis de concreto.`,
  intro: 'Elija un horario de llegada. Vamos a la obra, medimos y le dejamos una cotización gratis por escrito.',
  windowsHeading: 'Horarios de llegada',
  noWindows: 'No hay horarios libres esta semana.',
  earlier: 'Semana anterior',
  later: 'Semana siguiente',
  fields: {
    name: 'Su nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico (opcional: ahí le enviamos la confirmación)',
    street: 'Dirección de la propiedad',
    town: 'Ciudad',
    service: 'Servicio',
    notes: 'Notas',
  },
  submit: 'Agendar la visita',
  errors: {
    window: 'Elija uno de los horarios que se muestran.',
    street: 'Escriba la dirección de la propiedad.',
    town: 'Escriba la ciudad de la obra.',
    outside: `Por ahora no agendamos visitas en línea en esa ciudad. Llámenos al ${business.phone.display} y vemos qué podemos hacer.`,
    taken: 'Lo sentimos, ese horario se acaba de ocupar. Elija uno de los siguientes horarios libres.',
    limit: `Ya tiene visitas agendadas. Para agendar otra, llámenos al ${business.phone.display}.`,
    tooMany: `Demasiados intentos en un minuto. Espere un minuto y vuelva a intentarlo, o llámenos al ${business.phone.display}.`,
  },
  already: {
    title: 'Esta visita ya está agendada',
    text: `Ya tenemos una visita agendada con estos datos. Busque en su correo la página de la visita, o llámenos al ${business.phone.display}.`,
  },
  taken: 'ocupado',
  confirmedTitle: 'Su visita está agendada',
  fixTitle: 'Revise los datos de su visita',
  takenTitle: 'Ese horario ya se ocupó',
  cancelledTitle: 'Su visita está cancelada',
  expect:
    'Llegamos dentro del horario, revisamos el trabajo con usted y le dejamos una cotización gratis por escrito. La visita dura unos 30 minutos. Si se nos hace tarde, le llamamos.',
  where: 'Dirección',
  when: 'Horario de llegada',
  reschedule: 'Cambiar el horario',
  rescheduleSubmit: 'Cambiar a este horario',
  cancel: 'Cancelar la visita',
  cancelAsk: '¿Cancelar esta visita? Su horario vuelve al calendario para que otra persona lo tome.',
  cancelConfirm: 'Sí, cancelar la visita',
  cancelled: 'Su visita quedó cancelada',
  bookAgain: 'Agendar otra visita',
  addToCalendar: 'Agregar al calendario',
};

/** The booking pages' words of an edition. */
export const bookingWords = (locale: Locale) => (locale === 'es' ? es : en);

/** The links to /book from other pages: the quote and contact pages, the thank-you panels, the closing CTA band. */
export const BOOK_LINK = {
  en: { intro: 'Ready now?', label: 'Pick a time for the visit', cta: 'Book a visit online', button: 'Book a visit' },
  es: {
    intro: '¿Quiere agendar de una vez?',
    label: 'Elija el horario de la visita',
    cta: 'Agende una visita en línea',
    button: 'Agende una visita',
  },
} as const;
