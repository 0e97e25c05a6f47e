import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../src/content/business';
import { instantIn } from '../src/lib/zoned-time';
import { type ForecastTown, forecastFor, logNwsFailure, nwsUserAgent, pourWeather } from '../src/weather/nws';
import { verdictInWords } from '../src/weather/words';
import { STAND_IN_TOWNS } from './fixtures/nws/stand-in-towns';
import type { NwsRequest } from './nws-service';

/**
 * The NWS client inside workerd against the stand-in of test/nws-service.ts (recorded JSON of the documented
 * shapes): /points read once per town and kept in D1, the forecast kept by its own Cache-Control, the verdict of
 * each recorded forecast, and each failure an UNKNOWN verdict, never a throw.
 */

const stand = inject('nwsService');
const nwsEnv = { ...env, NWS_API_BASE: stand };
const received = async (path: string) => ((await (await fetch(`${stand}/received`)).json()) as NwsRequest[]).filter((r) => r.path === path);
const pathOf = (town: ForecastTown) => `/points/${town.lat},${town.lon}`;
const hourlyPath = (grid: string) => `/gridpoints/LCH/${grid}/forecast/hourly`;
const central = (day: string, time: string) => instantIn(BUSINESS_TIME_ZONE, day, time);

afterEach(() => vi.restoreAllMocks());

describe('the stand-in answers as NWS does', () => {
  it('refuses a request without a User-Agent (403) and one with a query string (400)', async () => {
    // workerd's fetch sends no User-Agent of its own.
    expect((await fetch(`${stand}${pathOf(STAND_IN_TOWNS.rainy)}`)).status).toBe(403);
    const withQuery = await fetch(`${stand}${pathOf(STAND_IN_TOWNS.rainy)}?t=1`, { headers: { 'User-Agent': 'x' } });
    expect(withQuery.status).toBe(400);
  });
});

describe('the client', () => {
  it('reads /points once per town, keeps its forecastHourly URL in D1, and sends its User-Agent', async () => {
    const town = STAND_IN_TOWNS.counted;
    for (let i = 0; i < 3; i++) expect((await forecastFor(nwsEnv, town)).ok).toBe(true);
    const points = await received(pathOf(town));
    expect(points).toHaveLength(1);
    expect(points[0]?.userAgent).toBe('Golden Triangle Concrete (www.goldentriangleconcrete.example, info@goldentriangleconcrete.example)');
    expect(points[0]?.userAgent).toBe(nwsUserAgent(nwsEnv));
    const row = await env.DB.prepare('SELECT town, forecast_hourly_url AS url FROM nws_points WHERE point = ?')
      .bind('29.58,-94.58')
      .first();
    expect(row).toEqual({ town: 'Counted, mild', url: `${stand}${hourlyPath(town.grid)}` });
    // Another town: its own single read.
    await forecastFor(nwsEnv, STAND_IN_TOWNS.countedToo);
    await forecastFor(nwsEnv, STAND_IN_TOWNS.countedToo);
    expect(await received(pathOf(STAND_IN_TOWNS.countedToo))).toHaveLength(1);
  });

  it('keeps the forecast while its Cache-Control allows (max-age=1800), and not when it says no-store', async () => {
    await forecastFor(nwsEnv, STAND_IN_TOWNS.cached);
    await forecastFor(nwsEnv, STAND_IN_TOWNS.cached);
    const cached = await received(hourlyPath(STAND_IN_TOWNS.cached.grid));
    expect(cached).toHaveLength(1);
    expect(cached[0]?.userAgent).toBe(nwsUserAgent(nwsEnv));
    // Sent gzip-compressed, and still read from the cache the second time.
    expect(cached[0]?.gzip).toBe(true);
    await forecastFor(nwsEnv, STAND_IN_TOWNS.uncached);
    await forecastFor(nwsEnv, STAND_IN_TOWNS.uncached);
    expect(await received(hourlyPath(STAND_IN_TOWNS.uncached.grid))).toHaveLength(2);
  });

  it('reads the hours of a recorded forecast in the rules units (°F, %, the higher wind of "15 to 25 mph")', async () => {
    const result = await forecastFor(nwsEnv, STAND_IN_TOWNS.hot);
    if (!result.ok) throw new Error(result.reason);
    expect(result.value).toHaveLength(48);
    expect(result.value[13]).toEqual({
      start: Date.parse('2027-07-14T18:00:00Z'),
      end: Date.parse('2027-07-14T19:00:00Z'),
      temperatureF: 97,
      humidityPercent: 36,
      windMph: 25,
      rainPercent: 0,
    });
  });
});

