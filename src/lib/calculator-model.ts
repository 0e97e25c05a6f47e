import type { CalculatorField, CalculatorProject } from '../content/calculator';
import type { InputProblem, NumberField } from '../content/calculator-limits';
import { estimate, readNumber, type Estimate } from './concrete-math';

/**
 * The calculator's rules, written once: the island
 * computes its live result with `evaluate` while the visitor types, and the
 * Worker checks a submitted query with `checkCalculatorQuery`, which is
 * `evaluate` over the query. The bounds, the number format and the units are
 * those of concrete-math.ts. Pure and without zod, so the island stays small.
 */

/** What the form holds: one string per field (the project's id, then the typed numbers). */
export type CalculatorValues = Record<CalculatorField, string>;
/** One problem per field that failed. */
export type CalculatorErrors = Partial<Record<CalculatorField, InputProblem>>;

/** Longest value kept from a field (longer ones are refused and cut before they are shown again). */
export const MAX_INPUT = 20;

export const EMPTY_VALUES: CalculatorValues = { project: '', length: '', width: '', area: '', thickness: '', steps: '' };

/** The number fields a project needs, given what was typed: steps; or the area, or length and width; plus the thickness if poured. */
export function neededFields(project: CalculatorProject, values: CalculatorValues): NumberField[] {
  if (project.kind === 'steps') return ['steps'];
  const size: NumberField[] = values.area.trim() !== '' ? ['area'] : ['length', 'width'];
  return project.pouredThickness === undefined ? size : [...size, 'thickness'];
}

/** The project whose id `values.project` names (spaces around it aside), if any. */
const projectOf = (values: CalculatorValues, projects: readonly CalculatorProject[]): CalculatorProject | undefined =>
  projects.find((p) => p.id === values.project.trim());

/** Whether any size was typed (length, width, area or steps): before that the calculator shows no errors. */
export const hasSize = (values: CalculatorValues): boolean =>
  [values.length, values.width, values.area, values.steps].some((v) => v.trim() !== '');

/**
 * Checks `values` and, when every needed field holds a number in range,
 * computes the estimate. Before any size is typed there are no errors and no
 * estimate. Values longer than `MAX_INPUT` (spaces around them aside) are a
 * "number" problem.
 */
export function evaluate(
  values: CalculatorValues,
  projects: readonly CalculatorProject[],
): { errors: CalculatorErrors; estimate?: Estimate } {
  const project = projectOf(values, projects);
  if (!hasSize(values)) return { errors: {} };
  if (!project) return { errors: { project: values.project.trim() === '' ? 'required' : 'range' } };
  const errors: CalculatorErrors = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of neededFields(project, values)) {
    const read = values[field].trim().length > MAX_INPUT ? 'number' : readNumber(field, values[field]);
    if (typeof read === 'number') numbers[field] = read;
    else errors[field] = read;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, estimate: estimateOf(project, numbers) };
}

/** The estimate of a project from checked numbers (the island's and the Worker's common last step). */
export function estimateOf(project: CalculatorProject, numbers: Partial<Record<NumberField, number>>): Estimate {
  if (project.kind === 'steps') return estimate({ steps: numbers.steps ?? 0 }, project.price);
  const area = numbers.area ?? (numbers.length ?? 0) * (numbers.width ?? 0);
  return estimate({ area }, project.price, project.pouredThickness === undefined ? undefined : numbers.thickness);
}

/**
 * Checks a calculator query (GET /concrete-cost-calculator?project=…) by the
 * island's rules (`evaluate`). Returns the values to show again (each cut to
 * `MAX_INPUT` characters; the first project when no size was given and the
 * project is not one of `projects`), the problem of each refused field and,
 * when nothing was refused and a size was given, the estimate.
 */
export function checkCalculatorQuery(
  query: Record<string, string>,
  projects: readonly CalculatorProject[],
): { values: CalculatorValues; errors: CalculatorErrors; estimate?: Estimate } {
  const fields = Object.keys(EMPTY_VALUES) as CalculatorField[];
  const raw = Object.fromEntries(fields.map((name) => [name, query[name] ?? ''])) as CalculatorValues;
  const values = Object.fromEntries(fields.map((name) => [name, raw[name].slice(0, MAX_INPUT)])) as CalculatorValues;
  if (!hasSize(raw) && !projectOf(raw, projects)) values.project = projects[0]?.id ?? '';
  return { values, ...evaluate(raw, projects) };
}
