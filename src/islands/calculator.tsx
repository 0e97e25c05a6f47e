import { useEffect, useState, type ChangeEvent } from 'react';
import type { CalculatorField, CalculatorProject, CalculatorWords } from '../content/calculator';
import { type CalculatorErrors, type CalculatorValues, evaluate, MAX_INPUT } from '../lib/calculator-model';
import type { Estimate } from '../lib/concrete-math';
import { fillRange } from '../lib/range';
import { inputClass, labelClass } from '../ui/form-styles';

/** The id of the result, the fragment of the form's action so the answer opens at the result. */
export const RESULT_ID = 'calculator-result';

/** Props of the calculator island: the project types, its words, and the state the Worker rendered (values, errors, estimate). */
export interface CalculatorProps {
  projects: readonly CalculatorProject[];
  /** The edition's words (content/calculator.ts or content/es/calculator.ts), given by the page: the island imports no words module. */
  words: Pick<CalculatorWords, 'locale' | 'form' | 'result' | 'errors' | 'handoffMessage' | 'handoffVolume' | 'handoffSize'>;
  values: CalculatorValues;
  errors: CalculatorErrors;
  estimate?: Estimate;
  /** The edition's contact form path and anchor for the hand-off, e.g. "/contact#estimate-form" or "/es/contact#estimate-form". */
  contactHref: string;
  /** The calculator page's own path in its edition, the GET form's action (a prop: the island imports no words module, so its bundle carries no interface words). */
  action: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The concrete cost and volume calculator. Without
 * JavaScript it is a GET form the Worker answers with the result (the props
 * carry the Worker's values, errors and estimate). Once hydrated (at the first
 * interaction, client/main.ts) it recomputes as the visitor types
 * (`evaluate`, the same function the Worker checks a query with), showing "required"
 * problems only after a submit. The result lists the area (sq ft), the volume
 * in cubic yards plain and with 10% for waste where concrete is poured, the
 * typical price range ("typical range, not a quote"), and "Get an exact quote":
 * the contact form with the service preselected and the size in the message.
 */
export function Calculator({
  projects,
  words,
  values: initialValues,
  errors: initialErrors,
  estimate: initialEstimate,
  contactHref,
  action,
}: CalculatorProps) {
  const [values, setValues] = useState(initialValues);
  const [live, setLive] = useState(false);

  // Hydration starts at the first interaction; take what was typed before it into state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the DOM once, on mount
  useEffect(() => {
    const typed = { ...initialValues };
    for (const name of Object.keys(typed) as CalculatorField[]) {
      const element = document.getElementById(`calc-${name}`) as HTMLInputElement | HTMLSelectElement | null;
      if (element) typed[name] = element.value;
    }
    setValues(typed);
  }, []);

  const computed = live ? evaluate(values, projects) : { errors: initialErrors, estimate: initialEstimate };
  // While typing, a field not filled in yet is not an error; values the Worker refused stay marked until changed.
  const errors: CalculatorErrors = live
    ? Object.fromEntries(Object.entries(computed.errors).filter(([, problem]) => problem !== 'required'))
    : computed.errors;
  const result = computed.estimate;
  const project = projects.find((p) => p.id === values.project);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.currentTarget;
    setLive(true);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const number = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const f = words.form;
  const r = words.result;

  const field = (name: CalculatorField, hint?: string) => ({
    id: `calc-${name}`,
    name,
    value: values[name],
    onChange: update,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] && `calc-${name}-error`, hint].filter(Boolean).join(' ') || undefined,
  });
  const numberInput = (name: Exclude<CalculatorField, 'project'>, label: string, hint?: string) => (
    <div>
      <label htmlFor={`calc-${name}`} className={labelClass}>
        {label}
      </label>
      <input {...field(name, hint)} type="text" inputMode="decimal" autoComplete="off" maxLength={MAX_INPUT} className={inputClass} />
      {errors[name] && (
        <p id={`calc-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {words.errors[name][errors[name]]}
        </p>
      )}
    </div>
  );

  let handoff = contactHref;
  if (project && result) {
    const sizeWords = { area: number.format(result.area ?? 0), length: values.length.trim(), width: values.width.trim() };
    const size =
      project.kind === 'steps'
        ? fill(words.handoffSize.steps, { steps: values.steps.trim() })
        : fill(values.area.trim() !== '' ? words.handoffSize.area : words.handoffSize.rectangle, sizeWords) +
          (result.yards === undefined ? '' : fill(words.handoffSize.thickness, { thickness: values.thickness.trim() }));
    const volume = result.yardsWithWaste === undefined ? '' : fill(words.handoffVolume, { yards: number.format(result.yardsWithWaste) });
    const message = fill(words.handoffMessage, { project: project.label, size, volume });
    const [path, anchor] = contactHref.split('#');
    handoff = `${path}?${new URLSearchParams({ service: project.service, message })}#${anchor}`;
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form method="get" action={`${action}#${RESULT_ID}`} aria-label={f.label} className="grid content-start gap-5">
        <div>
          <label htmlFor="calc-project" className={labelClass}>
            {f.project}
          </label>
          <select {...field('project')} className={inputClass}>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          {errors.project && (
            <p id="calc-project-error" className="mt-1.5 text-sm font-medium text-red-700">
              {words.errors.project[errors.project]}
            </p>
          )}
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{f.sizeLegend}</legend>
          <p id="calc-size-hint" className="text-sm text-slate-600">
            {f.sizeHint}
          </p>
          <div className="grid grid-cols-2 gap-4">
            {numberInput('length', f.length, 'calc-size-hint')}
            {numberInput('width', f.width, 'calc-size-hint')}
          </div>
          <p className="text-center text-sm font-semibold uppercase text-slate-600">{f.or}</p>
          {numberInput('area', f.area, 'calc-size-hint')}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            {numberInput('thickness', f.thickness, 'calc-thickness-hint')}
            <p id="calc-thickness-hint" className="mt-1 text-sm text-slate-600">
              {f.thicknessHint}
            </p>
          </div>
          <div>
            {numberInput('steps', f.steps, 'calc-steps-hint')}
            <p id="calc-steps-hint" className="mt-1 text-sm text-slate-600">
              {f.stepsHint}
            </p>
          </div>
        </div>
        <button
          type="submit"
          className="dark-control rounded-lg bg-slate-900 px-6 py-3.5 text-lg font-semibold text-white hover:bg-slate-800"
        >
          {f.submit}
        </button>
      </form>
      <section
        id={RESULT_ID}
        aria-labelledby={`${RESULT_ID}-heading`}
        aria-live="polite"
        className="surface-dark self-start rounded-2xl bg-slate-900 p-6 text-slate-100 sm:p-8"
      >
        <h2 id={`${RESULT_ID}-heading`} className="text-2xl font-bold text-white">
          {r.heading}
          {project && <span className="block text-base font-semibold text-amber-300">{project.label}</span>}
        </h2>
        {project && result ? (
          <>
            <dl className="mt-5 grid gap-4">
              {result.area !== undefined && (
                <div>
                  <dt className="text-sm text-slate-300">{r.area}</dt>
                  <dd className="text-2xl font-bold text-white">{`${number.format(result.area)} ${r.sqft}`}</dd>
                </div>
              )}
              {result.yards !== undefined && result.yardsWithWaste !== undefined && (
                <>
                  <div>
                    <dt className="text-sm text-slate-300">{r.yards}</dt>
                    <dd className="text-2xl font-bold text-white">{`${number.format(result.yards)} ${r.cuyd}`}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-slate-300">{r.yardsWithWaste}</dt>
                    <dd className="text-2xl font-bold text-white">{`${number.format(result.yardsWithWaste)} ${r.cuyd}`}</dd>
                  </div>
                </>
              )}
              <div>
                <dt className="text-sm text-slate-300">{r.price}</dt>
                <dd className="text-2xl font-bold text-amber-300">
                  {fillRange(r.costRange, money.format(result.cost.low), money.format(result.cost.high))}
                </dd>
                <dd className="text-sm text-slate-300">{`${fillRange(r.priceRange, number.format(project.price.low), number.format(project.price.high))} ${r.perUnit[project.price.unit]}`}</dd>
              </div>
            </dl>
            {result.yards === undefined && (
              <p className="mt-4 text-sm text-slate-300">{project.kind === 'steps' ? r.stepsVolume : r.notPoured}</p>
            )}
            <p className="mt-4 font-semibold text-white">{r.priceNote}</p>
          </>
        ) : (
          <p className="mt-4 text-slate-300">{Object.keys(errors).length > 0 ? r.invalid : r.empty}</p>
        )}
        <a
          href={handoff}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-amber-500 px-6 py-3 text-lg font-semibold text-slate-950 hover:bg-amber-400"
        >
          {r.handoff}
        </a>
      </section>
    </div>
  );
}
