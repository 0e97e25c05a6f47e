import { describe, expect, it } from 'vitest';
import { reasonInWords, verdictInWords } from '../src/weather/words';
import { BUSINESS_TIME_ZONE } from '../src/content/business';
import { instantIn } from '../src/lib/zoned-time';
import { evaporationRate } from '../src/weather/evaporation';
import { WEATHER_SETTINGS } from '../src/weather/settings';
import { type ForecastHour, pourVerdict } from '../src/weather/verdict';

/** The pure rules of a pour's weather (issue 46 §5): Uno's evaporation formula and the verdict at each threshold. */

const HOUR = 3_600_000;
const at = (day: string, time: string) => instantIn(BUSINESS_TIME_ZONE, day, time);

/** `count` mild hours from `from` (70 °F, 70 %, 5 mph, no rain: GO), each changed by `change(hour index)`. */
function hours(from: number, count: number, change: (i: number) => Partial<ForecastHour> = () => ({})): ForecastHour[] {
  return Array.from({ length: count }, (_, i) => ({
    start: from + i * HOUR,
    end: from + (i + 1) * HOUR,
    temperatureF: 70,
    humidityPercent: 70,
    windMph: 5,
    rainPercent: 0,
    ...change(i),
  }));
}

describe('evaporationRate (Uno 1998, ACI 305R)', () => {
  it('is 0.383 lb/ft²/h at 90 °F air, 95 °F concrete, 40 % RH, 15 mph (the issue says about 0.38)', () => {
    expect(evaporationRate({ airF: 90, concreteF: 95, humidityPercent: 40, windMph: 15 })).toBeCloseTo(0.3832, 4);
  });

  it('takes the concrete at the air + 5 °F unless given', () => {
    expect(evaporationRate({ airF: 90, humidityPercent: 40, windMph: 15 })).toBeCloseTo(0.3832, 4);
    expect(evaporationRate({ airF: 90, concreteF: 90, humidityPercent: 40, windMph: 15 })).toBeCloseTo(0.309, 3);
  });

  it('is under 0.1 on a mild 70 °F, 70 %, 5 mph day (0.057)', () => {
    expect(evaporationRate({ airF: 70, humidityPercent: 70, windMph: 5 })).toBeCloseTo(0.0575, 4);
  });

  it('grows with wind and falls with humidity, never below 0', () => {
    expect(evaporationRate({ airF: 70, humidityPercent: 70, windMph: 20 })).toBeGreaterThan(
      evaporationRate({ airF: 70, humidityPercent: 70, windMph: 5 }),
    );
    expect(evaporationRate({ airF: 70, humidityPercent: 100, windMph: 5, concreteF: 50 })).toBe(0);
  });

  it('refuses a humidity outside 0–100 % and a negative wind', () => {
    expect(() => evaporationRate({ airF: 70, humidityPercent: 101, windMph: 5 })).toThrow(RangeError);
    expect(() => evaporationRate({ airF: 70, humidityPercent: 50, windMph: -1 })).toThrow(RangeError);
  });
});

