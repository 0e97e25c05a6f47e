import { LIMITS, WASTE_FACTOR, type InputProblem, type NumberField, type UnitPrice } from './calculator-limits';
import { findService } from './index';
import { calculatorPath } from './ui';
import type { Seo } from './schema';
import type { z } from 'zod';

/**
 * The concrete cost and volume calculator: its project
 * types and every word it shows. A project's price IS its service's
 * at-a-glance price (`atGlance.price[priceIndex]` of the service module), so
 * the calculator and the service pages cannot disagree. The Spanish edition
 * (es/calculator.ts) gives the same shape (`CalculatorWords`,
 * `CalculatorPageCopy`) and labels the same projects (`projectsWith`).
 */

/** How a project is sized: by its area (length × width, or an area), or by its number of steps. */
export type ProjectKind = 'area' | 'steps';

/** One project type of the calculator as the island receives it. */
export interface CalculatorProject {
  id: string;
  label: string;
  /** The service page it belongs to (and the hand-off preselects). */
  service: string;
  kind: ProjectKind;
  /** Poured concrete: the calculator asks for a thickness and gives the volume; its usual thickness in inches. */
  pouredThickness?: number;
  price: UnitPrice & { typical: boolean };
}

/** Project types: [id, service slug, index of the service's at-a-glance price, kind, usual thickness if poured]. Their labels are each edition's words (`projects`). */
const PROJECTS = [
  ['driveway', 'concrete-driveways', 0, 'area', 4],
  ['patio', 'concrete-patios', 0, 'area', 4],
  ['sidewalk', 'concrete-sidewalks-walkways', 0, 'area', 4],
  ['slab', 'concrete-slabs-foundations', 0, 'area', 4],
  ['stamped', 'stamped-concrete', 0, 'area', 4],
  ['exposed-aggregate', 'exposed-aggregate-concrete', 0, 'area', 4],
  ['commercial', 'commercial-concrete', 0, 'area', 6],
  ['steps', 'concrete-steps-stairs', 0, 'steps'],
  ['crack-repair', 'concrete-repair-resurfacing', 0, 'area'],
  ['resurfacing', 'concrete-repair-resurfacing', 1, 'area'],
  ['leveling', 'concrete-leveling-mudjacking', 0, 'area'],
  ['demolition', 'concrete-demolition-removal', 0, 'area'],
  ['sealing', 'concrete-sealing', 0, 'area'],
  ['staining', 'stained-concrete', 0, 'area'],
  ['polishing', 'polished-concrete', 0, 'area'],
  ['overlay', 'decorative-overlays-coatings', 0, 'area'],
] as const satisfies readonly (readonly [string, string, number, ProjectKind, number?])[];

/** The id of a project type, e.g. "driveway" (the same in both editions: the query's `project`). */
export type ProjectId = (typeof PROJECTS)[number][0];

/**
 * The project types of an edition, in form order, labelled with `labels` and
 * priced from the service modules (the one source of the prices, in both
 * editions); throws at start-up if a slug or index is wrong.
 */
export function projectsWith(labels: Record<ProjectId, string>): readonly CalculatorProject[] {
  return PROJECTS.map(([id, slug, priceIndex, kind, thickness]: readonly [ProjectId, string, number, ProjectKind, number?]) => {
    const price = findService(slug)?.atGlance?.price[priceIndex];
    if (!price) throw new Error(`calculator project "${id}": service "${slug}" has no at-a-glance price ${priceIndex}`);
    return {
      id,
      label: labels[id],
      service: slug,
      kind,
      ...(thickness === undefined ? {} : { pouredThickness: thickness }),
      price: { low: price.low, high: price.high, unit: price.unit, typical: price.typical },
    };
  });
}

/** The calculator's form fields, in form order. */
export const CALCULATOR_FIELDS = ['project', 'length', 'width', 'area', 'thickness', 'steps'] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];

/** The message of each field and problem (`InputProblem`), shown beside the field. */
export type CalculatorErrorWords = Record<CalculatorField, Record<InputProblem, string>>;

