import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { STAND_IN_TOWNS, type StandInTown } from './fixtures/nws/stand-in-towns';

/** One request the stand-in received. */
export interface NwsRequest {
  path: string;
  userAgent: string | null;
  /** Whether the answer was gzip-compressed (the client asked for it). */
  gzip: boolean;
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/nws/${name}.json`, import.meta.url), 'utf8');

/**
 * Plays the National Weather Service API (api.weather.gov) on 127.0.0.1 for the workerd tests of src/weather/nws.ts,
 * as `NWS_API_BASE`, as NWS does: 403 to a request without a `User-Agent`, 400 to any query string, 404 to a point
 * it does not know; `GET /points/{lat},{lon}` for the points of test/fixtures/nws/stand-in-towns.ts (the recorded
 * points document with that point's grid and the stand-in's own origin), `GET /gridpoints/LCH/{x},{y}/forecast/hourly`
 * a recorded forecast or that grid's failure (a 500, a 403, a 404, a body of the wrong shape, an answer after 5 s).
 * `GET /received` lists the requests received (path and User-Agent); `POST /control/forecast/{x},{y}/{forecast}`
 * switches a grid's forecast and `POST /control/shift/{x},{y}/{days}` moves it by whole days. Shared as `inject('nwsService')`.
 */
export default async function setup(project: TestProject) {
  const received: NwsRequest[] = [];
  const towns: StandInTown[] = Object.values(STAND_IN_TOWNS);
  /** Forecasts switched by `POST /control/forecast/<grid>/<forecast>`, by grid. */
  const switched = new Map<string, StandInTown['forecast']>();
  /** Days a grid's forecast is moved by, by grid. */
  const shifted = new Map<string, number>();
  /** A recorded forecast with every period moved by `days` whole days (its times written at -06:00, CST). */
  const moved = (body: string, days: number) => {
    const json = JSON.parse(body) as { properties: { periods: { startTime: string; endTime: string }[] } };
    const at = (time: string) => `${new Date(Date.parse(time) + days * 86_400_000 - 6 * 3_600_000).toISOString().slice(0, 19)}-06:00`;
    for (const period of json.properties.periods) [period.startTime, period.endTime] = [at(period.startTime), at(period.endTime)];
    return JSON.stringify(json);
  };
  const problem = (status: number, title: string) =>
    JSON.stringify({
      correlationId: 'stand-in',
      title,
      type: `https://api.weather.gov/problems/${title.replace(/\s/g, '')}`,
      status,
      detail: title,
      instance: 'https://api.weather.gov/requests/stand-in',
    });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const origin = `http://${request.headers.host}`;
    // A test switches a grid's forecast (Port Arthur's week: test/fixtures/nws/stand-in-towns.ts).
    const control = /^\/control\/forecast\/(\d+,\d+)\/([a-z-]+)$/.exec(url.pathname);
    if (control && request.method === 'POST') {
      switched.set(control[1]!, control[2]! as StandInTown['forecast']);
      response.end('ok');
      return;
    }
    // A browser test, on the real clock, moves a grid's forecast by whole days (`POST /control/shift/{x},{y}/{days}`).
    const shift = /^\/control\/shift\/(\d+,\d+)\/(-?\d+)$/.exec(url.pathname);
    if (shift && request.method === 'POST') {
      shifted.set(shift[1]!, Number(shift[2]));
      response.end('ok');
      return;
    }
    if (url.pathname === '/received') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(received));
      return;
    }
    const userAgent = request.headers['user-agent'] ?? null;
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    received.push({ path: `${url.pathname}${url.search}`, userAgent, gzip });
    const answer = (status: number, body: string, cacheControl = 'public, max-age=1800') => {
      response.statusCode = status;
      response.setHeader('Content-Type', status === 200 ? 'application/geo+json' : 'application/problem+json');
      response.setHeader('Cache-Control', cacheControl);
      // Compressed when asked, as NWS's edge does: the client must keep the decoded body, not the encoding.
      if (status === 200 && gzip) {
        response.setHeader('Content-Encoding', 'gzip');
        response.end(gzipSync(body));
        return;
      }
      response.end(body);
    };
    if (!userAgent) return answer(403, problem(403, 'Forbidden'), 'no-store');
    if (url.search) return answer(400, problem(400, 'Invalid Parameter'), 'no-store');
    const point = /^\/points\/(-?[\d.]+),(-?[\d.]+)$/.exec(url.pathname);
    if (point) {
      const town = towns.find((t) => t.lat === Number(point[1]) && t.lon === Number(point[2]));
      if (!town) return answer(404, problem(404, 'Data Unavailable For Requested Point'), 'no-store');
      if (town.points === '500') return answer(500, problem(500, 'Unexpected Problem'), 'no-store');
      const base = town.points === 'elsewhere' ? 'https://elsewhere.example' : origin;
      const body = fixture('points-beaumont')
        .replaceAll('https://api.weather.gov/gridpoints/LCH/31,82', `${base}/gridpoints/LCH/${town.grid}`)
        .replaceAll('https://api.weather.gov', origin);
      return answer(200, body, 'public, max-age=86400');
    }
    const grid = /^\/gridpoints\/LCH\/(\d+,\d+)\/forecast\/hourly$/.exec(url.pathname);
    const town = grid && towns.find((t) => t.grid === grid[1]);
    if (!town) return answer(404, problem(404, 'Not Found'), 'no-store');
    const forecast = switched.get(town.grid) ?? town.forecast;
    switch (forecast) {
      case 'slow':
        setTimeout(() => {
          if (!response.destroyed) answer(200, fixture('hourly-mild'));
        }, 5000);
        return;
      case '500':
        return answer(500, problem(500, 'Unexpected Problem'), 'no-store');
      case '403':
        return answer(403, problem(403, 'Forbidden'), 'no-store');
      case '404':
        return answer(404, problem(404, 'Not Found'), 'no-store');
      case 'bad-shape':
        return answer(200, fixture('hourly-mild').replaceAll('"windSpeed": "5 mph"', '"windSpeed": 5'));
      default:
        return answer(
          200,
          shifted.has(town.grid) ? moved(fixture(`hourly-${forecast}`), shifted.get(town.grid)!) : fixture(`hourly-${forecast}`),
          town.noStore ? 'no-store' : 'public, max-age=1800',
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the NWS stand-in has no port');
  project.provide('nwsService', `http://127.0.0.1:${address.port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

declare module 'vitest' {
  export interface ProvidedContext {
    nwsService: string;
  }
}