describe('pourVerdict at each threshold and just below', () => {
  const start = at('2026-12-02', '08:00');
  const pour = { start, hours: 4 };
  /** The verdict with the pour's third hour (10–11 a.m.) changed. */
  const third = (change: Partial<ForecastHour>) =>
    pourVerdict(
      hours(start - 2 * HOUR, 30, (i) => (i === 4 ? change : {})),
      pour,
      WEATHER_SETTINGS,
    );

  it('is GO on a mild day, with no reasons', () => {
    expect(pourVerdict(hours(start, 24), pour, WEATHER_SETTINGS)).toEqual({ verdict: 'GO', reasons: [] });
  });

  it.each([
    [{ rainPercent: 50 }, 'HOLD', 'rain'],
    [{ rainPercent: 49 }, 'CAUTION', 'rain'],
    [{ rainPercent: 30 }, 'CAUTION', 'rain'],
    [{ rainPercent: 29 }, 'GO', null],
    [{ temperatureF: 24 }, 'HOLD', 'cold'],
    [{ temperatureF: 25 }, 'CAUTION', 'cold'],
    [{ temperatureF: 39 }, 'CAUTION', 'cold'],
    [{ temperatureF: 40 }, 'GO', null],
    [{ temperatureF: 95, humidityPercent: 95, windMph: 0 }, 'CAUTION', 'heat'],
    [{ temperatureF: 94, humidityPercent: 95, windMph: 0 }, 'GO', null],
    [{ windMph: 25, humidityPercent: 100 }, 'CAUTION', 'wind'],
    [{ windMph: 24, humidityPercent: 100 }, 'GO', null],
    // 80 °F, 55 % RH: 0.2 lb/ft²/h is reached between 12 and 13 mph.
    [{ temperatureF: 80, humidityPercent: 55, windMph: 13 }, 'CAUTION', 'evaporation'],
    [{ temperatureF: 80, humidityPercent: 55, windMph: 12 }, 'GO', null],
  ] as const)('%j → %s', (change, verdict, kind) => {
    const result = third(change);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.kind)).toEqual(kind ? [kind] : []);
  });

  it('sets the evaporation line where the formula crosses 0.2', () => {
    expect(evaporationRate({ airF: 80, humidityPercent: 55, windMph: 13 })).toBeGreaterThanOrEqual(0.2);
    expect(evaporationRate({ airF: 80, humidityPercent: 55, windMph: 12 })).toBeLessThan(0.2);
  });

  it('reads rain in the 6 hours after the start even for a 2-hour pour, and not in the 7th', () => {
    const short = { start, hours: 2 };
    const rainAt = (i: number) =>
      pourVerdict(
        hours(start, 30, (j) => (j === i ? { rainPercent: 80 } : {})),
        short,
        WEATHER_SETTINGS,
      ).verdict;
    expect(rainAt(5)).toBe('HOLD');
    expect(rainAt(6)).toBe('GO');
    expect(rainAt(-1)).toBe('GO');
  });

  it('reads heat and wind only during the pour, cold for 24 hours from its start', () => {
    const late = (change: Partial<ForecastHour>, i: number) =>
      pourVerdict(
        hours(start, 30, (j) => (j === i ? change : {})),
        pour,
        WEATHER_SETTINGS,
      ).verdict;
    expect(late({ temperatureF: 99, humidityPercent: 100, windMph: 0 }, 4)).toBe('GO');
    expect(late({ windMph: 30, humidityPercent: 100 }, 4)).toBe('GO');
    expect(late({ temperatureF: 30 }, 23)).toBe('CAUTION');
    expect(late({ temperatureF: 20 }, 24)).toBe('GO');
  });

  it('is UNKNOWN, never GO, when the forecast does not cover the windows or is empty', () => {
    expect(pourVerdict([], pour, WEATHER_SETTINGS)).toEqual({
      verdict: 'UNKNOWN',
      reasons: [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [{ from: start, to: start + 24 * HOUR }] }],
    });
    const short = pourVerdict(hours(start, 23), pour, WEATHER_SETTINGS);
    expect(short.verdict).toBe('UNKNOWN');
    expect(short.reasons).toEqual([
      { kind: 'unavailable', verdict: 'UNKNOWN', spans: [{ from: start + 23 * HOUR, to: start + 24 * HOUR }] },
    ]);
    const holed = pourVerdict(
      hours(start, 30).filter((_, i) => i !== 2),
      pour,
      WEATHER_SETTINGS,
    );
    expect(holed.verdict).toBe('UNKNOWN');
    expect(
      pourVerdict(
        hours(start, 30, (i) => (i === 1 ? { humidityPercent: null } : {})),
        pour,
        WEATHER_SETTINGS,
      ).verdict,
    ).toBe('UNKNOWN');
    const noRain = hours(start, 30, (i) => (i === 1 ? { rainPercent: null } : {}));
    expect(pourVerdict(noRain, pour, WEATHER_SETTINGS).verdict).toBe('UNKNOWN');
  });

  it('keeps a HOLD the covered hours give, and a CAUTION becomes UNKNOWN when hours are missing', () => {
    expect(
      pourVerdict(
        hours(start, 10, (i) => (i === 1 ? { rainPercent: 70 } : {})),
        pour,
        WEATHER_SETTINGS,
      ).verdict,
    ).toBe('HOLD');
    expect(
      pourVerdict(
        hours(start, 10, (i) => (i === 1 ? { rainPercent: 40 } : {})),
        pour,
        WEATHER_SETTINGS,
      ).verdict,
    ).toBe('UNKNOWN');
  });
});

