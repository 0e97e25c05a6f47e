import {
  type CalculatorErrorWords,
  type CalculatorPageCopy,
  type CalculatorProject,
  type CalculatorWords,
  projectsWith,
} from '../calculator';
import { LIMITS, WASTE_FACTOR, type InputProblem, type NumberField } from '../calculator-limits';
import { calculatorPath } from '../ui';
import { perfil } from './profile';

/**
 * The cost and volume calculator in Spanish (es-US): the same shape
 * as the English `calculatorWords` and `calculatorPage` (content/calculator.ts;
 * test/es-content-unit.test.ts holds the shape and the figures to English).
 * Project ids, services and prices are the English module's (`projectsWith`:
 * the services' at-a-glance prices), only the labels are Spanish. Terms follow
 * src/content/es/README-translation.md (concreto, entrada de autos, losa,
 * colado, cotización gratis); units in US Spanish: pies,
 * pies cuadrados (pies²), pulgadas, yardas cúbicas (yd³). The reader is usted.
 */

/** A number for es-US, e.g. 100,000 (Intl made on first use: module start-up stays free of Intl). */
let esNumber: Intl.NumberFormat | undefined;
const n = (value: number) => {
  esNumber ??= new Intl.NumberFormat('es-US');
  return esNumber.format(value);
};
const rango = (field: NumberField) => `de ${n(LIMITS[field].min)} a ${n(LIMITS[field].max)}`;

/** The messages of one size field: "el largo" / "un largo" in feet, with an example. */
const problemas = (
  field: NumberField,
  words: { el: string; un: string; unidad: string; ejemplo: string },
): Record<InputProblem, string> => ({
  required: `Escriba ${words.el} en ${words.unidad}.`,
  number: `Escriba ${words.el} en ${words.unidad} con números, p. ej. ${words.ejemplo}.`,
  range: `Escriba ${words.un} ${rango(field)} ${words.unidad}.`,
});

let errores: CalculatorErrorWords | undefined;

