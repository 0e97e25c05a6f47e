/**
 * The National Weather Service API client (api.weather.gov: free, no key; issue 46 §5). Two calls:
 * `GET /points/{lat},{lon}` gives a town's grid and its `forecastHourly` URL, read once per town and kept in D1
 * (`nws_points`, migrations/0020_nws_points.sql); then that URL gives the hourly forecast, kept in the Cache API for
 * as long as its own `Cache-Control` says. Every request sends a `User-Agent` naming the site and a contact address
 * (NWS answers 403 without one), uses the URLs as NWS writes them (no query string: NWS answers 400 to unknown
 * parameters) and gives up after 3 s. Nothing here throws: a timeout, a 4xx or 5xx, or a body that is not the
 * documented shape (checked with zod/mini, only the fields used) comes back as `{ ok: false, reason }`, which the caller
 * logs once (`logNwsFailure`) and shows as "forecast not available". Shapes: github.com/weather-gov/api, the
 * OpenAPI document at api.weather.gov/openapi.json.
 */
import * as z from 'zod/mini';
import { business } from '../content/business';
import { logEvent } from '../lib/log';
import { WEATHER_SETTINGS, type WeatherSettings } from './settings';
import { type ForecastHour, type Pour, type PourVerdict, pourVerdict } from './verdict';

/** The API's origin when `NWS_API_BASE` is empty. */
export const NWS_DEFAULT_BASE = 'https://api.weather.gov';

/** How long one request may take, ms (AbortSignal.timeout). */
export const NWS_TIMEOUT_MS = 3000;

/** What the client needs of the Worker's environment. */
export interface NwsEnv {
  /** The API's origin, e.g. "https://api.weather.gov" or a local stand-in; empty: the default. */
  NWS_API_BASE?: string;
  /** The site's origin, named in the User-Agent. */
  SITE_URL: string;
  /** Where a town's `forecastHourly` URL is kept. */
  DB: D1Database;
}

/** A place a forecast is read for: a served town and its point (WGS 84 degrees; 4 decimals at most are sent). */
export interface ForecastTown {
  name: string;
  lat: number;
  lon: number;
}

/** Why a read failed: no answer within 3 s, no connection, an HTTP error status, or a body not of the documented shape. */
export interface NwsFailure {
  reason: 'timeout' | 'network' | 'status' | 'shape';
  /** The HTTP status for `status`. */
  status?: number;
  /** Which call: the point's or the forecast's. */
  call: 'points' | 'forecast';
}

/** A read's outcome: its value, or why not. */
export type NwsResult<T> = { ok: true; value: T } | ({ ok: false } & NwsFailure);

/** `/points` as far as it is used: the hourly forecast's URL. */
const PointsBody = z.object({ properties: z.object({ forecastHourly: z.url() }) });

/** "15 mph" or "10 to 15 mph" (the higher figure is read: the rules are about the worst of the hour). */
const WIND = /^(\d+)(?: to (\d+))? mph$/;

/** One hourly period as far as it is used. */
const Period = z.object({
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  temperature: z.number(),
  temperatureUnit: z.enum(['F', 'C']),
  relativeHumidity: z.object({ value: z.nullable(z.number().check(z.minimum(0), z.maximum(100))) }),
  windSpeed: z.string().check(z.regex(WIND)),
  probabilityOfPrecipitation: z.object({ value: z.nullable(z.number().check(z.minimum(0), z.maximum(100))) }),
});

/** The hourly forecast as far as it is used. */
const HourlyBody = z.object({ properties: z.object({ periods: z.array(Period) }) });

/**
 * A period in the rules' units: °C turned to °F; the wind's higher figure; a null humidity or probability of
 * precipitation kept null (the verdict then says "forecast not available" rather than guess 0 %).
 */
function toHour(period: z.infer<typeof Period>): ForecastHour {
  const wind = WIND.exec(period.windSpeed);
  return {
    start: Date.parse(period.startTime),
    end: Date.parse(period.endTime),
    temperatureF: period.temperatureUnit === 'C' ? (period.temperature * 9) / 5 + 32 : period.temperature,
    humidityPercent: period.relativeHumidity.value,
    windMph: Number(wind?.[2] ?? wind?.[1] ?? 0),
    rainPercent: period.probabilityOfPrecipitation.value,
  };
}

/** The base origin, without a trailing slash. */
const baseOf = (env: NwsEnv) => (env.NWS_API_BASE || NWS_DEFAULT_BASE).replace(/\/+$/, '');

/**
 * The User-Agent NWS asks for: the application and a contact, e.g.
 * "Golden Triangle Concrete (www.goldentriangleconcrete.example, info@goldentriangleconcrete.example)".
 */
export const nwsUserAgent = (env: Pick<NwsEnv, 'SITE_URL'>): string =>
  `${business.name} (${new URL(env.SITE_URL || business.siteUrl).host}, ${business.email})`;

/** A point as NWS wants it in the path: at most 4 decimals, no trailing zeros (NWS redirects otherwise), e.g. "30.08,-94.1266". */
export const pointPath = (town: Pick<ForecastTown, 'lat' | 'lon'>): string =>
  `${Number(town.lat.toFixed(4))},${Number(town.lon.toFixed(4))}`;

/**
 * The headers an answer is kept in the cache with: NWS's own freshness and type headers, nothing about the body's
 * encoding (the body kept is the decoded text, and a `Content-Encoding` copied onto it would be wrong).
 */