describe('the pour in words, Central time', () => {
  it('says "70 % chance of rain 9 – 11 AM" and its Spanish', () => {
    const start = at('2026-12-02', '07:00');
    const result = pourVerdict(
      hours(start, 24, (i) => (i === 2 || i === 3 ? { rainPercent: 70 } : {})),
      { start, hours: 6 },
      WEATHER_SETTINGS,
    );
    expect(verdictInWords(result.verdict, result.reasons, 'en')).toBe('HOLD, 70 % chance of rain 9 – 11 AM');
    expect(verdictInWords(result.verdict, result.reasons, 'es')).toBe('ESPERAR, 70 % de probabilidad de lluvia, 9–11 a.m.');
  });

  it('says the evaporation with two decimals and its measures', () => {
    expect(reasonInWords({ kind: 'evaporation', verdict: 'CAUTION', rate: 0.3832, spans: [] }, 'en')).toBe(
      'evaporation 0.38 lb/ft²/h: fog, evaporation retarder, windbreak',
    );
    expect(reasonInWords({ kind: 'evaporation', verdict: 'CAUTION', rate: 0.3832, spans: [] }, 'es')).toBe(
      'evaporación de 0.38 lb/ft²/h: nebulizar agua, retardante de evaporación, rompevientos',
    );
  });

  it('says "forecast not available" for UNKNOWN', () => {
    expect(verdictInWords('UNKNOWN', [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [] }], 'en')).toBe('forecast not available');
    expect(verdictInWords('UNKNOWN', [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [] }], 'es')).toBe('pronóstico no disponible');
  });

  it('reads the pour on 2026-11-01 (back to CST) in real hours: 7 a.m. CST is 13:00Z, its rain at 9 – 10 AM', () => {
    const start = at('2026-11-01', '07:00');
    expect(new Date(start).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // The NWS hours from midnight CDT (05:00Z): the repeated 1 a.m. hour is an hour like any other.
    const day = hours(Date.parse('2026-11-01T05:00:00Z'), 40, (i) => (i === 10 ? { rainPercent: 60 } : {}));
    const result = pourVerdict(day, { start, hours: 4 }, WEATHER_SETTINGS);
    expect(result.verdict).toBe('HOLD');
    expect(reasonInWords(result.reasons[0]!, 'en')).toBe('60 % chance of rain 9 – 10 AM');
  });

  it('counts a night pour across the repeated hour as real hours: 00:00 CDT + 4 h ends at 3 a.m. CST', () => {
    const start = at('2026-11-01', '00:00');
    const day = hours(start, 30, (i) => (i === 3 ? { windMph: 30, humidityPercent: 100 } : {}));
    const result = pourVerdict(day, { start, hours: 4 }, WEATHER_SETTINGS);
    expect(result.verdict).toBe('CAUTION');
    expect(reasonInWords(result.reasons[0]!, 'en')).toBe('wind 30 mph 2 – 3 AM: windbreak, fog');
    expect(
      pourVerdict(
        hours(start, 30, (i) => (i === 4 ? { windMph: 30, humidityPercent: 100 } : {})),
        { start, hours: 4 },
        WEATHER_SETTINGS,
      ).verdict,
    ).toBe('GO');
  });

  it('reads the pour on 2027-03-14 (to CDT): 1 a.m. CST + 2 h ends at 4 a.m. CDT, rain 3 – 4 AM', () => {
    const start = at('2027-03-14', '01:00');
    expect(new Date(start).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    const result = pourVerdict(
      hours(start, 30, (i) => (i === 1 ? { rainPercent: 35 } : {})),
      { start, hours: 2 },
      WEATHER_SETTINGS,
    );
    expect(result.verdict).toBe('CAUTION');
    expect(reasonInWords(result.reasons[0]!, 'en')).toBe('35 % chance of rain 3 – 4 AM');
    expect(reasonInWords(result.reasons[0]!, 'es')).toBe('35 % de probabilidad de lluvia, 3–4 a.m.');
  });

  it('reads a cold night into the next morning with its dates', () => {
    const start = at('2026-12-02', '08:00');
    const result = pourVerdict(
      hours(start, 30, (i) => (i >= 14 && i <= 21 ? { temperatureF: 33 } : {})),
      { start, hours: 4 },
      WEATHER_SETTINGS,
    );
    expect(result.verdict).toBe('CAUTION');
    expect(reasonInWords(result.reasons[0]!, 'en')).toMatch(/^cold, down to 33 °F .*10 PM.*6 AM.*: blankets or an enclosure$/);
  });
});