/**
 * Every word of the calculator page's island, in one edition (this module
 * gives English, `es/calculator.ts` Spanish). Templates fill `{name}` slots.
 */
export interface CalculatorWords {
  /** The BCP 47 tag the island formats numbers and money with (`Intl`). */
  locale: string;
  /** The label of each project type. */
  projects: Record<ProjectId, string>;
  form: {
    label: string;
    project: string;
    sizeLegend: string;
    sizeHint: string;
    length: string;
    width: string;
    or: string;
    area: string;
    thickness: string;
    thicknessHint: string;
    steps: string;
    stepsHint: string;
    submit: string;
  };
  result: {
    heading: string;
    empty: string;
    /** Instead of `empty` when a field was refused: the visitor did type a size. */
    invalid: string;
    area: string;
    yards: string;
    yardsWithWaste: string;
    notPoured: string;
    stepsVolume: string;
    price: string;
    priceNote: string;
    perUnit: Record<UnitPrice['unit'], string>;
    /** How the result writes a range: `costRange` between two amounts ("$2,000 - $5,000"), `priceRange` a price per unit ("$3-8"); `{low}`, `{high}` are the figures. */
    costRange: string;
    priceRange: string;
    /** Unit after an area, e.g. "sq ft". */
    sqft: string;
    /** Unit after a volume, e.g. "cu yd". */
    cuyd: string;
    steps: string;
    handoff: string;
  };
  /** The message written into the contact form by the hand-off; {project}, {size} and {volume} are filled in. */
  handoffMessage: string;
  /** The volume sentence of the message ({yards}), or nothing when no concrete is poured. */
  handoffVolume: string;
  /** The size in the message: {area}; {length} × {width} ({area}); the thickness; {steps}. */
  handoffSize: { area: string; rectangle: string; thickness: string; steps: string };
  /** Built on first read in each edition (it formats numbers with Intl, which a new isolate should not load at start-up). */
  readonly errors: CalculatorErrorWords;
}

/** The calculator page of one edition: its path, head tags, hero, breadcrumb and the notes under the calculator. */
export interface CalculatorPageCopy {
  path: typeof calculatorPath;
  seo: z.input<typeof Seo>;
  hero: { heading: string; text: string };
  notesHeading: string;
  notes: readonly string[];
}

/** A number in US formatting, e.g. 1,000 (Intl made on first use: module start-up stays free of Intl). */
let usNumber: Intl.NumberFormat | undefined;
const n = (value: number) => {
  usNumber ??= new Intl.NumberFormat('en-US');
  return usNumber.format(value);
};
const range = (field: NumberField) => `${n(LIMITS[field].min)} to ${n(LIMITS[field].max)}`;

/** One message per field and problem (`InputProblem`), shown beside the field. */
const problems = (what: string, unit: string, example: string, field: NumberField): Record<InputProblem, string> => ({
  required: `Enter the ${what} in ${unit}.`,
  number: `Enter the ${what} as a number of ${unit}, like ${example}.`,
  range: `Enter a ${what} from ${range(field)} ${unit}.`,
});

let calculatorErrors: CalculatorErrorWords | undefined;

