/**
 * The words of a booking's emails and calendar file (issue 29 §6, issue 35),
 * in both editions. A customer email greets by a first name of plain letters
 * only and never repeats what the visitor typed beyond it: the town comes from
 * the served list, the street and notes stay on the booking's own page (the
 * address the email goes to was typed by a stranger and may be anybody's).
 */
import { business } from './business';

/** Why an email about a booking goes: a new booking, a move, a cancel, or the day-before reminder. */
export type BookingEmailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

const en = {
  subject: {
    booked: 'Your free estimate visit is booked',
    moved: 'Your estimate visit has moved',
    cancelled: 'Your estimate visit is cancelled',
    reminder: 'Reminder: your estimate visit is tomorrow',
  } satisfies Record<BookingEmailKind, string>,
  lead: {
    booked: 'Your free on-site estimate visit is booked. We arrive within this window:',
    moved: 'Your estimate visit has moved. We now arrive within this window:',
    cancelled: 'Your estimate visit is cancelled. It was booked for:',
    reminder: 'A reminder: we come tomorrow, arriving within this window:',
  } satisfies Record<BookingEmailKind, string>,
  hello: (name: string) => `Hello ${name},`,
  helloNoName: 'Hello,',
  where: 'Town',
  expect: `What to expect: we measure the area, look at the ground and the access, answer your questions and leave a written estimate at the visit. It takes about 30 minutes.`,
  page: 'See, reschedule or cancel the visit',
  again: 'Book another time',
  calendar: 'The visit is attached as a calendar file.',
  cancelCalendar: 'The attached calendar file removes the visit from your calendar.',
  notYou: 'Did not book this? Ignore this email, or call us and we will cancel it.',
  icsFile: 'estimate-visit.ics',
  icsSummary: `Free on-site estimate – ${business.name}`,
  icsDescription: `${business.name} comes to measure and leave a free written estimate. We arrive within this window.\nTo reschedule or cancel, use the link in your confirmation email or call ${business.phone.display}.`,
  icsAlarm: `Tomorrow: ${business.name} comes for your free estimate.`,
};

const es: typeof en = {
  subject: {
    booked: 'Su visita para la cotización gratis está agendada',
    moved: 'Su visita para la cotización cambió de horario',
    cancelled: 'Su visita para la cotización quedó cancelada',
    reminder: 'Recordatorio: su visita para la cotización es mañana',
  },
  lead: {
    booked: 'Su visita para la cotización gratis está agendada. Llegamos dentro de este horario:',
    moved: 'Su visita cambió de horario. Ahora llegamos dentro de este horario:',
    cancelled: 'Su visita para la cotización quedó cancelada. Estaba agendada para:',
    reminder: 'Un recordatorio: su visita para la cotización es mañana. Llegamos dentro de este horario:',
  },
  hello: (name: string) => `Hola, ${name}:`,
  helloNoName: 'Hola:',
  where: 'Ciudad',
  expect:
    'Cómo es la visita: medimos el área, revisamos el terreno y el acceso, respondemos sus preguntas y le dejamos una cotización gratis por escrito. La visita dura unos 30 minutos.',
  page: 'Ver, cambiar o cancelar la visita',
  again: 'Agendar otra visita',
  calendar: 'Le adjuntamos la visita en un archivo de calendario.',
  cancelCalendar: 'Si abre el archivo de calendario adjunto, la visita se borra de su calendario.',
  notYou: '¿No agendó esta visita? Ignore este correo, o llámenos y la cancelamos.',
  icsFile: 'visita-cotizacion.ics',
  icsSummary: `Visita para su cotización gratis – ${business.name}`,
  icsDescription: `${business.name} viene a medir y a dejarle una cotización gratis por escrito. Llegamos dentro de este horario.\nPara cambiar o cancelar la visita, use el enlace de su correo de confirmación o llámenos al ${business.phone.display}.`,
  icsAlarm: `Mañana: ${business.name} viene a medir para su cotización gratis.`,
};

/** The booking emails' and calendar file's words of a language. */
export const bookingEmailWords = (lang: 'en' | 'es') => (lang === 'es' ? es : en);
