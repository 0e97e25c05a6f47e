/**
 * A pour's weather verdict in words, in English and Spanish (issue 46 §5): the contractor reads them in the admin,
 * the push and the email ("Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM"). The reasons are
 * data (src/weather/verdict.ts); hours are Central time, written by Intl's `formatRange` (src/lib/dates.ts style),
 * numbers by `Intl.NumberFormat`. The measures named are ACI's: fogging, evaporation retarder and windbreaks against
 * plastic-shrinkage cracking (ACI 305R), blankets or an enclosure in the cold (ACI 306R).
 */
import type { Locale } from '../i18n';
import { formatter } from '../lib/zoned-time';
import type { Reason, Span, Verdict } from '../weather/verdict';
import { BUSINESS_TIME_ZONE } from './business';

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

const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Hours in Central time: "9 – 11 AM" within a day; Intl adds the dates when a span runs past midnight. */
function hoursInWords(spans: readonly Span[], locale: Locale): string {
  const format = formatter(LANGUAGE_TAG[locale], { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric' });
  return spans.map((span) => format.formatRange(new Date(span.from), new Date(span.to))).join(', ');
}

/** A figure in a language's digits, with at most `digits` decimals. */
const figure = (value: number, locale: Locale, digits = 0) =>
  new Intl.NumberFormat(LANGUAGE_TAG[locale], { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);

/**
 * One reason in words, e.g. "70 % chance of rain 9 – 11 AM", "evaporation 0.38 lb/ft²/h: fog, evaporation
 * retarder, windbreak", "forecast not available"; Spanish "70 % de probabilidad de lluvia, 9 – 11 a.m.".
 * @param reason a reason of `pourVerdict` (src/weather/verdict.ts)
 * @param locale "en" or "es"
 */
export function reasonInWords(reason: Reason, locale: Locale): string {
  const words = WEATHER_WORDS[locale];
  switch (reason.kind) {
    case 'rain':
      return words.rain(figure(reason.percent, locale), hoursInWords(reason.spans, locale));
    case 'evaporation':
      return words.evaporation(figure(reason.rate, locale, 2));
    case 'cold':
      return words.cold(figure(reason.temperatureF, locale), hoursInWords(reason.spans, locale));
    case 'heat':
      return words.heat(figure(reason.temperatureF, locale), hoursInWords(reason.spans, locale));
    case 'wind':
      return words.wind(figure(reason.mph, locale), hoursInWords(reason.spans, locale));
    case 'unavailable':
      return words.unavailable;
  }
}

/**
 * A verdict and its reasons in one line, e.g. "HOLD, 70 % chance of rain 9 – 11 AM"; "GO" alone; "forecast not
 * available" for UNKNOWN without other reasons.
 */
export function verdictInWords(verdict: Verdict, reasons: readonly Reason[], locale: Locale): string {
  const said = reasons.filter((r) => r.kind !== 'unavailable' || verdict !== 'UNKNOWN').map((r) => reasonInWords(r, locale));
  return [WEATHER_WORDS[locale].verdict[verdict], ...said].join(', ');
}