/** Every word of the calculator page and island, in English. */
export const calculatorWords: CalculatorWords = {
  locale: 'en-US',
  projects: {
    driveway: 'Driveway',
    patio: 'Patio',
    sidewalk: 'Sidewalk or walkway',
    slab: 'Slab or foundation',
    stamped: 'Stamped concrete',
    'exposed-aggregate': 'Exposed aggregate',
    commercial: 'Commercial slab or parking lot',
    steps: 'Steps and stairs',
    'crack-repair': 'Crack repair',
    resurfacing: 'Resurfacing',
    leveling: 'Leveling (mudjacking)',
    demolition: 'Demolition and removal',
    sealing: 'Sealing',
    staining: 'Staining',
    polishing: 'Polishing',
    overlay: 'Decorative overlay or coating',
  },
  form: {
    label: 'Concrete cost and volume calculator',
    project: 'Project type',
    sizeLegend: 'Size',
    sizeHint: `Enter the length and width, or the area if you know it. Repairs: the damaged area.`,
    length: 'Length (feet)',
    width: 'Width (feet)',
    or: 'or',
    area: 'Area (square feet)',
    thickness: 'Thickness (inches)',
    thicknessHint: 'Poured concrete only. Driveways and patios are usually 4 to 5 inches; 6 for heavy trucks.',
    steps: 'Number of steps',
    stepsHint: 'Steps and stairs only.',
    submit: 'Calculate',
  },
  result: {
    heading: 'Your Estimate',
    empty: 'Enter a size to see the area, the concrete you need and the typical price.',
    invalid: 'Correct the marked fields to see the area, the concrete and the typical price.',
    area: 'Area',
    yards: 'Concrete',
    yardsWithWaste: `With ${Math.round(WASTE_FACTOR * 100)}% extra for waste`,
    notPoured: 'No new concrete is poured for this work, so there is no volume to order.',
    stepsVolume: 'We size the concrete for steps on site, from the rise, run and width.',
    price: 'Typical price range',
    priceNote: 'Typical range, not a quote. Your free on-site estimate gives the exact price.',
    perUnit: { sqft: 'per sq ft', step: 'per step', job: 'per job' },
    costRange: '{low} - {high}',
    priceRange: '{$}{low}-{high}',
    sqft: 'sq ft',
    cuyd: 'cu yd',
    steps: 'steps',
    handoff: 'Get an exact quote',
  },
  handoffMessage: 'Cost calculator: {project}, {size}.{volume} Please send me an exact quote.',
  handoffVolume: ' About {yards} cu yd of concrete with waste.',
  handoffSize: {
    area: '{area} sq ft',
    rectangle: '{length} × {width} ft ({area} sq ft)',
    thickness: ', {thickness} in thick',
    steps: '{steps} steps',
  },
  get errors() {
    calculatorErrors ??= {
      project: {
        required: 'Choose a project type.',
        number: 'Choose a project type from the list.',
        range: 'Choose a project type from the list.',
      },
      length: problems('length', 'feet', '20', 'length'),
      width: problems('width', 'feet', '10', 'width'),
      area: problems('area', 'square feet', '200', 'area'),
      thickness: problems('thickness', 'inches', '4', 'thickness'),
      steps: problems('number of steps', 'steps', '4', 'steps'),
    };
    return calculatorErrors;
  },
};

/** The English project types with their prices read from the service modules; throws at start-up if a slug or index is wrong. */
export const calculatorProjects: readonly CalculatorProject[] = projectsWith(calculatorWords.projects);

/** The calculator project of a service (its first), for the at-a-glance link; undefined if none. */
export const calculatorProjectFor = (slug: string): CalculatorProject | undefined => calculatorProjects.find((p) => p.service === slug);

/** The English calculator page: head tags, hero and the notes under the calculator. */
export const calculatorPage: CalculatorPageCopy = {
  path: calculatorPath,
  seo: {
    title: 'Concrete Cost & Volume Calculator | Southeast Texas Prices',
    description:
      'Work out the area, the cubic yards of concrete (plus 10% for waste) and the typical Southeast Texas price of a driveway, patio, slab, steps or repair.',
    keywords: ['concrete calculator', 'concrete cost calculator', 'cubic yards of concrete', 'concrete price per square foot Beaumont'],
  },
  hero: {
    heading: 'Concrete Cost and Volume Calculator',
    text: 'Pick your project, enter its size and see the area, the concrete it takes and the typical price range in Southeast Texas. For an exact price, ask for a free on-site estimate.',
  },
  notesHeading: 'How the Calculator Works',
  notes: [
    'Prices are the typical ranges on our service pages, per square foot or per step. Access, demolition of old concrete, reinforcement, drainage work and decorative finishes move a job within or beyond the range.',
    'Volume is length × width × thickness, divided by 27 to turn cubic feet into cubic yards. Order about 10% extra for spillage, an uneven base and over-excavation.',
  ],
};