function cacheHeaders(headers: Headers): Headers {
  const kept = new Headers();
  for (const name of ['Cache-Control', 'Expires', 'Date', 'Last-Modified', 'ETag', 'Content-Type']) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** GET a URL as NWS asks (User-Agent, GeoJSON, 3 s), then parse its JSON with `schema`. Never throws. */
async function getJson<T>(
  env: NwsEnv,
  url: string,
  schema: z.ZodMiniType<T>,
  call: NwsFailure['call'],
): Promise<NwsResult<{ body: T; response: Response }>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': nwsUserAgent(env), Accept: 'application/geo+json', 'Accept-Encoding': 'gzip' },
      signal: AbortSignal.timeout(NWS_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network', call };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, reason: 'status', status: response.status, call };
  }
  try {
    const text = await response.text();
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) return { ok: false, reason: 'shape', call };
    return { ok: true, value: { body: parsed.data, response: new Response(text, { headers: cacheHeaders(response.headers) }) } };
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'shape', call };
  }
}

/**
 * A town's hourly forecast URL: from D1 when this point was read before against the same API origin, else from
 * `GET /points/{lat},{lon}` (then kept). The URL must be on the API's origin (a body pointing elsewhere is refused
 * as not the documented shape).
 */
export async function hourlyForecastUrl(env: NwsEnv, town: ForecastTown): Promise<NwsResult<string>> {
  const point = pointPath(town);
  const base = baseOf(env);
  const kept = await env.DB.prepare('SELECT forecast_hourly_url AS url FROM nws_points WHERE point = ?')
    .bind(point)
    .first<{ url: string }>();
  if (kept && new URL(kept.url).origin === new URL(base).origin) return { ok: true, value: kept.url };
  const read = await getJson(env, `${base}/points/${point}`, PointsBody, 'points');
  if (!read.ok) return read;
  const url = read.value.body.properties.forecastHourly;
  if (new URL(url).origin !== new URL(base).origin) return { ok: false, reason: 'shape', call: 'points' };
  await env.DB.prepare(
    `INSERT INTO nws_points (point, town, forecast_hourly_url, read_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (point) DO UPDATE SET town = ?2, forecast_hourly_url = ?3, read_at = ?4`,
  )
    .bind(point, town.name, url, new Date().toISOString())
    .run();
  return { ok: true, value: url };
}

/**
 * The hourly forecast at a URL: from the Cache API while the answer kept there is fresh by its own Cache-Control,
 * else from NWS (a good answer is then put in the cache with NWS's headers; what NWS marks `no-store` or `private`
 * is not kept).
 */
export async function hourlyForecast(env: NwsEnv, url: string): Promise<NwsResult<ForecastHour[]>> {
  const key = new Request(url, { method: 'GET' });
  const cache = await caches.open('nws');
  const hit = await cache.match(key);
  if (hit) {
    const parsed = HourlyBody.safeParse(await hit.json().catch(() => null));
    if (parsed.success) return { ok: true, value: parsed.data.properties.periods.map(toHour) };
  }
  const read = await getJson(env, url, HourlyBody, 'forecast');
  if (!read.ok) return read;
  try {
    await cache.put(key, read.value.response);
  } catch {
    // Not kept (a Cache-Control the cache refuses): read again next time.
  }
  return { ok: true, value: read.value.body.properties.periods.map(toHour) };
}

/**
 * A town's hourly forecast: its URL (once per town), then the forecast. A forecast URL NWS answers 404 (a grid
 * moved) is forgotten, so the next read asks `/points` again.
 */
export async function forecastFor(env: NwsEnv, town: ForecastTown): Promise<NwsResult<ForecastHour[]>> {
  const url = await hourlyForecastUrl(env, town);
  if (!url.ok) return url;
  const forecast = await hourlyForecast(env, url.value);
  if (!forecast.ok && forecast.status === 404) await env.DB.prepare('DELETE FROM nws_points WHERE point = ?').bind(pointPath(town)).run();
  return forecast;
}

/**
 * A pour's verdict in a town from the NWS forecast; when NWS fails, UNKNOWN with the reason "forecast not
 * available" and the failure (for the caller to log once with `logNwsFailure`), never a throw, never GO.
 */
export async function pourWeather(
  env: NwsEnv,
  town: ForecastTown,
  pour: Pour,
  settings: WeatherSettings = WEATHER_SETTINGS,
): Promise<PourVerdict & { failure?: NwsFailure }> {
  const forecast = await forecastFor(env, town);
  if (forecast.ok) return pourVerdict(forecast.value, pour, settings);
  const { ok: _ok, ...failure } = forecast;
  const span = { from: pour.start, to: pour.start + Math.max(pour.hours, settings.afterStartHours) * 3_600_000 };
  return { verdict: 'UNKNOWN', reasons: [{ kind: 'unavailable', verdict: 'UNKNOWN', spans: [span] }], failure };
}

/** Logs a failed read as one line: {"event":"nws_failed","town":"Nederland","call":"forecast","reason":"timeout"}. */
export function logNwsFailure(town: Pick<ForecastTown, 'name'>, failure: NwsFailure): void {
  logEvent('nws_failed', { town: town.name, call: failure.call, reason: failure.reason, status: failure.status ?? null }, 'warn');
}
