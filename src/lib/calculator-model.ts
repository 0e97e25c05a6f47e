import type { CalculatorField, CalculatorProject } from '../content/calculator';
import { estimate, readNumber, type Estimate, type InputProblem, type NumberField } from './concrete-math';

/**
 * The calculator's state as the island computes it while the visitor types
 * (issue 12, item 5). Pure, without zod, so the island stays small; the
 * Worker checks the same rules with zod (src/routes/calculator.tsx) and a
 * unit test holds the two to the same answers.
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

/** Whether any size was typed (length, width, area or steps): before that the calculator shows no errors. */
export const hasSize = (values: CalculatorValues): boolean =>
  [values.length, values.width, values.area, values.steps].some((v) => v.trim() !== '');

/**
 * Checks `values` and, when every needed field holds a number in range,
 * computes the estimate. Before any size is typed there are no errors and no
 * estimate. Values longer than `MAX_INPUT` are a "number" problem.
 */
export function evaluate(
  values: CalculatorValues,
  projects: readonly CalculatorProject[],
): { errors: CalculatorErrors; estimate?: Estimate } {
  const project = projects.find((p) => p.id === values.project);
  if (!hasSize(values)) return { errors: {} };
  if (!project) return { errors: { project: values.project.trim() === '' ? 'required' : 'range' } };
  const errors: CalculatorErrors = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of neededFields(project, values)) {
    const read = values[field].length > MAX_INPUT ? 'number' : readNumber(field, values[field]);
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
