/**
 * A pour's weather verdict (issue 46 §5): GO, CAUTION, HOLD or UNKNOWN, with its reasons as data (the words are
 * src/weather/words.ts). Pure: the forecast's hours come in already read (src/weather/nws.ts), instants are
 * milliseconds since the epoch, so a change of daylight saving time changes nothing here (an hour is 3,600,000 ms).
 *
 * Windows, from the pour's start: rain and evaporation over the pour's hours and the `afterStartHours` after its
 * start (whichever is longer); heat and wind over the pour's hours; cold over the `coldWindowHours` after its start.
 * A window the forecast does not cover entirely gives UNKNOWN ("forecast not available"), never GO, unless the hours
 * it does cover already give HOLD (more hours cannot lift a HOLD).
 */
import { evaporationRate } from './evaporation';
import type { WeatherSettings } from './settings';

const HOUR_MS = 3_600_000;

/** One hour of the forecast, in the units the rules use. */
export interface ForecastHour {
  /** The period's start and end, ms since the epoch. */
  start: number;
  end: number;
  /** Air temperature, °F. */
  temperatureF: number;
  /** Relative humidity, %; null when the forecast gives none (the hour's evaporation cannot be read). */
  humidityPercent: number | null;
  /** Sustained wind, mph (the higher figure of a range such as "10 to 15 mph"). */
  windMph: number;
  /** Probability of precipitation, %; null when the forecast gives none (the hour's rain cannot be read). */
  rainPercent: number | null;
}

/** A pour: when it starts, how long it lasts, and the concrete's temperature if the contractor gives one. */
export interface Pour {
  /** Start, ms since the epoch (src/lib/zoned-time.ts `instantIn` turns a Central day and time into one). */
  start: number;
  /** Length, hours (> 0). */
  hours: number;
  /** Concrete temperature, °F; the air + 5 °F unless given. */
  concreteF?: number;
}

export type Verdict = 'GO' | 'CAUTION' | 'HOLD' | 'UNKNOWN';

/** A run of whole forecast hours, ms since the epoch, `to` exclusive. */
export interface Span {
  from: number;
  to: number;
}

/** Why a pour is not GO: what, how much (the worst figure), and in which hours (for a HOLD, the hours that hold it). */
export type Reason =
  | { kind: 'rain'; verdict: 'CAUTION' | 'HOLD'; percent: number; spans: Span[] }
  | { kind: 'evaporation'; verdict: 'CAUTION'; rate: number; spans: Span[] }
  | { kind: 'cold'; verdict: 'CAUTION' | 'HOLD'; temperatureF: number; spans: Span[] }
  | { kind: 'heat'; verdict: 'CAUTION'; temperatureF: number; spans: Span[] }
  | { kind: 'wind'; verdict: 'CAUTION'; mph: number; spans: Span[] }
  | { kind: 'unavailable'; verdict: 'UNKNOWN'; spans: Span[] };

/** A verdict and its reasons, the worst first. */
export interface PourVerdict {
  verdict: Verdict;
  reasons: Reason[];
}

/** The hours overlapping [from, to), in time order. */
const within = (hours: readonly ForecastHour[], from: number, to: number) => hours.filter((h) => h.start < to && h.end > from);

/** Adjacent hours joined into runs. */
function spansOf(hours: readonly ForecastHour[]): Span[] {
  const spans: Span[] = [];
  for (const hour of hours) {
    const last = spans.at(-1);
    if (last && hour.start <= last.to) last.to = Math.max(last.to, hour.end);
    else spans.push({ from: hour.start, to: hour.end });
  }
  return spans;
}

/** The parts of [from, to) that no hour covers. */
function gaps(hours: readonly ForecastHour[], from: number, to: number): Span[] {
  const missing: Span[] = [];
  let cursor = from;
  for (const span of spansOf(within(hours, from, to))) {
    if (span.from > cursor) missing.push({ from: cursor, to: span.from });
    cursor = Math.max(cursor, span.to);
  }
  if (cursor < to) missing.push({ from: cursor, to });
  return missing;
}

