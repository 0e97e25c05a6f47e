/**
 * The towns a visit can be booked in online (issue 37 §2), with the USPS ZIP
 * codes that name each. Content, not code: the matching is src/booking/towns.ts.
 *
 * - The home city and the 15 service areas of src/content (`cities`), by their
 *   page names.
 * - Groves: no page of its own, but the Port Neches page says we pour
 *   driveways and patios "for homeowners in Port Neches and next-door Groves"
 *   (its FAQ), and Groves is in the areas of the Port Neches and Port Arthur
 *   pages. Other names in those areas lists are roads, neighbourhoods or
 *   towns the pages only mention (Kountze, Fannett...), so they are not added.
 * - ZIPs: only the USPS codes whose default place name is the town (a ZIP
 *   shared by several places names the one USPS names). Beauxart Gardens and
 *   Taylor Landing have no ZIP of their own, so they have none here: they are
 *   matched by name.
 * - Points (latitude, longitude; WGS 84 degrees, 4 decimals, about 11 m): where the National Weather Service
 *   forecast is read for a pour in the town (src/weather/nws.ts, issue 46 §5). Source: the U.S. Census Bureau's
 *   Gazetteer Files, places (public domain), each place's internal point (INTPTLAT, INTPTLONG); Beaumont's is the
 *   business's own point (src/content/business.ts). Written from memory without internet access: to be checked
 *   against the 2023 Census Gazetteer places file (docs/weather.md).
 */
import { business } from './business';
import { cities } from './index';
import type { ServedTown as ServedTownSchema } from './schema';

/** A served town: its name as the site writes it, the five-digit ZIP codes that name it, and its point (`ServedTown` schema). */
export type ServedTown = ServedTownSchema;

/** The USPS ZIP codes by town name (street delivery codes; PO-box-only codes left out). */
const ZIPS: Readonly<Record<string, readonly string[]>> = {
  Beaumont: ['77701', '77702', '77703', '77705', '77706', '77707', '77708', '77713'],
  Lumberton: ['77657'],
  China: ['77613'],
  'Sour Lake': ['77659'],
  Vidor: ['77662'],
  Nome: ['77629'],
  'Bridge City': ['77611'],
  'Port Neches': ['77651'],
  Nederland: ['77627'],
  Winnie: ['77665'],
  Hamshire: ['77622'],
  'Port Arthur': ['77640', '77642'],
  Orange: ['77630', '77632'],
  Silsbee: ['77656'],
  Groves: ['77619'],
};

/** Each town's point, WGS 84 degrees (Census Gazetteer internal points; see the module's doc). */
const POINTS: Readonly<Record<string, { lat: number; lon: number }>> = {
  Beaumont: { lat: 30.0802, lon: -94.1266 },
  Lumberton: { lat: 30.2663, lon: -94.2028 },
  China: { lat: 30.0508, lon: -94.3363 },
  'Sour Lake': { lat: 30.1398, lon: -94.4107 },
  Vidor: { lat: 30.1316, lon: -94.015 },
  Nome: { lat: 30.0363, lon: -94.4213 },
  'Bridge City': { lat: 30.0274, lon: -93.8459 },
  'Port Neches': { lat: 29.9913, lon: -93.9588 },
  Nederland: { lat: 29.9744, lon: -93.9924 },
  Winnie: { lat: 29.8185, lon: -94.3838 },
  'Taylor Landing': { lat: 29.9913, lon: -94.0324 },
  Hamshire: { lat: 29.8636, lon: -94.3177 },
  'Beauxart Gardens': { lat: 29.9827, lon: -94.0199 },
  'Port Arthur': { lat: 29.885, lon: -93.9399 },
  Orange: { lat: 30.093, lon: -93.7366 },
  Silsbee: { lat: 30.348, lon: -94.1779 },
  Groves: { lat: 29.9483, lon: -93.9172 },
};

/** Towns served beside the home city and the service areas' pages (see the module's doc). */
const ALSO_SERVED = ['Groves'] as const;

/** Every town a visit can be booked in, in the site's order (home city, service areas, then the others). */
export const SERVED_TOWNS: readonly ServedTown[] = [business.homeCity, ...cities.map((city) => city.name), ...ALSO_SERVED].map((name) => ({
  name,
  zips: ZIPS[name] ?? [],
  // A town without a point is caught by the content check (NaN fails the schema), never at runtime.
  lat: POINTS[name]?.lat ?? Number.NaN,
  lon: POINTS[name]?.lon ?? Number.NaN,
}));

/** The ZIP table's town names (for the content test: each one is a served town). */
export const ZIP_TOWNS = Object.keys(ZIPS);