describe('the verdict of each recorded forecast', () => {
  it('rainy Wednesday 2026-12-02, pour 7 a.m. for 6 hours: HOLD, 70 % chance of rain 9 – 11 AM', async () => {
    const result = await pourWeather(nwsEnv, STAND_IN_TOWNS.rainy, { start: central('2026-12-02', '07:00'), hours: 6 });
    expect(result.verdict).toBe('HOLD');
    expect(verdictInWords(result.verdict, result.reasons, 'en')).toBe('HOLD, 70 % chance of rain 9 – 11 AM');
    expect(verdictInWords(result.verdict, result.reasons, 'es')).toBe('ESPERAR, 70 % de probabilidad de lluvia, 9–11 a.m.');
  });

  // The worst hour, 1 p.m.: 97 °F, 36 % RH, 25 mph, concrete 102 °F → 0.755 lb/ft²/h by Uno's formula.
  it('hot and windy Wednesday 2027-07-14, pour 7 a.m. for 8 hours: CAUTION for evaporation, heat and wind', async () => {
    const result = await pourWeather(nwsEnv, STAND_IN_TOWNS.hot, { start: central('2027-07-14', '07:00'), hours: 8 });
    expect(result.verdict).toBe('CAUTION');
    expect(verdictInWords(result.verdict, result.reasons, 'en')).toBe(
      'CAUTION, evaporation 0.75 lb/ft²/h: fog, evaporation retarder, windbreak, heat, up to 97 °F 12 – 3 PM: pour early, cool the mix, fog, wind 25 mph 11 AM – 3 PM: windbreak, fog',
    );
  });

  it('mild Wednesday 2027-04-14, pour 7 a.m. for 6 hours: GO', async () => {
    const result = await pourWeather(nwsEnv, STAND_IN_TOWNS.mild, { start: central('2027-04-14', '07:00'), hours: 6 });
    expect(result).toEqual({ verdict: 'GO', reasons: [] });
  });

  it('a pour past the forecast (its 48 hours): UNKNOWN, "forecast not available"', async () => {
    const result = await pourWeather(nwsEnv, STAND_IN_TOWNS.mild, { start: central('2027-04-16', '07:00'), hours: 6 });
    expect(result.verdict).toBe('UNKNOWN');
    expect(verdictInWords(result.verdict, result.reasons, 'en')).toBe('forecast not available');
  });
});

describe('when NWS fails: UNKNOWN, never a throw', () => {
  const pour = { start: central('2027-04-14', '07:00'), hours: 6 };
  it.each([
    ['a 500 from the forecast', STAND_IN_TOWNS.broken, { reason: 'status', status: 500, call: 'forecast' }],
    ['a 403 from the forecast', STAND_IN_TOWNS.forbidden, { reason: 'status', status: 403, call: 'forecast' }],
    ['a forecast not of the documented shape', STAND_IN_TOWNS.malformed, { reason: 'shape', call: 'forecast' }],
    ['a 500 from /points', STAND_IN_TOWNS.pointsDown, { reason: 'status', status: 500, call: 'points' }],
    ['a 404 from /points (a point off the grid)', { name: 'Nowhere', lat: 10, lon: 10 }, { reason: 'status', status: 404, call: 'points' }],
    ['a forecastHourly URL on another origin', STAND_IN_TOWNS.elsewhere, { reason: 'shape', call: 'points' }],
  ])('%s', async (_, town, failure) => {
    const result = await pourWeather(nwsEnv, town, pour);
    expect(result).toEqual({
      verdict: 'UNKNOWN',
      reasons: [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [{ from: pour.start, to: pour.start + 6 * 3_600_000 }] }],
      failure,
    });
    expect(verdictInWords(result.verdict, result.reasons, 'en')).toBe('forecast not available');
  });

  it('a 404 from the forecast (a grid moved): the kept URL is forgotten and /points read again', async () => {
    const town = STAND_IN_TOWNS.moved;
    expect((await pourWeather(nwsEnv, town, pour)).failure).toEqual({ reason: 'status', status: 404, call: 'forecast' });
    expect(await env.DB.prepare('SELECT 1 FROM nws_points WHERE point = ?').bind('29.57,-94.57').first()).toBeNull();
    await pourWeather(nwsEnv, town, pour);
    expect(await received(pathOf(town))).toHaveLength(2);
  });

  it('no answer within 3 s: a timeout', async () => {
    const began = Date.now();
    const result = await pourWeather(nwsEnv, STAND_IN_TOWNS.slow, pour);
    const took = Date.now() - began;
    expect(result.verdict).toBe('UNKNOWN');
    expect(result.failure).toEqual({ reason: 'timeout', call: 'forecast' });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(4900);
  });

  // workerd prints "Network connection lost" as an uncaught exception for a refused connection even when the fetch's
  // rejection is caught (a bare try/catch around fetch does the same); the client returns, as the test shows.
  it('no connection at all: a network failure', async () => {
    const result = await pourWeather({ ...env, NWS_API_BASE: 'http://127.0.0.1:1' }, { name: 'Offline', lat: 29.6, lon: -94.6 }, pour);
    expect(result.failure).toEqual({ reason: 'network', call: 'points' });
  });

  it('logs a failure as one JSON line with the town, the call and the reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logNwsFailure({ name: 'Nederland' }, { reason: 'timeout', call: 'forecast' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toEqual({
      event: 'nws_failed',
      town: 'Nederland',
      call: 'forecast',
      reason: 'timeout',
      status: null,
    });
  });
});
