/**
 * The English edition's content index: every service, city and post module in
 * display order. Order matters: the first 8 services and the first 8 service
 * areas fill the header dropdowns, the footer and the primary service areas;
 * the first 9 services fill the home page grid. Never imported by the Worker
 * (issue 40): `npm run build` serializes it with the single pages
 * (`./edition.ts`) into a static asset the Worker loads when a page first
 * renders (src/content/edition.ts), and writes the summaries the menus, links,
 * sitemap, lead forms and admin read (src/generated/content-index.json,
 * src/content/index.ts). Tests import it directly. The Spanish edition's index
 * is src/content/es/index.ts.
 */
import type { City, Post, Service } from '../schema';
import concreteDrivewaysService from '../services/concrete-driveways';
import concretePatiosService from '../services/concrete-patios';
import concreteSlabsFoundationsService from '../services/concrete-slabs-foundations';
import concreteSidewalksWalkwaysService from '../services/concrete-sidewalks-walkways';
import stampedConcreteService from '../services/stamped-concrete';
import stainedConcreteService from '../services/stained-concrete';
import polishedConcreteService from '../services/polished-concrete';
import decorativeOverlaysCoatingsService from '../services/decorative-overlays-coatings';
import exposedAggregateConcreteService from '../services/exposed-aggregate-concrete';
import concreteSealingService from '../services/concrete-sealing';
import concreteRepairResurfacingService from '../services/concrete-repair-resurfacing';
import commercialConcreteService from '../services/commercial-concrete';
import concreteDemolitionRemovalService from '../services/concrete-demolition-removal';
import concreteLevelingMudjackingService from '../services/concrete-leveling-mudjacking';
import concreteStepsStairsService from '../services/concrete-steps-stairs';
import lumbertonCity from '../cities/lumberton';
import chinaCity from '../cities/china';
import sourLakeCity from '../cities/sour-lake';
import vidorCity from '../cities/vidor';
import nomeCity from '../cities/nome';
import bridgeCityCity from '../cities/bridge-city';
import portNechesCity from '../cities/port-neches';
import nederlandCity from '../cities/nederland';
import winnieCity from '../cities/winnie';
import taylorLandingCity from '../cities/taylor-landing';
import hamshireCity from '../cities/hamshire';
import beauxartGardensCity from '../cities/beauxart-gardens';
import portArthurCity from '../cities/port-arthur';
import orangeCity from '../cities/orange';
import silsbeeCity from '../cities/silsbee';
import beaumontDrivewayCracking from '../blog/beaumont-driveway-cracking-concrete-damage-costs';

/** The 15 services in the product specification's order, which menus and lists keep. */
export const services: readonly Service[] = [
  concreteDrivewaysService,
  concretePatiosService,
  concreteSlabsFoundationsService,
  concreteSidewalksWalkwaysService,
  stampedConcreteService,
  stainedConcreteService,
  polishedConcreteService,
  decorativeOverlaysCoatingsService,
  exposedAggregateConcreteService,
  concreteSealingService,
  concreteRepairResurfacingService,
  commercialConcreteService,
  concreteDemolitionRemovalService,
  concreteLevelingMudjackingService,
  concreteStepsStairsService,
];
/** The 15 service areas (cities) in the product specification's order, which menus and lists keep. */
export const cities: readonly City[] = [
  lumbertonCity,
  chinaCity,
  sourLakeCity,
  vidorCity,
  nomeCity,
  bridgeCityCity,
  portNechesCity,
  nederlandCity,
  winnieCity,
  taylorLandingCity,
  hamshireCity,
  beauxartGardensCity,
  portArthurCity,
  orangeCity,
  silsbeeCity,
];
/** Blog posts, newest first. */
export const posts: readonly Post[] = [beaumontDrivewayCracking];
