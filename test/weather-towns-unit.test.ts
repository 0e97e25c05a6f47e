import { describe, expect, it } from 'vitest';
import { business } from '../src/content/business';
import { cities } from '../src/content/index';
import { distanceMiles, relations } from '../src/content/relations';
import { ServedTown } from '../src/content/schema';
import { SERVED_TOWNS } from '../src/content/service-towns';
import { pointPath } from '../src/weather/nws';

/** Each served town's point, where its pour forecast is read (issue 46 §5; src/content/service-towns.ts). */
describe('the served towns points', () => {
  it.each(SERVED_TOWNS.map((town) => [town.name, town] as const))('%s parses with the schema (4 decimals at most)', (_, town) => {
    expect(ServedTown.safeParse(town).error?.issues ?? []).toEqual([]);
  });

  it('refuses a point with 5 decimals or none at all', () => {
    expect(ServedTown.safeParse({ name: 'Groves', zips: [], lat: 29.94831, lon: -93.9172 }).success).toBe(false);
    expect(ServedTown.safeParse({ name: 'Groves', zips: [], lat: Number.NaN, lon: Number.NaN }).success).toBe(false);
  });

  it('puts every town within the 50-mile service radius of the business', () => {
    const home = { lat: business.geo.latitude, lon: business.geo.longitude };
    const far = SERVED_TOWNS.filter((town) => distanceMiles(home, town) > business.serviceRadiusMiles).map((t) => t.name);
    expect(far).toEqual([]);
  });

  it('agrees within 0.02° with the coordinates the city pages use (content/relations.ts)', () => {
    const off = cities.flatMap((city) => {
      const town = SERVED_TOWNS.find((t) => t.name === city.name);
      const page = relations.cities[city.slug]?.coordinates;
      if (!town || !page) return [city.name];
      return Math.abs(town.lat - page.lat) > 0.02 || Math.abs(town.lon - page.lon) > 0.02 ? [city.name] : [];
    });
    expect(off).toEqual([]);
  });

  it('writes each point as NWS takes it: no more than 4 decimals, no trailing zeros', () => {
    expect(pointPath({ lat: 30.0802, lon: -94.1266 })).toBe('30.0802,-94.1266');
    expect(pointPath({ lat: 30.08, lon: -94.12661 })).toBe('30.08,-94.1266');
    for (const town of SERVED_TOWNS) expect(pointPath(town)).toMatch(/^-?\d+(\.\d{1,4})?,-?\d+(\.\d{1,4})?$/);
  });
});
