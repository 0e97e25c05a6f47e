/**
 * A pour's verdict and reasons in words (issue 46 §5), from the words of src/content/weather.ts: hours in Central
 * time through Intl's `formatRange` ("9 – 11 AM", Spanish "9–11 a.m."), figures through `Intl.NumberFormat`.
 */
import { BUSINESS_TIME_ZONE } from '../content/business';
import { WEATHER_WORDS } from '../content/weather';
import type { Locale } from '../i18n';
import { formatter } from '../lib/zoned-time';
import type { Reason, Span, Verdict } from './verdict';

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
