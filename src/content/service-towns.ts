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
 */
import { business } from './business';
import { cities } from './index';

/** A served town: its name as the site writes it, and the five-digit ZIP codes that name it. */
export interface ServedTown {
  name: string;
  zips: readonly string[];
}

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

/** Towns served beside the home city and the service areas' pages (see the module's doc). */
const ALSO_SERVED = ['Groves'] as const;

/** Every town a visit can be booked in, in the site's order (home city, service areas, then the others). */
export const SERVED_TOWNS: readonly ServedTown[] = [business.homeCity, ...cities.map((city) => city.name), ...ALSO_SERVED].map((name) => ({
  name,
  zips: ZIPS[name] ?? [],
}));

/** The ZIP table's town names (for the content test: each one is a served town). */
export const ZIP_TOWNS = Object.keys(ZIPS);
