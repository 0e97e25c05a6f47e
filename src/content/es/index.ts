/**
 * The Spanish (es-US) edition's content index: every service,
 * city and post module, in the English index's order, each with its English
 * pair's slug. Never imported by the Worker: `npm run build` serializes it
 * (with the single pages, `./edition.ts`) into a static asset the Worker
 * loads when a Spanish page first renders (src/content/edition.ts).
 */
import type { City, Post, Service } from '../schema';
import esConcreteDrivewaysService from './services/concrete-driveways';
import esConcretePatiosService from './services/concrete-patios';
import esConcreteSlabsFoundationsService from './services/concrete-slabs-foundations';
import esConcreteSidewalksWalkwaysService from './services/concrete-sidewalks-walkways';
import esStampedConcreteService from './services/stamped-concrete';
import esStainedConcreteService from './services/stained-concrete';
import esPolishedConcreteService from './services/polished-concrete';
import esDecorativeOverlaysCoatingsService from './services/decorative-overlays-coatings';
import esExposedAggregateConcreteService from './services/exposed-aggregate-concrete';
import esConcreteSealingService from './services/concrete-sealing';
import esConcreteRepairResurfacingService from './services/concrete-repair-resurfacing';
import esCommercialConcreteService from './services/commercial-concrete';
import esConcreteDemolitionRemovalService from './services/concrete-demolition-removal';
import esConcreteLevelingMudjackingService from './services/concrete-leveling-mudjacking';
import esConcreteStepsStairsService from './services/concrete-steps-stairs';
import esLumbertonCity from './cities/lumberton';
import esChinaCity from './cities/china';
import esSourLakeCity from './cities/sour-lake';
import esVidorCity from './cities/vidor';
import esNomeCity from './cities/nome';
import esBridgeCityCity from './cities/bridge-city';
import esPortNechesCity from './cities/port-neches';
import esNederlandCity from './cities/nederland';
import esWinnieCity from './cities/winnie';
import esTaylorLandingCity from './cities/taylor-landing';
import esHamshireCity from './cities/hamshire';
import esBeauxartGardensCity from './cities/beauxart-gardens';
import esPortArthurCity from './cities/port-arthur';
import esOrangeCity from './cities/orange';
import esSilsbeeCity from './cities/silsbee';
import esBeaumontDrivewayCracking from './blog/beaumont-driveway-cracking-concrete-damage-costs';

/** The Spanish (es-US) edition of the 15 services, in the same order as the English `services` of ../index.ts. */
export const services: readonly Service[] = [
  esConcreteDrivewaysService,
  esConcretePatiosService,
  esConcreteSlabsFoundationsService,
  esConcreteSidewalksWalkwaysService,
  esStampedConcreteService,
  esStainedConcreteService,
  esPolishedConcreteService,
  esDecorativeOverlaysCoatingsService,
  esExposedAggregateConcreteService,
  esConcreteSealingService,
  esConcreteRepairResurfacingService,
  esCommercialConcreteService,
  esConcreteDemolitionRemovalService,
  esConcreteLevelingMudjackingService,
  esConcreteStepsStairsService,
];
/** The Spanish edition of the 15 service areas, in the same order as the English `cities`. */
export const cities: readonly City[] = [
  esLumbertonCity,
  esChinaCity,
  esSourLakeCity,
  esVidorCity,
  esNomeCity,
  esBridgeCityCity,
  esPortNechesCity,
  esNederlandCity,
  esWinnieCity,
  esTaylorLandingCity,
  esHamshireCity,
  esBeauxartGardensCity,
  esPortArthurCity,
  esOrangeCity,
  esSilsbeeCity,
];
/** The Spanish edition of the blog posts, in the same order as the English `posts`. */
export const posts: readonly Post[] = [esBeaumontDrivewayCracking];