/** Every word of the Spanish calculator island. */
export const calculatorWords: CalculatorWords = {
  locale: 'es-US',
  projects: {
    driveway: 'Entrada de autos',
    patio: 'Patio',
    sidewalk: 'Banqueta o camino',
    slab: 'Losa o cimientos',
    stamped: 'Concreto estampado',
    'exposed-aggregate': 'Agregado expuesto',
    commercial: 'Losa comercial o estacionamiento',
    steps: 'Escalones y escaleras',
    'crack-repair': 'Reparación de grietas',
    resurfacing: 'Renovación de superficie',
    leveling: 'Nivelación (mudjacking)',
    demolition: 'Demolición y retiro',
    sealing: 'Sellado',
    staining: 'Concreto teñido',
    polishing: 'Concreto pulido',
    overlay: 'Sobrecapa decorativa',
  },
  form: {
    label: 'Calculadora de costo y volumen de concreto',
    project: 'Tipo de proyecto',
    sizeLegend: 'Tamaño',
    sizeHint: 'Escriba el largo y el ancho, o el área si ya la sabe. Para reparaciones, el área dañada.',
    length: 'Largo (pies)',
    width: 'Ancho (pies)',
    or: 'o',
    area: 'Área (pies cuadrados)',
    thickness: 'Grosor (pulgadas)',
    thicknessHint:
      'Solo para concreto colado. Las entradas de autos y los patios suelen llevar de 4 a 5 pulgadas; 6 si entran camiones pesados.',
    steps: 'Número de escalones',
    stepsHint: 'Solo para escalones y escaleras.',
    submit: 'Calcular',
  },
  result: {
    heading: 'Su cálculo',
    empty: 'Escriba un tamaño para ver el área, el concreto que necesita y el precio típico.',
    invalid: 'Corrija los campos marcados para ver el área, el concreto y el precio típico.',
    area: 'Área',
    yards: 'Concreto',
    yardsWithWaste: `Con un ${Math.round(WASTE_FACTOR * 100)}% extra por desperdicio`,
    notPoured: 'Este trabajo no lleva concreto nuevo, así que no hay volumen que pedir.',
    stepsVolume: 'El concreto de los escalones lo calculamos en la obra, según la altura, la huella y el ancho.',
    price: 'Rango de precio típico',
    priceNote: 'Es un rango típico, no una cotización. El precio exacto se lo damos en una cotización gratis, después de ver el lugar.',
    perUnit: { sqft: 'por pie²', step: 'por escalón', job: 'por trabajo' },
    costRange: 'De {low} a {high}',
    priceRange: 'De {$}{low} a {$}{high}',
    sqft: 'pies²',
    cuyd: 'yd³',
    steps: 'escalones',
    handoff: 'Pida una cotización exacta',
  },
  handoffMessage: 'Calculadora de costos: {project}, {size}.{volume} Por favor, envíenme una cotización exacta.',
  handoffVolume: ' Unas {yards} yd³ de concreto con el desperdicio.',
  handoffSize: {
    area: '{area} pies²',
    rectangle: '{length} × {width} pies ({area} pies²)',
    thickness: ', de {thickness} pulgadas de grosor',
    steps: '{steps} escalones',
  },
  get errors() {
    errores ??= {
      project: {
        required: 'Elija un tipo de proyecto.',
        number: 'Elija un tipo de proyecto de la lista.',
        range: 'Elija un tipo de proyecto de la lista.',
      },
      length: problemas('length', { el: 'el largo', un: 'un largo', unidad: 'pies', ejemplo: '20' }),
      width: problemas('width', { el: 'el ancho', un: 'un ancho', unidad: 'pies', ejemplo: '10' }),
      area: problemas('area', { el: 'el área', un: 'un área', unidad: 'pies cuadrados', ejemplo: '200' }),
      thickness: problemas('thickness', { el: 'el grosor', un: 'un grosor', unidad: 'pulgadas', ejemplo: '4' }),
      steps: {
        required: 'Escriba el número de escalones.',
        number: 'Escriba el número de escalones con números, p. ej. 4.',
        range: `Escriba ${rango('steps')} escalones.`,
      },
    };
    return errores;
  },
};

/** The Spanish project types: the English ids, services and prices with Spanish labels. */
export const calculatorProjects: readonly CalculatorProject[] = projectsWith(calculatorWords.projects);

/** The Spanish calculator page: head tags, breadcrumb, hero and the notes under the calculator. */
export const calculatorPage: CalculatorPageCopy = {
  path: calculatorPath,
  seo: {
    title: 'Calculadora de concreto: costo y volumen | Sureste de Texas',
    description: `Calcule el área, las yardas cúbicas (más 10% por desperdicio) y el precio típico de una entrada, patio, losa, escalones o reparación en ${perfil.region}.`,
    keywords: [
      'calculadora de concreto',
      'calculadora de costo de concreto',
      'yardas cúbicas de concreto',
      'precio del concreto por pie cuadrado Beaumont',
    ],
  },
  hero: {
    heading: 'Calculadora de costo y volumen de concreto',
    text: `Elija su proyecto, escriba el tamaño y vea el área, el concreto que lleva y el rango de precio típico en ${perfil.region}. Para el precio exacto, pida una cotización gratis: vamos a ver el lugar sin costo.`,
  },
  notesHeading: 'Cómo funciona la calculadora',
  notes: [
    'Los precios son los rangos típicos de nuestras páginas de servicios, por pie cuadrado o por escalón. El acceso, la demolición del concreto viejo, el refuerzo, el drenaje y los acabados decorativos mueven el precio de un trabajo dentro del rango o más allá.',
    'El volumen es largo × ancho × grosor, dividido entre 27 para pasar de pies cúbicos a yardas cúbicas. Pida más o menos un 10% extra por derrames, una base dispareja y excavación de más.',
  ],
};
