import * as z from 'zod/mini';
import { CALCULATOR_FIELDS, calculatorProjects } from '../content/calculator';
import {
  type CalculatorErrors,
  type CalculatorValues,
  EMPTY_VALUES,
  estimateOf,
  hasSize,
  MAX_INPUT,
  neededFields,
} from './calculator-model';
import { type InputProblem, LIMITS, NUMBER_PATTERN, type NumberField } from './concrete-math';

/**
 * The calculator's query check (issue 12, item 5), with zod/mini (the same
 * small zod as the lead validation; classic zod would add about 500 KiB of
 * code and locales to the Worker). Only a request
 * carrying a query needs it, so the route imports this module on demand and
 * a new isolate never evaluates zod for a page GET (issue 11, item 4).
 */

/** A typed number within its `LIMITS`; each issue's message is the `InputProblem` it stands for. */
const numberOf = (field: NumberField) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.pipe(
          z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(MAX_INPUT, 'number')),
          z.transform((text: string) => text.replaceAll(',', '')),
        ),
        z.string().check(z.regex(NUMBER_PATTERN, 'number')),
      ),
      z.transform(Number),
    ),
    z.number().check(z.gte(LIMITS[field].min, 'range'), z.lte(LIMITS[field].max, 'range')),
  );

const projectIds = calculatorProjects.map((p) => p.id) as [string, ...string[]];
/** The project the empty calculator shows first. */
export const firstProject = projectIds[0];
/** The problem a failed zod result stands for (each issue's message is an `InputProblem`). */
const problemOf = (error: { issues: readonly { message: string }[] }): InputProblem =>
  (error.issues[0]?.message ?? 'number') as InputProblem;
const ProjectId = z.pipe(z.string().check(z.trim(), z.minLength(1, 'required')), z.enum(projectIds, 'range'));

/**
 * Checks the calculator's query (issue 12, item 5) with zod: the project is
 * one of the project types; the fields the project needs (`neededFields`)
 * are numbers within `LIMITS`. Returns the values to show again (each cut to
 * `MAX_INPUT` characters, the first project when none is given), the problem
 * of each refused field and, when nothing was refused and a size was given,
 * the estimate. Before any size is given nothing is refused.
 */
export function checkCalculatorQuery(query: Record<string, string>): {
  values: CalculatorValues;
  errors: CalculatorErrors;
  estimate?: ReturnType<typeof estimateOf>;
} {
  const values = { ...EMPTY_VALUES };
  for (const name of CALCULATOR_FIELDS) values[name] = (query[name] ?? '').slice(0, MAX_INPUT);
  const raw = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, query[name] ?? '']));
  const project = ProjectId.safeParse(raw.project);
  if (!hasSize(raw as CalculatorValues)) {
    if (!project.success) values.project = firstProject;
    return { values, errors: {} };
  }
  if (!project.success) return { values, errors: { project: problemOf(project.error) } };
  const found = calculatorProjects.find((p) => p.id === project.data);
  if (!found) return { values, errors: { project: 'range' } };
  const errors: CalculatorErrors = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of neededFields(found, raw as CalculatorValues)) {
    const parsed = numberOf(field).safeParse(raw[field]);
    if (parsed.success) numbers[field] = parsed.data;
    else errors[field] = problemOf(parsed.error);
  }
  if (Object.keys(errors).length > 0) return { values, errors };
  return { values, errors, estimate: estimateOf(found, numbers) };
}
