import { business, claims } from '../business';

/**
 * The business profile's worded facts in Spanish (es-US), derived from
 * `business.ts` so the Spanish edition can never disagree with the English
 * one: numbers, names and contact details are read from the profile, only the
 * words around them are Spanish. Spanish content modules interpolate these
 * instead of the English phrases (`business.response.estimate` is "24 hours").
 */
/** The region's noun, without its article: masculine, so it takes "el" (business.region). */
const REGION = 'sureste de Texas';

/**
 * A masculine noun with its article after a preposition, contracted as Spanish requires: "a" + "el" is "al", "de" + "el"
 * is "del"; other prepositions keep the article ("en el", "para el"). Templates use this instead of writing
 * `a ${perfil.region}`, which reads "a el sureste".
 */
export const conArticulo = (preposicion: string, nombre: string): string =>
  preposicion === 'a' ? `al ${nombre}` : preposicion === 'de' ? `del ${nombre}` : `${preposicion} el ${nombre}`;

export const perfil = {
  /** "el sureste de Texas", with its article: after "en", "en todo", "para" (business.region). */
  region: `el ${REGION}`,
  /** The region with a preposition that contracts: `regionCon.a` "al sureste de Texas", `regionCon.de` "del sureste de Texas". */
  regionCon: { a: conArticulo('a', REGION), de: conArticulo('de', REGION) },
  /** The region as a label, capitalised and without article: "Sureste de Texas". */
  regionTitulo: `${REGION[0]?.toUpperCase()}${REGION.slice(1)}`,
  /** Response promises worded in Spanish, e.g. "24 horas". */
  respuesta: {
    formulario: `${business.responseHours.form} horas`,
    presupuesto: `${business.responseHours.estimate} horas`,
    correo: `${business.responseHours.email} horas`,
    consultasHorarioLaboral: `${business.responseHours.inquiriesBusinessHours} horas`,
    emergencia: `${business.responseHours.emergency} horas`,
    validezPresupuestoDias: business.response.estimateValidDays,
  },
  /**
   * The claims inside a sentence, as Spanish writes them: "más de 7 años", "más de 500" (never "7+ años", "500+
   * proyectos"; the "+" forms of `claims` are for the stats strip's figures only).
   */
  masDe: {
    anos: `más de ${business.yearsExperience} años`,
    clientes: `más de ${business.happyCustomers}`,
  },
  /** Short claims as shown on Spanish stats and badges (figures standing alone, never inside a sentence). */
  claims: {
    clientes: claims.customers,
    anos: claims.years,
    emergencia: '24 h',
    resenas: '5 estrellas',
    radio: `${business.serviceRadiusMiles} millas`,
  },
} as const;