const RANK: Record<Verdict, number> = { GO: 0, CAUTION: 1, UNKNOWN: 2, HOLD: 3 };

/**
 * The verdict on a pour from the forecast's hours.
 * @param hours the hourly forecast periods (any order; those outside the windows are ignored)
 * @param pour the pour's start, length and concrete temperature
 * @param settings the thresholds (src/weather/settings.ts `WEATHER_SETTINGS`)
 * @returns HOLD if any reason holds; else UNKNOWN if a window is not covered (or an hour lacks its humidity or rain figure); else
 *   CAUTION if any reason cautions; else GO. Reasons are sorted worst first; each names its hours.
 */
export function pourVerdict(hours: readonly ForecastHour[], pour: Pour, settings: WeatherSettings): PourVerdict {
  const sorted = [...hours].sort((a, b) => a.start - b.start);
  const pourEnd = pour.start + pour.hours * HOUR_MS;
  const wetEnd = pour.start + Math.max(pour.hours, settings.afterStartHours) * HOUR_MS;
  const coldEnd = pour.start + settings.coldWindowHours * HOUR_MS;
  const wet = within(sorted, pour.start, wetEnd);
  const during = within(sorted, pour.start, pourEnd);
  const cold = within(sorted, pour.start, coldEnd);
  const reasons: Reason[] = [];

  const rainy = wet.filter((h) => (h.rainPercent ?? 0) >= settings.rainCautionPercent);
  if (rainy.length) {
    const percent = Math.max(...rainy.map((h) => h.rainPercent ?? 0));
    const hold = percent >= settings.rainHoldPercent;
    const spans = spansOf(hold ? rainy.filter((h) => (h.rainPercent ?? 0) >= settings.rainHoldPercent) : rainy);
    reasons.push({ kind: 'rain', verdict: hold ? 'HOLD' : 'CAUTION', percent, spans });
  }
  const rates = wet.map((h) =>
    h.humidityPercent === null
      ? null
      : evaporationRate({ airF: h.temperatureF, humidityPercent: h.humidityPercent, windMph: h.windMph, concreteF: pour.concreteF }),
  );
  const drying = wet.filter((_, i) => (rates[i] ?? 0) >= settings.evaporationCaution);
  if (drying.length) {
    const rate = Math.max(...rates.map((r) => r ?? 0));
    reasons.push({ kind: 'evaporation', verdict: 'CAUTION', rate, spans: spansOf(drying) });
  }
  const chilly = cold.filter((h) => h.temperatureF < settings.coldCautionF);
  if (chilly.length) {
    const temperatureF = Math.min(...chilly.map((h) => h.temperatureF));
    const hold = temperatureF < settings.coldHoldF;
    const spans = spansOf(hold ? chilly.filter((h) => h.temperatureF < settings.coldHoldF) : chilly);
    reasons.push({ kind: 'cold', verdict: hold ? 'HOLD' : 'CAUTION', temperatureF, spans });
  }
  const hot = during.filter((h) => h.temperatureF >= settings.heatCautionF);
  if (hot.length)
    reasons.push({ kind: 'heat', verdict: 'CAUTION', temperatureF: Math.max(...hot.map((h) => h.temperatureF)), spans: spansOf(hot) });
  const windy = during.filter((h) => h.windMph >= settings.windCautionMph);
  if (windy.length)
    reasons.push({ kind: 'wind', verdict: 'CAUTION', mph: Math.max(...windy.map((h) => h.windMph)), spans: spansOf(windy) });

  const missing = [
    ...gaps(sorted, pour.start, Math.max(coldEnd, wetEnd)),
    ...spansOf(wet.filter((h, i) => rates[i] === null || h.rainPercent === null)),
  ];
  if (missing.length) reasons.push({ kind: 'unavailable', verdict: 'UNKNOWN', spans: missing.sort((a, b) => a.from - b.from) });

  reasons.sort((a, b) => RANK[b.verdict] - RANK[a.verdict]);
  const verdict = reasons.reduce<Verdict>((worst, r) => (RANK[r.verdict] > RANK[worst] ? r.verdict : worst), 'GO');
  return { verdict, reasons };
}
