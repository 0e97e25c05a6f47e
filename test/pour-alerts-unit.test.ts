import { describe, expect, it } from 'vitest';
import { shouldTell } from '../src/jobs/pour-alerts';
import { nextGoDay, type PourDay, pourLine } from '../src/jobs/pour-forecast';
import type { ForecastHour, Reason, Verdict } from '../src/weather/verdict';

/**
 * The rules of telling the contractor (issue 46 item 5) as pure functions: which verdict changes are told, the next
 * GO day (weekdays only, the same Central start time, the same forecast) and the line's words.
 */

const HOUR = 3_600_000;
/** Hourly periods from `from` (ISO) for `count` hours, rain `rain(i)` % in hour i, 65 °F, 80 %, 5 mph. */
function hours(from: string, count: number, rain: (start: Date) => number): ForecastHour[] {
  const start = Date.parse(from);
  return Array.from({ length: count }, (_, i) => ({
    start: start + i * HOUR,
    end: start + (i + 1) * HOUR,
    temperatureF: 65,
    humidityPercent: 80,
    windMph: 5,
    rainPercent: rain(new Date(start + i * HOUR)),
  }));
}

const pour = (localDate: string, startsAt: string): PourDay => ({
  id: 1,
  starts_at: startsAt,
  local_date: localDate,
  hours: 8,
  lead_id: 7,
  name: 'Rosa Treviño',
  town: 'Nederland',
  address: '12 Boston Ave',
  concrete_temp_f: null,
});

describe('telling the contractor', () => {
  it('tells a first CAUTION or HOLD, each change between them, and GO after either; never UNKNOWN', () => {
    const cases: [Verdict, Verdict | null, boolean][] = [
      ['HOLD', null, true],
      ['CAUTION', null, true],
      ['GO', null, false],
      ['UNKNOWN', null, false],
      ['HOLD', 'HOLD', false],
      ['CAUTION', 'HOLD', true],
      ['HOLD', 'CAUTION', true],
      ['GO', 'HOLD', true],
      ['GO', 'CAUTION', true],
      ['GO', 'GO', false],
      ['UNKNOWN', 'HOLD', false],
      ['HOLD', 'GO', true],
    ];
    for (const [verdict, told, expected] of cases) expect([verdict, told, shouldTell(verdict, told)]).toEqual([verdict, told, expected]);
  });

  it('finds the next GO day among the weekdays after the pour, at the same Central time, skipping the weekend', () => {
    // Friday 2026-12-04 from 00:00 CST for 5 days: rain 80 % every Friday hour, dry after; Saturday and Sunday are
    // GO by the forecast but not workdays: Monday.
    const forecast = hours('2026-12-04T06:00:00Z', 5 * 24, (at) => (at.getTime() < Date.parse('2026-12-05T06:00:00Z') ? 80 : 0));
    expect(nextGoDay(forecast, pour('2026-12-04', '2026-12-04T13:00:00Z'))).toBe('2026-12-07');
    // Rain every hour: none.
    expect(
      nextGoDay(
        hours('2026-12-04T06:00:00Z', 5 * 24, () => 80),
        pour('2026-12-04', '2026-12-04T13:00:00Z'),
      ),
    ).toBeNull();
  });

  it('says the verdict, the reasons, the next GO day, and what a GO was before', () => {
    const day = pour('2026-12-02', '2026-12-02T13:00:00Z');
    const rain: Reason = {
      kind: 'rain',
      verdict: 'HOLD',
      percent: 70,
      spans: [{ from: Date.parse('2026-12-02T15:00:00Z'), to: Date.parse('2026-12-02T17:00:00Z') }],
    };
    expect(pourLine({ day, town: 'Nederland', verdict: 'HOLD', reasons: [rain], words: [], nextGo: '2026-12-04' })).toBe(
      "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM. Next GO day: Friday.",
    );
    expect(pourLine({ day, town: 'Nederland', verdict: 'HOLD', reasons: [rain], words: [], nextGo: null })).toBe(
      "Wednesday's pour in Nederland: HOLD, 70 % chance of rain 9 – 11 AM. No GO day in the forecast.",
    );
    expect(pourLine({ day, town: 'Nederland', verdict: 'GO', reasons: [], words: [] }, 'HOLD')).toBe(
      "Wednesday's pour in Nederland: GO. It was HOLD.",
    );
  });
});
