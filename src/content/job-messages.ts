/**
 * The words of the homeowner's messages about the job (issue 46 item 4), in both editions: "Your job is scheduled"
 * with its calendar file, the reminder the evening before a pour, a moved day with its reason, and "On my way".
 * Like every customer email (booking-emails.ts), a message greets by a first name of plain letters only and names
 * the town, never the street. Trade words as src/content/es/README-translation.md gives them (pour "colado").
 */
import { business } from './business';

/** Why a day moved, as the admin's move form offers it (the command line's `--reason` is the 'other' text). */
export const MOVE_REASONS = ['rain', 'cold', 'heat_wind', 'crew', 'customer', 'other'] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];

/** The admin's labels of the reasons (English: the admin's language). */
export const MOVE_REASON_LABELS: Record<MoveReason, string> = {
  rain: 'Rain forecast',
  cold: 'Cold forecast',
  heat_wind: 'Heat or wind forecast',
  crew: 'Crew or equipment',
  customer: 'The customer asked',
  other: 'Other (write it below)',
};

const en = {
  hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  sign: [business.phone.display, business.name],
  page: 'Your job page (the quote, the days and what to do before):',
  scheduled: {
    subject: `Your job is scheduled – ${business.name}`,
    lead: 'Your job is scheduled. The crew comes on these days (Central time):',
    calendar: 'The work days are attached as a calendar file.',
    weather: 'A pour needs dry, mild weather: if the forecast is against it, we move the day and tell you.',
  },
  reminder: {
    subject: `Tomorrow we pour your concrete – ${business.name}`,
    lead: (day: string) => `A reminder: we pour your concrete tomorrow, ${day}, weather permitting.`,
    before: 'Before we come: move cars off the driveway, keep the water on, and keep pets inside.',
  },
  moved: {
    subject: `A work day has moved – ${business.name}`,
    lead: 'We had to move your work day:',
    line: (was: string, now: string) => `  ${now} (was ${was})`,
    why: (reason: string) => `Why: ${reason}.`,
    sorry: 'Sorry for the change. Call us if the new day does not suit you.',
  },
  onMyWay: {
    subject: `The crew is on the way – ${business.name}`,
    lead: (name: string, town: string) => `${name ? `${name}, the` : 'The'} crew is on the way to your job${town ? ` in ${town}` : ''}.`,
    body: 'See you shortly. Please make sure the work area is clear.',
  },
  reasons: {
    rain: 'rain is forecast',
    cold: 'cold is forecast (fresh concrete must not freeze)',
    heat_wind: 'heat or strong wind is forecast (fresh concrete would dry too fast)',
    crew: 'our crew or equipment is not available that day',
    customer: 'you asked us to',
    other: 'a change in our schedule',
  } satisfies Record<MoveReason, string>,
  icsSummary: (kind: string) => `${business.name}: ${kind}`,
  icsDescription: `Work day of ${business.name}. Questions or changes: ${business.phone.display}.`,
  icsAlarm: (kind: string) => `Tomorrow: ${kind} – ${business.name}`,
  icsFile: 'work-days.ics',
};

const es: typeof en = {
  hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  sign: [business.phone.display, business.name],
  page: 'La página de su trabajo (la cotización, los días y qué hacer antes):',
  scheduled: {
    subject: `Su trabajo está programado – ${business.name}`,
    lead: 'Su trabajo está programado. La cuadrilla viene estos días (hora del centro):',
    calendar: 'Los días de trabajo van adjuntos como archivo de calendario.',
    weather: 'El colado necesita un clima seco y templado: si el pronóstico no lo permite, cambiamos el día y le avisamos.',
  },
  reminder: {
    subject: `Mañana colamos su concreto – ${business.name}`,
    lead: (day: string) => `Un recordatorio: mañana, ${day}, colamos su concreto si el clima lo permite.`,
    before: 'Antes de que lleguemos: saque los carros de la entrada, deje el agua abierta y mantenga adentro a sus mascotas.',
  },
  moved: {
    subject: `Cambio en su día de trabajo – ${business.name}`,
    lead: 'Tuvimos que cambiar su día de trabajo:',
    line: (was: string, now: string) => `  ${now} (antes: ${was})`,
    why: (reason: string) => `Motivo: ${reason}.`,
    sorry: 'Disculpe el cambio. Llámenos si el nuevo día no le conviene.',
  },
  onMyWay: {
    subject: `La cuadrilla va en camino – ${business.name}`,
    lead: (name: string, town: string) => `${name ? `${name}, la` : 'La'} cuadrilla va en camino a su casa${town ? ` en ${town}` : ''}.`,
    body: 'Llegamos en breve. Por favor, deje despejada el área de trabajo.',
  },
  reasons: {
    rain: 'se pronostica lluvia',
    cold: 'se pronostica frío (el concreto fresco no debe congelarse)',
    heat_wind: 'se pronostica calor o viento fuerte (el concreto fresco se secaría demasiado rápido)',
    crew: 'nuestra cuadrilla o la maquinaria no están disponibles ese día',
    customer: 'usted nos lo pidió',
    other: 'un cambio en nuestro calendario',
  },
  icsSummary: (kind: string) => `${business.name}: ${kind}`,
  icsDescription: `Día de trabajo de ${business.name}. Preguntas o cambios: ${business.phone.display}.`,
  icsAlarm: (kind: string) => `Mañana: ${kind} – ${business.name}`,
  icsFile: 'dias-de-trabajo.ics',
};

/** The words of the job's messages in `lang`. */
export const jobMessageWords = (lang: 'en' | 'es') => (lang === 'es' ? es : en);
