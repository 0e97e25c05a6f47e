import { business, claims } from '../business';

/**
 * The business profile's worded facts in Spanish (es-US), derived from
 * `business.ts` so the Spanish edition can never disagree with the English
 * one: numbers, names and contact details are read from the profile, only the
 * words around them are Spanish. Spanish content modules interpolate these
 * instead of the English phrases (`business.response.estimate` is "24 hours").
 */
export const perfil = {
  /** "el sureste de Texas" (business.region). */
  region: 'el sureste de Texas',
  /** Response promises worded in Spanish, e.g. "24 horas" (spec section 9). */
  respuesta: {
    formulario: `${business.responseHours.form} horas`,
    presupuesto: `${business.responseHours.estimate} horas`,
    correo: `${business.responseHours.email} horas`,
    consultasHorarioLaboral: `${business.responseHours.inquiriesBusinessHours} horas`,
    emergencia: `${business.responseHours.emergency} horas`,
    validezPresupuestoDias: business.response.estimateValidDays,
  },
  /** Short claims as shown on Spanish stats and badges. */
  claims: {
    clientes: claims.customers,
    anos: claims.years,
    emergencia: '24 h',
    resenas: '5 estrellas',
    radio: `${business.serviceRadiusMiles} millas`,
  },
} as const;
