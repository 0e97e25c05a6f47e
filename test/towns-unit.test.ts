import { describe, expect, it } from 'vitest';
import { matchTown } from '../src/booking/towns';
import { cities } from '../src/content/index';
import { business } from '../src/content/business';
import { SERVED_TOWNS, ZIP_TOWNS } from '../src/content/service-towns';

/** A town as people write it on /book, matched to a served town (issue 37 §2). */

const served = (typed: string) => matchTown(typed, SERVED_TOWNS);

describe('matchTown', () => {
  it.each([
    ['Nederland', 'Nederland'],
    ['nederland', 'Nederland'],
    ['Nederland, TX', 'Nederland'],
    ['Nederland TX 77627', 'Nederland'],
    ['Nederland, Texas 77627-1234', 'Nederland'],
    ['  NEDERLAND , T.X. ', 'Nederland'],
    ['groves', 'Groves'],
    ['Groves, TX, USA', 'Groves'],
    ['Port Arthur, Texas', 'Port Arthur'],
    ['port-arthur', 'Port Arthur'],
    ['Beaux Art Gardens', 'Beauxart Gardens'],
    ['Beaumont tx', 'Beaumont'],
    ['Sour Lake.', 'Sour Lake'],
  ])('%j is %s', (typed, town) => {
    expect(served(typed)).toEqual({ kind: 'served', town });
  });

  it.each([
    ['77627', 'Nederland'],
    ['77619', 'Groves'],
    ['TX 77640', 'Port Arthur'],
    ['Central Gardens, TX 77627', 'Nederland'],
    ['77706', 'Beaumont'],
  ])('the ZIP of %j names %s', (typed, town) => {
    expect(served(typed)).toEqual({ kind: 'served', town });
  });

  it.each(['Houston', 'Houston, TX 77002', '77002', 'Texas', 'TX', 'Lake Charles, LA', 'Nederlandish', '7762'])(
    '%j is outside the area',
    (typed) => {
      expect(served(typed)).toEqual({ kind: 'outside' });
    },
  );

  it.each(['', '   ', ', .'])('%j is nothing typed', (typed) => {
    expect(served(typed)).toEqual({ kind: 'empty' });
  });
});

describe('the served towns (src/content/service-towns.ts)', () => {
  it('are the home city, every service area with a page, and Groves', () => {
    expect(SERVED_TOWNS.map((t) => t.name)).toEqual([business.homeCity, ...cities.map((c) => c.name), 'Groves']);
  });

  it('every ZIP is five digits, named by one town only, and every town of the ZIP table is served', () => {
    const zips = SERVED_TOWNS.flatMap((t) => t.zips);
    for (const zip of zips) expect(zip).toMatch(/^77\d{3}$/);
    expect(new Set(zips).size).toBe(zips.length);
    for (const name of ZIP_TOWNS) expect(SERVED_TOWNS.map((t) => t.name)).toContain(name);
  });
});
