/**
 * A pour's weather verdict in words, in English and Spanish (issue 46 §5): the contractor reads them in the admin,
 * the push and the email ("Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM"). The reasons are
 * data (src/weather/verdict.ts); src/weather/words.ts fills these words with the figures (`Intl.NumberFormat`) and
 * the hours in Central time (Intl's `formatRange`). The measures named are ACI's: fogging, evaporation retarder and windbreaks against
 * plastic-shrinkage cracking (ACI 305R), blankets or an enclosure in the cold (ACI 306R).
 */

/** The words of each verdict and reason; `{hours}` and the figures are filled in by `reasonInWords`. */
export const WEATHER_WORDS = {
  en: {
    verdict: { GO: 'GO', CAUTION: 'CAUTION', HOLD: 'HOLD', UNKNOWN: 'forecast not available' },
    rain: (percent: string, hours: string) => `${percent} % chance of rain ${hours}`,
    evaporation: (rate: string) => `evaporation ${rate} lb/ft²/h: fog, evaporation retarder, windbreak`,
    cold: (temperature: string, hours: string) => `cold, down to ${temperature} °F ${hours}: blankets or an enclosure`,
    heat: (temperature: string, hours: string) => `heat, up to ${temperature} °F ${hours}: pour early, cool the mix, fog`,
    wind: (mph: string, hours: string) => `wind ${mph} mph ${hours}: windbreak, fog`,
    unavailable: 'forecast not available',
  },
  es: {
    verdict: { GO: 'ADELANTE', CAUTION: 'PRECAUCIÓN', HOLD: 'ESPERAR', UNKNOWN: 'pronóstico no disponible' },
    rain: (percent: string, hours: string) => `${percent} % de probabilidad de lluvia, ${hours}`,
    evaporation: (rate: string) => `evaporación de ${rate} lb/ft²/h: nebulizar agua, retardante de evaporación, rompevientos`,
    cold: (temperature: string, hours: string) => `frío, hasta ${temperature} °F, ${hours}: cobijas térmicas o un cerramiento`,
    heat: (temperature: string, hours: string) =>
      `calor, hasta ${temperature} °F, ${hours}: colar temprano, enfriar la mezcla, nebulizar agua`,
    wind: (mph: string, hours: string) => `viento de ${mph} mph, ${hours}: rompevientos, nebulizar agua`,
    unavailable: 'pronóstico no disponible',
  },
} as const;
